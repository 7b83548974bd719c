/**
 * @jest-environment node
 */
import path from 'node:path';
// The redirect plugin's own validation, so that a redirect it would reject fails here (no public export).
// eslint-disable-next-line no-restricted-imports
import {validateRedirect} from '@docusaurus/plugin-client-redirects/lib/redirectValidation';
import {GUIDE_REDIRECTS} from '../redirects';
import {GUIDE_MENUS} from '../menus';
import type {MenuEntry} from '../menus/types';
import {readGuidePages} from '../../guides/content';

const DOCS = path.resolve(__dirname, '../../../docs');
const pageRoutes = new Set(readGuidePages(DOCS).map((p) => p.route));

function menuUrls(items: readonly MenuEntry[]): string[] {
  return items.flatMap((e) =>
    e.kind === 'group'
      ? [...(e.url ? [e.url] : []), ...menuUrls(e.items)]
      : [e.url.split('?')[0], ...menuUrls(e.items ?? [])],
  );
}
const menuRoutes = new Set(
  Object.values(GUIDE_MENUS).flatMap((menu) => [...(menu.url ? [menu.url] : []), ...menuUrls(menu.items)]),
);

/** The sections of today's URL scheme that the table answers (issue 31). */
const TODAYS_SECTIONS = [
  '/guides/local-development',
  '/guides/deployment',
  '/guides/telemetry',
  '/guides/security',
  '/guides/platform/compute-and-disk',
  '/guides/platform/cost-control',
  '/guides/platform/migrating-to-supabase',
];

describe('guide redirects (src/data/redirects.ts)', () => {
  it('covers the URLs named in the issue', () => {
    const froms = new Set(GUIDE_REDIRECTS.map((r) => r.from));
    for (const url of [
      '/guides/local-development',
      '/guides/local-development/declarative-database-schemas',
      '/guides/local-development/restoring-downloaded-backup',
      '/guides/local-development/testing/pgtap-extended',
      '/guides/deployment/branching',
      '/guides/deployment/branching/github-integration',
      '/guides/deployment/branching/configuration',
      '/guides/deployment/branching/working-with-branches',
      '/guides/deployment/branching/troubleshooting',
      '/guides/deployment/database-migrations',
      '/guides/telemetry',
      '/guides/security',
      '/guides/platform/compute-and-disk',
      '/guides/platform/migrating-to-supabase',
      '/guides/platform/cost-control',
    ]) {
      expect(froms.has(url as never) ? url : `missing ${url}`).toBe(url);
    }
  });

  it.each(GUIDE_REDIRECTS.map((r) => [r.from, r.to] as const))('%s → %s lands on a page in a menu', (_from, to) => {
    expect(pageRoutes.has(to) ? to : `no page for ${to}`).toBe(to);
    expect(menuRoutes.has(to) ? to : `${to} is in no menu`).toBe(to);
  });

  it('never redirects away from a page of ours (a page that lands at a `from` replaces its entry)', () => {
    const shadowed = GUIDE_REDIRECTS.filter((r) => pageRoutes.has(r.from) || menuRoutes.has(r.from)).map((r) => r.from);
    expect(shadowed).toEqual([]);
  });

  it('lists each `from` once, and never chains one redirect into another', () => {
    const froms = GUIDE_REDIRECTS.map((r) => r.from);
    const duplicates = froms.filter((f, i) => froms.indexOf(f) !== i);
    expect(duplicates).toEqual([]);
    const fromSet = new Set<string>(froms);
    expect(GUIDE_REDIRECTS.filter((r) => fromSet.has(r.to) || r.to === r.from)).toEqual([]);
  });

  it('uses plain paths: no trailing slash, query or anchor, and only the sections of today’s scheme', () => {
    for (const {from, to} of GUIDE_REDIRECTS) {
      for (const p of [from, to]) expect(p).toMatch(/^\/guides(\/[a-z0-9_.-]+)*[a-z0-9]$/);
      expect(TODAYS_SECTIONS.some((s) => from === s || from.startsWith(`${s}/`)) ? from : `unexpected ${from}`).toBe(
        from,
      );
    }
  });

  it('passes the redirect plugin’s own validation', () => {
    for (const r of GUIDE_REDIRECTS) expect(() => validateRedirect({from: r.from, to: r.to})).not.toThrow();
  });
});
