import {group, link, type GuideMenu} from './types';

export const menu: GuideMenu = {
  id: 'graphql',
  title: 'GraphQL',
  icon: 'graphql',
  url: '/guides/graphql',
  items: [
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
  ],
};
