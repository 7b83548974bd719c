/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadSections, sectionsFile} from '../sectionsLoader';
import {sectionsKeys} from '../../../../data/references';
import {REFERENCE_SPEC_ENTRIES} from '../../../../data/referenceSpecs';

describe('loadSections: static section lists loaded on demand', () => {
  it.each(sectionsKeys())('loads %s', (key) => {
    const sections = loadSections(key);
    expect(sections.length).toBeGreaterThan(0);
    expect(sections[0]).toMatchObject({id: 'introduction', type: 'markdown'});
  });

  it('has a list for each kind of reference the spec names (API, CLI, client libraries, the five servers)', () => {
    expect(sectionsKeys()).toEqual(
      expect.arrayContaining([
        'api',
        'cli',
        'client-libraries',
        'self-hosting-analytics',
        'self-hosting-auth',
        'self-hosting-functions',
        'self-hosting-realtime',
        'self-hosting-storage',
      ]),
    );
  });

  it('loads the file each reference menu is built from', () => {
    for (const entry of REFERENCE_SPEC_ENTRIES) expect(sectionsFile(entry.sectionsKey)).toBe(entry.commonSectionsFile);
  });

  it.each(['unknown', 'toString', '__proto__', '../package', ''])(
    'rejects the unknown key %j with "Cannot find module"',
    (key) => {
      expect(() => loadSections(key)).toThrow(/^Cannot find module/);
    },
  );

  it('names the file when a key of the registry has no list on disk', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sections-'));
    try {
      expect(() => loadSections('cli', root)).toThrow(/reference\/_common\/cli\.json:\n {2}- missing/);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it('validates what it loads: an unknown menu id in excludes is named', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sections-'));
    try {
      fs.mkdirSync(path.join(root, 'reference/_common'), {recursive: true});
      const list = [
        {
          type: 'markdown',
          id: 'introduction',
          title: 'Introduction',
          slug: 'introduction',
          excludes: ['reference_cobol_v1'],
        },
      ];
      fs.writeFileSync(path.join(root, 'reference/_common/cli.json'), JSON.stringify(list));
      expect(() => loadSections('cli', root)).toThrow('excludes: unknown menu id "reference_cobol_v1"');
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });
});
