/**
 * @jest-environment node
 *
 * Proves the CLI reference (reference/cli/_spec.yml) against the real, pinned
 * Supabase CLI: reads its command tree from the CLI's own fish completion script
 * (`supabase --completions fish`, one call instead of ~170 `--help` calls; the two
 * give the same commands, aliases and flags, BENCHMARKS.md, session 20) and fails
 * listing every documented command or flag the CLI lacks and every command left
 * undocumented. `--help` is still asked for what the script does not hold: the
 * global flags (root), hidden commands (probed), and, for a command whose
 * documented flag the script lacks, that command's own help (TARGET section and
 * persistent flags inherited from its parents) before it is reported.
 * The comparison itself lives in scripts/lib/cliHelp.ts (unit-tested there).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import {
  cliBinaryPackages,
  commandId,
  compareCliToSpec,
  helpDescribesCommand,
  idToPath,
  parseFishCompletions,
  parseHelp,
  type CliCommand,
  type SpecLike,
} from '../../scripts/lib/cliHelp';

const ROOT = path.resolve(__dirname, '../..');
const LAUNCHER = path.join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'supabase.cmd' : 'supabase');

/**
 * The pinned CLI's own binary, found as its launcher finds it: `node_modules/.bin/supabase` is a Node script that
 * resolves the platform package (`@supabase/cli-linux-x64`) and starts `bin/supabase` from it. Calling that binary
 * directly saves a Node start on each of the ~170 calls (0.78 → 0.62–0.72 CPU-s a call, BENCHMARKS.md, session 17).
 * The launcher's `SUPABASE_CLI_BINARY_OVERRIDE` is honoured as it honours it; when no platform package resolves,
 * the launcher itself is run, so that its own error says why.
 */
function pinnedBinary(): string {
  const override = process.env.SUPABASE_CLI_BINARY_OVERRIDE;
  if (override) return override;
  const manifest = path.join(ROOT, 'node_modules', 'supabase', 'package.json');
  if (!fs.existsSync(manifest)) return LAUNCHER;
  const {optionalDependencies = {}} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    optionalDependencies?: Record<string, string>;
  };
  const resolveFromLauncher = createRequire(manifest).resolve;
  for (const pkg of cliBinaryPackages(Object.keys(optionalDependencies), process.platform, os.arch())) {
    try {
      const dir = path.dirname(resolveFromLauncher(`${pkg}/package.json`));
      return path.join(dir, 'bin', process.platform === 'win32' ? 'supabase.exe' : 'supabase');
    } catch {
      // not installed for this machine (npm skips other platforms' optional packages): try the next one
    }
  }
  return LAUNCHER;
}

/** The pinned CLI; `CLI_HELP_TEST_BIN` points the test at another executable (used to prove the missing-binary failure). */
const BIN = process.env.CLI_HELP_TEST_BIN ?? pinnedBinary();
const SPEC_FILE = path.join(ROOT, 'reference', 'cli', '_spec.yml');
const CALL_TIMEOUT_MS = 120_000;
const WALK_TIMEOUT_MS = 10 * 60_000;

const CANNOT_RUN = (detail: string) =>
  [
    '',
    '*** The pinned Supabase CLI could not be run, so the CLI reference was NOT checked. ***',
    `Expected an executable at ${BIN} (the "supabase" devDependency).`,
    'Install it with `npm install` in the repository root, then run this test again.',
    `Cause: ${detail}`,
    '',
  ].join('\n');

interface RunResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

function run(args: string[]): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      BIN,
      args,
      {
        cwd: ROOT,
        timeout: CALL_TIMEOUT_MS,
        maxBuffer: 8 * 1024 * 1024,
        env: {
          ...process.env,
          NO_COLOR: '1',
          SUPABASE_TELEMETRY_DISABLED: '1',
          DO_NOT_TRACK: '1',
          // The CLI is a Bun executable: JavaScriptCore's optimizing JIT (DFG) compiles hot functions on a second
          // thread, work a sub-second `--help` never profits from. Without it each call takes 0.43 CPU-s instead of
          // 0.62, with the same output (BENCHMARKS.md, session 17). Only a JIT tier is switched off: the help text
          // and exit status do not depend on it.
          BUN_JSC_useDFGJIT: '0',
        },
      },
      (error, stdout, stderr) =>
        resolve({ok: !error, stdout: String(stdout), stderr: String(stderr) || (error ? String(error) : '')}),
    );
  });
}

async function help(pathParts: string[]): Promise<CliCommand> {
  const res = await run([...pathParts, '--help']);
  if (!res.ok || !res.stdout.includes('USAGE')) {
    throw new Error(
      CANNOT_RUN(`\`supabase ${[...pathParts, '--help'].join(' ')}\` failed: ${res.stderr.trim().slice(0, 500)}`),
    );
  }
  return {path: pathParts, help: parseHelp(res.stdout)};
}

/**
 * The command tree from one `supabase --completions fish` call, with the global flags from the root's `--help`
 * (the script has no rule for them). Its root subcommands must be those `--help` lists, so that a script that
 * stopped describing the tree fails here instead of passing with fewer commands.
 */
async function readTree(): Promise<CliCommand[]> {
  const res = await run(['--completions', 'fish']);
  if (!res.ok)
    throw new Error(CANNOT_RUN(`\`supabase --completions fish\` failed: ${res.stderr.trim().slice(0, 500)}`));
  const tree = parseFishCompletions(res.stdout);
  const root = await help([]);
  const names = (c: CliCommand) => c.help.subcommands.map((s) => [s.name, ...s.aliases].join(', '));
  expect(names(tree[0])).toEqual(names(root));
  tree[0] = {...tree[0], help: {...tree[0].help, globalFlags: root.help.globalFlags, target: root.help.target}};
  return tree;
}

const FLAG_PROBLEM = /^(supabase-\S+): documents flag /;

/**
 * A flag the script does not list for a command may still be accepted: named in its TARGET section or inherited
 * as a persistent flag of a parent (`seed` gives `seed buckets` its `--remote`), both only in `--help`. Before
 * reporting such a flag, read that command's own `--help` in place of the script's entry.
 */
async function withHelpWhereFlagsDisagree(commands: CliCommand[], spec: SpecLike): Promise<CliCommand[]> {
  const ids = new Set(
    compareCliToSpec(commands, spec)
      .map((p) => FLAG_PROBLEM.exec(p)?.[1])
      .filter((id): id is string => id !== undefined),
  );
  const out: CliCommand[] = [];
  for (const c of commands) {
    if (ids.has(commandId(c.path))) out.push({...(await help(c.path)), hidden: c.hidden});
    else out.push(c);
  }
  return out;
}

/** Documented ids the tree does not hold: run their `--help`; a command that answers for itself is hidden, not missing. */
async function probeHidden(spec: SpecLike, walked: CliCommand[]): Promise<CliCommand[]> {
  const known = new Set(walked.map((c) => commandId(c.path)));
  const paths = walked.map((c) => c.path);
  const hidden: CliCommand[] = [];
  for (const fn of spec.functions) {
    if (known.has(fn.id)) continue;
    const p = idToPath(fn.id, paths);
    if (!p || commandId(p) !== fn.id) continue;
    const res = await run([...p, '--help']);
    if (!res.ok) continue;
    const parsed = parseHelp(res.stdout);
    if (helpDescribesCommand(parsed, p)) hidden.push({path: p, help: parsed, hidden: true});
  }
  return hidden;
}

describe('CLI reference matches the pinned Supabase CLI', () => {
  const spec = YAML.parse(fs.readFileSync(SPEC_FILE, 'utf8')) as SpecLike & {info: {version: string}};

  it(
    'documents every current command and only flags the commands accept',
    async () => {
      if (!fs.existsSync(BIN)) throw new Error(CANNOT_RUN('the file does not exist'));
      const version = await run(['--version']);
      if (!version.ok) throw new Error(CANNOT_RUN(version.stderr.trim() || 'non-zero exit'));
      // The reference names the release it documents; the installed CLI must be that release.
      expect(version.stdout.trim()).toBe(spec.info.version);

      const tree = await readTree();
      expect(tree.length).toBeGreaterThan(100);
      const commands = await withHelpWhereFlagsDisagree([...tree, ...(await probeHidden(spec, tree))], spec);
      const problems = compareCliToSpec(commands, spec);
      if (problems.length > 0) {
        throw new Error(
          `The CLI reference disagrees with the pinned CLI (its fish completion script and \`--help\`; ${problems.length} problems):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
        );
      }
    },
    WALK_TIMEOUT_MS,
  );
});
