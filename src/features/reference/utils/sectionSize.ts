/**
 * An estimate of a reference section's height before the browser has laid it out, for the sections that skip
 * layout until they come near the viewport (styles.deferred): the page's scroll length and the scrollbar then
 * stay close to the real ones, and a scroll to a far section needs fewer corrections (settleScroll.ts).
 * Once laid out, the browser remembers the real height (`contain-intrinsic-block-size: auto …`).
 *
 * A linear fit of the real heights of 785 sections (JavaScript, Dart, CLI, Management API and Python references)
 * on what the section holds. Median error 80 px at 412 px wide and 75 px at 1280 px, against 270 and 500 px for
 * one fixed height. `narrow` is one column (phones, tablets); `wide` is the two-column layout from 1280 px.
 */
import type {ContentBlock, RenderedParam, RenderedSection} from '@site/src/features/reference/engine/types';

export interface SectionSize {
  readonly narrow: number;
  readonly wide: number;
}

interface Content {
  /** Characters of text. */
  chars: number;
  /** Lines of code blocks. */
  codeLines: number;
  /** Paragraphs, list items, headings and table rows. */
  blocks: number;
}

const lineCount = (code: string): number => code.split('\n').length;

function contentOf(blocks: readonly ContentBlock[], into: Content = {chars: 0, codeLines: 0, blocks: 0}): Content {
  for (const block of blocks) {
    if (block.type === 'code') {
      into.codeLines += lineCount(block.code);
    } else {
      into.chars += block.html.replace(/<[^>]+>/g, '').length;
      into.blocks += block.html.match(/<(?:p|li|h\d|tr)\b/g)?.length ?? 0;
    }
  }
  return into;
}

function paramsOf(params: readonly RenderedParam[]): {count: number; chars: number} {
  let count = 0;
  let chars = 0;
  for (const param of params) {
    const nested = paramsOf(param.params);
    count += 1 + nested.count;
    chars += param.name.length + param.type.length + contentOf(param.description).chars + nested.chars;
  }
  return {count, chars};
}

/**
 * The "Used in" list (UsedInGuides): its heading, then one guide per line, each link at least 24 px tall. Measured
 * at 375, 1024 and 1280 px: 91 px for one guide, 126 for two, 298 for seven, 1020–1231 for 28 (a long title wraps).
 * The fit above predates the list; without this term a section listing 28 guides was 860–1260 px taller than its
 * estimate, and while the browser skipped its layout its links lay over the next section's header.
 */
function usedInHeight(guides: number): number {
  return guides === 0 ? 0 : 60 + 36 * guides;
}

export function estimateSectionSize(section: RenderedSection): SectionSize {
  const text = contentOf(section.notes, contentOf(section.body));
  const params = paramsOf(section.params);
  const example = section.examples[0];
  const exampleLines = example ? lineCount(example.code) : 0;
  const usedIn = usedInHeight(section.usedIn?.length ?? 0);
  const narrow =
    500 +
    0.6 * text.chars +
    17 * text.codeLines +
    52 * text.blocks +
    80 * params.count +
    0.35 * params.chars +
    11 * exampleLines +
    usedIn;
  // From 1280 px the examples sit in their own sticky column: the text and parameters decide the height.
  const wide =
    360 + 0.45 * text.chars + 22 * text.codeLines + 18 * text.blocks + 80 * params.count + 0.3 * params.chars + usedIn;
  return {narrow: Math.round(narrow), wide: Math.round(wide)};
}

/**
 * The sizes of a page's sections, each estimated when first asked for and kept: hydration renders the landing
 * section alone, so it estimates nothing; the fill and the deferred sections ask for the ones they add.
 */
export function sectionSizes(sections: readonly RenderedSection[]): (index: number) => SectionSize {
  const cache: (SectionSize | undefined)[] = [];
  return (index) => (cache[index] ??= estimateSectionSize(sections[index]));
}
