/**
 * Route tables of the self-hosted servers (`reference/self-hosting-<server>/routes.json`) and the comparison
 * that holds a server reference's spec document to its table: every route of the table needs an endpoint entry
 * whose `signature` is `METHOD /path`, and every entry must document a route of the table.
 *
 * Also the reader of a go-chi router (`parseChiRouter`), used by `scripts/refresh-auth-routes.ts` to build the
 * Auth server's table from `internal/api/api.go`.
 */

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface RouteEntry {
  method: HttpMethod;
  path: string;
  /** In a table of several servers (Storage's API and admin API), the server that serves the route. */
  server?: string;
  /** The Go handler the router names (`api.Verify`), or `(inline)` for a function literal. */
  handler?: string;
  /** Middleware applied by the router, outermost first (`requireAuthentication`, `requireAdminCredentials`, ...). */
  middleware?: string[];
  /** Whether the server's published OpenAPI document has this method and path (path parameter names ignored). */
  inOpenapi?: boolean;
}

export interface RouteTable {
  server: string;
  repository: string;
  tag: string;
  commit: string;
  routes: RouteEntry[];
  [key: string]: unknown;
}

export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/** Path parameters compared by position, not by name: `/users/{userId}` and `/users/{user_id}` are the same route. */
export const shapeOfPath = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');

/**
 * The route a spec entry documents, from its signature: `POST /token?grant_type=password` → `POST /token`.
 * Returns undefined when the signature is not `METHOD /path`.
 */
export function signatureRoute(signature: string | undefined): string | undefined {
  const m = /^\s*(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\/\S*)\s*$/i.exec(signature ?? '');
  if (!m) return undefined;
  const path = m[2].split('?')[0];
  return routeKey(m[1], path.length > 1 ? path.replace(/\/+$/, '') : path);
}

export interface SpecEntryLike {
  id: string;
  signature?: string;
}

export interface RouteComparison {
  /** Routes of the table with no entry. */
  undocumented: string[];
  /** Entries whose signature names a route the table lacks (`id: METHOD /path`). */
  unknown: string[];
  /** Entries whose signature is not `METHOD /path` (`id`). */
  withoutSignature: string[];
  /** Per route of the table, the ids of the entries that document it. */
  documentedBy: Map<string, string[]>;
}

/**
 * Which routes of the table have entries and which entries name no route. `serverOf` is for a table of several
 * servers: it says which server an entry documents, and routes are then told apart by their `server` too.
 */
export function compareRoutesToSpec(
  table: Pick<RouteTable, 'routes'>,
  entries: SpecEntryLike[],
  serverOf?: (id: string) => string,
): RouteComparison {
  const keyOf = (server: string | undefined, route: string) => (serverOf ? `${server}: ${route}` : route);
  const documentedBy = new Map<string, string[]>(
    table.routes.map((r) => [keyOf(r.server, routeKey(r.method, r.path)), []]),
  );
  const unknown: string[] = [];
  const withoutSignature: string[] = [];
  for (const entry of entries) {
    const route = signatureRoute(entry.signature);
    const key = route && keyOf(serverOf?.(entry.id), route);
    if (!key) withoutSignature.push(entry.id);
    else if (documentedBy.has(key)) documentedBy.get(key)!.push(entry.id);
    else unknown.push(`${entry.id}: ${entry.signature}`);
  }
  const undocumented = [...documentedBy].filter(([, ids]) => ids.length === 0).map(([key]) => key);
  return {undocumented, unknown, withoutSignature, documentedBy};
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a go-chi router written with the Auth server's `router` wrapper:
//   r.Route("/admin", func(r *router) { r.Use(api.requireAdminCredentials); r.Get("/audit", api.adminAuditLog) })
//   r.With(api.requireAuthentication).Post("/logout", api.Logout)

const METHOD_CALL = /\.(Get|Post|Put|Patch|Delete)\(\s*("[^"]*"|[A-Za-z_][\w.]*)\s*,\s*([^,()]+(?:\([^)]*\))?)/g;
const ROUTE_CALL = /\.Route\(\s*("[^"]*"|[A-Za-z_][\w.]*)\s*,\s*func\s*\(\s*r\s+\*router\s*\)\s*\{/;
const USE_CALL = /^\s*r\.Use\(\s*([\w.]+)/;
const WITH_CALL = /\.With\(\s*([\w.]+)(?:\(\s*([\w.]+)\s*\))?/g;

/** Removes comments and string contents (keeping the quotes) so braces inside them are not counted. */
function codeOnly(line: string): string {
  return line.replace(/"(?:[^"\\]|\\.)*"|`[^`]*`/g, '""').replace(/\/\/.*$/, '');
}

const join = (prefix: string, pattern: string): string => {
  const joined = `${prefix.replace(/\/+$/, '')}/${pattern.replace(/^\/+/, '')}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : '/';
};

const middlewareName = (expr: string): string => expr.replace(/^api\./, '').replace(/^.*\./, '');

/**
 * Lists the routes a chi router registers. `source` is the Go text from `r := newRouter()` on; `constants`
 * resolves patterns given as identifiers (`scim.BasePath` → `/scim/v2`). Throws on an identifier it cannot resolve.
 */
export function parseChiRouter(source: string, constants: Record<string, string> = {}): RouteEntry[] {
  // Join continuation lines (a line ending in `.` continues on the next) into one logical line.
  const lines = source.split('\n').reduce<string[]>((acc, line) => {
    const prev = acc.length ? acc[acc.length - 1] : undefined;
    if (prev !== undefined && /\.\s*$/.test(codeOnly(prev))) acc[acc.length - 1] = prev.trimEnd() + line.trim();
    else acc.push(line);
    return acc;
  }, []);
  const pattern = (token: string): string => {
    if (token.startsWith('"')) return token.slice(1, -1);
    if (token in constants) return constants[token];
    throw new Error(`Route pattern ${token} is not a string literal and has no known value`);
  };

  interface Block {
    prefix: string;
    middleware: string[];
    depth: number;
  }
  const stack: Block[] = [{prefix: '/', middleware: [], depth: 0}];
  let depth = 0;
  const routes: RouteEntry[] = [];
  for (const raw of lines) {
    const line = codeOnly(raw);
    const top = stack[stack.length - 1];
    const withs = [...raw.matchAll(WITH_CALL)].map((m) =>
      m[2] ? `${middlewareName(m[1])}(${middlewareName(m[2])})` : middlewareName(m[1]),
    );
    const use = USE_CALL.exec(line);
    const route = ROUTE_CALL.exec(raw);
    if (use) top.middleware.push(middlewareName(use[1]));
    if (route) {
      const opensAt = depth + 1;
      stack.push({
        prefix: join(top.prefix, pattern(route[1])),
        middleware: [...top.middleware, ...withs],
        depth: opensAt,
      });
    } else {
      for (const m of raw.matchAll(METHOD_CALL)) {
        const handler = m[3].trim().startsWith('func') ? '(inline)' : m[3].trim();
        routes.push({
          method: m[1].toUpperCase() as HttpMethod,
          path: join(top.prefix, pattern(m[2])),
          handler,
          middleware: [...top.middleware, ...withs],
        });
      }
    }
    for (const ch of line) {
      if (ch === '{') depth += 1;
      else if (ch === '}') depth -= 1;
    }
    while (stack.length > 1 && depth < stack[stack.length - 1].depth) stack.pop();
  }
  return routes;
}
