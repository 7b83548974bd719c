/**
 * Layers run one way (issue 30): data (typed facts: no UI, no Node) ← build-time engine (src/guides, a feature's
 * engine/: Node) and browser rules (src/utils, src/hooks, a feature's utils/ and hooks/) ← components ← theme and
 * pages; plugins on top. A module may import from its own layer or one below, never above; and no module the browser
 * loads may reach a Node built-in. A feature (`src/features/<name>/`, e.g. the reference feature) is split into
 * subfolders by layer, and each subfolder ranks with its layer, for any feature name.
 */
import {importsOf, sourceFiles, type ImportEdge} from './importGraph';

// A feature's subfolders (`src/features/<name>/engine|utils|hooks|sidebars|components/`) rank with their layer; the
// sidebar generator is build-time code that reads the engine's types, so it ranks with the engine.
const LAYERS: readonly (readonly [RegExp, number, string])[] = [
  [/^src\/data\//, 0, 'data'],
  [
    /^src\/(guides|utils|hooks|overrides\/private-api|features\/[^/]+\/(engine|utils|hooks|sidebars))\//,
    1,
    'engine, utils and hooks',
  ],
  [/^src\/(components|features\/[^/]+\/components)\//, 2, 'components'],
  [/^src\/(theme|pages)\//, 3, 'theme and pages'],
  // Site configuration read by docusaurus.config.ts (build checks, the deployment's addresses) ranks with the plugins.
  [/^src\/(plugins|overrides|types)\/|^src\/(siteChecks|siteEnv)\.ts$/, 4, 'plugins'],
];

function layerOf(file: string): {rank: number; name: string} | undefined {
  const hit = LAYERS.find(([pattern]) => pattern.test(file));
  return hit && {rank: hit[1], name: hit[2]};
}

/** Files that sit in no layer (so no rule would check them), e.g. a feature file outside its layer subfolders. */
export function unplacedFiles(files: readonly string[]): string[] {
  return files.filter((file) => !layerOf(file));
}

/** Edges that run up a layer. */
export function backEdges(edges: readonly ImportEdge[]): string[] {
  return edges.flatMap((e) => {
    if (!e.to) return [];
    const from = layerOf(e.from);
    const to = layerOf(e.to);
    return from && to && to.rank > from.rank ? [`${e.from} (${from.name}) imports ${e.to} (${to.name})`] : [];
  });
}

const NODE_BUILTIN = /^(node:|fs$|path$|child_process$|os$|url$|crypto$)/;

/** Browser modules (data, utils, hooks, components, theme, pages) from which a Node built-in is reachable. */
export function nodeInBrowser(edges: readonly ImportEdge[], isBrowser: (file: string) => boolean): string[] {
  const byFile = new Map<string, ImportEdge[]>();
  for (const e of edges) byFile.set(e.from, [...(byFile.get(e.from) ?? []), e]);
  const problems: string[] = [];
  for (const start of [...byFile.keys()].filter(isBrowser)) {
    const seen = new Set<string>([start]);
    const queue: string[][] = [[start]];
    while (queue.length) {
      const trail = queue.shift()!;
      for (const e of byFile.get(trail[trail.length - 1]) ?? []) {
        if (e.typeOnly) continue;
        if (NODE_BUILTIN.test(e.specifier)) {
          problems.push(`${[...trail].join(' → ')} → ${e.specifier}`);
        } else if (e.to && !seen.has(e.to)) {
          seen.add(e.to);
          queue.push([...trail, e.to]);
        }
      }
    }
  }
  return problems;
}

/** Import cycles (each reported once, from its smallest file), type-only imports included. */
export function cycles(edges: readonly ImportEdge[]): string[] {
  const next = new Map<string, string[]>();
  for (const e of edges) if (e.to) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const found = new Set<string>();
  for (const start of [...next.keys()].sort()) {
    // Depth-first from `start`, only through files that sort after it: each cycle is found from its smallest file.
    const stack: [string, string[]][] = [[start, [start]]];
    while (stack.length) {
      const [file, trail] = stack.pop()!;
      for (const to of next.get(file) ?? []) {
        if (to === start) found.add([...trail, start].join(' → '));
        else if (to > start && !trail.includes(to) && trail.length < 8) stack.push([to, [...trail, to]]);
      }
    }
  }
  return [...found].sort();
}

/** Files the browser bundle may load: everything below plugins, except the Node-only engine. */
const isBrowserModule = (file: string) =>
  /^src\/(data|utils|hooks|overrides\/private-api|components|theme|pages|features\/[^/]+\/(utils|hooks|components))\//.test(
    file,
  ) && !/\.(mjs)$/.test(file);

describe('layers of src/', () => {
  const files = sourceFiles('src');
  const edges = files.flatMap((file) => importsOf(file));

  it('reads the graph (a sanity check: the registries and the components are there)', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(edges.some((e) => e.from.startsWith('src/components/') && e.to?.startsWith('src/data/'))).toBe(true);
    // The reference feature's components read its hooks and its engine's types.
    const feature = (from: string, to: string) =>
      edges.some(
        (e) =>
          e.from.startsWith(`src/features/reference/${from}/`) && e.to?.startsWith(`src/features/reference/${to}/`),
      );
    expect([feature('components', 'hooks'), feature('components', 'engine')]).toEqual([true, true]);
  });

  it('every file of src/ sits in a layer, and a feature file in one of its layer subfolders', () => {
    expect(unplacedFiles(files)).toEqual([]);
    expect(
      unplacedFiles([
        'src/features/reference/README.ts',
        'src/features/search/misc/x.ts',
        'src/features/search/utils/x.ts',
        'src/helpers.ts',
        'src/siteEnv.ts',
      ]),
    ).toEqual(['src/features/reference/README.ts', 'src/features/search/misc/x.ts', 'src/helpers.ts']);
  });

  it('no module imports from a layer above its own', () => {
    expect(backEdges(edges)).toEqual([]);
  });

  it('no module the browser loads reaches a Node built-in', () => {
    expect(nodeInBrowser(edges, isBrowserModule)).toEqual([]);
  });

  it('has no cycle of imports (types included)', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('the rules catch a planted back-edge, a planted Node import and a planted cycle', () => {
    const edge = (from: string, specifier: string, to?: string): ImportEdge => ({from, specifier, to, typeOnly: false});
    const planted = [
      edge('src/data/planted.ts', '../components/Icon', 'src/components/Icon/index.tsx'),
      edge('src/utils/planted.ts', 'node:fs'),
      edge('src/components/Planted.tsx', '../utils/planted', 'src/utils/planted.ts'),
      edge('src/utils/a.ts', './b', 'src/utils/b.ts'),
      edge('src/utils/b.ts', './a', 'src/utils/a.ts'),
      // Inside a feature: a hook importing the feature's own components, the engine importing a page, and the same
      // rule for a feature that does not exist yet; a Node import is fine in the engine, not in the feature's utils.
      edge(
        'src/features/reference/hooks/planted.ts',
        '../components/SectionView',
        'src/features/reference/components/SectionView.tsx',
      ),
      edge('src/features/reference/engine/planted.ts', '../../../pages', 'src/pages/index.tsx'),
      edge(
        'src/features/search/utils/planted.ts',
        '../components/Planted',
        'src/features/search/components/Planted.tsx',
      ),
      edge('src/features/reference/engine/node.ts', 'node:fs'),
      edge('src/features/reference/utils/node.ts', 'node:path'),
    ];
    expect(backEdges(planted)).toEqual([
      'src/data/planted.ts (data) imports src/components/Icon/index.tsx (components)',
      'src/features/reference/hooks/planted.ts (engine, utils and hooks) imports src/features/reference/components/SectionView.tsx (components)',
      'src/features/reference/engine/planted.ts (engine, utils and hooks) imports src/pages/index.tsx (theme and pages)',
      'src/features/search/utils/planted.ts (engine, utils and hooks) imports src/features/search/components/Planted.tsx (components)',
    ]);
    expect(nodeInBrowser(planted, isBrowserModule)).toEqual([
      'src/utils/planted.ts → node:fs',
      'src/components/Planted.tsx → src/utils/planted.ts → node:fs',
      'src/features/reference/utils/node.ts → node:path',
    ]);
    expect(cycles(planted)).toEqual(['src/utils/a.ts → src/utils/b.ts → src/utils/a.ts']);
    // And the parser reads the forms modules use.
    expect(
      importsOf('src/utils/x.ts', "import type {A} from '../data/references';\nconst m = import('./y');\n").map((e) => [
        e.specifier,
        e.typeOnly,
      ]),
    ).toEqual([
      ['../data/references', true],
      ['./y', false],
    ]);
  });
});
