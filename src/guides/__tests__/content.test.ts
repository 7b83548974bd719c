/**
 * @jest-environment node
 */
import {brokenGuideLinks, brokenReferenceLinks, frontMatterOf, type GuidePage} from '../content';

const page = (file: string, body: string): GuidePage => ({file, route: `/guides/${file}`, frontMatter: {}, body});
const ROUTES = new Set(['/guides/storage/quickstart', '/guides/auth/users', '/guides/cli']);

describe('brokenGuideLinks', () => {
  it('names the file and the link of every /guides/ address no page answers', () => {
    const body = [
      'See [the missing page](/guides/storage/no-such-page) and <a href="/guides/auth/nobody">this</a>.',
      'A known one: [quickstart](/guides/storage/quickstart).',
    ].join('\n');
    expect(brokenGuideLinks([page('storage/a.mdx', body)], ROUTES)).toEqual([
      'docs/storage/a.mdx links /guides/storage/no-such-page: no guide page or redirect has that address',
      'docs/storage/a.mdx links /guides/auth/nobody: no guide page or redirect has that address',
    ]);
  });

  it('reads an anchor, a query or a trailing slash as the page they are on', () => {
    const body =
      '[a](/guides/auth/users#list-users) [b](/guides/cli/) [c](/guides/storage/quickstart?tab=js) <Link to="/guides/cli">d</Link>';
    expect(brokenGuideLinks([page('x.mdx', body)], ROUTES)).toEqual([]);
  });

  it('leaves links inside code blocks and other kinds of address alone', () => {
    const body = ['```md', '[example](/guides/made-up)', '```', '[ref](/reference/javascript/nope)'].join('\n');
    expect(brokenGuideLinks([page('x.mdx', body)], ROUTES)).toEqual([]);
  });
});

describe('brokenReferenceLinks', () => {
  const LIBRARIES = ['javascript', 'dart'];
  const SECTIONS: Record<string, string[]> = {javascript: ['select', 'upsert'], dart: ['select']};
  const has = (library: string, slug: string) => SECTIONS[library]?.includes(slug) ?? false;

  it("names the file and the link of a section the library's latest version does not have", () => {
    const body = 'Use [upsert](/reference/dart/upsert) or [select](/reference/dart/select#examples).';
    expect(brokenReferenceLinks([page('database/a.mdx', body)], LIBRARIES, has)).toEqual([
      'docs/database/a.mdx links /reference/dart/upsert: the latest dart reference has no section upsert',
    ]);
  });

  it('leaves older versions, other references and sections that exist alone', () => {
    const body = [
      '[v1](/reference/javascript/v1/nothing) [cli](/reference/cli/supabase-init)',
      '<a href="/reference/javascript/upsert?x=1">upsert</a> [api](/reference/api/v1-run-a-query)',
    ].join('\n');
    expect(brokenReferenceLinks([page('x.mdx', body)], LIBRARIES, has)).toEqual([]);
  });
});

describe('frontMatterOf', () => {
  it('reads the fields of valid front matter', () => {
    expect(frontMatterOf('title: Storage\ndescription: "Files: buckets and folders."', 'storage/index.mdx')).toEqual({
      title: 'Storage',
      description: 'Files: buckets and folders.',
    });
  });

  it('names the page and the field when a value is not valid YAML', () => {
    expect(() =>
      frontMatterOf('title: Logs\ndescription: Where to look: the Logs Explorer', 'platform/logs.mdx'),
    ).toThrow(/^docs\/platform\/logs\.mdx: field "description" \(front matter line 2\) is not valid YAML/);
  });
});
