import React from 'react';
import clsx from 'clsx';
import type {SearchHit} from '@site/src/utils/searchResults';
import styles from './styles.module.css';

/**
 * One result: page title, where it sits (area or library and version), and the excerpt with the match marked.
 * An option of the results listbox: it holds no link of its own (a control inside an option is announced twice
 * and takes a Tab stop); Enter on the query box or a click opens it.
 */
export default function SearchHitView({
  id,
  hit,
  selected,
  onPick,
  onHover,
}: {
  id: string;
  hit: SearchHit;
  selected: boolean;
  onPick: (url: string) => void;
  onHover: () => void;
}): React.ReactNode {
  return (
    // Combobox pattern: focus stays in the search input, which moves the active option (aria-activedescendant) with the arrow keys and picks it with Enter; a click is the pointer's way to pick.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      id={id}
      role="option"
      aria-selected={selected}
      className={clsx(styles.hit, selected && styles.hitSelected)}
      data-href={hit.url}
      onMouseMove={onHover}
      onClick={() => onPick(hit.url)}>
      <span className={styles.hitSection}>{hit.section}</span>
      <span className={styles.hitTitle}>{hit.title}</span>
      {/* Pagefind builds excerpts from indexed text with HTML escaped; only <mark> is markup. */}
      <span className={styles.hitExcerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
    </div>
  );
}
