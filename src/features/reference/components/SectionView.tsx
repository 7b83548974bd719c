import React from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {navigateToSection} from '@site/src/features/reference/hooks/useReferenceNavigation';
import type {RenderedSection} from '@site/src/features/reference/engine/types';
import ContentBlocks from './ContentBlocks';
import {EagerCodeContext} from './Code';
import ParamsTable from './ParamsTable';
import ResponseSchema from './ResponseSchema';
import Examples from './Examples';
import SectionCopyButton from '@site/src/components/CopyPage/SectionCopyButton';
import LanguageTwins from './LanguageTwins';
import PlainRouteLink from '../../../components/PlainRouteLink';
import VersionDelta from './VersionDelta';
import UsedInGuides from './UsedInGuides';
import type {SectionSize} from '../utils/sectionSize';
import {signatureParts} from '../utils/signatureBreaks';
import styles from './styles.module.css';

/** One section of a reference page: a markdown section or a function with parameters and examples. */
/**
 * A section heading whose link is the section's own route (`/reference/javascript/select`), the address a
 * reader copies; on the page it scrolls there without leaving it. Without a route it links to the anchor.
 */
function SectionHeading({section, url}: {section: RenderedSection; url?: string}): React.ReactNode {
  useBrokenLinks().collectAnchor(section.slug);
  const label = `Direct link to ${section.title}`;
  return (
    <h2 id={section.slug} className={`anchor ${styles.title}`}>
      {section.title}
      {url ? (
        <PlainRouteLink
          to={url}
          className="hash-link"
          aria-label={label}
          title={label}
          onNavigate={() => navigateToSection(section.slug)}>
          {'\u200B'}
        </PlainRouteLink>
      ) : (
        <a href={`#${section.slug}`} className="hash-link" aria-label={label} title={label}>
          {'\u200B'}
        </a>
      )}
    </h2>
  );
}

function SectionView({
  section,
  landing = false,
  url,
  deferred,
  regionName,
}: {
  section: RenderedSection;
  landing?: boolean;
  url?: string;
  /** The region's name when its heading's would repeat another section's on the page (sectionRegionNames). */
  regionName?: string;
  /**
   * Set for a section added below the landing one: the browser lays it out only when it comes near the viewport,
   * and gives it this estimated size until then.
   */
  deferred?: SectionSize;
}): React.ReactNode {
  const hasExamples = section.examples.length > 0;
  // Its estimated height until the browser lays it out (styles.deferred reads the two variables).
  const style =
    deferred &&
    ({
      '--section-size-narrow': `${deferred.narrow}px`,
      '--section-size-wide': `${deferred.wide}px`,
    } as React.CSSProperties);
  return (
    <EagerCodeContext.Provider value={landing}>
      {/* With examples: description and parameters beside the examples on wide screens (styles.twoColumns). */}
      <section
        className={clsx(styles.section, hasExamples && styles.twoColumns, deferred && styles.deferred)}
        style={style}
        data-ref-section={section.slug}
        {...(regionName ? {'aria-label': regionName} : {'aria-labelledby': section.slug})}>
        <div className={styles.sectionHead}>
          <SectionHeading section={section} url={url} />
          {section.signature && (
            // The call's name is what readers search for: weigh it like a title in the search index.
            <p className={styles.signature} data-pagefind-weight="8">
              <code>
                {signatureParts(section.signature).map((part, i) => (
                  <React.Fragment key={i}>
                    {i > 0 && <wbr />}
                    {part}
                  </React.Fragment>
                ))}
              </code>
            </p>
          )}
          <LanguageTwins section={section} />
          <VersionDelta delta={section.delta} title={section.title} />
          <SectionCopyButton url={url} />
        </div>
        <div className={styles.sectionMain} data-ref-main="">
          <ContentBlocks blocks={section.body} />
          <ParamsTable params={section.params} title={section.paramsTitle} />
          {section.response && <ResponseSchema response={section.response} />}
          {section.notes.length > 0 && (
            <div className={styles.notes}>
              <h3 className={styles.subheading}>Notes</h3>
              <ContentBlocks blocks={section.notes} />
            </div>
          )}
          <UsedInGuides section={section} />
        </div>
        {hasExamples && (
          <div className={styles.sectionExamples} data-ref-examples="">
            <Examples examples={section.examples} language={section.language} headingId={`${section.slug}-examples`} />
          </div>
        )}
      </section>
    </EagerCodeContext.Provider>
  );
}

// Memoised: the page re-renders each time it adds sections, and a section's data never changes.
export default React.memo(SectionView);
