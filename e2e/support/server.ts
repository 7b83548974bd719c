/**
 * Serves the production build (build/) on 127.0.0.1 with scripts/serve.mjs (as `npm run serve` does),
 * on a free port, for the end-to-end tests.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server at ${url} did not answer within ${timeoutMs} ms`);
}

export async function serveBuild(buildDir = path.join(ROOT, 'build')): Promise<{url: string; child: ChildProcess}> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run "npm run build" first.`);
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'serve.mjs'),
      '--dir',
      buildDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--immutable',
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, 30000);
  return {url, child};
}
