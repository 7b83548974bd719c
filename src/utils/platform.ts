/** Apple platforms show ⌘ for the shortcut; everything else shows Ctrl. */
export function isApplePlatform(nav: {platform?: string; userAgent?: string} | undefined): boolean {
  if (!nav) return false;
  return /mac|iphone|ipad|ipod/i.test(nav.platform ?? '') || /Mac OS X|iPhone|iPad/.test(nav.userAgent ?? '');
}

export function searchShortcutHint(apple: boolean): string {
  return apple ? '⌘ K' : 'Ctrl K';
}
