import fs from 'node:fs';
import path from 'node:path';
import {completeLock, platformOf, type Lock} from '../completeLock';

describe('platformOf', () => {
  it('reads os, cpu and libc from a binary package name', () => {
    expect(platformOf('@supabase/cli-linux-arm64-musl')).toEqual({os: 'linux', cpu: 'arm64', libc: 'musl'});
    expect(platformOf('@swc/html-linux-x64-gnu')).toEqual({os: 'linux', cpu: 'x64', libc: 'glibc'});
    expect(platformOf('@swc/html-linux-arm-gnueabihf')).toEqual({os: 'linux', cpu: 'arm', libc: undefined});
    expect(platformOf('@supabase/cli-windows-arm64')).toEqual({os: 'win32', cpu: 'arm64', libc: undefined});
    expect(platformOf('@swc/html-darwin-x64')).toEqual({os: 'darwin', cpu: 'x64', libc: undefined});
  });

  it('leaves names without a platform alone', () => {
    expect(platformOf('fsevents')).toBeUndefined();
    expect(platformOf('@swc/counter')).toBeUndefined();
  });
});

describe('completeLock', () => {
  const lock: Lock = {
    name: 'x',
    packages: {
      '': {name: 'x'},
      'node_modules/@supabase/cli-linux-x64': {
        version: '3.1.0',
        dev: true,
        optional: true,
        os: ['linux'],
        cpu: ['x64'],
        libc: ['glibc'],
      },
      'node_modules/a': {version: '1.0.0'},
      'node_modules/supabase': {
        version: '3.1.0',
        dev: true,
        optionalDependencies: {'@supabase/cli-linux-x64': '3.1.0', '@supabase/cli-darwin-arm64': '3.1.0'},
      },
      'node_modules/zed': {version: '1.0.0'},
    },
  };

  it('adds the missing platform entries where npm would have put them', () => {
    const {lock: out, added} = completeLock(lock);
    expect(added).toEqual(['@supabase/cli-darwin-arm64@3.1.0']);
    expect(out.packages['node_modules/@supabase/cli-darwin-arm64']).toEqual({
      version: '3.1.0',
      cpu: ['arm64'],
      dev: true,
      optional: true,
      os: ['darwin'],
    });
    expect(Object.keys(out.packages)).toEqual([
      '',
      'node_modules/@supabase/cli-darwin-arm64',
      'node_modules/@supabase/cli-linux-x64',
      'node_modules/a',
      'node_modules/supabase',
      'node_modules/zed',
    ]);
    expect(completeLock(out).added).toEqual([]);
  });

  it('finds nothing missing in the committed package-lock.json (else `npm ci` refuses it: run scripts/complete-lock.ts)', () => {
    const committed = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../package-lock.json'), 'utf8')) as Lock;
    expect(completeLock(committed).added).toEqual([]);
  });
});
