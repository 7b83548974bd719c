/**
 * The bench's baseline (bench/baseline.ts) is a plain Docusaurus site built from our pages and the source folders
 * their MDX imports (CONTENT_SOURCES). When a folder move leaves one of those imports outside the copied folders,
 * the baseline fails to compile in the middle of `npm run bench` (it did after src/overrides/private-api moved).
 */
import fs from 'node:fs';
import path from 'node:path';
import {CONTENT_SOURCES, SECTION_VIEW} from '../../bench/baseline';
import {importsOf, sourceFiles} from './importGraph';

const ROOT = path.resolve(__dirname, '../..');
const copied = (file: string) => CONTENT_SOURCES.some((src) => file === src || file.startsWith(`${src}/`));

/** `@site/src/...` imports written in the guides' MDX, as repo-relative specifier paths. */
function mdxImports(dir = 'docs'): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/from '@site\/(src\/[^']+)'/g)) out.push(m[1]);
  }
  return [...new Set(out)];
}

describe('the bench baseline copies every source its pages reach', () => {
  it('covers what the guides import', () => {
    const imports = mdxImports();
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((i) => !copied(i))).toEqual([]);
  });

  it('covers every module the baseline pages reach (no import leaves the copy)', () => {
    const byFile = new Map(sourceFiles().map((f) => [f, importsOf(f)]));
    const resolve = (spec: string) =>
      [...byFile.keys()].find((f) => f === spec || new RegExp(`^${spec}(\\.[a-z]+|/index\\.[a-z]+)$`).test(f));
    const entries = [...mdxImports(), SECTION_VIEW].map((spec) => resolve(spec) ?? spec);
    const seen = new Set<string>(entries);
    const queue = [...entries];
    while (queue.length > 0) {
      for (const e of byFile.get(queue.shift()!) ?? []) {
        if (!e.typeOnly && e.to?.startsWith('src/') && !seen.has(e.to)) {
          seen.add(e.to);
          queue.push(e.to);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(20);
    expect([...seen].filter((file) => !copied(file))).toEqual([]);
  });
});
