/**
 * @jest-environment node
 *
 * Issue 36, item 5: the same setting's default stated once, in data. The `[auth.rate_limit]` defaults of
 * `config.toml` live in src/data/localAuthRateLimits.ts (the local stack, as `supabase init` writes them), a hosted
 * project's in src/data/limits.ts (spec §9), the self-hosted server's in src/data/authServerDefaults.ts. A guide
 * that writes one of these values by hand (a `config.toml` block, `email_sent = 2` in prose, "3 emails per hour")
 * must give the value of the data for that context.
 */
import path from 'node:path';
import {readGuidePages} from '../../src/guides/content';
import {LOCAL_AUTH_RATE_LIMITS, hostedLimitOf, localDefault} from '../../src/data/localAuthRateLimits';
import {AUTH_SERVER_RATE_LIMIT_DEFAULTS} from '../../src/data/authServerDefaults';

const ROOT = path.resolve(__dirname, '../..');
const pages = readGuidePages(path.join(ROOT, 'docs'));
const KEYS = new Set<string>(LOCAL_AUTH_RATE_LIMITS.map((l) => l.key));

const FENCE = /^([ \t]*)(`{3,})([^\n`]*)\n([\s\S]*?)^\1\2[ \t]*$/gm;

/** `[auth.rate_limit]` assignments in the TOML blocks of a page that differ from the local defaults. */
function tomlMismatches(body: string): string[] {
  const found: string[] = [];
  for (let m = FENCE.exec(body); m; m = FENCE.exec(body)) {
    if ((m[3].trim().split(/\s+/)[0] ?? '') !== 'toml') continue;
    let table = '';
    for (const raw of m[4].split('\n')) {
      const line = raw.trim();
      const header = /^\[([^\]]+)\]/.exec(line);
      if (header) {
        table = header[1].trim();
        continue;
      }
      const assignment = /^([a-z_0-9]+)\s*=\s*(\S+)/.exec(line);
      if (table !== 'auth.rate_limit' || !assignment) continue;
      const [, key, value] = assignment;
      if (!KEYS.has(key)) found.push(`[auth.rate_limit] ${key}: not a key of supabase init's config.toml`);
      else if (Number(value) !== localDefault(key as never))
        found.push(`${key} = ${value} (supabase init writes ${localDefault(key as never)})`);
    }
  }
  FENCE.lastIndex = 0;
  return found;
}

/** The page's prose: its text with code blocks removed. */
const prose = (body: string) => body.replace(FENCE, '');

/** Prose naming a key with a number (`email_sent = 2`, `email_sent` starts at 2) that is not its local default. */
function proseKeyMismatches(body: string): string[] {
  const found: string[] = [];
  const pattern = /`([a-z_0-9]+)(?:\s*=\s*(\d+))?`(?:\s+(?:starts at|defaults to|is|of))?\s+(\d+)?/g;
  for (const m of prose(body).matchAll(pattern)) {
    const [, key, inCode, after] = m;
    const value = inCode ?? after;
    if (!KEYS.has(key) || value === undefined) continue;
    if (Number(value) !== localDefault(key as never))
      found.push(`${m[0].trim()} (local default ${localDefault(key as never)})`);
  }
  return found;
}

const HOSTED_EMAILS = hostedLimitOf('email_sent')?.perHour;
const SERVER_EMAILS = AUTH_SERVER_RATE_LIMIT_DEFAULTS.find(
  (l) => l.variable === 'GOTRUE_RATE_LIMIT_EMAIL_SENT',
)?.defaultValue;

/**
 * "N emails per hour" in prose: a hosted project's limit, or the local stack's where the sentence says local,
 * or the self-hosted server's on a self-hosting page.
 */
function emailRateMismatches(body: string, route: string): string[] {
  const found: string[] = [];
  for (const sentence of prose(body).split(/(?<=[.!?])\s+/)) {
    for (const m of sentence.matchAll(/(\d+) e-?mails? (?:per|an|a|each) hour/gi)) {
      const expected = route.startsWith('/guides/self-hosting/')
        ? SERVER_EMAILS
        : /\blocal/i.test(sentence)
          ? localDefault('email_sent')
          : HOSTED_EMAILS;
      if (Number(m[1]) !== expected) found.push(`"${m[0]}" (the data says ${expected})`);
    }
  }
  return found;
}

describe('the rules catch a wrong default', () => {
  it('in a config.toml block', () => {
    const block = '```toml title="supabase/config.toml"\n[auth.rate_limit]\nemail_sent = 4\nsms_sent = 30\n```\n';
    expect(tomlMismatches(block)).toEqual(['email_sent = 4 (supabase init writes 2)']);
    expect(tomlMismatches(block.replace('4', '2'))).toEqual([]);
    // Another table's key of the same name is not the rate limit.
    expect(tomlMismatches('```toml\n[auth.sms]\nsms_sent = 99\n```\n')).toEqual([]);
  });

  it('in prose', () => {
    expect(proseKeyMismatches('Locally `email_sent` starts at 5 emails per hour.')).toHaveLength(1);
    expect(proseKeyMismatches('Set `email_sent = 5` for more.')).toHaveLength(1);
    expect(proseKeyMismatches('Locally `email_sent` starts at 2 emails per hour.')).toEqual([]);
    expect(emailRateMismatches('A hosted project sends 4 emails per hour.', '/guides/auth/x')).toHaveLength(1);
    expect(emailRateMismatches('A hosted project sends 3 emails per hour.', '/guides/auth/x')).toEqual([]);
    expect(emailRateMismatches('The local stack sends 2 emails per hour.', '/guides/auth/x')).toEqual([]);
    expect(emailRateMismatches('The server sends 30 emails an hour.', '/guides/self-hosting/auth/config')).toEqual([]);
  });
});

describe("guides state the data's defaults", () => {
  it('reads the guides', () => {
    expect(pages.length).toBeGreaterThan(300);
    // The page this rule was written for states the local default in a config.toml block.
    expect(pages.find((p) => p.route === '/guides/auth/rate-limits')?.body).toMatch(/\[auth\.rate_limit\]/);
  });

  it.each(pages.map((p) => [p.route, p] as const))('%s', (_route, page) => {
    expect([
      ...tomlMismatches(page.body),
      ...proseKeyMismatches(page.body),
      ...emailRateMismatches(page.body, page.route),
    ]).toEqual([]);
  });
});
