import {GUIDE_AREAS} from '../../data/guideAreas';
import {
  findReferenceBySlug,
  REFERENCES,
  referenceMenuId,
  versionStartUrl,
  type ReferenceDef,
} from '../../data/references';
import {menuIdForPath, referenceAtPath} from '../menuIdForPath';

const latestId = (slug: string) => referenceMenuId(findReferenceBySlug(slug) as ReferenceDef);

describe('menuIdForPath', () => {
  // The content plan's mapping ("How a path maps to a menu id"), written out: the contract.
  it.each([
    ['/', 'home'],
    ['/guides/ai/concepts', 'ai'],
    ['/guides/api/quickstart', 'api'],
    ['/guides/auth/users', 'auth'],
    ['/guides/cli/config', 'supabase_cli'],
    ['/guides/database/overview', 'database'],
    ['/guides/functions', 'functions'],
    ['/guides/getting-started', 'gettingstarted'],
    ['/guides/graphql/api', 'graphql'],
    ['/guides/platform/regions', 'platform'],
    ['/guides/realtime/broadcast', 'realtime'],
    ['/guides/resources/glossary', 'resources'],
    ['/guides/self-hosting/docker', 'self_hosting'],
    ['/guides/storage/quickstart', 'storage'],
    ['/guides/integrations/vercel', 'integrations'],
    ['/guides/analytics/logs-explorer', 'analytics'],
    ['/reference/javascript/v1/start', 'reference_javascript_v1'],
    ['/reference/csharp/v0/start', 'reference_csharp_v0'],
    ['/reference/cli/introduction', 'reference_cli'],
    ['/reference/self-hosting-auth/start', 'reference_self_hosting_auth'],
  ])('%s → %s', (path, id) => {
    expect(menuIdForPath(path)).toBe(id);
  });

  it('sends a library path without a version segment to the latest version', () => {
    expect(menuIdForPath('/reference/javascript/start')).toBe(latestId('javascript'));
    expect(menuIdForPath('/reference/javascript/select')).toBe(latestId('javascript'));
    expect(menuIdForPath('/reference/python/start')).toBe(latestId('python'));
  });

  it("resolves every guide area's folder and every reference version's start page of the registry", () => {
    for (const area of GUIDE_AREAS) {
      if ('pathSegment' in area) expect(menuIdForPath(`/guides/${area.pathSegment}/some/page`)).toBe(area.id);
    }
    for (const ref of REFERENCES) {
      const versions = ref.versions.length ? ref.versions : [undefined];
      for (const v of versions)
        expect(menuIdForPath(v ? versionStartUrl(ref, v) : `/reference/${ref.slug}/start`)).toBe(
          referenceMenuId(ref, v),
        );
    }
  });

  it('treats the latest version segment as a section slug of the latest version', () => {
    // /reference/javascript/<latest> is not a route; the latest has no version segment.
    const js = findReferenceBySlug('javascript') as ReferenceDef;
    expect(menuIdForPath(`/reference/javascript/${js.versions[0]}`)).toBe(latestId('javascript'));
  });

  it('gives no menu id outside guides and references', () => {
    expect(menuIdForPath('/contributing')).toBeUndefined();
    expect(menuIdForPath('/guides/unknown-area')).toBeUndefined();
    expect(menuIdForPath('/guides/toString')).toBeUndefined();
    expect(menuIdForPath('/reference/cobol/start')).toBeUndefined();
  });
});

describe('referenceAtPath', () => {
  const slugOf = (path: string) => referenceAtPath(path)?.ref.slug;

  it('names the reference, the older version and the section of a path, without its anchor or query', () => {
    const dart = findReferenceBySlug('dart') as ReferenceDef;
    const older = dart.versions[1];
    expect(referenceAtPath(`/reference/dart/${older}/select#filters`)).toEqual({
      ref: dart,
      olderVersion: older,
      section: 'select',
    });
    expect(referenceAtPath('/reference/dart/storage-from-upload?x=1')).toEqual({
      ref: dart,
      section: 'storage-from-upload',
    });
    expect(referenceAtPath('/reference/dart')).toEqual({ref: dart});
  });

  it('reads the latest version segment as a section, like menuIdForPath', () => {
    const js = findReferenceBySlug('javascript') as ReferenceDef;
    expect(referenceAtPath(`/reference/javascript/${js.versions[0]}`)).toEqual({ref: js, section: js.versions[0]});
  });

  it('finds every kind of reference of the registry', () => {
    for (const ref of REFERENCES) expect(slugOf(`/reference/${ref.slug}/start`)).toBe(ref.slug);
  });

  it('gives nothing outside the references', () => {
    expect(referenceAtPath('/guides/auth/users')).toBeUndefined();
    expect(referenceAtPath('/reference')).toBeUndefined();
    expect(referenceAtPath('/reference/cobol/start')).toBeUndefined();
    expect(referenceAtPath('/referencex/dart/start')).toBeUndefined();
  });
});
