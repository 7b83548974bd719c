/**
 * Holds each self-hosting server reference to its server's route table, pinned at a release
 * (`reference/self-hosting-<server>/routes.json`, generated from the server's source; see reference/README.md),
 * the way cli-help.test.ts holds the CLI reference to the binary: every route of the table needs an endpoint
 * entry in the spec document whose `signature` is `METHOD /path` (a query string such as
 * `?grant_type=password` is ignored, so one route may have several entries), and every entry must document a
 * route of the table. A server is enrolled with one `describeServerRoutes(...)` line in self-hosting-routes.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {compareRoutesToSpec, routeKey, type RouteTable, type SpecEntryLike} from '../../scripts/lib/serverRoutes';

const ROOT = path.resolve(__dirname, '../..');

/**
 * @param server   the server's name, as the failure messages say it (`auth`, `storage`)
 * @param specFile the spec document, relative to the repository root (`reference/self-hosting-auth/_spec.yml`)
 * @param tableFile the pinned route table, relative to the repository root (`reference/self-hosting-auth/routes.json`)
 */
export function describeServerRoutes(
  server: string,
  specFile: string,
  tableFile: string,
  options: {
    /** For a table of several servers: the server an entry documents (Storage: `admin-*` entries the admin API). */
    readonly serverOf?: (id: string) => string;
    /** Each route documented by one entry only (servers whose routes have no query-string variants). */
    readonly oneEntryPerRoute?: boolean;
  } = {},
): void {
  describe(`self-hosting ${server} reference against the ${server} server's routes`, () => {
    const table = JSON.parse(fs.readFileSync(path.join(ROOT, tableFile), 'utf8')) as RouteTable;
    const spec = YAML.parse(fs.readFileSync(path.join(ROOT, specFile), 'utf8')) as {
      info?: {version?: string};
      functions?: SpecEntryLike[];
    };
    const result = compareRoutesToSpec(table, spec.functions ?? [], options.serverOf);

    it('pins a release of the server', () => {
      expect(table.tag).toMatch(/\S/);
      expect(table.commit).toMatch(/^[0-9a-f]{7,40}$/);
      expect(table.routes.length).toBeGreaterThan(0);
      const keys = table.routes.map((r) => `${r.server ?? ''}: ${routeKey(r.method, r.path)}`);
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    });

    it(`documents the version the table is pinned at (${tableFile})`, () => {
      expect(spec.info?.version).toBe(table.tag);
    });

    it(`has an endpoint entry for every route of the table (add them to ${specFile})`, () => {
      if (result.undocumented.length) {
        console.log(`${server}: routes without an entry in ${specFile}:\n  ${result.undocumented.join('\n  ')}`);
      }
      expect(result.undocumented).toEqual([]);
    });

    it(`documents no route the table lacks (each entry's signature is METHOD /path of ${tableFile})`, () => {
      expect(result.withoutSignature).toEqual([]);
      expect(result.unknown).toEqual([]);
    });

    if (options.oneEntryPerRoute) {
      it('documents each route with one entry', () => {
        expect(
          [...result.documentedBy].filter(([, ids]) => ids.length > 1).map(([key, ids]) => `${key}: ${ids}`),
        ).toEqual([]);
      });
    }

    it('places every entry in the common sections', () => {
      const commonFile = specFile.replace(/^reference\/([^/]+)\/_spec\.yml$/, 'reference/_common/$1.json');
      const common = fs.readFileSync(path.join(ROOT, commonFile), 'utf8');
      const ids = new Set([...common.matchAll(/"id":\s*"([^"]+)"/g)].map((m) => m[1]));
      expect((spec.functions ?? []).map((fn) => fn.id).filter((id) => !ids.has(id))).toEqual([]);
    });

    it('prints the coverage', () => {
      const documented = table.routes.length - result.undocumented.length;
      console.log(
        `${server} ${table.tag}: ${documented} of ${table.routes.length} routes documented by ${(spec.functions ?? []).length} entries`,
      );
      expect(documented).toBeLessThanOrEqual(table.routes.length);
    });
  });
}
