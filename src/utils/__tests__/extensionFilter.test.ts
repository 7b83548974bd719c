import {
  dashboardProductUrl,
  extensionAvailability,
  filterExtensions,
  filterToSearch,
  parseFilter,
  tagCounts,
} from '../extensionFilter';
import {EXTENSIONS, type Extension} from '../../data/extensions';

const ext = (name: string, comment: string, tags: string[]): Extension =>
  ({
    name,
    comment,
    tags,
    link: `/guides/database/extensions/${name}`,
    github_url: null,
    product: null,
    product_url: null,
  }) as unknown as Extension;
const LIST = [
  ext('postgis', 'Geographic objects', ['Geo', 'Data Type']),
  ext('pgrouting', 'Routing on graphs', ['Geo']),
  ext('vector', 'Vector similarity search', ['AI', 'Search']),
];
const TAGS = ['Geo', 'AI', 'Search', 'Data Type'];

describe('extension catalogue filter', () => {
  it('matches free text on name and description, all words', () => {
    expect(filterExtensions(LIST, {q: 'post', tags: []}).map((e) => e.name)).toEqual(['postgis']);
    expect(filterExtensions(LIST, {q: 'similarity VECTOR', tags: []}).map((e) => e.name)).toEqual(['vector']);
    expect(filterExtensions(LIST, {q: 'nothing-like-this', tags: []})).toEqual([]);
  });

  it('matches any of the selected tags', () => {
    expect(filterExtensions(LIST, {q: '', tags: ['Geo']}).map((e) => e.name)).toEqual(['postgis', 'pgrouting']);
    expect(filterExtensions(LIST, {q: '', tags: ['Geo', 'AI']}).map((e) => e.name)).toEqual([
      'postgis',
      'pgrouting',
      'vector',
    ]);
    expect(filterExtensions(LIST, {q: 'routing', tags: ['Geo']}).map((e) => e.name)).toEqual(['pgrouting']);
  });

  it('round-trips through the URL, dropping unknown tags', () => {
    const search = filterToSearch({q: ' geo ', tags: ['AI', 'Geo']}, TAGS);
    expect(search).toBe('?q=geo&tag=Geo&tag=AI');
    expect(parseFilter(search, TAGS)).toEqual({q: 'geo', tags: ['Geo', 'AI']});
    expect(parseFilter('?tag=Nope&tag=Geo&tag=Geo', TAGS)).toEqual({q: '', tags: ['Geo']});
    expect(filterToSearch({q: '', tags: []}, TAGS)).toBe('');
  });

  it('keeps a hostile query as plain text', () => {
    expect(parseFilter('?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', TAGS).q).toBe('<script>alert(1)</script>');
  });

  it('counts tags', () => {
    expect(tagCounts(LIST, TAGS)).toEqual({Geo: 2, AI: 1, Search: 1, 'Data Type': 1});
  });

  it('builds dashboard links with the placeholder project ref', () => {
    expect(dashboardProductUrl('https://supabase.com/dashboard', '/project/{ref}/database/wrappers')).toBe(
      'https://supabase.com/dashboard/project/_/database/wrappers',
    );
  });
});

describe('extensionAvailability: the platform Postgres versions that have an extension', () => {
  it('names every platform version for an extension on all of them', () => {
    expect(extensionAvailability({})).toBe('Postgres 15 and 17');
  });

  it('says "only" and why for one a newer version dropped', () => {
    expect(extensionAvailability({until: {postgres: 15, reason: 'Removed from PostgreSQL 17 itself'}})).toBe(
      'Postgres 15 only: Removed from PostgreSQL 17 itself',
    );
  });

  it('marks the modules PostgreSQL 17 removed (release notes: adminpack, old_snapshot) as Postgres 15 only', () => {
    for (const name of ['adminpack', 'old_snapshot']) {
      const ext = EXTENSIONS.find((e) => e.name === name);
      expect(ext?.until?.postgres).toBe(15);
    }
  });
});
