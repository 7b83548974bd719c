/**
 * @jest-environment node
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import zlib from 'node:zlib';
import {cacheKey, startResponseCache, type ResponseCache} from '../responseCache';

/** A stand-in for scripts/serve.mjs: gzips when asked, counts what reaches it, answers 304 to a matching ETag. */
function upstream(): Promise<{url: string; seen: string[]; close: () => Promise<void>}> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url === '/moved') {
      res.writeHead(301, {location: '/page'});
      res.end();
      return;
    }
    if (req.headers['if-none-match'] === '"v1"') {
      res.writeHead(304);
      res.end();
      return;
    }
    const body = Buffer.from(`page ${req.url} `.repeat(50));
    const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(req.url === '/missing' ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
      etag: '"v1"',
      vary: 'Accept-Encoding',
      ...(gzip ? {'content-encoding': 'gzip'} : {}),
    });
    res.end(gzip ? zlib.gzipSync(body) : body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seen,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

/** A raw GET (Node's fetch would decompress the body and hide what was sent). */
function get(url: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}>((resolve, reject) => {
    http
      .get(url, {headers}, async (res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)});
      })
      .on('error', reject);
  });
}

describe('the response memo in front of the e2e test server', () => {
  let server: Awaited<ReturnType<typeof upstream>>;
  let cache: ResponseCache;
  beforeEach(async () => {
    server = await upstream();
    cache = await startResponseCache(server.url);
  });
  afterEach(async () => {
    await cache.close();
    await server.close();
  });

  it('asks the server once for a repeated GET and replays its status, headers and bytes', async () => {
    const gzip = {'accept-encoding': 'gzip, deflate, br'};
    const first = await get(`${cache.url}/page`, gzip);
    const again = await get(`${cache.url}/page`, gzip);
    expect(server.seen).toEqual(['GET /page']);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers.etag).toBe('"v1"');
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.body.equals(first.body)).toBe(true);
    expect(zlib.gunzipSync(again.body).toString()).toContain('page /page');
    expect(cache.stats).toEqual({hits: 1, misses: 1});
  });

  it('keeps answers apart by accepted encoding, and replays redirects and 404s too', async () => {
    const plain = await get(`${cache.url}/page`);
    const gzipped = await get(`${cache.url}/page`, {'accept-encoding': 'gzip'});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('page /page');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    for (let i = 0; i < 2; i++) {
      const moved = await get(`${cache.url}/moved`);
      expect([moved.status, moved.headers.location]).toEqual([301, '/page']);
      expect((await get(`${cache.url}/missing`)).status).toBe(404);
    }
    expect(server.seen).toEqual(['GET /page', 'GET /page', 'GET /moved', 'GET /missing']);
  });

  it('sends conditional requests to the server every time', async () => {
    for (let i = 0; i < 2; i++) expect((await get(`${cache.url}/page`, {'if-none-match': '"v1"'})).status).toBe(304);
    expect(server.seen).toEqual(['GET /page', 'GET /page']);
  });

  it('keys only plain GETs', () => {
    expect(cacheKey('GET', '/a', {'accept-encoding': 'gzip'})).toBe('/a\ngzip');
    expect(cacheKey('HEAD', '/a', {})).toBeUndefined();
    expect(cacheKey('POST', '/a', {})).toBeUndefined();
    expect(cacheKey('GET', '/a', {range: 'bytes=0-10'})).toBeUndefined();
    expect(cacheKey('GET', '/a', {'if-modified-since': 'Sat, 28 Nov 2026 04:00:00 GMT'})).toBeUndefined();
  });
});
