/**
 * Runs the test stages (`npm test`: every stage; `npm run check`: the ones that need no build and no browser),
 * as many at once as the machine has cores (`TEST_JOBS` to change it), the end-to-end suite once the build has
 * passed. Each line a stage prints is shown as it comes, prefixed with the stage's name, and kept in
 * `test-results/pipeline/<stage>.log`; at the end a table gives each stage's wall time and CPU time (user +
 * system, so a stage that leaves a core idle shows), then the whole output of every stage that failed.
 * Exits non-zero when any stage failed or was skipped.
 *
 *   tsx scripts/test-pipeline.ts            every stage
 *   tsx scripts/test-pipeline.ts check      typecheck, lint, deadcode, unit
 *   tsx scripts/test-pipeline.ts unit lint  just those
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CHECK_STAGE_NAMES,
  formatSummary,
  nextStages,
  parseBashTimes,
  parseProcStat,
  selectStages,
  splitLines,
  TEST_STAGES,
  type Stage,
  type StageResult,
  type StageState,
} from './lib/pipeline';

const root = path.resolve(__dirname, '..');
const logDir = path.join(root, 'test-results', 'pipeline');

const args = process.argv.slice(2);
const names = args.length === 0 ? TEST_STAGES.map((s) => s.name) : args[0] === 'check' ? CHECK_STAGE_NAMES : args;
const stages = selectStages(names);
const cores = os.availableParallelism();
const jobs = Number(process.env.TEST_JOBS) || cores;

fs.rmSync(logDir, {recursive: true, force: true});
fs.mkdirSync(logDir, {recursive: true});

const states = new Map<string, StageState>(stages.map((s) => [s.name, 'waiting']));
const results = new Map<string, StageResult>();
const started = performance.now();
const since = () => (performance.now() - started) / 1000;
const width = Math.max(...stages.map((s) => s.name.length));

/** /proc/stat counts clock ticks. */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'})) || 100;
  } catch {
    return 100;
  }
})();
/** The machine's busy CPU seconds so far (/proc/stat; undefined where there is none). */
function machineBusy(): number | undefined {
  try {
    const stat = parseProcStat(fs.readFileSync('/proc/stat', 'utf8'));
    return stat ? stat.busy / ticksPerSecond : undefined;
  } catch {
    return undefined;
  }
}
/** Cores the machine kept busy on average since `from` (busy seconds then), over `seconds` of wall time. */
function coresBusy(from: number | undefined, seconds: number): number | undefined {
  const now = machineBusy();
  return from === undefined || now === undefined || seconds <= 0 ? undefined : (now - from) / seconds;
}
const busyAtStart = machineBusy();

function runStage(stage: Stage): Promise<void> {
  const log = fs.openSync(path.join(logDir, `${stage.name}.log`), 'w');
  const timesFile = path.join(logDir, `${stage.name}.times`);
  const startedAt = since();
  const busyAt = machineBusy();
  const prefix = `[${stage.name.padEnd(width)}] `;
  console.log(`${prefix}started: npm run ${stage.script}`);
  // bash's `times` gives the CPU time of every process it waited for (npm, and what npm ran below it).
  const child = spawn(
    'bash',
    ['-c', 'npm run "$1"; status=$?; times > "$2"; exit $status', 'bash', stage.script, timesFile],
    {cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, FORCE_COLOR: '0'}},
  );
  let pending = '';
  const onData = (chunk: Buffer) => {
    fs.writeSync(log, chunk);
    const {lines, rest} = splitLines(pending, chunk.toString('utf8'));
    pending = rest;
    for (const line of lines) console.log(prefix + line);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (pending) console.log(prefix + pending);
      fs.closeSync(log);
      const wall = since() - startedAt;
      const times = fs.existsSync(timesFile) ? parseBashTimes(fs.readFileSync(timesFile, 'utf8')) : null;
      const state: StageState = code === 0 ? 'passed' : 'failed';
      states.set(stage.name, state);
      results.set(stage.name, {
        name: stage.name,
        state,
        startedAt,
        wall,
        cpu: times ? times.user + times.sys : undefined,
        machine: coresBusy(busyAt, wall),
      });
      console.log(`${prefix}${state} in ${wall.toFixed(1)} s`);
      resolve();
    });
  });
}

async function main(): Promise<void> {
  const running = new Set<Promise<void>>();
  for (;;) {
    const {start, skip} = nextStages(stages, states, jobs - running.size);
    for (const stage of skip) {
      states.set(stage.name, 'skipped');
      results.set(stage.name, {name: stage.name, state: 'skipped'});
      console.log(`[${stage.name.padEnd(width)}] skipped: ${stage.after?.join(', ')} did not pass`);
    }
    for (const stage of start) {
      states.set(stage.name, 'running');
      const job: Promise<void> = runStage(stage).then(() => {
        running.delete(job);
      });
      running.add(job);
    }
    if (running.size === 0) {
      if (skip.length) continue;
      break;
    }
    await Promise.race(running);
  }
  const ordered = stages.map((s) => results.get(s.name) ?? {name: s.name, state: states.get(s.name) ?? 'skipped'});
  const total = since();
  const summary = formatSummary(ordered, total, cores, coresBusy(busyAtStart, total));
  fs.writeFileSync(path.join(logDir, 'summary.txt'), summary + '\n');
  const failed = ordered.filter((r) => r.state === 'failed');
  for (const r of failed) {
    console.log(`\n======== ${r.name} failed: its whole output (test-results/pipeline/${r.name}.log) ========`);
    console.log(fs.readFileSync(path.join(logDir, `${r.name}.log`), 'utf8'));
  }
  console.log(`\n${summary}`);
  if (ordered.some((r) => r.state !== 'passed')) {
    console.log(
      `\nFailed: ${ordered
        .filter((r) => r.state !== 'passed')
        .map((r) => `${r.name} (${r.state})`)
        .join(', ')}`,
    );
    process.exitCode = 1;
  }
}

void main();
