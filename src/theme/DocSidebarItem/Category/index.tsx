// Swizzled (ejected, from theme-classic 3.10.2): less markup (no category class names no style reads, a group heading
// without the collapsible wrapper, no generated classes: their rules are in src/css/custom.css),
// guide parents open by the spec's rule (src/utils/guideExpansion.ts), others when the active entry lands in them
// (src/utils/menuExpansion.ts); see src/theme/README.md.
import React, {useEffect, useMemo, type MouseEvent} from 'react';
import clsx from 'clsx';
import {useThemeConfig, usePrevious, Collapsible, useCollapsible} from '@docusaurus/theme-common';
import {isSamePath} from '@docusaurus/theme-common/internal';
import {
  isActiveSidebarItem,
  findFirstSidebarItemLink,
  useDocSidebarItemsExpandedState,
  useVisibleSidebarItems,
} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocSidebarItems from '@theme/DocSidebarItems';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Category';
import {opensByItself} from '@site/src/utils/menuExpansion';
import {isGuideItemExpanded} from '@site/src/utils/guideExpansion';

/** Opens the category when the active entry lands in it or moves within it (src/utils/menuExpansion.ts). */
function useOpenOnActive(item: PropSidebarItemCategory, target: string, collapsed: boolean, open: () => void): void {
  const holdsTarget = isActiveSidebarItem(item, target);
  const heldTarget = usePrevious(holdsTarget);
  const previousTarget = usePrevious(target);
  useEffect(() => {
    if (opensByItself({collapsed, holdsTarget, heldTarget, targetChanged: target !== previousTarget})) open();
  }, [collapsed, holdsTarget, heldTarget, target, previousTarget, open]);
}

/**
 * A collapsible category without a link of its own links to its first child in the server HTML, so that it can be
 * followed before (or without) JavaScript.
 */
function useCategoryHrefWithSSRFallback(item: PropSidebarItemCategory): string | undefined {
  const isBrowser = useIsBrowser();
  return useMemo(() => {
    if (item.href && !item.linkUnlisted) return item.href;
    if (isBrowser || !item.collapsible) return undefined;
    return findFirstSidebarItemLink(item);
  }, [item, isBrowser]);
}

function CollapseButton({
  collapsed,
  categoryLabel,
  onClick,
}: {
  collapsed: boolean;
  categoryLabel: string;
  onClick: (e: MouseEvent<HTMLButtonElement>) => void;
}): React.ReactNode {
  return (
    <button
      aria-label={
        collapsed
          ? translate(
              {
                id: 'theme.DocSidebarItem.expandCategoryAriaLabel',
                message: "Expand sidebar category '{label}'",
                description: 'The ARIA label to expand the sidebar category',
              },
              {label: categoryLabel},
            )
          : translate(
              {
                id: 'theme.DocSidebarItem.collapseCategoryAriaLabel',
                message: "Collapse sidebar category '{label}'",
                description: 'The ARIA label to collapse the sidebar category',
              },
              {label: categoryLabel},
            )
      }
      aria-expanded={!collapsed}
      type="button"
      className="clean-btn menu__caret"
      onClick={onClick}
    />
  );
}

export default function DocSidebarItemCategory(props: Props): React.ReactNode {
  const visibleChildren = useVisibleSidebarItems(props.item.items, props.activePath);
  if (visibleChildren.length === 0) return <DocSidebarItemCategoryEmpty {...props} />;
  return <DocSidebarItemCategoryCollapsible {...props} />;
}

/** A category without visible children is a link to its page, or nothing when it has none. */
function DocSidebarItemCategoryEmpty({item, ...props}: Props): React.ReactNode {
  if (typeof item.href !== 'string') return null;
  const {
    type: _type,
    collapsed: _collapsed,
    collapsible: _collapsible,
    items: _items,
    linkUnlisted: _lu,
    ...rest
  } = item;
  return <DocSidebarItemLink item={{type: 'link', ...rest, href: item.href}} {...props} />;
}

function DocSidebarItemCategoryCollapsible({item, onItemClick, activePath, level, index, ...props}: Props) {
  const {items, label, collapsible, className, href} = item;
  const {
    docs: {
      sidebar: {autoCollapseCategories},
    },
  } = useThemeConfig();
  const hrefWithSSRFallback = useCategoryHrefWithSSRFallback(item);
  // Opens for the active entry: the route, or on a reference page the section in view (spec §4).
  const target = activePath;
  const isActive = isActiveSidebarItem(item, activePath);
  const isCurrentPage = isSamePath(href, activePath);
  // Guide parents start open by the spec's rule (first four path segments), the others as their sidebar says.
  const startsCollapsed =
    href !== undefined && href.startsWith('/guides/') ? !isGuideItemExpanded(href, target) : item.collapsed;
  const {collapsed, setCollapsed} = useCollapsible({
    initialState: () => collapsible && !isActiveSidebarItem(item, target) && startsCollapsed,
  });
  const {expandedItem, setExpandedItem} = useDocSidebarItemsExpandedState();
  const updateCollapsed = (toCollapsed = !collapsed) => {
    setExpandedItem(toCollapsed ? null : index);
    setCollapsed(toCollapsed);
  };
  useOpenOnActive(item, target, collapsed, () => updateCollapsed(false));
  useEffect(() => {
    if (collapsible && expandedItem != null && expandedItem !== index && autoCollapseCategories) setCollapsed(true);
  }, [collapsible, expandedItem, index, setCollapsed, autoCollapseCategories]);

  const handleItemClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onItemClick?.(item);
    if (!collapsible) return;
    if (href) {
      // On the category's own page its link folds it; a link to a new page always opens it.
      if (isCurrentPage) {
        e.preventDefault();
        updateCollapsed();
      } else {
        updateCollapsed(false);
      }
    } else {
      e.preventDefault();
      updateCollapsed();
    }
  };

  const children = (
    <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
      <DocSidebarItems
        items={items}
        tabIndex={collapsed ? -1 : 0}
        onItemClick={onItemClick}
        activePath={activePath}
        level={level + 1}
      />
    </Collapsible>
  );
  // A link of an open list is focusable anyway; only a collapsed list's -1 needs saying.
  const {tabIndex, ...linkProps} = props;
  const focus = tabIndex === 0 ? {} : {tabIndex};

  if (!collapsible && !href) {
    // A group heading (`menu-group`, always open, no page): the link and its list straight in the item. Its look is
    // custom.css's `.menu__list > li.menu-group > a` (the wrapper, the label's span and their classes were 140 bytes
    // of every heading: ~8 on each of 2,800 pages).
    return (
      <li className={className}>
        <Link
          className={clsx('menu__link', isActive && 'menu__link--active')}
          onClick={handleItemClick}
          {...focus}
          {...linkProps}>
          {label}
        </Link>
        {children}
      </li>
    );
  }

  return (
    // No `menu__list-item` class: its one rule (the gap between items) is `.menu__list > li` in src/css/custom.css.
    <li className={clsx(collapsed && 'menu__list-item--collapsed', className) || undefined}>
      <div className={clsx('menu__list-item-collapsible', isCurrentPage && 'menu__list-item-collapsible--active')}>
        <Link
          // The link's and its label's rules are custom.css's `.menu__list-item-collapsible > .menu__link (> span)`.
          className={clsx('menu__link', {
            'menu__link--sublist': collapsible,
            'menu__link--sublist-caret': !href && collapsible,
            'menu__link--active': isActive,
          })}
          onClick={handleItemClick}
          aria-current={isCurrentPage ? 'page' : undefined}
          role={collapsible && !href ? 'button' : undefined}
          aria-expanded={collapsible && !href ? !collapsed : undefined}
          href={collapsible ? (hrefWithSSRFallback ?? '#') : hrefWithSSRFallback}
          {...focus}
          {...linkProps}>
          <span>{label}</span>
        </Link>
        {href && collapsible && (
          <CollapseButton
            collapsed={collapsed}
            categoryLabel={label}
            onClick={(e) => {
              e.preventDefault();
              updateCollapsed();
            }}
          />
        )}
      </div>
      {children}
    </li>
  );
}
