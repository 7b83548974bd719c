/**
 * The Prism grammars the site highlights with: Prism's component id, the components it needs loaded first, and
 * the names it also answers to (a block's language may be any of them). Checked against prismjs'
 * components.json by the tests; ./allGrammars.ts registers them all at build time. A language not listed here
 * is shown as plain text.
 */
export const GRAMMARS = {
  markup: {requires: [], aliases: ['html', 'xml', 'svg', 'mathml', 'ssml', 'atom', 'rss']},
  clike: {requires: [], aliases: []},
  // markup first: JavaScript adds itself to markup's <script> when markup is there.
  javascript: {requires: ['markup', 'clike'], aliases: ['js']},
  jsx: {requires: ['markup', 'javascript'], aliases: []},
  typescript: {requires: ['javascript'], aliases: ['ts']},
  tsx: {requires: ['jsx', 'typescript'], aliases: []},
  sql: {requires: [], aliases: []},
  bash: {requires: [], aliases: ['sh', 'shell']},
  python: {requires: [], aliases: ['py']},
  dart: {requires: ['clike'], aliases: []},
  swift: {requires: [], aliases: []},
  kotlin: {requires: ['clike'], aliases: ['kt', 'kts']},
  csharp: {requires: ['clike'], aliases: ['cs', 'dotnet']},
  json: {requires: [], aliases: ['webmanifest']},
  yaml: {requires: [], aliases: ['yml']},
  toml: {requires: [], aliases: []},
  graphql: {requires: [], aliases: []},
  ruby: {requires: ['clike'], aliases: ['rb']},
  'markup-templating': {requires: ['markup'], aliases: []},
  php: {requires: ['markup-templating'], aliases: []},
} as const satisfies Record<string, {requires: readonly string[]; aliases: readonly string[]}>;

export type GrammarId = keyof typeof GRAMMARS;
