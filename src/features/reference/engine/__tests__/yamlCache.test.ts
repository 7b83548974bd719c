/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cacheKey, parseYamlCached} from '../yamlCache';

const SPEC =
  'info:\n  title: Example\nfunctions:\n  - id: select\n    title: Fetch data\n    params: [{name: columns}]\n';

describe('parseYamlCached', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaml-cache-'));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('parses without a cache folder and writes nothing', () => {
    expect(parseYamlCached(SPEC, undefined)).toEqual({
      ok: true,
      value: {info: {title: 'Example'}, functions: [{id: 'select', title: 'Fetch data', params: [{name: 'columns'}]}]},
    });
  });

  it('stores a parsed document and returns the same value from the cache', () => {
    const first = parseYamlCached(SPEC, dir);
    expect(fs.readdirSync(dir)).toEqual([`${cacheKey(SPEC)}.json`]);
    // A cached entry is what is served: the text is not parsed again.
    fs.writeFileSync(path.join(dir, `${cacheKey(SPEC)}.json`), JSON.stringify({served: 'from cache'}));
    expect(parseYamlCached(SPEC, dir)).toEqual({ok: true, value: {served: 'from cache'}});
    expect(first).toEqual(parseYamlCached(SPEC, undefined));
  });

  it('keys by the text: an edited document is parsed again', () => {
    parseYamlCached(SPEC, dir);
    const edited = SPEC.replace('Fetch data', 'Fetch rows');
    expect(cacheKey(edited)).not.toBe(cacheKey(SPEC));
    expect(parseYamlCached(edited, dir)).toEqual(parseYamlCached(edited, undefined));
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });

  it('reports YAML errors as before and never caches them', () => {
    const broken = 'a: 1\na: 2\n';
    const result = parseYamlCached(broken, dir);
    expect(result.ok).toBe(false);
    expect(result).toEqual(parseYamlCached(broken, undefined));
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('does not cache a value JSON cannot carry unchanged', () => {
    const result = parseYamlCached('limit: .inf\n', dir);
    expect(result).toEqual({ok: true, value: {limit: Infinity}});
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
