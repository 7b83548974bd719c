import type {ChildProcess} from 'node:child_process';
import {SERVER_KEY} from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as Record<string, unknown>)[SERVER_KEY] as ChildProcess | undefined;
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
