import React from 'react';
import clsx from 'clsx';
import type {SearchHit} from '@site/src/utils/searchResults';
import {isPlainClick} from '@site/src/utils/plainClick';
import styles from './styles.module.css';

/**
 * One result: page title, where it sits (area or library and version), and the excerpt with the match marked.
 * The option of the results listbox is itself a link (`<a href role="option">`, which ARIA in HTML allows): a
 * Ctrl/Cmd-click or a middle click opens it in a new tab and its address can be copied, while a plain click and
 * Enter on the query box open it in this tab. It takes no Tab stop: focus stays in the query box, which moves
 * the active option (aria-activedescendant).
 * The same operation in the reader's other libraries is named below ("Also in"): a click opens that library's
 * section (Ctrl/Cmd or middle click: in a new tab).
 */
export default function SearchHitView({
  id,
  hit,
  href,
  selected,
  onPick,
  onHover,
}: {
  id: string;
  hit: SearchHit;
  /** The address of a route on this site (the base URL applied). */
  href: (url: string) => string;
  selected: boolean;
  onPick: (url: string) => void;
  onHover: () => void;
}): React.ReactNode {
  const openOther = (url: string) => (event: React.MouseEvent) => {
    const plain = isPlainClick(event);
    // The library name sits inside the result's link: the link must not follow its own address.
    event.preventDefault();
    event.stopPropagation();
    if (plain) onPick(url);
    else if (event.button === 0 || event.button === 1) window.open(href(url), '_blank', 'noopener');
  };
  return (
    <a
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      href={href(hit.url)}
      className={clsx(styles.hit, selected && styles.hitSelected)}
      data-href={hit.url}
      onMouseMove={onHover}
      onClick={(event) => {
        // A plain click opens the result in this tab through the router; a modified click is the browser's.
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPick(hit.url);
      }}>
      <span className={styles.hitSection}>{hit.section}</span>
      <span className={styles.hitTitle}>{hit.title}</span>
      {/* Pagefind builds excerpts from indexed text with HTML escaped; only <mark> is markup. */}
      <span className={styles.hitExcerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
      {hit.others && hit.others.length > 0 && (
        <span className={styles.hitOthers}>
          Also in{' '}
          {hit.others.map((other, i) => (
            <React.Fragment key={other.url}>
              {i > 0 && ', '}
              {/* Not a link of its own (a link inside the option link would be a nested control): a click target. */}
              {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
              <span
                className={styles.hitOther}
                data-href={other.url}
                onClick={openOther(other.url)}
                onAuxClick={openOther(other.url)}>
                {other.library}
              </span>
            </React.Fragment>
          ))}
        </span>
      )}
    </a>
  );
}
