/**
 * Diagrams at build time (issue 35): a Mermaid source from a guide becomes an inline SVG (hast) with its accessible name
 * and description, its colours taken from the theme's CSS variables, and ids unique on the page. No DOM, no browser.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

type Renderer = typeof import('beautiful-mermaid');
let renderer: Renderer | undefined;

/**
 * beautiful-mermaid is ES-module only and exports no `require` entry; Node 20.19+ loads an ES module with `require()`,
 * so its file is required by path with Node's own require (the same under Docusaurus' config loader, tsx and Jest).
 */
function loadRenderer(): Renderer {
  if (renderer) return renderer;
  const nodeRequire = createRequire(__filename);
  for (const dir of nodeRequire.resolve.paths('beautiful-mermaid') ?? []) {
    const file = path.join(dir, 'beautiful-mermaid', 'dist', 'index.js');
    if (existsSync(file)) return (renderer = nodeRequire(file) as Renderer);
  }
  throw new Error('beautiful-mermaid is not installed (npm ci)');
}

/** A problem in a diagram source, with the 1-based line inside the source. */
export interface DiagramProblem {
  line: number;
  message: string;
}

/** A hast element (the subset this module builds); kept local so the plugin needs no hast types package. */
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, string | number | boolean>;
  children: (HastElement | {type: 'text'; value: string})[];
}

const HEADERS = /^(flowchart|graph)\s+(TD|TB|LR|BT|RL)$|^sequenceDiagram$|^stateDiagram(-v2)?$/;
const ARROW_AT_END = /(-->|---|->>|-->>|-\.->|==>|->|--x|--o|-x|-\))\s*$/;
const BLOCK_OPENERS = /^(subgraph|loop|alt|opt|par|critical|break|rect)\b/;
const PAIRS: readonly [string, string][] = [
  ['[', ']'],
  ['(', ')'],
  ['{', '}'],
];

/** The accessibility lines (`accTitle: …`, `accDescr: …`) and the source without them. */
export function splitAccessibility(source: string): {title?: string; description?: string; body: string} {
  let title: string | undefined;
  let description: string | undefined;
  const body = source
    .split('\n')
    .map((line) => {
      const m = /^\s*(accTitle|accDescr)\s*:\s*(.*)$/.exec(line);
      if (!m) return line;
      if (m[1] === 'accTitle') title = m[2].trim();
      else description = m[2].trim();
      // Keep the line (empty) so line numbers in the body still match the source.
      return '';
    })
    .join('\n');
  return {title, description, body};
}

/**
 * Checks the renderer does not make (it drops a line it cannot read instead of failing): a known header, the accessible
 * title and description, brackets and quotes closed on their line, no arrow without a target, blocks closed by `end`.
 */
export function lintDiagram(source: string): DiagramProblem[] {
  const problems: DiagramProblem[] = [];
  const lines = source.split('\n');
  const {title, description} = splitAccessibility(source);
  const firstIndex = lines.findIndex((l) => l.trim() !== '' && !l.trim().startsWith('%%'));
  if (firstIndex < 0) return [{line: 1, message: 'the diagram is empty'}];
  if (!HEADERS.test(lines[firstIndex].trim())) {
    problems.push({
      line: firstIndex + 1,
      message: `unknown diagram type "${lines[firstIndex].trim()}" (use "flowchart LR", "flowchart TD", "sequenceDiagram" or "stateDiagram-v2")`,
    });
  }
  if (!title) problems.push({line: 1, message: 'missing "accTitle: <what the diagram shows>" (its accessible name)'});
  if (!description) {
    problems.push({line: 1, message: 'missing "accDescr: <the facts of the diagram in one or two sentences>"'});
  }
  const open: number[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (i <= firstIndex || line === '' || line.startsWith('%%') || /^(accTitle|accDescr)\s*:/.test(line)) return;
    const unquoted = line.replace(/"[^"]*"/g, '""');
    if ((line.match(/"/g) ?? []).length % 2 === 1) problems.push({line: i + 1, message: 'unclosed quote'});
    for (const [o, c] of PAIRS) {
      if (unquoted.split(o).length !== unquoted.split(c).length) {
        problems.push({line: i + 1, message: `unbalanced "${o}" and "${c}"`});
      }
    }
    if (ARROW_AT_END.test(unquoted)) problems.push({line: i + 1, message: 'an arrow with nothing at its end'});
    if (BLOCK_OPENERS.test(line)) open.push(i + 1);
    else if (line === 'end') {
      if (open.length === 0) problems.push({line: i + 1, message: '"end" without a block to close'});
      open.pop();
    }
  });
  for (const line of open) problems.push({line, message: 'block opened here is never closed with "end"'});
  return problems;
}

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
const ATTR = /([\w:-]+)="([^"]*)"/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The renderer's SVG (a flat, well-formed subset of XML: no comments, CDATA or processing instructions) as hast.
 * Drops its <style> (a global `svg {}` rule and a web-font import: the site's CSS defines the same variables, scoped to
 * diagrams), its inline style and its `data-*` attributes (they repeat the labels), rounds coordinates, and prefixes
 * every id, and each `url(#id)` that points at one, with `idPrefix`.
 */
export function svgToHast(svg: string, idPrefix: string): HastElement {
  const root: HastElement = {type: 'element', tagName: 'root', properties: {}, children: []};
  const stack: HastElement[] = [root];
  let skipping = 0;
  for (const m of svg.matchAll(TAG)) {
    const [, closing, tagName, attrs, selfClosing, text] = m;
    const parent = stack[stack.length - 1];
    if (text !== undefined) {
      if (!skipping && text.trim() !== '') parent.children.push({type: 'text', value: decodeEntities(text)});
      continue;
    }
    if (tagName === 'style') {
      skipping += closing ? -1 : 1;
      continue;
    }
    if (skipping) continue;
    if (closing) {
      if (parent.tagName !== tagName) throw new Error(`diagram SVG: </${tagName}> closes <${parent.tagName}>`);
      stack.pop();
      continue;
    }
    const properties: Record<string, string> = {};
    for (const [, name, value] of (attrs ?? '').matchAll(ATTR)) {
      if (name === 'style' || name === 'xmlns' || name.startsWith('data-')) continue;
      let v = decodeEntities(value)
        // Coordinates to 2 decimals: the SVG ships inside the page's HTML and JS, and 0.01 px is not visible.
        .replace(/-?\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100))
        .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${idPrefix}${id})`);
      if (name === 'id') v = idPrefix + v;
      properties[name] = v;
    }
    const el: HastElement = {type: 'element', tagName, properties, children: []};
    parent.children.push(el);
    if (!selfClosing) stack.push(el);
  }
  const svgEl = root.children[0];
  if (stack.length !== 1 || !svgEl || svgEl.type !== 'element' || svgEl.tagName !== 'svg') {
    throw new Error('diagram SVG: the renderer returned something other than one <svg> element');
  }
  return svgEl;
}

/** Short, stable hash of a diagram source: the cache key and the ids' prefix. */
export function sourceHash(source: string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 10);
}

/** Why a diagram failed, with the line inside the source (1-based). */
export class DiagramError extends Error {
  constructor(
    readonly problems: DiagramProblem[],
    message = problems.map((p) => `line ${p.line}: ${p.message}`).join('; '),
  ) {
    super(message);
  }
}

/**
 * Renders one Mermaid source to a <figure>: a keyboard-focusable scroll region (named after the diagram) holding the
 * SVG (`role="img"`, named by its <title>, described by its <desc>), and a caption with the title. Throws a
 * DiagramError for a bad source.
 */
export function renderDiagram(source: string): HastElement {
  const problems = lintDiagram(source);
  if (problems.length) throw new DiagramError(problems);
  const {title, description, body} = splitAccessibility(source);
  const {renderMermaidSVG} = loadRenderer();
  let svg: string;
  try {
    svg = renderMermaidSVG(body.trim(), {
      bg: 'var(--diagram-bg)',
      fg: 'var(--diagram-fg)',
      transparent: true,
      // The frame around the diagram already gives it room; the default 40 px would push more of it off a phone.
      padding: 16,
    });
  } catch (e) {
    throw new DiagramError([{line: 1, message: (e as Error).message}]);
  }
  const id = `diagram-${sourceHash(source)}`;
  const el = svgToHast(svg, `${id}-`);
  const textCount = JSON.stringify(el).split('"tagName":"text"').length - 1;
  if (textCount === 0) throw new DiagramError([{line: 1, message: 'the diagram draws nothing (no node or message)'}]);
  el.properties = {
    ...el.properties,
    role: 'img',
    'aria-labelledby': `${id}-title`,
    'aria-describedby': `${id}-desc`,
    class: 'diagram__svg',
  };
  el.children.unshift(
    {type: 'element', tagName: 'title', properties: {id: `${id}-title`}, children: [{type: 'text', value: title!}]},
    {type: 'element', tagName: 'desc', properties: {id: `${id}-desc`}, children: [{type: 'text', value: description!}]},
  );
  const region: HastElement = {
    type: 'element',
    tagName: 'div',
    properties: {class: 'diagram__scroll', tabIndex: 0, role: 'group', 'aria-label': `Diagram: ${title!}`},
    children: [el],
  };
  const caption: HastElement = {
    type: 'element',
    tagName: 'figcaption',
    properties: {class: 'diagram__caption'},
    children: [{type: 'text', value: title!}],
  };
  return {
    type: 'element',
    tagName: 'figure',
    properties: {class: 'diagram', 'data-diagram': id},
    children: [region, caption],
  };
}
