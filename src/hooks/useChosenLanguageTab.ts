import {useStorageSlot} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {LANGUAGE_TAB_GROUP} from '@site/src/data/languageTabs';

/**
 * The language the reader chose in the guides' language tabs, as the tabs themselves read it: the address
 * (`?language=dart`) first, then the stored choice (`docusaurus.tab.language`, kept across pages and visits).
 * Updates when a tab is picked on the page (the tabs write both). Null on the server and while the page
 * hydrates, so what the server rendered is what hydrates; the chosen value arrives right after.
 */
export default function useChosenLanguageTab(): string | null {
  const isBrowser = useIsBrowser();
  const fromAddress = new URLSearchParams(useLocation().search).get(LANGUAGE_TAB_GROUP);
  const [stored] = useStorageSlot(`docusaurus.tab.${LANGUAGE_TAB_GROUP}`);
  return isBrowser ? (fromAddress ?? stored) : null;
}
