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
  // Files run in E2E_WORKERS jest workers at once (default 2): most of a browser file's time is waiting (on 2 cores
  // one file keeps about a quarter of the machine busy), so two at a time overlap. The longest start first
  // (support/sequencer.js). `npx jest --config e2e/jest.config.js --runInBand` runs them one at a time.
  maxWorkers: Number(process.env.E2E_WORKERS) || 2,
  testSequencer: '<rootDir>/e2e/support/sequencer.js',
};
