// Lint rules for the portal's code (the checks Docusaurus' own repository runs: typescript-eslint, React hooks,
// jsx-a11y); formatting is Prettier's, so eslint-config-prettier switches off the rules that would clash with it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      '.docusaurus/',
      '.build-next/',
      '.build-index-source/',
      'bench-results/',
      'test-results/',
      'docs/',
      'reference/',
      'reference_*/',
      'static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    // The two rules Docusaurus' repository runs. react-hooks 7's React Compiler rules (refs, set-state-in-effect, …)
    // are left off: nothing here is compiled by the React Compiler, and they flag patterns that are correct without it
    // (latest-value refs written in render, hook results that hold refs).
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useIsomorphicLayoutEffect (Docusaurus' client alias) is a layout effect: its dependencies are checked too.
      'react-hooks/exhaustive-deps': ['error', {additionalHooks: '^useIsomorphicLayoutEffect$'}],
    },
  },
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // A scrolling table or code block must be reachable by keyboard (axe: scrollable-region-focusable); they are
      // labelled regions (a named table of its own), labelled groups (markdown tables: not landmarks) or <pre>.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['region', 'group']}],
      // `_name` marks a parameter or binding kept for its position (e.g. props taken out of a spread).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Docusaurus' private modules only where an upgrade is re-checked: the overrides (src/overrides/README.md) and the
    // swizzles (src/theme/, where Docusaurus requires them to live). Elsewhere use a public API or a wrapper in
    // src/overrides/private-api (issue 29 item 3).
    ignores: ['src/overrides/**', 'src/theme/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@docusaurus/*/lib/**', '@generated/*', '@docusaurus/theme-common/internal'],
              message:
                'A private Docusaurus module: import it in src/overrides/ (an override, or a typed wrapper in src/overrides/private-api) or use a public API (@docusaurus/theme-common, @docusaurus/plugin-content-docs/client, @docusaurus/router, useDocusaurusContext).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**', 'test/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    languageOptions: {globals: globals.jest},
  },
  {
    // Declarations for type-checking the reference examples: they stand in for library types, loosely on purpose.
    files: ['test/examples/*.d.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unused-vars': 'off'},
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  prettier,
);
