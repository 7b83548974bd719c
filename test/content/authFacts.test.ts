/**
 * @jest-environment node
 *
 * Facts of the Auth and Getting-started guides that a rule can check (issue 31). Each rule names its source.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readGuidePages, type GuidePage} from '../../src/guides/content';

const ROOT = path.resolve(__dirname, '../..');
const pages = readGuidePages(path.join(ROOT, 'docs'));
/** The areas these rules cover; other areas follow when their pages are corrected. */
const AREAS = ['auth', 'getting-started'];
const inAreas = pages.filter((p) => AREAS.includes(p.route.split('/')[2]));
const byRoute = new Map(pages.map((p) => [p.route, p]));

function page(route: string): GuidePage {
  const found = byRoute.get(route);
  if (!found) throw new Error(`no page for ${route}`);
  return found;
}

interface Block {
  readonly lang: string;
  readonly code: string;
}

function codeBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  const fence = /^([ \t]*)(`{3,})([^\n`]*)\n([\s\S]*?)^\1\2[ \t]*$/gm;
  for (let m = fence.exec(body); m; m = fence.exec(body)) {
    blocks.push({lang: m[3].trim().split(/\s+/)[0] ?? '', code: m[4]});
  }
  return blocks;
}

describe('CLI 3.x: the local email server is [local_smtp] (Mailpit), not [inbucket]', () => {
  // Source: `supabase init` of the pinned CLI 3.1.0 writes [local_smtp]; the binary rejects [inbucket] as a removed key.
  it.each(inAreas.map((p) => [p.file, p] as const))('%s has no [inbucket] section in a config block', (_f, p) => {
    const offending = codeBlocks(p.body).filter((b) => /^\s*\[inbucket\]/m.test(b.code));
    expect(offending.map((b) => b.code.split('\n')[0])).toEqual([]);
  });
});

describe('@supabase/ssr >= 0.10: setAll(cookies, headers) headers reach the response', () => {
  // Source: supabase/ssr src/types.ts (SetAllCookies): the headers must be set on the response so that no CDN caches
  // a session. A helper built on next/headers' cookies() cannot set response headers; its middleware or proxy does.
  const handlers = inAreas.flatMap((p) =>
    codeBlocks(p.body)
      .filter((b) => /createServerClient\s*[<(]/.test(b.code) && /setAll\s*[:(]/.test(b.code))
      .map((b) => [p.file, b] as const),
  );

  it('finds the server-client examples', () => {
    expect(handlers.length).toBeGreaterThan(5);
  });

  it.each(handlers)('%s: setAll takes the headers and applies them', (_f, block) => {
    if (/from\s+['"]next\/headers['"]/.test(block.code) && /cookieStore\.set\(/.test(block.code)) return;
    const signature = /setAll\s*(?::\s*(?:async\s*)?)?\(\s*\w+\s*,\s*(\w+)\s*\)/.exec(block.code);
    expect(signature ? 'two parameters' : block.code.slice(block.code.indexOf('setAll'), 120)).toBe('two parameters');
    const headersName = signature![1];
    expect(new RegExp(`(Object\\.(entries|assign)\\([^)]*\\b${headersName}\\b)`).test(block.code)).toBe(true);
  });
});

describe('JWT signing keys: a rotated key stays trusted until it is revoked', () => {
  // Source: the platform's signing-keys guide; auth-js JWKS_TTL (10 minutes) for the client-side cache.
  it.each(pages.map((p) => [p.file, p] as const))(
    '%s does not say a previous key is dropped when tokens expire',
    (_f, p) => {
      expect(p.body).not.toMatch(/(remains|stays|kept) published until (the )?tokens signed with it (have )?expired/i);
      expect(p.body).not.toMatch(/(key|secret) is (dropped|removed) (once|when|after) (its|the) tokens/i);
    },
  );

  it.each(['/guides/auth/signing-keys', '/guides/auth/jwts'])('%s gives the waiting and caching times', (route) => {
    const body = page(route).body;
    expect(body).toMatch(/JWT expiry plus 15 minutes/);
    expect(body).toMatch(/20 minutes/);
    expect(body).toMatch(/until you revoke it/);
  });
});

describe('Send Email hook: the security-notification action types', () => {
  // Source: supabase/auth internal/mailer/mailer.go (commit bc32168e), the email_action_type values of notifications.
  const NOTIFICATIONS = [
    'password_changed_notification',
    'email_changed_notification',
    'phone_changed_notification',
    'identity_linked_notification',
    'identity_unlinked_notification',
    'mfa_factor_enrolled_notification',
    'mfa_factor_unenrolled_notification',
  ];
  it.each(['/guides/auth/auth-hooks', '/guides/auth/auth-hooks/send-email-hook'])('%s lists all of them', (route) => {
    const body = page(route).body;
    expect(NOTIFICATIONS.filter((n) => !body.includes(`\`${n}\``))).toEqual([]);
  });
});

describe('Auth error codes', () => {
  // Source: the ErrorCode union of the installed @supabase/auth-js (the server's list plus codes the SDK knows).
  const dts = fs.readFileSync(
    path.join(ROOT, 'node_modules/@supabase/auth-js/dist/module/lib/error-codes.d.ts'),
    'utf8',
  );
  const union = /export type ErrorCode =([^;]+);/.exec(dts)?.[1] ?? '';
  const codes = [...union.matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1]);

  it('reads the codes of the installed auth-js', () => {
    expect(codes.length).toBeGreaterThan(50);
  });

  it('the reference explains every code', () => {
    const body = page('/guides/auth/debugging/error-codes').body;
    expect(codes.filter((c) => !body.includes(`\`${c}\``))).toEqual([]);
  });
});
