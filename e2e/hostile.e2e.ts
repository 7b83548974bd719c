import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from './support/server';
import {copyRepo} from './support/repoCopy';

/**
 * Bad content must fail the build loudly, naming the file and the problem, and
 * must never leave a half-written site behind.
 */
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

function generate(dir: string): {status: number | null; output: string} {
  const res = spawnSync(tsx, ['scripts/generate-reference.ts'], {cwd: dir, encoding: 'utf8'});
  return {status: res.status, output: `${res.stdout}${res.stderr}`};
}

describe('hostile and bad input', () => {
  // One copy for the whole file (a copy is 1-2 CPU-s): each test breaks one source file, and the file is put back
  // after the test, so the next test starts from the repository as it is (its own failure is the only one).
  let dir: string;
  const originals = new Map<string, string>();
  beforeAll(() => {
    dir = copyRepo('hostile-');
  });
  afterAll(() => {
    fs.rmSync(dir, {recursive: true, force: true});
  });
  afterEach(() => {
    for (const [file, text] of originals) fs.writeFileSync(path.join(dir, file), text);
    originals.clear();
    fs.rmSync(path.join(dir, 'build'), {recursive: true, force: true});
  });

  /** Keeps a source file's text as it was before the test, to put back after it. */
  const keep = (file: string) => {
    if (!originals.has(file)) originals.set(file, fs.readFileSync(path.join(dir, file), 'utf8'));
  };
  const edit = (file: string, fn: (s: string) => string) => {
    keep(file);
    fs.writeFileSync(path.join(dir, file), fn(fs.readFileSync(path.join(dir, file), 'utf8')));
  };

  it('malformed spec YAML fails, naming the file', () => {
    edit('reference/javascript/_spec.yml', (s) => s.replace('functions:', 'functions:\n  - id: [unclosed'));
    const {status, output} = generate(dir);
    expect(status).toBe(1);
    expect(output).toContain('reference/javascript/_spec.yml');
    expect(output).toMatch(/YAML/);
  });

  it('a duplicate function id fails, naming the file, the entry and the field', () => {
    edit(
      'reference/dart/_spec.yml',
      (s) =>
        `${s.trimEnd()}\n  - id: select\n    description: Again.\n    examples:\n      - name: Again\n        code: select()\n`,
    );
    const {status, output} = generate(dir);
    expect(status).toBe(1);
    expect(output).toContain('reference/dart/_spec.yml');
    expect(output).toMatch(/\("select"\) > id: duplicate of functions\[\d+\]/);
  });

  it('a common-sections entry of unknown type fails', () => {
    edit('reference/_common/cli.json', (s) => s.replace('"type": "markdown"', '"type": "chapter"'));
    const {status, output} = generate(dir);
    expect(status).toBe(1);
    expect(output).toContain('reference/_common/cli.json');
    expect(output).toContain('"chapter" is not one of');
  });

  it('an unknown menu id in excludes fails', () => {
    edit('reference/_common/client-libraries.json', (s) =>
      s.replace('"reference_javascript_v1"', '"reference_javascript_v9"'),
    );
    const {status, output} = generate(dir);
    expect(status).toBe(1);
    expect(output).toContain('excludes: unknown menu id "reference_javascript_v9"');
  });

  it('a menu entry whose page is missing fails the build, naming the menu, the entry and the expected file', () => {
    keep('docs/storage/quickstart.mdx');
    fs.rmSync(path.join(dir, 'docs/storage/quickstart.mdx'));
    const res = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'docusaurus'), ['build'], {
      cwd: dir,
      encoding: 'utf8',
      // No rspack persistent cache: the copy is deleted, nothing reads it back (BENCHMARKS.md, sessions 20-21).
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
    });
    expect(res.status).not.toBe(0);
    expect(`${res.stdout}${res.stderr}`).toContain(
      'menu "storage" (src/data/menus/storage.ts) links /guides/storage/quickstart: expected docs/storage/quickstart.mdx',
    );
  });

  it('a broken internal link fails the build and leaves the previous build/ in place', () => {
    fs.mkdirSync(path.join(dir, 'build'));
    fs.writeFileSync(path.join(dir, 'build', 'index.html'), 'previous build');
    edit('docs/storage/quickstart.mdx', (s) => `${s}\n\nSee [the missing page](/guides/storage/no-such-page).\n`);
    const res = spawnSync('node', ['scripts/build.mjs'], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_OPTIONS: '--max-old-space-size=8192',
        // Docusaurus checks links after every page is rendered and every postBuild step has run, from the links
        // React collected while rendering each page, before its HTML is minified. Neither the HTML minifier nor
        // the critical-CSS step (a postBuild) adds or removes a link, so this build skips both: the same check,
        // reached in about 40 s instead of 68 s (BENCHMARKS.md, session 16).
        SKIP_HTML_MINIFICATION: 'true',
        CRITICAL_CSS_OFF: '1',
        // No rspack persistent cache: the copy is deleted, nothing reads it back (BENCHMARKS.md, sessions 20-21).
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
      },
    });
    const output = `${res.stdout}${res.stderr}`;
    expect(res.status).toBe(1);
    expect(output).toContain('Docusaurus found broken links');
    expect(output).toContain('/guides/storage/no-such-page');
    expect(output).toContain('/guides/storage/quickstart');
    // The planted link is what failed the build: it is the only broken link listed.
    expect(output.match(/-> linking to /g)).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8')).toBe('previous build');
    expect(fs.existsSync(path.join(dir, '.build-next'))).toBe(false);
  }, 900000);
});
