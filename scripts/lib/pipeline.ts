/**
 * The test pipeline's rules (`npm test`, `npm run check`: scripts/test-pipeline.ts runs them): which stages there
 * are, which may start now, and how a run's times are read and reported. Pure functions; the runner does the I/O.
 */

export interface Stage {
  /** What the summary calls it. */
  readonly name: string;
  /** The package.json script it runs (`npm run <script>`). */
  readonly script: string;
  /** Stages that must have passed before it starts (a failed one skips it). */
  readonly after?: readonly string[];
}

/**
 * Every stage of `npm test`, in the order they are started when a slot is free: the build first, because the
 * end-to-end suite (the longest stage) waits for it; the end-to-end suite as soon as the build has passed; the
 * checks and the tools tier beside them, longest first (on 2 cores, session 16: unit 33 s, tools 83 s, lint 21 s,
 * typecheck 13 s, deadcode 2 s), so that `check` ends with its short stages filling the second core.
 */
export const TEST_STAGES: readonly Stage[] = [
  {name: 'build', script: 'build'},
  {name: 'e2e', script: 'test:e2e', after: ['build']},
  {name: 'unit', script: 'test:unit'},
  {name: 'tools', script: 'test:tools'},
  {name: 'lint', script: 'lint'},
  {name: 'typecheck', script: 'typecheck'},
  {name: 'deadcode', script: 'deadcode'},
];

/** `npm run check`: what needs no build and no browser. */
export const CHECK_STAGE_NAMES: readonly string[] = ['unit', 'lint', 'typecheck', 'deadcode'];

export type StageState = 'waiting' | 'running' | 'passed' | 'failed' | 'skipped';

/**
 * The stages to start now, with `free` slots: the first waiting stages (in the list's order) whose stages `after`
 * all passed. Stages waiting on a failed or skipped stage are returned in `skip`.
 */
export function nextStages(
  stages: readonly Stage[],
  states: ReadonlyMap<string, StageState>,
  free: number,
): {start: Stage[]; skip: Stage[]} {
  const start: Stage[] = [];
  const skip: Stage[] = [];
  for (const stage of stages) {
    if (states.get(stage.name) !== 'waiting') continue;
    const deps = (stage.after ?? []).map((name) => states.get(name));
    if (deps.some((s) => s === 'failed' || s === 'skipped')) skip.push(stage);
    else if (deps.every((s) => s === 'passed') && start.length < free) start.push(stage);
  }
  return {start, skip};
}

/** The stages a run is made of, by name, in TEST_STAGES' order; an unknown name throws. */
export function selectStages(names: readonly string[]): Stage[] {
  for (const name of names)
    if (!TEST_STAGES.some((s) => s.name === name))
      throw new Error(`unknown stage "${name}" (stages: ${TEST_STAGES.map((s) => s.name).join(', ')})`);
  // A stage's `after` only counts within the run: `check` has no build.
  return TEST_STAGES.filter((s) => names.includes(s.name)).map((s) => ({
    ...s,
    after: (s.after ?? []).filter((dep) => names.includes(dep)),
  }));
}

/**
 * The CPU time of the processes a shell waited for, from bash's `times` (second line: the children's user and
 * system time, `0m12.345s 0m1.234s`), in seconds; null when the text is not that.
 */
export function parseBashTimes(text: string): {user: number; sys: number} | null {
  const lines = text.trim().split('\n');
  if (lines.length < 2) return null;
  const values = [...lines[1].matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  if (values.length !== 2 || values.some((v) => !Number.isFinite(v))) return null;
  return {user: values[0], sys: values[1]};
}

/**
 * The machine's CPU time so far, from the first line of /proc/stat (`cpu  user nice system idle iowait irq softirq
 * steal …`, in clock ticks): busy (everything but idle and iowait) and idle. Null when the text is not that.
 */
export function parseProcStat(text: string): {busy: number; idle: number} | null {
  const fields = /^cpu\s+([\d\s]+)/.exec(text)?.[1].trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 4) return null;
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return {busy: user + nice + system + irq + softirq + steal, idle: idle + iowait};
}

export interface StageResult {
  readonly name: string;
  readonly state: StageState;
  /** Seconds from the run's start to the stage's start (undefined when it never started). */
  readonly startedAt?: number;
  /** Wall time in seconds. */
  readonly wall?: number;
  /**
   * User + system CPU seconds of the processes the stage waited for (undefined when unknown). Processes that
   * outlive their parent are not in it: Chromium's renderers, which the end-to-end suite's browsers leave behind.
   */
  readonly cpu?: number;
  /**
   * Cores the whole machine kept busy on average while the stage ran (every process: the stages beside it, and
   * anything else on the machine), so a stage that leaves the machine idle shows even when `cpu` misses processes.
   */
  readonly machine?: number;
}

const seconds = (s: number | undefined) => (s === undefined ? '-' : `${s.toFixed(1)} s`);

/**
 * The table printed at the end of a run: each stage's result, when it started, its wall time, its CPU time
 * (user + system) and CPU / wall (1.0 = one core busy the whole time; on 2 cores, 2.0 is the most), and how busy
 * the whole machine was meanwhile.
 */
export function formatSummary(
  results: readonly StageResult[],
  totalWall: number,
  cores: number,
  /** Cores the machine kept busy on average over the whole run, when known. */
  machine?: number,
): string {
  const rows = results.map((r) => [
    r.name,
    r.state,
    seconds(r.startedAt),
    seconds(r.wall),
    seconds(r.cpu),
    r.cpu !== undefined && r.wall ? (r.cpu / r.wall).toFixed(2) : '-',
    r.machine !== undefined ? r.machine.toFixed(2) : '-',
  ]);
  const cpuKnown = results.filter((r) => r.cpu !== undefined);
  const cpuTotal = cpuKnown.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  const header = ['stage', 'result', 'started at', 'wall', 'cpu (user+sys)', 'cpu/wall', 'machine busy (cores)'];
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
    '',
    `total: ${seconds(totalWall)} wall, ${seconds(cpuTotal)} cpu over the stages (${cores} cores: ` +
      `${((cpuTotal / (totalWall * cores)) * 100).toFixed(0)}% of the machine)` +
      (machine !== undefined ? `; the machine was ${((machine / cores) * 100).toFixed(0)}% busy` : ''),
  ].join('\n');
}

/** Splits a stream's text into whole lines, keeping the unfinished end for the next chunk. */
export function splitLines(pending: string, chunk: string): {lines: string[]; rest: string} {
  const parts = (pending + chunk).split('\n');
  const rest = parts.pop() ?? '';
  return {lines: parts.map((l) => l.replace(/\r$/, '')), rest};
}
