/**
 * Remark plugin (issue 35): every ```mermaid block of a guide or page becomes an inline SVG figure while the MDX
 * compiles (src/plugins/content/diagrams/render.ts). Nothing reaches the browser but the SVG. A bad source stops the build with
 * the file and the line. Renders are cached by source hash for the life of the process (rebuilds in `npm start`).
 */
import {DiagramError, renderDiagram, sourceHash, type HastElement} from './render';

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdNode[];
  position?: {start: {line: number}};
  data?: {hName?: string; hProperties?: Record<string, unknown>; hChildren?: unknown[]};
}

const cache = new Map<string, HastElement>();

function render(source: string): HastElement {
  const key = sourceHash(source);
  const hit = cache.get(key);
  if (hit) return hit;
  const el = renderDiagram(source);
  cache.set(key, el);
  return el;
}

function* codeBlocks(node: MdNode): Generator<MdNode> {
  if (node.type === 'code') yield node;
  for (const child of node.children ?? []) yield* codeBlocks(child);
}

/** Replaces each mermaid code block of the tree with its figure; throws naming `file:line` for a bad one. */
export function transformDiagrams(tree: MdNode, filePath: string): void {
  for (const node of codeBlocks(tree)) {
    if (node.lang !== 'mermaid') continue;
    // Line of the first source line in the file: the fence is at position.start.line.
    const firstLine = (node.position?.start.line ?? 0) + 1;
    let figure: HastElement;
    try {
      figure = render(node.value ?? '');
    } catch (e) {
      if (!(e instanceof DiagramError)) throw e;
      const where = e.problems.map((p) => `${filePath}:${firstLine + p.line - 1}: ${p.message}`).join('\n');
      throw new Error(`Bad diagram in ${filePath} (line ${firstLine + e.problems[0].line - 1}):\n${where}`);
    }
    const copy = structuredClone(figure);
    node.type = 'diagram';
    node.data = {hName: copy.tagName, hProperties: copy.properties, hChildren: copy.children};
  }
}

/**
 * The ```mermaid fences of a Markdown text as remark would give them (fence line, 1-based, and source): lets a test check
 * every page's diagrams without compiling MDX.
 */
export function mermaidFences(text: string): MdNode[] {
  const out: MdNode[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    // Any fence opens a block to skip (a ```mermaid shown inside a ````md block is an example, not a diagram).
    const open = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i]);
    if (!open) continue;
    const [, fence, lang] = open;
    const closes = (l: string) => l.trim().startsWith(fence) && /^[`~]+$/.test(l.trim());
    let stop = i + 1;
    while (stop < lines.length && !closes(lines[stop])) stop++;
    if (lang === 'mermaid') {
      out.push({type: 'code', lang, value: lines.slice(i + 1, stop).join('\n'), position: {start: {line: i + 1}}});
    }
    i = stop;
  }
  return out;
}

/** The remark plugin: `remarkPlugins: [remarkDiagrams]` in the docs and pages options. */
export default function remarkDiagrams() {
  return (tree: MdNode, file: {path?: string; history?: string[]}): void => {
    transformDiagrams(tree, file.path ?? file.history?.[0] ?? '<unknown file>');
  };
}
