/**
 * The deployment's addresses, read from the environment at build time (docusaurus.config.ts imports this module):
 *
 * - `SITE_URL`: the address the site is served at, e.g. `https://docs.acme.dev`. Every absolute URL the build
 *   writes (canonical and Open Graph tags, the sitemap, `llms.txt`, the `.md` twins) starts with it. It must be an
 *   absolute `http(s)` URL of a host's root: the site is built for `baseUrl: '/'`, so a path (`/docs`), a query, a
 *   fragment or credentials are refused rather than silently dropped. Default: `https://docs.example.com`.
 * - `EDIT_URL`: the source repository's web address for editing files on its branch, e.g.
 *   `https://github.com/acme/docs-portal/edit/main`; a guide's "Edit this page" link is that address plus the
 *   guide's path in the repository (`/docs/auth/passwords.mdx`). Unset or empty: no edit links. It must be an
 *   absolute `http(s)` URL without query or fragment (the file's path is appended to it).
 *
 * A malformed value stops the build with a message naming the variable.
 */

export const DEFAULT_SITE_URL = 'https://docs.example.com';

export interface SiteEnv {
  /** The site's origin without a trailing slash: `https://docs.acme.dev`. */
  readonly siteUrl: string;
  /** The repository's edit address without a trailing slash, or null when guides have no edit link. */
  readonly editUrl: string | null;
}

function parseHttpUrl(name: string, value: string, example: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL such as ${example}, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}" (protocol ${url.protocol}).`);
  }
  if (url.username || url.password) throw new Error(`${name} must not contain credentials, got "${value}".`);
  if (url.search || value.includes('?')) throw new Error(`${name} must not have a query string, got "${value}".`);
  if (url.hash || value.includes('#')) throw new Error(`${name} must not have a fragment, got "${value}".`);
  return url;
}

/** `SITE_URL` checked and normalized to an origin (`https://docs.acme.dev`); undefined or empty gives the default. */
export function parseSiteUrl(value: string | undefined): string {
  const raw = value?.trim();
  if (!raw) return DEFAULT_SITE_URL;
  const url = parseHttpUrl('SITE_URL', raw, 'https://docs.acme.dev');
  if (url.pathname !== '/') {
    throw new Error(
      `SITE_URL must be the root of a host (the site is built for baseUrl "/"), got "${raw}" with the path "${url.pathname}".`,
    );
  }
  return url.origin;
}

/** `EDIT_URL` checked, without a trailing slash; undefined or empty gives null (no edit links). */
export function parseEditUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const url = parseHttpUrl('EDIT_URL', raw, 'https://github.com/acme/docs-portal/edit/main');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Both addresses from an environment (`process.env` in docusaurus.config.ts); throws on a malformed value. */
export function siteEnv(env: Readonly<Record<string, string | undefined>>): SiteEnv {
  return {siteUrl: parseSiteUrl(env.SITE_URL), editUrl: parseEditUrl(env.EDIT_URL)};
}
