import fs from 'node:fs';
import Sequencer, {longestFirst, SECONDS} from '../sequencer';

describe('the end-to-end files’ order', () => {
  it('starts the longest files first, so that two workers end together', () => {
    expect(longestFirst(['/r/e2e/routes.e2e.ts', '/r/e2e/hostile.e2e.ts', '/r/e2e/searchRelevance.e2e.ts'])).toEqual([
      '/r/e2e/searchRelevance.e2e.ts',
      '/r/e2e/hostile.e2e.ts',
      '/r/e2e/routes.e2e.ts',
    ]);
  });

  it('puts a file it has no time for among the short ones, and orders equal times by path', () => {
    const order = longestFirst(['/r/e2e/zeta.e2e.ts', '/r/e2e/alpha.e2e.ts', '/r/e2e/deploy.e2e.ts']);
    expect(order).toEqual(['/r/e2e/deploy.e2e.ts', '/r/e2e/alpha.e2e.ts', '/r/e2e/zeta.e2e.ts']);
  });

  it('lists only files that exist', () => {
    for (const name of Object.keys(SECONDS)) expect(fs.existsSync(`${__dirname}/../../${name}`)).toBe(true);
  });

  it('sorts jest’s tests by that order and keeps each test object', () => {
    const tests = ['/r/e2e/codeBlocks.e2e.ts', '/r/e2e/a11yReference.e2e.ts', '/r/e2e/widths.e2e.ts'].map((path) => ({
      path,
    }));
    const sorted = new Sequencer().sort(tests);
    expect(sorted.map((t: {path: string}) => t.path)).toEqual([
      '/r/e2e/a11yReference.e2e.ts',
      '/r/e2e/widths.e2e.ts',
      '/r/e2e/codeBlocks.e2e.ts',
    ]);
    expect(sorted[0]).toBe(tests[1]);
  });
});
