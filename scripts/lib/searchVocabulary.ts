import {vocabularyOf} from '../../src/utils/searchQuery';

/** The file the build writes at the site root, and the search dialog fetches. */
export {VOCABULARY_FILE} from '../../src/utils/searchQuery';

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&[a-z#0-9]+;/gi, ' ');

/**
 * The vocabulary of one built page that the search indexes (it has `data-pagefind-body`): its headings (h1–h3),
 * and the call signatures of reference sections (weighted for the index). Other pages give nothing.
 */
export function vocabularyFromHtml(html: string): Record<string, number> {
  const body = html.indexOf('data-pagefind-body');
  if (body < 0) return {};
  const part = html.slice(body);
  const texts: string[] = [];
  for (const m of part.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/g)) texts.push(decode(m[2]));
  // The minified HTML quotes attribute values only when they need it.
  for (const m of part.matchAll(/data-pagefind-weight=["']?\d+["']?>([\s\S]*?)<\/(?:p|div)>/g))
    texts.push(decode(m[1]));
  for (const m of part.matchAll(/data-pagefind-meta=(?:"title:([^"]*)"|title:([^\s>]*))/g))
    texts.push(decode(m[1] ?? m[2]));
  return vocabularyOf(texts);
}
