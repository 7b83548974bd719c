/**
 * Each reference version's data reaches the browser as a JSON file it fetches, not as a script chunk: Docusaurus
 * bundles a JSON module as a script (`JSON.parse('…')`) that the browser compiles before parsing, 10–21 ms at 1x CPU
 * for a 400 KB version; fetched, it costs one `JSON.parse`. In the browser bundle each version's data module is
 * replaced by one that fetches the version's file (named by its content, so every section route of the version reads
 * the same cached copy) and exports the data with a top-level `await`, so the route renders with its data as before.
 * The server bundle keeps the JSON module: each section is still rendered to HTML.
 */
import type {CollapsePlan} from './collapseRoutes';
import {sha256Prefix} from '../upstream';

// A registry.js entry importing a data module: `"109c6fc9": [() => import(/* … */ "@site/…/generated/_data/page.json")`.
const DATA_CHUNK =
  /"([^"]+)":\s*\[\(\) => import\((?:\/\*[^*]*\*\/\s*)?"(@site\/[^"]*\/generated\/_data\/page\.json)"\)/g;

/** The reference data modules the generated registry (registry.js) imports: [chunk name, request] per entry. */
export function dataChunks(registrySource: string): [string, string][] {
  return Array.from(registrySource.matchAll(DATA_CHUNK), (m) => [m[1], m[2]]);
}

/**
 * The data file of each collapsed version route, by the version's base path, for the prefetch: prefetching a link's
 * route chunks does not run the data module, so its file would be requested only after the tap.
 */
export function dataFileByVersion(
  plan: CollapsePlan,
  chunkNames: Record<string, unknown>,
  urlOfChunk: ReadonlyMap<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    plan.groups.map(({base, keep}) => {
      const entry = chunkNames[`${keep.path}-${keep.hash}`];
      const chunks = entry && typeof entry === 'object' ? Object.values(entry) : [];
      const url = chunks.map((c) => urlOfChunk.get(String(c))).find((u) => u !== undefined);
      if (!url) throw new Error(`The reference route ${keep.path} has no data file among its chunks (${chunks}).`);
      return [base, url];
    }),
  );
}

export const dataAssetName = (content: string | Buffer): string => `assets/reference/${sha256Prefix(content)}.json`;

/** The browser's module for a version's data: fetches `url` and exports the parsed data. */
export function dataModuleSource(url: string): string {
  const quoted = JSON.stringify(url);
  return `const response = await fetch(${quoted});
if (!response.ok) throw new Error("Could not load the reference data " + ${quoted} + ": HTTP " + response.status);
export default await response.json();
`;
}
