import React from 'react';
import FooterLinksMultiColumn from '../Links/MultiColumn';
import {renderAt} from '@site/test/render';

describe('Footer/Links/MultiColumn and Footer/LinkItem: the footer every page repeats', () => {
  it('draws its items and links without per-link classes (their rules are `.footer__items > li > a`)', () => {
    const {container} = renderAt(
      <FooterLinksMultiColumn
        columns={[
          {
            title: 'Documentation',
            items: [
              {label: 'Start', to: '/guides/getting-started'},
              {label: 'Status', href: 'https://status.supabase.com'},
            ],
          },
        ]}
      />,
    );
    // Docusaurus' Link marks its kind outside production builds only.
    container.querySelectorAll('[data-test-link-type]').forEach((a) => a.removeAttribute('data-test-link-type'));
    const items = Array.from(container.querySelectorAll('ul.footer__items > li'));
    expect(items.map((li) => li.getAttribute('class'))).toEqual([null, null]);
    expect(items[0].innerHTML).toBe('<a href="/guides/getting-started">Start</a>');
    const external = items[1].querySelector('a')!;
    expect(external.getAttribute('class')).toBeNull();
    expect(external).toHaveAttribute('href', 'https://status.supabase.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.querySelector('svg')).toHaveAttribute('aria-label', '(opens in new tab)');
  });
});
