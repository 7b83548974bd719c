import {sideMenuExtras} from '../sideMenuExtras';

describe('sideMenuExtras', () => {
  it("is undefined for an item with nothing to draw, including an external link's flag alone", () => {
    expect(sideMenuExtras(undefined)).toBeUndefined();
    expect(sideMenuExtras({})).toBeUndefined();
    expect(sideMenuExtras({external: true})).toBeUndefined();
    expect(sideMenuExtras({community: false, description: '  ', icon: ''})).toBeUndefined();
  });

  it('reads the icon, the Community flag and the description', () => {
    expect(sideMenuExtras({icon: 'google'})).toEqual({icon: 'google', community: false});
    expect(sideMenuExtras({community: true, description: 'An SMS provider.', external: true})).toEqual({
      community: true,
      description: 'An SMS provider.',
    });
  });

  it('ignores values of the wrong type', () => {
    expect(sideMenuExtras({icon: 3, community: 'yes', description: ['x']})).toBeUndefined();
  });
});
