import {validateCommonSections, validateSpecDocument} from '../validate';
import {buildVersionModel} from '../build';
import {sourceErrorOf} from './sourceErrorOf';

const goodFn = {
  id: 'select',
  description: 'Fetches rows.',
  params: [{name: 'columns', type: 'string'}],
  examples: [{name: 'All rows', code: 'select()'}],
};
const spec = (functions: unknown[]) => ({info: {language: 'ts'}, functions});

describe('spec document validation', () => {
  it('accepts a well-formed document', () => {
    expect(validateSpecDocument(spec([goodFn]), 'x/_spec.yml').functions).toHaveLength(1);
  });

  it('names the file, the entry and the field of a missing id', () => {
    const msg = sourceErrorOf(() =>
      validateSpecDocument(spec([{...goodFn, id: undefined}]), 'reference/javascript/_spec.yml'),
    );
    expect(msg).toContain('reference/javascript/_spec.yml');
    expect(msg).toContain('functions[0]: field "id" is missing');
  });

  it('reports an example without code', () => {
    const msg = sourceErrorOf(() => validateSpecDocument(spec([{...goodFn, examples: [{name: 'No code'}]}]), 'a.yml'));
    expect(msg).toContain('functions[0] ("select") > examples[0] ("No code"): field "code" is missing');
  });

  it('reports a parameter without a type, nested too', () => {
    const msg = sourceErrorOf(() =>
      validateSpecDocument(
        spec([{...goodFn, params: [{name: 'options', type: 'object', params: [{name: 'count'}]}]}]),
        'a.yml',
      ),
    );
    expect(msg).toContain(
      'functions[0] ("select") > params[0] ("options") > params[0] ("count"): field "type" is missing',
    );
  });

  it('reports a duplicate function id', () => {
    const msg = sourceErrorOf(() => validateSpecDocument(spec([goodFn, goodFn]), 'a.yml'));
    expect(msg).toContain('functions[1] ("select") > id: duplicate of functions[0]');
  });

  it('reports unknown fields instead of ignoring them', () => {
    const msg = sourceErrorOf(() => validateSpecDocument(spec([{...goodFn, descripton: 'typo'}]), 'a.yml'));
    expect(msg).toContain('unknown field "descripton"');
  });
});

describe('common-sections validation', () => {
  const ok = [{type: 'markdown', id: 'introduction', title: 'Introduction', slug: 'introduction'}];
  const menuIds = ['reference_javascript_v2', 'reference_javascript_v1'];

  it('accepts a well-formed list', () => {
    expect(validateCommonSections(ok, 's.json', menuIds)).toHaveLength(1);
  });

  it('reports an unknown type', () => {
    const msg = sourceErrorOf(() =>
      validateCommonSections([{...ok[0], type: 'chapter'}], 'reference/_common/cli.json', menuIds),
    );
    expect(msg).toContain('reference/_common/cli.json');
    expect(msg).toMatch(/\[0\] \("introduction"\) > type: "chapter" is not one of category, markdown, function/);
  });

  it('reports a duplicate slug', () => {
    const msg = sourceErrorOf(() =>
      validateCommonSections(
        [...ok, {type: 'function', id: 'intro-fn', title: 'X', slug: 'introduction'}],
        's.json',
        menuIds,
      ),
    );
    expect(msg).toContain('[1] ("intro-fn") > slug: "introduction" is also the slug of [0] ("introduction")');
  });

  it('reports an unknown menu id in excludes', () => {
    const msg = sourceErrorOf(() =>
      validateCommonSections([{...ok[0], excludes: ['reference_javascript_v9']}], 's.json', menuIds),
    );
    expect(msg).toContain('[0] ("introduction") > excludes: unknown menu id "reference_javascript_v9"');
  });

  it('reports a missing id', () => {
    const msg = sourceErrorOf(() =>
      validateCommonSections([{type: 'markdown', title: 'T', slug: 't'}], 's.json', menuIds),
    );
    expect(msg).toContain('[0]: field "id" is missing');
  });
});

describe('building a version', () => {
  const base = {
    menuId: 'reference_javascript_v2',
    specFile: 'reference/javascript/_spec.yml',
    sectionsDir: 'reference/javascript/_sections',
    commonSectionsFile: 'reference/_common/client-libraries.json',
    defaultLanguage: 'ts',
    sections: [
      {type: 'markdown' as const, id: 'introduction', title: 'Introduction', slug: 'introduction'},
      {
        type: 'category' as const,
        id: 'db',
        title: 'Database',
        items: [{type: 'function' as const, id: 'select', title: 'Fetch data', slug: 'select'}],
      },
    ],
  };

  it('orders sections as the menu and renders markdown with raw HTML as inert text', () => {
    const model = buildVersionModel({
      ...base,
      spec: {info: {language: 'ts'}, functions: [{...goodFn, description: 'Fetch <script>alert(1)</script> rows'}]},
      markdown: new Map([['introduction', '# Hi\n\n<img src=x onerror=alert(1)>\n\n```ts\nconst a = 1\n```\n']]),
    });
    expect(model.sections.map((s) => s.slug)).toEqual(['introduction', 'select']);
    const html = JSON.stringify(model.sections);
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;');
    // Code is tokenized when the data is built (the browser draws it without Prism), one class per look
    // (src/utils/prism/paint.ts): ` a = ` paints like plain text in both themes, the number like `entity`.
    expect(model.sections[0].body).toContainEqual({
      type: 'code',
      language: 'ts',
      code: 'const a = 1',
      tokens: 'keyword,entity\n5.0,5,1.1',
    });
    expect(model.menu).toEqual([
      {type: 'section', id: 'introduction', slug: 'introduction', title: 'Introduction', items: []},
      {
        type: 'category',
        title: 'Database',
        items: [{type: 'section', id: 'select', slug: 'select', title: 'Fetch data', items: []}],
      },
    ]);
  });

  it('fails when a spec function is not in the common sections', () => {
    const msg = sourceErrorOf(() =>
      buildVersionModel({
        ...base,
        spec: {info: {language: 'ts'}, functions: [{...goodFn, id: 'selct'}]},
        markdown: new Map([['introduction', 'x']]),
      }),
    );
    expect(msg).toContain('reference/javascript/_spec.yml');
    expect(msg).toContain('functions ("selct") > id: not an entry of reference/_common/client-libraries.json');
  });

  it('fails when the version has no introduction', () => {
    const msg = sourceErrorOf(() => buildVersionModel({...base, markdown: new Map()}));
    expect(msg).toContain('markdown section missing: reference/javascript/_sections/introduction.md');
  });

  it('drops a markdown section the version has no file for, like a function absent from the spec', () => {
    const sections = [
      ...base.sections,
      {type: 'markdown' as const, id: 'upgrade-guide', title: 'Upgrade guide', slug: 'upgrade-guide'},
    ];
    const without = buildVersionModel({...base, sections, markdown: new Map([['introduction', 'x']])});
    expect(without.sections.map((s) => s.slug)).toEqual(['introduction']);
    const withFile = buildVersionModel({
      ...base,
      sections,
      markdown: new Map([
        ['introduction', 'x'],
        ['upgrade-guide', 'y'],
      ]),
    });
    expect(withFile.sections.map((s) => s.slug)).toEqual(['introduction', 'upgrade-guide']);
  });
});
