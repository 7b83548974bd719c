import {versionOfPath} from '../versionSwitch';

describe('versionOfPath', () => {
  const versions = [
    {name: 'current', path: '/reference/javascript'},
    {name: 'v1', path: '/reference/javascript/v1'},
  ];
  it('picks the version whose path is the longest prefix of the address', () => {
    expect(versionOfPath(versions, '/reference/javascript/v1/select')?.name).toBe('v1');
    expect(versionOfPath(versions, '/reference/javascript/v1')?.name).toBe('v1');
    expect(versionOfPath(versions, '/reference/javascript/select')?.name).toBe('current');
    expect(versionOfPath(versions, '/reference/javascript/v10/select')?.name).toBe('current');
  });
  it('finds nothing for a path outside the plugin', () => {
    expect(versionOfPath(versions, '/reference/dart/select')).toBeUndefined();
  });
});
