/**
 * Writes the Storage server's route table, reference/self-hosting-storage/routes.json, from the server's own source:
 *   npx tsx scripts/storage-routes.ts <git dir of a github.com/supabase/storage clone> <tag>
 *
 * It reads the files at the tag with `git show` (no work tree needed) and parses them with the TypeScript compiler:
 * the prefixes each route module is mounted under (`app.register(routes.x, { prefix })` in src/app.ts for the API
 * server, src/admin-app.ts for the admin server), the routes those apps and the plugins they register
 * (src/http/plugins) declare themselves, every
 * `fastify.<method>('<path>', ...)` call under src/http/routes/ (nested `register(..., { prefix })` included, and
 * template paths built in a `for ... of` over a literal list), and the S3 protocol's router calls
 * (`s3Router.<method>('/:Bucket/*?uploadId', ...)`), which the server registers as one Fastify route per method and
 * path without the query and header conditions; each of those routes lists its router paths (with the conditions)
 * and operations in `s3Operations`.
 * Paths are written as the reference writes them: `:name` → `{name}`, `*` → `{path}`, no trailing slash.
 * test/reference/self-hosting-routes.test.ts holds reference/self-hosting-storage/_spec.yml to the table.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const [gitDir, tag] = process.argv.slice(2);
if (!gitDir || !tag) {
  console.error('Usage: npx tsx scripts/storage-routes.ts <git dir of supabase/storage> <tag>');
  process.exit(1);
}

const git = (...args: string[]): string =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
const commit = git('rev-list', '-n', '1', tag).trim();
const show = (file: string): ts.SourceFile =>
  ts.createSourceFile(file, git('show', `${commit}:${file}`), ts.ScriptTarget.Latest, true);
const filesUnder = (dir: string): string[] =>
  git('ls-tree', '-r', '--name-only', commit, dir)
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

interface Route {
  server: 'api' | 'admin';
  method: string;
  path: string;
  source: string;
  s3Operations?: string[];
}

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((c) => walk(c, visit));
}

function stringValue(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return undefined;
}

/** Module-level `const NAME = 'value'` strings of a file, and of the files it imports them from. */
function constants(file: ts.SourceFile): Map<string, string> {
  const out = new Map<string, string>();
  walk(file, (n) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) {
      const v = stringValue(n.initializer);
      if (v !== undefined) out.set(n.name.text, v);
    }
  });
  return out;
}

/** The values a template path takes: `/${path}` inside `for (const [path, type] of [['profile', 'cpu'], ...])`. */
function templateValues(tpl: ts.TemplateExpression): string[] {
  let loop: ts.Node | undefined = tpl.parent;
  while (loop && !ts.isForOfStatement(loop)) loop = loop.parent;
  if (!loop || !ts.isForOfStatement(loop) || !ts.isVariableDeclarationList(loop.initializer))
    throw new Error(`template path without a literal loop: ${tpl.getText()}`);
  const binding = loop.initializer.declarations[0].name;
  let list = loop.expression;
  while (ts.isAsExpression(list) || ts.isParenthesizedExpression(list)) list = list.expression;
  if (!ts.isArrayLiteralExpression(list)) throw new Error(`loop over a non-literal list: ${tpl.getText()}`);
  return list.elements.map((el) => {
    const vars = new Map<string, string>();
    if (ts.isIdentifier(binding)) vars.set(binding.text, stringValue(el) ?? '');
    else if (ts.isArrayBindingPattern(binding) && ts.isArrayLiteralExpression(el))
      binding.elements.forEach((b, i) => {
        if (ts.isBindingElement(b) && ts.isIdentifier(b.name)) vars.set(b.name.text, stringValue(el.elements[i]) ?? '');
      });
    let text = tpl.head.text;
    for (const span of tpl.templateSpans) {
      const name = span.expression.getText();
      if (!vars.has(name)) throw new Error(`unknown template variable ${name} in ${tpl.getText()}`);
      text += vars.get(name) + span.literal.text;
    }
    return text;
  });
}

/** Route calls `<x>.<method>(path, ...)` of a file, each with the register prefixes that enclose it in that file. */
function routeCalls(
  file: ts.SourceFile,
  receivers: ReadonlySet<string>,
): {method: string; paths: string[]; call: ts.CallExpression}[] {
  const out: {method: string; paths: string[]; call: ts.CallExpression}[] = [];
  walk(file, (n) => {
    if (!ts.isCallExpression(n) || !ts.isPropertyAccessExpression(n.expression)) return;
    const method = n.expression.name.text;
    const receiver = n.expression.expression;
    if (!METHODS.has(method) || !ts.isIdentifier(receiver) || !receivers.has(receiver.text)) return;
    const first = n.arguments[0];
    const literal = stringValue(first);
    if (literal !== undefined) out.push({method, paths: [literal], call: n});
    else if (first && ts.isTemplateExpression(first)) out.push({method, paths: templateValues(first), call: n});
  });
  return out;
}

/** `register(x, { prefix: P })`: the prefix text, resolving constants. */
function registerPrefix(call: ts.CallExpression, consts: Map<string, string>): string | undefined {
  const opts = call.arguments[1];
  if (!opts || !ts.isObjectLiteralExpression(opts)) return undefined;
  for (const p of opts.properties) {
    if (ts.isPropertyAssignment(p) && p.name.getText() === 'prefix') {
      const v =
        stringValue(p.initializer) ?? (ts.isIdentifier(p.initializer) ? consts.get(p.initializer.text) : undefined);
      if (v === undefined) throw new Error(`unresolved prefix ${p.initializer.getText()}`);
      return v;
    }
  }
  return undefined;
}

function isRegister(n: ts.Node): n is ts.CallExpression {
  return ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'register';
}

/** The name of the top-level declaration that holds a node (`authenticatedRoutes`, or `default`). */
function container(node: ts.Node): string {
  let n: ts.Node = node;
  while (n.parent && !ts.isSourceFile(n.parent)) n = n.parent;
  if (ts.isVariableStatement(n)) return n.declarationList.declarations[0].name.getText();
  if (ts.isFunctionDeclaration(n))
    return n.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ? 'default' : (n.name?.text ?? 'default');
  return 'default';
}

/** Local name → `file#export` for the relative imports of a file (`import table from './table'` → `…/table.ts#default`). */
function importsOf(file: ts.SourceFile): Map<string, string> {
  const out = new Map<string, string>();
  for (const st of file.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    if (!st.moduleSpecifier.text.startsWith('./') || !st.importClause) continue;
    const target = `${path.posix.join(path.posix.dirname(file.fileName), st.moduleSpecifier.text)}.ts`;
    if (st.importClause.name) out.set(st.importClause.name.text, `${target}#default`);
    const named = st.importClause.namedBindings;
    if (named && ts.isNamedImports(named))
      for (const el of named.elements) out.set(el.name.text, `${target}#${(el.propertyName ?? el.name).text}`);
  }
  return out;
}

/**
 * Prefixes under which a module's plugins are registered inside the module, keyed `file#export`: the Iceberg module
 * registers `./table`'s default export under `v1`; the resumable-upload module registers `authenticatedRoutes` once
 * as it is and once under `/sign`. A plugin registered nowhere with a prefix is mounted as it is ([''] by default).
 */
function innerPrefixes(files: ts.SourceFile[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of files) {
    const consts = constants(file);
    const imports = importsOf(file);
    // Constants imported from a sibling file (the resumable-upload module's lifecycle.ts holds SIGNED_URL_SUFFIX).
    for (const target of new Set([...imports.values()].map((v) => v.split('#')[0]))) {
      try {
        for (const [k, v] of constants(show(target))) if (!consts.has(k)) consts.set(k, v);
      } catch {
        // a folder index or a file that does not exist at the tag: nothing to resolve from it
      }
    }
    walk(file, (n) => {
      if (!isRegister(n)) return;
      const target = n.arguments[0];
      if (!target || !ts.isIdentifier(target)) return;
      const key = imports.get(target.text) ?? `${file.fileName}#${target.text}`;
      // register(plugin, { prefix }) itself, nested in register(async fn, { prefix }) calls
      let prefix = registerPrefix(n, consts) ?? '';
      for (let p: ts.Node | undefined = n.parent; p; p = p.parent)
        if (isRegister(p)) prefix = join(registerPrefix(p, consts) ?? '', prefix);
      const list = out.get(key) ?? [];
      if (!list.includes(prefix)) list.push(prefix);
      out.set(key, list);
    });
  }
  return out;
}

const join = (...parts: string[]): string =>
  '/' +
  parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
const display = (p: string): string =>
  p
    .replace(/:([A-Za-z0-9_]+)/g, '{$1}')
    .replace(/\*/g, '{path}')
    .replace(/(.)\/$/, '$1');

/** Mounts of an app file: export name of src/http/routes → prefix, and the routes the app file declares itself. */
function appMounts(appFile: string, server: Route['server']): {mounts: Map<string, string>; own: Route[]} {
  const file = show(appFile);
  const mounts = new Map<string, string>();
  walk(file, (n) => {
    if (!isRegister(n)) return;
    const target = n.arguments[0];
    if (target && ts.isPropertyAccessExpression(target) && target.expression.getText() === 'routes') {
      const prefix = registerPrefix(n, constants(file));
      if (prefix === undefined) throw new Error(`${appFile}: ${target.getText()} has no prefix`);
      mounts.set(target.name.text, prefix);
    }
  });
  const own = routeCalls(file, new Set(['app', 'protectedRoutes'])).flatMap(({method, paths}) =>
    paths.map((p) => ({server, method: method.toUpperCase(), path: display(join(p)), source: appFile})),
  );
  // Routes that a plugin of src/http/plugins declares (the Prometheus `/metrics` endpoint), for the plugins the
  // app registers (`app.register(plugins.metrics({...}))`): every route call of a plugin file the app uses.
  const used = new Set<string>();
  walk(file, (n) => {
    if (ts.isPropertyAccessExpression(n) && n.expression.getText() === 'plugins') used.add(n.name.text);
  });
  for (const name of filesUnder('src/http/plugins')) {
    const plugin = show(name);
    const exported = new Set<string>();
    for (const st of plugin.statements)
      if (ts.isVariableStatement(st) && st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
        for (const d of st.declarationList.declarations) exported.add(d.name.getText());
    if (![...exported].some((e) => used.has(e))) continue;
    for (const {method, paths} of routeCalls(plugin, new Set(['fastify'])))
      for (const p of paths) own.push({server, method: method.toUpperCase(), path: display(join(p)), source: name});
  }
  return {mounts, own};
}

/** Export name → module folder or file, from an index of `export { default as x } from './dir'` lines. */
function exportsOf(indexFile: string): Map<string, string> {
  const out = new Map<string, string>();
  const file = show(indexFile);
  const dir = path.posix.dirname(indexFile);
  for (const st of file.statements) {
    if (!ts.isExportDeclaration(st) || !st.moduleSpecifier || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const target = path.posix.join(dir, st.moduleSpecifier.text);
    if (st.exportClause && ts.isNamedExports(st.exportClause))
      for (const el of st.exportClause.elements) out.set(el.name.text, target);
    else for (const [k, v] of exportsOf(`${target}/index.ts`)) out.set(k, v);
  }
  return out;
}

/** The S3 protocol: router calls grouped into the Fastify routes the server registers for them. */
function s3Routes(moduleDir: string, prefix: string): Route[] {
  const byRoute = new Map<string, Route>();
  for (const name of filesUnder(`${moduleDir}/commands`)) {
    const file = show(name);
    for (const {method, paths, call} of routeCalls(file, new Set(['s3Router']))) {
      const opts = call.arguments[1];
      let operation = '';
      let type = '';
      if (opts && ts.isObjectLiteralExpression(opts))
        for (const p of opts.properties)
          if (ts.isPropertyAssignment(p)) {
            if (p.name.getText() === 'operation')
              operation = p.initializer.getText().replace(/^ROUTE_OPERATIONS\./, '');
            if (p.name.getText() === 'type') type = stringValue(p.initializer) ?? '';
          }
      for (const raw of paths) {
        const url = raw.split('?')[0].split('|')[0];
        const key = `${method.toUpperCase()} ${url}`;
        const route = byRoute.get(key) ?? {
          server: 'api' as const,
          method: method.toUpperCase(),
          path: display(join(prefix, url)),
          source: moduleDir,
          s3Operations: [],
        };
        const label = `${raw} → ${operation}${type ? ` (${type} buckets)` : ''}`;
        if (operation && !route.s3Operations!.includes(label)) route.s3Operations!.push(label);
        byRoute.set(key, route);
      }
    }
  }
  return [...byRoute.values()];
}

function moduleRoutes(target: string, prefix: string, server: Route['server']): Route[] {
  const isFile = git('ls-tree', '--name-only', commit, `${target}.ts`).trim() !== '';
  const names = isFile ? [`${target}.ts`] : filesUnder(target).filter((f) => !f.includes('/commands/'));
  const files = names.map(show);
  if (!isFile && path.posix.basename(target) === 's3') return s3Routes(target, prefix);
  const inner = innerPrefixes(files);
  const out: Route[] = [];
  for (const file of files) {
    for (const {method, paths, call} of routeCalls(file, new Set(['fastify', 'f']))) {
      const prefixes = inner.get(`${file.fileName}#${container(call)}`) ?? [''];
      for (const p of paths)
        for (const inside of prefixes)
          out.push({
            server,
            method: method.toUpperCase(),
            path: display(join(prefix, inside, p)),
            source: file.fileName,
          });
    }
  }
  return out;
}

const routes: Route[] = [];
for (const [appFile, server] of [
  ['src/app.ts', 'api'],
  ['src/admin-app.ts', 'admin'],
] as const) {
  const {mounts, own} = appMounts(appFile, server);
  const exported = new Map([...exportsOf('src/http/routes/index.ts')]);
  for (const [name, prefix] of mounts) {
    const target = exported.get(name);
    if (!target) throw new Error(`${appFile}: routes.${name} is not exported by src/http/routes/index.ts`);
    routes.push(...moduleRoutes(target, prefix, server));
  }
  routes.push(...own);
}

const seen = new Set<string>();
const unique = routes.filter((r) => {
  const key = `${r.server} ${r.method} ${r.path}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});
unique.sort(
  (a, b) => a.server.localeCompare(b.server) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
);

const out = {
  source: 'github.com/supabase/storage',
  tag,
  commit,
  generatedBy: 'scripts/storage-routes.ts',
  servers: {
    api: 'the Storage API (src/app.ts, port 5000 by default)',
    admin: 'the multi-tenant admin API (src/admin-app.ts, port 5001 by default)',
  },
  routes: unique.map((r) => ({signature: `${r.method} ${r.path}`, ...r})),
};
const target = path.resolve(__dirname, '../reference/self-hosting-storage/routes.json');
fs.writeFileSync(target, JSON.stringify(out, null, 2) + '\n');
console.log(
  `${path.relative(process.cwd(), target)}: ${unique.length} routes (${unique.filter((r) => r.server === 'api').length} API, ${unique.filter((r) => r.server === 'admin').length} admin) at ${tag} (${commit.slice(0, 12)})`,
);
