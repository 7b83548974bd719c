import {chromium} from 'playwright-core';
import {CHROMIUM, CHROMIUM_FLAGS} from '../e2e/support/browser';
import {serveBuild} from '../e2e/support/server';
(async () => {
  const served = await serveBuild();
  const browser = await chromium.launch({executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS]});
  const page = await browser.newPage();
  await page.goto(`${served.url}/404.html`);
  await page.evaluate(async () => {
    const w = window as any;
    w.pf = await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string);
    await w.pf.init();
  });
  for (const q of process.argv.slice(2)) {
    const out = await page.evaluate(async (q) => {
      const pf = (window as any).pf;
      const r = await pf.search(q);
      const d = await Promise.all(r.results.slice(0, 8).map((x: any) => x.data()));
      return {n: r.results.length, top: d.map((x: any) => x.url)};
    }, q);
    console.log(JSON.stringify(q), out.n, out.top.join(' '));
  }
  await browser.close();
  process.kill(-served.child.pid!);
})();
