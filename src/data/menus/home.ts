import {STATUS_URL} from '../externalLinks';
import {group, link, type GuideMenu} from './types';

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
    group('Client Library Reference', [
      link('JavaScript', '/reference/javascript/introduction', {icon: 'javascript'}),
      link('Flutter', '/reference/dart/introduction', {icon: 'flutter'}),
      link('Swift', '/reference/swift/introduction', {icon: 'swift'}),
      link('Python', '/reference/python/introduction', {icon: 'python'}),
      link('C#', '/reference/csharp/introduction', {icon: 'csharp', community: true}),
      link('Kotlin', '/reference/kotlin/introduction', {icon: 'kotlin', community: true}),
    ]),
    group('Tools reference', [
      link('Management API', '/reference/api/introduction', {icon: 'api'}),
      link('Supabase CLI', '/reference/cli/introduction', {icon: 'cli'}),
    ]),
    link('Status', STATUS_URL),
  ],
};
