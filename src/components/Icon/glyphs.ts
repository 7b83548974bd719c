/**
 * What the Icon component draws for a name of src/data/icons.ts: a line path, or a provider mark with letter
 * colours chosen for contrast with its tile.
 */
import {
  isIconName,
  LINE_PATHS,
  PROVIDER_MARKS,
  type LineIconName,
  type ProviderMark,
  type ProviderMarkName,
} from '@site/src/data/icons';
import {readableInk} from '@site/src/utils/contrast';

const MARK_NAMES: ReadonlySet<string> = new Set(Object.keys(PROVIDER_MARKS));

/**
 * What to draw for a name: a line path, or a provider mark with its tile and
 * letter colours ('theme' for a neutral mark, coloured by the theme's CSS);
 * undefined for a name that has no glyph.
 */
export type Glyph =
  | {readonly kind: 'line'; readonly d: string}
  | {
      readonly kind: 'mark';
      readonly letters: string;
      readonly colors: {readonly tile: string; readonly ink: string} | 'theme';
    };

export function glyphOf(name: string): Glyph | undefined {
  if (!isIconName(name)) return undefined;
  if (!MARK_NAMES.has(name)) return {kind: 'line', d: LINE_PATHS[name as LineIconName]};
  const mark: ProviderMark = PROVIDER_MARKS[name as ProviderMarkName];
  return {
    kind: 'mark',
    letters: mark.letters,
    colors: mark.color === 'neutral' ? 'theme' : {tile: mark.color, ink: readableInk(mark.color)},
  };
}
