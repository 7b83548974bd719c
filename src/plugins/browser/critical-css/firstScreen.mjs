// The page-level rules of the critical-CSS step (src/plugins/browser/critical-css), as pure functions on HTML and CSS
// text: the first-screen copy of a page that beasties computes the critical rules from, the pruning of custom
// properties no kept rule reads, and the rewriting of a page's stylesheet links. HTML is read with htmlparser2, CSS
// with postcss (the parsers beasties itself uses). Plain JavaScript (an ES module): the worker threads (worker.mjs)
// run outside the TypeScript loader; the unit tests import it through Jest's transform.
import {Parser} from 'htmlparser2';
import postcss from 'postcss';

/**
 * Where a browser ends more elements than htmlparser2 does. htmlparser2 implies the end tags the HTML minifier leaves
 * out (`</p>`, `</li>`, `</td>`, ...) only when the element to end is the current one; a browser's tree builder also
 * ends a list item, a definition term or a table cell whose content (a `<p>` of a loose Markdown list, a `<p>` in a
 * cell) is still open, searching the open elements down to the list's or the table's scope. Opening the key ends the
 * nearest open element of `closes` (and everything open inside it), no further down than `scope`.
 */
const ENDS_ACROSS_CONTENT = {
  li: {closes: ['li'], scope: ['ul', 'ol', 'menu']},
  dt: {closes: ['dt', 'dd'], scope: ['dl']},
  dd: {closes: ['dt', 'dd'], scope: ['dl']},
  tr: {closes: ['tr'], scope: ['table', 'thead', 'tbody', 'tfoot']},
  td: {closes: ['td', 'th'], scope: ['tr', 'table']},
  th: {closes: ['td', 'th'], scope: ['tr', 'table']},
};

/** Stops a walk from inside htmlparser2's callbacks. */
const STOP = Symbol('stop');

/**
 * Walks the elements of minified HTML in document order with htmlparser2's tokenizer and tree rules (void elements,
 * raw text of `<script>`/`<style>`, self-closing tags in SVG only, implied end tags), ending list items and cells as
 * a browser does (`ENDS_ACROSS_CONTENT`). Calls `onOpen(name, classes, start, depth)` for each start tag (depth: the
 * number of open ancestors) and `onClose(name, at, depth)` when an element ends (`at`: where the tag that ended it
 * starts). A callback returning true stops the walk.
 */
export function walkElements(html, onOpen, onClose) {
  /** htmlparser2's open elements, bottom first; `ended`: already ended for the browser (ENDS_ACROSS_CONTENT). */
  const stack = [];
  let open = 0;
  let atEnd = false;
  const end = (entry, at) => {
    entry.ended = true;
    open--;
    if (onClose(entry.name, at, open)) throw STOP;
  };
  const parser = new Parser({
    onopentagname(name) {
      // htmlparser2 has emitted its own implied ends; the new element is on its stack but not on ours yet.
      const rule = ENDS_ACROSS_CONTENT[name];
      if (rule) {
        for (let i = stack.length - 1; i >= 0 && !rule.scope.includes(stack[i].name); i--) {
          if (stack[i].ended || !rule.closes.includes(stack[i].name)) continue;
          for (let k = stack.length - 1; k >= i; k--) if (!stack[k].ended) end(stack[k], parser.startIndex);
          break;
        }
      }
      stack.push({name, ended: false});
    },
    onopentag(name, attribs) {
      const classes = (attribs.class ?? '').split(/\s+/).filter(Boolean);
      if (onOpen(name, classes, parser.startIndex, open)) throw STOP;
      open++;
    },
    onclosetag() {
      const entry = stack.pop();
      if (entry && !entry.ended) end(entry, atEnd ? html.length : parser.startIndex);
    },
  });
  try {
    parser.write(html);
    atEnd = true;
    parser.end();
  } catch (e) {
    if (e !== STOP) throw e;
  }
}

/**
 * The parts of a page below its first screen: the children of the page's Markdown container (`.markdown`: a guide's
 * body, a reference page's sections) after its first `blocks`, and, when that cut anything, the page footer
 * (`.theme-layout-footer`), which then starts further down than any viewport reaches. Returns [start, end) ranges
 * of the HTML, in order.
 */
export function belowFirstScreen(html, blocks) {
  /** @type {[number, number][]} */
  const ranges = [];
  let containerDepth = -1;
  let children = 0;
  let cutStart = -1;
  let footerDepth = -1;
  let footerStart = -1;
  let footer = null;
  let done = false;
  walkElements(
    html,
    (name, classes, start, depth) => {
      if (containerDepth === -1 && !done && classes.includes('markdown')) {
        containerDepth = depth;
        return false;
      }
      if (containerDepth >= 0 && depth === containerDepth + 1) {
        children++;
        if (children === blocks + 1) cutStart = start;
      }
      if (footerDepth === -1 && classes.includes('theme-layout-footer')) {
        footerDepth = depth;
        footerStart = start;
      }
      return false;
    },
    (name, at, depth) => {
      if (containerDepth >= 0 && depth === containerDepth) {
        if (cutStart >= 0) ranges.push([cutStart, at]);
        containerDepth = -1;
        done = true;
      } else if (footerDepth >= 0 && depth === footerDepth && footer === null) {
        const end = html.indexOf('>', at) + 1;
        footer = [footerStart, end > 0 ? end : html.length];
        footerDepth = -1;
      }
      return false;
    },
  );
  if (ranges.length > 0 && footer) ranges.push(footer);
  return ranges;
}

/** Marks where a cut part of the page was (an HTML comment: beasties' scan skips comments). */
const cutMark = (i) => `<!--critical-css-cut-${i}-->`;

/** The page without its parts below the first screen (each replaced by a mark), and a function putting them back. */
export function firstScreenCopy(html, blocks) {
  const ranges = belowFirstScreen(html, blocks);
  let copy = '';
  let from = 0;
  ranges.forEach(([start, end], i) => {
    copy += html.slice(from, start) + cutMark(i);
    from = end;
  });
  copy += html.slice(from);
  /** Puts the cut parts back into a rewritten copy (each mark must be there exactly once). */
  const restore = (rewritten) => {
    let out = rewritten;
    ranges.forEach(([start, end], i) => {
      const at = out.indexOf(cutMark(i));
      if (at === -1 || out.indexOf(cutMark(i), at + 1) !== -1)
        throw new Error(`critical-css: the mark of cut part ${i} is not in the rewritten page exactly once`);
      out = out.slice(0, at) + html.slice(start, end) + out.slice(at + cutMark(i).length);
    });
    return out;
  };
  return {copy, cut: ranges.length > 0, restore};
}

/** The custom properties a text reads through `var(--name)`. */
export function customPropertyRefs(text, into = new Set()) {
  for (const m of text.matchAll(/var\(\s*(--[\w-]+)/g)) into.add(m[1]);
  return into;
}

/**
 * Drops the custom property declarations (`--name: value`) that nothing reads: neither a kept rule's declarations,
 * nor a kept custom property's value, nor `keep` (the properties the page's own markup or scripts read). Rules and
 * at-rules left empty go too. Infima defines ~400 properties on `:root`; a page's first screen reads a fraction.
 */
export function pruneCustomProperties(css, keep = new Set()) {
  const root = postcss.parse(css);
  const used = new Set(keep);
  /** @type {Map<string, string[]>} the values given to each custom property, for the transitive reads */
  const values = new Map();
  root.walkDecls((decl) => {
    if (decl.variable) values.set(decl.prop, [...(values.get(decl.prop) ?? []), decl.value]);
    else customPropertyRefs(decl.value, used);
  });
  const queue = [...used];
  while (queue.length > 0) {
    for (const value of values.get(queue.pop()) ?? [])
      for (const ref of customPropertyRefs(value))
        if (!used.has(ref)) {
          used.add(ref);
          queue.push(ref);
        }
  }
  /** Removes a container emptied by the pruning, then its parent if that is left empty too. */
  const removeEmptied = (node) => {
    let at = node;
    while (at && at.type !== 'root' && at.nodes?.length === 0) {
      const parent = at.parent;
      at.remove();
      at = parent;
    }
  };
  const unread = [];
  root.walkDecls((decl) => {
    if (decl.variable && !used.has(decl.prop)) unread.push(decl);
  });
  for (const decl of unread) {
    const parent = decl.parent;
    decl.remove();
    removeEmptied(parent);
  }
  return root.toString();
}

/** The attribute marking a deferred stylesheet link (short: it is on every page, once a stylesheet). */
const DEFERRED_ATTR = 'data-ccss';

/**
 * The `type` a start-up script is parked under until the first paint: a script whose type is not JavaScript is
 * neither fetched nor run (HTML's "prepare the script element" stops before fetching), and the Content-Security-Policy
 * does not apply to it.
 */
const PARKED_TYPE = 'text/x-boot';

/**
 * Requests what the page parked until its first frame has been painted (from a callback of the second animation
 * frame: a task queued from the first one's callback, which runs before that frame is drawn, could finish before the
 * frame reaches the screen, and Lighthouse's simulation then counted the requests as needed for the first paint:
 * BENCHMARKS.md, session 19; at once in a hidden tab, where frames do not run): first the deferred stylesheets (each link marked
 * `data-ccss` becomes a stylesheet: after the first paint it no longer blocks rendering, it applies when it arrives),
 * then the start-up scripts, in their order (`async=false`: they run one after another, as `defer` ran them).
 * Parser-inserted, it runs after the render-blocking first-screen CSS has arrived, so nothing else shares the link
 * with the HTML and the first-screen CSS. The same bytes on every page: the Content-Security-Policy allows it by its
 * hash (deploy/generate.mjs).
 */
export const BOOT_SCRIPT = `(()=>{let d=0;const q=s=>document.querySelectorAll(s),g=()=>{if(d++)return;q('link[${DEFERRED_ATTR}]').forEach(l=>l.rel='stylesheet');q('script[type="${PARKED_TYPE}"]').forEach(p=>{const s=document.createElement('script');s.src=p.getAttribute('src');s.async=!1;document.head.append(s)})};document.hidden?g():(requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(g))),addEventListener('visibilitychange',g,{once:!0}))})()`;

const DEFERRED_SCRIPT = /<script\b(?=[^>]*\bsrc=)(?=[^>]*\bdefer\b)(?![^>]*\btype=)[^>]*><\/script>/gi;

/**
 * Parks a page's deferred start-up scripts (`<script src defer>`, as Docusaurus writes its bundles) until the first
 * paint: each becomes `<script type=text/x-boot src>` in place (neither fetched nor run until `BOOT_SCRIPT` requests
 * it). Readers without JavaScript lose nothing (the scripts never ran for them). Returns the page unchanged when it has
 * no deferred script.
 *
 * @param {string} html
 */
export function parkStartupScripts(html) {
  return html.replace(DEFERRED_SCRIPT, (tag) =>
    tag.replace(/\s+defer\b(=["']?[^"'\s>]*["']?)?/i, '').replace(/^<script\b/i, `<script type=${PARKED_TYPE}`),
  );
}

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel=["']?stylesheet\b)[^>]*>/gi;
const STYLESHEET_REL = /\s+rel=(["']?)stylesheet\1(?=[\s/>])/i;

/**
 * Rewrites a page's stylesheet links so that none is requested before the first paint: each loses its
 * `rel=stylesheet` (a link of no known type is neither fetched nor applied) and gets the mark `BOOT_SCRIPT` finds; one
 * `<noscript>` keeps them for readers without JavaScript; the first screen's CSS goes in front of them, inline (`css`)
 * or as one shared render-blocking stylesheet (`criticalHref`). Returns the page unchanged when it links no stylesheet.
 *
 * @param {string} html
 * @param {{css?: string, criticalHref?: string}} options
 */
export function deferStylesheets(html, {css, criticalHref}) {
  const links = [...html.matchAll(STYLESHEET_LINK)].filter((m) => !/\bmedia=/i.test(m[0]));
  if (links.length === 0) return html;
  const first = links[0].index;
  const critical = criticalHref !== undefined ? `<link rel=stylesheet href=${criticalHref}>` : `<style>${css}</style>`;
  let out = html.slice(0, first) + critical;
  let from = first;
  for (const link of links) {
    out +=
      html.slice(from, link.index) + link[0].replace(STYLESHEET_REL, '').replace(/^<link\b/i, `<link ${DEFERRED_ATTR}`);
    from = link.index + link[0].length;
  }
  return out + `<noscript>${links.map((l) => l[0]).join('')}</noscript>` + html.slice(from);
}

const INLINE_SCRIPT = /<script>[\s\S]*?<\/script>/gi;

/**
 * Moves the inline scripts at the start of the body, before the page's root element (`#__docusaurus`), into the head
 * in front of its first stylesheet: Docusaurus' color-mode script (it sets `data-theme` before the first paint) and
 * its `docusaurus-data-` attribute script. Where Docusaurus puts them, after the render-blocking first-screen
 * stylesheet, the parser stops at them until that stylesheet has arrived (a parser-inserted script waits for the
 * pending stylesheets before it), so the body is parsed only once the stylesheet is there; in front of it they run
 * at once and the body is parsed while the stylesheet downloads. They only set attributes of `<html>`; a script that
 * reads `document.body` (null in the head) is left where it is, and so are the others. Returns the page unchanged
 * when there is nothing to move.
 *
 * @param {string} html
 */
export function hoistBodyStartScripts(html) {
  const head = html.search(/<head\b/i);
  const body = html.search(/<body\b/i);
  if (head === -1 || body === -1) return html;
  const bodyStart = html.indexOf('>', body) + 1;
  const root = html.slice(bodyStart).search(/<div\b[^>]*\bid=["']?__docusaurus["'\s>]/i);
  if (root === -1) return html;
  const rootStart = bodyStart + root;
  const start = html.slice(bodyStart, rootStart);
  const scripts = start.match(INLINE_SCRIPT) ?? [];
  if (scripts.length === 0 || scripts.some((s) => s.includes('document.body'))) return html;
  const headEnd = html.slice(0, body).lastIndexOf('</head>');
  const firstSheet = html
    .slice(head, headEnd === -1 ? body : headEnd)
    .search(/<link\b(?=[^>]*\brel=["']?stylesheet\b)|<style\b/i);
  const at = firstSheet === -1 ? (headEnd === -1 ? body : headEnd) : head + firstSheet;
  return (
    html.slice(0, at) +
    scripts.join('') +
    html.slice(at, bodyStart) +
    start.replace(INLINE_SCRIPT, '') +
    html.slice(rootStart)
  );
}

/**
 * A page's first paint with nothing but the HTML and its first-screen CSS on the link: its stylesheets deferred
 * (`deferStylesheets`) and its start-up scripts parked (`parkStartupScripts`), both requested by `BOOT_SCRIPT` at the
 * end of the body once the first frame is painted; and its body parsed while the first-screen CSS downloads
 * (`hoistBodyStartScripts`). Returns the page unchanged when it has nothing to defer.
 *
 * @param {string} html
 * @param {{css?: string, criticalHref?: string}} options
 */
export function loadAfterFirstPaint(html, options) {
  const deferred = parkStartupScripts(deferStylesheets(html, options));
  if (deferred === html) return html;
  const out = hoistBodyStartScripts(deferred);
  const bodyEnd = out.lastIndexOf('</body>');
  const script = `<script>${BOOT_SCRIPT}</script>`;
  return bodyEnd === -1 ? out + script : out.slice(0, bodyEnd) + script + out.slice(bodyEnd);
}
