import {
  CHECK_STAGE_NAMES,
  formatSummary,
  nextStages,
  parseBashTimes,
  parseProcStat,
  selectStages,
  splitLines,
  TEST_STAGES,
  type StageState,
} from '../pipeline';

const names = (stages: {name: string}[]) => stages.map((s) => s.name);
const statesOf = (entries: [string, StageState][]) => {
  const states = new Map<string, StageState>(TEST_STAGES.map((s) => [s.name, 'waiting']));
  for (const [name, state] of entries) states.set(name, state);
  return states;
};

describe('the test stages', () => {
  it('runs every package.json test script once, the end-to-end suite after the build', () => {
    expect(names([...TEST_STAGES]).sort()).toEqual(['build', 'deadcode', 'e2e', 'lint', 'tools', 'typecheck', 'unit']);
    expect(TEST_STAGES.find((s) => s.name === 'e2e')?.after).toEqual(['build']);
    expect(new Set(TEST_STAGES.map((s) => s.script)).size).toBe(TEST_STAGES.length);
  });

  it('gives `check` the stages that need no build and no browser', () => {
    expect(names(selectStages(CHECK_STAGE_NAMES)).sort()).toEqual(['deadcode', 'lint', 'typecheck', 'unit']);
  });

  it('drops a dependency that is not part of the run, and refuses an unknown stage', () => {
    expect(selectStages(['e2e'])).toEqual([{name: 'e2e', script: 'test:e2e', after: []}]);
    expect(() => selectStages(['unit', 'nope'])).toThrow('unknown stage "nope"');
  });
});

describe('nextStages', () => {
  it('starts the first waiting stages in order, as many as there are free slots', () => {
    const {start, skip} = nextStages(TEST_STAGES, statesOf([]), 2);
    // The end-to-end suite waits for the build.
    expect(names(start)).toEqual(['build', names([...TEST_STAGES]).filter((n) => n !== 'build' && n !== 'e2e')[0]]);
    expect(skip).toEqual([]);
    expect(nextStages(TEST_STAGES, statesOf([]), 0).start).toEqual([]);
  });

  it('starts the end-to-end suite as soon as the build has passed, before the stages listed after it', () => {
    const {start} = nextStages(TEST_STAGES, statesOf([['build', 'passed']]), 1);
    expect(names(start)).toEqual(['e2e']);
    expect(names(nextStages(TEST_STAGES, statesOf([['build', 'running']]), 1).start)).not.toContain('e2e');
  });

  it('skips a stage whose dependency failed or was skipped, and still runs the others', () => {
    for (const state of ['failed', 'skipped'] as const) {
      const {start, skip} = nextStages(TEST_STAGES, statesOf([['build', state]]), 7);
      expect(names(skip)).toEqual(['e2e']);
      expect(names(start)).not.toContain('e2e');
      expect(start.length).toBe(TEST_STAGES.length - 2);
    }
  });

  it('never starts a stage twice', () => {
    const {start} = nextStages(
      TEST_STAGES,
      statesOf([
        ['build', 'running'],
        ['unit', 'passed'],
      ]),
      7,
    );
    expect(names(start)).not.toContain('build');
    expect(names(start)).not.toContain('unit');
  });
});

describe('parseBashTimes', () => {
  it("reads the children's user and system time from the second line", () => {
    expect(parseBashTimes('0m0.004s 0m0.002s\n1m12.500s 0m3.250s\n')).toEqual({user: 72.5, sys: 3.25});
  });

  it('returns null for anything else', () => {
    expect(parseBashTimes('')).toBeNull();
    expect(parseBashTimes('0m0.004s 0m0.002s')).toBeNull();
    expect(parseBashTimes('0m0.004s 0m0.002s\nnot times')).toBeNull();
  });
});

describe('parseProcStat', () => {
  it("reads the machine's busy and idle ticks from the first line", () => {
    const text = 'cpu  100 5 50 1000 20 3 2 0 0 0\ncpu0 50 2 25 500 10 1 1 0 0 0\n';
    expect(parseProcStat(text)).toEqual({busy: 100 + 5 + 50 + 3 + 2, idle: 1000 + 20});
  });

  it('returns null for anything else', () => {
    expect(parseProcStat('')).toBeNull();
    expect(parseProcStat('intr 1 2 3')).toBeNull();
  });
});

describe('formatSummary', () => {
  it("gives each stage's result, start, wall and CPU time, their ratio and the machine's load, then the totals", () => {
    const text = formatSummary(
      [
        {name: 'build', state: 'passed', startedAt: 0, wall: 50, cpu: 80, machine: 1.9},
        {name: 'e2e', state: 'failed', startedAt: 50, wall: 100, cpu: 120, machine: 1.5},
        {name: 'tools', state: 'skipped'},
      ],
      150,
      2,
      1.6,
    );
    const lines = text.split('\n');
    expect(lines[0]).toMatch(
      /^stage\s+result\s+started at\s+wall\s+cpu \(user\+sys\)\s+cpu\/wall\s+machine busy \(cores\)$/,
    );
    expect(lines[2]).toMatch(/^build\s+passed\s+0\.0 s\s+50\.0 s\s+80\.0 s\s+1\.60\s+1\.90\s*$/);
    expect(lines[3]).toMatch(/^e2e\s+failed\s+50\.0 s\s+100\.0 s\s+120\.0 s\s+1\.20\s+1\.50\s*$/);
    expect(lines[4]).toMatch(/^tools\s+skipped\s+-\s+-\s+-\s+-\s+-\s*$/);
    expect(lines.at(-1)).toBe(
      'total: 150.0 s wall, 200.0 s cpu over the stages (2 cores: 67% of the machine); the machine was 80% busy',
    );
    expect(formatSummary([], 10, 2).split('\n').at(-1)).toBe(
      'total: 10.0 s wall, 0.0 s cpu over the stages (2 cores: 0% of the machine)',
    );
  });
});

describe('splitLines', () => {
  it('returns whole lines and keeps the unfinished end for the next chunk', () => {
    const first = splitLines('', 'one\ntw');
    expect(first).toEqual({lines: ['one'], rest: 'tw'});
    expect(splitLines(first.rest, 'o\r\nthree\n')).toEqual({lines: ['two', 'three'], rest: ''});
  });
});
