/**
 * @jest-environment node
 */
import {checkSnippets, fencedBlocks, markdownSnippets, usesSupabase, type Snippet} from './harness';

/** The harness must fail on broken code: planted snippets, checked in memory. */
describe('example type-check harness', () => {
  const planted: Snippet[] = [
    {
      file: 'planted.yml',
      name: 'misspelled method',
      line: 10,
      lang: 'ts',
      code: "const { data } = await supabase.auth.signInWithPasword({ email: 'a@example.com', password: 'x' })",
    },
    {
      file: 'planted.yml',
      name: 'unknown option',
      line: 20,
      lang: 'ts',
      code: "const { data } = await supabase\n  .from('books')\n  .select('id', { countt: 'exact' })",
    },
    {
      file: 'planted.yml',
      name: 'unknown column',
      line: 30,
      lang: 'ts',
      code: "await supabase.from('books').insert({ titel: 'Kindred' })",
    },
    {
      file: 'docs/planted.mdx',
      name: 'code block 1',
      line: 40,
      lang: 'js',
      looseSchema: true,
      code: "import { createClient } from '@supabase/supabase-js'\nconst client = createClient('https://x.supabase.co', 'key')\nawait client.storage.from('a').uploadFile('b.png', new Blob())",
    },
    {
      file: 'docs/planted.mdx',
      name: 'code block 2',
      line: 50,
      lang: 'ts',
      looseSchema: true,
      code: "await supabase.functions.invoke('hello', { bodyy: {} })",
    },
    {
      file: 'docs/planted.mdx',
      name: 'code block 3',
      line: 60,
      lang: 'ts',
      code: "import { createClient } from '@supabase/supabase-js/nope'",
    },
    {
      file: 'planted.yml',
      name: 'fine',
      line: 70,
      lang: 'ts',
      code: "const { data, error } = await supabase.from('books').select('id, title').eq('id', 1)",
    },
    {
      file: 'planted.yml',
      name: 'marked',
      line: 80,
      lang: 'ts',
      skip: 'a deliberate fragment',
      code: 'this is not code',
    },
  ];
  const result = checkSnippets(planted);
  const about = (name: string) => result.errors.filter((e) => e.includes(`example "${name}"`));

  it('reports a misspelled method with file, example name and source line', () => {
    expect(about('misspelled method')).toEqual([
      expect.stringMatching(
        /^planted\.yml: example "misspelled method" line 10: Property 'signInWithPasword' does not exist/,
      ),
    ]);
  });

  it('reports an option that does not exist, on the line it is on', () => {
    expect(about('unknown option')).toEqual([
      expect.stringMatching(/^planted\.yml: example "unknown option" line 22: .*countt/),
    ]);
  });

  it('checks columns against the typed Database of the prelude', () => {
    expect(about('unknown column').join('\n')).toMatch(/titel/);
  });

  it('checks guide blocks, with their own client or the prelude one', () => {
    expect(about('code block 1').join('\n')).toMatch(/line 42: Property 'uploadFile' does not exist/);
    expect(about('code block 2').join('\n')).toMatch(/line 50: .*bodyy/);
    expect(about('code block 3').join('\n')).toMatch(/Cannot find module '@supabase\/supabase-js\/nope'/);
  });

  it('passes correct code and skips marked code with its reason', () => {
    expect(about('fine')).toEqual([]);
    expect(about('marked')).toEqual([]);
    expect(result.checked).toBe(7);
    expect(result.skipped.map((s) => s.reason)).toEqual(['a deliberate fragment']);
  });

  it('extracts fenced blocks with their lines and skip markers', () => {
    const md = [
      'Intro',
      '',
      '```ts',
      "const { data } = await supabase.from('books').select()",
      '```',
      '',
      '  ```js typecheck-skip="needs the page above"',
      '  supabase.auth.getUser()',
      '  ```',
      '',
      '```bash',
      'supabase start',
      '```',
      '',
      '```ts',
      'const x = 1',
      '```',
    ].join('\n');
    expect(fencedBlocks(md).map((b) => [b.lang, b.line])).toEqual([
      ['ts', 4],
      ['js', 8],
      ['bash', 12],
      ['ts', 16],
    ]);
    const snippets = markdownSnippets('docs/x.md', md, 1, '');
    expect(snippets.map((s) => [s.name, s.line, s.lang, s.skip])).toEqual([
      ['code block 1', 4, 'ts', undefined],
      ['code block 2', 8, 'js', 'needs the page above'],
    ]);
    expect(usesSupabase("import { createClient } from '@supabase/supabase-js'")).toBe(true);
    expect(usesSupabase('const x = mysupabase.thing')).toBe(false);
  });
});
