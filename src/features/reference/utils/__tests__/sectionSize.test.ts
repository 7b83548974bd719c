import {estimateSectionSize, sectionSizes} from '../sectionSize';
import type {RenderedParam} from '@site/src/features/reference/engine/types';
import {makeSection as section} from '@site/src/features/reference/engine/__tests__/sectionFixture';

const param = (name: string, params: RenderedParam[] = []): RenderedParam => ({
  name,
  type: 'string',
  required: false,
  description: [{type: 'html', html: '<p>What it does.</p>'}],
  params,
});

describe('estimateSectionSize', () => {
  it('gives an empty section its heading and margins only', () => {
    expect(estimateSectionSize(section())).toEqual({narrow: 500, wide: 360});
  });

  it('counts text without its markup, paragraphs and code lines', () => {
    const withText = estimateSectionSize(
      section({body: [{type: 'html', html: '<p><code>abcdefghij</code></p><ul><li>x</li></ul>'}]}),
    );
    // 11 characters of text, 2 blocks (the paragraph and the list item).
    expect(withText.narrow).toBe(Math.round(500 + 0.6 * 11 + 52 * 2));
    const withCode = estimateSectionSize(
      section({notes: [{type: 'code', language: 'sql', code: 'select 1;\nselect 2;'}]}),
    );
    expect(withCode).toEqual({narrow: 500 + 34, wide: 360 + 44});
  });

  it('counts nested parameters, each taller than its text alone', () => {
    const flat = estimateSectionSize(section({params: [param('options')]}));
    const nested = estimateSectionSize(section({params: [param('options', [param('count'), param('head')])]}));
    expect(nested.narrow - flat.narrow).toBeGreaterThan(2 * 80);
    expect(nested.wide - flat.wide).toBeGreaterThan(2 * 80);
  });

  it('lets the first example lengthen only the one-column layout', () => {
    const code = Array.from({length: 10}, (_, i) => `line ${i}`).join('\n');
    const withExample = estimateSectionSize(
      section({examples: [{id: 'a', name: 'A', description: [], code, notes: []}]}),
    );
    expect(withExample).toEqual({narrow: 500 + 110, wide: 360});
  });

  it('reserves room for the "Used in" list, one line per guide, in both layouts', () => {
    const guides = Array.from({length: 28}, (_, i) => ({route: `/guides/g${i}`, title: `Guide ${i}`}));
    expect(estimateSectionSize(section({usedIn: []}))).toEqual({narrow: 500, wide: 360});
    const one = estimateSectionSize(section({usedIn: guides.slice(0, 1)}));
    const many = estimateSectionSize(section({usedIn: guides}));
    expect(one).toEqual({narrow: 500 + 96, wide: 360 + 96});
    // 28 guides measured 1020–1231 px tall: the estimate must not leave most of the list outside the section.
    expect(many.narrow - 500).toBeGreaterThanOrEqual(1020);
    expect(many.wide - 360).toBeGreaterThanOrEqual(1020);
  });

  it("estimates a page's sections when first asked for, once each", () => {
    const sections = [section(), section({params: [param('options')]})];
    const text = sections[1].params[0].description[0];
    const sizeOf = sectionSizes(sections);
    const first = sizeOf(1);
    expect(first).toEqual(estimateSectionSize(sections[1]));
    // A change to the section after the first estimate does not reach the kept one.
    if (text.type === 'html') (text as {html: string}).html = '<p>' + 'x'.repeat(1000) + '</p>';
    expect(sizeOf(1)).toBe(first);
    expect(sizeOf(0)).toEqual({narrow: 500, wide: 360});
  });
});
