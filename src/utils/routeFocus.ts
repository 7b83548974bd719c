/** Where keyboard focus goes after a client-side navigation: the rule, apart from the DOM (src/theme/SkipToContent). */

interface Place {
  readonly pathname: string;
  readonly hash: string;
}

/**
 * The page a reference address belongs to: every section of one library version is one continuous page, so
 * moving between its sections (menu clicks, the address following the section in view) is not a new page.
 */
function referencePage(pathname: string): string | null {
  const match = /^\/reference\/([^/]+)\/(?:(v\d+)\/)?([^/]+)\/?$/.exec(pathname);
  if (!match || match[3] === 'changes') return null;
  return `${match[1]}/${match[2] ?? 'latest'}`;
}

/**
 * After the address changes: 'main' moves focus to the new page's main heading (as a screen reader or keyboard
 * user expects of a new page), 'hash' to the element the address names, null leaves focus where it is (the first
 * load, a change within the same page, or between sections of one reference page).
 */
export function routeFocusTarget(previous: Place | null | undefined, next: Place): 'main' | 'hash' | null {
  if (!previous || previous.pathname === next.pathname) return null;
  const page = referencePage(next.pathname);
  if (page !== null && page === referencePage(previous.pathname)) return null;
  return next.hash.length > 1 ? 'hash' : 'main';
}
