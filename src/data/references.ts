/**
 * The registry of references: one entry per docs plugin instance under
 * /reference/, read from the one data file `reference-registry.json` (adding a
 * library or a version edits that file and the library's sources in reference/).
 * docusaurus.config.ts maps it to plugin instances; menu ids, the top menu, the
 * home menu, the switcher, the section loader and the tests all derive from it.
 * Versions are listed latest first; Docusaurus keeps the older ones in its own
 * `<pluginId>_versions.json` too, and `checkDocusaurusVersions` (src/features/reference/engine/
 * registryCheck.ts) stops the build and the tests when the two disagree.
 */
import registry from './reference-registry.json';
import {isIconName, type IconName} from './icons';

const REFERENCE_KINDS = ['client-library', 'cli', 'api', 'self-hosting'] as const;
type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export interface ReferenceDef {
  /** Path segment under /reference/ (`javascript`, `self-hosting-auth`). */
  readonly slug: string;
  /** Docs plugin instance id (`reference_javascript`): `reference_` + the slug with `_` for `-`. */
  readonly pluginId: string;
  readonly kind: ReferenceKind;
  /** Title of the reference side menu and of its home-menu entry. */
  readonly title: string;
  /** Label of the top-menu entry (`CLI Commands`); the title when the registry gives none. */
  readonly topMenuLabel: string;
  /** Name shown in the mobile bar; the title when the registry gives none (`Management API Reference`). */
  readonly sectionName: string;
  /** Key of the common-sections list, `reference/_common/<key>.json`, read by the section loader. */
  readonly sectionsKey: string;
  /** The package the reference documents, when it is a library. */
  readonly packageName?: string;
  /** Prism language of the examples. */
  readonly language: string;
  /** Icon name (src/components/Icon) shown beside the reference in menus; checked against the glyphs when the registry is read. */
  readonly icon?: IconName;
  readonly community?: boolean;
  /**
   * Versions, latest first. Empty for unversioned references (CLI, Management
   * API, self-hosting servers), whose menu id is the plugin id.
   */
  readonly versions: readonly string[];
}

/** One entry of reference-registry.json, as written there. */
export interface ReferenceRegistryEntry {
  readonly slug: string;
  readonly kind: string;
  readonly title: string;
  readonly topMenuLabel?: string;
  readonly sectionName?: string;
  readonly sections: string;
  readonly packageName?: string;
  readonly language: string;
  readonly icon?: string;
  readonly community?: boolean;
  readonly versions?: readonly string[];
}

const REGISTRY_FILE = 'src/data/reference-registry.json';

/** Entries of the registry file as typed definitions; a malformed entry stops with a message naming it. */
export function referencesFromRegistry(entries: readonly ReferenceRegistryEntry[]): ReferenceDef[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const defs = entries.map((e, i): ReferenceDef => {
    const where = `entry ${i + 1} ("${e.slug}")`;
    if (!/^[a-z][a-z0-9-]*$/.test(e.slug ?? ''))
      problems.push(`${where}: slug must be lower-case letters, digits and "-"`);
    if (seen.has(e.slug)) problems.push(`${where}: slug is already used by another entry`);
    seen.add(e.slug);
    if (!(REFERENCE_KINDS as readonly string[]).includes(e.kind))
      problems.push(`${where}: kind must be one of ${REFERENCE_KINDS.join(', ')}`);
    if (!/^[a-z][a-z0-9-]*$/.test(e.sections ?? ''))
      problems.push(`${where}: sections must name reference/_common/<key>.json by its key`);
    const versions = e.versions ?? [];
    if (e.kind === 'client-library' && versions.length === 0)
      problems.push(`${where}: a client library needs at least one version`);
    if (e.kind !== 'client-library' && versions.length > 0)
      problems.push(`${where}: only client libraries have versions`);
    for (const v of versions)
      if (!/^v\d+$/.test(v)) problems.push(`${where}: malformed version name "${v}": expected v<number>, e.g. v3`);
    if (new Set(versions).size !== versions.length) problems.push(`${where}: a version is listed twice`);
    const icon = e.icon;
    if (icon !== undefined && !isIconName(icon))
      problems.push(
        `${where}: icon "${icon}" has no glyph: add it to src/components/Icon/glyphs.ts or use an existing name`,
      );
    return {
      slug: e.slug,
      pluginId: `reference_${String(e.slug).replace(/-/g, '_')}`,
      kind: e.kind as ReferenceKind,
      title: e.title,
      topMenuLabel: e.topMenuLabel ?? e.title,
      sectionName: e.sectionName ?? e.title,
      sectionsKey: e.sections,
      ...(e.packageName !== undefined ? {packageName: e.packageName} : {}),
      language: e.language,
      ...(icon !== undefined && isIconName(icon) ? {icon} : {}),
      ...(e.community ? {community: true} : {}),
      versions,
    };
  });
  if (problems.length > 0) throw new Error(`${REGISTRY_FILE}:\n  - ${problems.join('\n  - ')}`);
  return defs;
}

export const REFERENCES: readonly ReferenceDef[] = referencesFromRegistry(
  registry as readonly ReferenceRegistryEntry[],
);

/** Repo-relative path of a common-sections list. */
export function sectionsFilePath(key: string): string {
  return `reference/_common/${key}.json`;
}

/** The keys of the common-sections lists the registry names, each once. */
export function sectionsKeys(references: readonly ReferenceDef[] = REFERENCES): string[] {
  return [...new Set(references.map((ref) => ref.sectionsKey))];
}

export const CLIENT_LIBRARIES: readonly ReferenceDef[] = REFERENCES.filter((ref) => ref.kind === 'client-library');

/** The library a reader is assumed to use until a page says otherwise (search ranking): the registry's first client library. */
export const DEFAULT_LIBRARY_TITLE: string = CLIENT_LIBRARIES[0].title;

export function latestVersion(ref: ReferenceDef): string | undefined {
  return ref.versions[0];
}

/**
 * Menu id of one version of a reference. Client libraries carry the version
 * (`reference_javascript_v1`, `reference_python_v2`); the others are the plugin id.
 */
export function referenceMenuId(ref: ReferenceDef, version?: string): string {
  if (ref.versions.length === 0) return ref.pluginId;
  const v = version ?? ref.versions[0];
  if (!ref.versions.includes(v)) {
    throw new Error(`Unknown version "${v}" of reference "${ref.slug}" (known: ${ref.versions.join(', ')})`);
  }
  return `${ref.pluginId}_${v}`;
}

export function referenceMenuIds(ref: ReferenceDef): string[] {
  return ref.versions.length === 0 ? [ref.pluginId] : ref.versions.map((v) => `${ref.pluginId}_${v}`);
}

export function findReferenceBySlug(slug: string): ReferenceDef | undefined {
  return REFERENCES.find((ref) => ref.slug === slug);
}

export function findReferenceByPluginId(pluginId: string): ReferenceDef | undefined {
  return REFERENCES.find((ref) => ref.pluginId === pluginId);
}

/** Base path of one version: latest at /reference/{slug}, older at /reference/{slug}/{version}. */
export function referenceBasePath(ref: ReferenceDef, version?: string): string {
  const base = `/reference/${ref.slug}`;
  if (version === undefined || version === ref.versions[0]) return base;
  if (!ref.versions.includes(version)) {
    throw new Error(`Unknown version "${version}" of reference "${ref.slug}"`);
  }
  return `${base}/${version}`;
}

/** The entry point menus link to: the latest version's introduction. */
export function referenceIntroUrl(ref: ReferenceDef): string {
  return `${referenceBasePath(ref)}/introduction`;
}

/** The spec's rule: the latest version goes to /reference/{lib}/start, any other to /reference/{lib}/{version}/start. */
export function versionStartUrl(ref: ReferenceDef, version: string): string {
  return `${referenceBasePath(ref, version)}/start`;
}

/** Label format of the switcher: 'Version {n}.0' (v2 → Version 2.0). */
export function versionLabel(version: string): string {
  const match = /^v(\d+)$/.exec(version);
  if (!match) throw new Error(`Malformed version name "${version}": expected v<number>, e.g. v3`);
  return `Version ${match[1]}.0`;
}
