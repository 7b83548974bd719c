import {type ReferenceDef, versionLabel, versionStartUrl} from '../../../data/references';
import {sectionUrl} from '../../../utils/referenceNav';

export interface VersionChoice {
  readonly version: string;
  /** 'Version {n}.0' */
  readonly label: string;
  readonly latest: boolean;
  readonly current: boolean;
  /** The spec's rule: latest → /reference/{lib}/start, others → /reference/{lib}/{version}/start. */
  readonly href: string;
  /** The section the reader is on, in this version, when that version has it. */
  readonly sectionHref?: string;
}

/**
 * The choices of the version switcher for a library, latest first. `sectionSlug` is the
 * section in view; `hasSection(version, slug)` says whether another version has it.
 */
export function versionChoices(
  ref: ReferenceDef,
  currentVersion: string,
  sectionSlug?: string,
  hasSection: (version: string, slug: string) => boolean = () => false,
): VersionChoice[] {
  return ref.versions.map((version, i) => {
    const href = versionStartUrl(ref, version);
    const base = href.replace(/\/start$/, '');
    const offerSection = version !== currentVersion && sectionSlug !== undefined && hasSection(version, sectionSlug);
    return {
      version,
      label: versionLabel(version),
      latest: i === 0,
      current: version === currentVersion,
      href,
      ...(offerSection ? {sectionHref: sectionUrl(base, sectionSlug as string)} : {}),
    };
  });
}

/**
 * The version of one docs plugin that a path belongs to: the one whose path is the longest prefix of it
 * (`/reference/javascript/v1/select` → v1, `/reference/javascript/select` → the latest). Docusaurus'
 * useActiveDocContext does this and also matches the path against every doc of the version (one regular
 * expression per doc, hundreds on a reference); the switcher needs the version only.
 */
export function versionOfPath<V extends {readonly name: string; readonly path: string}>(
  versions: readonly V[],
  pathname: string,
): V | undefined {
  const within = (base: string) => {
    const b = base.replace(/\/$/, '');
    return pathname === b || pathname.startsWith(`${b}/`) || b === '';
  };
  return versions.filter((v) => within(v.path)).sort((a, b) => b.path.length - a.path.length)[0];
}
