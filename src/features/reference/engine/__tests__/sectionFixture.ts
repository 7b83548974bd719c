import type {RenderedSection} from '../types';

/** A reference section for tests: a function section with nothing in it, plus what the test overrides. */
export const makeSection = (over: Partial<RenderedSection> = {}): RenderedSection => ({
  id: 'select',
  slug: 'select',
  title: 'Fetch data',
  kind: 'function',
  language: 'ts',
  body: [],
  params: [],
  examples: [],
  notes: [],
  ...over,
});
