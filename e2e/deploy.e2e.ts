/**
 * Deployable for real (issue 34): one production build of a copy of the repository with SITE_URL and EDIT_URL
 * set (about a minute on 2 cores: the docs build and the search index), shared by every test here and by
 * e2e/versionCut.e2e.ts (support/sharedCopy.ts: the copy has JavaScript v3 cut, which is what that file checks;
 * nothing checked here depends on the references' versions). The build must name no other site address and link
 * every guide to its own source file; the shipped nginx configuration, with the files `node deploy/generate.mjs`
 * writes for that build, run for real, must serve it as the README promises, with a Content-Security-Policy the
 * pages satisfy in Chromium.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {readGuidePages} from '../src/guides/content';
import {GUIDE_REDIRECTS} from '../src/data/redirects';
import {launch} from './support/browser';
import {NGINX, startNginx, type NginxServer} from './support/nginx';
import {ROOT} from './support/server';
import {askSearchDialog} from './support/searchDialog';
import {cutSiteBuild, EDIT_URL, SITE_URL} from './support/sharedCopy';

const PLACEHOLDER = 'docs.example.com';

let dir: string;
let build: string;
let nginx: NginxServer;

beforeAll(async () => {
  ({dir, build} = await cutSiteBuild());
  nginx = await startNginx(build);
}, 900000);

afterAll(async () => {
  await nginx?.stop();
});

function filesUnder(root: string): string[] {
  return fs
    .readdirSync(root, {recursive: true, withFileTypes: true})
    .flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : []));
}

const file = (rel: string) => fs.readFileSync(path.join(build, rel), 'utf8');

describe('a build for SITE_URL and EDIT_URL', () => {
  it(`writes no ${PLACEHOLDER} anywhere in build/, and the site address everywhere one is absolute`, () => {
    const files = filesUnder(build);
    expect(files.length).toBeGreaterThan(5000);
    const naming = files.filter((f) => fs.readFileSync(f).includes(PLACEHOLDER));
    expect(naming.map((f) => path.relative(build, f))).toEqual([]);

    expect(file('sitemap.xml')).toContain(`<loc>${SITE_URL}/guides/auth/passwords</loc>`);
    const guide = file('guides/auth/passwords.html');
    expect(guide).toMatch(new RegExp(`<link[^>]*rel="?canonical"?[^>]*href="?${SITE_URL}/guides/auth/passwords"?`));
    expect(guide).toMatch(
      new RegExp(`<meta[^>]*property="?og:url"?[^>]*content="?${SITE_URL}/guides/auth/passwords"?`),
    );
    expect(file('llms.txt')).toContain(`(${SITE_URL}/guides/auth/passwords.md)`);
    expect(file('guides/auth/passwords.md')).toContain(`${SITE_URL}/`);
  });

  it("shows 'Edit this page' on every guide, pointing at the guide's own source file", () => {
    const guides = readGuidePages(path.join(dir, 'docs'));
    expect(guides.length).toBeGreaterThan(100);
    const wrong = guides.flatMap((g) => {
      const rel = g.route.replace(/^\//, '');
      const html = [`${rel}.html`, `${rel}/index.html`].find((f) => fs.existsSync(path.join(build, f)));
      if (!html) return [`${g.file}: no page at ${g.route}`];
      const links = [...file(html).matchAll(/<a [^>]*href="?(https:\/\/git\.example\.org[^"\s>]*)"?[^>]*>/g)].map(
        (m) => m[1],
      );
      return links.length === 1 && links[0] === `${EDIT_URL}/docs/${g.file}`
        ? []
        : [`${g.file}: ${JSON.stringify(links)}`];
    });
    expect(wrong).toEqual([]);
    expect(file('guides/auth/passwords.html')).toContain('Edit this page');
  });
});

describe('a malformed address', () => {
  it.each([
    ['SITE_URL', 'https://docs.test/portal', /SITE_URL must be the root of a host/],
    ['SITE_URL', 'docs.test', /SITE_URL must be an absolute http\(s\) URL/],
    ['EDIT_URL', 'github.com/acme/docs/edit/main', /EDIT_URL must be an absolute http\(s\) URL/],
  ])('%s=%s stops the build with a message naming the variable', (name, value, message) => {
    const out = path.join(dir, 'never-written');
    const res = spawnSync(path.join(dir, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', out], {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, SITE_URL, EDIT_URL, [name]: value},
    });
    expect(res.status).not.toBe(0);
    expect(res.stdout + res.stderr).toMatch(message);
    expect(fs.existsSync(out)).toBe(false);
  });
});

describe('the shipped nginx configuration', () => {
  const get = (route: string, init: RequestInit = {}) => fetch(nginx.url + route, {redirect: 'manual', ...init});

  it('has a container main configuration (deploy/nginx/nginx.conf) that nginx accepts', () => {
    // As the Dockerfile lays it out under /etc/nginx, in a temporary folder; Debian's worker user instead of the image's.
    const etc = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-etc-'));
    try {
      fs.mkdirSync(path.join(etc, 'docs-portal'));
      fs.copyFileSync(path.join(ROOT, 'deploy', 'nginx', 'server.conf'), path.join(etc, 'docs-portal', 'server.conf'));
      execFileSync(process.execPath, [
        path.join(ROOT, 'deploy', 'generate.mjs'),
        build,
        '--out',
        path.join(etc, 'out'),
      ]);
      fs.renameSync(path.join(etc, 'out', 'nginx'), path.join(etc, 'docs-portal', 'generated'));
      fs.copyFileSync('/etc/nginx/mime.types', path.join(etc, 'mime.types'));
      const main = fs
        .readFileSync(path.join(ROOT, 'deploy', 'nginx', 'nginx.conf'), 'utf8')
        .replace(/^user nginx;$/m, 'user www-data;')
        .replace('/usr/share/nginx/html', build)
        .replace('pid /tmp/nginx.pid;', `pid ${path.join(etc, 'nginx.pid')};`)
        // The container logs requests to its stdout; here stdout is a socket, which /dev/stdout cannot open.
        .replace('access_log /dev/stdout;', 'access_log off;');
      fs.writeFileSync(path.join(etc, 'nginx.conf'), main);
      const res = spawnSync(NGINX, ['-t', '-p', etc, '-c', path.join(etc, 'nginx.conf')], {encoding: 'utf8'});
      expect(res.stderr).toContain('test is successful');
      expect(res.status).toBe(0);
    } finally {
      fs.rmSync(etc, {recursive: true, force: true});
    }
  });

  it('serves clean URLs and redirects .html and trailing-slash addresses to them', async () => {
    const page = await get('/guides/auth/passwords');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<html');
    expect((await get('/')).status).toBe(200);
    for (const [from, to] of [
      ['/guides/auth/passwords.html', '/guides/auth/passwords'],
      ['/guides/auth/passwords/', '/guides/auth/passwords'],
      ['/index.html', '/'],
    ]) {
      const res = await get(from);
      expect([from, res.status, res.headers.get('location')]).toEqual([from, 301, to]);
    }
  });

  it('answers the guide redirects with a 301 to their page, keeping the query', async () => {
    const {from, to} = GUIDE_REDIRECTS[0];
    const res = await get(`${from}?ref=old`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${to}?ref=old`);
    expect((await get(to)).status).toBe(200);
  });

  it('answers an unknown address with the custom 404 page and status 404', async () => {
    const notFoundTitle = /<title[^>]*>([^<]*)<\/title>/.exec(file('404.html'))?.[1];
    expect(notFoundTitle).toBeTruthy();
    for (const route of ['/guides/no-such-page', '/no-such-file.md', '/assets/js/missing.12345678.js', '/404']) {
      const res = await get(route);
      expect([route, res.status]).toEqual([route, 404]);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain(`<title`);
    }
    expect(await (await get('/guides/no-such-page')).text()).toContain(notFoundTitle as string);
  });

  it('caches hashed assets for a year and has HTML revalidated', async () => {
    const html = await (await get('/guides/auth/passwords')).text();
    const script = /<script[^>]*src="?(\/assets\/js\/[^"\s>]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await get(script as string);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const route of ['/guides/auth/passwords', '/', '/llms.txt', '/pagefind/pagefind.js']) {
      expect([route, (await get(route)).headers.get('cache-control')]).toEqual([route, 'no-cache']);
    }
  });

  it('sends the Markdown copies, llms.txt, the reference index and Pagefind files with their types', async () => {
    const types: [string, string][] = [
      ['/guides/auth/passwords.md', 'text/markdown; charset=utf-8'],
      ['/reference/javascript/select.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/reference/index.json', 'application/json'],
      ['/pagefind/pagefind.js', 'application/javascript; charset=utf-8'],
      ['/pagefind/wasm.en.pagefind', 'application/octet-stream'],
    ];
    const meta = fs.readdirSync(path.join(build, 'pagefind')).find((f) => f.endsWith('.pf_meta'));
    types.push([`/pagefind/${meta}`, 'application/octet-stream']);
    for (const [route, type] of types) {
      const res = await get(route);
      expect([route, res.status, res.headers.get('content-type')]).toEqual([route, 200, type]);
    }
    expect((await get(`/pagefind/${meta}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text responses', async () => {
    for (const route of ['/guides/auth/passwords', '/guides/auth/passwords.md', '/reference/index.json']) {
      const res = await get(route, {headers: {'accept-encoding': 'gzip'}});
      expect([route, res.headers.get('content-encoding')]).toEqual([route, 'gzip']);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    }
  });

  it('sends the security headers on pages, files and errors', async () => {
    for (const route of ['/guides/auth/passwords', '/llms.txt', '/guides/no-such-page']) {
      const h = (await get(route)).headers;
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(h.get('x-frame-options')).toBe('DENY');
      const csp = h.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });
});

describe('the Content-Security-Policy in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A page that records CSP violations (the DOM event and the console's report) and script errors. */
  async function watchedPage(): Promise<{page: Page; problems: string[]; close: () => Promise<void>}> {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const w = window as unknown as {cspViolations?: string[]};
        (w.cspViolations ??= []).push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile})`);
      });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /Content Security Policy/i.test(msg.text()))
        problems.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    return {page, problems, close: () => context.close()};
  }

  const violations = (page: Page) =>
    page.evaluate(() => (window as unknown as {cspViolations?: string[]}).cspViolations ?? []);

  async function openHydrated(page: Page, route: string): Promise<void> {
    const res = await page.goto(nginx.url + route, {waitUntil: 'load'});
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Hydration needs every script: the inline color-mode script and the bundles.
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30000});
  }

  it.each(['/guides/auth/passwords', '/reference/javascript/select'])('reports no violation on %s', async (route) => {
    const {page, problems, close} = await watchedPage();
    try {
      await openHydrated(page, route);
      await page.waitForTimeout(500);
      expect(await violations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets the critical-CSS script switch the deferred stylesheets on (src/plugins/browser/critical-css)', async () => {
    const {page, problems, close} = await watchedPage();
    try {
      await openHydrated(page, '/guides/auth/passwords');
      const links = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]'))
          .filter((l) => !l.closest('noscript'))
          .map((l) => ({media: l.media || 'all', rules: l.sheet?.cssRules.length ?? 0})),
      );
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) expect(link).toEqual({media: 'all', rules: expect.any(Number)});
      expect(links.some((l) => l.rules > 100)).toBe(true);
      expect(await violations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reports no violation in the search dialog (Pagefind and its WebAssembly), which finds results', async () => {
    const {page, problems, close} = await watchedPage();
    try {
      const answer = await askSearchDialog(page, nginx.url, '/guides/auth/passwords', 'reset password');
      expect(answer.urls.length).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('does report a planted inline script (the watch works)', async () => {
    const {page, problems, close} = await watchedPage();
    try {
      await openHydrated(page, '/guides/auth/passwords');
      const ran = await page.evaluate(async () => {
        const s = document.createElement('script');
        s.textContent = 'window.plantedRan = true;';
        document.head.append(s);
        await new Promise((r) => setTimeout(r, 100));
        return (window as unknown as {plantedRan?: boolean}).plantedRan === true;
      });
      expect(ran).toBe(false);
      expect(await violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
      expect(problems.some((p) => /Content Security Policy/i.test(p))).toBe(true);
    } finally {
      await close();
    }
  });
});
