// The page-level rules of the critical-CSS step (src/plugins/browser/critical-css), as pure functions on HTML and CSS
// text: the first-screen copy of a page that beasties computes the critical rules from, the pruning of custom
// properties no kept rule reads, and the rewriting of a page's stylesheet links. Plain JavaScript (an ES module): the
// worker threads (worker.mjs) run outside the TypeScript loader; the unit tests import it through Jest's transform.

/** Elements without an end tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is text up to their end tag (no markup inside). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'template']);
/** Elements that close an open `<p>` whose end tag the minifier left out. */
const CLOSES_P = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);
/**
 * Optional end tags (the HTML minifier leaves them out): opening the key closes the nearest open element of the
 * listed names (and whatever is open inside it), searching down the stack no further than a scope boundary.
 */
const IMPLIED = {
  li: {closes: ['li'], scope: ['ul', 'ol', 'menu']},
  dt: {closes: ['dt', 'dd'], scope: ['dl']},
  dd: {closes: ['dt', 'dd'], scope: ['dl']},
  tr: {closes: ['tr'], scope: ['table', 'thead', 'tbody', 'tfoot']},
  td: {closes: ['td', 'th'], scope: ['tr', 'table']},
  th: {closes: ['td', 'th'], scope: ['tr', 'table']},
  thead: {closes: ['thead', 'tbody', 'tfoot'], scope: ['table']},
  tbody: {closes: ['thead', 'tbody', 'tfoot'], scope: ['table']},
  tfoot: {closes: ['thead', 'tbody', 'tfoot'], scope: ['table']},
  option: {closes: ['option'], scope: ['select', 'datalist', 'optgroup']},
};

const TAG_RE = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** The class tokens of a start tag's attribute text (quoted or unquoted `class`). */
function classTokens(attrs) {
  const m = /(?:^|\s)class\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attrs);
  if (!m) return [];
  return (m[1] ?? m[2] ?? m[3]).split(/\s+/).filter(Boolean);
}

/**
 * Walks the elements of minified HTML in document order, with the end tags the minifier leaves out (`</p>`, `</li>`,
 * `</td>`, ...) implied as a browser implies them. Calls `onOpen(name, classes, start, depth)` for each start tag
 * (depth: the number of open ancestors) and `onClose(name, at, depth)` when an element ends (`at`: where the tag that
 * ended it starts). A callback returning true stops the walk.
 */
export function walkElements(html, onOpen, onClose) {
  /** @type {string[]} */
  const stack = [];
  let foreign = 0;
  const popTo = (index, at) => {
    while (stack.length > index) {
      const name = stack.pop();
      if (name === 'svg' || name === 'math') foreign--;
      if (onClose(name, at, stack.length)) return true;
    }
    return false;
  };
  const lower = html.toLowerCase();
  TAG_RE.lastIndex = 0;
  let m;
  while ((m = TAG_RE.exec(html))) {
    if (!m[2]) continue;
    const name = m[2].toLowerCase();
    if (m[1]) {
      const at = stack.lastIndexOf(name);
      if (at >= 0 && popTo(at, m.index)) return;
      continue;
    }
    const implied = IMPLIED[name];
    if (implied) {
      for (let i = stack.length - 1; i >= 0 && !implied.scope.includes(stack[i]); i--) {
        if (implied.closes.includes(stack[i])) {
          if (popTo(i, m.index)) return;
          break;
        }
      }
    }
    if (foreign === 0 && CLOSES_P.has(name) && stack[stack.length - 1] === 'p' && popTo(stack.length - 1, m.index))
      return;
    if (onOpen(name, classTokens(m[3]), m.index, stack.length)) return;
    const selfClosing = VOID.has(name) || (foreign > 0 && /\/\s*$/.test(m[3]));
    if (selfClosing) continue;
    if (RAW_TEXT.has(name)) {
      const close = lower.indexOf(`</${name}`, TAG_RE.lastIndex);
      const end = close === -1 ? html.length : lower.indexOf('>', close) + 1 || html.length;
      if (onClose(name, close === -1 ? html.length : close, stack.length)) return;
      TAG_RE.lastIndex = end;
      continue;
    }
    stack.push(name);
    if (name === 'svg' || name === 'math') foreign++;
  }
  popTo(0, html.length);
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
 * Splits minified CSS into a tree: each entry is a declaration or statement (`{text}`), or a block (`{prelude,
 * children}`). Strings, comments and parentheses (data URLs hold `;`) are kept whole.
 */
function parseCss(css) {
  let i = 0;
  const list = () => {
    const entries = [];
    let start = i;
    let depth = 0;
    while (i < css.length) {
      const c = css[i];
      if (c === '"' || c === "'") {
        i++;
        while (i < css.length && css[i] !== c) i += css[i] === '\\' ? 2 : 1;
        i++;
        continue;
      }
      if (c === '/' && css[i + 1] === '*') {
        const end = css.indexOf('*/', i + 2);
        i = end === -1 ? css.length : end + 2;
        continue;
      }
      if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (depth === 0 && c === ';') {
        const text = css.slice(start, i).trim();
        if (text) entries.push({text});
        start = ++i;
        continue;
      } else if (depth === 0 && c === '{') {
        const prelude = css.slice(start, i).trim();
        i++;
        entries.push({prelude, children: list()});
        start = i;
        continue;
      } else if (depth === 0 && c === '}') {
        const text = css.slice(start, i).trim();
        if (text) entries.push({text});
        i++;
        return entries;
      }
      i++;
    }
    const text = css.slice(start).trim();
    if (text) entries.push({text});
    return entries;
  };
  return list();
}

/** Serializes the tree again; a statement at the top level (`@layer a,b;`, `@import ...;`) keeps its semicolon. */
function printCss(entries, top = true) {
  return entries
    .map((e, k) => {
      if ('children' in e) return `${e.prelude}{${printCss(e.children, false)}}`;
      const next = entries[k + 1];
      return e.text + (top || (next !== undefined && 'text' in next) ? ';' : '');
    })
    .join('');
}

const CUSTOM_DECL = /^(--[\w-]+)\s*:/;

/**
 * Drops the custom property declarations (`--name: value`) that nothing reads: neither a kept rule's declarations,
 * nor a kept custom property's value, nor `keep` (the properties the page's own markup or scripts read). Rules left
 * empty go too. Infima defines ~400 properties on `:root`; a page's first screen reads a fraction.
 */
export function pruneCustomProperties(css, keep = new Set()) {
  const tree = parseCss(css);
  const used = new Set(keep);
  /** @type {Map<string, string[]>} the values given to each custom property, for the transitive reads */
  const values = new Map();
  const collect = (entries) => {
    for (const e of entries) {
      if ('children' in e) collect(e.children);
      else {
        const name = CUSTOM_DECL.exec(e.text)?.[1];
        if (name) values.set(name, [...(values.get(name) ?? []), e.text]);
        else customPropertyRefs(e.text, used);
      }
    }
  };
  collect(tree);
  const queue = [...used];
  while (queue.length > 0) {
    for (const text of values.get(queue.pop()) ?? [])
      for (const ref of customPropertyRefs(text))
        if (!used.has(ref)) {
          used.add(ref);
          queue.push(ref);
        }
  }
  const prune = (entries) =>
    entries.flatMap((e) => {
      if ('text' in e) {
        const name = CUSTOM_DECL.exec(e.text)?.[1];
        return name && !used.has(name) ? [] : [e];
      }
      const children = prune(e.children);
      return children.length === 0 && e.children.length > 0 ? [] : [{...e, children}];
    });
  return printCss(prune(tree));
}

/** The attribute marking a deferred stylesheet link (short: it is on every page, twice). */
export const DEFERRED_ATTR = 'data-ccss';

/**
 * Switches the deferred stylesheets to all media at the end of the body. A stylesheet that did not match when the
 * parser met it never blocks rendering, so this does not make it render-blocking; it applies when it has loaded. The
 * same bytes on every page: the Content-Security-Policy allows it by its hash (deploy/generate.mjs).
 */
export const SWITCH_SCRIPT = `document.querySelectorAll('link[${DEFERRED_ATTR}]').forEach(l=>l.media='all')`;

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel=["']?stylesheet\b)[^>]*>/gi;

/**
 * Rewrites a page's stylesheet links so that none blocks the first paint: each becomes `media=print` (fetched at low
 * priority, never render-blocking) with a mark the switch script finds; one `<noscript>` keeps them for readers
 * without JavaScript; the first screen's CSS goes in front of them, inline (`css`) or as one shared render-blocking
 * stylesheet (`criticalHref`). Returns the page unchanged when it links no stylesheet.
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
    out += html.slice(from, link.index) + link[0].replace(/^<link\b/i, `<link media=print ${DEFERRED_ATTR}`);
    from = link.index + link[0].length;
  }
  out += `<noscript>${links.map((l) => l[0]).join('')}</noscript>` + html.slice(from);
  const bodyEnd = out.lastIndexOf('</body>');
  const script = `<script>${SWITCH_SCRIPT}</script>`;
  return bodyEnd === -1 ? out + script : out.slice(0, bodyEnd) + script + out.slice(bodyEnd);
}
