/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {findReferenceBySlug, REFERENCES, type ReferenceDef} from '../../../data/references';
import {loadSections} from '../../../data/sectionsLoader';
import versionChangesPlugin, {collidingSlugs, loadVersionChanges} from '../index';
import {changesPagePath, loadLibraryChanges, REPO_ROOT, sectionDeltasFor, versionedReferences} from '../load';
import type {CommonSection} from '../../../reference/types';

const js = findReferenceBySlug('javascript') as ReferenceDef;
const V1_SPEC = 'reference_javascript_versioned_docs/version-v1/_spec.yml';
const LATEST_SPEC = 'reference/javascript/_spec.yml';

/** A throwaway root holding the javascript sources the diff reads, with `plant` applied to the latest spec. */
function fixtureRoot(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-changes-'));
  for (const [rel, content] of Object.entries({'reference/_common/client-libraries.json': fs.readFileSync(path.join(REPO_ROOT, 'reference/_common/client-libraries.json'), 'utf8'), ...files})) {
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
  options.params = [...(options.params ?? []), {name: 'plantedOption', type: 'boolean', required: false, description: 'Planted by the test.'}];
  return YAML.stringify(doc);
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, {recursive: true, force: true})));

describe('version-changes', () => {
  it('covers every registry reference with more than one version, and no other', () => {
    expect(versionedReferences().map((r) => r.slug)).toEqual(REFERENCES.filter((r) => r.versions.length > 1).map((r) => r.slug));
    expect(versionedReferences().map((r) => r.slug)).toEqual(expect.arrayContaining(['javascript', 'dart', 'swift', 'csharp', 'kotlin']));
    expect(versionedReferences().map((r) => r.slug)).not.toContain('python');
  });

  it('lists a parameter planted in a fixture spec as added', () => {
    const clean = fixtureRoot({[LATEST_SPEC]: read(LATEST_SPEC), [V1_SPEC]: read(V1_SPEC)});
    const planted = fixtureRoot({[LATEST_SPEC]: withPlantedParam(read(LATEST_SPEC)), [V1_SPEC]: read(V1_SPEC)});
    dirs.push(clean, planted);
    const selectChanges = (root: string) => loadLibraryChanges(root, js).pairs[0].changed.find((c) => c.newer.id === 'select')?.params ?? [];
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
    expect(lib.basePaths).toEqual({v3: '/reference/javascript', v2: '/reference/javascript/v2', v1: '/reference/javascript/v1'});
    const [newest] = lib.pairs;
    expect(newest.added).toEqual([]);
    expect(newest.removed).toEqual([]);
    expect(newest.changed.map((c) => [c.newer.id, c.params])).toEqual([['select', [{kind: 'added', path: 'options.plantedOption', to: 'boolean'}]]]);
  });

  it('refuses a section whose slug would take the changes page path', () => {
    const clash = [{type: 'category', id: 'misc', title: 'Misc', items: [{type: 'markdown', id: 'changelog', title: 'Changes', slug: 'changes'}]}] as CommonSection[];
    expect(collidingSlugs(clash)).toEqual(['changelog']);
    for (const ref of versionedReferences()) expect(collidingSlugs(loadSections(ref.sectionsKey, REPO_ROOT))).toEqual([]);
  });

  it('adds one route per versioned library, at /reference/<slug>/changes, with its data', async () => {
    const plugin = versionChangesPlugin({siteDir: REPO_ROOT} as LoadContext);
    const content = await plugin.loadContent!();
    const routes: RouteConfig[] = [];
    const created = new Map<string, string>();
    const actions = {
      addRoute: (r: RouteConfig) => routes.push(r),
      createData: async (name: string, data: string) => {
        created.set(name, data);
        return `/data/${name}`;
      },
    } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded!({content, actions});
    expect(routes.map((r) => r.path)).toEqual(versionedReferences().map((r) => changesPagePath(r)));
    expect(routes[0]).toMatchObject({path: '/reference/javascript/changes', exact: true, modules: {changes: '/data/changes-javascript.json'}});
    const data = JSON.parse(created.get('changes-javascript.json') as string) as {pairs: {older: string; newer: string}[]};
    expect(data.pairs.map((p) => [p.older, p.newer])).toEqual([['v1', 'v2']]);
    // Compact enough for a page's data module.
    for (const [name, json] of created) expect([name, json.length < 60_000]).toEqual([name, true]);
  });

  it('the real JavaScript v1 → v2 diff: removed, added, renamed and retyped entries checked by hand in the specs', () => {
    const [pair] = loadVersionChanges(REPO_ROOT, [js]).libraries[0].pairs;
    expect(pair.removed.map((o) => o.id)).toEqual(expect.arrayContaining(['sign-in', 'stream', 'set-auth']));
    expect(pair.added.map((o) => o.id)).toEqual(expect.arrayContaining(['sign-in-with-password', 'subscribe', 'mfa-enroll']));
    const verifyOtp = pair.changed.find((c) => c.newer.id === 'verify-otp')!;
    expect([verifyOtp.renamed, verifyOtp.older.name, verifyOtp.newer.name]).toEqual([true, 'supabase.auth.verifyOTP', 'supabase.auth.verifyOtp']);
    expect(pair.changed.find((c) => c.newer.id === 'or')!.params).toEqual([
      {kind: 'removed', path: 'options.foreignTable', from: 'string'},
      {kind: 'added', path: 'options.referencedTable', to: 'string'},
    ]);
  });

  it('gives older sections a line about the latest, and new latest sections a line about the previous version', () => {
    const v1 = sectionDeltasFor(REPO_ROOT, 'reference_javascript_v1');
    expect(v1.or).toEqual({kind: 'differs', version: 'v2', url: '/reference/javascript/or', params: {removed: ['options.foreignTable'], added: ['options.referencedTable']}});
    expect(v1['auth-signin']).toEqual({kind: 'gone', version: 'v2', url: '/reference/javascript/changes'});
    const v2 = sectionDeltasFor(REPO_ROOT, 'reference_javascript_v2');
    expect(v2['auth-signinwithpassword']).toEqual({kind: 'new', version: 'v1', url: '/reference/javascript/changes#v1-to-v2'});
    expect(v2.select).toBeUndefined();
    expect(sectionDeltasFor(REPO_ROOT, 'reference_python_v2')).toEqual({});
    expect(sectionDeltasFor(REPO_ROOT, 'reference_cli')).toEqual({});
  });
});
