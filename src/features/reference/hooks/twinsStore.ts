import {useStore} from '@site/src/hooks/useStore';
import {createStore} from '@site/src/utils/createStore';

/**
 * The language twins of the reference version on screen, by section route (`/reference/javascript/select` →
 * `['dart', 'kotlin', ...]`), shared between the reference page (which sets them once from the version's
 * page data: one notification, however many sections it has) and the top menu's library links, which
 * follow the section in view. Small on purpose: it sits in the top bar's import graph.
 */
type Twins = ReadonlyMap<string, readonly string[]>;

export const twinsStore = createStore<Twins>(new Map());

export function useTwinsStore(): Twins {
  return useStore(twinsStore);
}
