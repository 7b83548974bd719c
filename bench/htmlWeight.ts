/**
 * Where a page's HTML bytes go (issue 29 item 6, BENCHMARKS.md session 16): the head (meta, links and its inline
 * scripts and styles), the top bar, the side menu, the breadcrumbs and tables of contents, the page footer, the body's
 * inline scripts, the content, and the inline SVG icons across them.
 *
 *   npx tsx bench/htmlWeight.ts <build dir> [route ...]     per route, then the site's totals over every HTML file
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'htmlparser2';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, {attribs: Record<string, string>}>;

/** First match wins, checked on each element from the root down; an element's bytes go to its nearest part. */
const PARTS: [string, (el: Element) => boolean][] = [
  ['top bar', (el) => el.name === 'header' || /\bnavbar\b/.test(el.attribs.class ?? '')],
  ['side menu', (el) => /\btheme-doc-sidebar-container\b|\bside-menu\b/.test(el.attribs.class ?? '')],
  [
    'breadcrumbs, tables of contents',
    (el) => /\btheme-doc-breadcrumbs\b|\btheme-doc-toc-(mobile|desktop)\b/.test(el.attribs.class ?? ''),
  ],
  ['page footer', (el) => /\btheme-layout-footer\b/.test(el.attribs.class ?? '')],
  ['head', (el) => el.name === 'head'],
  ['body scripts', (el) => el.name === 'script' || el.name === 'style'],
];
const NAMES = [...PARTS.map(([n]) => n), 'content (the rest of the body)'];

export function weigh(html: string): {total: number; bytes: Record<string, number>; svg: number} {
  const doc = parseDocument(html, {withStartIndices: true, withEndIndices: true});
  const bytes: Record<string, number> = Object.fromEntries(NAMES.map((n) => [n, 0]));
  let svg = 0;
  const len = (n: ChildNode) => Buffer.byteLength(html.slice(n.startIndex!, n.endIndex! + 1));
  const visit = (node: ChildNode, part: string | undefined): void => {
    if ('attribs' in node) {
      if (node.name === 'svg') svg += len(node);
      const own = part ?? PARTS.find(([, test]) => test(node))?.[0];
      if (own && !part) {
        // The element's own bytes are its part's; children are visited for the SVG count only.
        bytes[own] += len(node);
        for (const c of node.children) visit(c, own);
        return;
      }
      for (const c of node.children) visit(c, part);
      return;
    }
    if (!part && node.startIndex != null && node.endIndex != null) bytes['content (the rest of the body)'] += len(node);
  };
  for (const c of doc.children) visit(c, undefined);
  // Tags of html/body themselves and what the parser put outside elements: the remainder.
  const total = Buffer.byteLength(html);
  const counted = Object.values(bytes).reduce((a, b) => a + b, 0);
  bytes['content (the rest of the body)'] += total - counted;
  return {total, bytes, svg};
}

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, {withFileTypes: true})) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'assets') walk(p);
      } else if (p.endsWith('.html')) out.push(p);
    }
  };
  walk(dir);
  return out;
}

if (require.main === module) {
  const [dir, ...routes] = process.argv.slice(2);
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(`| page | HTML KB | ${NAMES.join(' | ')} | inline SVG (inside the parts) |`);
  console.log(`| --- | --- |${NAMES.map(() => ' --- |').join('')} --- |`);
  for (const route of routes) {
    const file = path.join(dir, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`);
    const w = weigh(fs.readFileSync(file, 'utf8'));
    console.log(`| \`${route}\` | ${kb(w.total)} | ${NAMES.map((n) => kb(w.bytes[n])).join(' | ')} | ${kb(w.svg)} |`);
  }
  const sum = {total: 0, svg: 0, bytes: Object.fromEntries(NAMES.map((n) => [n, 0])) as Record<string, number>};
  const files = htmlFiles(dir);
  for (const f of files) {
    const w = weigh(fs.readFileSync(f, 'utf8'));
    sum.total += w.total;
    sum.svg += w.svg;
    for (const n of NAMES) sum.bytes[n] += w.bytes[n];
  }
  const mb = (n: number) => (n / 2 ** 20).toFixed(1);
  console.log(
    `| all ${files.length} pages, MB | ${mb(sum.total)} | ${NAMES.map((n) => mb(sum.bytes[n])).join(' | ')} | ${mb(sum.svg)} |`,
  );
}
