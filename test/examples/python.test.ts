/**
 * @jest-environment node
 */
import path from 'node:path';
import {
  checkPythonBlocks,
  docsPythonBlocks,
  type PythonBlock,
  pythonFencesOf,
  referencePythonBlocks,
} from './pythonBlocks';

const ROOT = path.resolve(__dirname, '../..');

describe('python code of the docs and of the Python reference', () => {
  const docs = docsPythonBlocks(ROOT);
  const reference = referencePythonBlocks(ROOT);

  it('finds the blocks to check', () => {
    expect(docs.length).toBeGreaterThan(100);
    expect(reference.length).toBeGreaterThan(200);
  });

  it('every python block of docs/ parses and passes only option keys supabase-py reads', () => {
    expect(checkPythonBlocks(docs).map((p) => `${p.where}: ${p.message}`)).toEqual([]);
  });

  it('every example of the Python reference parses and passes only option keys supabase-py reads', () => {
    expect(checkPythonBlocks(reference).map((p) => `${p.where}: ${p.message}`)).toEqual([]);
  });
});

describe('the check itself', () => {
  const planted: PythonBlock[] = [
    {
      where: 'planted:websearch',
      code: 'supabase.table("quotes").select("*").text_search("body", "cat", options={"type": "websearch"}).execute()',
    },
    {where: 'planted:syntax', code: 'response = supabase.table("quotes").select("*"\nprint(response)'},
    {
      where: 'planted:sign-up',
      code: 'supabase.auth.sign_up({"email": "a@b.c", "password": "pw", "options": {"redirect_to": "https://x.y"}})',
    },
    {where: 'planted:invoke', code: 'await supabase.functions.invoke("hello", {"method": "GET", "body": {}})'},
    {
      where: 'planted:order',
      code: 'supabase.table("quotes").select("*").order("created_at", ascending=False).execute()',
    },
    {
      where: 'planted:ok',
      code: 'supabase.table("quotes").select("*").text_search("body", "cat", {"type": "web_search", "config": "english"}).execute()',
    },
  ];
  const problems = checkPythonBlocks(planted);
  const at = (where: string) => problems.filter((p) => p.where === where).map((p) => p.message);

  it('rejects a text_search type the library does not know', () => {
    expect(at('planted:websearch')).toEqual([
      expect.stringContaining('"websearch" is not one of plain, phrase, web_search'),
    ]);
  });

  it('rejects a block that does not parse', () => {
    expect(at('planted:syntax')).toEqual([expect.stringContaining('does not parse')]);
  });

  it('rejects unknown keys of nested sign-up options and of invoke options', () => {
    expect(at('planted:sign-up')).toEqual([expect.stringContaining('["options"]: unknown key "redirect_to"')]);
    expect(at('planted:invoke')).toEqual([expect.stringContaining('unknown key "method"')]);
  });

  it('rejects keyword arguments a query builder method does not take', () => {
    expect(at('planted:order')).toEqual([expect.stringContaining('unknown keyword argument "ascending"')]);
  });

  it('accepts a correct call and allows top-level await', () => {
    expect(at('planted:ok')).toEqual([]);
    expect(at('planted:invoke')).toHaveLength(1);
  });

  it('reads python fences of markdown, indented ones included, and skips other languages', () => {
    const md = [
      '```bash',
      'pip install supabase',
      '```',
      '- item',
      '  ```python',
      '  x = 1',
      '  ```',
      '```py title="a.py"',
      'y = 2',
      '```',
    ].join('\n');
    expect(pythonFencesOf(md, 'f.md').map((b) => [b.where, b.code])).toEqual([
      ['f.md:5', 'x = 1'],
      ['f.md:8', 'y = 2'],
    ]);
  });
});
