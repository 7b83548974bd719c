// One worker of the critical-CSS step (src/plugins/browser/critical-css/index.ts): compiles the site's stylesheets into
// beasties plans (`beasties/compiler`), then inlines the critical CSS of each HTML file it is given with beasties'
// single-pass runtime (`beasties/runtime`, no DOM). Plain JavaScript, an ES module: a worker thread runs outside the
// TypeScript loader of docusaurus.config.ts, and beasties' compiler and runtime are ES modules only.
import fs from 'node:fs';
import {parentPort, workerData} from 'node:worker_threads';
import {compileSheet} from 'beasties/compiler';
import {createProcessor} from 'beasties/runtime';

/**
 * `stylesheets`: [{href, file}], each sheet and the `<link href>` it is matched to. Rewrites each file in place (written to a temporary file and renamed, so a reader never sees half a page).
 * Returns what it did; a stylesheet link without a plan is a warning the plugin turns into a build failure.
 */
export function inlineCritical({stylesheets, allowRules, files, preload}) {
  // exact: false: a selector is kept when its classes, ids, tags and attributes all occur in the page. beasties' exact
  // structural matcher drops rules that do apply (`.markdown li+li`, `.examples .subheading:first-child`); this
  // over-inlines a little (~1 KB a page) and is cheaper.
  // The href is set on the compiled sheet instead of passed to the compiler, which would rebase url()s against it:
  // its url() pattern stops at the escaped quotes inside Infima's quoted data URLs (`url("data:image/svg+xml;utf8,
  // <svg xmlns=\\"http://...")`), reads them as relative and mangles them (`url(/assets/css/"data:...http:/...")`),
  // and the site's stylesheets hold no relative url() to rebase (their assets are absolute `/assets/...` paths).
  const plans = stylesheets.map(({href, file}) => ({
    ...compileSheet(fs.readFileSync(file, 'utf8'), {allowRules, exact: false}),
    href,
  }));
  const warnings = [];
  const processor = createProcessor(plans, {preload, logger: {warn: (message) => warnings.push(message)}});
  let changed = 0;
  let unchanged = 0;
  let bytesBefore = 0;
  let bytesAfter = 0;
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    const before = warnings.length;
    const out = processor.process(html);
    for (let i = before; i < warnings.length; i++) warnings[i] = `${file}: ${warnings[i]}`;
    if (out === html) {
      unchanged++;
      continue;
    }
    const tmp = `${file}.critical-css-tmp`;
    fs.writeFileSync(tmp, out);
    fs.renameSync(tmp, file);
    changed++;
    bytesBefore += Buffer.byteLength(html);
    bytesAfter += Buffer.byteLength(out);
  }
  return {changed, unchanged, bytesBefore, bytesAfter, warnings};
}

if (parentPort && workerData) parentPort.postMessage(inlineCritical(workerData));
