import type {RenderedSection} from '../../../../features/reference/engine/types';
import {llmsLinks, validateLlmsTxt} from '../llmsTxt';
import {markdownPath} from '../markdownUtil';
import {buildSiteFiles, referenceIndex, type ReferenceVersion} from '../siteFiles';

const sec = (id: string, kind: RenderedSection['kind'], category?: string): RenderedSection => ({
  id,
  slug: id,
  title: id === 'introduction' ? 'Introduction' : `Op ${id}`,
  kind,
  ...(category ? {category} : {}),
  language: 'ts',
  body: [],
  params: [],
  examples: [],
  notes: [],
});

const js = (version: string, latest: boolean): ReferenceVersion => ({
  slug: 'javascript',
  title: 'JavaScript',
  kind: 'client-library',
  packageName: 'supabase-js',
  version,
  latest,
  basePath: latest ? '/reference/javascript' : `/reference/javascript/${version}`,
  sections: [sec('introduction', 'markdown'), sec('select', 'function', 'Database')],
  source: (id) =>
    id === 'introduction'
      ? {markdown: 'The **client**.'}
      : {
          fn: {
            id,
            description: 'Reads rows.',
            params: [
              {name: 'columns', type: 'string'},
              {name: 'options', type: 'object', required: true, params: [{name: 'count', type: 'string'}]},
            ],
            examples: [{name: 'Basic', code: 'await select()'}],
          },
        },
});

const cli: ReferenceVersion = {
  slug: 'cli',
  title: 'Supabase CLI',
  kind: 'cli',
  latest: true,
  basePath: '/reference/cli',
  sections: [sec('introduction', 'markdown')],
  source: () => ({markdown: 'Run it.'}),
};

const files = buildSiteFiles({
  site: {title: 'Supabase Docs', tagline: 'Guides and references', url: 'https://docs.example.com', baseUrl: '/'},
  guides: [
    {
      permalink: '/guides/auth/passwords',
      title: 'Passwords',
      description: 'Sign in with a password.',
      source: '---\ntitle: Passwords\n---\n\nSee [auth](/guides/auth).\n',
    },
    {permalink: '/guides/auth', title: 'Auth', source: 'Overview.'},
    {permalink: '/guides/database/overview', title: 'Database', source: 'Tables.'},
  ],
  areas: [
    {sectionName: 'Database', pathSegment: 'database'},
    {sectionName: 'Auth', pathSegment: 'auth'},
  ],
  references: [js('v2', true), js('v1', false), cli],
});

describe('buildSiteFiles', () => {
  it('writes a copy beside every guide and reference section, and the index files', () => {
    expect([...files.keys()].sort()).toEqual(
      [
        'guides/auth.md',
        'guides/auth/passwords.md',
        'guides/database/overview.md',
        'reference/javascript/introduction.md',
        'reference/javascript/select.md',
        'reference/javascript/llms.txt',
        'reference/javascript/v1/introduction.md',
        'reference/javascript/v1/select.md',
        'reference/javascript/v1/llms.txt',
        'reference/cli/introduction.md',
        'reference/cli/llms.txt',
        'reference/index.json',
        'llms.txt',
        'llms-full.txt',
      ].sort(),
    );
  });

  it('makes guide links absolute in the copies', () => {
    expect(files.get('guides/auth/passwords.md')).toBe(
      '# Passwords\n\n> Sign in with a password.\n\nSee [auth](https://docs.example.com/guides/auth).\n',
    );
  });

  it('writes a valid /llms.txt: guides by area in registry order, then the references, every link to a file it wrote', () => {
    const text = files.get('llms.txt')!;
    expect(validateLlmsTxt(text)).toEqual([]);
    expect(text.match(/^## .*/gm)).toEqual(['## Database guides', '## Auth guides', '## References', '## Optional']);
    for (const link of llmsLinks(text)) {
      expect(link.url.startsWith('https://docs.example.com/')).toBe(true);
      expect(files.has(new URL(link.url).pathname.slice(1))).toBe(true);
    }
    expect(text).toContain(
      '- [Auth](https://docs.example.com/guides/auth.md)\n- [Passwords](https://docs.example.com/guides/auth/passwords.md): Sign in with a password.',
    );
    expect(text).toContain(
      '- [JavaScript Reference v1](https://docs.example.com/reference/javascript/v1/llms.txt): supabase-js, v1, 2 sections',
    );
  });

  it('writes a valid llms.txt per reference version, grouped by category', () => {
    const text = files.get('reference/javascript/v1/llms.txt')!;
    expect(validateLlmsTxt(text)).toEqual([]);
    expect(text).toMatch(/^# JavaScript Reference v1\n\n> JavaScript reference \(supabase-js\), version v1: /);
    expect(text).toContain(
      '## Overview\n\n- [Introduction](https://docs.example.com/reference/javascript/v1/introduction.md): The client.',
    );
    expect(text).toContain(
      '## Database\n\n- [Op select](https://docs.example.com/reference/javascript/v1/select.md): Reads rows.',
    );
    expect(validateLlmsTxt(files.get('reference/cli/llms.txt')!)).toEqual([]);
  });

  it('concatenates every guide into llms-full.txt, each with its address', () => {
    const full = files.get('llms-full.txt')!;
    expect(full.indexOf('# Database')).toBeLessThan(full.indexOf('# Auth'));
    expect(full).toContain('# Passwords\n\nSource: https://docs.example.com/guides/auth/passwords\n');
    expect(full.split('\n\n---\n\n')).toHaveLength(3);
  });

  it('lists every operation in reference/index.json', () => {
    const index = JSON.parse(files.get('reference/index.json')!);
    expect(index.operations).toHaveLength(2);
    expect(index.operations[0]).toEqual({
      library: 'javascript',
      libraryTitle: 'JavaScript',
      kind: 'client-library',
      version: 'v2',
      latest: true,
      id: 'select',
      title: 'Op select',
      category: 'Database',
      signature: null,
      route: '/reference/javascript/select',
      markdown: '/reference/javascript/select.md',
      parameters: [
        {name: 'columns', type: 'string', required: false},
        {name: 'options', type: 'object', required: true, params: [{name: 'count', type: 'string', required: false}]},
      ],
    });
    expect(referenceIndex([cli]).operations).toEqual([]);
  });
});

describe('markdownPath', () => {
  it('adds .md to the route, without a trailing slash', () => {
    expect(markdownPath('/guides/auth/passwords')).toBe('/guides/auth/passwords.md');
    expect(markdownPath('/guides/auth/')).toBe('/guides/auth.md');
    expect(markdownPath('/')).toBe('/index.md');
  });
});
