import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../../data/codeThemes';
import {tokenPainter} from '../paint';

const site = tokenPainter([lightCodeTheme, darkCodeTheme]);

describe("tokenPainter (a token's class by how it looks in every code theme)", () => {
  it("gives kinds that look the same in both of the site's themes one class: the first type of their look", () => {
    expect(site('keyword')).toEqual({className: 'keyword', inkOnly: true});
    expect(site('tag')).toEqual({className: 'keyword', inkOnly: true});
    expect(site('builtin')?.className).toBe('function-variable');
    expect(site('boolean')?.className).toBe('entity');
    // An alias after its type, as Prism nests them: a template string's text is a string.
    expect(site('template-string string')?.className).toBe('string');
  });

  it('follows the cascade: the later style of a kind with two classes wins', () => {
    // `.token.function-variable` comes after `.token.function` in the stylesheet.
    expect(site('function-variable function')?.className).toBe('function-variable');
    expect(site('function keyword')?.className).toBe('keyword');
  });

  it('has no class for a kind no style paints, or one painted like plain text in both themes', () => {
    expect(site('interpolation')).toBeUndefined();
    // Punctuation and operators have the plain colour in both themes.
    expect(site('punctuation')).toBeUndefined();
    expect(site('template-string interpolation interpolation-punctuation punctuation')).toBeUndefined();
    expect(site('')).toBeUndefined();
  });

  const theme = (plain: string, styles: PrismTheme['styles']): PrismTheme => ({
    plain: {color: plain, backgroundColor: '#ffffff'},
    styles,
  });

  it('tells apart kinds that look alike in one theme but not the other, or only by font style', () => {
    const paint = tokenPainter([
      theme('#000000', [
        {types: ['a', 'b'], style: {color: '#111111'}},
        {types: ['c'], style: {color: '#111111', fontStyle: 'italic'}},
      ]),
      theme('#ffffff', [
        {types: ['a'], style: {color: '#222222'}},
        {types: ['b', 'c'], style: {color: '#333333'}},
      ]),
    ]);
    expect(paint('a')?.className).toBe('a');
    expect(paint('b')?.className).toBe('b');
    expect(paint('c')?.className).toBe('c');
  });

  it('treats a style equal to plain text as none, and a font weight by its number', () => {
    const paint = tokenPainter([
      theme('#000000', [
        {types: ['same'], style: {color: '#000000', fontStyle: 'normal'}},
        {types: ['bold'], style: {fontWeight: 'bold'}},
        {types: ['heavy'], style: {fontWeight: '700'}},
      ]),
    ]);
    expect(paint('same')).toBeUndefined();
    expect(paint('heavy')).toEqual({className: 'bold', inkOnly: true});
  });

  it('marks a look with a background or an underline as showing on spaces', () => {
    const paint = tokenPainter([
      theme('#000000', [
        {types: ['marked'], style: {backgroundColor: '#ffff00'}},
        {types: ['link'], style: {textDecorationLine: 'underline'}},
        {types: ['faint'], style: {opacity: 0.7}},
      ]),
    ]);
    expect(paint('marked')?.inkOnly).toBe(false);
    expect(paint('link')?.inkOnly).toBe(false);
    expect(paint('faint')?.inkOnly).toBe(true);
  });
});
