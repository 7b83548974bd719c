/**
 * @jest-environment node
 *
 * The self-hosting Storage reference against the Storage server's route table at a pinned release (issue 32).
 * `reference/self-hosting-storage/routes.json` is generated from the server's source by
 * `scripts/storage-routes.ts` (how to refresh it: reference/README.md). Every route of the table needs an endpoint
 * entry in `reference/self-hosting-storage/_spec.yml` whose `signature` is the route's `METHOD /path`, and every
 * entry's signature must be a route of the table. The table holds two servers: the Storage API and the admin API
 * of multi-tenant deployments; entries whose id starts with `admin-` document the admin server.
 * The Auth server's test (test/reference/self-hosting-routes.test.ts) does the same with a helper of its own;
 * the two helpers can become one.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

const ROOT = path.resolve(__dirname, '../..');

interface RouteTable {
  readonly tag: string;
  readonly commit: string;
  readonly routes: readonly {readonly server: string; readonly signature: string}[];
}

interface SpecDocument {
  readonly info: {readonly version?: string};
  readonly functions: readonly {readonly id: string; readonly signature?: string}[];
}

interface RouteCheck {
  /** Table routes with no entry, as `server: METHOD /path`. */
  readonly undocumented: string[];
  /** Entries whose signature is not a route of the table, as `id (server: METHOD /path)`. */
  readonly unknown: string[];
  /** Entries without a signature, or documenting a route another entry documents too. */
  readonly malformed: string[];
  readonly table: RouteTable;
  readonly spec: SpecDocument;
}

/**
 * Compares a server reference's spec document with its route table. `serverOf` says which server of the table an
 * entry documents (a table with a single server can return a constant).
 */
function checkServerRoutes(specFile: string, tableFile: string, serverOf: (id: string) => string): RouteCheck {
  const spec = YAML.parse(fs.readFileSync(path.join(ROOT, specFile), 'utf8')) as SpecDocument;
  const table = JSON.parse(fs.readFileSync(path.join(ROOT, tableFile), 'utf8')) as RouteTable;
  const key = (server: string, signature: string): string => `${server}: ${signature}`;
  const routes = new Set(table.routes.map((r) => key(r.server, r.signature)));
  const documented = new Map<string, string>();
  const unknown: string[] = [];
  const malformed: string[] = [];
  for (const fn of spec.functions) {
    if (!fn.signature) {
      malformed.push(`${fn.id}: no signature`);
      continue;
    }
    const k = key(serverOf(fn.id), fn.signature.trim());
    if (documented.has(k)) malformed.push(`${fn.id}: ${k} is documented by ${documented.get(k)} too`);
    documented.set(k, fn.id);
    if (!routes.has(k)) unknown.push(`${fn.id} (${k})`);
  }
  const undocumented = [...routes].filter((k) => !documented.has(k));
  return {undocumented, unknown, malformed, table, spec};
}

describe('self-hosting Storage reference against the server route table', () => {
  const result = checkServerRoutes(
    'reference/self-hosting-storage/_spec.yml',
    'reference/self-hosting-storage/routes.json',
    (id) => (id.startsWith('admin-') ? 'admin' : 'api'),
  );

  it('names the pinned release it was generated from', () => {
    expect(result.table.tag).toMatch(/^v\d+\.\d+\.\d+$/);
    expect(result.table.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(result.table.routes.length).toBeGreaterThan(100);
    // The spec document states the same server version as the table.
    expect(result.spec.info.version).toBe(result.table.tag);
  });

  it('documents every route of the table', () => {
    expect(result.undocumented).toEqual([]);
  });

  it('documents no route the table lacks', () => {
    expect(result.unknown).toEqual([]);
  });

  it('gives each entry one signature and each route one entry', () => {
    expect(result.malformed).toEqual([]);
  });

  it('places every entry in the common sections', () => {
    const common = fs.readFileSync(path.join(ROOT, 'reference/_common/self-hosting-storage.json'), 'utf8');
    const ids = new Set([...common.matchAll(/"id":\s*"([^"]+)"/g)].map((m) => m[1]));
    expect(result.spec.functions.map((fn) => fn.id).filter((id) => !ids.has(id))).toEqual([]);
  });
});
