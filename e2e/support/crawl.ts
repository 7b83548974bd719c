/**
 * A link checker for the served build: reads every page of sitemap.xml, collects
 * the internal links of each page and the element ids it defines, then checks
 * that every link's page answers 200 and every #fragment exists on its page.
 */
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

async function pool<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({length: size}, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
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
          res.status === 200 ? {status: 200, ...parse(await res.text())} : {status: res.status, ids: new Set<string>(), hrefs: []},
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
      else if (url.hash && !target.ids.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${source} → ${url.pathname}${url.hash}: no such anchor`);
    }
  });
  return {pages: paths.length, links, broken};
}
