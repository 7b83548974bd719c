import {
  extractReferenceHrefs,
  guidesBySection,
  linkedTwins,
  parseReferenceHref,
  referenceHrefForLanguage,
} from '../guideReferenceLinks';
import {LANGUAGE_TABS, LIBRARY_OF_TAB} from '../../data/languageTabs';
import {sectionsWithGuides} from '../../features/reference/engine/emit';
import {makeSection} from '../../features/reference/engine/__tests__/sectionFixture';

const LIBS = ['javascript', 'dart', 'swift', 'python', 'csharp', 'kotlin'];
const TWINS = {
  'storage-from-createsignedurl': ['dart', 'swift', 'python', 'kotlin'],
  'storage-from-upload': ['dart', 'swift', 'python', 'csharp', 'kotlin'],
};

describe('parseReferenceHref', () => {
  it('reads library, older version and slug of a client-library section link', () => {
    expect(parseReferenceHref('/reference/javascript/select', LIBS)).toEqual({
      library: 'javascript',
      version: undefined,
      slug: 'select',
    });
    expect(parseReferenceHref('/reference/dart/v1/select#examples', LIBS)).toEqual({
      library: 'dart',
      version: 'v1',
      slug: 'select',
    });
  });

  it('ignores other references and other pages', () => {
    expect(parseReferenceHref('/reference/cli/supabase-secrets-set', LIBS)).toBeUndefined();
    expect(parseReferenceHref('/guides/storage/quickstart', LIBS)).toBeUndefined();
    expect(parseReferenceHref('/reference/javascript', LIBS)).toBeUndefined();
  });
});

describe('referenceHrefForLanguage (the link follows the language tab)', () => {
  const follow = (href: string, tab: string | null) => referenceHrefForLanguage(href, tab, LIBRARY_OF_TAB, TWINS);

  it('leads to the same operation in the chosen library', () => {
    expect(follow('/reference/javascript/storage-from-createsignedurl', 'dart')).toBe(
      '/reference/dart/storage-from-createsignedurl',
    );
    expect(follow('/reference/javascript/storage-from-upload', 'python')).toBe('/reference/python/storage-from-upload');
    expect(follow('/reference/javascript/storage-from-upload#examples', 'kotlin')).toBe(
      '/reference/kotlin/storage-from-upload',
    );
  });

  it('falls back to the JavaScript entry when the chosen library lacks the operation', () => {
    expect(follow('/reference/javascript/storage-from-createsignedurl', 'csharp')).toBe(
      '/reference/javascript/storage-from-createsignedurl',
    );
    expect(follow('/reference/javascript/explain', 'dart')).toBe('/reference/javascript/explain');
  });

  it('keeps the link as written without a choice, for JavaScript, an unknown tab value, an older version or another reference', () => {
    expect(follow('/reference/javascript/storage-from-upload', null)).toBe('/reference/javascript/storage-from-upload');
    expect(follow('/reference/javascript/storage-from-upload', 'js')).toBe('/reference/javascript/storage-from-upload');
    expect(follow('/reference/javascript/storage-from-upload', 'npm')).toBe(
      '/reference/javascript/storage-from-upload',
    );
    expect(follow('/reference/javascript/v1/storage-from-upload', 'dart')).toBe(
      '/reference/javascript/v1/storage-from-upload',
    );
    expect(follow('/reference/cli/supabase-init', 'dart')).toBe('/reference/cli/supabase-init');
  });
});

describe('language tabs', () => {
  it('map each tab value to its library and label it with the library title (Flutter for dart)', () => {
    expect(LIBRARY_OF_TAB.dart).toBe('dart');
    expect(LIBRARY_OF_TAB.js).toBe('javascript');
    expect(LANGUAGE_TABS.find((t) => t.value === 'dart')?.label).toBe('Flutter');
  });
});

describe('extractReferenceHrefs', () => {
  it('finds Markdown links and href/to attributes to /reference/, skipping code blocks', () => {
    const mdx = [
      'Call [`upload`](/reference/javascript/storage-from-upload) first.',
      '<a href="/reference/dart/select">select</a> and <Link to="/reference/cli/supabase-init">init</Link>',
      '```md',
      '[not this](/reference/javascript/rpc)',
      '```',
      'See [the guide](/guides/storage/quickstart).',
    ].join('\n');
    expect(extractReferenceHrefs(mdx)).toEqual([
      '/reference/javascript/storage-from-upload',
      '/reference/dart/select',
      '/reference/cli/supabase-init',
    ]);
  });
});

describe('guidesBySection ("Used in")', () => {
  const idOfSlug = new Map([
    ['storage-from-upload', 'from-upload'],
    ['select', 'select'],
  ]);
  it('keys guides by common id, whatever library or version they link, each guide once, sorted by title', () => {
    const out = guidesBySection(
      [
        {
          route: '/guides/b',
          title: 'Beta',
          hrefs: ['/reference/dart/storage-from-upload', '/reference/javascript/storage-from-upload'],
        },
        {route: '/guides/a', title: 'Alpha', hrefs: ['/reference/python/v1/storage-from-upload', '/reference/cli/x']},
        {route: '/guides/c', title: 'Gamma', hrefs: ['/reference/javascript/unknown-slug']},
      ],
      LIBS,
      idOfSlug,
    );
    expect(out).toEqual({
      'from-upload': [
        {route: '/guides/a', title: 'Alpha'},
        {route: '/guides/b', title: 'Beta'},
      ],
    });
  });

  it('are written into every client-library section with that id', () => {
    const usedIn = {select: [{route: '/guides/a', title: 'Alpha'}]};
    const [withGuides, without] = sectionsWithGuides(
      [makeSection(), makeSection({id: 'explain', slug: 'explain'})],
      usedIn,
    );
    expect(withGuides.usedIn).toEqual(usedIn.select);
    expect(without.usedIn).toBeUndefined();
  });
});

describe('linkedTwins (browser data)', () => {
  it('keeps only latest JavaScript slugs the guides link to that another library has', () => {
    const out = linkedTwins(
      [
        {
          route: '/guides/a',
          title: 'A',
          hrefs: [
            '/reference/javascript/storage-from-upload',
            '/reference/javascript/explain',
            '/reference/javascript/v1/select',
            '/reference/dart/select',
          ],
        },
      ],
      'javascript',
      (slug) => (slug === 'storage-from-upload' ? ['dart', 'swift'] : []),
    );
    expect(out).toEqual({'storage-from-upload': ['dart', 'swift']});
  });
});
