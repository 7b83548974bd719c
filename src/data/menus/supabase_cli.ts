import {group, link, type MenuEntry} from './types';

/** The entries of the "supabase_cli" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/cli'),
  group('Using the CLI', [
    link('Getting started', '/guides/cli/getting-started'),
    link('CLI Configuration', '/guides/cli/config'),
  ]),
  group('Developing with Supabase', [
    link('Local Development', '/guides/cli/local-development'),
    link('Declarative database schemas', '/guides/cli/declarative-database-schemas'),
    link('Managing environments', '/guides/cli/managing-environments'),
    link('Deploying database migrations', '/guides/cli/database-migrations'),
    link('Managing config and secrets', '/guides/cli/managing-config'),
    link('Seeding your database', '/guides/cli/seeding-your-database'),
    link('Restoring a downloaded backup', '/guides/cli/restoring-downloaded-backup'),
    link('Testing and linting', '/guides/cli/testing-and-linting'),
    link('Advanced pgTAP testing', '/guides/cli/advanced-pgtap-testing'),
    link('Customizing email templates', '/guides/cli/customizing-email-templates'),
  ]),
  group('GitHub Action', [
    link('Generate types from your database', '/guides/cli/github-action/generating-types'),
    link('Automated testing', '/guides/cli/github-action/testing'),
    link('Backup your database', '/guides/cli/github-action/backups'),
  ]),
];
