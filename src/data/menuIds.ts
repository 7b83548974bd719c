/**
 * The menu id → section name table of the spec. Guide menu ids are fixed; the
 * reference menu ids are derived from the reference registry (one per library
 * version, one per unversioned reference).
 */
import {REFERENCES, referenceMenuIds} from './references';

export const GUIDE_SECTION_NAMES = {
  home: 'Home',
  gettingstarted: 'Getting Started',
  database: 'Database',
  api: 'REST API',
  graphql: 'GraphQL',
  auth: 'Auth',
  functions: 'Edge Functions',
  realtime: 'Realtime',
  analytics: 'Analytics',
  storage: 'Storage',
  ai: 'AI & Vectors',
  supabase_cli: 'Supabase CLI',
  platform: 'Platform',
  resources: 'Resources',
  self_hosting: 'Self-Hosting',
  integrations: 'Integrations',
} as const;

export type GuideMenuId = keyof typeof GUIDE_SECTION_NAMES;

export const GUIDE_MENU_IDS = Object.keys(GUIDE_SECTION_NAMES) as GuideMenuId[];

/** Every reference menu id with its section name, e.g. reference_javascript_v1 → JavaScript. */
export const REFERENCE_SECTION_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  REFERENCES.flatMap((ref) => referenceMenuIds(ref).map((id) => [id, ref.sectionName])),
);

export const MENU_IDS: readonly string[] = [...GUIDE_MENU_IDS, ...Object.keys(REFERENCE_SECTION_NAMES)];

export function isGuideMenuId(id: string): id is GuideMenuId {
  return Object.prototype.hasOwnProperty.call(GUIDE_SECTION_NAMES, id);
}

export function isMenuId(id: string): boolean {
  return isGuideMenuId(id) || Object.prototype.hasOwnProperty.call(REFERENCE_SECTION_NAMES, id);
}

/** Section name shown in the mobile bar for a menu id. */
export function sectionName(menuId: string): string {
  if (isGuideMenuId(menuId)) return GUIDE_SECTION_NAMES[menuId];
  const name = REFERENCE_SECTION_NAMES[menuId];
  if (name === undefined) throw new Error('No menu found for this menuId');
  return name;
}
