/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {generationState, writeStamp} from '../generationStamp.mjs';

/** A small site: one reference source, one engine file, one guide, one generated page and one versioned copy. */
function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
  const files: Record<string, string> = {
    'reference/javascript/_spec.yml': 'functions: []\n',
    'reference/javascript/generated/select.mdx': '# select\n',
    'reference_javascript_versioned_docs/version-v1/_spec.yml': 'functions: []\n',
    'reference_javascript_versioned_docs/version-v1/generated/select.mdx': '# select v1\n',
    'reference_javascript_versions.json': '["v1"]',
    'src/features/reference/engine/emit.ts': 'export {};\n',
    'docs/guides/intro.mdx': '# Intro\n',
    'package-lock.json': '{}',
  };
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    fs.writeFileSync(path.join(root, rel), content);
  }
  return root;
}

describe('the reference generation stamp', () => {
  let root: string;
  let stamp: string;
  beforeEach(() => {
    root = site();
    stamp = path.join(root, '.build-cache', 'generate-reference.json');
  });
  afterEach(() => fs.rmSync(root, {recursive: true, force: true}));

  const stamped = () => writeStamp(root, stamp, generationState(root, stamp).inputs);

  it('is not current without a stamp (a clean clone) or with an unreadable one', () => {
    expect(generationState(root, stamp).current).toBe(false);
    fs.mkdirSync(path.dirname(stamp), {recursive: true});
    fs.writeFileSync(stamp, 'not json');
    expect(generationState(root, stamp).current).toBe(false);
  });

  it('is current right after a generation was stamped', () => {
    stamped();
    expect(generationState(root, stamp).current).toBe(true);
  });

  it.each([
    ['an edited reference source', 'reference/javascript/_spec.yml'],
    ['an edited versioned source', 'reference_javascript_versioned_docs/version-v1/_spec.yml'],
    ['an edited engine file', 'src/features/reference/engine/emit.ts'],
    ['an edited guide', 'docs/guides/intro.mdx'],
    ['a changed dependency', 'package-lock.json'],
    ['a changed versions list', 'reference_javascript_versions.json'],
    ['a generated page edited by hand', 'reference/javascript/generated/select.mdx'],
    [
      'a generated versioned page edited by hand',
      'reference_javascript_versioned_docs/version-v1/generated/select.mdx',
    ],
  ])('is stale after %s', (_label, rel) => {
    stamped();
    fs.appendFileSync(path.join(root, rel), ' ');
    expect(generationState(root, stamp).current).toBe(false);
  });

  it('is stale after a source is added, or a generated page deleted', () => {
    stamped();
    fs.writeFileSync(path.join(root, 'reference/javascript/extra.md'), 'x');
    expect(generationState(root, stamp).current).toBe(false);
    stamped();
    fs.rmSync(path.join(root, 'reference/javascript/generated/select.mdx'));
    expect(generationState(root, stamp).current).toBe(false);
  });

  it('keeps the inputs hashed before the generator ran: an edit made during generation is seen next time', () => {
    const {inputs} = generationState(root, stamp);
    fs.appendFileSync(path.join(root, 'reference/javascript/_spec.yml'), '# edited while generating\n');
    writeStamp(root, stamp, inputs);
    expect(generationState(root, stamp).current).toBe(false);
  });

  it('ignores what the generator does not read (tests, node_modules)', () => {
    stamped();
    fs.mkdirSync(path.join(root, 'src/features/reference/engine/__tests__'), {recursive: true});
    fs.writeFileSync(path.join(root, 'src/features/reference/engine/__tests__/emit.test.ts'), 'test');
    expect(generationState(root, stamp).current).toBe(true);
  });
});
