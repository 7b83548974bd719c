/**
 * @jest-environment node
 */
import {
  cliBinaryPackages,
  commandId,
  compareCliToSpec,
  helpDescribesCommand,
  idToPath,
  parseFishCompletions,
  parseFlagLine,
  parseHelp,
  parseSubcommandLine,
  type CliCommand,
} from '../cliHelp';

const GLOBAL = `GLOBAL FLAGS
  --help, -h                          Show help information
  --debug                             output debug logs to stderr
  --workdir string                    path to the directory containing your supabase/ folder
  --output, -o choice                 output format of status variables (choices: env, pretty, json)
`;

const ROOT = `DESCRIPTION
  Supabase CLI.

USAGE
  supabase <subcommand> [flags]

${GLOBAL}
SUBCOMMANDS
  db                  Manage databases
  migration, migrations Manage database migration scripts
  whoami              Show the current user
`;

const DB = `DESCRIPTION
  Manage Postgres databases.

USAGE
  supabase db <subcommand> [flags]

${GLOBAL}
SUBCOMMANDS
  push        Push new migrations to a database  [local or remote]
`;

const DB_PUSH = `DESCRIPTION
  Push new migrations to a database.

TARGET
  Local by default. Pass --remote for the linked project, or --remote=<ref|branch|url>.

USAGE
  supabase db push [flags]

FLAGS
  --include-all                  Include all migrations not found in the migration history table.
  --remote[=<ref|branch|url>]    Target a remote database: the linked project, or --remote=<ref|branch|url>.
  --password, -p string          Database password for the project selected with --remote.
  --lang choice                  Output language. (default typescript) (choices: typescript, go)
  --jobs, -j integer             Maximum number of parallel jobs. (default 1)

${GLOBAL}`;

const MIGRATION = `DESCRIPTION
  Manage database migration scripts.

USAGE
  supabase migration <subcommand> [flags]

${GLOBAL}
SUBCOMMANDS
  new         Create an empty migration script  [local only]
`;

const MIGRATION_NEW = `DESCRIPTION
  Create an empty migration script.

USAGE
  supabase migration new [flags] <migration name>

ARGUMENTS
  migration name string    Name for the new migration file.

${GLOBAL}`;

const WHOAMI = `DESCRIPTION
  Show the current user.

USAGE
  supabase whoami [flags]

${GLOBAL}`;

function tree(): CliCommand[] {
  return [
    {path: [], help: parseHelp(ROOT)},
    {path: ['db'], help: parseHelp(DB)},
    {path: ['db', 'push'], help: parseHelp(DB_PUSH)},
    {path: ['migration'], help: parseHelp(MIGRATION)},
    {path: ['migration', 'new'], help: parseHelp(MIGRATION_NEW)},
    {path: ['whoami'], help: parseHelp(WHOAMI)},
  ];
}

const GOOD_SPEC = {
  functions: [
    {id: 'supabase-db', description: 'Database commands.'},
    {
      id: 'supabase-db-push',
      description: 'Pushes.',
      params: [{name: '--include-all'}, {name: '--remote'}, {name: '--password, -p'}, {name: '--debug'}],
    },
    {id: 'supabase-migration', description: 'Migrations.'},
    {id: 'supabase-migration-new', description: 'New migration.', params: [{name: '<migration name>'}]},
    {id: 'supabase-whoami', description: 'Who am I.', params: [{name: '-o'}]},
  ],
};

describe('parseHelp', () => {
  it('reads description, target, usage, flags, global flags and subcommands', () => {
    const h = parseHelp(DB_PUSH);
    expect(h.description).toBe('Push new migrations to a database.');
    expect(h.target).toMatch(/^Local by default/);
    expect(h.usage).toBe('supabase db push [flags]');
    expect(h.flags.map((f) => f.names)).toEqual([
      ['--include-all'],
      ['--remote'],
      ['--password', '-p'],
      ['--lang'],
      ['--jobs', '-j'],
    ]);
    expect(h.flags.map((f) => f.type)).toEqual(['boolean', 'optional-value', 'string', 'choice', 'integer']);
    expect(h.flags[3]).toMatchObject({default: 'typescript', choices: ['typescript', 'go']});
    expect(h.flags[4].default).toBe('1');
    expect(h.globalFlags.flatMap((f) => f.names)).toEqual(['--help', '-h', '--debug', '--workdir', '--output', '-o']);
  });

  it('reads subcommand aliases and arguments whose names contain spaces', () => {
    expect(parseHelp(ROOT).subcommands).toEqual([
      {name: 'db', aliases: [], summary: 'Manage databases'},
      {name: 'migration', aliases: ['migrations'], summary: 'Manage database migration scripts'},
      {name: 'whoami', aliases: [], summary: 'Show the current user'},
    ]);
    expect(parseSubcommandLine('  long-running-queries Show long-running queries  [local or remote]')?.name).toBe(
      'long-running-queries',
    );
    expect(parseHelp(MIGRATION_NEW).arguments).toEqual([
      {name: 'migration name', type: 'string', optional: false, description: 'Name for the new migration file.'},
    ]);
  });

  it('reads choice lists written in angle brackets', () => {
    expect(parseFlagLine('  --completions <bash|zsh|fish|sh>    Print shell completion script')).toMatchObject({
      names: ['--completions'],
      type: 'choice',
      choices: ['bash', 'zsh', 'fish', 'sh'],
    });
  });

  it('knows its own help from a parent help printed for an argument', () => {
    expect(helpDescribesCommand(parseHelp(DB_PUSH), ['db', 'push'])).toBe(true);
    expect(helpDescribesCommand(parseHelp(DB_PUSH), ['db', 'push', 'typescript'])).toBe(false);
  });

  it('maps ids to paths through known parents', () => {
    expect(commandId(['inspect', 'db', 'db-stats'])).toBe('supabase-inspect-db-db-stats');
    expect(idToPath('supabase-branches-disable', [['branches'], ['branches', 'list']])).toEqual([
      'branches',
      'disable',
    ]);
    expect(idToPath('supabase-inspect-db-total-index-size', [['inspect'], ['inspect', 'db']])).toEqual([
      'inspect',
      'db',
      'total-index-size',
    ]);
  });
});

describe('compareCliToSpec', () => {
  it('accepts a spec that matches the CLI (global flags count everywhere)', () => {
    expect(compareCliToSpec(tree(), GOOD_SPEC, {omissions: {}, removed: {}})).toEqual([]);
  });

  it('reports a misspelled flag', () => {
    const spec = structuredClone(GOOD_SPEC);
    spec.functions[1].params = [{name: '--include-al'}];
    expect(compareCliToSpec(tree(), spec, {omissions: {}, removed: {}})).toEqual([
      'supabase-db-push: documents flag --include-al, which `supabase db push` does not accept',
    ]);
  });

  it('reports a deprecated flag the help no longer lists, and a wrong short alias', () => {
    const spec = structuredClone(GOOD_SPEC);
    spec.functions[1].params = [{name: '--linked'}, {name: '--password, -P'}];
    expect(compareCliToSpec(tree(), spec, {omissions: {}, removed: {}})).toEqual([
      'supabase-db-push: documents flag --linked, which `supabase db push` does not accept',
      'supabase-db-push: documents flag -P, which `supabase db push` does not accept',
    ]);
  });

  it('reports a removed command documented as working', () => {
    const spec = structuredClone(GOOD_SPEC);
    spec.functions.push({id: 'supabase-db-remote-commit', description: 'Commits remote changes.'});
    expect(compareCliToSpec(tree(), spec, {omissions: {}, removed: {}})).toEqual([
      expect.stringMatching(/^supabase-db-remote-commit: documented, but `supabase db remote commit` is not a command/),
    ]);
  });

  it('accepts a removed command only as a notice naming its replacement, without flags', () => {
    const removed = {'supabase-gen-keys': 'supabase projects api-keys'};
    const notice = {id: 'supabase-gen-keys', description: 'Removed in 3.x: use `supabase projects api-keys`.'};
    expect(compareCliToSpec(tree(), {functions: [...GOOD_SPEC.functions, notice]}, {omissions: {}, removed})).toEqual(
      [],
    );
    const working = {id: 'supabase-gen-keys', description: 'Prints the keys.', params: [{name: '--experimental'}]};
    expect(compareCliToSpec(tree(), {functions: [...GOOD_SPEC.functions, working]}, {omissions: {}, removed})).toEqual([
      'supabase-gen-keys: the command was removed in 3.x; its entry must say so and point to `supabase projects api-keys`',
      'supabase-gen-keys: the command was removed in 3.x; its entry must not document flags',
    ]);
  });

  it('reports an undocumented command unless it is a deliberate omission', () => {
    const spec = {functions: GOOD_SPEC.functions.filter((f) => f.id !== 'supabase-whoami')};
    expect(compareCliToSpec(tree(), spec, {omissions: {}, removed: {}})).toEqual([
      'supabase-whoami: `supabase whoami` exists in the CLI but is not documented (and not listed in DELIBERATE_OMISSIONS)',
    ]);
    expect(compareCliToSpec(tree(), spec, {omissions: {'supabase-whoami': 'planted reason'}, removed: {}})).toEqual([]);
    expect(
      compareCliToSpec(tree(), GOOD_SPEC, {omissions: {'supabase-whoami': 'planted reason'}, removed: {}}),
    ).toEqual(['supabase-whoami: listed in DELIBERATE_OMISSIONS but documented; remove it from the list']);
  });

  it('does not require hidden commands to be documented but accepts them when they are', () => {
    const hidden: CliCommand = {
      path: ['db', 'secret'],
      help: parseHelp(WHOAMI.replace('supabase whoami', 'supabase db secret')),
      hidden: true,
    };
    expect(compareCliToSpec([...tree(), hidden], GOOD_SPEC, {omissions: {}, removed: {}})).toEqual([]);
    const spec = {functions: [...GOOD_SPEC.functions, {id: 'supabase-db-secret', description: 'Hidden.'}]};
    expect(compareCliToSpec([...tree(), hidden], spec, {omissions: {}, removed: {}})).toEqual([]);
  });
});

describe('cliBinaryPackages', () => {
  const PLATFORMS = [
    '@supabase/cli-darwin-arm64',
    '@supabase/cli-darwin-x64',
    '@supabase/cli-linux-arm64',
    '@supabase/cli-linux-arm64-musl',
    '@supabase/cli-linux-x64',
    '@supabase/cli-linux-x64-musl',
    '@supabase/cli-windows-arm64',
    '@supabase/cli-windows-x64',
  ];

  it('lists the glibc build before the musl one, as the launcher tries them', () => {
    expect(cliBinaryPackages(PLATFORMS, 'linux', 'x64')).toEqual([
      '@supabase/cli-linux-x64',
      '@supabase/cli-linux-x64-musl',
    ]);
    expect(cliBinaryPackages(PLATFORMS, 'darwin', 'arm64')).toEqual(['@supabase/cli-darwin-arm64']);
  });

  it('spells Windows as the packages do and lists nothing for a platform the release lacks', () => {
    expect(cliBinaryPackages(PLATFORMS, 'win32', 'x64')).toEqual(['@supabase/cli-windows-x64']);
    expect(cliBinaryPackages(PLATFORMS, 'freebsd', 'x64')).toEqual([]);
    expect(cliBinaryPackages(PLATFORMS, 'linux', 'ia32')).toEqual([]);
  });
});

describe('parseFishCompletions', () => {
  // Written for this test in the shape `supabase --completions fish` prints: `tool` is a group whose subcommand is
  // also named `tool` (a name at two levels), `jobs`/`job` are aliases whose subtree the script repeats, `run` has a
  // short flag, a negatable boolean, a real `--no-wait` flag, a flag with value choices and flags offered as words.
  const FIXTURE = String.raw`###-begin-x-completions-###
complete -c supabase -n '__fish_use_subcommand' -f
complete -c supabase -n '__fish_use_subcommand' -f -a 'tool' -d 'Manage tools'
complete -c supabase -n '__fish_use_subcommand' -f -a 'jobs' -d 'Manage jobs'
complete -c supabase -n '__fish_use_subcommand' -f -a 'job' -d 'Manage jobs'
complete -c supabase -n '__fish_use_subcommand' -f -a 'ping' -d 'Ping it'
complete -c supabase -n '__fish_seen_subcommand_from tool; and not __fish_seen_subcommand_from tool' -f
complete -c supabase -n '__fish_seen_subcommand_from tool; and not __fish_seen_subcommand_from tool' -f -a 'tool' -d 'The tool\'s own tool'
complete -c supabase -n '__fish_seen_subcommand_from tool; and __fish_seen_subcommand_from tool' -f
complete -c supabase -n '__fish_seen_subcommand_from tool; and __fish_seen_subcommand_from tool; and begin; not __fish_contains_opt -s d depth; or contains -- (commandline -poc)[-1] --depth -d; end' -l depth -s d -d 'How deep' -r -f
complete -c supabase -n '__fish_seen_subcommand_from jobs; and not __fish_seen_subcommand_from run' -f
complete -c supabase -n '__fish_seen_subcommand_from jobs; and not __fish_seen_subcommand_from run' -f -a 'run' -d 'Run a job'
complete -c supabase -n '__fish_seen_subcommand_from jobs; and __fish_seen_subcommand_from run' -f
complete -c supabase -n '__fish_seen_subcommand_from jobs; and __fish_seen_subcommand_from run; and begin; not __fish_contains_opt -s p password; or contains -- (commandline -poc)[-1] --password -p; end' -l password -s p -d 'Password' -r -f
complete -c supabase -n '__fish_seen_subcommand_from jobs; and __fish_seen_subcommand_from run; and not __fish_contains_opt remote no-remote' -l remote -d 'Target another project'
complete -c supabase -n '__fish_seen_subcommand_from jobs; and __fish_seen_subcommand_from run; and not __fish_contains_opt remote no-remote' -l no-remote -d 'Disable remote'
complete -c supabase -n '__fish_seen_subcommand_from jobs; and __fish_seen_subcommand_from run; and not __fish_contains_opt no-wait no-no-wait' -l no-wait -d 'Do not wait'
complete -c supabase -n '__fish_seen_subcommand_from jobs; and __fish_seen_subcommand_from run; and not __fish_contains_opt no-wait no-no-wait' -l no-no-wait -d 'Disable no-wait'
complete -c supabase -n '__fish_seen_subcommand_from jobs; and __fish_seen_subcommand_from run; and begin; not __fish_contains_opt level; or contains -- (commandline -poc)[-1] --level; end' -l level -d 'Level' -r -f -a 'low high'
complete -c supabase -n '__fish_seen_subcommand_from jobs; and __fish_seen_subcommand_from run; and not string match -q -- "-*" (commandline -ct); and not __fish_contains_opt remote no-remote' -f -a '--remote' -d 'Target another project'
complete -c supabase -n '__fish_seen_subcommand_from job; and not __fish_seen_subcommand_from run' -f
complete -c supabase -n '__fish_seen_subcommand_from job; and not __fish_seen_subcommand_from run' -f -a 'run' -d 'Run a job'
complete -c supabase -n '__fish_seen_subcommand_from job; and __fish_seen_subcommand_from run' -f
complete -c supabase -n '__fish_seen_subcommand_from job; and __fish_seen_subcommand_from run; and begin; not __fish_contains_opt -s p password; or contains -- (commandline -poc)[-1] --password -p; end' -l password -s p -d 'Password' -r -f
complete -c supabase -n '__fish_seen_subcommand_from job; and __fish_seen_subcommand_from run; and not __fish_contains_opt remote no-remote' -l remote -d 'Target another project'
complete -c supabase -n '__fish_seen_subcommand_from job; and __fish_seen_subcommand_from run; and not __fish_contains_opt remote no-remote' -l no-remote -d 'Disable remote'
complete -c supabase -n '__fish_seen_subcommand_from job; and __fish_seen_subcommand_from run; and not __fish_contains_opt no-wait no-no-wait' -l no-wait -d 'Do not wait'
complete -c supabase -n '__fish_seen_subcommand_from job; and __fish_seen_subcommand_from run; and not __fish_contains_opt no-wait no-no-wait' -l no-no-wait -d 'Disable no-wait'
complete -c supabase -n '__fish_seen_subcommand_from job; and __fish_seen_subcommand_from run; and begin; not __fish_contains_opt level; or contains -- (commandline -poc)[-1] --level; end' -l level -d 'Level' -r -f -a 'low high'
complete -c supabase -n '__fish_seen_subcommand_from ping' -f
###-end-x-completions-###
`;
  const tree = parseFishCompletions(FIXTURE);
  const byPath = new Map(tree.map((c) => [c.path.join(' '), c]));
  const flagNames = (p: string) => byPath.get(p)?.help.flags.map((f) => f.names);

  it('yields every command once, parents first, with the root first', () => {
    expect(tree.map((c) => c.path.join(' '))).toEqual(['', 'tool', 'tool tool', 'jobs', 'jobs run', 'ping']);
  });

  it('keeps a name used at two levels as two commands, each with its own flags', () => {
    expect(flagNames('tool')).toEqual([]);
    expect(flagNames('tool tool')).toEqual([['--depth', '-d']]);
    expect(byPath.get('tool')?.help.subcommands).toEqual([{name: 'tool', aliases: [], summary: "The tool's own tool"}]);
  });

  it('folds an alias with the same description and subtree into its command, as --help lists it', () => {
    expect(byPath.get('')?.help.subcommands.map((s) => [s.name, s.aliases])).toEqual([
      ['tool', []],
      ['jobs', ['job']],
      ['ping', []],
    ]);
    expect(byPath.has('job')).toBe(false);
  });

  it('keeps a command that shares only its description with a sibling', () => {
    const distinct = parseFishCompletions(
      FIXTURE.replace(
        "__fish_seen_subcommand_from job; and __fish_seen_subcommand_from run; and begin; not __fish_contains_opt level; or contains -- (commandline -poc)[-1] --level; end' -l level",
        "__fish_seen_subcommand_from job; and __fish_seen_subcommand_from run; and begin; not __fish_contains_opt grade; or contains -- (commandline -poc)[-1] --grade; end' -l grade",
      ),
    );
    expect(distinct.map((c) => c.path.join(' '))).toContain('job run');
  });

  it('reads long and short flags, drops generated negations and keeps a flag really named --no-…', () => {
    expect(flagNames('jobs run')).toEqual([['--password', '-p'], ['--remote'], ['--no-wait'], ['--level']]);
    expect(byPath.get('jobs run')?.help.flags.map((f) => f.type)).toEqual(['string', 'boolean', 'boolean', 'string']);
  });

  it('does not take a flag value list or a flag offered as a word for a subcommand', () => {
    expect(byPath.get('jobs run')?.help.subcommands).toEqual([]);
  });

  it('leaves global flags to --help: the script has no rule for them', () => {
    expect(tree.every((c) => c.help.globalFlags.length === 0)).toBe(true);
  });
});
