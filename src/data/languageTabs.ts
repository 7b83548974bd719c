/**
 * The guides' language tabs (`<Tabs groupId="language" queryString>`): each tab value, the client library
 * (registry slug) it shows, and the label the tab must carry, which is the library's title in the reference
 * registry ("Flutter" for the `dart` value, as the menus and references name it). The tab value is what the
 * tabs store (`localStorage` `docusaurus.tab.language`) and what `?language=` selects; it never changes, so
 * old addresses (`?language=dart`) keep working.
 */
import {findReferenceBySlug} from './references';

/** The tabs' group id, also their query-string parameter. */
export const LANGUAGE_TAB_GROUP = 'language';

interface LanguageTab {
  /** The `<TabItem value>`. */
  readonly value: string;
  /** Registry slug of the client library the tab shows. */
  readonly library: string;
  /** The `<TabItem label>`: the library's registry title. */
  readonly label: string;
}

const TAB_LIBRARIES: readonly (readonly [value: string, library: string])[] = [
  ['js', 'javascript'],
  ['dart', 'dart'],
  ['swift', 'swift'],
  ['kotlin', 'kotlin'],
  ['python', 'python'],
  ['csharp', 'csharp'],
];

export const LANGUAGE_TABS: readonly LanguageTab[] = TAB_LIBRARIES.map(([value, library]) => {
  const ref = findReferenceBySlug(library);
  if (!ref) throw new Error(`Language tab "${value}" names "${library}", which is not in the reference registry`);
  return {value, library, label: ref.title};
});

/** Tab value → library slug (`dart` → `dart`, `js` → `javascript`). */
export const LIBRARY_OF_TAB: Readonly<Record<string, string>> = Object.fromEntries(
  LANGUAGE_TABS.map((tab) => [tab.value, tab.library]),
);
