/**
 * The top menu of the spec: Start and the Products, Build, Reference and
 * Resources dropdowns, derived from the guide areas and the references. The
 * navbar, the mobile drawer, the footer and the not-found page render it;
 * `activeTopMenuItem` reads it.
 */
import {CHANGELOG_URL, isExternalUrl, STATUS_URL} from './externalLinks';
import {byPosition, SITE_REGISTRY, type GuideArea, type SiteRegistry, type TopMenuSlot} from './guideAreas';
import {referenceIntroUrl, type ReferenceDef} from './references';

export interface TopMenuLink {
  readonly label: string;
  readonly href: string;
  readonly icon: string;
  /**
   * The menu id (guide area or reference plugin) the entry stands for; the
   * active item is the one whose level owns the current path.
   */
  readonly level?: string;
  readonly community?: boolean;
  readonly external?: boolean;
}

/** A block of a dropdown, with an optional heading ("Client libraries"). */
interface TopMenuSection {
  readonly heading?: string;
  readonly items: readonly TopMenuLink[];
}

export interface TopMenuItem {
  readonly label: string;
  /** A plain link (Start) ... */
  readonly href?: string;
  /** Icon of the plain link where it is drawn with one (the mobile drawer). */
  readonly icon?: string;
  readonly level?: string;
  /** ... or a dropdown. */
  readonly sections?: readonly TopMenuSection[];
}

function referenceLink(ref: ReferenceDef): TopMenuLink {
  return {
    label: ref.topMenuLabel,
    href: referenceIntroUrl(ref),
    icon: ref.icon ?? ref.slug,
    level: ref.pluginId,
    ...(ref.community ? {community: true} : {}),
  };
}

type TopMenuPlace = NonNullable<GuideArea['topMenu']>;

function areaLink(area: GuideArea, place: TopMenuPlace): TopMenuLink {
  const href = place.href ?? area.href;
  // An external destination (Integrations) owns no path of the site, so it is never the active item.
  return isExternalUrl(href)
    ? {label: place.label, href, icon: area.icon, external: true}
    : {label: place.label, href, icon: area.icon, level: area.id};
}

/**
 * The top menu of a registry: each guide area sits where its `topMenu` says,
 * the references by kind (client libraries, then the CLI and the Management API);
 * the dropdown names and the external links are fixed here.
 */
export function topMenu(registry: SiteRegistry): TopMenuItem[] {
  const placed = registry.areas.flatMap((area) =>
    area.topMenu ? [{area, place: area.topMenu, position: area.topMenu.position}] : [],
  );
  const inSlot = (slot: TopMenuSlot) =>
    byPosition(placed.filter((p) => p.place.slot === slot)).map((p) => areaLink(p.area, p.place));
  const refs = (kind: ReferenceDef['kind']) =>
    registry.references.filter((ref) => ref.kind === kind).map(referenceLink);
  const [start] = inSlot('start');
  if (start === undefined)
    throw new Error('src/data/guideAreas.ts: no area is the top menu\'s Start entry (topMenu.slot "start")');
  return [
    {label: start.label, href: start.href, icon: start.icon, level: start.level},
    {label: 'Products', sections: [{items: inSlot('products')}]},
    {label: 'Build', sections: [{items: inSlot('build')}]},
    {
      label: 'Reference',
      sections: [
        {heading: 'Client libraries', items: refs('client-library')},
        {items: [...refs('cli'), ...refs('api')]},
        {heading: 'Data API', items: inSlot('data-api')},
      ],
    },
    {
      label: 'Resources',
      sections: [
        {
          items: [
            ...inSlot('resources'),
            {label: 'Changelog', href: CHANGELOG_URL, icon: 'changelog', external: true},
            {label: 'Status', href: STATUS_URL, icon: 'status', external: true},
            {label: 'Contributing', href: '/contributing', icon: 'contributing'},
          ],
        },
      ],
    },
  ];
}

export const TOP_MENU: readonly TopMenuItem[] = topMenu(SITE_REGISTRY);

/** Every link of a dropdown, in order. */
export function topMenuLinks(item: TopMenuItem): TopMenuLink[] {
  return (item.sections ?? []).flatMap((section) => section.items);
}
