import {group, link, type MenuEntry} from './types';

/** The entries of the "api" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/api'),
  link('Quickstart', '/guides/api/quickstart'),
  link('Client Libraries', '/guides/api/rest/client-libs'),
  link('Auto-generated Docs', '/guides/api/rest/auto-generated-docs'),
  link('Generating TypeScript Types', '/guides/api/rest/generating-types'),
  link('Generating Python Types', '/guides/api/rest/generating-python-types'),
  group('Tools', [link('SQL to REST API Translator', '/guides/api/sql-to-rest')], {url: '/guides/api'}),
  group(
    'Guides',
    [
      link('Creating API routes', '/guides/api/creating-routes'),
      link('How API Keys work', '/guides/api/api-keys'),
      link('Securing your API', '/guides/api/securing-your-api'),
      link('Error Codes', '/guides/api/rest/postgrest-error-codes'),
      link('Handling errors in supabase-js', '/guides/api/handling-errors-in-supabase-js'),
      link('Automatic retries in supabase-js', '/guides/api/automatic-retries-in-supabase-js'),
    ],
    {url: '/guides/api'},
  ),
  group(
    'Using the Data APIs',
    [
      link('Managing tables, views, and data', '/guides/database/tables'),
      link('Querying joins and nested tables', '/guides/database/joins-and-nesting'),
      link('JSON and unstructured data', '/guides/database/json'),
      link('Managing database functions', '/guides/database/functions'),
      link('Using full-text search', '/guides/database/full-text-search'),
      link('Debugging performance issues', '/guides/database/debugging-performance'),
      link('Using custom schemas', '/guides/api/using-custom-schemas'),
      link('Converting from SQL to JavaScript API', '/guides/api/sql-to-api'),
    ],
    {url: '/guides/api/data-apis'},
  ),
];
