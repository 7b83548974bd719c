#!/usr/bin/env node
/**
 * Serves a production build the way a static host does: gzip-compressed responses
 * (text, HTML, JS, CSS, JSON, SVG), clean URLs without trailing slashes, 404.html
 * for unknown paths. `docusaurus serve` sends everything uncompressed, which makes
 * page-weight and Lighthouse figures meaningless; the site command, the e2e tests
 * and the benchmark all serve through this.
 *
 * Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1] [--immutable]
 *
 * --immutable: the build will not change while the server runs (the e2e tests), so each compressed answer is
 * made once and sent again as it was (below).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

const args = process.argv.slice(2);
function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
}

const dir = path.resolve(option('dir', 'build'));
const port = Number(option('port', process.env.PORT ?? '3000'));
const host = option('host', '127.0.0.1');
const immutable = args.includes('--immutable');

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`serve: no production build in ${dir} (index.html missing): run "npm run build" first.`);
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: --port must be a number from 0 to 65535, got "${option('port', '')}"`);
  process.exit(1);
}

const compress = compression();

/**
 * With --immutable, compressed answers are kept for the life of the server. The e2e suite asks for the same bundles,
 * pages and indexes thousands of times, and `compression` would compress each again (Brotli for Chromium, gzip for
 * Node's fetch). The first answer to a request goes through serve-handler and `compression` as always and is
 * recorded as sent (status, headers, the compressed bytes); a request with the same method, address and every
 * request header either module reads gets those back. Only compressed answers are kept: the others cost no
 * compression. Without the flag (`npm run serve`, the benchmark) nothing is kept, so a rebuild shows at once.
 */
const replayable = new Map();
const REPLAY_BUDGET_BYTES = 512 * 1024 * 1024;
let replayBytes = 0;

/** The request headers serve-handler or `compression` read, with the method and address: what decides the answer. */
function replayKey(req) {
  if (!immutable || req.method !== 'GET') return undefined;
  const h = req.headers;
  return JSON.stringify([req.url, h['accept-encoding'], h.accept, h.range, h['if-none-match']]);
}

/** Records what is written to `res` (below `compression`, so the compressed bytes) and hands it over once sent. */
function record(res, done) {
  const chunks = [];
  const write = res.write;
  const end = res.end;
  const keep = (chunk, encoding) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
  };
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    return end.call(this, chunk, encoding, callback);
  };
  res.on('finish', () => {
    const headers = res.getRawHeaderNames().map((name) => [name, res.getHeader(name)]);
    done({statusCode: res.statusCode, statusMessage: res.statusMessage, headers, chunks});
  });
}

const server = http.createServer((req, res) => {
  const key = replayKey(req);
  const kept = key === undefined ? undefined : replayable.get(key);
  if (kept) {
    for (const [name, value] of kept.headers) res.setHeader(name, value);
    res.writeHead(kept.statusCode, kept.statusMessage);
    // Written, then ended, as `compression` does: chunked, with no Content-Length, like the first answer.
    for (const chunk of kept.chunks) res.write(chunk);
    res.end();
    return;
  }
  if (key !== undefined)
    record(res, (sent) => {
      if (!res.getHeader('Content-Encoding')) return;
      const size = sent.chunks.reduce((n, c) => n + c.length, 0);
      if (replayBytes + size > REPLAY_BUDGET_BYTES) return;
      replayBytes += size;
      replayable.set(key, sent);
    });
  compress(req, res, () => {
    handler(req, res, {public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false}).catch((err) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
});

server.listen(port, host, () => {
  const address = server.address();
  console.log(
    `Serving ${path.relative(process.cwd(), dir) || '.'} at http://${host}:${typeof address === 'object' && address ? address.port : port}/`,
  );
});
