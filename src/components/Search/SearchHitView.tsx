import React from 'react';
import clsx from 'clsx';
import type {SearchHit} from '@site/src/utils/searchResults';
import styles from './styles.module.css';

/** One result: page title, where it sits (area or library and version), and the excerpt with the match marked. */
export default function SearchHitView({id, hit, selected, onPick, onHover}: {id: string; hit: SearchHit; selected: boolean; onPick: (url: string) => void; onHover: () => void}): React.ReactNode {
  return (
    <div id={id} role="option" aria-selected={selected} className={clsx(styles.hit, selected && styles.hitSelected)} onMouseMove={onHover}>
      <a
        href={hit.url}
        tabIndex={-1}
        onClick={(e) => {
          e.preventDefault();
          onPick(hit.url);
        }}>
        <span className={styles.hitSection}>{hit.section}</span>
        <span className={styles.hitTitle}>{hit.title}</span>
        {/* Pagefind builds excerpts from indexed text with HTML escaped; only <mark> is markup. */}
        <span className={styles.hitExcerpt} dangerouslySetInnerHTML={{__html: hit.excerpt}} />
      </a>
    </div>
  );
}
