/**
 * What a token looks like, rather than what the grammar calls it: the build (./buildTokens.ts) gives every kind of
 * token that paints the same in every code theme (src/data/codeThemes.ts) one class, so that neighbours of one
 * colour become one span, and kinds that paint like plain text no span at all. The classes are the themes' own
 * type names, so the stylesheet (./themeCss.ts, src/css/codeTokens.css) needs no change.
 */
import type {PrismTheme} from 'prism-react-renderer';

/** How a kind of token is drawn: the class it is given and whether whitespace drawn with it would show. */
interface TokenPaint {
  /** The classes after `token` (one theme type, or the kind's own classes when no single type paints like it). */
  readonly className: string;
  /** Its styles paint only the glyphs (colour, font style and weight, opacity): a space looks the same in it. */
  readonly inkOnly: boolean;
}

/** The paint of a kind (its Prism classes, space separated), or undefined when it paints like plain text. */
export type TokenPainter = (kind: string) => TokenPaint | undefined;

/** Properties that draw nothing on a space (no background, underline, border or box). */
const INK_PROPERTIES = new Set(['color', 'fontStyle', 'fontWeight', 'opacity']);

/** A property's value as the browser compares it: a font weight's keyword and its number are the same paint. */
function normalise(property: string, value: unknown): string {
  const text = String(value).trim().toLowerCase();
  if (property === 'fontWeight') return ({normal: '400', bold: '700'} as Record<string, string>)[text] ?? text;
  return text;
}

/**
 * The style a token with `classes` gets from `theme`, as the stylesheet's cascade gives it: per property, the last
 * style whose types include one of the classes (themeCss writes the styles in order, all at the same specificity),
 * over the block's plain text. A property set to what plain text already has is the same as unset.
 */
function styleOf(theme: PrismTheme, classes: readonly string[]): Record<string, string> {
  const plain: Record<string, string> = {
    color: normalise('color', theme.plain.color),
    fontStyle: 'normal',
    fontWeight: '400',
    opacity: '1',
  };
  const style: Record<string, string> = {};
  for (const {types, style: declared} of theme.styles) {
    if (!types.some((type) => classes.includes(type))) continue;
    for (const [property, value] of Object.entries(declared)) style[property] = normalise(property, value);
  }
  return Object.fromEntries(
    Object.entries(style)
      .filter(([property, value]) => plain[property] !== value)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * The painter of `themes` (every colour mode a block can be shown in): two kinds paint the same when their styles
 * are equal in each theme. A kind's class is the first theme type (in the first theme's order) that paints like
 * it on its own; a kind no single type paints like keeps its own classes.
 */
export function tokenPainter(themes: readonly PrismTheme[]): TokenPainter {
  const paintKey = (classes: readonly string[]) => JSON.stringify(themes.map((theme) => styleOf(theme, classes)));
  const plainKey = paintKey([]);
  const canonical = new Map<string, string>();
  for (const theme of themes)
    for (const {types} of theme.styles)
      for (const type of types) {
        const key = paintKey([type]);
        if (!canonical.has(key)) canonical.set(key, type);
      }
  const known = new Map<string, TokenPaint | undefined>();
  return (kind) => {
    if (known.has(kind)) return known.get(kind);
    const classes = kind.split(' ').filter(Boolean);
    const key = paintKey(classes);
    const paint =
      key === plainKey
        ? undefined
        : {
            className: canonical.get(key) ?? classes.join(' '),
            inkOnly: themes.every((theme) => Object.keys(styleOf(theme, classes)).every((p) => INK_PROPERTIES.has(p))),
          };
    known.set(kind, paint);
    return paint;
  };
}
