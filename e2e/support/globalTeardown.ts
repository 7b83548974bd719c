import type {ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import {SERVER_KEY} from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  const runDir = process.env.E2E_RUN_DIR;
  if (runDir) fs.rmSync(runDir, {recursive: true, force: true});
  const child = (globalThis as Record<string, unknown>)[SERVER_KEY] as ChildProcess | undefined;
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
