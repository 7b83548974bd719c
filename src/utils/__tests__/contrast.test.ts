import {contrastRatio, DARK_INK, LIGHT_INK, readableInk, relativeLuminance} from '../contrast';

describe('contrast', () => {
  it('computes WCAG relative luminance and contrast ratios', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('picks the letter colour that reads better on a tile', () => {
    expect(readableInk('#0052cc')).toBe(LIGHT_INK);
    expect(readableInk('#fee500')).toBe(DARK_INK);
  });

  it('refuses anything but #rrggbb', () => {
    expect(() => relativeLuminance('blue')).toThrow('Expected a #rrggbb colour, got "blue"');
    expect(() => relativeLuminance('#fff')).toThrow();
  });
});
