/**
 * What a side-menu link shows besides its label, read from the sidebar item's
 * `customProps` (written by src/utils/sidebarItems.ts): an icon, the Community
 * mark, a one-line description. Undefined when there is none of them, so that
 * a plain item renders exactly as before (the `external` flag alone is not an
 * extra: the theme marks external links itself).
 */
export interface SideMenuExtras {
  readonly icon?: string;
  readonly community: boolean;
  readonly description?: string;
}

export function sideMenuExtras(customProps: {readonly [key: string]: unknown} | undefined): SideMenuExtras | undefined {
  if (customProps === undefined) return undefined;
  const {icon, community, description} = customProps;
  const extras: SideMenuExtras = {
    ...(typeof icon === 'string' && icon !== '' ? {icon} : {}),
    community: community === true,
    ...(typeof description === 'string' && description.trim() !== '' ? {description} : {}),
  };
  return extras.icon !== undefined || extras.community || extras.description !== undefined ? extras : undefined;
}
