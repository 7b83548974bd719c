/** The product areas of the spec (icon and display name) as home-page cards, derived from the guide areas' `productCard`. */
import {byPosition, SITE_REGISTRY, type SiteRegistry} from './guideAreas';

export interface ProductArea {
  readonly name: string;
  readonly icon: string;
  /** The guide the card opens. */
  readonly href: string;
  /** One line for the home page card. */
  readonly summary: string;
}

export function productAreas(registry: SiteRegistry): ProductArea[] {
  const cards = registry.areas.flatMap((area) =>
    area.productCard
      ? [
          {
            position: area.productCard.position,
            name: area.productCard.name,
            icon: area.icon,
            href: area.href,
            summary: area.productCard.summary,
          },
        ]
      : [],
  );
  return byPosition(cards).map(({name, icon, href, summary}) => ({name, icon, href, summary}));
}

export const PRODUCT_AREAS: readonly ProductArea[] = productAreas(SITE_REGISTRY);
