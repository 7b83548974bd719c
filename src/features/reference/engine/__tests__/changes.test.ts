import {
  callName,
  countChanges,
  diffParams,
  diffVersions,
  latestSectionDeltas,
  normalizeType,
  olderSectionDeltas,
  operationsOf,
  type VersionSpecInput,
} from '../changes';
import type {CommonSection, SpecDocument, SpecFunction, SpecParam} from '../types';

const sections: CommonSection[] = [
  {type: 'markdown', id: 'introduction', title: 'Introduction', slug: 'introduction'},
  {
    type: 'category',
    id: 'database',
    title: 'Database',
    items: [
      {type: 'function', id: 'select', title: 'Fetch data', slug: 'select'},
      {type: 'function', id: 'insert', title: 'Insert data', slug: 'insert'},
      {type: 'function', id: 'stream', title: 'Listen to database changes', slug: 'stream'},
      {type: 'function', id: 'subscribe', title: 'Subscribe to channel', slug: 'subscribe', excludes: ['lib_v2']},
      {type: 'function', id: 'sign-in', title: 'Sign in', slug: 'auth-signin'},
    ],
  },
] as CommonSection[];

const fn = (id: string, params: SpecParam[] = [], extra: Partial<SpecFunction> = {}): SpecFunction => ({
  id,
  description: 'd',
  examples: [{name: 'e', code: 'x'}],
  params,
  ...extra,
});
const doc = (...functions: SpecFunction[]): SpecDocument => ({info: {language: 'ts'}, functions});
const input = (version: string, spec: SpecDocument): VersionSpecInput => ({
  version,
  menuId: `lib_${version}`,
  spec,
  sections,
});

const v1 = input(
  'v1',
  doc(
    fn(
      'select',
      [
        {name: 'columns', type: 'string'},
        {
          name: 'options',
          type: 'object',
          params: [
            {name: 'count', type: "null | 'exact'"},
            {name: 'head', type: 'boolean'},
          ],
        },
      ],
      {signature: 'supabase.from(table).select(columns?, { head?, count? })'},
    ),
    fn('insert', [
      {name: 'values', type: 'Row', required: true},
      {name: 'options', type: 'object', params: [{name: 'returning', type: 'string'}]},
    ]),
    fn('stream'),
    fn('sign-in', [], {signature: 'supabase.auth.signIn(credentials)'}),
  ),
);
const v2 = input(
  'v2',
  doc(
    fn(
      'select',
      [
        {name: 'columns', type: 'string', required: true},
        {
          name: 'options',
          type: 'object',
          params: [
            {name: 'count', type: "'exact'"},
            {name: 'head', type: 'boolean'},
            {name: 'signal', type: 'AbortSignal'},
          ],
        },
      ],
      {signature: 'supabase.from(table).select(columns?, options?)'},
    ),
    fn('insert', [{name: 'values', type: 'Row', required: true}]),
    fn('subscribe'),
    fn('sign-in', [], {signature: 'supabase.auth.signInWithPassword(credentials)', title: 'Sign in with a password'}),
  ),
);

describe('callName', () => {
  it.each([
    ['supabase.from(table).select(columns?, { head?, count? })', 'supabase.from.select'],
    ['supabase.auth.onAuthStateChange((event, session) => void)', 'supabase.auth.onAuthStateChange'],
    ['try await supabase.auth.signIn(email: email, password: password)', 'supabase.auth.signIn'],
    ['supabase.auth.currentSession  // Session?', 'supabase.auth.currentSession'],
    ['.eq(column, value)', 'eq'],
    ['createClient(supabaseUrl, supabaseKey, options?)', 'createClient'],
  ])('%s → %s', (signature, name) => {
    expect(callName(signature)).toBe(name);
  });
  it('is undefined without a signature', () => {
    expect(callName(undefined)).toBeUndefined();
  });
});

describe('normalizeType', () => {
  it('ignores spacing and the order of a top-level union, not nested ones', () => {
    expect(normalizeType('boolean | null')).toBe(normalizeType('null|boolean'));
    expect(normalizeType('Array<string | number>')).not.toBe(normalizeType('Array<number | string>'));
    expect(normalizeType('(a: string) => void | Promise<void>')).toBe(
      normalizeType('(a: string) => void | Promise<void>'),
    );
  });
});

describe('operationsOf', () => {
  it('lists the function entries the version shows, in page order, honouring excludes', () => {
    expect(operationsOf(v1).map((o) => o.id)).toEqual(['select', 'insert', 'stream', 'sign-in']);
    // `subscribe` is in the v2 spec but its entry excludes lib_v2.
    expect(operationsOf(v2).map((o) => o.id)).toEqual(['select', 'insert', 'sign-in']);
    expect(operationsOf(v2).find((o) => o.id === 'sign-in')).toEqual({
      id: 'sign-in',
      slug: 'auth-signin',
      title: 'Sign in with a password',
      name: 'supabase.auth.signInWithPassword',
    });
  });
});

describe('diffParams', () => {
  it('lists nested parameters by dotted path: added, removed, required, optional, retyped', () => {
    const changes = diffParams(
      [
        {name: 'a', type: 'string', required: true},
        {
          name: 'o',
          type: 'object',
          params: [
            {name: 'x', type: 'number'},
            {name: 'gone', type: 'object', params: [{name: 'deep', type: 'string'}]},
          ],
        },
      ],
      [
        {name: 'a', type: 'number'},
        {
          name: 'o',
          type: 'object',
          params: [
            {name: 'x', type: 'number', required: true},
            {name: 'y', type: 'string'},
          ],
        },
      ],
    );
    expect(changes).toEqual([
      {kind: 'removed', path: 'o.gone', from: 'object'},
      {kind: 'optional', path: 'a'},
      {kind: 'retyped', path: 'a', from: 'string', to: 'number'},
      {kind: 'required', path: 'o.x'},
      {kind: 'added', path: 'o.y', to: 'string'},
    ]);
  });
  it('is empty for equal parameters, whatever the spacing of their types', () => {
    expect(diffParams([{name: 'a', type: 'string | null'}], [{name: 'a', type: 'null|string'}])).toEqual([]);
  });
});

describe('diffVersions', () => {
  const changes = diffVersions(v1, v2);
  it('lists operations added and removed', () => {
    expect(changes.older).toBe('v1');
    expect(changes.newer).toBe('v2');
    expect(changes.added).toEqual([]);
    expect(changes.removed.map((o) => o.id)).toEqual(['stream']);
  });
  it('lists renamed operations (call name or title) and parameter changes', () => {
    expect(changes.changed.map((c) => [c.newer.id, c.renamed, c.params.map((p) => `${p.kind} ${p.path}`)])).toEqual([
      ['select', false, ['required columns', 'retyped options.count', 'added options.signal']],
      ['insert', false, ['removed options']], // a removed object: its fields are not listed again
      ['sign-in', true, []],
    ]);
    expect(countChanges(changes)).toEqual({added: 0, removed: 1, renamed: 1, withParamChanges: 2, paramChanges: 4});
  });
  it('lists an operation new in the newer version', () => {
    const back = diffVersions(v2, v1);
    expect(back.added.map((o) => o.id)).toEqual(['stream']);
  });
});

describe('section lines', () => {
  const changes = diffVersions(v1, v2);
  it('on the older version: what differs in the latest, linking to its twin section, or that it is gone', () => {
    const lines = olderSectionDeltas(changes, {
      latestSection: (slug) => `/reference/lib/${slug}`,
      changesPage: '/reference/lib/changes',
    });
    expect(lines).toEqual({
      stream: {kind: 'gone', version: 'v2', url: '/reference/lib/changes'},
      select: {
        kind: 'differs',
        version: 'v2',
        url: '/reference/lib/select',
        params: {required: ['columns'], retyped: ['options.count'], added: ['options.signal']},
      },
      insert: {kind: 'differs', version: 'v2', url: '/reference/lib/insert', params: {removed: ['options']}},
      'auth-signin': {
        kind: 'differs',
        version: 'v2',
        url: '/reference/lib/auth-signin',
        renamedTo: 'supabase.auth.signInWithPassword',
      },
    });
  });
  it('on the latest: the operations new since the previous version', () => {
    expect(latestSectionDeltas(diffVersions(v2, v1), '/reference/lib/changes#v2-to-v1')).toEqual({
      stream: {kind: 'new', version: 'v2', url: '/reference/lib/changes#v2-to-v1'},
    });
  });
});
