import {filterSections} from '../filter';
import type {CommonSection} from '../types';

const fn = (id: string, extra: Partial<CommonSection> = {}): CommonSection => ({
  type: 'function',
  id,
  title: id,
  slug: id,
  ...extra,
});
const sections: CommonSection[] = [
  {type: 'markdown', id: 'introduction', title: 'Introduction', slug: 'introduction'},
  {type: 'markdown', id: 'installing', title: 'Installing', slug: 'installing', excludes: ['reference_javascript_v1']},
  {
    type: 'category',
    id: 'database',
    title: 'Database',
    items: [fn('select'), fn('using-filters', {items: [fn('eq'), fn('neq', {excludes: ['reference_dart_v1']})]})],
  },
  {type: 'category', id: 'realtime', title: 'Realtime', items: [fn('stream')]},
];
const ids = (items: CommonSection[]): unknown =>
  items.map((i) => (i.items ? [i.id, ids(i.items as CommonSection[])] : i.id));

describe('filterSections (spec §7)', () => {
  it('removes functions absent from the spec and drops categories left empty', () => {
    const out = filterSections(sections, {
      menuId: 'reference_javascript_v2',
      specFunctionIds: new Set(['select', 'using-filters', 'eq', 'neq']),
    });
    expect(ids(out)).toEqual([
      'introduction',
      'installing',
      ['database', ['select', ['using-filters', ['eq', 'neq']]]],
    ]);
  });

  it('drops entries whose excludes contain the current menu id', () => {
    const out = filterSections(sections, {
      menuId: 'reference_javascript_v1',
      specFunctionIds: new Set(['select', 'stream']),
    });
    expect(ids(out)).toEqual(['introduction', ['database', ['select']], ['realtime', ['stream']]]);
    const dart = filterSections(sections, {
      menuId: 'reference_dart_v1',
      specFunctionIds: new Set(['using-filters', 'eq', 'neq']),
    });
    expect(ids(dart)).toEqual(['introduction', 'installing', ['database', [['using-filters', ['eq']]]]]);
  });

  it('keeps the children of a parent the spec lacks, in its place', () => {
    const out = filterSections(sections, {menuId: 'reference_javascript_v2', specFunctionIds: new Set(['eq'])});
    expect(ids(out)).toEqual(['introduction', 'installing', ['database', ['eq']]]);
  });

  it('drops markdown entries the version has no file for', () => {
    const out = filterSections(sections, {
      menuId: 'reference_javascript_v2',
      specFunctionIds: new Set(),
      markdownIds: new Set(['introduction']),
    });
    expect(ids(out)).toEqual(['introduction']);
  });

  it('drops every function when there is no spec', () => {
    const out = filterSections(sections, {menuId: 'reference_cli', specFunctionIds: new Set()});
    expect(ids(out)).toEqual(['introduction', 'installing']);
  });
});
