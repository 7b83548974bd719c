/**
 * Rebuilds the Auth server's route table, reference/self-hosting-auth/routes.json, from the server's own source:
 *   git clone https://github.com/supabase/auth /tmp/auth
 *   npx tsx scripts/refresh-auth-routes.ts /tmp/auth v2.196.0
 * Reads `internal/api/api.go` at the tag (the router: every `r.Get/Post/Put/Patch/Delete` under its `r.Route`
 * blocks), resolves route patterns named by constants (`scim.BasePath`), and compares the result with the
 * `openapi.yaml` the repository publishes at the same tag: each route says whether that document has it, and
 * the table lists the document's paths the router does not serve. Nothing from the repository is copied but
 * the methods, paths, handler and middleware names.
 * Then run `npx jest test/reference/self-hosting-routes.test.ts`: it names each route without an entry in
 * reference/self-hosting-auth/_spec.yml and each entry whose route is gone.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {parseChiRouter, routeKey, shapeOfPath, type RouteTable} from './lib/serverRoutes';

const [repoDir, tag] = process.argv.slice(2);
if (!repoDir || !tag) {
  console.error('Usage: npx tsx scripts/refresh-auth-routes.ts <path to a supabase/auth clone> <tag, e.g. v2.196.0>');
  process.exit(1);
}

const git = (...args: string[]): string =>
  execFileSync('git', ['-C', repoDir, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
const show = (file: string): string => git('show', `${tag}:${file}`);
const commit = git('rev-list', '-n', '1', tag).trim();

const ROUTER_FILE = 'internal/api/api.go';
const apiGo = show(ROUTER_FILE);
const start = apiGo.indexOf('r := newRouter()');
const end = apiGo.indexOf('corsHandler :=', start);
if (start < 0 || end < 0)
  throw new Error(`${ROUTER_FILE} at ${tag}: could not find the router (r := newRouter() … corsHandler)`);

// Constants used as route patterns, such as `scim.BasePath`: read from the Go package they belong to.
const constants: Record<string, string> = {};
for (const [, pkg, name] of apiGo.slice(start, end).matchAll(/\.Route\(\s*(\w+)\.(\w+)\s*,/g)) {
  const files = git('ls-tree', '--name-only', `${tag}:internal/api/${pkg}`)
    .split('\n')
    .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'));
  for (const file of files) {
    const m = new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(show(`internal/api/${pkg}/${file}`));
    if (m) constants[`${pkg}.${name}`] = m[1];
  }
}

const routes = parseChiRouter(apiGo.slice(start, end), constants);
const seen = new Set<string>();
for (const r of routes) {
  const key = routeKey(r.method, r.path);
  if (seen.has(key)) throw new Error(`${key} is registered twice`);
  seen.add(key);
}

// The published API description, when the tag has one.
interface OpenapiSummary {
  file: string;
  version: string | null;
  routesNotInDocument: string[];
  documentPathsNotInRouter: string[];
}
let openapi: OpenapiSummary | null = null;
let openapiPaths: Record<string, Record<string, unknown>> | undefined;
try {
  const doc = YAML.parse(show('openapi.yaml')) as {info?: {version?: string}; paths?: typeof openapiPaths};
  openapiPaths = doc.paths ?? {};
  const inDoc = new Set<string>();
  for (const [p, ops] of Object.entries(openapiPaths)) {
    for (const m of Object.keys(ops ?? {})) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(m)) inDoc.add(routeKey(m, shapeOfPath(p)));
    }
  }
  const inRouter = new Set(routes.map((r) => routeKey(r.method, shapeOfPath(r.path))));
  for (const r of routes) r.inOpenapi = inDoc.has(routeKey(r.method, shapeOfPath(r.path)));
  openapi = {
    file: 'openapi.yaml',
    version: doc.info?.version ?? null,
    routesNotInDocument: routes.filter((r) => !r.inOpenapi).map((r) => routeKey(r.method, r.path)),
    documentPathsNotInRouter: [...inDoc].filter((k) => !inRouter.has(k)),
  };
} catch (err) {
  console.warn(`No usable openapi.yaml at ${tag}: ${(err as Error).message.split('\n')[0]}`);
}

const table: RouteTable = {
  server: 'auth',
  repository: 'supabase/auth',
  tag,
  commit,
  source: ROUTER_FILE,
  generatedBy: `npx tsx scripts/refresh-auth-routes.ts <clone> ${tag}`,
  openapi,
  routes,
};

const out = path.resolve(__dirname, '..', 'reference', 'self-hosting-auth', 'routes.json');
const previous = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as RouteTable) : undefined;
fs.writeFileSync(out, `${JSON.stringify(table, null, 2)}\n`);

console.log(`${path.relative(process.cwd(), out)}: ${routes.length} routes at ${tag} (${commit.slice(0, 12)})`);
if (openapi) {
  console.log(`openapi.yaml ${openapi.version}: the router has ${openapi.routesNotInDocument.length} routes it lacks`);
}
if (previous) {
  const before = new Set(previous.routes.map((r) => routeKey(r.method, r.path)));
  const after = new Set(routes.map((r) => routeKey(r.method, r.path)));
  for (const k of after) if (!before.has(k)) console.log(`  added:   ${k}`);
  for (const k of before) if (!after.has(k)) console.log(`  removed: ${k}`);
}
