/**
 * @jest-environment node
 *
 * deploy/generate.mjs against a tiny build: which inline scripts the CSP allows (by hash), which pages are redirects,
 * and refusing a folder that is no build. The real build is checked by e2e/deploy.e2e.ts.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const GENERATE = path.resolve(__dirname, '..', '..', 'deploy', 'generate.mjs');
// sha256 of `alert(1)`, base64 (printf 'alert(1)' | openssl dgst -sha256 -binary | base64).
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

function write(root: string, rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
  fs.writeFileSync(path.join(root, rel), text);
}

const run = (...args: string[]) => spawnSync(process.execPath, [GENERATE, ...args], {encoding: 'utf8'});

describe('deploy/generate.mjs', () => {
  let build: string;
  let out: string;
  beforeAll(() => {
    build = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-gen-build-'));
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-gen-out-'));
    write(
      build,
      'index.html',
      '<html><head><script>alert(1)</script><script type="application/ld+json">{"a":1}</script>' +
        '<script src="/assets/js/main.1234abcd.js"></script></head><body></body></html>',
    );
    write(build, 'guides/a.html', '<html><head><script>alert(1)</script></head></html>');
    write(
      build,
      'old/page/index.html',
      '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/guides/a"></head>' +
        "<script>window.location.href = '/guides/a' + window.location.search + window.location.hash;</script></html>",
    );
  });
  afterAll(() => {
    fs.rmSync(build, {recursive: true, force: true});
    fs.rmSync(out, {recursive: true, force: true});
  });

  it('writes the four files into --out', () => {
    const res = run(build, '--out', out);
    expect(res.status).toBe(0);
    for (const rel of [
      'nginx/security-headers.conf',
      'nginx/redirects.conf',
      'cloudflare-pages/_headers',
      'cloudflare-pages/_redirects',
    ]) {
      expect(fs.existsSync(path.join(out, rel))).toBe(true);
    }
  });

  it('refuses a folder without a build', () => {
    const res = run(out, '--out', out);
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/no production build/);
  });

  it('allows exactly the executable inline scripts of ordinary pages, by hash, and never unsafe-inline scripts', () => {
    const headers = fs.readFileSync(path.join(out, 'nginx/security-headers.conf'), 'utf8');
    const csp = /Content-Security-Policy "([^"]+)"/.exec(headers)?.[1] ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${ALERT_HASH}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers).toContain('add_header X-Content-Type-Options "nosniff" always;');
    // Cloudflare Pages gets the same policy.
    expect(fs.readFileSync(path.join(out, 'cloudflare-pages/_headers'), 'utf8')).toContain(
      `Content-Security-Policy: ${csp}\n`,
    );
  });

  it('turns the redirect pages into 301s for nginx and Cloudflare Pages', () => {
    expect(fs.readFileSync(path.join(out, 'nginx/redirects.conf'), 'utf8')).toContain(
      'location = /old/page { return 301 /guides/a$is_args$args; }',
    );
    expect(fs.readFileSync(path.join(out, 'cloudflare-pages/_redirects'), 'utf8')).toContain(
      '/old/page /guides/a 301\n',
    );
  });
});
