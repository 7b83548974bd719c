/**
 * The import graph of src/, read from the source text: which module imports which, with `@site/` and relative
 * specifiers resolved to files. Used by the layering test (./layers.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];

/** Every source module under `dir` (repo-relative, `/`-separated), tests and fixtures left out. */
export function sourceFiles(dir = 'src'): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, rel), {withFileTypes: true})) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'node_modules') walk(child);
      } else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

export interface ImportEdge {
  readonly from: string;
  /** The specifier as written. */
  readonly specifier: string;
  /** The repo-relative file it resolves to, for `@site/` and relative specifiers; undefined for packages. */
  readonly to?: string;
  /** `import type` / `export type`: erased at build time. */
  readonly typeOnly: boolean;
}

function resolveFile(base: string): string | undefined {
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
  return candidates.find((c) => fs.existsSync(path.join(ROOT, c)) && fs.statSync(path.join(ROOT, c)).isFile());
}

/** The imports of one module (static `import`/`export … from`, dynamic `import()` and `require()`). */
export function importsOf(file: string, source = fs.readFileSync(path.join(ROOT, file), 'utf8')): ImportEdge[] {
  // Comments can name modules (`see ../x`): drop them, keeping strings intact enough for specifiers.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    let to: string | undefined;
    if (specifier.startsWith('@site/')) to = resolveFile(specifier.slice('@site/'.length));
    else if (specifier.startsWith('.')) to = resolveFile(path.posix.join(path.posix.dirname(file), specifier));
    edges.push({from: file, specifier, to, typeOnly});
  };
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?\sfrom\s+['"]([^'"]+)['"]/gm)) {
    add(m[3], Boolean(m[2]));
  }
  for (const m of code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) add(m[1], false);
  for (const m of code.matchAll(/\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g)) add(m[1], false);
  return edges;
}
