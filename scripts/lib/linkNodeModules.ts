import fs from 'node:fs';
import path from 'node:path';

/**
 * Gives a throwaway copy of the site the installed packages without sharing the
 * bundlers' persistent cache (node_modules/.cache): a cache written by another
 * site would be read back as if it were this one's.
 */
export function linkNodeModules(root: string, dir: string): void {
  const from = path.join(root, 'node_modules');
  const to = path.join(dir, 'node_modules');
  fs.mkdirSync(to, {recursive: true});
  for (const name of fs.readdirSync(from)) {
    if (name === '.cache') continue;
    fs.symlinkSync(path.join(from, name), path.join(to, name));
  }
}
