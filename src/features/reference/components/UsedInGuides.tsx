import React from 'react';
import PlainRouteLink from '../../../components/PlainRouteLink';
import type {RenderedSection} from '@site/src/features/reference/engine/types';
import styles from './styles.module.css';

/**
 * "Used in": the guides that link to this operation (in any client library, by common-sections id), built at
 * build time from the guides' links (src/plugins/content/guide-reference-links, written into the page data by
 * src/features/reference/engine/emit.ts). Nothing when no guide links to it.
 */
export default function UsedInGuides({section}: {section: Pick<RenderedSection, 'slug' | 'usedIn'>}): React.ReactNode {
  const guides = section.usedIn ?? [];
  if (guides.length === 0) return null;
  const headingId = `${section.slug}-used-in`;
  return (
    <div className={styles.usedIn} data-used-in={section.slug} data-pagefind-ignore="all">
      <h3 id={headingId} className={styles.subheading}>
        Used in
      </h3>
      <ul aria-labelledby={headingId}>
        {guides.map((guide) => (
          <li key={guide.route}>
            <PlainRouteLink to={guide.route}>{guide.title}</PlainRouteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
