import fs from 'node:fs';
import {STATE_FILE} from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const {pid} = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as {pid: number};
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  fs.rmSync(STATE_FILE);
}
