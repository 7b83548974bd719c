/**
 * @jest-environment node
 */
import path from 'node:path';
import {CLIENT_LIBRARIES} from '../../src/data/references';
import {LANGUAGE_TABS, LANGUAGE_TAB_GROUP} from '../../src/data/languageTabs';
import {readGuidePages, type GuidePage} from '../../src/guides/content';
import {extractReferenceHrefs, parseReferenceHref} from '../../src/utils/guideReferenceLinks';

/**
 * Guide ↔ reference (issue 36, item 4): a guide that shows client-library code links the reference entry of
 * what it calls (in prose, at the first use of an operation), so a reader can look up the parameters, and the
 * reference section lists the guide back ("Used in"). And the language tabs name each library as the menus
 * and references do.
 */
const DOCS = path.resolve(__dirname, '../../docs');
const pages = readGuidePages(DOCS);
const LIBRARIES = CLIENT_LIBRARIES.map((ref) => ref.slug);

/** Fence languages of the client libraries' code (ts/js/dart/swift/kotlin/python/csharp and their aliases). */
const CLIENT_LANGUAGES = new Set(
  ['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript', 'dart', 'swift', 'kotlin', 'kt', 'python', 'py'].concat([
    'csharp',
    'cs',
    'c#',
  ]),
);
/** Code that uses a Supabase client: makes one, or calls one of its parts. */
const CLIENT_USE =
  /\bsupabase\w*\s*\.\s*(from|from_|auth|storage|rpc|channel|functions|schema|realtime|removeChannel|removeAllChannels|table)\b|createClient\s*[(<]/i;

function usesClientInCode(page: GuidePage): boolean {
  for (const block of page.body.matchAll(/^\s*(```|~~~)([^\s`]*)[^\n]*\n([\s\S]*?)^\s*\1\s*$/gm)) {
    if (CLIENT_LANGUAGES.has(block[2].toLowerCase()) && CLIENT_USE.test(block[3])) return true;
  }
  return false;
}

function linksReference(page: GuidePage): boolean {
  return extractReferenceHrefs(page.body).some((href) => href.startsWith('/reference/'));
}

/**
 * Guides whose client code has no reference entry to link, each with the reason. Keep it short: almost every
 * client call has an entry (`createClient` is `/reference/<lib>/initializing`).
 */
const NO_ENTRY_FITS: Readonly<Record<string, string>> = {};

const reported = pages.filter((p) => usesClientInCode(p) && !linksReference(p)).map((p) => p.route);

describe('guides with client-library code link the reference', () => {
  it('finds client-library code in the guides', () => {
    expect(pages.filter(usesClientInCode).length).toBeGreaterThan(200);
  });

  it('every guide with client code links a reference entry (or is listed with a reason)', () => {
    const missing = reported.filter((route) => !(route in NO_ENTRY_FITS));
    expect(missing).toEqual([]);
  });

  it('lists only pages that exist and still lack a link, each allow-listed page with a reason', () => {
    const listed = Object.keys(NO_ENTRY_FITS);
    expect(listed.filter((route) => !reported.includes(route))).toEqual([]);
    expect(Object.entries(NO_ENTRY_FITS).filter(([, reason]) => reason.trim().length < 20)).toEqual([]);
  });

  it.each([
    '/guides/storage/quickstart',
    '/guides/storage/serving/downloads',
    '/guides/auth/quickstarts/nextjs',
    '/guides/database/postgres/row-level-security',
    '/guides/functions/secrets',
    '/guides/database/extensions/pg_cron',
  ])('%s links the reference', (route) => {
    const page = pages.find((p) => p.route === route);
    expect(page && linksReference(page)).toBe(true);
  });

  it('the storage quickstart signs URLs in every language it uploads in, and links the operation', () => {
    const page = pages.find((p) => p.route === '/guides/storage/quickstart') as GuidePage;
    const step = page.body.slice(page.body.indexOf('## 5.'), page.body.indexOf('## Next steps'));
    for (const call of ['createSignedUrl(', 'createSignedURL(', 'create_signed_url(']) expect(step).toContain(call);
    for (const tab of ['js', 'dart', 'swift', 'kotlin', 'python']) expect(step).toContain(`<TabItem value="${tab}"`);
    expect(step).toContain('](/reference/javascript/storage-from-createsignedurl)');
  });

  it('reference links from guides point at client-library sections that parse', () => {
    const bad = pages.flatMap((p) =>
      extractReferenceHrefs(p.body)
        .filter((href) => /^\/reference\/(javascript|dart|swift|python|csharp|kotlin)\/[^/]+\/?$/.test(href))
        .filter((href) => !parseReferenceHref(href, LIBRARIES))
        .map((href) => `${p.route}: ${href}`),
    );
    expect(bad).toEqual([]);
  });
});

describe('language tabs name the library as the menus and references do', () => {
  it('labels every language tab with its library title ("Flutter" for dart), keeping the value', () => {
    const wrong: string[] = [];
    for (const page of pages) {
      if (!page.body.includes(`groupId="${LANGUAGE_TAB_GROUP}"`)) continue;
      for (const m of page.body.matchAll(/<TabItem\s+value="([^"]+)"\s+label="([^"]+)"/g)) {
        const tab = LANGUAGE_TABS.find((t) => t.value === m[1]);
        if (tab && tab.label !== m[2])
          wrong.push(`${page.file}: value="${m[1]}" label="${m[2]}" (want "${tab.label}")`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
