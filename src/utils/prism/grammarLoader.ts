/**
 * The rule for loading grammars in the browser, apart from the files themselves (./loadGrammar.ts) so that it can
 * be tested with loaders of any speed: a grammar's file is evaluated only after every grammar it requires has been
 * registered, however the requests for different languages interleave. (Chaining each grammar onto the one before
 * it in a load order let `tsx` wait for `typescript` alone when both were cached, and `extend('jsx', …)` then ran
 * before jsx was there: a page crash.) A failed load is forgotten, so the next block asks again.
 */
import {GRAMMARS, grammarFor, type GrammarId} from './grammars';

export type GrammarFiles = Readonly<Record<GrammarId, () => Promise<unknown>>>;

/** A `loadGrammar(language)` over `files`: resolves once the grammar and all it needs are registered. */
export function grammarLoader(files: GrammarFiles): (language: string) => Promise<void> {
  const loading = new Map<GrammarId, Promise<void>>();
  const load = (id: GrammarId): Promise<void> => {
    let done = loading.get(id);
    if (!done) {
      done = Promise.all(GRAMMARS[id].requires.map((dep) => load(dep as GrammarId)))
        .then(() => files[id]())
        .then(() => undefined);
      done.catch(() => loading.delete(id));
      loading.set(id, done);
    }
    return done;
  };
  return (language) => {
    const id = grammarFor(language);
    return id ? load(id) : Promise.resolve();
  };
}
