import type {RouteConfig} from '@docusaurus/types';

/** The route tree the docs plugin builds for a versioned reference instance (trimmed to what the rules read). */
export function docsPluginTree(): RouteConfig {
  const doc = (base: string, dir: string, slug: string): RouteConfig =>
    ({
      path: `${base}/${slug}`,
      component: '@theme/DocItem',
      exact: true,
      modules: {content: `@site/${dir}/generated/${slug}.mdx`},
      sidebar: 'reference',
    }) as RouteConfig;
  return {
    path: '/reference/javascript',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/reference/javascript/v1',
        component: '@theme/DocVersionRoot',
        routes: [
          {
            path: '/reference/javascript/v1',
            component: '@theme/DocRoot',
            routes: ['start', 'select', 'insert'].map((s) =>
              doc('/reference/javascript/v1', 'reference_javascript_versioned_docs/version-v1', s),
            ),
          },
        ],
      },
      {
        path: '/reference/javascript',
        component: '@theme/DocVersionRoot',
        routes: [
          {
            path: '/reference/javascript',
            component: '@theme/DocRoot',
            routes: ['start', 'select', 'auth-signup'].map((s) =>
              doc('/reference/javascript', 'reference/javascript', s),
            ),
          },
        ],
      },
    ],
  };
}

export const leaves = (r: RouteConfig): RouteConfig[] => (r.routes ? r.routes.flatMap(leaves) : [r]);
