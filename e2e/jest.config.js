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
  maxWorkers: 1,
};
