/**
 * @jest-environment node
 */
import path from 'node:path';
import {GUIDE_MENUS} from '../../src/data/menus';
import type {MenuEntry, MenuLink} from '../../src/data/menus/types';
import {GUIDE_AREA_MENU_IDS} from '../../src/utils/menuIdForPath';
import {guideDocId} from '../../src/guides/guideDocs';
import fs from 'node:fs';
import {GUIDE_REDIRECTS} from '../../src/data/redirects';
import {latestSectionCheck} from '../../src/guides/referenceLinkScan';
import {CLIENT_LIBRARIES} from '../../src/data/references';
import {
  brokenGuideLinks,
  brokenReferenceLinks,
  placeholderPhrases,
  proseOf,
  readGuidePages,
  selfQuotingPhrases,
  unnamedTableColumns,
  wordCount,
} from '../../src/guides/content';

const DOCS = path.resolve(__dirname, '../../docs');
const pages = readGuidePages(DOCS);
const byRoute = new Map(pages.map((p) => [p.route, p]));

function allLinks(items: readonly MenuEntry[]): MenuLink[] {
  return items.flatMap((e) =>
    e.kind === 'group'
      ? [...(e.url ? [{kind: 'link', name: e.name, url: e.url} as MenuLink] : []), ...allLinks(e.items)]
      : [e, ...allLinks(e.items ?? [])],
  );
}
const menuRoutes = new Set<string>();
for (const menu of Object.values(GUIDE_MENUS)) {
  if (menu.url) menuRoutes.add(menu.url);
  for (const link of allLinks(menu.items)) menuRoutes.add(link.url.split('?')[0]);
}

describe('guide pages and menus', () => {
  const guideEntries = [...menuRoutes].filter((r) => r.startsWith('/guides/'));

  it('reads every page of docs/', () => {
    expect(pages.length).toBeGreaterThan(400);
  });

  it.each(guideEntries)('menu entry %s has a page', (route) => {
    expect(byRoute.has(route) ? route : `no page for ${route}`).toBe(route);
    expect(guideDocId(route, DOCS)).toBeDefined();
  });

  it('every page is in a menu, unless marked unlisted', () => {
    const orphans = pages
      .filter((p) => !menuRoutes.has(p.route) && p.frontMatter.unlisted !== true)
      .map((p) => `${p.file} (${p.route})`);
    expect(orphans).toEqual([]);
  });

  // What Docusaurus' broken-link check finds at the end of a build, for guide-to-guide links, in the check tier.
  it('every link from a guide to /guides/ reaches a guide page or a redirect', () => {
    const routes = new Set([...pages.map((p) => p.route), ...GUIDE_REDIRECTS.map((r) => r.from)]);
    expect(brokenGuideLinks(pages, routes)).toEqual([]);
  });

  it("every link from a guide to a client library's latest reference reaches a section that version has", () => {
    const libraries = CLIENT_LIBRARIES.map((ref) => ref.slug);
    expect(brokenReferenceLinks(pages, libraries, latestSectionCheck())).toEqual([]);
  });

  it('every page sits in a known area', () => {
    const unknown = pages.filter((p) => GUIDE_AREA_MENU_IDS[p.route.split('/')[2]] === undefined).map((p) => p.file);
    expect(unknown).toEqual([]);
  });

  it.each(pages.map((p) => [p.file, p] as const))(
    '%s is real documentation (title, description, 150+ words of prose, no placeholder)',
    (_file, page) => {
      expect(typeof page.frontMatter.title).toBe('string');
      expect(typeof page.frontMatter.description).toBe('string');
      const prose = proseOf(page.body);
      expect(wordCount(prose)).toBeGreaterThanOrEqual(150);
      expect(placeholderPhrases(page.body)).toEqual([]);
    },
  );

  it('no page quotes documentation instead of stating the fact ("At the time of writing, the platform documentation lists")', () => {
    const quoting = pages.flatMap((p) => selfQuotingPhrases(proseOf(p.body)).map((phrase) => `${p.file}: ${phrase}`));
    expect(quoting).toEqual([]);
    // The rule catches the sentences it was written for.
    expect(selfQuotingPhrases('At the time of writing, the platform documentation lists:')).toHaveLength(2);
    expect(selfQuotingPhrases("The platform's documentation warns that static files are not deployed")).toHaveLength(1);
    expect(selfQuotingPhrases('Limits can change; check the current value in your dashboard.')).toEqual([]);
  });
});

describe('tables', () => {
  // The references' own Markdown sections (reference/<name>/_sections/*.md) are rendered as guides are.
  const REFERENCE = path.resolve(__dirname, '../../reference');
  const referenceSections = fs
    .readdirSync(REFERENCE, {withFileTypes: true})
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(REFERENCE, d.name, '_sections')))
    .flatMap((d) =>
      fs
        .readdirSync(path.join(REFERENCE, d.name, '_sections'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => path.join('reference', d.name, '_sections', f)),
    );

  it("every column of every Markdown table has a header (guides and the references' sections)", () => {
    expect(referenceSections.length).toBeGreaterThan(0);
    const unnamed = [
      ...pages.map((p) => ({file: p.file, text: p.body})),
      ...referenceSections.map((file) => ({
        file,
        text: fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8'),
      })),
    ].flatMap(({file, text}) => unnamedTableColumns(text).map((row) => `${file}: ${row.trim()}`));
    expect(unnamed).toEqual([]);
  });

  it('the rule finds an unnamed column and passes named ones', () => {
    expect(unnamedTableColumns('| | Magic link | Email OTP |\n| --- | --- | --- |\n| A | b | c |')).toHaveLength(1);
    expect(unnamedTableColumns('|Name||\n|---|---|')).toHaveLength(1);
    expect(unnamedTableColumns('| Aspect | Magic link |\n| :--- | ---: |\n| | b |')).toEqual([]);
    // A row that is not followed by a delimiter row is a body row: an empty cell there is data.
    expect(unnamedTableColumns('| a | |\n| b | c |')).toEqual([]);
  });
});

describe('landing pages show their side menu', () => {
  // Docusaurus shows a doc's sidebar only when the doc is in it: a landing page that is only the menu's title
  // link (no entry of its own) must name its sidebar, or it has no side menu at all (issue 36).
  const entryUrls = (entries: readonly MenuEntry[]): string[] =>
    entries.flatMap((entry) => [...(entry.url === undefined ? [] : [entry.url]), ...entryUrls(entry.items ?? [])]);
  const landings = Object.entries(GUIDE_MENUS)
    .filter(([id, menu]) => id !== 'home' && menu.url !== undefined && guideDocId(menu.url) !== undefined)
    .map(([id, menu]) => [id, menu.url as string]);

  it.each(landings)('the %s landing page %s is in its menu or sets displayed_sidebar', (id, url) => {
    const page = pages.find((p) => p.route === url);
    expect(page).toBeDefined();
    const inMenu = entryUrls(GUIDE_MENUS[id as keyof typeof GUIDE_MENUS].items).includes(url);
    expect(inMenu || page?.frontMatter.displayed_sidebar === id).toBe(true);
  });
});
