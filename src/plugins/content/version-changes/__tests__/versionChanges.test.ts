/** @jest-environment node */
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {findReferenceBySlug, type ReferenceDef} from '../../../../data/references';
import {loadSections} from '../../../../features/reference/engine/sectionsLoader';
import versionChangesPlugin, {collidingSlugs, loadVersionChanges} from '../index';
import {changesPagePath, versionedReferences} from '../../../../features/reference/engine/changesSource';
import {REPO_ROOT} from '../../../../features/reference/engine/twinSources';
import type {CommonSection} from '../../../../features/reference/engine/types';

const js = findReferenceBySlug('javascript') as ReferenceDef;

describe('version-changes', () => {
  it('refuses a section whose slug would take the changes page path', () => {
    const clash = [
      {
        type: 'category',
        id: 'misc',
        title: 'Misc',
        items: [{type: 'markdown', id: 'changelog', title: 'Changes', slug: 'changes'}],
      },
    ] as CommonSection[];
    expect(collidingSlugs(clash)).toEqual(['changelog']);
    for (const ref of versionedReferences())
      expect(collidingSlugs(loadSections(ref.sectionsKey, REPO_ROOT))).toEqual([]);
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
    expect(routes[0]).toMatchObject({
      path: '/reference/javascript/changes',
      exact: true,
      modules: {changes: '/data/changes-javascript.json'},
    });
    const data = JSON.parse(created.get('changes-javascript.json') as string) as {
      pairs: {older: string; newer: string}[];
    };
    expect(data.pairs.map((p) => [p.older, p.newer])).toEqual([['v1', 'v2']]);
    // Compact enough for a page's data module.
    for (const [name, json] of created) expect([name, json.length < 60_000]).toEqual([name, true]);
  });

  it('the real JavaScript v1 → v2 diff: removed, added, renamed and retyped entries checked by hand in the specs', () => {
    const [pair] = loadVersionChanges(REPO_ROOT, [js]).libraries[0].pairs;
    expect(pair.removed.map((o) => o.id)).toEqual(expect.arrayContaining(['sign-in', 'stream', 'set-auth']));
    expect(pair.added.map((o) => o.id)).toEqual(
      expect.arrayContaining(['sign-in-with-password', 'subscribe', 'mfa-enroll']),
    );
    const verifyOtp = pair.changed.find((c) => c.newer.id === 'verify-otp')!;
    expect([verifyOtp.renamed, verifyOtp.older.name, verifyOtp.newer.name]).toEqual([
      true,
      'supabase.auth.verifyOTP',
      'supabase.auth.verifyOtp',
    ]);
    expect(pair.changed.find((c) => c.newer.id === 'or')!.params).toEqual([
      {kind: 'removed', path: 'options.foreignTable', from: 'string'},
      {kind: 'added', path: 'options.referencedTable', to: 'string'},
    ]);
  });
});
