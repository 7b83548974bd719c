/**
 * Highlighted code reads in both colour modes (WCAG 2 AA, 4.5:1), proven once here instead of by axe in the browser
 * on every page and state: every token colour of both code themes, and the plain colour, against every background
 * the site's CSS paints behind code in that mode. Colours and backgrounds are read from the CSS as the site emits it
 * (src/utils/prism/themeCss.ts from src/data/codeThemes.ts, which src/css/codeTokens.css equals; the layout-vars
 * plugin's variables for reference blocks shown before highlighting; src/css/custom.css for the highlighted-line
 * background), not restated. e2e/a11y.e2e.ts keeps one browser test of axe's colour-contrast on highlighted code in
 * both modes, which proves the stylesheet is wired to the markup; the per-page axe runs leave the tokens to this test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {darkCodeTheme, lightCodeTheme} from '../../src/data/codeThemes';
import {themeCss} from '../../src/utils/prism/themeCss';
import {contrastRatio} from '../../src/utils/contrast';
import {LAYOUT_CSS} from '../../src/plugins/browser/layout-vars';

const CUSTOM_CSS = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'css', 'custom.css'), 'utf8');

/** WCAG 2 AA for text below the large-text size (code is 0.875rem–95 %, so never large). */
const AA = 4.5;

interface Rule {
  selectors: string[];
  declarations: Map<string, string>;
}

/** The top-level rules of a stylesheet without nesting (comments dropped). */
function parseRules(css: string): Rule[] {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('}')
    .filter((chunk) => chunk.includes('{'))
    .map((chunk) => {
      const [selector, body] = chunk.split('{');
      const declarations = new Map<string, string>();
      for (const declaration of body.split(';')) {
        const colon = declaration.indexOf(':');
        if (colon < 0) continue;
        declarations.set(
          declaration.slice(0, colon).trim(),
          declaration
            .slice(colon + 1)
            .replace(/!important/, '')
            .trim(),
        );
      }
      return {selectors: selector.split(',').map((s) => s.trim()), declarations};
    });
}

type Rgba = readonly [number, number, number, number];

/** `#rgb`, `#rrggbb`, `rgb()`/`rgba()` (comma or space syntax) as red, green, blue (0–255) and alpha (0–1). */
function parseColour(css: string): Rgba {
  const value = css.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d) : hex[1].match(/../g)!;
    const [r, g, b] = digits.map((d) => parseInt(d, 16));
    return [r, g, b, 1];
  }
  const fn = /^rgba?\(([^)]*)\)$/i.exec(value);
  if (fn) {
    const parts = fn[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (parts.length >= 3 && parts.every((n) => Number.isFinite(n)))
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  }
  throw new Error(`Unknown colour "${css}": teach parseColour its syntax`);
}

/** `top` drawn over the opaque `under` (alpha compositing, rounded as the browser stores 8-bit colours). */
function over(top: Rgba, under: Rgba): Rgba {
  const a = top[3];
  const mix = (i: number) => Math.round(top[i] * a + under[i] * (1 - a));
  return [mix(0), mix(1), mix(2), 1];
}

const hex = (c: Rgba) =>
  `#${c
    .slice(0, 3)
    .map((n) => n.toString(16).padStart(2, '0'))
    .join('')}`;

/** Properties of a token rule this test knows the effect of on contrast; any other one fails the test below. */
const KNOWN_TOKEN_PROPERTIES = new Set(['color', 'font-style', 'font-weight', 'opacity', 'background-color']);

interface Background {
  name: string;
  colour: Rgba;
}

interface Ink {
  name: string;
  css: string;
  /** The text's own opacity (a token rule's `opacity`), applied when it is drawn. */
  opacity: number;
  /** A background of the token's own, drawn over the block's. */
  background?: string;
}

/** What the site's CSS paints for code in one colour mode: text colours and the backgrounds behind them. */
function paintedCode(mode: 'light' | 'dark') {
  const theme = mode === 'light' ? lightCodeTheme : darkCodeTheme;
  const scope = mode === 'light' ? '' : "[data-theme='dark'] ";
  const rules = parseRules(themeCss(theme, scope));
  const block = rules.find((r) => r.selectors.includes(`${scope}.theme-code-block`))!;
  const blockBg = parseColour(block.declarations.get('--prism-background-color')!);

  // Reference blocks outside the landing section show their coloured code before the theme's block replaces it.
  const vars = parseRules(LAYOUT_CSS).find(
    (r) => r.selectors[0] === (mode === 'light' ? ':root' : '[data-theme=dark]'),
  )!;
  const plainBlockBg = parseColour(vars.declarations.get('--code-plain-background')!);

  // A highlighted line ({2-4} or a highlight comment) paints its background over the block's.
  const root = parseRules(CUSTOM_CSS.replace(/@media[^{]*\{[\s\S]*?\n\}/g, '')).filter((r) =>
    r.selectors.includes(mode === 'light' ? ':root' : "[data-theme='dark']"),
  );
  const lineBgCss = root.map((r) => r.declarations.get('--docusaurus-highlighted-code-line-bg')).find(Boolean);
  if (!lineBgCss) throw new Error(`src/css/custom.css sets no highlighted-line background for ${mode} mode`);
  const lineBg = over(parseColour(lineBgCss), blockBg);

  const backgrounds: Background[] = [
    {name: `the block (${hex(blockBg)})`, colour: blockBg},
    {name: `a highlighted line (${lineBgCss} over ${hex(blockBg)} = ${hex(lineBg)})`, colour: lineBg},
    {name: `a reference block before highlighting (${hex(plainBlockBg)})`, colour: plainBlockBg},
  ];

  const plain = block.declarations.get('--prism-color')!;
  const inks: Ink[] = [
    {name: 'plain text', css: plain, opacity: 1},
    {name: 'plain text before highlighting', css: vars.declarations.get('--code-plain-color')!, opacity: 1},
  ];
  const unknown: string[] = [];
  for (const rule of rules.filter((r) => r.selectors.every((s) => s.startsWith(`${scope}.prism-code .token.`)))) {
    const types = rule.selectors.map((s) => s.slice(`${scope}.prism-code .token.`.length));
    for (const property of rule.declarations.keys())
      if (!KNOWN_TOKEN_PROPERTIES.has(property)) unknown.push(`${types.join(', ')}: ${property}`);
    inks.push({
      name: `token ${types.join(', ')}`,
      // A rule without a colour (only a font style) draws in the plain colour.
      css: rule.declarations.get('color') ?? plain,
      opacity: Number(rule.declarations.get('opacity') ?? 1),
      background: rule.declarations.get('background-color'),
    });
  }
  return {backgrounds, inks, unknown, tokenRules: inks.length - 2};
}

/** Every text colour below 4.5:1 on a background it can sit on, named by mode, token types, colour and background. */
function lowContrast(mode: 'light' | 'dark'): string[] {
  const {backgrounds, inks} = paintedCode(mode);
  const low: string[] = [];
  for (const ink of inks)
    for (const background of backgrounds) {
      const under = ink.background ? over(parseColour(ink.background), background.colour) : background.colour;
      const text = parseColour(ink.css);
      const drawn = over([text[0], text[1], text[2], text[3] * ink.opacity], under);
      const ratio = contrastRatio(hex(drawn), hex(under));
      if (ratio < AA)
        low.push(`${mode} theme, ${ink.name}: ${ink.css} on ${background.name}: ${ratio.toFixed(2)}:1 < ${AA}:1`);
    }
  return low;
}

describe.each(['light', 'dark'] as const)('highlighted code in %s mode', (mode) => {
  it('has every token colour and the plain colour at 4.5:1 or more on every code background', () => {
    expect(lowContrast(mode)).toEqual([]);
  });

  it('reads every token rule of the theme, with no property this test does not know the effect of', () => {
    const theme = mode === 'light' ? lightCodeTheme : darkCodeTheme;
    const {unknown, tokenRules, backgrounds} = paintedCode(mode);
    expect(unknown).toEqual([]);
    expect(tokenRules).toBe(theme.styles.length);
    expect(backgrounds).toHaveLength(3);
  });
});

describe('colour arithmetic', () => {
  it('parses the CSS colour forms the code styles use', () => {
    expect(parseColour('#f6f8fa')).toEqual([246, 248, 250, 1]);
    expect(parseColour('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColour('rgba(0, 0, 0, 0.1)')).toEqual([0, 0, 0, 0.1]);
    expect(parseColour('rgb(72 77 91 / 0.5)')).toEqual([72, 77, 91, 0.5]);
    expect(() => parseColour('var(--x)')).toThrow('Unknown colour "var(--x)"');
  });

  it('composites a translucent colour over an opaque one', () => {
    expect(over([0, 0, 0, 0.1], [246, 248, 250, 1])).toEqual([221, 223, 225, 1]);
    expect(over([255, 255, 255, 1], [0, 0, 0, 1])).toEqual([255, 255, 255, 1]);
    expect(over([255, 255, 255, 0], [34, 35, 42, 1])).toEqual([34, 35, 42, 1]);
  });
});
