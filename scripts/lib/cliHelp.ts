/**
 * Parses the `--help` output of the Supabase CLI (3.x) and compares the command
 * tree it describes with the CLI reference's spec document (reference/cli/_spec.yml).
 *
 * Pure: no process, file or network access. `test/reference/cli-help.test.ts`
 * runs the real binary and feeds its output here.
 */

type FlagType = 'boolean' | 'string' | 'integer' | 'choice' | 'optional-value';

export interface HelpFlag {
  /** Every spelling the CLI accepts, e.g. `['--password', '-p']`. */
  names: string[];
  type: FlagType;
  description: string;
  default?: string;
  choices?: string[];
}

interface HelpArgument {
  name: string;
  type: string;
  optional: boolean;
  description: string;
}

export interface HelpSubcommand {
  name: string;
  aliases: string[];
  summary: string;
}

export interface ParsedHelp {
  description: string;
  target?: string;
  usage: string;
  arguments: HelpArgument[];
  flags: HelpFlag[];
  globalFlags: HelpFlag[];
  subcommands: HelpSubcommand[];
  examples: string;
}

/** One command of the walked tree: `path` is `['db', 'push']` for `supabase db push`. */
export interface CliCommand {
  path: string[];
  help: ParsedHelp;
  /** True for a command that runs but is not listed in its parent's `--help` (found by probing a documented id). */
  hidden?: boolean;
}

/** The parts of a spec document the comparison reads. */
export interface SpecLike {
  functions: Array<{id: string; description?: string; params?: Array<{name: string}>}>;
}

/**
 * Current commands the reference deliberately leaves out. Keep this short: every
 * entry needs a reason. (Hidden commands do not appear in `--help`, so they are
 * never reported and need no entry here.)
 */
const DELIBERATE_OMISSIONS: Readonly<Record<string, string>> = {
  // Empty for CLI 3.1.0: every command its --help lists is documented. Add entries as
  // 'supabase-<command>': '<reason>' (e.g. an internal command the help lists by mistake).
};

/**
 * Commands of the 2.x reference that 3.x removed and that the content plan still
 * lists (CONTENT-PLAN.md, "CLI sections"), with the command 3.1.0 points to when
 * you run them. The reference may keep an entry for them only as a notice: its
 * description must say that the command was removed and name what replaces it,
 * and it must document no flags.
 */
const REMOVED_IN_3: Readonly<Record<string, string>> = {
  'supabase-gen-keys': 'supabase projects api-keys',
  'supabase-inspect-db-total-index-size': 'supabase inspect db index-stats',
  'supabase-inspect-db-table-index-sizes': 'supabase inspect db table-stats',
  'supabase-inspect-db-total-table-sizes': 'supabase inspect db table-stats',
};

const SECTION_RE = /^([A-Z][A-Z ]+)$/;

/** Splits help text into its upper-case sections (`DESCRIPTION`, `FLAGS`, ...). */
function splitSections(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const raw of text.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    const heading = SECTION_RE.exec(line);
    if (heading) {
      current = [];
      sections.set(heading[1], current);
      continue;
    }
    if (current) current.push(line);
  }
  return sections;
}

function paragraph(lines: string[] | undefined): string {
  return (lines ?? [])
    .map((l) => l.trim())
    .join('\n')
    .trim();
}

/** `--password, -p string` → names and type; `--remote[=<ref|branch|url>]` → an optional value. */
export function parseFlagLine(line: string): HelpFlag | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith('-')) return null;
  const split = /\s{2,}/.exec(trimmed);
  const left = split ? trimmed.slice(0, split.index) : trimmed;
  const description = split ? trimmed.slice(split.index).trim() : '';
  const names: string[] = [];
  let type: FlagType = 'boolean';
  let choices: string[] | undefined;
  for (const token of left.split(/\s+/)) {
    const word = token.replace(/,$/, '');
    if (word.startsWith('-')) {
      const optional = /^(-{1,2}[A-Za-z0-9][\w-]*)\[=.*\]$/.exec(word);
      if (optional) {
        names.push(optional[1]);
        type = 'optional-value';
      } else {
        names.push(word);
      }
    } else if (/^<.*>$/.test(word)) {
      type = 'choice';
      choices = word.slice(1, -1).split('|');
    } else if (word === 'string' || word === 'integer' || word === 'choice') {
      type = word;
    } else if (word === 'int' || word === 'uint' || word === 'number') {
      type = 'integer';
    } else if (word) {
      type = 'string';
    }
  }
  if (names.length === 0) return null;
  const choiceMatch = /\(choices: ([^)]*)\)/.exec(description);
  if (choiceMatch) choices = choiceMatch[1].split(',').map((c) => c.trim());
  const defaultMatch = /\(default ([^)]*)\)/.exec(description);
  const flag: HelpFlag = {names, type, description};
  if (choices) flag.choices = choices;
  if (defaultMatch) flag.default = defaultMatch[1].trim();
  return flag;
}

function parseFlags(lines: string[] | undefined): HelpFlag[] {
  const flags: HelpFlag[] = [];
  for (const line of lines ?? []) {
    const flag = parseFlagLine(line);
    if (flag) flags.push(flag);
    else if (line.trim() && flags.length > 0 && /^\s{6,}/.test(line)) {
      // A wrapped description continues the previous flag.
      flags[flags.length - 1].description += ` ${line.trim()}`;
    }
  }
  return flags;
}

/**
 * `  migration, migrations Manage database migration scripts` → name `migration`,
 * alias `migrations`. A long name may be followed by a single space only.
 */
export function parseSubcommandLine(line: string): HelpSubcommand | null {
  const m = /^\s+([a-z0-9][\w-]*)((?:,\s*[a-z0-9][\w-]*)*)(?:\s+(.*))?$/.exec(line);
  if (!m) return null;
  const aliases = m[2]
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return {name: m[1], aliases, summary: (m[3] ?? '').trim()};
}

/** `  Function name... string  Names of Functions. (optional)`: a name may contain spaces. */
function parseArguments(lines: string[] | undefined): HelpArgument[] {
  const args: HelpArgument[] = [];
  for (const line of lines ?? []) {
    const m = /^\s+(.+?)\s+(string|integer|number|boolean|choice)(?:\s+(.*))?$/.exec(line);
    if (!m) continue;
    const description = (m[3] ?? '').trim();
    args.push({
      name: m[1].trim(),
      type: m[2],
      optional: /\(optional\)/.test(description),
      description: description.replace(/\s*\(optional\)\s*$/, ''),
    });
  }
  return args;
}

export function parseHelp(text: string): ParsedHelp {
  const s = splitSections(text);
  const help: ParsedHelp = {
    description: paragraph(s.get('DESCRIPTION')),
    usage: paragraph(s.get('USAGE')),
    arguments: parseArguments(s.get('ARGUMENTS')),
    flags: parseFlags(s.get('FLAGS')),
    globalFlags: parseFlags(s.get('GLOBAL FLAGS')),
    subcommands: (s.get('SUBCOMMANDS') ?? []).map(parseSubcommandLine).filter((c): c is HelpSubcommand => c !== null),
    examples: paragraph(s.get('EXAMPLES')),
  };
  const target = paragraph(s.get('TARGET'));
  if (target) help.target = target;
  return help;
}

/** `['db', 'push']` → `supabase-db-push`, the id and slug of its reference entry. */
export function commandId(path: readonly string[]): string {
  return ['supabase', ...path].join('-');
}

/**
 * Names a spec parameter stands for. Flags are written `--name, -n` (an optional
 * `[=...]` value suffix is allowed); positional arguments `<name>`.
 */
function specParamFlagNames(name: string): string[] {
  return name
    .split(',')
    .map((n) =>
      n
        .trim()
        .replace(/\[=.*\]$/, '')
        .replace(/=.*$/, ''),
    )
    .filter((n) => n.startsWith('-'));
}

export function compareCliToSpec(
  commands: readonly CliCommand[],
  spec: SpecLike,
  options: {omissions?: Readonly<Record<string, string>>; removed?: Readonly<Record<string, string>>} = {},
): string[] {
  const omissions = options.omissions ?? DELIBERATE_OMISSIONS;
  const removed = options.removed ?? REMOVED_IN_3;
  const problems: string[] = [];
  const byId = new Map(commands.map((c) => [commandId(c.path), c]));
  const globalNames = new Set<string>();
  for (const c of commands) for (const f of c.help.globalFlags) for (const n of f.names) globalNames.add(n);
  const documented = new Set<string>();

  for (const fn of spec.functions) {
    documented.add(fn.id);
    const cmd = byId.get(fn.id);
    if (!cmd) {
      if (fn.id in removed) {
        if (!/removed/i.test(fn.description ?? '') || !(fn.description ?? '').includes(removed[fn.id])) {
          problems.push(
            `${fn.id}: the command was removed in 3.x; its entry must say so and point to \`${removed[fn.id]}\``,
          );
        }
        if ((fn.params ?? []).some((p) => p.name.trim().startsWith('-'))) {
          problems.push(`${fn.id}: the command was removed in 3.x; its entry must not document flags`);
        }
      } else {
        problems.push(
          `${fn.id}: documented, but \`supabase ${fn.id.replace(/^supabase-/, '').replace(/-/g, ' ')}\` is not a command of the CLI (in neither its completion script nor its --help)`,
        );
      }
      continue;
    }
    const accepted = new Set(globalNames);
    for (const f of cmd.help.flags) for (const n of f.names) accepted.add(n);
    // A TARGET section that tells the reader to pass --remote counts as accepting it
    // (`seed buckets` says so without listing the flag).
    if (/--remote\b/.test(cmd.help.target ?? '')) accepted.add('--remote');
    for (const param of fn.params ?? []) {
      for (const name of specParamFlagNames(param.name)) {
        if (!accepted.has(name)) {
          problems.push(`${fn.id}: documents flag ${name}, which \`supabase ${cmd.path.join(' ')}\` does not accept`);
        }
      }
    }
  }

  for (const c of commands) {
    if (c.path.length === 0 || c.hidden) continue;
    const id = commandId(c.path);
    if (!documented.has(id) && !(id in omissions)) {
      problems.push(
        `${id}: \`supabase ${c.path.join(' ')}\` exists in the CLI but is not documented (and not listed in DELIBERATE_OMISSIONS)`,
      );
    }
  }
  for (const id of Object.keys(omissions)) {
    if (documented.has(id))
      problems.push(`${id}: listed in DELIBERATE_OMISSIONS but documented; remove it from the list`);
  }
  return problems;
}

/**
 * Whether `help` (the output of `supabase <path> --help`) is the help of that very
 * command. The CLI prints the nearest parent's help for an unknown subcommand word
 * that the parent takes as a positional argument (`gen types typescript --help`).
 */
export function helpDescribesCommand(help: ParsedHelp, path: readonly string[]): boolean {
  const expected = ['supabase', ...path].join(' ');
  return help.usage === expected || help.usage.startsWith(`${expected} `);
}

/** `supabase-db-push` → `['db', 'push']` when the id is a path of `known` names; used to probe documented ids. */
export function idToPath(id: string, knownPaths: ReadonlyArray<readonly string[]>): string[] | null {
  const rest = id.replace(/^supabase-/, '');
  // Try the longest known parent whose id prefixes this one, then split the remainder on the last word.
  let best: readonly string[] = [];
  for (const p of knownPaths) {
    const prefix = p.join('-');
    if (p.length > best.length && (rest === prefix || rest.startsWith(`${prefix}-`))) best = p;
  }
  const remainder = rest.slice(best.join('-').length).replace(/^-/, '');
  if (!remainder) return [...best];
  return [...best, remainder];
}

/** Node's `process.platform` names as the CLI's platform packages spell them (`@supabase/cli-windows-x64`). */
const PACKAGE_OS: Readonly<Record<string, string>> = {win32: 'windows'};

/**
 * The platform packages of the `supabase` npm package that hold a binary for this machine, in the order its
 * launcher (`node_modules/.bin/supabase`, a Node script that starts the binary) tries them: the glibc build before
 * the musl one. Read from the package's own `optionalDependencies`, so a release that adds or renames a platform
 * needs no edit here. Calling the binary directly instead of through the launcher saves a Node start per call.
 */
export function cliBinaryPackages(optionalDependencies: readonly string[], platform: string, arch: string): string[] {
  const name = `@supabase/cli-${PACKAGE_OS[platform] ?? platform}-${arch}`;
  return [name, `${name}-musl`].filter((p) => optionalDependencies.includes(p));
}

/** One `complete` rule of a fish completion script, as the words fish would pass to `complete`. */
interface FishRule {
  condition: string;
  /** `-a`: a candidate word (a subcommand's name, or a flag offered as an argument). */
  argument?: string;
  /** `-l`, `-s`: a flag's long name and short form. */
  long?: string;
  short?: string;
  /** `-r`: the flag takes a value. */
  takesValue: boolean;
  description: string;
}

/** Splits one line into words as fish does for the quoting this script uses: '…' (with \' and \\) and "…". */
function fishWords(line: string): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && /\s/.test(line[i])) i++;
    if (i >= line.length) break;
    let word = '';
    while (i < line.length && !/\s/.test(line[i])) {
      const quote = line[i];
      if (quote === "'" || quote === '"') {
        i++;
        while (i < line.length && line[i] !== quote) {
          if (line[i] === '\\' && (line[i + 1] === quote || line[i + 1] === '\\')) i++;
          word += line[i++];
        }
        i++;
      } else {
        word += line[i++];
      }
    }
    words.push(word);
  }
  return words;
}

function parseFishRule(line: string): FishRule | null {
  const words = fishWords(line);
  if (words[0] !== 'complete') return null;
  const rule: FishRule = {condition: '', takesValue: false, description: ''};
  for (let i = 1; i < words.length; i++) {
    const value = words[i + 1] ?? '';
    switch (words[i]) {
      case '-n':
        rule.condition = value;
        i++;
        break;
      case '-a':
        rule.argument = value;
        i++;
        break;
      case '-l':
        rule.long = value;
        i++;
        break;
      case '-s':
        rule.short = value;
        i++;
        break;
      case '-d':
        rule.description = value;
        i++;
        break;
      case '-r':
        rule.takesValue = true;
        break;
      case '-c':
        i++;
        break;
      default:
      // -f and the like say how to complete, not what exists
    }
  }
  return rule;
}

/**
 * The command a rule's condition applies to, and the subcommand names it excludes:
 * `__fish_seen_subcommand_from db; and __fish_seen_subcommand_from schema; and not __fish_seen_subcommand_from a b`
 * → path `['db', 'schema']`, listing `['a', 'b']`. `__fish_use_subcommand` is the root. Null for any other condition.
 * The path is the chain of positive tests in order, so a name used at two levels (`db … db`) keeps both.
 */
function fishRulePath(condition: string): {path: string[]; listing: boolean} | null {
  const clauses = condition.split(/;\s*and\s+/).map((c) => c.trim());
  if (clauses[0] === '__fish_use_subcommand') return {path: [], listing: true};
  const path: string[] = [];
  let listing = false;
  clauses.forEach((clause, index) => {
    const seen = /^__fish_seen_subcommand_from (\S+)$/.exec(clause);
    // Only the leading run of positive tests names the path (by position: `tool; and tool` is two levels).
    if (seen && path.length === index) path.push(seen[1]);
    else if (/^not __fish_seen_subcommand_from /.test(clause)) listing = true;
  });
  return path.length > 0 ? {path, listing} : null;
}

/**
 * Reads the command tree from the CLI's static fish completion script (`supabase --completions fish`): one call
 * instead of a `--help` per command (BENCHMARKS.md, session 20). Each command gets its subcommands (with aliases)
 * and its flags (long name and short form), as `parseHelp` reads them from `--help`. What the script does not hold
 * stays empty: descriptions of the command itself, usage, arguments, examples, TARGET, and the global flags (the
 * script has no rule for them: read them from the root's `--help`).
 *
 * - The script repeats an alias's whole subtree under its own name. A subcommand that shares its description and
 *   everything below it (flags, subcommands, recursively) with an earlier sibling is that sibling's alias
 *   (`migration`, `migrations`), as `--help` lists them (`migration, migrations`).
 * - A flag rule may list the flag's values with `-a` (`--level … -a 'error warn'`): those are not subcommands.
 * - The script offers `--no-<flag>` for every boolean `--<flag>` (condition `__fish_contains_opt <flag> no-<flag>`);
 *   `--help` does not list these negations, so they are left out. A flag really named `--no-apply` is kept (its
 *   condition names `no-apply no-no-apply`).
 * - Flags offered again as arguments (`-a '--remote'`) are the same flags: ignored.
 */
export function parseFishCompletions(script: string): CliCommand[] {
  // Keyed by the words joined with a space: `commandId` would let `a-b` and `a b` collide.
  const key = (path: readonly string[]) => path.join(' ');
  const byId = new Map<string, CliCommand>();
  const ensure = (path: string[]): CliCommand => {
    const id = key(path);
    let cmd = byId.get(id);
    if (!cmd) {
      cmd = {
        path,
        help: {description: '', usage: '', arguments: [], flags: [], globalFlags: [], subcommands: [], examples: ''},
      };
      byId.set(id, cmd);
    }
    return cmd;
  };
  const declared: Array<{parent: string[]; name: string; summary: string}> = [];
  for (const line of script.split('\n')) {
    const rule = parseFishRule(line.trim());
    if (!rule) continue;
    const at = fishRulePath(rule.condition);
    if (!at) continue;
    if (
      rule.argument !== undefined &&
      !rule.argument.startsWith('-') &&
      at.listing &&
      rule.long === undefined &&
      rule.short === undefined
    ) {
      declared.push({parent: at.path, name: rule.argument, summary: rule.description});
      continue;
    }
    if (rule.long === undefined && rule.short === undefined) continue;
    if (rule.long !== undefined) {
      const negates = new RegExp(`__fish_contains_opt (?:-s \\S+ )?(\\S+) no-\\1(?:\\s|$)`).exec(rule.condition);
      if (negates && rule.long === `no-${negates[1]}`) continue;
    }
    const names: string[] = [];
    if (rule.long !== undefined) names.push(`--${rule.long}`);
    if (rule.short !== undefined) names.push(`-${rule.short}`);
    const cmd = ensure(at.path);
    if (!cmd.help.flags.some((f) => f.names[0] === names[0])) {
      cmd.help.flags.push({names, type: rule.takesValue ? 'string' : 'boolean', description: rule.description});
    }
  }
  ensure([]);
  for (const {parent, name, summary} of declared) {
    ensure(parent).help.subcommands.push({name, aliases: [], summary});
    ensure([...parent, name]).help.description = summary;
  }
  // What a command offers, all the way down: an alias has the same as the command it names.
  const signature = (path: string[]): string => {
    const cmd = byId.get(key(path));
    if (!cmd) return '';
    const flags = cmd.help.flags.map((f) => f.names.join(' ')).sort();
    const subs = cmd.help.subcommands.map((sub) => `${sub.name}(${signature([...path, sub.name])})`);
    return `${flags.join(',')}|${subs.join(',')}`;
  };
  for (const cmd of byId.values()) {
    const kept: HelpSubcommand[] = [];
    for (const sub of cmd.help.subcommands) {
      const path = [...cmd.path, sub.name];
      const primary = kept.find(
        (k) => k.summary === sub.summary && signature([...cmd.path, k.name]) === signature(path),
      );
      if (primary) primary.aliases.push(sub.name);
      else kept.push(sub);
    }
    cmd.help.subcommands = kept;
  }
  // Keep only commands reachable from the root through declared subcommands, parents first (as the walk lists them).
  const ordered: CliCommand[] = [];
  const visit = (cmd: CliCommand) => {
    ordered.push(cmd);
    for (const sub of cmd.help.subcommands) {
      const child = byId.get(key([...cmd.path, sub.name]));
      if (child) visit(child);
    }
  };
  visit(ensure([]));
  return ordered;
}
