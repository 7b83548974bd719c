/**
 * The top menu of the spec: Start and the Products, Build, Reference and
 * Resources dropdowns. The navbar renders it; `activeTopMenuItem` reads it.
 */
import {CHANGELOG_URL, INTEGRATIONS_URL, STATUS_URL} from './externalLinks';
import {findReferenceBySlug, referenceIntroUrl, type ReferenceDef} from './references';

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
export interface TopMenuSection {
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

function referenceItem(slug: string, label?: string): TopMenuLink {
  const ref = findReferenceBySlug(slug) as ReferenceDef;
  return {
    label: label ?? ref.title,
    href: referenceIntroUrl(ref),
    icon: ref.icon ?? slug,
    level: ref.pluginId,
    ...(ref.community ? {community: true} : {}),
  };
}

export const TOP_MENU: readonly TopMenuItem[] = [
  {label: 'Start', href: '/guides/getting-started', icon: 'getting-started', level: 'gettingstarted'},
  {
    label: 'Products',
    sections: [
      {
        items: [
          {label: 'Database', href: '/guides/database/overview', icon: 'database', level: 'database'},
          {label: 'Auth', href: '/guides/auth', icon: 'auth', level: 'auth'},
          {label: 'Storage', href: '/guides/storage', icon: 'storage', level: 'storage'},
          {label: 'Edge Functions', href: '/guides/functions', icon: 'edge-functions', level: 'functions'},
          {label: 'Realtime', href: '/guides/realtime', icon: 'realtime', level: 'realtime'},
          {label: 'AI & Vectors', href: '/guides/ai', icon: 'ai', level: 'ai'},
        ],
      },
    ],
  },
  {
    label: 'Build',
    sections: [
      {
        items: [
          {label: 'Local Dev / CLI', href: '/guides/cli', icon: 'dev-cli', level: 'supabase_cli'},
          {label: 'Platform', href: '/guides/platform', icon: 'platform', level: 'platform'},
          {label: 'Self-Hosting', href: '/guides/self-hosting', icon: 'self-hosting', level: 'self_hosting'},
          {label: 'Integrations', href: INTEGRATIONS_URL, icon: 'integrations', external: true},
        ],
      },
    ],
  },
  {
    label: 'Reference',
    sections: [
      {
        heading: 'Client libraries',
        items: [
          referenceItem('javascript'),
          referenceItem('dart'),
          referenceItem('swift'),
          referenceItem('python'),
          referenceItem('csharp'),
          referenceItem('kotlin'),
        ],
      },
      {
        items: [
          referenceItem('cli', 'CLI Commands'),
          referenceItem('api'),
        ],
      },
      {
        heading: 'Data API',
        items: [
          {label: 'REST', href: '/guides/api', icon: 'rest', level: 'api'},
          {label: 'GraphQL', href: '/guides/graphql', icon: 'graphql', level: 'graphql'},
        ],
      },
    ],
  },
  {
    label: 'Resources',
    sections: [
      {
        items: [
          {label: 'Migration guides', href: '/guides/resources', icon: 'resources', level: 'resources'},
          {label: 'Changelog', href: CHANGELOG_URL, icon: 'changelog', external: true},
          {label: 'Status', href: STATUS_URL, icon: 'status', external: true},
          {label: 'Contributing', href: '/contributing', icon: 'contributing'},
        ],
      },
    ],
  },
];

/** Every link of a dropdown, in order. */
export function topMenuLinks(item: TopMenuItem): TopMenuLink[] {
  return (item.sections ?? []).flatMap((section) => section.items);
}
