/**
 * Writes the copy of a build that pagefind indexes: every HTML file with a space after each table cell and list
 * item (src/utils/searchIndexHtml.ts); other files are not needed. The build then runs pagefind on the copy with
 * its output in the real build, so search excerpts keep cell boundaries while the served HTML stays as built.
 *
 * Usage: tsx scripts/search-index-source.ts <build dir> <copy dir>
 */
import fs from 'node:fs';
import path from 'node:path';
import {spaceBlockBoundaries} from '../src/utils/searchIndexHtml';

const [from, to] = process.argv.slice(2);
if (!from || !to) {
  console.error('Usage: tsx scripts/search-index-source.ts <build dir> <copy dir>');
  process.exit(1);
}
fs.rmSync(to, {recursive: true, force: true});
let count = 0;
for (const entry of fs.readdirSync(from, {recursive: true, withFileTypes: true})) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const source = path.join(entry.parentPath, entry.name);
  const target = path.join(to, path.relative(from, source));
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, spaceBlockBoundaries(fs.readFileSync(source, 'utf8')));
  count++;
}
console.log(`Search index source: ${count} pages copied with spaced table cells and list items.`);
