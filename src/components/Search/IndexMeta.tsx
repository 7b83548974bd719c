import React from 'react';
import {SEARCH_KINDS} from '@site/src/utils/searchContext';

/** What the search index records about a page: shown on each result, and the filters a reader can narrow by. */
export interface IndexMetaProps {
  readonly title: string;
  /** The reference's title (`JavaScript`) on reference pages. */
  readonly library?: string;
  /** The version label and whether it is the latest, for versioned references. */
  readonly version?: {readonly label: string; readonly latest: boolean};
  /** The guide area (`Auth`) on guide pages. */
  readonly section?: string;
  /**
   * A guide's one-sentence description, or the summary of a reference section (the start of its description, e.g.
   * `Inserts rows, or updates them when a row … already exists` for `upsert`): the search counts its words, less
   * than a heading's (searchResults), so a task in the reader's words finds the section that does it.
   */
  readonly description?: string;
  /** The names a reference section answers to (`signInWithOtp`, its id), ranked first when a query names one. */
  readonly api?: readonly string[];
  /** Slugs of the other client libraries with the same operation (its language twins): the search collapses them. */
  readonly twins?: readonly string[];
}

/**
 * Hidden elements pagefind reads at index time: `data-pagefind-meta` for what a result shows and
 * `data-pagefind-filter` for filtering. One element per key: pagefind reads "key:value" up to the end of the
 * attribute, commas included.
 */
export default function IndexMeta({
  title,
  library,
  version,
  section,
  description,
  api,
  twins,
}: IndexMetaProps): React.ReactNode {
  const meta: [string, string][] = [['title', title]];
  if (library) {
    meta.push(['library', library]);
    if (version) meta.push(['version', version.label], ['latest', version.latest ? 'true' : 'false']);
    if (api?.length) meta.push(['api', api.join('|')]);
    if (twins?.length) meta.push(['twins', twins.join('|')]);
  } else if (section) {
    meta.push(['section', section]);
  }
  if (description) meta.push(['description', description]);
  const filters: [string, string][] = [['kind', library ? SEARCH_KINDS.reference : SEARCH_KINDS.guide]];
  if (library) filters.push(['library', library]);
  return (
    <>
      {meta.map(([key, value]) => (
        <span key={`m-${key}`} hidden data-pagefind-meta={`${key}:${value}`} />
      ))}
      {filters.map(([key, value]) => (
        <span key={`f-${key}`} hidden data-pagefind-filter={`${key}:${value}`} />
      ))}
    </>
  );
}
