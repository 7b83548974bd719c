#!/usr/bin/env node
/**
 * Serves a production build the way a static host does: gzip-compressed responses
 * (text, HTML, JS, CSS, JSON, SVG), clean URLs without trailing slashes, 404.html
 * for unknown paths. `docusaurus serve` sends everything uncompressed, which makes
 * page-weight and Lighthouse figures meaningless; the site command, the e2e tests
 * and the benchmark all serve through this.
 *
 * Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
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

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`serve: no production build in ${dir} (index.html missing): run "npm run build" first.`);
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: --port must be a number from 0 to 65535, got "${option('port', '')}"`);
  process.exit(1);
}

const compress = compression();
const server = http.createServer((req, res) => {
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
