// One worker of the critical-CSS step (src/plugins/browser/critical-css/index.ts). Compiles the site's stylesheets into
// beasties plans (`beasties/compiler`) and, depending on `task`:
// - `scan`: reads each page's first-screen copy (firstScreen.mjs) with beasties' single-pass scanner and returns the
//   union of what they hold (tags, classes, ids, attributes) and the custom properties the pages read themselves;
// - `render`: renders the rules those tokens match, in the pages' stylesheet order, without the custom properties no
//   kept rule reads: the shared first-screen stylesheet;
// - `link`: rewrites each page to load that shared stylesheet and defer the others;
// - `inline`: renders each page's own first-screen rules and inlines them in the page (the per-page variant).
// Plain JavaScript, an ES module: a worker thread runs outside the TypeScript loader of docusaurus.config.ts, and
// beasties' compiler and runtime are ES modules only.
import fs from 'node:fs';
import {parentPort, workerData} from 'node:worker_threads';
import {compileSheet} from 'beasties/compiler';
import {renderCriticalCss, scanHtml} from 'beasties/runtime';
import {customPropertyRefs, firstScreenCopy, loadAfterFirstPaint, pruneCustomProperties} from './firstScreen.mjs';

/**
 * `stylesheets`: [{href, file}] in the order the pages link them. exact: false: a selector is kept when its classes,
 * ids, tags and attributes all occur in the page; beasties' exact structural matcher drops rules that do apply
 * (`.markdown li+li`, `.examples .subheading:first-child`). The href is set on the compiled sheet instead of passed to
 * the compiler, which would rebase url()s against it: its url() pattern stops at the escaped quotes inside Infima's
 * quoted data URLs (`url("data:image/svg+xml;utf8,<svg xmlns=\\"http://...")`) and mangles them, and the site's
 * stylesheets hold no relative url() to rebase.
 */
function compile(stylesheets, allowRules) {
  return stylesheets.map(({href, file}) => ({
    ...compileSheet(fs.readFileSync(file, 'utf8'), {allowRules, exact: false}),
    href,
  }));
}

/** The first-screen CSS of a set of tokens: every sheet's matching rules, in link order, custom properties pruned. */
function render(sheets, tokens, keep) {
  return pruneCustomProperties(sheets.map((sheet) => renderCriticalCss(sheet, tokens).css).join(''), new Set(keep));
}

/** Writes a page atomically (a temporary file renamed: a reader never sees half a page). */
function write(file, html) {
  const tmp = `${file}.critical-css-tmp`;
  fs.writeFileSync(tmp, html);
  fs.renameSync(tmp, file);
}

export function run({task, stylesheets, allowRules, files = [], blocks, keep = [], tokens, criticalHref}) {
  const sheets = compile(stylesheets, allowRules);
  if (task === 'render') {
    const set = (a) => new Set(a);
    return {
      css: render(
        sheets,
        {tags: set(tokens.tags), classes: set(tokens.classes), ids: set(tokens.ids), attrs: set(tokens.attrs)},
        keep,
      ),
    };
  }
  const union = {tags: new Set(), classes: new Set(), ids: new Set(), attrs: new Set()};
  const refs = new Set(keep);
  /** Per-page rendering is cached by the page's token set: pages of one kind share it. */
  const cache = new Map();
  let changed = 0;
  let unchanged = 0;
  let bytesBefore = 0;
  let bytesAfter = 0;
  const warnings = [];
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    if (task === 'scan') {
      const page = scanHtml(firstScreenCopy(html, blocks).copy, [], {chars: false});
      for (const key of ['tags', 'classes', 'ids', 'attrs']) for (const t of page[key]) union[key].add(t);
      customPropertyRefs(html, refs);
      continue;
    }
    let out;
    if (task === 'link') out = loadAfterFirstPaint(html, {criticalHref});
    else {
      const page = scanHtml(firstScreenCopy(html, blocks).copy, [], {chars: false});
      const pageRefs = customPropertyRefs(html, new Set(keep));
      const key =
        ['tags', 'classes', 'ids', 'attrs'].map((k) => [...page[k]].sort().join(' ')).join('|') +
        `|${[...pageRefs].sort().join(' ')}`;
      let css = cache.get(key);
      if (css === undefined) {
        css = render(sheets, page, pageRefs);
        cache.set(key, css);
      }
      out = loadAfterFirstPaint(html, {css});
    }
    for (const m of html.matchAll(/<link\b(?=[^>]*\brel=["']?stylesheet\b)[^>]*\bhref=["']?([^"'\s>]+)/gi))
      if (!stylesheets.some((s) => s.href === m[1])) warnings.push(`${file}: links a stylesheet with no plan: ${m[1]}`);
    if (out === html) {
      unchanged++;
      continue;
    }
    write(file, out);
    changed++;
    bytesBefore += Buffer.byteLength(html);
    bytesAfter += Buffer.byteLength(out);
  }
  if (task === 'scan')
    return {
      tokens: Object.fromEntries(Object.entries(union).map(([k, v]) => [k, [...v]])),
      refs: [...refs],
    };
  return {changed, unchanged, bytesBefore, bytesAfter, warnings};
}

if (parentPort && workerData) parentPort.postMessage(run(workerData));
