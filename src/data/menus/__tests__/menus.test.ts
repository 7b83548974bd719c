import {GUIDE_MENU_IDS} from '../../menuIds';
import {isExternalUrl} from '../../externalLinks';
import {GUIDE_MENUS} from '../index';
import type {GuideMenu, MenuEntry, MenuGroup, MenuLink} from '../types';

/** Every entry of a menu (groups, links and nested child links), depth first. */
function allEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...allEntries(entry.items ?? [])]);
}

function allLinks(menu: GuideMenu): MenuLink[] {
  return allEntries(menu.items).filter((entry): entry is MenuLink => entry.kind === 'link');
}

function allUrls(menu: GuideMenu): string[] {
  const urls = allEntries(menu.items).flatMap((entry) => (entry.url === undefined ? [] : [entry.url]));
  return menu.url === undefined ? urls : [menu.url, ...urls];
}

function findLink(menu: GuideMenu, name: string): MenuLink {
  const found = allLinks(menu).filter((entry) => entry.name === name);
  expect(found).toHaveLength(1);
  return found[0];
}

function findGroup(menu: GuideMenu, name: string): MenuGroup {
  const found = menu.items.filter((entry): entry is MenuGroup => entry.kind === 'group' && entry.name === name);
  expect(found).toHaveLength(1);
  return found[0];
}

const menus = Object.entries(GUIDE_MENUS) as [string, GuideMenu][];

describe('GUIDE_MENUS', () => {
  it('has exactly one menu per guide menu id', () => {
    expect(Object.keys(GUIDE_MENUS).sort()).toEqual([...GUIDE_MENU_IDS].sort());
  });

  it.each(menus)('menu %s carries its own id', (key, menu) => {
    expect(menu.id).toBe(key);
  });

  it.each(menus)('menu %s has only site-internal urls under /guides/ or /reference/ (or /)', (_key, menu) => {
    for (const url of allUrls(menu)) {
      if (isExternalUrl(url)) continue;
      expect(url === '/' || url.startsWith('/guides/') || url.startsWith('/reference/')).toBe(true);
    }
  });

  it.each(menus)('menu %s has no url with a trailing slash', (_key, menu) => {
    for (const url of allUrls(menu)) {
      if (url === '/') continue;
      expect(url.endsWith('/')).toBe(false);
    }
  });

  it.each(menus)('menu %s has non-empty names and title', (_key, menu) => {
    expect(menu.title.trim()).not.toBe('');
    expect(menu.icon.trim()).not.toBe('');
    for (const entry of allEntries(menu.items)) {
      expect(entry.name.trim()).not.toBe('');
    }
  });
});

// The icons, descriptions and Community flag here are data; src/theme/DocSidebarItem/Link/__tests__ checks that the side menu draws them.
describe('auth menu', () => {
  const auth = GUIDE_MENUS.auth;

  it('lists the 19 social login providers under Social Login (OAuth)', () => {
    const social = findLink(auth, 'Social Login (OAuth)');
    expect(social.url).toBe('/guides/auth/social-login');
    expect(social.items).toHaveLength(19);
    for (const provider of social.items ?? []) {
      expect(provider.icon).toBeDefined();
      expect(provider.url).toBe(`/guides/auth/social-login/auth-${provider.icon}`);
    }
  });

  it('lists the 4 SMS providers under Phone Login, each with a description', () => {
    const phone = findLink(auth, 'Phone Login');
    expect(phone.items).toHaveLength(4);
    for (const provider of phone.items ?? []) {
      expect(provider.description?.trim()).toBeTruthy();
    }
    const textlocal = phone.items?.find((item) => item.name === 'Textlocal');
    expect(textlocal?.community).toBe(true);
  });

  it('does not list the native mobile sign-in query-string urls', () => {
    for (const url of allUrls(auth)) {
      expect(url).not.toContain('?');
    }
  });
});

describe('ai menu', () => {
  it('nests the HNSW and IVFFlat pages under Vector indexes', () => {
    const vectorIndexes = findLink(GUIDE_MENUS.ai, 'Vector indexes');
    expect(vectorIndexes.items?.map(({name, url}) => ({name, url}))).toEqual([
      {name: 'HNSW indexes', url: '/guides/ai/vector-indexes/hnsw-indexes'},
      {name: 'IVFFlat indexes', url: '/guides/ai/vector-indexes/ivf-indexes'},
    ]);
  });
});

describe('gettingstarted menu', () => {
  it("keeps the plan's groups in order, with at least 13 quickstarts, 10 web app demos and 7 mobile tutorials", () => {
    const menu = GUIDE_MENUS.gettingstarted;
    const names = menu.items.filter((entry): entry is MenuGroup => entry.kind === 'group').map((g) => g.name);
    const planned = ['Framework Quickstarts', 'Web app demos', 'Mobile tutorials'];
    expect(names.filter((name) => planned.includes(name))).toEqual(planned);
    expect(findGroup(menu, 'Framework Quickstarts').items.length).toBeGreaterThanOrEqual(13);
    expect(findGroup(menu, 'Web app demos').items).toHaveLength(10);
    expect(findGroup(menu, 'Mobile tutorials').items).toHaveLength(7);
  });
});

describe('database menu', () => {
  it('keeps the 25 planned Extensions entries (new extension pages may follow) and the 14 planned Foreign Data Wrappers entries (new wrapper pages may follow)', () => {
    const planned = [
      'hypopg',
      'plv8',
      'http',
      'index_advisor',
      'pgaudit',
      'pgjwt',
      'pgroonga',
      'pgrouting',
      'pg_cron',
      'pg_graphql',
      'pg_hashids',
      'pg_jsonschema',
      'pg_net',
      'pg_plan_filter',
      'pg_stat_monitor',
      'pgvector',
      'pg_stat_statements',
      'postgis',
      'pgsodium',
      'pgtap',
      'plpgsql_check',
      'timescaledb',
      'uuid-ossp',
      'rum',
    ].map((name) => `/guides/database/extensions/${name}`);
    const urls = findGroup(GUIDE_MENUS.database, 'Extensions').items.map((e) => e.url);
    expect(urls[0]).toBe('/guides/database/extensions');
    // The planned entries keep their relative order.
    expect(urls.filter((u) => planned.includes(u))).toEqual(planned);
    expect(urls.length).toBeGreaterThanOrEqual(25);
    expect(new Set(urls).size).toBe(urls.length);
    // The 14 planned wrapper entries stay, in their order; pages for more wrappers may follow.
    const plannedWrappers = [
      'overview',
      'auth0',
      'airtable',
      'cognito',
      's3',
      'bigquery',
      'clickhouse',
      'firebase',
      'logflare',
      'mssql',
      'paddle',
      'redis',
      'snowflake',
      'stripe',
    ].map((name) => `/guides/database/extensions/wrappers/${name}`);
    const wrapperUrls = findGroup(GUIDE_MENUS.database, 'Foreign Data Wrappers').items.map((e) => e.url);
    expect(wrapperUrls.filter((u) => plannedWrappers.includes(u))).toEqual(plannedWrappers);
    expect(new Set(wrapperUrls).size).toBe(wrapperUrls.length);
  });

  it('has Cron and Queues groups', () => {
    expect(findGroup(GUIDE_MENUS.database, 'Cron').items[0].url).toBe('/guides/database/cron');
    expect(findGroup(GUIDE_MENUS.database, 'Queues').items[0].url).toBe('/guides/database/queues');
  });
});
