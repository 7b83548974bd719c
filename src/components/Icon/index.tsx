import React from 'react';
import type {IconName} from '@site/src/data/icons';
import {glyphOf} from './glyphs';
import styles from './styles.module.css';

export type {IconName} from '@site/src/data/icons';

/**
 * A decorative icon (hidden from assistive technology: the text beside it names
 * the thing): a line icon (24×24 grid, stroke only, `currentColor`) or a
 * provider's monogram mark. The glyphs are data, in src/data/icons.ts.
 *
 * `name` is a string because some callers pass names from data typed as
 * string (the top menu); the menus and the registries are typed `IconName`
 * and checked by tests. A name without a glyph is a defect: it throws outside
 * production (tests, `docusaurus start`) and draws an empty box in production
 * rather than a placeholder that looks meant.
 */
export default function Icon({
  name,
  size = 16,
  className,
}: {
  name: IconName | (string & {});
  size?: number;
  className?: string;
}): React.ReactNode {
  const glyph = glyphOf(name);
  if (glyph === undefined && process.env.NODE_ENV !== 'production') {
    throw new Error(`Icon: no glyph named "${name}". Add it to src/data/icons.ts or use one of ICON_NAMES.`);
  }
  // Decorative: the text beside an icon names the thing.
  const svg = {
    className,
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': 'true' as const,
    'data-icon': name,
  };
  if (glyph?.kind === 'mark') {
    const theme = glyph.colors === 'theme';
    return (
      <svg {...svg}>
        <rect
          className={theme ? styles.themeTile : styles.tile}
          x="1.5"
          y="1.5"
          width="21"
          height="21"
          rx="5"
          fill={theme ? undefined : glyph.colors.tile}
        />
        <text
          className={theme ? styles.themeInk : undefined}
          x="12"
          y="12.5"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={glyph.letters.length > 1 ? 10.5 : 14}
          fontWeight="700"
          fill={theme ? undefined : glyph.colors.ink}>
          {glyph.letters}
        </text>
      </svg>
    );
  }
  // The stroke (currentColor, 1.8, round) is styles.module.css's `svg[data-icon] > path`, not five attributes on
  // each of the ~8 icons every page repeats (2 MB of the build).
  return <svg {...svg}>{glyph && <path d={glyph.d} />}</svg>;
}
