/**
 * @jest-environment node
 */
import {allSnippets, checkSnippets} from './harness';

/**
 * Every example of the JavaScript v2 reference (reference/javascript) and every supabase-js code block of the guides
 * (docs/**) type-checks against the installed @supabase/supabase-js. See test/examples/harness.ts.
 */
describe('supabase-js examples', () => {
  const snippets = allSnippets();
  const result = checkSnippets(snippets);

  it('finds the examples of the reference and of the guides', () => {
    expect(snippets.filter((s) => s.file.startsWith('reference/javascript/')).length).toBeGreaterThan(250);
    expect(snippets.filter((s) => s.file.startsWith('docs/')).length).toBeGreaterThan(250);
  });

  it('type-check without errors', () => {
    expect(result.errors).toEqual([]);
  });

  it('skip only a few marked examples, each with a reason', () => {
    const skipped = result.skipped.map(({snippet, reason}) => `${snippet.file}: ${snippet.name}: ${reason}`);
    // Print the skips so that they stay visible in every run.
    console.info(`${result.checked} examples checked, ${skipped.length} skipped:\n${skipped.join('\n')}`);
    expect(result.skipped.every(({reason}) => reason.trim().length > 10)).toBe(true);
    expect(skipped.length).toBeLessThanOrEqual(5);
  });
});
