/**
 * Prism's `languages.insertBefore(inside, ...)` rebuilds one grammar and then walks every grammar of every
 * language (`languages.DFS`) to repoint references to the old object. For a language that is being defined
 * now, only the top-level aliases and the new languages' own grammars can hold such references: the walk
 * can skip the languages that existed before (prism-react-renderer's ~60; ~21 ms at 1x CPU for our files).
 * A language that existed before still gets the full walk. Returns the function that restores Prism.
 */
interface PrismLanguages {
  insertBefore: (inside: string, before: string, insert: object, root?: object) => object;
  DFS: (
    o: object,
    callback: (this: object, key: string, value: unknown, type: string) => void,
    type?: string | null,
    visited?: Record<number, boolean>,
  ) => void;
  [language: string]: unknown;
}

export function speedUpInsertBefore(languages: PrismLanguages): () => void {
  const preexisting = new Set(Object.keys(languages));
  const {insertBefore, DFS} = languages;
  let newLanguage = false;
  languages.insertBefore = function (inside, before, insert, root) {
    newLanguage = !preexisting.has(inside) && (root === undefined || root === languages);
    try {
      return insertBefore.call(this, inside, before, insert, root);
    } finally {
      newLanguage = false;
    }
  };
  languages.DFS = function (o, callback, type, visited) {
    if (!newLanguage || o !== languages) return DFS.call(this, o, callback, type, visited);
    const seen = visited ?? {};
    for (const key of Object.keys(languages)) {
      const value = languages[key];
      callback.call(languages, key, value, key);
      if (!preexisting.has(key) && typeof value === 'object' && value !== null)
        DFS.call(this, value, callback, null, seen);
    }
    return undefined;
  };
  return () => {
    languages.insertBefore = insertBefore;
    languages.DFS = DFS;
  };
}
