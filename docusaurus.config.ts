import {execFileSync} from 'node:child_process';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as Docs from '@docusaurus/plugin-content-docs';
import {REFERENCES, type ReferenceDef} from './src/data/references';
import {DASHBOARD_URL, guideEditUrl, isExternalUrl} from './src/data/externalLinks';
import {FOOTER_COLUMNS} from './src/data/footer';
import {GUIDE_REDIRECTS} from './src/data/redirects';
import {darkCodeTheme, lightCodeTheme} from './src/data/codeThemes';
import {LINK_CHECKS} from './src/siteChecks';
import devAuthPlugin from './src/plugins/browser/dev-auth';
import layoutVarsPlugin from './src/plugins/browser/layout-vars';
import progressBarPlugin from './src/plugins/browser/progress-bar';
import {referenceSidebarItemsGenerator} from './src/features/reference/sidebars/referenceSidebarGenerator';
import referenceDocsPlugin from './src/plugins/content/reference-docs';
import remarkCodeTokens from './src/plugins/content/code-tokens';
import markdownCopiesPlugin from './src/plugins/content/markdown-copies';
import referenceCoveragePlugin from './src/plugins/content/reference-coverage';
import versionChangesPlugin from './src/plugins/content/version-changes';
import guideReferenceLinksPlugin from './src/plugins/content/guide-reference-links';
import remarkDiagrams from './src/plugins/content/diagrams';
import {overridePlugins} from './src/overrides';
import criticalCssPlugin from './src/plugins/browser/critical-css';
import {checkDocusaurusVersions} from './src/features/reference/engine/registryCheck';
import {siteEnv} from './src/siteEnv';

/** "Last updated" dates come from git; a copy of the sources outside a git checkout builds without them, and says so. */
function insideGitWorktree(): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {stdio: ['ignore', 'pipe', 'ignore']})
        .toString()
        .trim() === 'true'
    );
  } catch {
    return false;
  }
}
const SHOW_LAST_UPDATE = insideGitWorktree();
if (!SHOW_LAST_UPDATE) console.info('[INFO] Not inside a git checkout: guides are built without "Last updated" dates.');

// The site's address (SITE_URL) and the repository's edit address (EDIT_URL), checked: a malformed value stops the build.
const SITE_ENV = siteEnv(process.env);

// `DIAGRAMS_OFF=1` builds without the diagram step (the bench's build cost of diagrams, issue 35): ```mermaid blocks
// then stay plain code blocks.
const DIAGRAM_PLUGINS = process.env.DIAGRAMS_OFF === '1' ? [] : [remarkDiagrams];

// The registry's versions and Docusaurus' <pluginId>_versions.json must agree before any instance is configured.
checkDocusaurusVersions();

/** One docs instance per reference of the registry (never listed by hand), with shared section routes (src/plugins/content/reference-docs). */
function referenceInstance(ref: ReferenceDef): [typeof referenceDocsPlugin, Docs.Options] {
  const versioned: Partial<Docs.Options> =
    ref.versions.length > 0 ? {lastVersion: 'current', versions: {current: {label: ref.versions[0], path: ''}}} : {};
  return [
    referenceDocsPlugin,
    {
      id: ref.pluginId,
      path: `reference/${ref.slug}`,
      routeBasePath: `reference/${ref.slug}`,
      sidebarPath: './src/features/reference/sidebars/reference.ts',
      sidebarItemsGenerator: referenceSidebarItemsGenerator as unknown as Docs.Options['sidebarItemsGenerator'],
      breadcrumbs: false,
      ...versioned,
    },
  ];
}

const config: Config = {
  title: 'Supabase Docs',
  tagline: 'Guides and references for the Postgres development platform',
  favicon: 'img/favicon.svg',
  url: SITE_ENV.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  // Its inline script on `/` shows a "did not load properly" warning when no bundle has run by DOMContentLoaded; the
  // critical-CSS step requests the bundles after the first paint (src/plugins/browser/critical-css), so it would
  // always show.
  baseUrlIssueBanner: false,

  ...LINK_CHECKS,

  future: {
    v4: true,
    faster: true,
  },

  customFields: {
    /** The provider's dashboard; the top bar's Dashboard / Sign up link opens it. */
    dashboardUrl: DASHBOARD_URL,
    /** The dev-auth flag as given; the link and page exist only when it is exactly "true". */
    devAuthPageFlag: process.env.DEV_AUTH_PAGE ?? null,
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'guides',
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
          // "Last updated" on every guide, from the file's last commit.
          showLastUpdateTime: SHOW_LAST_UPDATE,
          // "Edit this page" on every guide when EDIT_URL is set, pointing at the guide's own source file.
          editUrl: ({docPath}) => guideEditUrl(docPath, SITE_ENV.editUrl),
          // ```mermaid blocks become inline SVG at build time (issue 35); then the remaining code blocks reach the
          // browser tokenized (no Prism there; colours in src/css/codeTokens.css).
          remarkPlugins: [...DIAGRAM_PLUGINS, remarkCodeTokens],
        },
        pages: {remarkPlugins: [...DIAGRAM_PLUGINS, remarkCodeTokens]},
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/codeTokens.css']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...REFERENCES.map(referenceInstance),
    // Overrides of Docusaurus internals (src/overrides/README.md); OVERRIDES_OFF=<name>,... turns them off.
    ...overridePlugins(),
    [devAuthPlugin, {flag: process.env.DEV_AUTH_PAGE}],
    layoutVarsPlugin,
    progressBarPlugin,
    referenceCoveragePlugin,
    versionChangesPlugin,
    guideReferenceLinksPlugin,
    markdownCopiesPlugin,
    // After the build: each page's critical CSS inlined, the stylesheets no longer render-blocking (CRITICAL_CSS_OFF=1: off).
    criticalCssPlugin,
    // Today's guide URLs (/guides/local-development/..., /guides/deployment/..., ...) → our pages, as static redirect pages.
    ['@docusaurus/plugin-client-redirects', {redirects: GUIDE_REDIRECTS.map(({from, to}) => ({from, to}))}],
  ],

  themeConfig: {
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: 'DOCS',
      logo: {alt: 'Supabase', src: 'img/logo.svg', href: '/'},
      items: [],
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    footer: {
      style: 'dark',
      links: FOOTER_COLUMNS.map((column) => ({
        title: column.title,
        items: column.links.map((l) =>
          isExternalUrl(l.href) ? {label: l.label, href: l.href} : {label: l.label, to: l.href},
        ),
      })),
      copyright: `Documentation for the Supabase platform. © ${new Date().getFullYear()} Supabase.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Code is tokenized at build time with the grammars of src/utils/prism/grammars.ts (src/plugins/content/code-tokens,
      // src/features/reference/engine/build.ts); these themes' colours are src/css/codeTokens.css (a test keeps them
      // equal).
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
