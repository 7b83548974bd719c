/** Node-only helpers for the content checks and statistics of the guide pages. */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {extractSiteHrefs, parseReferenceHref} from '../utils/guideReferenceLinks';

export interface GuidePage {
  /** Path relative to docs/ (`auth/users.mdx`). */
  readonly file: string;
  /** Site route (`/guides/auth/users`). */
  readonly route: string;
  readonly frontMatter: Record<string, unknown>;
  readonly body: string;
}

/**
 * A guide's front matter as an object, or an error that names the page and the field (YAML's own message says only
 * `line 2, column 14`, and a description with an unquoted `: ` is the usual cause).
 */
export function frontMatterOf(yaml: string, file: string): Record<string, unknown> {
  try {
    return (YAML.parse(yaml) ?? {}) as Record<string, unknown>;
  } catch (err) {
    const line = (err as {linePos?: {line: number}[]}).linePos?.[0]?.line;
    const field = line ? /^([\w-]+):/.exec(yaml.split('\n')[line - 1] ?? '')?.[1] : undefined;
    const where = field ? `field "${field}" (front matter line ${line})` : 'front matter';
    throw new Error(
      `docs/${file}: ${where} is not valid YAML (quote a value that holds ": "): ${(err as Error).message.split('\n')[0]}`,
    );
  }
}

export function readGuidePages(docsDir: string): GuidePage[] {
  const out: GuidePage[] = [];
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const abs = path.join(dir, name);
      if (fs.statSync(abs).isDirectory()) walk(abs);
      else if (/\.mdx?$/.test(name)) {
        const src = fs.readFileSync(abs, 'utf8');
        const fm = /^---\n([\s\S]*?)\n---\n/.exec(src);
        const file = path.relative(docsDir, abs).split(path.sep).join('/');
        const frontMatter = fm ? frontMatterOf(fm[1], file) : {};
        const fromPath = `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
        const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : fromPath;
        out.push({
          file,
          route: `/guides${slug === '/' ? '' : slug}`,
          frontMatter,
          body: fm ? src.slice(fm[0].length) : src,
        });
      }
    }
  };
  walk(docsDir);
  return out;
}

/** Prose of an MDX body: without code blocks, imports, JSX tags and inline code. */
export function proseOf(body: string): string {
  return body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ');
}

export function wordCount(text: string): number {
  return (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).length;
}

export function codeBlockCount(body: string): number {
  return (body.match(/^\s*```\w/gm) ?? []).length;
}

/** Phrases that mark a page as unfinished. */
const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /coming soon/i,
  /lorem ipsum/i,
  /\bTODO\b/,
  /\bTBD\b/,
  /to be written/i,
  /placeholder page/i,
];

/** Phrases with which a page quotes documentation (its own or the platform's) instead of stating the fact. */
const SELF_QUOTING_PATTERNS: readonly RegExp[] = [
  /\b(at|as of) the time of writing\b/i,
  /\bas of this writing\b/i,
  /\b(the )?(platform|supabase)(['’]s)? (own )?(docs|documentation) (lists?|says|states|warns|notes|publishes)\b/i,
];

/** The self-quoting phrases of a page's prose: a page states its facts, and says where a value can change. */
export function selfQuotingPhrases(text: string): string[] {
  return SELF_QUOTING_PATTERNS.filter((p) => p.test(text)).map((p) => p.source);
}

export function placeholderPhrases(text: string): string[] {
  return PLACEHOLDER_PATTERNS.filter((p) => p.test(text)).map((p) => p.source);
}

/**
 * The header rows of a page's Markdown tables that leave a column unnamed (`| | Magic link | Email OTP |`): a
 * screen reader announces such a column with no name (axe: empty-table-header). A header row is a table row
 * followed by its `| --- |` delimiter row.
 */
export function unnamedTableColumns(markdown: string): string[] {
  const lines = markdown.split('\n');
  const cells = (row: string) =>
    row
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split(/(?<!\\)\|/)
      .map((c) => c.trim());
  return lines.filter(
    (line, i) =>
      line.trim().startsWith('|') &&
      /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(lines[i + 1] ?? '') &&
      cells(line).some((c) => c === ''),
  );
}

/**
 * The links from guides to `/guides/…` addresses that no page answers: each as `docs/<file> links <href>: …`, for
 * `npm run check`, where a writer learns of a mistyped link in seconds instead of at the end of a build (whose own
 * check, Docusaurus' `onBrokenLinks`, stays the backstop and also covers anchors and every other kind of page).
 * `routes` is every address that serves a page: the guides' routes and the redirects' `from` addresses. A link's
 * `#anchor`, `?query` and trailing slash are not part of its page.
 */
export function brokenGuideLinks(pages: readonly GuidePage[], routes: ReadonlySet<string>): string[] {
  return pages.flatMap((page) =>
    extractSiteHrefs(page.body, '/guides/')
      .filter((href) => !routes.has(href.replace(/[#?].*$/, '').replace(/\/$/, '')))
      .map((href) => `docs/${page.file} links ${href}: no guide page or redirect has that address`),
  );
}

/**
 * The links from guides to a client library's latest reference (`/reference/dart/upsert`) whose section that
 * library's latest version does not have: each as `docs/<file> links <href>: …`, for `npm run check`, as
 * `brokenGuideLinks` does for guides. `hasSection(library, slug)` says whether the library's latest version has the
 * section (src/guides/referenceLinkScan.ts reads it from the reference sources). Links to an older version, the CLI,
 * the Management API or the server references are left to the build's check.
 */
export function brokenReferenceLinks(
  pages: readonly GuidePage[],
  libraries: readonly string[],
  hasSection: (library: string, slug: string) => boolean,
): string[] {
  return pages.flatMap((page) =>
    extractSiteHrefs(page.body, '/reference/').flatMap((href) => {
      const target = parseReferenceHref(href.replace(/\?.*$/, ''), libraries);
      return target && target.version === undefined && !hasSection(target.library, target.slug)
        ? [`docs/${page.file} links ${href}: the latest ${target.library} reference has no section ${target.slug}`]
        : [];
    }),
  );
}
