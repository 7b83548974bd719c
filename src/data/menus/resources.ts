import {link, type MenuEntry} from './types';

/** The entries of the "resources" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Examples', '/guides/resources/examples'),
  link('Glossary', '/guides/resources/glossary'),
  link('Migrate to Supabase', '/guides/resources/migrating-to-supabase', {
    items: [
      link('Auth0', '/guides/resources/migrating-to-supabase/auth0'),
      link('Firebase Auth', '/guides/resources/migrating-to-supabase/firebase-auth'),
      link('Firestore Data', '/guides/resources/migrating-to-supabase/firestore-data'),
      link('Firebase Storage', '/guides/resources/migrating-to-supabase/firebase-storage'),
      link('Heroku', '/guides/resources/migrating-to-supabase/heroku'),
      link('Render', '/guides/resources/migrating-to-supabase/render'),
      link('Amazon RDS', '/guides/resources/migrating-to-supabase/amazon-rds'),
      link('Postgres', '/guides/resources/migrating-to-supabase/postgres'),
      link('Vercel Postgres', '/guides/resources/migrating-to-supabase/vercel-postgres'),
      link('Neon', '/guides/resources/migrating-to-supabase/neon'),
      link('MySQL', '/guides/resources/migrating-to-supabase/mysql'),
      link('MSSQL', '/guides/resources/migrating-to-supabase/mssql'),
    ],
  }),
];
