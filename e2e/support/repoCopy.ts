import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from './server';
import {linkNodeModules} from '../../scripts/lib/linkNodeModules';

const SKIP = new Set(['node_modules', 'build', '.build-next', '.docusaurus', '.git', 'bench-results', 'test-results']);

/**
 * A throwaway copy of the repository that shares node_modules, for tests that change sources or run a build: a new
 * folder named `prefix` plus a random suffix, in `parent` (the system's temporary folder by default).
 */
export function copyRepo(prefix: string, parent = os.tmpdir()): string {
  const dir = fs.mkdtempSync(path.join(parent, prefix));
  for (const name of fs.readdirSync(ROOT)) {
    if (SKIP.has(name)) continue;
    fs.cpSync(path.join(ROOT, name), path.join(dir, name), {recursive: true});
  }
  linkNodeModules(ROOT, dir);
  return dir;
}
