import React, {useEffect, useMemo, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocVersionBanner from '@theme/DocVersionBanner';
import type {ReferencePageData} from '@site/src/features/reference/engine/emit';
import {findReferenceSpecEntry} from '@site/src/data/referenceSpecs';
import {scrollToSection, useReferenceNavigation} from '@site/src/features/reference/hooks/useReferenceNavigation';
import {useProgressiveSections} from '@site/src/features/reference/hooks/useProgressiveSections';
import {landingIndex} from '@site/src/features/reference/utils/progressiveSections';
import {sectionUrl} from '@site/src/utils/referenceNav';
import IndexMeta from '@site/src/components/Search/IndexMeta';
import {apiNames} from '@site/src/utils/searchResults';
import {LAST_LIBRARY_KEY} from '@site/src/utils/searchContext';
import type {RenderedSection} from '@site/src/features/reference/engine/types';
import {useReferenceNav} from '@site/src/features/reference/hooks/referenceNavStore';
import SectionView from './SectionView';
import ScrollAnchor from './ScrollAnchor';
import {sectionSizes} from '../utils/sectionSize';
import {sectionRegionNames} from '../utils/sectionRegionNames';
import {twinsStore} from '../hooks/twinsStore';
import {twinsByRoute} from '@site/src/utils/twins';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

export interface ReferencePageProps {
  /** The version's data module, shared by every section route of the version. */
  readonly page: ReferencePageData;
}

/** The search index metadata of a section route. */
function SearchMeta({
  page,
  title,
  section,
}: {
  page: ReferencePageData;
  title: string;
  section: RenderedSection;
}): React.ReactNode {
  const entry = findReferenceSpecEntry(page.menuId);
  const version = useDocsVersion();
  const versioned = entry && entry.reference.versions.length > 0;
  // The section's summary, for the latest version only: older versions come last in the results whatever they say.
  const description = !versioned || version.isLast ? page.descriptions[section.slug] : undefined;
  return (
    <IndexMeta
      title={title}
      library={entry?.reference.title}
      {...(description ? {description} : {})}
      api={section.kind === 'function' ? apiNames(section) : undefined}
      twins={section.twins}
      {...(versioned ? {version: {label: version.label, latest: version.isLast}} : {})}
    />
  );
}

/**
 * The document's title and description: the section in view (the address follows it too), the route's own on
 * landing. Its own component, so that the page itself does not re-render as the reader scrolls (nor have a step
 * of its fill re-rendered in a hurry when the section in view changes during it).
 */
function SectionInViewMetadata({
  page,
  title,
  landing,
}: {
  page: ReferencePageData;
  title: string;
  landing: RenderedSection;
}): React.ReactNode {
  const {activeSlug} = useReferenceNav();
  const inView =
    activeSlug && activeSlug !== landing.slug ? page.sections.find((s) => s.slug === activeSlug) : undefined;
  return <PageMetadata title={inView?.title ?? title} description={page.descriptions[inView?.slug ?? landing.slug]} />;
}

/**
 * Every section route of a reference version (`/reference/javascript/select`,
 * `/reference/javascript/start`): one long page of the whole version that opens
 * at the section of the address. The server renders that section alone; in the
 * browser the others are added around it in short steps (useProgressiveSections).
 */
export default function ReferencePage({page}: ReferencePageProps): React.ReactNode {
  const {pathname} = useLocation();
  const entry = findReferenceSpecEntry(page.menuId);
  if (!entry)
    throw new Error(`Reference page data names menu id "${page.menuId}", which is not in src/data/referenceSpecs.ts.`);
  const slugs = useMemo(() => page.sections.map((s) => s.slug), [page.sections]);
  const routeSlug = pathname.replace(/\/$/, '').split('/').pop() as string;
  const isStart = routeSlug === 'start';
  const landing = landingIndex(slugs, routeSlug);
  const landingSection = page.sections[landing];
  const container = useRef<HTMLDivElement>(null);
  // A deep link lands with its heading at the top (at its scroll margin), below whatever precedes the
  // sections (the older-version notice), once the page is long enough; until the reader scrolls.
  const aligning = useRef(!isStart);
  useEffect(() => {
    const stop = () => {
      aligning.current = false;
    };
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    events.forEach((e) => window.addEventListener(e, stop, {passive: true}));
    return () => events.forEach((e) => window.removeEventListener(e, stop));
  }, []);
  const alignLanding = () => {
    const heading = aligning.current ? document.getElementById(landingSection.slug) : null;
    if (!heading) return;
    const off = heading.getBoundingClientRect().top - (parseFloat(getComputedStyle(heading).scrollMarginTop) || 0);
    if (Math.abs(off) > 1) window.scrollBy({top: off, behavior: 'instant'});
  };
  // Estimated sizes, each when first needed: the height of a section not laid out yet, and how much adding it
  // costs (the fill's weights).
  const sizeOf = useMemo(() => sectionSizes(page.sections), [page.sections]);
  const regionNames = useMemo(() => sectionRegionNames(page.sections), [page.sections]);
  const weights = useMemo(
    () => ({count: page.sections.length, weightOf: (i: number) => sizeOf(i).narrow}),
    [page.sections, sizeOf],
  );
  const {range, complete, reveal, onCommit} = useProgressiveSections(weights, landing, alignLanding);
  useReferenceNavigation(page.menuId, entry.path, landingSection.slug, slugs, complete);

  // A router navigation to another section of this version (a link in the text, Back to a pushed route):
  // render up to it and bring it into view, after the router's own scroll to the top. Both in a microtask, after
  // this commit and before the browser paints: `reveal` renders synchronously (flushSync), which React cannot do
  // from inside a commit's layout effect.
  const firstLanding = useRef(landing);
  useIsomorphicLayoutEffect(() => {
    if (landing === firstLanding.current) return;
    firstLanding.current = landing;
    queueMicrotask(() => {
      reveal(landing);
      scrollToSection(slugs[landing], true);
    });
  }, [landing, reveal, slugs]);

  // The search prefers the last client library the reader read (src/utils/searchContext.ts).
  const readSlug = entry.reference.kind === 'client-library' ? entry.reference.slug : undefined;
  useEffect(() => {
    if (!readSlug) return;
    try {
      window.localStorage.setItem(LAST_LIBRARY_KEY, readSlug);
    } catch {
      // Storage can be unavailable (private mode, disabled): the search then prefers the default library.
    }
  }, [readSlug]);

  // The top menu's library links follow the section in view to its twin: hand them this version's twins once.
  useEffect(() => {
    twinsStore.set(twinsByRoute(entry.path, page.sections));
    return () => twinsStore.reset();
  }, [entry.path, page.sections]);

  const title = isStart ? page.startTitle : landingSection.title;
  const rendered = page.sections.slice(range.lo, range.hi + 1);
  return (
    <>
      <SectionInViewMetadata page={page} title={title} landing={landingSection} />
      <div className="row">
        <div className="col">
          <DocVersionBanner />
          <article>
            {/* The page's one level-one heading, for the outline a screen reader lists (each section is a level-two
                heading under it); sighted readers have the side menu's title. Outside the indexed body. */}
            <h1 className="sr-only">{page.startTitle}</h1>
            {/* The start route repeats the first section: the search indexes the section's own route. */}
            <div {...(isStart ? {} : {'data-pagefind-body': ''})}>
              <SearchMeta page={page} title={title} section={landingSection} />
              <div className="theme-doc-markdown markdown">
                <div
                  ref={container}
                  className="reference-page"
                  data-menu-id={page.menuId}
                  data-landing-section={landingSection.slug}
                  aria-busy={!complete}>
                  <ScrollAnchor lo={range.lo} container={container} onCommit={onCommit}>
                    {rendered.map((s, i) => (
                      <SectionView
                        key={s.id}
                        section={s}
                        landing={s === landingSection}
                        deferred={range.lo + i > landing ? sizeOf(range.lo + i) : undefined}
                        url={sectionUrl(entry.path, s.slug)}
                        regionName={regionNames.get(s.slug)}
                      />
                    ))}
                  </ScrollAnchor>
                </div>
              </div>
            </div>
          </article>
        </div>
      </div>
    </>
  );
}
