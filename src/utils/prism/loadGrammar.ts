/**
 * The browser's grammar loading: each grammar is its own small chunk, requested the first time a block in its
 * language is highlighted, after the grammars it needs (./grammars.ts, the rule in ./grammarLoader.ts).
 */
import './prism';
import type {GrammarId} from './grammars';
import {grammarLoader} from './grammarLoader';

const FILES: Record<GrammarId, () => Promise<unknown>> = {
  markup: () => import('prismjs/components/prism-markup'),
  clike: () => import('prismjs/components/prism-clike'),
  javascript: () => import('prismjs/components/prism-javascript'),
  jsx: () => import('prismjs/components/prism-jsx'),
  typescript: () => import('prismjs/components/prism-typescript'),
  tsx: () => import('prismjs/components/prism-tsx'),
  sql: () => import('prismjs/components/prism-sql'),
  bash: () => import('prismjs/components/prism-bash'),
  python: () => import('prismjs/components/prism-python'),
  dart: () => import('prismjs/components/prism-dart'),
  swift: () => import('prismjs/components/prism-swift'),
  kotlin: () => import('prismjs/components/prism-kotlin'),
  csharp: () => import('prismjs/components/prism-csharp'),
  json: () => import('prismjs/components/prism-json'),
  yaml: () => import('prismjs/components/prism-yaml'),
  toml: () => import('prismjs/components/prism-toml'),
  graphql: () => import('prismjs/components/prism-graphql'),
  ruby: () => import('prismjs/components/prism-ruby'),
  'markup-templating': () => import('prismjs/components/prism-markup-templating'),
  php: () => import('prismjs/components/prism-php'),
};

/** Resolves once the grammar of `language` and those it needs are registered (at once for plain text). */
export const loadGrammar = grammarLoader(FILES);
