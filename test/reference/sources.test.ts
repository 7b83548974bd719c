/**
 * @jest-environment node
 */
import path from 'node:path';
import {REFERENCE_SPEC_ENTRIES} from '../../src/data/referenceSpecs';
import {loadVersionModel} from '../../src/features/reference/engine/sources';

const ROOT = path.resolve(__dirname, '../..');

describe.each(REFERENCE_SPEC_ENTRIES.map((e) => [e.id, e] as const))('%s', (_id, entry) => {
  const model = loadVersionModel(ROOT, entry);

  it('loads: every spec function id is an entry of the common sections (else loading throws)', () => {
    expect(model.sections.length).toBeGreaterThan(1);
    expect(model.sections[0].slug).toBe('introduction');
  });

  it('leaves no menu entry without content', () => {
    const empty = model.sections
      .filter((s) => s.body.length === 0 || (s.kind === 'function' && s.examples.length === 0))
      .map((s) => s.slug);
    expect(empty).toEqual([]);
  });

  it('has section slugs that are unique within the version', () => {
    const slugs = model.sections.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('titles the parameter list of every operation: flags for CLI commands, parameters elsewhere', () => {
    const titles = new Set(model.sections.filter((s) => s.kind === 'function').map((s) => s.paramsTitle));
    expect(titles).toEqual(new Set([entry.reference.kind === 'cli' ? 'Flags' : 'Parameters']));
  });

  if (entry.reference.kind === 'client-library') {
    it('writes its examples in the library language', () => {
      expect(new Set(model.sections.filter((s) => s.kind === 'function').map((s) => s.language))).toEqual(
        new Set([entry.reference.language === 'ts' ? 'ts' : entry.reference.language]),
      );
    });
  }
});
