// Writes <site>/search-vocabulary.json: the words of every indexed page's title, headings and call signatures,
// with their counts. The search dialog loads it only to correct a misspelt query (`realtme` → `realtime`).
// Usage: tsx scripts/search-vocabulary.ts <built site folder>
import fs from 'node:fs';
import path from 'node:path';
import {vocabularyFromHtml, VOCABULARY_FILE} from './lib/searchVocabulary';

const site = process.argv[2];
if (!site || !fs.existsSync(site)) {
  console.error(`search-vocabulary: no built site at "${site ?? ''}" (pass the build folder).`);
  process.exit(1);
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const counts: Record<string, number> = {};
let pages = 0;
for (const file of htmlFiles(site)) {
  const words = vocabularyFromHtml(fs.readFileSync(file, 'utf8'));
  if (Object.keys(words).length > 0) pages++;
  for (const [w, n] of Object.entries(words)) counts[w] = (counts[w] ?? 0) + n;
}
if (pages === 0) {
  console.error(`search-vocabulary: no indexed page (data-pagefind-body) under ${site}.`);
  process.exit(1);
}
const sorted = Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
fs.writeFileSync(path.join(site, VOCABULARY_FILE), JSON.stringify(sorted));
console.log(`Search vocabulary: ${Object.keys(sorted).length} words from ${pages} pages.`);
