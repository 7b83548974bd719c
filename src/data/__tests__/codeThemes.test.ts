import {darkCodeTheme, lightCodeTheme} from '../codeThemes';
import {contrastRatio} from '../../utils/contrast';

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('%s code theme', (_name, theme) => {
  const bg = theme.plain.backgroundColor as string;
  it('has AA contrast (4.5:1) for plain text and every token colour', () => {
    const colours = [theme.plain.color as string, ...theme.styles.map((s) => s.style.color as string)];
    for (const colour of colours) {
      expect(`${colour} on ${bg}: ${contrastRatio(colour, bg) >= 4.5}`).toBe(`${colour} on ${bg}: true`);
    }
  });
});

describe('contrastRatio', () => {
  it('matches known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
  });
});
