import {group, link, type MenuEntry} from './types';

/** The entries of the "graphql" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/graphql'),
  link('API', '/guides/graphql/api'),
  link('Views', '/guides/graphql/views'),
  link('Functions', '/guides/graphql/functions'),
  link('Configuration & Customization', '/guides/graphql/configuration'),
  link('Security', '/guides/graphql/security'),
  group('Integrations', [
    link('With Apollo', '/guides/graphql/with-apollo'),
    link('With Relay', '/guides/graphql/with-relay'),
  ]),
];
