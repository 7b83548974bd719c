/**
 * The overrides of Docusaurus internals (src/overrides/README.md), as the site config loads them. The one place
 * that reads the ablation switch: `OVERRIDES_OFF=staged-boot,route-prefetch` builds the site with those overrides
 * off, that is with stock Docusaurus behaviour for their part (the bench's ablation, bench/ablation.ts, uses it).
 * An unknown name stops the build; so does an upstream file of an enabled override that moved or changed
 * (./upstream.ts).
 */
import type {PluginConfig} from '@docusaurus/types';
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

/** The enabled overrides' plugins, after checking their upstream files. */
export function overridePlugins(env: {OVERRIDES_OFF?: string} = process.env): PluginConfig[] {
  const off = overridesOff(env.OVERRIDES_OFF);
  const enabled = OVERRIDE_NAMES.filter((name) => !off.has(name));
  if (off.size > 0) console.info(`[INFO] Docusaurus overrides off (OVERRIDES_OFF): ${[...off].join(', ')}.`);
  checkUpstream(new Set(enabled));
  return enabled.map((name) => OVERRIDES[name]);
}
