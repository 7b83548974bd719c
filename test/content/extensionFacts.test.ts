/**
 * @jest-environment node
 *
 * Facts about Postgres extensions that every guide page must state the same way.
 */
import path from 'node:path';
import {readGuidePages} from '../../src/guides/content';

const DOCS = path.resolve(__dirname, '../../docs');
const pages = readGuidePages(DOCS);

/** Sentences (or list items, table rows, code lines) of a page body, whitespace collapsed. */
function sentencesOf(body: string): string[] {
  return body
    .split(/\n\s*\n|\n(?=\s*[-*|]|\s*\d+\.)|(?<=[.!?])\s+(?=[A-Z`*[])/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s !== '');
}

/**
 * Since May 2026 pg_graphql is not enabled on new projects (the platform's changelog, "New tables in the public
 * schema will no longer be exposed to the Data API automatically": "pg_graphql will not be enabled by default").
 * A sentence about pg_graphql or the GraphQL API that calls it enabled, on or preinstalled by default is wrong.
 */
const ENABLED_BY_DEFAULT: readonly RegExp[] = [
  /(?<!\bnot |\bno longer |\bn't )\b(enabled|on|active|turned on|installed|available) (by default|on (all |every )?new projects|out of the box|automatically)/i,
  /\b(pre-?installed|pre-?enabled)\b/i,
  /\bevery (new )?project (gets|has|includes|comes with)\b[^.]*\bgraphql\b/i,
];

function claimsGraphqlOnByDefault(body: string): string[] {
  return sentencesOf(body).filter(
    (s) => /graphql/i.test(s) && !/introspection/i.test(s) && ENABLED_BY_DEFAULT.some((re) => re.test(s)),
  );
}

describe('pg_graphql is described as off by default on new projects', () => {
  it('catches the wordings it is meant to catch', () => {
    expect(claimsGraphqlOnByDefault('`pg_graphql` is enabled on new projects.')).toHaveLength(1);
    expect(claimsGraphqlOnByDefault('The GraphQL API is enabled by default.')).toHaveLength(1);
    expect(claimsGraphqlOnByDefault('Postgres, with pgvector and pg_graphql preinstalled.')).toHaveLength(1);
    expect(claimsGraphqlOnByDefault('Every project gets an auto-generated REST and GraphQL API.')).toHaveLength(1);
    expect(claimsGraphqlOnByDefault('`pg_graphql` is not enabled by default on new projects.')).toEqual([]);
    expect(claimsGraphqlOnByDefault('Newer releases of pg_graphql turn introspection off by default.')).toEqual([]);
  });

  it.each(pages.map((p) => [p.file, p] as const))('%s does not say pg_graphql is on by default', (_file, page) => {
    expect(claimsGraphqlOnByDefault(page.body)).toEqual([]);
  });

  it('the extension page and the GraphQL overview both say it is off by default', () => {
    for (const route of ['/guides/database/extensions/pg_graphql', '/guides/graphql']) {
      const page = pages.find((p) => p.route === route);
      expect(page?.body).toMatch(/not enabled by default on (new )?projects/);
    }
  });
});

describe('pg_cron is enabled the way the platform documents it', () => {
  // The platform's Cron install guide: `create extension pg_cron with schema pg_catalog;` followed by the grants on
  // the `cron` schema to `postgres`.
  const creates = pages.flatMap((p) =>
    [...p.body.matchAll(/create extension[^;]*\bpg_cron\b[^;]*;/gi)].map((m) => [p.file, m[0]] as const),
  );

  it('finds the pages that enable pg_cron', () => {
    expect(creates.length).toBeGreaterThan(0);
  });

  it.each(creates)('%s: "%s" registers pg_cron in pg_catalog', (_file, statement) => {
    expect(statement).toMatch(/with schema pg_catalog/i);
  });
});
