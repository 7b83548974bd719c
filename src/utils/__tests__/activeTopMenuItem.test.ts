import {activeTopMenuItem} from '../activeTopMenuItem';

describe('activeTopMenuItem: the active top item is derived from the current path', () => {
  it('shows Home on the home path', () => {
    expect(activeTopMenuItem('/')).toEqual({label: 'Home'});
  });

  it.each([
    ['/guides/getting-started', {label: 'Start'}],
    ['/guides/getting-started/quickstarts/nextjs', {label: 'Start'}],
    ['/guides/database/overview', {label: 'Database', dropdown: 'Products'}],
    ['/guides/database/extensions/pg_cron', {label: 'Database', dropdown: 'Products'}],
    ['/guides/auth/social-login/auth-github', {label: 'Auth', dropdown: 'Products'}],
    ['/guides/functions', {label: 'Edge Functions', dropdown: 'Products'}],
    ['/guides/ai/vector-indexes/hnsw-indexes', {label: 'AI & Vectors', dropdown: 'Products'}],
    ['/guides/cli/config', {label: 'Local Dev / CLI', dropdown: 'Build'}],
    ['/guides/self-hosting/docker', {label: 'Self-Hosting', dropdown: 'Build'}],
    ['/reference/javascript/select', {label: 'JavaScript', dropdown: 'Reference'}],
    ['/reference/javascript/v1/start', {label: 'JavaScript', dropdown: 'Reference'}],
    ['/reference/dart/v1/insert', {label: 'Flutter', dropdown: 'Reference'}],
    ['/reference/kotlin/start', {label: 'Kotlin', dropdown: 'Reference'}],
    ['/reference/cli/supabase-db-push', {label: 'CLI Commands', dropdown: 'Reference'}],
    ['/reference/api/introduction', {label: 'Management API', dropdown: 'Reference'}],
    ['/guides/api/quickstart', {label: 'REST', dropdown: 'Reference'}],
    ['/guides/graphql', {label: 'GraphQL', dropdown: 'Reference'}],
    ['/guides/resources/glossary', {label: 'Migration guides', dropdown: 'Resources'}],
    ['/contributing', {label: 'Contributing', dropdown: 'Resources'}],
  ])('%s → %j', (path, expected) => {
    expect(activeTopMenuItem(path)).toEqual(expected);
  });

  it('ignores trailing slashes, queries and hashes', () => {
    expect(activeTopMenuItem('/guides/auth/?platform=react-native#setup')).toEqual({
      label: 'Auth',
      dropdown: 'Products',
    });
  });

  it('gives nothing for paths no top item owns', () => {
    expect(activeTopMenuItem('/guides/analytics')).toBeUndefined();
    expect(activeTopMenuItem('/reference/self-hosting-auth/start')).toBeUndefined();
    expect(activeTopMenuItem('/nowhere')).toBeUndefined();
  });
});
