/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import {findReferenceBySlug, REFERENCES, type ReferenceDef} from '../../../../data/references';
import {loadLibraryChanges, sectionDeltasFor, versionedReferences} from '../changesSource';
import {REPO_ROOT} from '../twinSources';

const js = findReferenceBySlug('javascript') as ReferenceDef;
const V1_SPEC = 'reference_javascript_versioned_docs/version-v1/_spec.yml';
const LATEST_SPEC = 'reference/javascript/_spec.yml';

/** A throwaway root holding the javascript sources the diff reads, with `plant` applied to the latest spec. */
function fixtureRoot(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'changes-source-'));
  for (const [rel, content] of Object.entries({
    'reference/_common/client-libraries.json': fs.readFileSync(
      path.join(REPO_ROOT, 'reference/_common/client-libraries.json'),
      'utf8',
    ),
    ...files,
  })) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

const read = (rel: string) => fs.readFileSync(path.join(REPO_ROOT, rel), 'utf8');

/** The latest JavaScript spec with one more field under `select`'s `options`. */
function withPlantedParam(source: string): string {
  const doc = YAML.parse(source) as {functions: {id: string; params?: {name: string; params?: unknown[]}[]}[]};
  const select = doc.functions.find((f) => f.id === 'select')!;
  const options = select.params!.find((p) => p.name === 'options')!;
  options.params = [
    ...(options.params ?? []),
    {name: 'plantedOption', type: 'boolean', required: false, description: 'Planted by the test.'},
  ];
  return YAML.stringify(doc);
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, {recursive: true, force: true})));

describe('changesSource', () => {
  it('covers every registry reference with more than one version, and no other', () => {
    expect(versionedReferences().map((r) => r.slug)).toEqual(
      REFERENCES.filter((r) => r.versions.length > 1).map((r) => r.slug),
    );
    expect(versionedReferences().map((r) => r.slug)).toEqual(
      expect.arrayContaining(['javascript', 'dart', 'swift', 'csharp', 'kotlin']),
    );
    expect(versionedReferences().map((r) => r.slug)).not.toContain('python');
  });

  it('lists a parameter planted in a fixture spec as added', () => {
    const clean = fixtureRoot({[LATEST_SPEC]: read(LATEST_SPEC), [V1_SPEC]: read(V1_SPEC)});
    const planted = fixtureRoot({[LATEST_SPEC]: withPlantedParam(read(LATEST_SPEC)), [V1_SPEC]: read(V1_SPEC)});
    dirs.push(clean, planted);
    const selectChanges = (root: string) =>
      loadLibraryChanges(root, js).pairs[0].changed.find((c) => c.newer.id === 'select')?.params ?? [];
    expect(selectChanges(clean)).not.toContainEqual(expect.objectContaining({path: 'options.plantedOption'}));
    expect(selectChanges(planted)).toContainEqual({kind: 'added', path: 'options.plantedOption', to: 'boolean'});
  });

  it('after a cut (v3 the latest, v2 frozen) lists the new pair first, with no edit here', () => {
    const cut: ReferenceDef = {...js, versions: ['v3', 'v2', 'v1']};
    const root = fixtureRoot({
      [LATEST_SPEC]: withPlantedParam(read(LATEST_SPEC)),
      'reference_javascript_versioned_docs/version-v2/_spec.yml': read(LATEST_SPEC),
      [V1_SPEC]: read(V1_SPEC),
    });
    dirs.push(root);
    const lib = loadLibraryChanges(root, cut);
    expect(lib.pairs.map((p) => `${p.older}→${p.newer}`)).toEqual(['v2→v3', 'v1→v2']);
    expect(lib.basePaths).toEqual({
      v3: '/reference/javascript',
      v2: '/reference/javascript/v2',
      v1: '/reference/javascript/v1',
    });
    const [newest] = lib.pairs;
    expect(newest.added).toEqual([]);
    expect(newest.removed).toEqual([]);
    expect(newest.changed.map((c) => [c.newer.id, c.params])).toEqual([
      ['select', [{kind: 'added', path: 'options.plantedOption', to: 'boolean'}]],
    ]);
  });

  it('gives older sections a line about the latest, and new latest sections a line about the previous version', () => {
    const v1 = sectionDeltasFor(REPO_ROOT, 'reference_javascript_v1');
    expect(v1.or).toEqual({
      kind: 'differs',
      version: 'v2',
      url: '/reference/javascript/or',
      params: {removed: ['options.foreignTable'], added: ['options.referencedTable']},
    });
    expect(v1['auth-signin']).toEqual({kind: 'gone', version: 'v2', url: '/reference/javascript/changes'});
    const v2 = sectionDeltasFor(REPO_ROOT, 'reference_javascript_v2');
    expect(v2['auth-signinwithpassword']).toEqual({
      kind: 'new',
      version: 'v1',
      url: '/reference/javascript/changes#v1-to-v2',
    });
    expect(v2.select).toBeUndefined();
    expect(sectionDeltasFor(REPO_ROOT, 'reference_python_v2')).toEqual({});
    expect(sectionDeltasFor(REPO_ROOT, 'reference_cli')).toEqual({});
  });
});
