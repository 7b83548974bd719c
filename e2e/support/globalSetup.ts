import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {serveBuild} from './server';

export const STATE_FILE = path.join(os.tmpdir(), 'docs-portal-e2e.json');

export default async function globalSetup(): Promise<void> {
  const {url, child} = await serveBuild();
  fs.writeFileSync(STATE_FILE, JSON.stringify({url, pid: child.pid}));
  process.env.E2E_BASE_URL = url;
  child.unref();
}
