import React from 'react';
import {screen, within} from '@testing-library/react';
import type {PropSidebarItem, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import DocSidebarItemLink from '..';
import {renderAt} from '@site/test/render';
import {GUIDE_MENUS} from '@site/src/data/menus';
import {PROVIDER_MARKS, type ProviderMarkName} from '@site/src/data/icons';
import {menuToPropSidebarItems} from '@site/src/utils/sidebarItems';

/** The link items of a menu, nested ones included, as the theme receives them. */
function linkItems(items: readonly PropSidebarItem[]): PropSidebarItemLink[] {
  return items.flatMap((item) =>
    item.type === 'link' ? [item] : item.type === 'category' ? linkItems(item.items) : [],
  );
}
const auth = linkItems(menuToPropSidebarItems(GUIDE_MENUS.auth));
const home = linkItems(menuToPropSidebarItems(GUIDE_MENUS.home));
const find = (items: PropSidebarItemLink[], label: string): PropSidebarItemLink => {
  const found = items.find((i) => i.label === label);
  if (!found) throw new Error(`No menu item "${label}"`);
  return found;
};

function renderItems(items: PropSidebarItemLink[], activePath = '/') {
  return renderAt(
    <ul>
      {items.map((item, index) => (
        <DocSidebarItemLink key={item.href} item={item} activePath={activePath} level={1} index={index} />
      ))}
    </ul>,
    activePath,
  );
}

describe('DocSidebarItem/Link: a plain item', () => {
  // The markup of a plain item, written out: a plain anchor (PlainRouteLink), nothing per item but, when active, a
  // class and aria-current (Infima's item and link rules are `.menu__list > li` and its link in src/css/custom.css).
  it('renders the least markup', () => {
    const {container} = renderItems([find(auth, 'Users')]);
    expect(container.innerHTML).toBe('<ul><li><a href="/guides/auth/users">Users</a></li></ul>');
  });

  it('renders the least markup when active', () => {
    const {container} = renderItems([find(auth, 'Users')], '/guides/auth/users');
    expect(container.innerHTML).toBe(
      '<ul><li><a class="menu__link--active" aria-current="page" href="/guides/auth/users">Users</a></li></ul>',
    );
  });

  it('is not changed by the external flag alone (Status)', () => {
    const status = find(home, 'Status');
    expect(status.customProps).toEqual({external: true});
    const withFlag = renderItems([status]).container.innerHTML;
    const {customProps: _flag, ...bare} = status;
    expect(renderItems([bare]).container.innerHTML).toBe(withFlag);
    expect(withFlag).not.toContain('data-icon');
  });
});

describe('DocSidebarItem/Link: customProps', () => {
  it("draws a provider's mark before its label, decorative: the link is named by the label alone", () => {
    renderItems([find(auth, 'GitHub')]);
    const link = screen.getByRole('link', {name: 'GitHub'});
    const mark = link.firstElementChild!;
    expect(mark).toHaveAttribute('data-icon', 'github');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark.querySelector('text')).toHaveTextContent('GH');
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('draws each of the 19 social login providers with its own mark', () => {
    const social = auth.filter((i) => i.href.startsWith('/guides/auth/social-login/'));
    expect(social).toHaveLength(19);
    renderItems(social);
    for (const item of social) {
      const icon = item.customProps?.icon as ProviderMarkName;
      const link = screen.getByRole('link', {name: item.label});
      expect(link.querySelector(`svg[data-icon="${icon}"] text`)).toHaveTextContent(PROVIDER_MARKS[icon].letters);
    }
  });

  it("shows Textlocal's Community mark and gives its description as the link's accessible description", () => {
    renderItems([find(auth, 'Textlocal')]);
    const link = screen.getByRole('link', {name: 'Textlocal Community'});
    expect(within(link).getByText('Community')).toBeVisible();
    expect(link).toHaveAccessibleDescription('UK-based bulk SMS provider, maintained by the community.');
    const description = document.getElementById(link.getAttribute('aria-describedby')!)!;
    expect(link).toContainElement(description);
    expect(description).toHaveTextContent('UK-based bulk SMS provider, maintained by the community.');
  });

  it('gives each described item its own description id', () => {
    const phone = ['MessageBird', 'Twilio', 'Vonage', 'Textlocal'].map((label) => find(auth, label));
    renderItems(phone);
    const ids = phone.map((item) => {
      const link = screen.getByRole('link', {name: new RegExp(`^${item.label}`)});
      expect(link).toHaveAccessibleDescription(item.customProps?.description as string);
      return link.getAttribute('aria-describedby');
    });
    expect(new Set(ids).size).toBe(4);
  });

  it('marks C# and Kotlin Community in the home menu, with their icons, as the top menu does', () => {
    renderItems([find(home, 'C#'), find(home, 'Kotlin'), find(home, 'Python')]);
    expect(screen.getByRole('link', {name: 'C# Community'}).querySelector('svg[data-icon="csharp"]')).not.toBeNull();
    expect(
      screen.getByRole('link', {name: 'Kotlin Community'}).querySelector('svg[data-icon="kotlin"]'),
    ).not.toBeNull();
    expect(screen.getByRole('link', {name: 'Python'}).querySelector('svg[data-icon="python"]')).not.toBeNull();
  });
});
