/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {docsPythonBlocks} from '../examples/pythonBlocks';

/**
 * Rules for facts the guides once stated two ways (issue 31): each test reads every guide it concerns, so a page that
 * brings a contradicted statement back fails here.
 */
const ROOT = path.resolve(__dirname, '../..');

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(abs);
    return /\.mdx?$/.test(entry.name) ? [abs] : [];
  });
}

/** Sentences of a page's prose (code blocks removed). */
function sentences(src: string): string[] {
  const prose = src.replace(/```[\s\S]*?```/g, ' ');
  return prose.split(/(?<=[.!?])\s+|\n{2,}/).map((s) => s.replace(/\s+/g, ' ').trim());
}

describe('Python Realtime examples use the async client', () => {
  const blocks = docsPythonBlocks(ROOT);

  it('finds Python blocks that join Realtime channels', () => {
    expect(blocks.filter((b) => /\.channel\(/.test(b.code)).length).toBeGreaterThan(0);
  });

  it('never joins a channel on a client made by the synchronous create_client', () => {
    const offending = blocks
      .filter((b) => /\.channel\(/.test(b.code) && /(^|[^a])create_client\(/m.test(b.code))
      .map((b) => b.where);
    expect(offending).toEqual([]);
  });

  it('shows acreate_client on every page whose Python code joins a channel', () => {
    const files = new Set(blocks.filter((b) => /\.channel\(/.test(b.code)).map((b) => b.where.split(':')[0]));
    const missing = [...files].filter((file) => !/acreate_client/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(missing).toEqual([]);
  });
});

describe('Edge Functions: publishable and secret keys never pass the verify_jwt check', () => {
  // Every guide: pages of any area call Edge Functions (pg_net from the database, webhooks, cron jobs).
  const files = mdxFiles(path.join(ROOT, 'docs'));
  const CLAIMS = [
    /publishable key[^.]*\bpasses?\b[^.]*(JWT check|verify_jwt|JWT verification)/i,
    /(JWT check|verify_jwt)[^.]*\baccepts?\b[^.]*(publishable|secret) key/i,
    /lets API keys through/i,
  ];
  const NEGATIONS = /\b(not|never|no longer|does not|doesn't|only when|would not|accepts only|rejects?)\b/i;

  it('has pages to check', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('no page says the check accepts an API key', () => {
    const offending = files.flatMap((abs) =>
      sentences(fs.readFileSync(abs, 'utf8'))
        .filter((s) => CLAIMS.some((claim) => claim.test(s)) && !NEGATIONS.test(s))
        .map((s) => `${path.relative(ROOT, abs)}: ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('the rule catches the old statements', () => {
    const old = [
      "Use the project's publishable key: it passes the platform's default JWT check without giving the job any special access.",
      'The platform check above lets API keys through, so a function that requires a signed-in user must verify it.',
    ];
    for (const s of old) expect(CLAIMS.some((claim) => claim.test(s)) && !NEGATIONS.test(s)).toBe(true);
  });
});
