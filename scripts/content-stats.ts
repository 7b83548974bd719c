/**
 * Prints the guide content statistics per area: pages, words of prose and code
 * blocks (`npm run content:stats`).
 */
import path from 'node:path';
import {codeBlockCount, proseOf, readGuidePages, wordCount} from '../src/guides/content';

const pages = readGuidePages(path.resolve(__dirname, '..', 'docs'));
const areas = new Map<string, {pages: number; words: number; code: number}>();
for (const page of pages) {
  const area = page.route.split('/')[2] ?? '(root)';
  const a = areas.get(area) ?? {pages: 0, words: 0, code: 0};
  a.pages += 1;
  a.words += wordCount(proseOf(page.body));
  a.code += codeBlockCount(page.body);
  areas.set(area, a);
}
const rows = [...areas.entries()].sort(([x], [y]) => x.localeCompare(y));
const total = rows.reduce((t, [, a]) => ({pages: t.pages + a.pages, words: t.words + a.words, code: t.code + a.code}), {
  pages: 0,
  words: 0,
  code: 0,
});
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `${'area'.padEnd(18)}${pad('pages', 7)}${pad('words', 9)}${pad('code blocks', 13)}${pad('words/page', 12)}`,
);
for (const [area, a] of [...rows, ['TOTAL', total] as const]) {
  console.log(
    `${area.padEnd(18)}${pad(a.pages, 7)}${pad(a.words, 9)}${pad(a.code, 13)}${pad(Math.round(a.words / a.pages), 12)}`,
  );
}
