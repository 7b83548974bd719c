/** The chunk names of each route path, from Docusaurus' generated routesChunkNames (`{"/guides/auth-a1b": {...}}`). */
export type RoutesChunkNames = Readonly<Record<string, unknown>>;

function flatValues(tree: unknown, out: string[]): void {
  if (typeof tree === 'object' && tree !== null && Object.keys(tree).length > 0) {
    for (const value of Object.values(tree)) flatValues(value, out);
  } else if (typeof tree === 'string') {
    out.push(tree);
  }
}

/**
 * Route path → every chunk name its route needs, built once. Docusaurus' own client scans every entry
 * (one per route, ~2,000 here) with a regular expression on each prefetch; a page prefetches one route per
 * visible link. The key drops the route hash the same way (`/blog/post-fe9` → `/blog/post`).
 */
export function chunkNamesByRoute(routesChunkNames: RoutesChunkNames): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [routeNameWithHash, chunks] of Object.entries(routesChunkNames)) {
    const path = routeNameWithHash.replace(/-[^-]+$/, '');
    const names = index.get(path) ?? [];
    flatValues(chunks, names);
    index.set(path, names);
  }
  return index;
}
