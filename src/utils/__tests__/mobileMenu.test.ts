import {mobileMenuReducer} from '../mobileMenu';

describe('mobileMenuReducer (spec §4: mobile menu open flag)', () => {
  it('is toggled by the menu button and by the backdrop', () => {
    expect(mobileMenuReducer(false, {type: 'toggle'})).toBe(true);
    expect(mobileMenuReducer(true, {type: 'toggle'})).toBe(false);
    expect(mobileMenuReducer(true, {type: 'backdrop'})).toBe(false);
  });
  it('is set false on any route change and by Escape', () => {
    expect(mobileMenuReducer(true, {type: 'routeChange'})).toBe(false);
    expect(mobileMenuReducer(false, {type: 'routeChange'})).toBe(false);
    expect(mobileMenuReducer(true, {type: 'escape'})).toBe(false);
  });
  it('is set false on widening to 1024px or more', () => {
    expect(mobileMenuReducer(true, {type: 'resize', width: 1024})).toBe(false);
    expect(mobileMenuReducer(true, {type: 'resize', width: 1600})).toBe(false);
    expect(mobileMenuReducer(true, {type: 'resize', width: 1023})).toBe(true);
  });
});
