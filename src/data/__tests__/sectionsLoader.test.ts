import {loadSections, SECTION_LOADERS} from '../sectionsLoader';

describe('loadSections: static section lists loaded on demand', () => {
  it.each(Object.keys(SECTION_LOADERS))('loads %s', async (key) => {
    const sections = await loadSections(key);
    expect(Array.isArray(sections)).toBe(true);
    expect(sections.length).toBeGreaterThan(0);
    expect(sections[0]).toMatchObject({id: 'introduction', type: 'markdown'});
  });

  it('has the keys of the spec', () => {
    expect(Object.keys(SECTION_LOADERS).sort()).toEqual([
      'api', 'cli', 'client-libraries', 'self-hosting-analytics', 'self-hosting-auth',
      'self-hosting-functions', 'self-hosting-realtime', 'self-hosting-storage',
    ]);
  });

  it.each(['unknown', 'toString', '__proto__', '../package'])('rejects the unknown key %j with "Cannot find module"', async (key) => {
    await expect(loadSections(key)).rejects.toThrow(/^Cannot find module/);
  });
});
