import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startResponseCache} from './responseCache';
import {serveBuild} from './server';

/** The server this run started, for globalTeardown (same process; jest keeps globalSetup's globals for it). */
export const SERVER_KEY = '__docsPortalE2eServer';
/** The memo in front of it (support/responseCache.ts), for globalTeardown. */
export const CACHE_KEY = '__docsPortalE2eResponseCache';

export default async function globalSetup(): Promise<void> {
  const {url, child} = await serveBuild();
  (globalThis as Record<string, unknown>)[SERVER_KEY] = child;
  child.unref();
  // The tests read the address from the environment their workers inherit. Nothing is written to a shared file:
  // two runs at once (two checkouts on one machine) must not stop each other's server. Unless E2E_RESPONSE_CACHE=0,
  // they talk to the memo, which asks the server once per file instead of once per request.
  if (process.env.E2E_RESPONSE_CACHE === '0') process.env.E2E_BASE_URL = url;
  else {
    const cache = await startResponseCache(url);
    (globalThis as Record<string, unknown>)[CACHE_KEY] = cache;
    process.env.E2E_BASE_URL = cache.url;
  }
  // This run's own folder, for what several test files share (support/sharedCopy.ts); globalTeardown removes it.
  process.env.E2E_RUN_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-portal-e2e-run-'));
}
