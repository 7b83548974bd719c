/**
 * Colour contrast (WCAG 2 relative luminance and contrast ratio), used to pick
 * the letter colour of a provider mark so that it reads on its tile whatever
 * the brand colour is.
 */

/** The two letter colours a mark can use: white or black (black, not a dark grey, keeps mid-tone tiles at 4.5:1 or more). */
export const LIGHT_INK = '#ffffff';
export const DARK_INK = '#000000';

/** Relative luminance of a `#rrggbb` colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Expected a #rrggbb colour, got "${hex}"`);
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The letter colour (white or black) that contrasts more with a tile of colour `tile`. */
export function readableInk(tile: string): string {
  return contrastRatio(tile, LIGHT_INK) >= contrastRatio(tile, DARK_INK) ? LIGHT_INK : DARK_INK;
}
