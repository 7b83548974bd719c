/**
 * @jest-environment node
 */
import {brokenGuideLinks, type GuidePage} from '../content';

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
