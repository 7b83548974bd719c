/**
 * @jest-environment node
 */
import {lintDiagram, renderDiagram, splitAccessibility, svgToHast, type HastElement} from '../render';
import {transformDiagrams} from '..';

const GOOD = `flowchart LR
  accTitle: Request path
  accDescr: The app calls the API, which reads Postgres.
  app[App] -->|HTTPS| api(API)
  api --> db[(Postgres)]`;

function find(el: HastElement, tagName: string): HastElement[] {
  const out: HastElement[] = el.tagName === tagName ? [el] : [];
  for (const c of el.children) if (c.type === 'element') out.push(...find(c, tagName));
  return out;
}
const texts = (el: HastElement): string[] => el.children.flatMap((c) => (c.type === 'text' ? [c.value] : texts(c)));

describe('lintDiagram', () => {
  it('accepts a complete flowchart and sequence diagram', () => {
    expect(lintDiagram(GOOD)).toEqual([]);
    expect(
      lintDiagram(`sequenceDiagram
  accTitle: t
  accDescr: d
  participant A as App
  alt ok
    A->>B: hi
  else no
    B-->>A: bye
  end`),
    ).toEqual([]);
  });

  it('reports each problem at its line', () => {
    const problems = lintDiagram(`flowchart LR
  accTitle: t
  a[App --> b
  b -->
  subgraph x`);
    expect(problems).toEqual([
      {line: 1, message: expect.stringContaining('accDescr')},
      {line: 3, message: 'unbalanced "[" and "]"'},
      {line: 4, message: 'an arrow with nothing at its end'},
      {line: 5, message: 'block opened here is never closed with "end"'},
    ]);
  });

  it('rejects an unknown header and a missing title, and ignores brackets inside quotes', () => {
    expect(lintDiagram('flowchat LR\n  accDescr: d\n  a --> b')).toEqual([
      {line: 1, message: expect.stringContaining('unknown diagram type "flowchat LR"')},
      {line: 1, message: expect.stringContaining('accTitle')},
    ]);
    expect(lintDiagram('flowchart LR\n accTitle: t\n accDescr: d\n a["POST /rest/v1/(todos)"] --> b')).toEqual([]);
  });
});

describe('splitAccessibility', () => {
  it('takes the title and description out, keeping line numbers', () => {
    const {title, description, body} = splitAccessibility(GOOD);
    expect([title, description]).toEqual(['Request path', 'The app calls the API, which reads Postgres.']);
    expect(body.split('\n')).toHaveLength(GOOD.split('\n').length);
    expect(body).not.toContain('accTitle');
  });
});

describe('svgToHast', () => {
  it('drops the style block, inline style and data attributes, rounds coordinates, prefixes ids and their references, decodes entities', () => {
    const el = svgToHast(
      '<svg xmlns="http://www.w3.org/2000/svg" style="--bg:#fff"><style>svg { --x: 1 }</style>' +
        '<defs><marker id="arrow"><polygon points="0 0" /></marker></defs>' +
        '<line marker-end="url(#arrow)" x1="3.8499999999999996" data-from="a" /><text x="1">a &amp; b &lt;c&gt;</text></svg>',
      'p-',
    );
    expect(el.properties).toEqual({});
    expect(find(el, 'style')).toEqual([]);
    expect(find(el, 'marker')[0].properties.id).toBe('p-arrow');
    expect(find(el, 'line')[0].properties).toEqual({'marker-end': 'url(#p-arrow)', x1: '3.85'});
    expect(texts(el)).toEqual(['a & b <c>']);
  });

  it('fails on mismatched tags', () => {
    expect(() => svgToHast('<svg><g></svg>', 'p-')).toThrow('</svg> closes <g>');
  });
});

describe('renderDiagram', () => {
  it('returns a figure: a named, focusable scroll region and an SVG image with title and description', () => {
    const fig = renderDiagram(GOOD);
    expect(fig.tagName).toBe('figure');
    const [region] = fig.children as HastElement[];
    expect(region.properties).toMatchObject({tabIndex: 0, role: 'group', 'aria-label': 'Diagram: Request path'});
    const [svg] = find(fig, 'svg');
    expect(svg.properties).toMatchObject({role: 'img', class: 'diagram__svg'});
    const [title] = find(svg, 'title');
    const [desc] = find(svg, 'desc');
    expect(svg.properties['aria-labelledby']).toBe(title.properties.id);
    expect(svg.properties['aria-describedby']).toBe(desc.properties.id);
    expect(texts(svg)).toEqual(expect.arrayContaining(['App', 'API', 'Postgres', 'HTTPS']));
    // Colours come from the theme's variables: no hard-coded colour, no web font, no style element.
    const json = JSON.stringify(svg);
    expect(json).not.toMatch(/#[0-9a-fA-F]{3,6}\b|fonts\.googleapis|"style"/);
    expect(find(svg, 'marker').every((m) => String(m.properties.id).startsWith('diagram-'))).toBe(true);
  });
});

describe('transformDiagrams (the remark step)', () => {
  const tree = (value: string, line = 10) => ({
    type: 'root',
    children: [
      {type: 'paragraph', children: []},
      {type: 'code', lang: 'mermaid', value, position: {start: {line}}},
      {type: 'code', lang: 'js', value: 'x', position: {start: {line: 30}}},
    ],
  });

  it('turns a mermaid block into a figure and leaves other code alone', () => {
    const t = tree(GOOD);
    transformDiagrams(t, 'docs/a.mdx');
    expect(t.children[1]).toMatchObject({type: 'diagram', data: {hName: 'figure'}});
    expect(t.children[2]).toMatchObject({type: 'code', lang: 'js'});
  });

  it('fails naming the file and the line of the fault in it', () => {
    const bad = 'flowchart LR\n  accTitle: t\n  accDescr: d\n  a --> b\n  b -->';
    // Fence on line 10: the source starts on line 11, its 5th line is line 15.
    expect(() => transformDiagrams(tree(bad), 'docs/auth/x.mdx')).toThrow(
      'docs/auth/x.mdx:15: an arrow with nothing at its end',
    );
  });

  it('fails naming the file when the renderer refuses the source', () => {
    expect(() => transformDiagrams(tree('flowchart LR\n accTitle: t\n accDescr: d'), 'docs/y.mdx')).toThrow(
      /Bad diagram in docs\/y\.mdx \(line 11\)/,
    );
  });
});
