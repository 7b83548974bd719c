// The production build: generate the reference pages, build into a fresh folder,
// index it for search (and write the spelling vocabulary), and only then replace build/. A failure at any step
// leaves the previous build/ untouched instead of half-written.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {generationState, writeStamp} from './lib/generationStamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const next = path.join(root, '.build-next');
// What pagefind indexes: a copy of the pages with spaced table cells (scripts/search-index-source.ts).
const indexSource = path.join(root, '.build-index-source');
const out = path.join(root, 'build');
// What the last reference generation read and wrote (scripts/lib/generationStamp.mjs).
const generationStamp = path.join(root, '.build-cache', 'generate-reference.json');
// Parsed reference spec documents, shared by the generator and the Markdown copies (src/features/reference/engine/yamlCache.ts).
const yamlCache = path.join(root, '.build-cache', 'yaml');
// BUILD_PROFILE=1: each step runs under /usr/bin/time and prints its wall time, CPU time and peak memory.
const PROFILE = process.env.BUILD_PROFILE === '1';

/** Runs one step; rejects with the command when it fails (its own output is above: stdio is inherited). */
function run(label, cmd, args) {
  const [file, argv] = PROFILE
    ? ['/usr/bin/time', ['-f', `[build step] ${label}: wall %e s, user %U s, sys %S s, peak %M KB`, cmd, ...args]]
    : [cmd, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, {
      cwd: root,
      stdio: 'inherit',
      // A 1.5 GiB heap: V8 then collects garbage before the build's peak instead of growing into it. Peak
      // resident memory of this build on 2 cores: 1,805 MB with an 8 GiB limit, 1,503 MB at 1.5 GiB, 1,447 MB at
      // 768 MiB (the build still passes there: 2x headroom), for ~5 s more wall time (BENCHMARKS.md, session 8).
      env: {
        ...process.env,
        NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-old-space-size=1536',
        REFERENCE_YAML_CACHE: yamlCache,
      },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Drops the cached documents this build did not read (older versions of edited files). */
function pruneYamlCache(since) {
  if (!fs.existsSync(yamlCache)) return;
  for (const name of fs.readdirSync(yamlCache)) {
    const file = path.join(yamlCache, name);
    if (fs.statSync(file).mtimeMs < since) fs.rmSync(file, {force: true});
  }
}

async function build() {
  const started = Date.now();
  fs.rmSync(next, {recursive: true, force: true});
  // The generator is skipped when its inputs and its outputs are exactly those of its last successful run here.
  const generation = generationState(root, generationStamp);
  if (generation.current) {
    console.log('Reference docs unchanged since their last generation (.build-cache/generate-reference.json).');
  } else {
    fs.rmSync(generationStamp, {force: true});
    await run('generate-reference', bin('tsx'), ['scripts/generate-reference.ts']);
    writeStamp(root, generationStamp, generation.inputs);
  }
  await run('docusaurus build', bin('docusaurus'), ['build', '--out-dir', '.build-next']);
  // The index is built from a copy of the pages in which table cells and list items are followed by a space, so
  // excerpts do not run cells together; its output goes into the real build, whose HTML stays as React hydrates it.
  const indexing = run('search-index-source', bin('tsx'), [
    'scripts/search-index-source.ts',
    '.build-next',
    '.build-index-source',
  ]).then(() =>
    // Screen-reader-only text (".sr-only") is not page text: excerpts must not show it.
    run('pagefind', bin('pagefind'), [
      '--site',
      '.build-index-source',
      '--output-path',
      path.join('.build-next', 'pagefind'),
      '--silent',
      '--exclude-selectors',
      '.sr-only',
    ]),
  );
  // The vocabulary reads the built pages, not the index: it runs beside the indexing (one writes
  // .build-next/pagefind/, the other .build-next/search-vocabulary.json).
  const vocabulary = run('search-vocabulary', bin('tsx'), ['scripts/search-vocabulary.ts', '.build-next']);
  const results = await Promise.allSettled([indexing, vocabulary]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  fs.rmSync(indexSource, {recursive: true, force: true});
  pruneYamlCache(started);
}

try {
  await build();
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
