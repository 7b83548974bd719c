import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {baseUrl} from './support/browser';
import {ROOT} from './support/server';

const run = promisify(execFile);

interface LinkResult {
  url: string;
  status: number;
  state: 'OK' | 'BROKEN' | 'SKIPPED';
  parent?: string;
}

describe('link integrity of the built site', () => {
  it('linkinator finds no broken internal link or anchor across the whole site', async () => {
    const base = baseUrl();
    const bin = path.join(ROOT, 'node_modules', '.bin', 'linkinator');
    const {stdout} = await run(
      bin,
      [base, '--recurse', '--check-fragments', '--concurrency', '32', '--skip', `^(?!${base.replace(/[.]/g, '\\.')})`, '--format', 'json'],
      {maxBuffer: 512 * 1024 * 1024},
    ).catch((err: {stdout?: string}) => ({stdout: err.stdout ?? ''}));
    const result = JSON.parse(stdout) as {links: LinkResult[]};
    const checked = result.links.filter((l) => l.state !== 'SKIPPED');
    const broken = result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.url} (${l.status}) on ${l.parent}`);
    expect(checked.length).toBeGreaterThan(2000);
    expect(broken).toEqual([]);
  }, 900000);

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
            if (!/target=("?)_blank/.test(tag)) problems.push(`${path.relative(ROOT, p)}: external link not opening in a new tab: ${href}`);
          }
        }
      }
    };
    walk(path.join(ROOT, 'build'));
    expect(externalLinks).toBeGreaterThan(10);
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
