import {findReferenceBySlug, type ReferenceDef} from '../../data/references';
import {latestVersionTarget} from '../versionSwitch';

const js = findReferenceBySlug('javascript') as ReferenceDef;
const [latest, older] = js.versions;

describe('latestVersionTarget', () => {
  it('is nothing on the latest version', () => {
    expect(latestVersionTarget(js, latest, 'select', () => true)).toBeUndefined();
  });

  it('points at the same section of the latest version when it has that section', () => {
    expect(latestVersionTarget(js, older, 'select', (v, slug) => v === latest && slug === 'select')).toEqual({
      label: `Version ${latest.slice(1)}.0`,
      href: '/reference/javascript/select',
      sameSection: true,
    });
  });

  it("falls back to the latest version's start page when the section is gone or unknown", () => {
    expect(latestVersionTarget(js, older, 'auth-signin', () => false)).toEqual({
      label: `Version ${latest.slice(1)}.0`,
      href: '/reference/javascript/start',
      sameSection: false,
    });
    expect(latestVersionTarget(js, older)?.href).toBe('/reference/javascript/start');
  });
});
