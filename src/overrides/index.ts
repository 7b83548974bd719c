/**
 * The overrides of Docusaurus internals (src/overrides/README.md), as the site config loads them. The one place
 * that reads the ablation switch: `OVERRIDES_OFF=staged-boot,route-prefetch` builds the site with those overrides
 * off, that is with stock Docusaurus behaviour for their part (the bench's ablation, bench/ablation.ts, uses it).
 * An unknown name stops the build; so does an upstream file of an enabled override that moved or changed
 * (./upstream.ts).
 */
import type {Plugin, PluginConfig} from '@docusaurus/types';
import prismOnDemandPlugin from './prism-on-demand';
import referenceClientRoutesPlugin from './reference-client-routes';
import routePrefetchPlugin from './route-prefetch';
import stagedBootPlugin from './staged-boot';
import versionMetadataTrimPlugin from './version-metadata-trim';
import {checkUpstream} from './upstream';

/** Every switchable override, by its folder name, in the order the site config registers them. */
export const OVERRIDES = {
  'reference-client-routes': referenceClientRoutesPlugin,
  'prism-on-demand': prismOnDemandPlugin,
  'route-prefetch': routePrefetchPlugin,
  'staged-boot': stagedBootPlugin,
  'version-metadata-trim': versionMetadataTrimPlugin,
} as const;

export type OverrideName = keyof typeof OVERRIDES;

export const OVERRIDE_NAMES = Object.keys(OVERRIDES) as OverrideName[];

const isOverrideName = (name: string): name is OverrideName => Object.hasOwn(OVERRIDES, name);

/** The overrides an `OVERRIDES_OFF` value turns off (comma-separated folder names); throws on an unknown name. */
export function overridesOff(value: string | undefined): Set<OverrideName> {
  const names = (value ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !isOverrideName(n));
  if (unknown.length > 0) {
    throw new Error(
      `OVERRIDES_OFF names ${unknown.map((n) => `"${n}"`).join(', ')}, not an override; known: ${OVERRIDE_NAMES.join(', ')}.`,
    );
  }
  return new Set(names.filter(isOverrideName));
}

/** The bundler's persistent cache settings, as Docusaurus makes them (webpack's `cache`, Rspack's `experiments.cache`). */
interface CacheSettings {
  cache?: unknown;
  experiments?: {cache?: unknown};
}

/**
 * Keys the bundler's persistent cache by the overrides that are off: the cache remembers what a request was replaced
 * with, so a build with an override off would otherwise reuse the replaced modules of the last build with it on
 * (observed: a build with reference-client-routes off still fetched the data files that override emits, 404).
 */
export function keyCacheByOverridesOff(config: CacheSettings, off: ReadonlySet<string>): void {
  if (off.size === 0) return;
  const key = `overrides-off:${[...off].sort().join(',')}`;
  for (const cache of [config.cache, config.experiments?.cache]) {
    if (typeof cache === 'object' && cache !== null && 'version' in cache) {
      (cache as {version: string}).version = `${(cache as {version: string}).version}-${key}`;
    }
  }
}

/** The enabled overrides' plugins, after checking their upstream files. */
export function overridePlugins(env: {OVERRIDES_OFF?: string} = process.env): PluginConfig[] {
  const off = overridesOff(env.OVERRIDES_OFF);
  const enabled = OVERRIDE_NAMES.filter((name) => !off.has(name));
  if (off.size > 0) console.info(`[INFO] Docusaurus overrides off (OVERRIDES_OFF): ${[...off].join(', ')}.`);
  checkUpstream(new Set(enabled));
  const cacheKey = (): Plugin => ({
    name: 'overrides-cache-key',
    configureWebpack(config) {
      keyCacheByOverridesOff(config as CacheSettings, off);
      return {};
    },
  });
  return [...enabled.map((name) => OVERRIDES[name]), cacheKey];
}
