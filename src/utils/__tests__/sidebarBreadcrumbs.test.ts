import type {PropSidebarBreadcrumbsItem, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {sidebarBreadcrumbs, withAreaCrumb} from '../sidebarBreadcrumbs';

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

describe('withAreaCrumb', () => {
  // Links and categories as the breadcrumbs hold them.
  const trail = (...items: PropSidebarItem[]) => items as PropSidebarBreadcrumbsItem[];
  const quickstart = trail(
    category('Getting Started', [link('Next.js', '/guides/auth/quickstarts/nextjs')]),
    link('Next.js', '/guides/auth/quickstarts/nextjs'),
  );
  const labels = (trail: readonly {label: string}[]) => trail.map((c) => c.label);

  it("starts a guide's trail with its product area, linking to the area's page", () => {
    const withArea = withAreaCrumb(quickstart, '/guides/auth/quickstarts/nextjs');
    expect(labels(withArea)).toEqual(['Auth', 'Getting Started', 'Next.js']);
    expect(withArea[0]).toMatchObject({type: 'link', href: '/guides/auth'});
  });

  it("adds nothing on the area's own page, outside the guide areas, or when the trail starts at the area", () => {
    expect(labels(withAreaCrumb(trail(link('Overview', '/guides/auth')), '/guides/auth'))).toEqual(['Overview']);
    expect(
      labels(withAreaCrumb(trail(link('Select', '/reference/javascript/select')), '/reference/javascript/select')),
    ).toEqual(['Select']);
    const fromArea = trail(category('Auth', [], '/guides/auth'), link('Passwords', '/guides/auth/passwords'));
    expect(labels(withAreaCrumb(fromArea, '/guides/auth/passwords'))).toEqual(['Auth', 'Passwords']);
    expect(withAreaCrumb([], '/guides/auth/passwords')).toEqual([]);
  });
});
