import React from 'react';
import DocSidebarItems from '@theme/DocSidebarItems';
import {renderAt} from '@site/test/render';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

// The test site config has no docs theme config; the category reads one option of it.
jest.mock('@docusaurus/theme-common', () => ({
  ...jest.requireActual('@docusaurus/theme-common'),
  useThemeConfig: () => ({docs: {sidebar: {autoCollapseCategories: false}}}),
}));

// A group heading (no page, always open) holding a link and a collapsible category with a page, and a second group.
const MENU: PropSidebarItem[] = [
  {
    type: 'category',
    label: 'Concepts',
    className: 'menu-group',
    collapsible: false,
    collapsed: false,
    items: [
      {type: 'link', label: 'Users', href: '/guides/auth/users'},
      {
        type: 'category',
        label: 'Sessions',
        href: '/guides/auth/sessions',
        collapsible: true,
        collapsed: true,
        items: [{type: 'link', label: 'PKCE flow', href: '/guides/auth/sessions/pkce-flow'}],
      },
    ],
  },
  {
    type: 'category',
    label: 'Flows (How-tos)',
    className: 'menu-group',
    collapsible: false,
    collapsed: false,
    items: [{type: 'link', label: 'Password-based', href: '/guides/auth/passwords'}],
  },
];

function renderMenu(activePath: string): HTMLElement {
  const {container} = renderAt(
    <ul className="menu__list">
      <DocSidebarItems items={MENU} activePath={activePath} level={1} />
    </ul>,
    activePath,
  );
  // Docusaurus' Link marks its kind outside production builds only.
  container.querySelectorAll('[data-test-link-type]').forEach((a) => a.removeAttribute('data-test-link-type'));
  return container;
}
const itemOf = (container: HTMLElement, label: string): HTMLLIElement => {
  const link = Array.from(container.querySelectorAll('a')).find((a) => a.textContent === label);
  if (!link) throw new Error(`No menu link "${label}"`);
  return link.closest('li')!;
};

describe('DocSidebarItem/Category: the markup every page repeats', () => {
  it('draws a group heading as its link straight in the item, then its list', () => {
    const concepts = itemOf(renderMenu('/guides/auth/passwords'), 'Concepts');
    expect(concepts.className).toBe('menu-group');
    expect(concepts.firstElementChild!.outerHTML).toBe('<a class="menu__link">Concepts</a>');
    expect(concepts.children[1].matches('ul.menu__list')).toBe(true);
    expect(concepts.querySelector(':scope > .menu__list-item-collapsible')).toBeNull();
  });

  it('marks the group heading that holds the active page', () => {
    const flows = itemOf(renderMenu('/guides/auth/passwords'), 'Flows (How-tos)');
    expect(flows.firstElementChild!.outerHTML).toBe('<a class="menu__link menu__link--active">Flows (How-tos)</a>');
  });

  it('draws a collapsed category without generated classes, the item class or a redundant tabindex', () => {
    const sessions = itemOf(renderMenu('/guides/auth/passwords'), 'Sessions');
    expect(sessions.className).toBe('menu__list-item--collapsed');
    const link = sessions.querySelector(':scope > .menu__list-item-collapsible > a')!;
    expect(link.outerHTML).toBe(
      '<a class="menu__link menu__link--sublist" href="/guides/auth/sessions"><span>Sessions</span></a>',
    );
    expect(sessions.querySelector('button.menu__caret')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the category that holds the active page', () => {
    const sessions = itemOf(renderMenu('/guides/auth/sessions/pkce-flow'), 'Sessions');
    expect(sessions.getAttribute('class')).toBeNull();
    expect(sessions.querySelector('button.menu__caret')).toHaveAttribute('aria-expanded', 'true');
  });
});
