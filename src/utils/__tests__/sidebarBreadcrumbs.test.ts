import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {sidebarBreadcrumbs} from '../sidebarBreadcrumbs';

const link = (label: string, href: string): PropSidebarItem => ({
  type: 'link',
  label,
  href,
  docId: label.toLowerCase(),
  unlisted: false,
});
const category = (label: string, items: PropSidebarItem[], href?: string): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  href,
  collapsed: true,
  collapsible: true,
});

const MENU: PropSidebarItem[] = [
  link('Overview', '/guides/auth/'),
  category('Flows', [
    link('Passwords', '/guides/auth/passwords'),
    category('Social Login', [link('Google', '/guides/auth/social-login/auth-google')], '/guides/auth/social-login'),
  ]),
  {type: 'link', label: 'Status page', href: 'https://status.example.com'},
];

describe('sidebarBreadcrumbs', () => {
  it('lists the categories down to the page’s entry, then the entry', () => {
    expect(sidebarBreadcrumbs(MENU, '/guides/auth/social-login/auth-google').map((i) => i.label)).toEqual([
      'Flows',
      'Social Login',
      'Google',
    ]);
    expect(sidebarBreadcrumbs(MENU, '/guides/auth/passwords').map((i) => i.label)).toEqual(['Flows', 'Passwords']);
  });

  it('ends at a category whose own page is the address', () => {
    expect(sidebarBreadcrumbs(MENU, '/guides/auth/social-login').map((i) => i.label)).toEqual([
      'Flows',
      'Social Login',
    ]);
  });

  it('ignores a trailing slash and case, as the theme does', () => {
    expect(sidebarBreadcrumbs(MENU, '/guides/auth').map((i) => i.label)).toEqual(['Overview']);
    expect(sidebarBreadcrumbs(MENU, '/Guides/Auth/Passwords/').map((i) => i.label)).toEqual(['Flows', 'Passwords']);
  });

  it('is empty for a page outside the menu, and never matches links that are not docs', () => {
    expect(sidebarBreadcrumbs(MENU, '/guides/storage')).toEqual([]);
    expect(sidebarBreadcrumbs(MENU, 'https://status.example.com')).toEqual([]);
  });
});
