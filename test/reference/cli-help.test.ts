/**
 * @jest-environment node
 *
 * Proves the CLI reference (reference/cli/_spec.yml) against the real, pinned
 * Supabase CLI: walks its command tree with `--help` and fails listing every
 * documented command or flag the CLI lacks and every command left undocumented.
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
/** `--help` takes about 0.43 CPU-s a call (4 at a time keep the 2 cores busy) and the tree has about 170 commands. */
const CONCURRENCY = 4;
const CALL_TIMEOUT_MS = 120_000;
const WALK_TIMEOUT_MS = 30 * 60_000;

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

/** Breadth-first walk of the listed subcommands, `CONCURRENCY` calls at a time. */
async function walk(): Promise<CliCommand[]> {
  const found: CliCommand[] = [];
  let frontier: string[][] = [[]];
  while (frontier.length > 0) {
    const next: string[][] = [];
    for (let i = 0; i < frontier.length; i += CONCURRENCY) {
      const batch = await Promise.all(frontier.slice(i, i + CONCURRENCY).map(help));
      for (const cmd of batch) {
        found.push(cmd);
        for (const sub of cmd.help.subcommands) next.push([...cmd.path, sub.name]);
      }
    }
    frontier = next;
  }
  return found;
}

/** Documented ids the walk did not reach: run their `--help`; a command that answers for itself is hidden, not missing. */
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

      const walked = await walk();
      expect(walked.length).toBeGreaterThan(100);
      const commands = [...walked, ...(await probeHidden(spec, walked))];
      const problems = compareCliToSpec(commands, spec);
      if (problems.length > 0) {
        throw new Error(
          `The CLI reference disagrees with \`supabase --help\` (${problems.length} problems):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
        );
      }
    },
    WALK_TIMEOUT_MS,
  );
});
