import fs from 'node:fs';
import path from 'node:path';
import {baseUrl} from './support/browser';
import {crawl, crawlMarkdown} from './support/crawl';
import {llmsLinks} from '../src/plugins/content/markdown-copies/llmsTxt';
import {ROOT} from './support/server';

describe('link integrity of the built site', () => {
  it('a crawl of every page of the sitemap finds no broken internal link or anchor', async () => {
    const result = await crawl(baseUrl());
    expect(result.pages).toBeGreaterThan(1000);
    expect(result.links).toBeGreaterThan(20000);
    expect(result.broken.slice(0, 30)).toEqual([]);
  }, 900000);

  it('a crawl from /llms.txt reaches every Markdown copy, and every link to this site inside them answers 200', async () => {
    const result = await crawlMarkdown(baseUrl(), llmsLinks);
    expect(result.indexes).toBeGreaterThan(10);
    expect(result.files).toBeGreaterThan(2000);
    expect(result.links).toBeGreaterThan(1000);
    expect(result.broken.slice(0, 30)).toEqual([]);
  }, 600000);

  it('every external link opened in a new tab carries rel="noopener noreferrer"', () => {
    const problems: string[] = [];
    let externalLinks = 0;
    const walk = (dir: string) => {
      for (const name of fs.readdirSync(dir)) {
        const p = path.join(dir, name);
        if (fs.statSync(p).isDirectory()) {
          if (name !== 'assets' && name !== 'pagefind') walk(p);
        } else if (name.endsWith('.html')) {
          // Markup inside inline scripts (Docusaurus' base-URL warning banner) is not a rendered link.
          const html = fs.readFileSync(p, 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');
          for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
            const href = /\shref=("[^"]*"|'[^']*'|[^\s>]+)/.exec(tag)?.[1]?.replace(/^["']|["']$/g, '') ?? '';
            if (!/^https?:\/\//.test(href)) continue;
            externalLinks++;
            const rel = /\srel=("[^"]*"|'[^']*'|[^\s>]+)/.exec(tag)?.[1] ?? '';
            if (/target=("?)_blank/.test(tag) && !(rel.includes('noopener') && rel.includes('noreferrer'))) {
              problems.push(`${path.relative(ROOT, p)}: ${tag.slice(0, 160)}`);
            }
            if (!/target=("?)_blank/.test(tag))
              problems.push(`${path.relative(ROOT, p)}: external link not opening in a new tab: ${href}`);
          }
        }
      }
    };
    walk(path.join(ROOT, 'build'));
    expect(externalLinks).toBeGreaterThan(10);
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
