/**
 * On-demand loader of the common-sections lists (spec §7): each list is its own
 * chunk, fetched with import() only when a reference needs it.
 */
import type {SectionsKey} from './references';

export interface CommonSection {
  readonly type: 'category' | 'markdown' | 'function' | 'cli-command' | 'operation' | 'endpoint';
  readonly id: string;
  readonly title: string;
  readonly slug?: string;
  readonly items?: readonly CommonSection[];
  readonly excludes?: readonly string[];
}

type Loader = () => Promise<readonly CommonSection[]>;

const asSections = (mod: {default: unknown}) => mod.default as readonly CommonSection[];

export const SECTION_LOADERS: Readonly<Record<SectionsKey, Loader>> = {
  api: () => import('../../reference/_common/api.json').then(asSections),
  cli: () => import('../../reference/_common/cli.json').then(asSections),
  'client-libraries': () => import('../../reference/_common/client-libraries.json').then(asSections),
  'self-hosting-analytics': () => import('../../reference/_common/self-hosting-analytics.json').then(asSections),
  'self-hosting-auth': () => import('../../reference/_common/self-hosting-auth.json').then(asSections),
  'self-hosting-functions': () => import('../../reference/_common/self-hosting-functions.json').then(asSections),
  'self-hosting-realtime': () => import('../../reference/_common/self-hosting-realtime.json').then(asSections),
  'self-hosting-storage': () => import('../../reference/_common/self-hosting-storage.json').then(asSections),
};

/** Loads a sections list; an unknown key rejects with `Cannot find module '<key>'`. */
export function loadSections(key: string): Promise<readonly CommonSection[]> {
  const loader = Object.prototype.hasOwnProperty.call(SECTION_LOADERS, key)
    ? SECTION_LOADERS[key as SectionsKey]
    : undefined;
  if (!loader) return Promise.reject(new Error(`Cannot find module '${key}'`));
  return loader();
}
