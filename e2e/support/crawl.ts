/**
 * A link checker for the served build: reads every page of sitemap.xml, collects
 * the internal links of each page and the element ids it defines, then checks
 * that every link's page answers 200 and every #fragment exists on its page.
 */
import {pool} from './pool';

export interface CrawlResult {
  pages: number;
  links: number;
  broken: string[];
}

const ATTR = (name: string) => new RegExp(`\\s${name}=("[^"]*"|'[^']*'|[^\\s>]+)`);
const unquote = (v: string) => v.replace(/^["']|["']$/g, '').replace(/&amp;/g, '&');

function parse(html: string): {ids: Set<string>; hrefs: string[]} {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
  const ids = new Set<string>();
  for (const m of body.matchAll(/\sid=("[^"]*"|'[^']*'|[^\s>]+)/g)) ids.add(unquote(m[1]));
  const hrefs: string[] = [];
  for (const [tag] of body.matchAll(/<a\s[^>]*>/g)) {
    const href = ATTR('href').exec(tag)?.[1];
    if (href) hrefs.push(unquote(href));
  }
  return {ids, hrefs};
}

export async function crawl(base: string, concurrency = 8): Promise<CrawlResult> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const pages = new Map<string, Promise<{status: number; ids: Set<string>; hrefs: string[]}>>();
  const load = (path: string) => {
    if (!pages.has(path)) {
      pages.set(
        path,
        fetch(base + path, {redirect: 'manual'}).then(async (res) =>
          res.status === 200
            ? {status: 200, ...parse(await res.text())}
            : {status: res.status, ids: new Set<string>(), hrefs: []},
        ),
      );
    }
    return pages.get(path)!;
  };
  const broken: string[] = [];
  let links = 0;
  await pool(paths, concurrency, async (source) => {
    const page = await load(source);
    if (page.status !== 200) {
      broken.push(`${source} (listed in sitemap.xml) answers ${page.status}`);
      return;
    }
    for (const href of page.hrefs) {
      const url = new URL(href, base + source);
      if (url.origin !== new URL(base).origin) continue;
      links++;
      const target = await load(url.pathname);
      if (target.status !== 200) broken.push(`${source} → ${url.pathname} answers ${target.status}`);
      else if (url.hash && !target.ids.has(decodeURIComponent(url.hash.slice(1))))
        broken.push(`${source} → ${url.pathname}${url.hash}: no such anchor`);
    }
  });
  return {pages: paths.length, links, broken};
}

export interface MarkdownCrawlResult {
  /** llms.txt files read (the site's and the ones it links: one per reference version). */
  indexes: number;
  /** Markdown copies fetched. */
  files: number;
  /** Links inside the Markdown copies to this site that were followed. */
  links: number;
  broken: string[];
}

const MD_LINK = /\]\(([^()\s]+)\)/g;

/**
 * The same check for the machine-readable side: starts at /llms.txt, reads every llms.txt it links, fetches
 * every Markdown copy they list and follows the links to this site inside each copy (their pages, anchors
 * excepted: a copy names headings, not ids). The files name the site by its public address (the origin of
 * the sitemap's addresses), which is mapped to the server under test.
 */
export async function crawlMarkdown(
  base: string,
  listLinks: (text: string) => {url: string}[],
  concurrency = 8,
): Promise<MarkdownCrawlResult> {
  const firstLoc = /<loc>([^<]+)<\/loc>/.exec(await (await fetch(`${base}/sitemap.xml`)).text())?.[1];
  if (!firstLoc)
    return {indexes: 0, files: 0, links: 0, broken: ['sitemap.xml lists no page: the site address is unknown']};
  const siteUrl = new URL(firstLoc).origin;
  const site = siteUrl;
  const local = (url: string): string | undefined => {
    const u = new URL(url, siteUrl);
    return u.origin === site || u.origin === new URL(base).origin ? u.pathname : undefined;
  };
  const status = new Map<string, Promise<{status: number; text: string}>>();
  const get = (path: string) => {
    if (!status.has(path))
      status.set(
        path,
        fetch(base + path, {redirect: 'manual'}).then(async (res) => ({
          status: res.status,
          text: res.status === 200 ? await res.text() : '',
        })),
      );
    return status.get(path)!;
  };
  const broken: string[] = [];
  const root = await get('/llms.txt');
  if (root.status !== 200) return {indexes: 0, files: 0, links: 0, broken: [`/llms.txt answers ${root.status}`]};
  const indexes = ['/llms.txt'];
  const copies = new Set<string>();
  const collect = (source: string, text: string) => {
    for (const {url} of listLinks(text)) {
      const p = local(url);
      if (p === undefined) continue;
      if (p.endsWith('.md')) copies.add(p);
      else if (p.endsWith('/llms.txt') && !indexes.includes(p)) indexes.push(p);
      else if (!p.endsWith('.txt') && !p.endsWith('.json'))
        broken.push(`${source} lists ${p}, which is not a Markdown copy`);
    }
  };
  collect('/llms.txt', root.text);
  for (let i = 1; i < indexes.length; i++) {
    const index = await get(indexes[i]);
    if (index.status !== 200) broken.push(`/llms.txt → ${indexes[i]} answers ${index.status}`);
    else collect(indexes[i], index.text);
  }
  let links = 0;
  await pool([...copies], concurrency, async (copy) => {
    const file = await get(copy);
    if (file.status !== 200) {
      broken.push(`${copy} (listed in an llms.txt) answers ${file.status}`);
      return;
    }
    // Links in the prose: code (fenced or inline) is left out, `console[level](entry)` is not a link.
    const prose = file.text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
    for (const [, href] of prose.matchAll(MD_LINK)) {
      if (!/^(https?:\/\/|\/)/.test(href)) continue;
      const p = local(href.replace(/&amp;/g, '&'));
      if (p === undefined) continue;
      links++;
      const target = await get(p);
      if (target.status !== 200) broken.push(`${copy} → ${p} answers ${target.status}`);
    }
  });
  return {indexes: indexes.length, files: copies.size, links, broken};
}
