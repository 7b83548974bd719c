import {
  CLIENT_LIBRARIES,
  REFERENCES,
  referenceBasePath,
  referenceMenuId,
  referenceMenuIds,
  versionLabel,
  versionStartUrl,
} from '../references';
import {TOP_MENU, topMenuLinks} from '../topMenu';

describe('reference registry', () => {
  // The spec's versions; a version cut adds a newer one in front, so these are a floor, not the whole list.
  it.each([
    ['javascript', ['v2', 'v1']],
    ['dart', ['v2', 'v1']],
    ['csharp', ['v1', 'v0']],
    ['swift', ['v2', 'v1']],
    ['kotlin', ['v2', 'v1']],
    ['python', ['v2']],
  ])('%s has the versions of the spec %j', (slug, versions) => {
    expect(CLIENT_LIBRARIES.find((r) => r.slug === slug)?.versions).toEqual(expect.arrayContaining(versions));
  });

  it('names each version v<n>, once per library, each with a menu id of its own', () => {
    for (const ref of CLIENT_LIBRARIES) {
      expect(ref.versions.length).toBeGreaterThan(0);
      for (const v of ref.versions) expect(`${ref.slug} ${v}`).toMatch(/^\S+ v\d+$/);
      expect(new Set(ref.versions).size).toBe(ref.versions.length);
      expect(referenceMenuIds(ref)).toEqual(ref.versions.map((v) => `${ref.pluginId}_${v}`));
    }
  });

  it("lists every library's versions latest first", () => {
    for (const ref of CLIENT_LIBRARIES) {
      const numbers = ref.versions.map((v) => Number(v.slice(1)));
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    }
  });

  it('has unique slugs and plugin ids', () => {
    expect(new Set(REFERENCES.map((r) => r.slug)).size).toBe(REFERENCES.length);
    expect(new Set(REFERENCES.map((r) => r.pluginId)).size).toBe(REFERENCES.length);
  });

  it('routes the latest version to /reference/{lib}/start and others to /reference/{lib}/{version}/start', () => {
    for (const ref of CLIENT_LIBRARIES) {
      const [latest, ...older] = ref.versions;
      expect(versionStartUrl(ref, latest)).toBe(`/reference/${ref.slug}/start`);
      for (const v of older) expect(versionStartUrl(ref, v)).toBe(`/reference/${ref.slug}/${v}/start`);
    }
  });

  it('refuses unknown versions', () => {
    const js = CLIENT_LIBRARIES[0];
    expect(() => referenceBasePath(js, 'v9')).toThrow('Unknown version "v9" of reference "javascript"');
    expect(() => referenceMenuId(js, 'v9')).toThrow(/Unknown version/);
  });

  it('labels versions "Version {n}.0"', () => {
    expect(versionLabel('v2')).toBe('Version 2.0');
    expect(versionLabel('v0')).toBe('Version 0.0');
    expect(versionLabel('v10')).toBe('Version 10.0');
    expect(() => versionLabel('2')).toThrow(/Malformed version name/);
  });
});

describe('top menu', () => {
  it('has Start and the four dropdowns', () => {
    expect(TOP_MENU.map((i) => i.label)).toEqual(['Start', 'Products', 'Build', 'Reference', 'Resources']);
    expect(TOP_MENU[0].href).toBe('/guides/getting-started');
  });

  const byLabel = (label: string) => topMenuLinks(TOP_MENU.find((i) => i.label === label)!);

  it('lists the products with their hrefs', () => {
    expect(byLabel('Products').map((l) => [l.label, l.href])).toEqual([
      ['Database', '/guides/database/overview'],
      ['Auth', '/guides/auth'],
      ['Storage', '/guides/storage'],
      ['Edge Functions', '/guides/functions'],
      ['Realtime', '/guides/realtime'],
      ['AI & Vectors', '/guides/ai'],
    ]);
  });

  it('lists Build with an external Integrations link', () => {
    const build = byLabel('Build');
    expect(build.map((l) => l.label)).toEqual(['Local Dev / CLI', 'Platform', 'Self-Hosting', 'Integrations']);
    expect(build.slice(0, 3).map((l) => l.href)).toEqual(['/guides/cli', '/guides/platform', '/guides/self-hosting']);
    expect(build[3]).toMatchObject({external: true});
    expect(build[3].href).toMatch(/^https:\/\//);
  });

  it('lists the references, C# and Kotlin marked Community', () => {
    const reference = TOP_MENU.find((i) => i.label === 'Reference')!;
    expect(reference.sections!.map((s) => s.heading)).toEqual(['Client libraries', undefined, 'Data API']);
    expect(byLabel('Reference').map((l) => [l.label, l.href, l.community === true])).toEqual([
      ['JavaScript', '/reference/javascript/introduction', false],
      ['Flutter', '/reference/dart/introduction', false],
      ['Swift', '/reference/swift/introduction', false],
      ['Python', '/reference/python/introduction', false],
      ['C#', '/reference/csharp/introduction', true],
      ['Kotlin', '/reference/kotlin/introduction', true],
      ['CLI Commands', '/reference/cli/introduction', false],
      ['Management API', '/reference/api/introduction', false],
      ['REST', '/guides/api', false],
      ['GraphQL', '/guides/graphql', false],
    ]);
  });

  it('lists Resources with external Changelog and Status', () => {
    expect(byLabel('Resources').map((l) => [l.label, l.external === true])).toEqual([
      ['Migration guides', false],
      ['Changelog', true],
      ['Status', true],
      ['Contributing', false],
    ]);
    expect(byLabel('Resources')[0].href).toBe('/guides/resources');
    expect(byLabel('Resources')[3].href).toBe('/contributing');
  });
});
