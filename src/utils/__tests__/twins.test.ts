import {
  computeCoverage,
  computeTwins,
  currentSectionFrom,
  librarySlugOfPath,
  librarySwitchUrl,
  twinsByRoute,
  twinsOf,
  twinUrl,
  UNCATEGORISED_GROUP,
  type LibraryPresence,
} from '../twins';
import {sectionsWithTwins} from '../../features/reference/engine/emit';
import {REFERENCE_SPEC_ENTRIES} from '../../data/referenceSpecs';
import {makeSection} from '../../features/reference/engine/__tests__/sectionFixture';

const presence: LibraryPresence[] = [
  {slug: 'javascript', ids: new Set(['introduction', 'select', 'insert', 'eq', 'explain'])},
  {slug: 'dart', ids: new Set(['introduction', 'select', 'insert', 'eq'])},
  {slug: 'kotlin', ids: new Set(['introduction', 'select', 'eq'])},
  {slug: 'python', ids: new Set(['introduction'])},
];

describe('twinsOf / computeTwins', () => {
  it('lists the other libraries having the same id, in registry order, never the own library', () => {
    expect(twinsOf('select', 'javascript', presence)).toEqual(['dart', 'kotlin']);
    expect(twinsOf('select', 'kotlin', presence)).toEqual(['javascript', 'dart']);
    expect(twinsOf('explain', 'javascript', presence)).toEqual([]);
  });

  it('matches by id only: a library with a same-titled section under another id is no twin', () => {
    // "Fetch data" titles are irrelevant: only ids are in the presence sets.
    expect(twinsOf('fetch-data', 'javascript', presence)).toEqual([]);
  });

  it('leaves out ids without twins', () => {
    expect(computeTwins('javascript', ['introduction', 'select', 'explain'], presence)).toEqual({
      introduction: ['dart', 'kotlin', 'python'],
      select: ['dart', 'kotlin'],
    });
  });
});

describe('librarySwitchUrl', () => {
  const current = {library: 'javascript', slug: 'select', twins: ['dart', 'kotlin']};

  it('lands on the same section of the target when it is a twin', () => {
    expect(librarySwitchUrl('kotlin', current, '/reference/kotlin/introduction')).toBe('/reference/kotlin/select');
  });

  it('lands on the start page of a target without the section', () => {
    expect(librarySwitchUrl('python', current, '/reference/python/introduction')).toBe('/reference/python/start');
    expect(librarySwitchUrl('python', {library: 'javascript', slug: 'select'}, '/x')).toBe('/reference/python/start');
  });

  it('keeps the link as it is outside a library section and for the own library', () => {
    expect(librarySwitchUrl('kotlin', undefined, '/reference/kotlin/introduction')).toBe(
      '/reference/kotlin/introduction',
    );
    expect(librarySwitchUrl('javascript', current, '/reference/javascript/introduction')).toBe(
      '/reference/javascript/introduction',
    );
  });

  it('twinUrl is the latest version route', () => {
    expect(twinUrl('kotlin', 'select')).toBe('/reference/kotlin/select');
  });
});

describe('currentSectionFrom', () => {
  const twins = new Map([['/reference/javascript/v1/select', ['dart']]]);
  const clients = ['javascript', 'dart', 'kotlin'];

  it('reads the library from the base path (older versions too) and the twins by section route', () => {
    expect(currentSectionFrom({basePath: '/reference/javascript/v1', activeSlug: 'select'}, twins, clients)).toEqual({
      library: 'javascript',
      slug: 'select',
      twins: ['dart'],
    });
    expect(currentSectionFrom({basePath: '/reference/javascript', activeSlug: 'insert'}, twins, clients)).toEqual({
      library: 'javascript',
      slug: 'insert',
      twins: undefined,
    });
  });

  it('is undefined outside a client-library reference', () => {
    expect(currentSectionFrom({basePath: null, activeSlug: null}, twins, clients)).toBeUndefined();
    expect(
      currentSectionFrom({basePath: '/reference/cli', activeSlug: 'supabase-init'}, twins, clients),
    ).toBeUndefined();
  });

  it('librarySlugOfPath', () => {
    expect(librarySlugOfPath('/reference/kotlin/v1')).toBe('kotlin');
    expect(librarySlugOfPath('/guides/auth')).toBeUndefined();
  });
});

describe('computeCoverage', () => {
  const sections = [
    {type: 'markdown', id: 'introduction', title: 'Introduction', slug: 'introduction'},
    {type: 'function', id: 'initializing', title: 'Initializing', slug: 'initializing'},
    {
      type: 'category',
      id: 'database',
      title: 'Database',
      items: [
        {type: 'function', id: 'select', title: 'Fetch data', slug: 'select'},
        {
          type: 'function',
          id: 'using-filters',
          title: 'Using filters',
          slug: 'using-filters',
          items: [{type: 'function', id: 'eq', title: 'Column is equal to a value', slug: 'eq'}],
        },
      ],
    },
    {type: 'category', id: 'empty', title: 'Empty', items: [{type: 'markdown', id: 'x', title: 'X', slug: 'x'}]},
  ];
  const libraries = [
    {slug: 'javascript', title: 'JavaScript', version: 'v2'},
    {slug: 'python', title: 'Python', version: 'v2'},
  ];

  it('groups operations by category in file order with the common titles, one cell per library', () => {
    const data = computeCoverage(sections, libraries, presence);
    expect(data.libraries).toBe(libraries);
    expect(data.groups.map((g) => g.title)).toEqual([UNCATEGORISED_GROUP, 'Database']);
    const db = data.groups[1];
    expect(db.rows.map((r) => [r.id, r.title, r.depth])).toEqual([
      ['select', 'Fetch data', 0],
      ['using-filters', 'Using filters', 0],
      ['eq', 'Column is equal to a value', 1],
    ]);
    expect(db.rows[0].cells).toEqual([true, false]);
    expect(db.rows[1].cells).toEqual([false, false]);
    expect(data.groups[0].rows.map((r) => r.id)).toEqual(['initializing']);
  });
});

describe('sectionsWithTwins (page data)', () => {
  const js = REFERENCE_SPEC_ENTRIES.find((e) => e.id === 'reference_javascript_v1')!;
  const cli = REFERENCE_SPEC_ENTRIES.find((e) => e.id === 'reference_cli')!;
  const section = (id: string) => makeSection({id, slug: id, title: id});

  it('adds the twins to client-library sections that have some, and only to them', () => {
    const out = sectionsWithTwins(js, [section('select'), section('explain')], presence);
    expect(out[0].twins).toEqual(['dart', 'kotlin']);
    expect(out[1]).not.toHaveProperty('twins');
  });

  it('leaves other references untouched', () => {
    const sections = [section('select')];
    expect(sectionsWithTwins(cli, sections, presence)).toBe(sections);
  });
});

describe('twinsByRoute', () => {
  it('maps each section route of a version to its twins and leaves out sections without any', () => {
    const map = twinsByRoute('/reference/javascript/v1/', [
      {slug: 'select', twins: ['dart', 'kotlin']},
      {slug: 'explain', twins: []},
      {slug: 'csv'},
    ]);
    expect([...map]).toEqual([['/reference/javascript/v1/select', ['dart', 'kotlin']]]);
  });
});
