/**
 * The top bar draws its chevron and menu/close icons as CSS masks (styles.module.css), so their shapes are written
 * in the stylesheet as data URIs. The glyphs themselves are data (src/data/icons.ts, LINE_PATHS): this checks that
 * every mask draws exactly one glyph of that table, and that the three the top bar uses are there, so the two
 * cannot drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LINE_PATHS} from '@site/src/data/icons';

const CSS = fs.readFileSync(path.join(__dirname, '..', 'styles.module.css'), 'utf8');

/** The `d` of every path inside the stylesheet's data-URI SVGs. */
function maskPaths(css: string): string[] {
  return [...css.matchAll(/url\("data:image\/svg\+xml,([^"]+)"\)/g)].flatMap(([, uri]) =>
    [...decodeURIComponent(uri).matchAll(/<path d='([^']+)'/g)].map(([, d]) => d),
  );
}

describe("the top bar's mask icons", () => {
  const paths = maskPaths(CSS);
  const glyphOf = (d: string) => Object.entries(LINE_PATHS).find(([, p]) => p === d)?.[0];

  it('each draws a glyph of src/data/icons.ts', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((d) => glyphOf(d) === undefined)).toEqual([]);
  });

  it('are the chevron, menu and close glyphs', () => {
    expect(new Set(paths.map(glyphOf))).toEqual(new Set(['chevron', 'menu', 'close']));
  });
});
