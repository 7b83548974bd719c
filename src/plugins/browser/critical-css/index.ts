/**
 * Critical CSS (issue 29, item 6: one round trip to the first paint). After the build, every page's HTML gets the
 * rules of the site's stylesheets that its own markup uses, inlined in a `<style>` in the head, and the stylesheet
 * links stop blocking the first paint: they load as `media="print"` and one small inline script (the same bytes on
 * every page, so the Content-Security-Policy allows it by its hash: deploy/generate.mjs hashes every inline script)
 * switches them to `all`; a `<noscript>` link keeps the page styled without JavaScript.
 *
 * The tool is beasties (the maintained fork of Google's critters): each worker of a small pool (worker.mjs) compiles
 * the stylesheets once into plans (`beasties/compiler`) and rewrites its share of the pages with beasties'
 * single-pass runtime (`beasties/runtime`, no DOM), which keeps the step to seconds for ~2,800 pages.
 *
 * `CRITICAL_CSS_OFF=1` builds without it (the bench's before/after).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {Plugin} from '@docusaurus/types';
import {ALWAYS_INLINED, htmlFilesForRoutes, splitEvenly} from './rules';

interface WorkerResult {
  changed: number;
  unchanged: number;
  bytesBefore: number;
  bytesAfter: number;
  warnings: string[];
}

/** How the stylesheet links are deferred: beasties' strategy that needs no inline event handler (CSP). */
const PRELOAD_STRATEGY = 'media-script';

/** The site's stylesheets (build/assets/css/*.css), each with the `<link href>` it is matched to. */
function siteStylesheets(outDir: string, baseUrl: string): {href: string; file: string}[] {
  const cssDir = path.join(outDir, 'assets', 'css');
  if (!fs.existsSync(cssDir)) return [];
  return fs
    .readdirSync(cssDir)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => ({href: `${baseUrl}assets/css/${name}`, file: path.join(cssDir, name)}));
}

interface WorkerInput {
  stylesheets: {href: string; file: string}[];
  allowRules: RegExp[];
  files: string[];
  preload: string;
}

function runWorker(data: WorkerInput): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {workerData: data});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`critical-css: a worker stopped with exit code ${code}`));
    });
  });
}

/** Inlines the critical CSS into the given pages; throws when a page links a stylesheet that has no plan. */
export async function inlineCriticalCss(
  outDir: string,
  files: string[],
  baseUrl: string,
  workers = Math.min(4, os.availableParallelism()),
): Promise<WorkerResult> {
  const stylesheets = siteStylesheets(outDir, baseUrl);
  if (stylesheets.length === 0) throw new Error(`critical-css: no stylesheet in ${path.join(outDir, 'assets', 'css')}`);
  const results = await Promise.all(
    splitEvenly(files, workers).map((part) =>
      runWorker({stylesheets, allowRules: ALWAYS_INLINED, files: part, preload: PRELOAD_STRATEGY}),
    ),
  );
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

export default function criticalCssPlugin(): Plugin {
  return {
    name: 'critical-css',
    async postBuild({outDir, routesPaths, baseUrl}) {
      if (process.env.CRITICAL_CSS_OFF === '1') {
        console.log('[critical-css] off (CRITICAL_CSS_OFF=1): stylesheets stay render-blocking.');
        return;
      }
      const started = Date.now();
      const files = htmlFilesForRoutes(outDir, routesPaths, baseUrl, fs.existsSync);
      const r = await inlineCriticalCss(outDir, files, baseUrl);
      // Every rendered page links the stylesheet; one left as it was means the step missed it.
      if (r.unchanged > 0) throw new Error(`critical-css: ${r.unchanged} of ${files.length} pages were left unchanged`);
      console.log(
        `[critical-css] ${r.changed} pages, +${((r.bytesAfter - r.bytesBefore) / r.changed / 1024).toFixed(1)} KB of inlined CSS per page on average, in ${Date.now() - started} ms.`,
      );
    },
  };
}
