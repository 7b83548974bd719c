import React from 'react';
import PlainRouteLink from '../../../components/PlainRouteLink';
import {findReferenceBySlug} from '@site/src/data/references';
import type {RenderedSection} from '@site/src/features/reference/engine/types';
import {twinUrl} from '@site/src/utils/twins';
import styles from './LanguageTwins.module.css';

/** The label of the row (its group's name). */
export function twinsLabel(kind: RenderedSection['kind']): string {
  return kind === 'function' ? 'This operation in other libraries' : 'This section in other libraries';
}

/**
 * "Also in: Flutter · Swift · Kotlin": the same section (same common-sections id) in the other client
 * libraries that have it, each linking to that library's latest version. Nothing when no other library
 * has it. (The page hands the same twins to the top menu's library links: twinsStore.)
 *
 * A labelled group, not a navigation landmark: a filled reference page has one row per section (about 150),
 * which as landmarks would bury the page's own (top bar, side menu) in a screen reader's landmark list under
 * as many entries of the same name.
 */
export default function LanguageTwins({
  section,
}: {
  section: Pick<RenderedSection, 'slug' | 'kind' | 'twins' | 'title'>;
}): React.ReactNode {
  const twins = section.twins ?? [];
  if (twins.length === 0) return null;
  return (
    <div
      role="group"
      className={styles.twins}
      aria-label={twinsLabel(section.kind)}
      data-twins={section.slug}
      data-pagefind-ignore="all">
      <span className={styles.label} aria-hidden="true">
        Also in
      </span>
      <ul className={styles.list}>
        {twins.map((slug) => {
          const title = findReferenceBySlug(slug)?.title ?? slug;
          return (
            <li key={slug}>
              <PlainRouteLink
                to={twinUrl(slug, section.slug)}
                className={styles.link}
                data-twin={slug}
                title={`${section.title} in ${title}`}>
                {title}
              </PlainRouteLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
