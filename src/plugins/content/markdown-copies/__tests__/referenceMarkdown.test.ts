import type {RenderedSection, SpecFunction} from '../../../../features/reference/engine/types';
import {paramsTable, referenceSectionToMarkdown} from '../referenceMarkdown';
import {REFERENCE_SPEC_ENTRIES} from '../../../../data/referenceSpecs';
import {loadVersion} from '../referenceSources';
import {makeSection} from '../../../../features/reference/engine/__tests__/sectionFixture';

const section = (over: Partial<RenderedSection> = {}): RenderedSection =>
  makeSection({
    category: 'Database',
    signature: 'supabase.from(table).select(columns?)',
    paramsTitle: 'Parameters',
    ...over,
  });

const fn: SpecFunction = {
  id: 'select',
  description: 'Reads rows. See [filters](/reference/javascript/using-filters).',
  params: [
    {name: 'columns', type: 'string', required: false, description: 'Columns,\ncomma-separated.'},
    {
      name: 'options',
      type: 'object',
      params: [{name: 'count', type: "'exact' | 'planned'", required: true, description: 'Count rows.'}],
    },
  ],
  examples: [
    {
      name: 'Getting your data',
      description: 'The simplest call.',
      code: "const {data} = await supabase.from('books').select()\n",
      response: '{ "data": [] }',
    },
    {name: 'With backticks', code: 'const q = `\n```\n`'},
  ],
  notes: 'Limited to 1,000 rows.',
};

const ctx = {libraryTitle: 'JavaScript', packageName: 'supabase-js', version: 'v2', latest: true};

describe('referenceSectionToMarkdown', () => {
  it('writes title, library line, signature, description, parameters table, examples and notes', () => {
    expect(referenceSectionToMarkdown(section(), {fn}, ctx)).toBe(
      [
        '# Fetch data',
        '',
        '> JavaScript reference (supabase-js), v2 (latest) · Database',
        '',
        '```ts',
        'supabase.from(table).select(columns?)',
        '```',
        '',
        'Reads rows. See [filters](/reference/javascript/using-filters).',
        '',
        '## Parameters',
        '',
        '| Name | Type | Required | Description |',
        '| --- | --- | --- | --- |',
        '| `columns` | `string` | no | Columns, comma-separated. |',
        '| `options` | `object` | no |  |',
        "| `options.count` | `'exact' \\| 'planned'` | yes | Count rows. |",
        '',
        '## Examples',
        '',
        '### Getting your data',
        '',
        'The simplest call.',
        '',
        '```ts',
        "const {data} = await supabase.from('books').select()",
        '```',
        '',
        'Response:',
        '',
        '```json',
        '{ "data": [] }',
        '```',
        '',
        '### With backticks',
        '',
        '````ts',
        'const q = `',
        '```',
        '`',
        '````',
        '',
        '## Notes',
        '',
        'Limited to 1,000 rows.',
        '',
      ].join('\n'),
    );
  });

  it('writes a markdown section as its title, library line and source', () => {
    const md = referenceSectionToMarkdown(
      section({kind: 'markdown', id: 'introduction', title: 'Introduction', category: undefined, signature: undefined}),
      {markdown: 'Hello.\n'},
      {libraryTitle: 'Supabase CLI', latest: true},
    );
    expect(md).toBe('# Introduction\n\n> Supabase CLI reference\n\nHello.\n');
  });

  it('calls CLI parameters flags and shows defaults and HTTP places when given', () => {
    const md = referenceSectionToMarkdown(
      section({paramsTitle: 'Flags', signature: 'GET /v1/projects/{ref}'}),
      {fn: {...fn, params: [{name: 'ref', type: 'string', required: true, in: 'path', default: 'x'}], examples: []}},
      ctx,
    );
    expect(md).toContain('```http\nGET /v1/projects/{ref}\n```');
    expect(md).toContain(
      '## Flags\n\n| Name | Type | Required | In | Default | Description |\n| --- | --- | --- | --- | --- | --- |\n| `ref` | `string` | yes | path | `x` |  |',
    );
    expect(md).not.toContain('## Examples');
  });

  it('has no table without parameters', () => {
    expect(paramsTable([])).toBeUndefined();
  });
});

describe('the JavaScript v2 reference, from its sources', () => {
  const entry = REFERENCE_SPEC_ENTRIES.find((e) => e.id === 'reference_javascript_v2')!;
  const loaded = loadVersion(`${__dirname}/../../../../..`, entry);

  it('has a select copy with a parameters table and typed code', () => {
    const select = loaded.model.sections.find((s) => s.slug === 'select')!;
    const md = referenceSectionToMarkdown(select, loaded.source('select'), ctx);
    expect(md).toMatch(/^# Fetch data\n/);
    expect(md).toMatch(
      /\n## Parameters\n\n\| Name \| Type \| Required \| Description \|\n\| --- \| --- \| --- \| --- \|\n\| `columns` \|/,
    );
    expect(md).toMatch(/\n```ts\n/);
    expect(md).not.toMatch(/<\/?(p|code|div|table)[ >]/);
  });

  it('gives every section a copy that starts with its title', () => {
    for (const s of loaded.model.sections) {
      expect(referenceSectionToMarkdown(s, loaded.source(s.id), ctx).startsWith(`# ${s.title}\n`)).toBe(true);
    }
  });
});
