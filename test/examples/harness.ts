/**
 * Type-checks code examples against the installed @supabase/supabase-js.
 *
 * Sources of examples:
 *  - every `examples[].code` of a spec document (`reference/javascript/_spec.yml`), plus fenced code blocks in
 *    its descriptions and notes, and in its `_sections/*.md`, that use `supabase`;
 *  - every ```js / ```ts / ```tsx / ```javascript block of docs/** that uses supabase-js (imports it or calls `supabase.`).
 *
 * Each example is written as its own module into a temp dir, next to a typed prelude (`prelude.d.ts`) that declares
 * the free variables examples rely on (`supabase`, `file`, ...), and all of them are checked in one TypeScript Program.
 *
 * Skip marker: an example that is deliberately a fragment, or needs types that are not installed, carries
 * `typecheck-skip: <reason>` — as a line comment in the code (`// typecheck-skip: <reason>`) or, for markdown code
 * blocks, in the fence's meta string (```ts typecheck-skip="<reason>"). Skips are reported with their reason.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import YAML, {isMap, isScalar, isSeq, LineCounter, type Node as YamlNode} from 'yaml';

const ROOT = path.resolve(__dirname, '../..');

export interface Snippet {
  /** Source file, relative to the repo root. */
  readonly file: string;
  /** Human name: the example name, or `<function id> description block 2`, or `code block 3`. */
  readonly name: string;
  readonly code: string;
  /** 1-based line in `file` of the first line of `code`. */
  readonly line: number;
  readonly lang: 'ts' | 'tsx' | 'js' | 'jsx';
  /** Set when the source marks the example as not checkable, with the reason given there. */
  readonly skip?: string;
  /**
   * Guide blocks each work on their own tables: when such a block uses `supabase` without declaring it, it gets a
   * client whose database schema is untyped (`SupabaseClient<any>`). Auth, Storage, Functions and Realtime calls and
   * query-builder methods stay fully typed; only table, column and function names are not checked.
   */
  readonly looseSchema?: boolean;
}

export interface CheckResult {
  readonly errors: string[];
  readonly checked: number;
  readonly skipped: {snippet: Snippet; reason: string}[];
}

const SKIP_COMMENT = /^[ \t]*\/\/[ \t]*typecheck-skip:[ \t]*(.+?)[ \t]*$/m;
const SKIP_META = /typecheck-skip="([^"]+)"/;
const FENCE_LANGS: Record<string, Snippet['lang']> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
};

/** Whether a block of code uses supabase-js: imports it or calls `supabase.` */
export function usesSupabase(code: string): boolean {
  return /@supabase\/supabase-js/.test(code) || /(^|[^\w.$])supabase\s*\.\s*[A-Za-z_]/m.test(code);
}

function skipReason(code: string, meta = ''): string | undefined {
  return SKIP_META.exec(meta)?.[1] ?? SKIP_COMMENT.exec(code)?.[1];
}

/** Fenced code blocks of a markdown string. `line` is the 1-based line (within `md`) of each block's first code line. */
export function fencedBlocks(md: string): {lang: string; meta: string; code: string; line: number}[] {
  const lines = md.split('\n');
  const out: {lang: string; meta: string; code: string; line: number}[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^([ \t]*)(`{3,}|~{3,})[ \t]*([\w+-]*)(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
      if (close.test(lines[j])) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    out.push({lang: lang.toLowerCase(), meta: meta.trim(), code: body.join('\n'), line: i + 2});
    i = j;
  }
  return out;
}

/** Snippets of the supabase-js blocks of one markdown text; `lineOffset` is the file line of the text's line 1. */
export function markdownSnippets(
  file: string,
  md: string,
  lineOffset: number,
  namePrefix: string,
  onlySupabase = true,
): Snippet[] {
  return fencedBlocks(md)
    .map((b, i) => ({...b, n: i + 1}))
    .filter((b) => FENCE_LANGS[b.lang] && (!onlySupabase || usesSupabase(b.code)))
    .map((b) => ({
      file,
      name: `${namePrefix}code block ${b.n}`,
      code: b.code,
      line: lineOffset + b.line - 1,
      lang: FENCE_LANGS[b.lang],
      skip: skipReason(b.code, b.meta),
    }));
}

/** Line (1-based) of the first content line of a block scalar, or of a plain/quoted scalar itself. */
function scalarFirstLine(node: YamlNode, lc: LineCounter, src: string): number {
  const start = node.range?.[0] ?? 0;
  const {line} = lc.linePos(start);
  const isBlock = src[start] === '|' || src[start] === '>';
  return isBlock ? line + 1 : line;
}

/** Every example of a spec document, plus supabase-using code blocks of descriptions and notes. */
function specSnippets(specFile: string, defaultLang: Snippet['lang'] = 'ts'): Snippet[] {
  const src = fs.readFileSync(specFile, 'utf8');
  const lc = new LineCounter();
  const doc = YAML.parseDocument(src, {lineCounter: lc, keepSourceTokens: true});
  const rel = path.relative(ROOT, specFile);
  const out: Snippet[] = [];
  const fns = doc.get('functions');
  if (!isSeq(fns)) return out;
  const mdField = (owner: YamlNode | null | undefined, key: string, prefix: string) => {
    if (!isMap(owner)) return;
    const v = owner.get(key, true);
    if (isScalar(v) && typeof v.value === 'string')
      out.push(...markdownSnippets(rel, v.value, scalarFirstLine(v, lc, src), prefix));
  };
  for (const fn of fns.items) {
    if (!isMap(fn)) continue;
    const id = String(fn.get('id'));
    mdField(fn, 'description', `${id} description `);
    mdField(fn, 'notes', `${id} notes `);
    const examples = fn.get('examples', true);
    if (isSeq(examples)) {
      for (const ex of examples.items) {
        if (!isMap(ex)) continue;
        const name = `${id}: ${String(ex.get('name'))}`;
        const code = ex.get('code', true);
        if (isScalar(code) && typeof code.value === 'string') {
          out.push({
            file: rel,
            name,
            code: code.value,
            line: scalarFirstLine(code, lc, src),
            lang: defaultLang,
            skip: skipReason(code.value),
          });
        }
        mdField(ex, 'description', `${name} description `);
        mdField(ex, 'notes', `${name} notes `);
      }
    }
  }
  return out;
}

/** Supabase-using code blocks of every `_sections/*.md` next to a spec document. */
function sectionSnippets(sectionsDir: string): Snippet[] {
  return fs
    .readdirSync(sectionsDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .flatMap((f) => {
      const file = path.join(sectionsDir, f);
      return markdownSnippets(path.relative(ROOT, file), fs.readFileSync(file, 'utf8'), 1, '');
    });
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : /\.mdx?$/.test(e.name) ? [p] : [];
  });
}

/** Supabase-js code blocks of every guide page under `docsDir`. */
function docsSnippets(docsDir: string): Snippet[] {
  return walk(docsDir)
    .sort()
    .flatMap((file) => markdownSnippets(path.relative(ROOT, file), fs.readFileSync(file, 'utf8'), 1, ''))
    .map((s) => ({...s, looseSchema: true}));
}

/** Top-level names a snippet declares or imports. */
function topLevelNames(code: string, lang: Snippet['lang']): Set<string> {
  const sf = ts.createSourceFile(
    `x.${lang}`,
    code,
    ts.ScriptTarget.ES2022,
    false,
    lang === 'ts' ? ts.ScriptKind.TS : lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.JSX,
  );
  const names = new Set<string>();
  const addBinding = (n: ts.BindingName) => {
    if (ts.isIdentifier(n)) names.add(n.text);
    else n.elements.forEach((e) => !ts.isOmittedExpression(e) && addBinding(e.name));
  };
  for (const st of sf.statements) {
    if (ts.isVariableStatement(st)) st.declarationList.declarations.forEach((d) => addBinding(d.name));
    else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name) names.add(st.name.text);
    else if (ts.isImportDeclaration(st) && st.importClause) {
      const c = st.importClause;
      if (c.name) names.add(c.name.text);
      const b = c.namedBindings;
      if (b && ts.isNamespaceImport(b)) names.add(b.name.text);
      if (b && ts.isNamedImports(b)) b.elements.forEach((e) => names.add(e.name.text));
    }
  }
  return names;
}

/**
 * One line put in front of a snippet (so source lines shift by exactly one): the untyped-schema `supabase` of
 * guide blocks, and the JSX source of Solid components (whose types are not installed, so their JSX is unchecked).
 */
function headerLine(s: Snippet): string {
  const parts: string[] = [];
  if (/from ['"]solid-js['"]/.test(s.code)) parts.push('/** @jsxImportSource solid-js */');
  if (s.looseSchema && !topLevelNames(s.code, s.lang).has('supabase')) {
    parts.push("declare const supabase: import('@supabase/supabase-js').SupabaseClient<any>;");
  }
  return parts.join(' ');
}

/** Imports of supabase-js and its parts must resolve to the installed packages (the prelude makes any other module `any`). */
const SUPABASE_IMPORT =
  /(?:from|import)\s*\(?\s*['"](@supabase\/(?:supabase|auth|postgrest|storage|realtime|functions)-js[^'"]*)['"]/g;

const PRELUDE_FILE = path.join(__dirname, 'prelude.d.ts');

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  strict: true,
  noImplicitAny: false,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  isolatedModules: false,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  types: ['node'],
  typeRoots: [path.join(ROOT, 'node_modules/@types')],
  baseUrl: ROOT,
  paths: {
    '@supabase/supabase-js': ['node_modules/@supabase/supabase-js'],
    react: ['node_modules/@types/react'],
    'react/*': ['node_modules/@types/react/*'],
  },
};

/**
 * Diagnostics that only arise from using a module the prelude declares untyped (`declare module '*'`): a type
 * imported from it ("cannot use namespace as a type", "namespace has no exported member") or type arguments given
 * to one of its functions. They say nothing about supabase-js, so they are not reported.
 */
const UNTYPED_MODULE_CODES = new Set([2709, 2694, 2347]);

/**
 * Writes every snippet as a module under a fresh temp dir and type-checks them all in one Program.
 * Errors read `<file>: example "<name>" line N: <message>`, N being the line in the source file.
 */
export function checkSnippets(snippets: readonly Snippet[], options: {keepDir?: boolean} = {}): CheckResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-examples-'));
  const skipped: CheckResult['skipped'] = [];
  const byFile = new Map<string, Snippet>();
  try {
    fs.copyFileSync(PRELUDE_FILE, path.join(dir, 'prelude.d.ts'));
    snippets.forEach((s, i) => {
      if (s.skip) {
        skipped.push({snippet: s, reason: s.skip});
        return;
      }
      const file = path.join(dir, `example-${String(i).padStart(4, '0')}.${s.lang}`);
      // `export {}` makes every example a module of its own, so top-level names never collide.
      fs.writeFileSync(file, `${headerLine(s)}\n${s.code}\nexport {};\n`);
      byFile.set(path.resolve(file), s);
    });
    const program = ts.createProgram({
      rootNames: [path.join(dir, 'prelude.d.ts'), ...byFile.keys()],
      options: COMPILER_OPTIONS,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const errors: string[] = [];
    for (const d of diagnostics) {
      if (d.category !== ts.DiagnosticCategory.Error || UNTYPED_MODULE_CODES.has(d.code)) continue;
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0];
      const s = d.file ? byFile.get(path.resolve(d.file.fileName)) : undefined;
      if (!d.file || !s) {
        errors.push(`${d.file ? path.basename(d.file.fileName) : '(global)'}: ${message}`);
        continue;
      }
      const {line} = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      errors.push(`${s.file}: example "${s.name}" line ${s.line + Math.max(line - 1, 0)}: ${message}`);
    }
    const host = ts.createCompilerHost(COMPILER_OPTIONS);
    for (const [file, s] of byFile) {
      for (const m of s.code.matchAll(SUPABASE_IMPORT)) {
        if (!ts.resolveModuleName(m[1], file, COMPILER_OPTIONS, host).resolvedModule) {
          errors.push(`${s.file}: example "${s.name}" line ${s.line}: Cannot find module '${m[1]}'.`);
        }
      }
    }
    return {errors, checked: byFile.size, skipped};
  } finally {
    if (!options.keepDir) fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** All snippets of the JS v2 reference and of the guides. */
export function allSnippets(): Snippet[] {
  const lib = path.join(ROOT, 'reference/javascript');
  return [
    ...specSnippets(path.join(lib, '_spec.yml')),
    ...sectionSnippets(path.join(lib, '_sections')),
    ...docsSnippets(path.join(ROOT, 'docs')),
  ];
}
