// Swizzled (ejected, thin): theme-classic 3.10.2's footer columns with their items as plain `<li>` (Infima's one rule
// for `footer__item` is `.footer__items > li` in src/css/custom.css): 17 bytes of each of the footer's ten items on
// every page; see src/theme/README.md.
import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import LinkItem from '@theme/Footer/LinkItem';
import type {Props} from '@theme/Footer/Links/MultiColumn';

type ColumnType = Props['columns'][number];
type ColumnItemType = ColumnType['items'][number];

function ColumnLinkItem({item}: {item: ColumnItemType}): React.ReactNode {
  return item.html ? (
    <li
      className={item.className}
      // The site config provides the HTML.
      dangerouslySetInnerHTML={{__html: item.html}}
    />
  ) : (
    <li>
      <LinkItem item={item} />
    </li>
  );
}

function Column({column}: {column: ColumnType}): React.ReactNode {
  return (
    <div className={clsx(ThemeClassNames.layout.footer.column, 'col footer__col', column.className)}>
      <div className="footer__title">{column.title}</div>
      <ul className="footer__items clean-list">
        {column.items.map((item, i) => (
          <ColumnLinkItem key={i} item={item} />
        ))}
      </ul>
    </div>
  );
}

export default function FooterLinksMultiColumn({columns}: Props): React.ReactNode {
  return (
    <div className="row footer__links">
      {columns.map((column, i) => (
        <Column key={i} column={column} />
      ))}
    </div>
  );
}
