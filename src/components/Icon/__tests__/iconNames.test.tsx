import React from 'react';
import {render} from '@testing-library/react';
import Icon from '..';
import {glyphOf} from '../glyphs';
import {isIconName} from '@site/src/data/icons';
import {GUIDE_AREAS} from '../../../data/guideAreas';
import {GUIDE_MENUS, MENU_ITEMS} from '../../../data/menus';
import {link, type MenuEntry} from '../../../data/menus/types';
import {REFERENCES} from '../../../data/references';
import {TOP_MENU, topMenuLinks} from '../../../data/topMenu';

/** [where, icon name] of every entry that names an icon, nested entries included. */
function entryIcons(where: string, entries: readonly MenuEntry[]): [string, string][] {
  return entries.flatMap((entry): [string, string][] => [
    ...(entry.kind === 'link' && entry.icon !== undefined
      ? [[`${where} › ${entry.name}`, entry.icon] as [string, string]]
      : []),
    ...entryIcons(`${where} › ${entry.name}`, entry.items ?? []),
  ]);
}

// Types already refuse an unknown name in the menus and the guide areas; this covers what types cannot see
// (the reference registry is JSON, the top menu's names are strings) and any cast.
const USED: [string, string][] = [
  ...GUIDE_AREAS.map((a): [string, string] => [`area ${a.id}`, a.icon]),
  ...REFERENCES.flatMap((r): [string, string][] => (r.icon !== undefined ? [[`reference ${r.slug}`, r.icon]] : [])),
  ...Object.values(GUIDE_MENUS).map((m): [string, string] => [`menu ${m.id}`, m.icon]),
  ...Object.entries(MENU_ITEMS).flatMap(([id, items]) => entryIcons(`menu ${id}`, items)),
  ...entryIcons('menu home', GUIDE_MENUS.home.items),
  ...TOP_MENU.flatMap((item): [string, string][] => [
    ...(item.icon !== undefined ? [[`top menu ${item.label}`, item.icon] as [string, string]] : []),
    ...topMenuLinks(item).map((l): [string, string] => [`top menu ${item.label} › ${l.label}`, l.icon]),
  ]),
];

describe('icon names used by the data', () => {
  it("include the 19 provider marks and the home menu's icons", () => {
    expect(USED.filter(([where]) => where.startsWith('menu auth ›')).length).toBe(19);
    expect(USED.filter(([where]) => where.startsWith('menu home ›')).length).toBeGreaterThan(10);
  });

  it('are typed in the menus: an entry whose icon has no glyph does not compile', () => {
    // @ts-expect-error 'no-such-icon' is not an IconName (tsc fails here if the menu data's icon went back to string).
    const entry = link('X', '/x', {icon: 'no-such-icon'});
    expect(isIconName(entry.icon!)).toBe(false);
  });

  it('every one has a glyph', () => {
    expect(USED.filter(([, name]) => glyphOf(name) === undefined)).toEqual([]);
  });

  it.each([...new Set(USED.map(([, name]) => name))])('%s draws a real glyph (a path or a monogram)', (name) => {
    const {container} = render(<Icon name={name} />);
    const svg = container.querySelector(`svg[data-icon="${name}"]`)!;
    const drawn = svg.querySelector('path')?.getAttribute('d') ?? svg.querySelector('text')?.textContent ?? '';
    expect(drawn.trim()).not.toBe('');
    expect(svg.querySelector('circle')).toBeNull();
  });
});
