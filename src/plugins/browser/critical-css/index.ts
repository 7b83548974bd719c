/**
 * Critical CSS (issue 29, item 6: one round trip to the first paint). After the build, every page's HTML gets the
 * rules of the site's stylesheets that its own markup uses (inlined, or one shared first-screen stylesheet), and the
 * stylesheet links and start-up scripts are requested only after the first paint, by one small inline script (the
 * same bytes on every page, so the Content-Security-Policy allows it by its hash: deploy/generate.mjs hashes every
 * inline script); a `<noscript>` link keeps the page styled without JavaScript (firstScreen.mjs, README.md).
 *
 * The tool is beasties (the maintained fork of Google's critters): each worker of a small pool (worker.mjs) compiles
 * the stylesheets once into plans (`beasties/compiler`) and rewrites its share of the pages with beasties'
 * single-pass runtime (`beasties/runtime`, no DOM), which keeps the step to seconds for ~2,800 pages.
 *
 * `CRITICAL_CSS_OFF=1` builds without it (the bench's before/after).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {Plugin} from '@docusaurus/types';
import {
  ALWAYS_INLINED,
  criticalCssMode,
  FIRST_SCREEN_BLOCKS,
  htmlFilesForRoutes,
  KEPT_PROPERTIES,
  SHARED_NAME,
  splitEvenly,
  unionTokens,
  type CriticalCssMode,
} from './rules';

interface WorkerResult {
  changed: number;
  unchanged: number;
  bytesBefore: number;
  bytesAfter: number;
  warnings: string[];
}

interface Tokens {
  tags: string[];
  classes: string[];
  ids: string[];
  attrs: string[];
}

/** The site's stylesheets (build/assets/css/*.css), each with the `<link href>` it is matched to. */
function siteStylesheets(outDir: string, baseUrl: string): {href: string; file: string}[] {
  const cssDir = path.join(outDir, 'assets', 'css');
  if (!fs.existsSync(cssDir)) return [];
  return fs
    .readdirSync(cssDir)
    .filter((name) => name.endsWith('.css') && !name.startsWith(SHARED_NAME))
    .sort()
    .map((name) => ({href: `${baseUrl}assets/css/${name}`, file: path.join(cssDir, name)}));
}

type WorkerInput = {
  stylesheets: {href: string; file: string}[];
  allowRules: RegExp[];
  blocks: number;
  keep: string[];
} & (
  | {task: 'scan' | 'inline'; files: string[]}
  | {task: 'link'; files: string[]; criticalHref: string}
  | {task: 'render'; tokens: Tokens}
);

function runWorker<T>(data: WorkerInput): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {workerData: data});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`critical-css: a worker stopped with exit code ${code}`));
    });
  });
}

function addUp(results: WorkerResult[]): WorkerResult {
  const total = results.reduce<WorkerResult>(
    (a, r) => ({
      changed: a.changed + r.changed,
      unchanged: a.unchanged + r.unchanged,
      bytesBefore: a.bytesBefore + r.bytesBefore,
      bytesAfter: a.bytesAfter + r.bytesAfter,
      warnings: [...a.warnings, ...r.warnings],
    }),
    {changed: 0, unchanged: 0, bytesBefore: 0, bytesAfter: 0, warnings: []},
  );
  if (total.warnings.length > 0) {
    throw new Error(
      `critical-css: ${total.warnings.length} problem(s), first: ${total.warnings.slice(0, 5).join('; ')}`,
    );
  }
  return total;
}

/** The stylesheets in the order a page links them (the cascade order the critical rules must keep). */
function inLinkOrder(stylesheets: {href: string; file: string}[], page: string): {href: string; file: string}[] {
  const html = fs.readFileSync(page, 'utf8');
  const at = (href: string) => {
    const i = html.indexOf(`href=${href}`) >= 0 ? html.indexOf(`href=${href}`) : html.indexOf(`href="${href}"`);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...stylesheets].sort((a, b) => at(a.href) - at(b.href));
}

interface CriticalCssOptions {
  mode: Exclude<CriticalCssMode, 'off'>;
  /** Blocks of a page's Markdown container counted as its first screen. */
  blocks?: number;
  workers?: number;
}

/**
 * Critical CSS for the given pages. `inline`: each page gets its own first-screen rules in a `<style>`; `shared`: one
 * stylesheet with the first-screen rules of every page (`assets/css/critical.<hash>.css`, render-blocking, cached
 * once for the whole site) is linked from every page. Either way the site's stylesheets stop blocking the first
 * paint. Throws when a page links a stylesheet that has no plan.
 */
export async function inlineCriticalCss(
  outDir: string,
  files: string[],
  baseUrl: string,
  {mode, blocks = FIRST_SCREEN_BLOCKS, workers = Math.min(4, os.availableParallelism())}: CriticalCssOptions,
): Promise<WorkerResult & {sharedBytes?: number; sharedHref?: string}> {
  const found = siteStylesheets(outDir, baseUrl);
  if (found.length === 0) throw new Error(`critical-css: no stylesheet in ${path.join(outDir, 'assets', 'css')}`);
  const stylesheets = files.length > 0 ? inLinkOrder(found, files[0]) : found;
  const common = {stylesheets, allowRules: ALWAYS_INLINED, blocks, keep: KEPT_PROPERTIES};
  const parts = splitEvenly(files, workers);
  if (mode === 'inline')
    return addUp(
      await Promise.all(parts.map((part) => runWorker<WorkerResult>({...common, task: 'inline', files: part}))),
    );

  const scans = await Promise.all(
    parts.map((part) => runWorker<{tokens: Tokens; refs: string[]}>({...common, task: 'scan', files: part})),
  );
  const tokens = unionTokens(scans.map((s) => s.tokens));
  const keep = [...new Set(scans.flatMap((s) => s.refs))].sort();
  const {css} = await runWorker<{css: string}>({...common, keep, task: 'render', tokens});
  const name = `${SHARED_NAME}.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  fs.writeFileSync(path.join(outDir, 'assets', 'css', name), css);
  const criticalHref = `${baseUrl}assets/css/${name}`;
  const result = addUp(
    await Promise.all(
      parts.map((part) => runWorker<WorkerResult>({...common, task: 'link', files: part, criticalHref})),
    ),
  );
  return {...result, sharedBytes: Buffer.byteLength(css), sharedHref: criticalHref};
}

export default function criticalCssPlugin(): Plugin {
  return {
    name: 'critical-css',
    async postBuild({outDir, routesPaths, baseUrl}) {
      const mode = criticalCssMode(process.env);
      if (mode === 'off') {
        console.log('[critical-css] off (CRITICAL_CSS=off): stylesheets stay render-blocking.');
        return;
      }
      const started = Date.now();
      const files = htmlFilesForRoutes(outDir, routesPaths, baseUrl, fs.existsSync);
      const r = await inlineCriticalCss(outDir, files, baseUrl, {mode});
      // Every rendered page links the stylesheet; one left as it was means the step missed it.
      if (r.unchanged > 0) throw new Error(`critical-css: ${r.unchanged} of ${files.length} pages were left unchanged`);
      const perPage = `${((r.bytesAfter - r.bytesBefore) / r.changed / 1024).toFixed(2)} KB more HTML per page`;
      console.log(
        mode === 'shared'
          ? `[critical-css] shared: ${r.sharedHref} (${((r.sharedBytes ?? 0) / 1024).toFixed(1)} KB) linked from ${r.changed} pages, ${perPage}, in ${Date.now() - started} ms.`
          : `[critical-css] inline: ${r.changed} pages, ${perPage}, in ${Date.now() - started} ms.`,
      );
    },
  };
}
