/**
 * What readers see, before and after a change of the shell's markup: screenshots of the same pages from two builds
 * (375 and 1280 px, light and dark; at 375 px also with the menu drawer open, at 1280 px also with a top-menu
 * dropdown open), saved side by side for looking at, and the share of pixels that differ between the two builds.
 *
 *   npx tsx bench/screens.ts <before build> <after build> <out dir> [route ...]
 *
 * Prints one line per page, width, mode and state: differing pixels (any channel off by more than 8 of 255).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {launch, newPage} from '../e2e/support/browser';
import {serve, stop} from './lighthouse';

const WIDTHS = [
  {name: '375', width: 375, height: 812},
  {name: '1280', width: 1280, height: 800},
] as const;
const MODES = ['light', 'dark'] as const;

type State = 'page' | 'open';

async function shoot(page: Page, base: string, route: string, mode: string, state: State): Promise<Buffer> {
  const sep = route.includes('?') ? '&' : '?';
  await page.goto(`${base}${route}${sep}docusaurus-theme=${mode}`, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30000});
  if (state === 'open') {
    const width = page.viewportSize()!.width;
    if (width < 1024) await page.locator('header button[aria-controls="mobile-menu"]').first().click();
    else await page.locator('nav[aria-label="Main"] button[aria-expanded="false"]').first().click();
  }
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400); // transitions
  return page.screenshot();
}

/**
 * The share of pixels whose colour differs (by more than `tolerance` in a channel), computed in the browser. The
 * function is a string: tsx would wrap named inner functions in a helper the page does not have.
 */
const DIFF_IN_PAGE = `async ({a, b, tolerance}) => {
  const load = async (data) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + data;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    return ctx.getImageData(0, 0, img.width, img.height);
  };
  const [x, y] = await Promise.all([load(a), load(b)]);
  if (x.width !== y.width || x.height !== y.height) return 1;
  let off = 0;
  for (let i = 0; i < x.data.length; i += 4)
    if (
      Math.abs(x.data[i] - y.data[i]) > tolerance ||
      Math.abs(x.data[i + 1] - y.data[i + 1]) > tolerance ||
      Math.abs(x.data[i + 2] - y.data[i + 2]) > tolerance
    )
      off++;
  return off / (x.width * x.height);
}`;

async function diff(page: Page, a: Buffer, b: Buffer, tolerance = 8): Promise<number> {
  const args = JSON.stringify({a: a.toString('base64'), b: b.toString('base64'), tolerance});
  return page.evaluate(`(${DIFF_IN_PAGE})(${args})`) as Promise<number>;
}

async function main(): Promise<void> {
  const [before, after, out, ...rest] = process.argv.slice(2);
  if (!before || !after || !out)
    throw new Error('usage: bench/screens.ts <before build> <after build> <out dir> [route ...]');
  const routes = rest.length > 0 ? rest : ['/', '/guides/auth/passwords', '/reference/javascript/select'];
  fs.mkdirSync(out, {recursive: true});
  const ports = [3290, 3291];
  const servers = await Promise.all([before, after].map((dir, i) => serve(path.resolve(dir), ports[i])));
  const browser = await launch();
  try {
    for (const route of routes)
      for (const w of WIDTHS)
        for (const mode of MODES)
          for (const state of ['page', 'open'] as const) {
            const shots: Buffer[] = [];
            for (const port of ports) {
              const {page, context, consoleErrors} = await newPage(browser, {width: w.width, height: w.height});
              try {
                shots.push(await shoot(page, `http://127.0.0.1:${port}`, route, mode, state));
                if (consoleErrors.length > 0) console.log(`  console errors on ${port}: ${consoleErrors.join('; ')}`);
              } finally {
                await context.close();
              }
            }
            const name = `${route.replace(/\W+/g, '_') || 'home'}-${w.name}-${mode}-${state}`;
            shots.forEach((s, i) => fs.writeFileSync(path.join(out, `${name}-${i === 0 ? 'before' : 'after'}.png`), s));
            const {page, context} = await newPage(browser, {width: 100, height: 100});
            try {
              const share = await diff(page, shots[0], shots[1]);
              console.log(`${route} ${w.name}px ${mode} ${state}: ${(share * 100).toFixed(3)} % of pixels differ`);
            } finally {
              await context.close();
            }
          }
  } finally {
    await browser.close();
    servers.forEach(stop);
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
