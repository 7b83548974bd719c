// The production build: generate the reference pages, build into a fresh folder,
// index it for search (and write the spelling vocabulary), and only then replace build/. A failure at any step
// leaves the previous build/ untouched instead of half-written.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const next = path.join(root, '.build-next');
// What pagefind indexes: a copy of the pages with spaced table cells (scripts/search-index-source.ts).
const indexSource = path.join(root, '.build-index-source');
const out = path.join(root, 'build');
const run = (cmd, args) =>
  execFileSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    // A 1.5 GiB heap: V8 then collects garbage before the build's peak instead of growing into it. Peak
    // resident memory of this build on 2 cores: 1,805 MB with an 8 GiB limit, 1,503 MB at 1.5 GiB, 1,447 MB at
    // 768 MiB (the build still passes there: 2x headroom), for ~5 s more wall time (BENCHMARKS.md, session 8).
    env: {...process.env, NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-old-space-size=1536'},
  });

try {
  fs.rmSync(next, {recursive: true, force: true});
  run(bin('tsx'), ['scripts/generate-reference.ts']);
  run(bin('docusaurus'), ['build', '--out-dir', '.build-next']);
  // The index is built from a copy of the pages in which table cells and list items are followed by a space, so
  // excerpts do not run cells together; its output goes into the real build, whose HTML stays as React hydrates it.
  run(bin('tsx'), ['scripts/search-index-source.ts', '.build-next', '.build-index-source']);
  // Screen-reader-only text (".sr-only") is not page text: excerpts must not show it.
  run(bin('pagefind'), [
    '--site',
    '.build-index-source',
    '--output-path',
    path.join('.build-next', 'pagefind'),
    '--silent',
    '--exclude-selectors',
    '.sr-only',
  ]);
  fs.rmSync(indexSource, {recursive: true, force: true});
  run(bin('tsx'), ['scripts/search-vocabulary.ts', '.build-next']);
} catch (error) {
  fs.rmSync(next, {recursive: true, force: true});
  fs.rmSync(indexSource, {recursive: true, force: true});
  // The step's own output is above (stdio is inherited); this names the step that failed.
  console.error(
    `\nBuild failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}. The previous build/ was left as it was.`,
  );
  process.exit(1);
}
fs.rmSync(out, {recursive: true, force: true});
fs.renameSync(next, out);
console.log('Build ready in build/.');
