import {STATUS_URL} from '../externalLinks';
import {CLIENT_LIBRARIES, findReferenceBySlug, referenceIntroUrl, type ReferenceDef} from '../references';
import {group, link, type GuideMenu, type MenuLink} from './types';

/** A reference's entry: its title, icon and Community mark come from the registry. */
function referenceLink(ref: ReferenceDef): MenuLink {
  return link(ref.title, referenceIntroUrl(ref), {icon: ref.icon, ...(ref.community ? {community: true} : {})});
}

export const menu: GuideMenu = {
  id: 'home',
  title: 'Home',
  icon: 'home',
  url: '/',
  items: [
    link('Home', '/', {icon: 'home'}),
    link('Getting Started', '/guides/getting-started', {icon: 'getting-started'}),
    link('Database', '/guides/database/overview', {icon: 'database'}),
    link('REST API', '/guides/api', {icon: 'rest'}),
    link('GraphQL', '/guides/graphql', {icon: 'graphql'}),
    link('Auth', '/guides/auth', {icon: 'auth'}),
    link('Edge Functions', '/guides/functions', {icon: 'edge-functions'}),
    link('Realtime', '/guides/realtime', {icon: 'realtime'}),
    link('Storage', '/guides/storage', {icon: 'storage'}),
    link('AI & Vectors', '/guides/ai', {icon: 'ai'}),
    link('Local Dev / CLI', '/guides/cli', {icon: 'dev-cli'}),
    link('Platform', '/guides/platform', {icon: 'platform'}),
    link('Resources', '/guides/resources', {icon: 'resources'}),
    link('Self-Hosting', '/guides/self-hosting', {icon: 'self-hosting'}),
    link('Integrations', '/guides/integrations', {icon: 'integrations'}),
    link('Analytics', '/guides/analytics', {icon: 'analytics'}),
    group('Client Library Reference', CLIENT_LIBRARIES.map(referenceLink)),
    group('Tools reference', [referenceLink(findReferenceBySlug('api')!), referenceLink(findReferenceBySlug('cli')!)]),
    link('Status', STATUS_URL),
  ],
};
