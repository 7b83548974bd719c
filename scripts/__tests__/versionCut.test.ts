/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {menuIds} from '../../src/data/menuIds';
import {GUIDE_AREAS} from '../../src/data/guideAreas';
import {referencesFromRegistry, type ReferenceRegistryEntry} from '../../src/data/references';
import {menuIdForPath} from '../../src/utils/menuIdForPath';
import {checkVersionCut, formatRegistry, withNewVersion} from '../version-cut';

const FILE = path.resolve(__dirname, '../../src/data/reference-registry.json');
const raw = fs.readFileSync(FILE, 'utf8');
const registry = JSON.parse(raw) as ReferenceRegistryEntry[];

describe('version:cut and the registry file', () => {
  it('writes the registry in the layout it is kept in (a cut changes one line)', () => {
    expect(formatRegistry(registry)).toBe(raw);
    const after = formatRegistry(withNewVersion(registry, 'javascript', 'v99'));
    const changed = after.split('\n').filter((line, i) => line !== raw.split('\n')[i]);
    expect(changed).toEqual([expect.stringMatching(/^ {4}"versions": \["v99", "v\d+"/)]);
  });

  it('after a cut, every derived list has the new version and keeps the older ones', () => {
    const js = registry.find((e) => e.slug === 'javascript')!;
    const latest = js.versions![0];
    const next = `v${Number(latest.slice(1)) + 1}`;
    const references = referencesFromRegistry(withNewVersion(registry, 'javascript', next));
    const site = {areas: GUIDE_AREAS, references};
    const ids = menuIds(site);
    expect(ids).toEqual(
      expect.arrayContaining([`reference_javascript_${next}`, ...js.versions!.map((v) => `reference_javascript_${v}`)]),
    );
    expect(menuIdForPath('/reference/javascript/start', site)).toBe(`reference_javascript_${next}`);
    expect(menuIdForPath(`/reference/javascript/${latest}/start`, site)).toBe(`reference_javascript_${latest}`);
  });

  it('refuses a version that is not newer than the latest', () => {
    expect(() => checkVersionCut('javascript', 'v0')).toThrow(/must be newer than the latest version of javascript/);
    expect(() => checkVersionCut('python', 'v2')).toThrow(/already exists/);
  });
});
