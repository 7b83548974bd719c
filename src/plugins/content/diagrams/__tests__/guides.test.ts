/**
 * @jest-environment node
 *
 * Every diagram of the guides and pages renders (issue 35): a malformed one fails here, naming the file and the line,
 * as it fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readGuidePages} from '../../../../guides/content';
import {mermaidFences, transformDiagrams} from '..';

const ROOT = path.resolve(__dirname, '../../../../..');
const files = [...readGuidePages(path.join(ROOT, 'docs')).map((p) => `docs/${p.file}`), 'src/pages/contributing.mdx'];
const withDiagrams = files
  .map((file) => ({file, fences: mermaidFences(fs.readFileSync(path.join(ROOT, file), 'utf8'))}))
  .filter((f) => f.fences.length > 0);

describe('diagrams in the guides', () => {
  it('has at least 12 guides with a diagram', () => {
    expect(withDiagrams.filter((f) => f.file.startsWith('docs/')).length).toBeGreaterThanOrEqual(12);
  });

  it.each(withDiagrams.map((f) => [f.file, f.fences] as const))('%s: every diagram renders', (file, fences) => {
    expect(() => transformDiagrams({type: 'root', children: fences}, file)).not.toThrow();
  });
});

describe('mermaidFences', () => {
  it('finds each fence with its line, also with a longer fence, and skips other languages and examples inside them', () => {
    const text =
      'a\n```mermaid\nflowchart LR\n  a --> b\n```\n\n````mermaid\nsequenceDiagram\n````\n```js\nx\n```\n' +
      '````md\n```mermaid\nshown, not drawn\n```\n````';
    expect(mermaidFences(text).map((n) => [n.position?.start.line, n.value])).toEqual([
      [2, 'flowchart LR\n  a --> b'],
      [7, 'sequenceDiagram'],
    ]);
  });

  it('names the file and the line of a broken diagram', () => {
    const text = '# Page\n\n```mermaid\nflowchart LR\n  accTitle: t\n  accDescr: d\n  a --> b[\n```\n';
    expect(() => transformDiagrams({type: 'root', children: mermaidFences(text)}, 'docs/x.mdx')).toThrow(
      'docs/x.mdx:7: unbalanced "[" and "]"',
    );
  });
});
