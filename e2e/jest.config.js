/** End-to-end tests: Debian's Chromium through playwright-core, against the served production build. */
const swc = ['@swc/jest', {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}, module: {type: 'commonjs'}}];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: {'^.+\\.ts$': swc},
  globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
  testTimeout: 120000,
  // Files run in E2E_WORKERS jest workers at once (default 2): one browser file at a time leaves about a quarter of
  // the 2 cores idle, and the files that build a site copy overlap well with browser files (BENCHMARKS.md, session
  // 16: 8 browser files -12 %, builds and search files -40 %). The longest start first (support/sequencer.js).
  // `npx jest --config e2e/jest.config.js --runInBand` runs them one at a time.
  maxWorkers: Number(process.env.E2E_WORKERS) || 2,
  testSequencer: '<rootDir>/e2e/support/sequencer.js',
};
