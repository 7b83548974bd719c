/** Unit and component tests: `npm run test:unit`. End-to-end tests have their own config in e2e/. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: {syntax: 'typescript', tsx: true},
      transform: {react: {runtime: 'automatic'}},
      target: 'es2022',
    },
    module: {type: 'commonjs'},
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/scripts', '<rootDir>/test', '<rootDir>/e2e/support'],
  testMatch: ['**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
  transform: {'^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc},
  // beautiful-mermaid (the build-time diagram renderer) is ES-module only.
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|@mdx-js|beautiful-mermaid)/)'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '^@generated/(.*)$': '<rootDir>/test/fixtures/generated/$1',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@theme-(original|init)/(.*)$': '@docusaurus/theme-classic/lib/theme/$2',
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '@docusaurus/theme-classic/lib/theme/$1'],
    '^@docusaurus/(Link|router|useDocusaurusContext|useBaseUrl|BrowserOnly|Head|Interpolate|Translate|ExecutionEnvironment|isInternalUrl|useIsBrowser|useRouteContext|ErrorBoundary|Noop|useBrokenLinks|useGlobalData|useIsomorphicLayoutEffect|constants|renderRoutes)$':
      '@docusaurus/core/lib/client/exports/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};
