/**
 * @jest-environment node
 *
 * scripts/serve.mjs against a tiny build: what it sends compressed, and what `--immutable` (the e2e tests' server)
 * changes, which is only when a compressed answer is made: the bytes and headers on the wire are the same.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const SERVE = path.resolve(__dirname, '..', '..', 'scripts', 'serve.mjs');

interface Answer {
  status: number;
  /** Raw header lines as sent, without Date (the only one that changes from one answer to the next). */
  headers: string[];
  body: Buffer;
}

function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = res.rawHeaders;
          const lines: string[] = [];
          for (let i = 0; i < raw.length; i += 2)
            if (raw[i].toLowerCase() !== 'date') lines.push(`${raw[i]}: ${raw[i + 1]}`);
          resolve({status: res.statusCode ?? 0, headers: lines, body: Buffer.concat(chunks)});
        });
      })
      .on('error', reject);
  });
}

function start(dir: string, ...flags: string[]): Promise<{url: string; child: ChildProcess}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE, '--dir', dir, '--port', '0', '--host', '127.0.0.1', ...flags]);
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (m) resolve({url: m[1], child});
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
}

const PAGE = `<!DOCTYPE html><html><head><title>Page</title></head><body>${'<p>Some words to compress.</p>'.repeat(200)}</body></html>`;
const SCRIPT = `window.answer = ${JSON.stringify('x'.repeat(5000))};`;

describe('scripts/serve.mjs', () => {
  let dir: string;
  const children: ChildProcess[] = [];
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
    fs.mkdirSync(path.join(dir, 'guides'));
    fs.writeFileSync(path.join(dir, 'guides', 'page.html'), PAGE);
    fs.writeFileSync(path.join(dir, 'app.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, '404.html'), PAGE.replace('Page', 'Not found'));
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  const serve = async (...flags: string[]) => {
    const server = await start(dir, ...flags);
    children.push(server.child);
    return server.url;
  };

  it('with --immutable, sends every answer as a server without it does (status, headers, bytes)', async () => {
    const plain = await serve();
    const immutable = await serve('--immutable');
    const requests: [string, Record<string, string>][] = [];
    for (const route of ['/guides/page', '/app.js', '/', '/guides/page.html', '/no-such-page'])
      for (const encoding of ['br', 'gzip', 'gzip, deflate, br, zstd', 'identity'])
        requests.push([route, {'accept-encoding': encoding}]);
    // Twice: the first answer is made, the second comes from what --immutable kept.
    for (const round of [1, 2])
      for (const [route, headers] of requests) {
        const a = await get(plain + route, headers);
        const b = await get(immutable + route, headers);
        expect([round, route, headers, b.status, b.headers]).toEqual([round, route, headers, a.status, a.headers]);
        expect(b.body.equals(a.body)).toBe(true);
      }
    const br = await get(`${immutable}/guides/page`, {'accept-encoding': 'br'});
    expect(br.headers).toContain('Content-Encoding: br');
    expect(br.headers).toContain('Transfer-Encoding: chunked');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gzip = await get(`${immutable}/app.js`, {'accept-encoding': 'gzip'});
    expect(gzip.headers).toContain('Content-Encoding: gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
  });

  it('with --immutable, compresses a file once: a later change is not seen; without it, the change is sent', async () => {
    const plain = await serve();
    const immutable = await serve('--immutable');
    const headers = {'accept-encoding': 'br'};
    const text = async (url: string) => zlib.brotliDecompressSync((await get(url, headers)).body).toString();
    expect(await text(`${immutable}/guides/page`)).toBe(PAGE);
    expect(await text(`${plain}/guides/page`)).toBe(PAGE);
    const changed = PAGE.replace('Some words', 'Other words');
    fs.writeFileSync(path.join(dir, 'guides', 'page.html'), changed);
    expect(await text(`${immutable}/guides/page`)).toBe(PAGE);
    expect(await text(`${plain}/guides/page`)).toBe(changed);
    // An answer sent uncompressed is not kept: it is read again.
    const identity = {'accept-encoding': 'identity'};
    expect((await get(`${immutable}/guides/page`, identity)).body.toString()).toBe(changed);
  });
});
