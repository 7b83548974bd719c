// Completes package-lock.json with other platforms' optional binaries (see scripts/lib/completeLock.ts).
// Run after `npm install` has changed the lock: `npx tsx scripts/complete-lock.ts [lockfile]`.
import fs from 'node:fs';
import path from 'node:path';
import {completeLock, type Lock} from './lib/completeLock';

const file = path.resolve(process.argv[2] ?? 'package-lock.json');
const {lock, added} = completeLock(JSON.parse(fs.readFileSync(file, 'utf8')) as Lock);
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(
  added.length
    ? `Added ${added.length} platform entries to ${file}:\n  ${added.join('\n  ')}`
    : `${file}: nothing missing`,
);
