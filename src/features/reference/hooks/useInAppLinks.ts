import {useCallback, type MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import {isPlainClick} from '@site/src/utils/plainClick';

/**
 * A click handler for an element holding plain `<a href="/…">` links (markup React does not manage, or links that
 * should not each cost a Docusaurus `Link`): a plain click on an in-site link navigates in the app, as `Link` would;
 * a modified or middle click, or a link to another site, is left to the browser (a new tab or window).
 */
export function useInAppLinks(): (event: MouseEvent) => void {
  const history = useHistory();
  return useCallback(
    (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const href = (event.target as Element).closest('a')?.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      history.push(href);
    },
    [history],
  );
}
