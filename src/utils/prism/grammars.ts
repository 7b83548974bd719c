/**
 * The Prism grammars the site highlights with: Prism's component id, the components it needs loaded first, and
 * the names it also answers to (a block's language may be any of them). Checked against prismjs'
 * components.json by the tests. A language not listed here is shown as plain text.
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

const BY_NAME: ReadonlyMap<string, GrammarId> = new Map(
  (Object.keys(GRAMMARS) as GrammarId[]).flatMap((id) => [id, ...GRAMMARS[id].aliases].map((name) => [name, id])),
);

/** The grammar a block's language names (`ts` → `typescript`), or undefined for a language shown as plain text. */
export function grammarFor(language: string): GrammarId | undefined {
  return BY_NAME.get(language.toLowerCase());
}

/** The grammars to load for `id`, each after the ones it needs, `id` last. */
export function loadOrder(id: GrammarId): GrammarId[] {
  const order: GrammarId[] = [];
  const visit = (g: GrammarId) => {
    if (order.includes(g)) return;
    for (const dep of GRAMMARS[g].requires) visit(dep);
    order.push(g);
  };
  visit(id);
  return order;
}
