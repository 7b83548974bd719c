/**
 * Runs the shipped nginx configuration against a build: deploy/nginx/server.conf, with the files
 * `node deploy/generate.mjs` writes for that build, in a temporary prefix with a minimal main configuration; nginx in
 * the foreground as a child process (one process, no daemon), on 127.0.0.1 and a free port. The system's nginx
 * configuration is not read or changed.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from './server';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface NginxServer {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startNginx(buildDir: string): Promise<NginxServer> {
  if (!fs.existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX}: apt-get install -y nginx, or set NGINX_PATH.`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-nginx-'));
  // server.conf includes docs-portal/generated/<file>, relative to the configuration's folder, as in the container.
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'deploy', 'generate.mjs'), buildDir, '--out', path.join(prefix, 'out')],
    {
      stdio: 'pipe',
    },
  );
  fs.mkdirSync(path.join(prefix, 'docs-portal'));
  fs.symlinkSync(path.join(ROOT, 'deploy', 'nginx', 'server.conf'), path.join(prefix, 'docs-portal', 'server.conf'));
  fs.symlinkSync(path.join(prefix, 'out', 'nginx'), path.join(prefix, 'docs-portal', 'generated'));
  const port = await freePort();
  const temp = (name: string) => path.join(prefix, name);
  fs.writeFileSync(
    temp('nginx.conf'),
    [
      `pid ${temp('nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  client_body_temp_path ${temp('body')}; proxy_temp_path ${temp('proxy')}; fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')}; scgi_temp_path ${temp('scgi')};`,
      `  server { listen 127.0.0.1:${port}; root ${buildDir}; include docs-portal/server.conf; }`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-c', temp('nginx.conf'), '-g', 'daemon off; master_process off;'];
  const check = spawnSync(NGINX, ['-t', ...args], {encoding: 'utf8'});
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child = spawn(NGINX, args, {stdio: ['ignore', 'ignore', 'inherit']});
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15000;
  for (;;) {
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`nginx did not answer at ${url}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(prefix, {recursive: true, force: true});
    },
  };
}
