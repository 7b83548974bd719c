/**
 * The registry of guide areas: one entry per guide menu id, holding every name
 * the area goes by (the spec gives some areas different labels in different
 * places: top menu "Auth", product card "Authentication") and its place in each
 * list. Menu ids and section names (menuIds.ts), path → menu id
 * (utils/menuIdForPath.ts), the side menus (menus/index.ts), the top menu
 * (topMenu.ts), the home menu (menus/home.ts) and the product cards
 * (productAreas.ts) are all derived from it: adding an area is one entry here
 * plus its menu file in menus/ and its pages in docs/.
 */
import {INTEGRATIONS_URL} from './externalLinks';
import {REFERENCES, type ReferenceDef} from './references';
import type {MenuEntry} from './menus/types';
import type {IconName} from './icons';

/** The lists of the top menu a guide area can sit in: Start, the Products, Build and Resources dropdowns, Reference's Data API block. */
const TOP_MENU_SLOTS = ['start', 'products', 'build', 'data-api', 'resources'] as const;
export type TopMenuSlot = (typeof TOP_MENU_SLOTS)[number];

export interface GuideArea {
  /** The menu id (spec, "Menu ids and section names"). */
  readonly id: string;
  /** The section name of the spec's table: the mobile bar shows it. */
  readonly sectionName: string;
  /** The first segment under /guides/ that belongs to this area (content plan); none for home. */
  readonly pathSegment?: string;
  /** Where the area opens: its entries in the home menu, the top menu and the product cards link here. */
  readonly href: string;
  /** Icon name (src/components/Icon), used wherever the area is drawn with one; a name without a glyph is a type error. */
  readonly icon: IconName;
  /** Heading of the side menu (content plan: the menu's title). */
  readonly menuTitle: string;
  /** Whether the side menu's heading links to `href`; false where the content plan gives the menu no url (auth). */
  readonly menuHeadingLinks?: boolean;
  /** The side menu's entries (menus/<id>.ts); the home menu's are derived (menus/home.ts). */
  /** 'home' for the one area whose menu is derived (the home menu); every other area's items are its menu file, src/data/menus/<id>.ts. */
  readonly menuItems?: 'home';
  /** Entry in the home page's side menu, which lists the areas in registry order. */
  readonly homeMenu?: {readonly label: string};
  /** Entry in the top menu: which list, where in it (1 first), its label, and an href when it is not `href`. */
  readonly topMenu?: {
    readonly slot: TopMenuSlot;
    readonly position: number;
    readonly label: string;
    readonly href?: string;
  };
  /** Card on the home page (spec: product areas, icon and display name), ordered by position. */
  readonly productCard?: {readonly position: number; readonly name: string; readonly summary: string};
}

export const GUIDE_AREAS = [
  {
    id: 'home',
    sectionName: 'Home',
    href: '/',
    icon: 'home',
    menuTitle: 'Home',
    menuItems: 'home',
    homeMenu: {label: 'Home'},
  },
  {
    id: 'gettingstarted',
    sectionName: 'Getting Started',
    pathSegment: 'getting-started',
    href: '/guides/getting-started',
    icon: 'getting-started',
    menuTitle: 'Start with Supabase',
    homeMenu: {label: 'Getting Started'},
    topMenu: {slot: 'start', position: 1, label: 'Start'},
  },
  {
    id: 'database',
    sectionName: 'Database',
    pathSegment: 'database',
    href: '/guides/database/overview',
    icon: 'database',
    menuTitle: 'Database',
    homeMenu: {label: 'Database'},
    topMenu: {slot: 'products', position: 1, label: 'Database'},
    productCard: {
      position: 1,
      name: 'Database',
      summary: 'A full Postgres database per project, with extensions, backups and a generated REST and GraphQL API.',
    },
  },
  {
    id: 'api',
    sectionName: 'REST API',
    pathSegment: 'api',
    href: '/guides/api',
    icon: 'rest',
    menuTitle: 'REST API',
    homeMenu: {label: 'REST API'},
    topMenu: {slot: 'data-api', position: 1, label: 'REST'},
  },
  {
    id: 'graphql',
    sectionName: 'GraphQL',
    pathSegment: 'graphql',
    href: '/guides/graphql',
    icon: 'graphql',
    menuTitle: 'GraphQL',
    homeMenu: {label: 'GraphQL'},
    topMenu: {slot: 'data-api', position: 2, label: 'GraphQL'},
  },
  {
    id: 'auth',
    sectionName: 'Auth',
    pathSegment: 'auth',
    href: '/guides/auth',
    icon: 'auth',
    menuTitle: 'Auth',
    menuHeadingLinks: false,
    homeMenu: {label: 'Auth'},
    topMenu: {slot: 'products', position: 2, label: 'Auth'},
    productCard: {
      position: 2,
      name: 'Authentication',
      summary:
        'Sign users in with passwords, magic links, phone OTP, OAuth providers or SSO, and secure rows with policies.',
    },
  },
  {
    id: 'functions',
    sectionName: 'Edge Functions',
    pathSegment: 'functions',
    href: '/guides/functions',
    icon: 'edge-functions',
    menuTitle: 'Edge Functions',
    homeMenu: {label: 'Edge Functions'},
    topMenu: {slot: 'products', position: 4, label: 'Edge Functions'},
    productCard: {
      position: 4,
      name: 'Edge Functions',
      summary: 'Run TypeScript close to your users on Deno, for webhooks, integrations and custom APIs.',
    },
  },
  {
    id: 'realtime',
    sectionName: 'Realtime',
    pathSegment: 'realtime',
    href: '/guides/realtime',
    icon: 'realtime',
    menuTitle: 'Realtime',
    homeMenu: {label: 'Realtime'},
    topMenu: {slot: 'products', position: 5, label: 'Realtime'},
    productCard: {
      position: 5,
      name: 'Realtime',
      summary: 'Listen to database changes, broadcast messages between clients and track who is online.',
    },
  },
  {
    id: 'storage',
    sectionName: 'Storage',
    pathSegment: 'storage',
    href: '/guides/storage',
    icon: 'storage',
    menuTitle: 'Storage',
    homeMenu: {label: 'Storage'},
    topMenu: {slot: 'products', position: 3, label: 'Storage'},
    productCard: {
      position: 3,
      name: 'Storage',
      summary: 'Store and serve files of any size, with access rules, resumable uploads and image transformations.',
    },
  },
  {
    id: 'ai',
    sectionName: 'AI & Vectors',
    pathSegment: 'ai',
    href: '/guides/ai',
    icon: 'ai',
    menuTitle: 'AI & Vectors',
    homeMenu: {label: 'AI & Vectors'},
    topMenu: {slot: 'products', position: 6, label: 'AI & Vectors'},
    productCard: {
      position: 6,
      name: 'Vector',
      summary: 'Store embeddings next to your data with pgvector and build semantic, keyword and hybrid search.',
    },
  },
  {
    id: 'supabase_cli',
    sectionName: 'Supabase CLI',
    pathSegment: 'cli',
    href: '/guides/cli',
    icon: 'dev-cli',
    menuTitle: 'Local Dev / CLI',
    homeMenu: {label: 'Local Dev / CLI'},
    topMenu: {slot: 'build', position: 1, label: 'Local Dev / CLI'},
  },
  {
    id: 'platform',
    sectionName: 'Platform',
    pathSegment: 'platform',
    href: '/guides/platform',
    icon: 'platform',
    menuTitle: 'Platform',
    homeMenu: {label: 'Platform'},
    topMenu: {slot: 'build', position: 2, label: 'Platform'},
  },
  {
    id: 'resources',
    sectionName: 'Resources',
    pathSegment: 'resources',
    href: '/guides/resources',
    icon: 'resources',
    menuTitle: 'Resources',
    homeMenu: {label: 'Resources'},
    topMenu: {slot: 'resources', position: 1, label: 'Migration guides'},
  },
  {
    id: 'self_hosting',
    sectionName: 'Self-Hosting',
    pathSegment: 'self-hosting',
    href: '/guides/self-hosting',
    icon: 'self-hosting',
    menuTitle: 'Self-Hosting',
    homeMenu: {label: 'Self-Hosting'},
    topMenu: {slot: 'build', position: 3, label: 'Self-Hosting'},
  },
  {
    id: 'integrations',
    sectionName: 'Integrations',
    pathSegment: 'integrations',
    href: '/guides/integrations',
    icon: 'integrations',
    menuTitle: 'Integrations',
    homeMenu: {label: 'Integrations'},
    // The spec's top menu sends Integrations to the platform's partner page, not to this area's guides.
    topMenu: {slot: 'build', position: 4, label: 'Integrations', href: INTEGRATIONS_URL},
  },
  {
    id: 'analytics',
    sectionName: 'Analytics',
    pathSegment: 'analytics',
    href: '/guides/analytics',
    icon: 'analytics',
    menuTitle: 'Analytics',
    homeMenu: {label: 'Analytics'},
  },
] as const satisfies readonly GuideArea[];

export type GuideMenuId = (typeof GUIDE_AREAS)[number]['id'];

/** What the derived lists are built from: the guide areas and the references. Tests pass their own. */
export interface SiteRegistry {
  readonly areas: readonly GuideArea[];
  readonly references: readonly ReferenceDef[];
  /** Menu entries of areas whose menu is not a file in src/data/menus/ (an area added in memory, e.g. by a test). */
  readonly menuItems?: Readonly<Record<string, readonly MenuEntry[]>>;
}

export const SITE_REGISTRY: SiteRegistry = {areas: GUIDE_AREAS, references: REFERENCES};

/**
 * Checks what the types cannot: unique ids and path segments, one Start entry,
 * unique positions within each list. A bad registry stops with a message naming the entry.
 */
export function checkGuideAreas(areas: readonly GuideArea[]): void {
  const problems: string[] = [];
  const dup = (what: string, values: readonly string[]) => {
    const seen = new Set<string>();
    for (const v of values) {
      if (seen.has(v)) problems.push(`${what} "${v}" is used by more than one area`);
      seen.add(v);
    }
  };
  dup(
    'menu id',
    areas.map((a) => a.id),
  );
  dup(
    'path segment',
    areas.flatMap((a) => (a.pathSegment ? [a.pathSegment] : [])),
  );
  for (const slot of TOP_MENU_SLOTS) {
    dup(
      `top-menu position in "${slot}"`,
      areas.flatMap((a) => (a.topMenu?.slot === slot ? [String(a.topMenu.position)] : [])),
    );
  }
  dup(
    'product-card position',
    areas.flatMap((a) => (a.productCard ? [String(a.productCard.position)] : [])),
  );
  if (areas.filter((a) => a.topMenu?.slot === 'start').length !== 1)
    problems.push('exactly one area must be the top menu\'s Start entry (topMenu.slot "start")');
  for (const a of areas) {
    if (a.menuItems === 'home' && a.id !== 'home')
      problems.push(`area "${a.id}": only the home area's menu is derived ("home")`);
    if (a.pathSegment === undefined && a.id !== 'home')
      problems.push(`area "${a.id}" needs a pathSegment (its folder under /guides/)`);
  }
  if (problems.length > 0) throw new Error(`src/data/guideAreas.ts:\n  - ${problems.join('\n  - ')}`);
}

checkGuideAreas(GUIDE_AREAS);

/** The entries of a derived list, ordered by their position in it. */
export function byPosition<T extends {readonly position: number}>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.position - b.position);
}
