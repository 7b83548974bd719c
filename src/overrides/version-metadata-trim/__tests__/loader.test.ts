import {VERSION_PROPS_MODULE} from '..';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../loader') as (this: {resourcePath: string}, source: string) => string;

/** What the loader hands the bundler for a module holding `props`, parsed back. */
const trimVersionProps = (props: unknown): unknown =>
  JSON.parse(loader.call({resourcePath: '/s/.docusaurus/p/x.json'}, JSON.stringify(props)));

const version = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  isLast: true,
  docs: {
    'auth/passwords': {
      id: 'auth/passwords',
      title: 'Password-based Auth',
      description: 'Sign users in with…',
      sidebar: 'auth',
    },
    'auth/index': {id: 'auth/index', title: 'Auth', description: 'Overview', sidebar: 'auth'},
  },
  docsSidebars: {
    auth: [
      {type: 'link', href: '/guides/auth', label: 'Overview', docId: 'auth/index', unlisted: false},
      {
        type: 'category',
        label: 'Flows',
        collapsible: true,
        collapsed: true,
        items: [
          {type: 'link', href: '/guides/auth/passwords', label: 'Passwords', docId: 'auth/passwords', unlisted: false},
          {type: 'link', href: '/guides/auth/hidden', label: 'Hidden', docId: 'auth/hidden', unlisted: true},
        ],
      },
    ],
  },
};

describe('version metadata trim loader', () => {
  it('drops doc descriptions and keeps what pages read (id, title, sidebar)', () => {
    const out = trimVersionProps({version}) as {version: typeof version};
    expect(out.version.docs).toEqual({
      'auth/passwords': {id: 'auth/passwords', title: 'Password-based Auth', sidebar: 'auth'},
      'auth/index': {id: 'auth/index', title: 'Auth', sidebar: 'auth'},
    });
    expect(out.version).toMatchObject({pluginId: 'default', version: 'current', label: 'Next', isLast: true});
  });

  it('drops unlisted: false at every depth of a menu and keeps unlisted: true and the rest', () => {
    const out = trimVersionProps({version}) as {version: typeof version};
    expect(out.version.docsSidebars.auth).toEqual([
      {type: 'link', href: '/guides/auth', label: 'Overview', docId: 'auth/index'},
      {
        type: 'category',
        label: 'Flows',
        collapsible: true,
        collapsed: true,
        items: [
          {type: 'link', href: '/guides/auth/passwords', label: 'Passwords', docId: 'auth/passwords'},
          {type: 'link', href: '/guides/auth/hidden', label: 'Hidden', docId: 'auth/hidden', unlisted: true},
        ],
      },
    ]);
  });

  it('passes other props modules (tag pages) through unchanged', () => {
    const tag = {tag: {label: 'auth', permalink: '/guides/tags/auth', items: [{id: 'a', description: 'kept'}]}};
    expect(trimVersionProps(tag)).toEqual(tag);
  });

  it('names the file when the module is not JSON', () => {
    expect(() => loader.call({resourcePath: '/site/.docusaurus/p/broken.json'}, '{nope')).toThrow(
      /\/site\/\.docusaurus\/p\/broken\.json: not valid JSON/,
    );
  });

  it('matches the props modules of every docs instance and nothing else', () => {
    expect(VERSION_PROPS_MODULE.test('/s/.docusaurus/docusaurus-plugin-content-docs/default/p/guides-5ed.json')).toBe(
      true,
    );
    expect(
      VERSION_PROPS_MODULE.test('C:\\s\\.docusaurus\\docusaurus-plugin-content-docs\\reference_dart\\p\\x-1.json'),
    ).toBe(true);
    expect(
      VERSION_PROPS_MODULE.test('/s/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-auth-mdx-1.json'),
    ).toBe(false);
    expect(VERSION_PROPS_MODULE.test('/s/.docusaurus/docusaurus-plugin-content-pages/default/p/x.json')).toBe(false);
  });
});
