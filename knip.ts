// Dead-code check (`npm run deadcode`): files, exports and dependencies nothing uses. Run by `npm test`.
import type {KnipConfig} from 'knip';

const config: KnipConfig = {
  // Knip's Docusaurus plugin cannot load this config (it evaluates it without Docusaurus' context); the entries
  // below say what Docusaurus, the plugins and the tools load by path.
  docusaurus: false,
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    // A feature's sidebar files: the site config names them by path (sidebarPath).
    'src/features/*/sidebars/*.ts',
    'src/theme/**/*.{ts,tsx}',
    'src/pages/**/*.tsx',
    'src/plugins/*/*/index.ts',
    'src/overrides/index.ts',
    // Route components and browser modules that plugins name by path.
    'src/features/reference/components/ReferencePage.tsx',
    'src/features/reference/components/CoveragePage.tsx',
    'src/plugins/content/version-changes/ChangesPage.tsx',
    'src/plugins/browser/dev-auth/DevAuthPage.tsx',
    'src/overrides/prism-on-demand/noClientModule.js',
    'src/overrides/reference-client-routes/clientModule.ts',
    'src/overrides/staged-boot/clientEntry.tsx',
    'src/overrides/staged-boot/browserContext.tsx',
    'src/overrides/staged-boot/useIsBrowser.ts',
    'src/css/custom.css',
    // Guides import components from MDX.
    'docs/**/*.mdx',
    'scripts/*.{ts,mjs}',
    'bench/*.ts',
    // Copied into the baseline site by bench/baseline.ts.
    'bench/baseline-home.tsx',
    'e2e/**/*.e2e.ts',
    '{src,scripts,e2e}/**/__tests__/**/*.test.{ts,tsx}',
    'test/**/*.test.{ts,tsx}',
  ],
  project: [
    'src/**/*.{ts,tsx,js,mjs}',
    'scripts/**/*.{ts,mjs}',
    'bench/**/*.{ts,tsx}',
    'e2e/**/*.{ts,js}',
    'test/**/*.{ts,tsx}',
    '*.{ts,js,mjs}',
    'docs/**/*.mdx',
  ],
  compilers: {
    // Only a guide's own import lines matter here, not the ones in its code samples.
    mdx: (text: string) =>
      [...text.replace(/^(```|~~~)[^]*?^\1/gm, '').matchAll(/^import\s[^\n]+$/gm)].map((m) => m[0]).join('\n'),
  },
  ignoreDependencies: [
    // Docusaurus' webpack aliases, not packages.
    /^@theme(-original|-init)?\//,
    /^@generated\//,
    /^@docusaurus\/(Link|router|useBaseUrl|useDocusaurusContext|useBrokenLinks|useIsBrowser|useIsomorphicLayoutEffect|useGlobalData|Translate|isInternalUrl|ExecutionEnvironment|theme-common)$/,
    // Used by path or as a command, which knip does not follow: the examples' type-check (test/examples),
    // the Markdown link crawl's axe run (read from node_modules), the search index (scripts/build.mjs runs
    // pagefind's binary), the CLI reference check (node_modules/.bin/supabase).
    '@supabase/supabase-js',
    'axe-core',
    'pagefind',
    'supabase',
  ],
};

export default config;
