import type {ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import {SERVER_KEY} from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  const runDir = process.env.E2E_RUN_DIR;
  if (runDir) fs.rmSync(runDir, {recursive: true, force: true});
  const child = (globalThis as Record<string, unknown>)[SERVER_KEY] as ChildProcess | undefined;
  if (!child?.pid) return;
  const cpu = processCpuSeconds(child.pid);
  // The server's share of the run's CPU (it gzips every response it sends): not in jest's figures, nor in a
  // `/usr/bin/time` of the run, since it is detached from the workers.
  if (cpu !== undefined) console.log(`e2e test server (scripts/serve.mjs): ${cpu.toFixed(1)} CPU-s (user + sys)`);
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** User + system CPU seconds of a live process, from Linux's /proc (clock ticks of 1/100 s); undefined elsewhere. */
function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which is in parentheses and may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
