/**
 * The home page's side menu, derived: every guide area with a `homeMenu` entry
 * (in registry order), then the references by kind, then Status.
 */
import {STATUS_URL} from '../externalLinks';
import type {SiteRegistry} from '../guideAreas';
import {referenceIntroUrl, type ReferenceDef} from '../references';
import {group, link, type MenuEntry, type MenuLink} from './types';

/** A reference's entry: its title, icon and Community mark come from the registry. */
function referenceLink(ref: ReferenceDef): MenuLink {
  return link(ref.title, referenceIntroUrl(ref), {icon: ref.icon, ...(ref.community ? {community: true} : {})});
}

function referencesOfKind(registry: SiteRegistry, kinds: readonly ReferenceDef['kind'][]): ReferenceDef[] {
  return kinds.flatMap((kind) => registry.references.filter((ref) => ref.kind === kind));
}

export function homeMenuItems(registry: SiteRegistry): MenuEntry[] {
  return [
    ...registry.areas.flatMap((area) =>
      area.homeMenu ? [link(area.homeMenu.label, area.href, {icon: area.icon})] : [],
    ),
    group('Client Library Reference', referencesOfKind(registry, ['client-library']).map(referenceLink)),
    // The content plan lists the Management API before the CLI here (the top menu has the CLI first).
    group('Tools reference', referencesOfKind(registry, ['api', 'cli']).map(referenceLink)),
    link('Status', STATUS_URL),
  ];
}
