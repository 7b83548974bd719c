import React, {useMemo} from 'react';
import type {RenderedSection} from '@site/src/reference/types';
import type {ReferencePageData} from '@site/src/reference/emit';
import {useReferencePage} from '@site/src/hooks/useReferencePage';
import {useReferenceNavigation} from '@site/src/hooks/useReferenceNavigation';
import {findReferenceSpecEntry} from '@site/src/data/referenceSpecs';
import SectionView from './SectionView';

export interface ReferenceSectionProps {
  readonly menuId: string;
  /** The section this route is about: server-rendered, so a fresh load shows it at once. */
  readonly section: RenderedSection;
  /** Loads the whole version (one chunk per version), fetched after hydration. */
  readonly loadPage: () => Promise<{default: ReferencePageData}>;
}

/**
 * A reference section route. The server renders only its own section; in the
 * browser the rest of the version's sections are added around it, so the reader
 * gets one continuous page that opens at the section of the address.
 */
export default function ReferenceSection({menuId, section, loadPage}: ReferenceSectionProps): React.ReactNode {
  const {sections, ready} = useReferencePage(section, loadPage);
  const basePath = findReferenceSpecEntry(menuId)?.path ?? '';
  const slugs = useMemo(() => sections.map((s) => s.slug), [sections]);
  useReferenceNavigation(menuId, basePath, section.slug, slugs, ready);
  return (
    <div className="reference-page" data-menu-id={menuId} data-landing-section={section.slug}>
      {sections.map((s) => (
        <SectionView key={s.id} section={s} />
      ))}
    </div>
  );
}
