/**
 * The registry of references: one entry per docs plugin instance under
 * /reference/. docusaurus.config.ts maps it to plugin instances, the top menu
 * and the switcher read it, tests walk it. Versions: the current (latest) label
 * lives in current-versions.json; older versions are Docusaurus' own
 * `<pluginId>_versions.json`, written by `docusaurus docs:version`.
 */
import currentVersions from './current-versions.json';
import javascriptOlder from '../../reference_javascript_versions.json';
import dartOlder from '../../reference_dart_versions.json';
import csharpOlder from '../../reference_csharp_versions.json';
import swiftOlder from '../../reference_swift_versions.json';
import kotlinOlder from '../../reference_kotlin_versions.json';
import pythonOlder from '../../reference_python_versions.json';

export type SectionsKey =
  | 'api'
  | 'cli'
  | 'client-libraries'
  | 'self-hosting-analytics'
  | 'self-hosting-auth'
  | 'self-hosting-functions'
  | 'self-hosting-realtime'
  | 'self-hosting-storage';

export type ReferenceKind = 'client-library' | 'cli' | 'api' | 'self-hosting';

export interface ReferenceDef {
  /** Path segment under /reference/ (`javascript`, `self-hosting-auth`). */
  readonly slug: string;
  /** Docs plugin instance id (`reference_javascript`). */
  readonly pluginId: string;
  readonly kind: ReferenceKind;
  /** Title of the reference side menu and of the top-menu entry. */
  readonly title: string;
  /** Name shown in the mobile bar. */
  readonly sectionName: string;
  /** Key of the common-sections list, loaded through the on-demand loader. */
  readonly sectionsKey: SectionsKey;
  /** The package the reference documents, when it is a library. */
  readonly packageName?: string;
  /** Prism language of the examples. */
  readonly language: string;
  /** Icon name (src/components/Icon) shown beside the reference in menus. */
  readonly icon?: string;
  readonly community?: boolean;
  /**
   * Versions, latest first. Empty for unversioned references (CLI, Management
   * API, self-hosting servers), whose menu id is the plugin id.
   */
  readonly versions: readonly string[];
}

type LibrarySlug = keyof typeof currentVersions;

function library(
  slug: LibrarySlug,
  title: string,
  packageName: string,
  language: string,
  icon: string,
  older: readonly string[],
  community = false,
): ReferenceDef {
  return {
    slug,
    pluginId: `reference_${slug}`,
    kind: 'client-library',
    title,
    sectionName: title,
    sectionsKey: 'client-libraries',
    packageName,
    language,
    icon,
    community,
    versions: [currentVersions[slug], ...older],
  };
}

function selfHosting(server: 'auth' | 'storage' | 'realtime' | 'analytics' | 'functions', title: string): ReferenceDef {
  return {
    slug: `self-hosting-${server}`,
    pluginId: `reference_self_hosting_${server}`,
    kind: 'self-hosting',
    title: `Self-Hosting ${title}`,
    sectionName: `Self-Hosting ${title}`,
    sectionsKey: `self-hosting-${server}`,
    language: 'bash',
    versions: [],
  };
}

export const REFERENCES: readonly ReferenceDef[] = [
  library('javascript', 'JavaScript', 'supabase-js', 'ts', 'javascript', javascriptOlder),
  library('dart', 'Flutter', 'supabase_flutter', 'dart', 'flutter', dartOlder),
  library('swift', 'Swift', 'supabase-swift', 'swift', 'swift', swiftOlder),
  library('python', 'Python', 'supabase-py', 'python', 'python', pythonOlder),
  library('csharp', 'C#', 'supabase-csharp', 'csharp', 'csharp', csharpOlder, true),
  library('kotlin', 'Kotlin', 'supabase-kt', 'kotlin', 'kotlin', kotlinOlder, true),
  {
    slug: 'cli',
    pluginId: 'reference_cli',
    kind: 'cli',
    title: 'Supabase CLI',
    sectionName: 'Supabase CLI',
    sectionsKey: 'cli',
    language: 'bash',
    icon: 'cli',
    versions: [],
  },
  {
    slug: 'api',
    pluginId: 'reference_api',
    kind: 'api',
    title: 'Management API',
    sectionName: 'Management API Reference',
    sectionsKey: 'api',
    language: 'bash',
    icon: 'api',
    versions: [],
  },
  selfHosting('auth', 'Auth'),
  selfHosting('storage', 'Storage'),
  selfHosting('realtime', 'Realtime'),
  selfHosting('analytics', 'Analytics'),
  selfHosting('functions', 'Functions'),
];

export const CLIENT_LIBRARIES = REFERENCES.filter((ref) => ref.kind === 'client-library');

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

/** The spec's rule: the latest version goes to /reference/{lib}/start, any other to /reference/{lib}/{version}/start. */
/** The entry point menus link to: the latest version's introduction. */
export function referenceIntroUrl(ref: ReferenceDef): string {
  return `${referenceBasePath(ref)}/introduction`;
}

export function versionStartUrl(ref: ReferenceDef, version: string): string {
  return `${referenceBasePath(ref, version)}/start`;
}

/** Label format of the switcher: 'Version {n}.0' (v2 → Version 2.0). */
export function versionLabel(version: string): string {
  const match = /^v(\d+)$/.exec(version);
  if (!match) throw new Error(`Malformed version name "${version}": expected v<number>, e.g. v3`);
  return `Version ${match[1]}.0`;
}
