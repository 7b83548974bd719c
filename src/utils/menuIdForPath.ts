import {type GuideMenuId} from '../data/menuIds';
import {findReferenceBySlug, referenceMenuId} from '../data/references';
import {normalizePath, pathSegments} from './paths';

/** First segment under /guides/ → guide menu id (content plan, "How a path maps to a menu id"). */
export const GUIDE_AREA_MENU_IDS: Readonly<Record<string, GuideMenuId>> = {
  ai: 'ai',
  api: 'api',
  auth: 'auth',
  cli: 'supabase_cli',
  database: 'database',
  functions: 'functions',
  'getting-started': 'gettingstarted',
  graphql: 'graphql',
  platform: 'platform',
  realtime: 'realtime',
  resources: 'resources',
  'self-hosting': 'self_hosting',
  storage: 'storage',
  integrations: 'integrations',
  analytics: 'analytics',
};

/**
 * The menu id that owns a path, or undefined when the page has no side menu.
 * `/` → home; `/guides/<area>/...` → the area's id; `/reference/<lib>[/<older version>]/...`
 * → the reference menu id of that version.
 */
export function menuIdForPath(path: string): string | undefined {
  if (normalizePath(path) === '/') return 'home';
  const [root, first, second] = pathSegments(path);
  if (root === 'guides' && first !== undefined) return GUIDE_AREA_MENU_IDS[first];
  if (root === 'reference' && first !== undefined) {
    const ref = findReferenceBySlug(first);
    if (!ref) return undefined;
    const older = second !== undefined && ref.versions.indexOf(second) > 0 ? second : undefined;
    return referenceMenuId(ref, older);
  }
  return undefined;
}
