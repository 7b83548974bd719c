import React, {lazy, Suspense} from 'react';
import {useSearch} from '@site/src/hooks/useSearch';

/**
 * The dialog (its search rules, synonyms and filters) is its own chunk: no page pays for it before a reader
 * searches. The search button calls this when pointed at or focused, to fetch it ahead of the click.
 */
export const loadSearchModal = () => import('./SearchModal');
const SearchModal = lazy(loadSearchModal);

/**
 * The search dialog while it is open. It is rendered once, beside the pages (src/theme/Root.tsx), not in the top
 * bar: a page with another layout renders its own top bar, and a dialog inside the old one would be thrown away
 * with the reader's query when Back, or a link still loading, puts that page on screen.
 */
export default function OpenSearchDialog(): React.ReactNode {
  const {open} = useSearch();
  return open ? (
    <Suspense fallback={null}>
      <SearchModal />
    </Suspense>
  ) : null;
}
