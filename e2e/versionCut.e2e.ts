import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from './support/server';
import {copyRepo} from './support/repoCopy';
import {cutSiteBuild} from './support/sharedCopy';

function snapshot(dir: string): string {
  const files = ['src/data/reference-registry.json', 'reference_javascript_versions.json'];
  return (
    files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n') +
    fs.readdirSync(path.join(dir, 'reference_javascript_versioned_docs')).join(',')
  );
}

const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

describe('npm run version:cut', () => {
  let dir: string;
  beforeAll(() => {
    dir = copyRepo('version-cut-');
  });
  afterAll(() => {
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it.each([
    [['cobol', 'v3'], /Unknown library "cobol"/],
    [['javascript', 'v2'], /Version v2 of javascript already exists/],
    [['javascript', 'three'], /Malformed version name "three"/],
  ])('refuses %j with a clear message and changes nothing', (args, message) => {
    const before = snapshot(dir);
    const res = spawnSync(tsx, ['scripts/version-cut.ts', ...args], {cwd: dir, encoding: 'utf8'});
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(message);
    expect(res.stderr).toContain('Nothing was changed.');
    expect(snapshot(dir)).toBe(before);
  });

  // The cut and its build are the copy e2e/deploy.e2e.ts serves as well (support/sharedCopy.ts): one build for both.
  it('makes v3 the latest, moves v2 to /reference/javascript/v2, and the site builds', async () => {
    const {dir: cut, build} = await cutSiteBuild();
    expect(JSON.parse(fs.readFileSync(path.join(cut, 'reference_javascript_versions.json'), 'utf8'))).toEqual([
      'v2',
      'v1',
    ]);
    const registry = JSON.parse(fs.readFileSync(path.join(cut, 'src/data/reference-registry.json'), 'utf8')) as {
      slug: string;
      versions: string[];
    }[];
    expect(registry.find((r) => r.slug === 'javascript')?.versions).toEqual(['v3', 'v2', 'v1']);
    expect(fs.existsSync(path.join(cut, 'reference_javascript_versioned_docs/version-v2/_spec.yml'))).toBe(true);

    const page = (route: string) => fs.readFileSync(path.join(build, `${route}.html`), 'utf8');
    expect(page('reference/javascript/start')).toContain('Version 3.0');
    expect(page('reference/javascript/v2/start')).toContain('Version 2.0');
    expect(page('reference/javascript/v2/select')).toMatch(/data-ref-section="?select/);
    expect(page('reference/javascript/v1/start')).toContain('Version 1.0');
    expect(fs.existsSync(path.join(build, 'reference/javascript/v3/start.html'))).toBe(false);
    // The changes page (src/plugins/content/version-changes) lists the new pair first, with no edit for the cut.
    const changes = page('reference/javascript/changes');
    expect(changes).toMatch(/id="?v2-to-v3/);
    expect(changes.search(/id="?v2-to-v3/)).toBeLessThan(changes.search(/id="?v1-to-v2/));
  }, 900000);
});
