import {normalizePath} from './paths';

/** The first four parts of `path.split('/')` (the leading empty part included): `/guides/auth/social-login`. */
function firstFourParts(path: string): string {
  return normalizePath(path).split('/').slice(0, 4).join('/');
}

/**
 * Spec rule: a guide menu item is expanded when the current path matches its
 * href on the first four path segments, so `/guides/auth/social-login/auth-github`
 * expands "Social Login" (`/guides/auth/social-login`).
 */
export function isGuideItemExpanded(itemHref: string, path: string): boolean {
  if (/^https?:\/\//.test(itemHref)) return false;
  return firstFourParts(itemHref) === firstFourParts(path);
}
