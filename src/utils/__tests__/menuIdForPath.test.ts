import {menuIdForPath} from '../menuIdForPath';

describe('menuIdForPath', () => {
  it.each([
    ['/', 'home'],
    ['/guides/getting-started', 'gettingstarted'],
    ['/guides/cli/config', 'supabase_cli'],
    ['/guides/self-hosting/docker', 'self_hosting'],
    ['/guides/database/overview', 'database'],
    ['/guides/analytics/logs-explorer', 'analytics'],
    ['/reference/javascript/start', 'reference_javascript_v2'],
    ['/reference/javascript/select', 'reference_javascript_v2'],
    ['/reference/javascript/v1/start', 'reference_javascript_v1'],
    ['/reference/csharp/v0/start', 'reference_csharp_v0'],
    ['/reference/csharp/start', 'reference_csharp_v1'],
    ['/reference/python/start', 'reference_python_v2'],
    ['/reference/cli/introduction', 'reference_cli'],
    ['/reference/self-hosting-auth/start', 'reference_self_hosting_auth'],
  ])('%s → %s', (path, id) => {
    expect(menuIdForPath(path)).toBe(id);
  });

  it('treats the latest version segment as a section slug of the latest version', () => {
    // /reference/javascript/v2 is not a route; the latest has no version segment.
    expect(menuIdForPath('/reference/javascript/v2')).toBe('reference_javascript_v2');
  });

  it('gives no menu id outside guides and references', () => {
    expect(menuIdForPath('/contributing')).toBeUndefined();
    expect(menuIdForPath('/guides/unknown-area')).toBeUndefined();
    expect(menuIdForPath('/reference/cobol/start')).toBeUndefined();
  });
});
