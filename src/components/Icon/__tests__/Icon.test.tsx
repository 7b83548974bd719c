import fs from 'fs';
import path from 'path';
import React from 'react';
import {render} from '@testing-library/react';
import Icon from '..';
import {contrastRatio} from '@site/src/utils/contrast';
import {glyphOf} from '../glyphs';
import {ICON_NAMES, isIconName, LINE_PATHS, PROVIDER_MARKS, type ProviderMarkName} from '@site/src/data/icons';

const MARK_NAMES = Object.keys(PROVIDER_MARKS) as ProviderMarkName[];

describe('Icon', () => {
  it('draws a line icon as one stroked path, hidden from assistive technology', () => {
    const {container} = render(<Icon name="database" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelectorAll('path')).toHaveLength(1);
    expect(svg.querySelector('path')).toHaveAttribute('d', LINE_PATHS.database);
  });

  it('strokes a line icon from the stylesheet, not from attributes repeated on every icon', () => {
    const {container} = render(<Icon name="database" />);
    expect(container.querySelector('svg')!.getAttributeNames().sort()).toEqual([
      'aria-hidden',
      'data-icon',
      'height',
      'viewBox',
      'width',
    ]);
    const css = fs.readFileSync(path.join(__dirname, '../styles.module.css'), 'utf8').replace(/\s+/g, ' ');
    expect(css).toContain(
      'svg[data-icon] > path { fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }',
    );
  });

  it('draws a provider as its monogram on a tile of its colour, with letters that read on it', () => {
    const {container} = render(<Icon name="bitbucket" size={20} />);
    const svg = container.querySelector('svg[data-icon="bitbucket"]')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg.querySelector('rect')).toHaveAttribute('fill', '#0052cc');
    expect(svg.querySelector('text')).toHaveTextContent('B');
    expect(svg.querySelector('text')).toHaveAttribute('fill', '#ffffff');
  });

  it('colours a neutral mark from the theme (so it inverts in dark mode) instead of a fixed black', () => {
    const {container} = render(<Icon name="github" />);
    expect(container.querySelector('rect')).not.toHaveAttribute('fill');
    expect(container.querySelector('rect')).toHaveAttribute('class', 'themeTile');
    expect(container.querySelector('text')).toHaveAttribute('class', 'themeInk');
  });

  it('throws for a name without a glyph outside production, naming it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Icon name="no-such-icon" />)).toThrow('Icon: no glyph named "no-such-icon"');
    jest.restoreAllMocks();
  });

  it('draws an empty box for an unknown name in production, never a placeholder glyph', () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const {container} = render(<Icon name="no-such-icon" />);
      expect(container.querySelector('svg')!.children).toHaveLength(0);
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});

describe('glyphs', () => {
  it('names every line icon and provider mark once, and nothing else', () => {
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    expect(ICON_NAMES).toEqual([...Object.keys(LINE_PATHS), ...MARK_NAMES]);
    expect(isIconName('google')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(glyphOf('constructor')).toBeUndefined();
  });

  it('has one mark for each of the 19 social login providers, each monogram different', () => {
    expect(MARK_NAMES).toHaveLength(19);
    const letters = MARK_NAMES.map((name) => PROVIDER_MARKS[name].letters);
    expect(new Set(letters).size).toBe(letters.length);
    for (const l of letters) expect(l).toMatch(/^[A-Za-z]{1,2}$/);
  });

  it.each(MARK_NAMES)('%s: its letters contrast at least 4.5:1 with its tile (WCAG AA for text)', (name) => {
    const glyph = glyphOf(name);
    if (glyph?.kind !== 'mark') throw new Error(`${name} is not a mark`);
    if (glyph.colors === 'theme') return; // Infima's text and background colours, in either theme.
    expect(contrastRatio(glyph.colors.tile, glyph.colors.ink)).toBeGreaterThanOrEqual(4.5);
  });
});
