/** Path helpers shared by the rules: one normalisation for every comparison. */

/** Drops query, hash and a trailing slash: `/guides/auth/?x#y` → `/guides/auth`. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

/** Non-empty segments of a path: `/guides/auth/users` → ['guides', 'auth', 'users']. */
export function pathSegments(path: string): string[] {
  return normalizePath(path).split('/').filter(Boolean);
}
