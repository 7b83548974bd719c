/**
 * Abbreviations and other names readers type for a topic, with the words the docs use for it.
 * The search runs the expansion as well as the query itself and lists the expansion's matches first.
 * Keys are lower case, one word or a short phrase; values are what the page titles say, and where several pages
 * share that title, the page that answers the query (a guide route, checked by a test).
 */
/** A synonyms entry: the words the docs use, or those words and the page that answers the query best. */
export type Synonym = string | {readonly expand: string; readonly page: string};

export const SEARCH_SYNONYMS: Readonly<Record<string, Synonym>> = {
  rls: 'Row Level Security',
  jwt: 'JSON Web Tokens',
  jwts: 'JSON Web Tokens',
  // The platform's dashboard-account page has the same title; readers typing "mfa" build sign-in.
  mfa: {expand: 'Multi-Factor Authentication', page: '/guides/auth/auth-mfa'},
  '2fa': {expand: 'Multi-Factor Authentication', page: '/guides/auth/auth-mfa'},
  totp: 'Multi-Factor Authentication TOTP',
  sso: 'Enterprise Single Sign-On',
  saml: 'Enterprise Single Sign-On SAML',
  otp: 'Passwordless email logins',
  pitr: 'Database Backups',
  fts: 'Full Text Search',
  fdw: 'Foreign Data Wrappers',
  cdc: 'Postgres Changes',
  env: 'Managing environment variables',
  'env vars': 'Managing environment variables',
  dotenv: 'Managing environment variables',
  'magic link': 'Passwordless email logins',
  oauth: 'Social Login OAuth',
  'social auth': 'Social Login',
  websocket: 'Realtime',
  websockets: 'Realtime',
  pubsub: 'Broadcast',
  embeddings: 'Vector embeddings',
  'vector search': 'semantic search vector',
  'edge function': 'Edge Functions',
  lambda: 'Edge Functions',
  serverless: 'Edge Functions',
  // The Cron module's pages answer first (the extension page is the engine behind it, found for `pg_cron`).
  cron: {expand: 'Cron pg_cron', page: '/guides/database/cron'},
  'cron job': {expand: 'Cron pg_cron', page: '/guides/database/cron'},
  'scheduled jobs': {expand: 'Cron pg_cron', page: '/guides/database/cron'},
  webhooks: 'Database Webhooks',
  pooler: 'Connecting to your database pooler',
  pgbouncer: 'Connecting to your database pooler',
  supavisor: 'Connecting to your database pooler',
  'connection string': 'Connecting to your database',
  backup: 'Database Backups',
  backups: 'Database Backups',
  // Restoring a hosted project comes first; the local restore of a downloaded file has its own, longer title.
  'restore backup': {expand: 'Database Backups', page: '/guides/platform/backups'},
  'type generation': 'Generating TypeScript Types',
  typegen: 'Generating TypeScript Types',
  'generate types': {expand: 'Generating TypeScript Types', page: '/guides/api/rest/generating-types'},
  'typescript types': {expand: 'Generating TypeScript Types', page: '/guides/api/rest/generating-types'},
  s3: 'S3 API Compatibility',
  // The project's keys: readers name the key they hold; one page explains them all.
  'api key': {expand: 'API Keys', page: '/guides/api/api-keys'},
  'api keys': {expand: 'API Keys', page: '/guides/api/api-keys'},
  'anon key': {expand: 'API Keys anon', page: '/guides/api/api-keys'},
  'publishable key': {expand: 'API Keys publishable', page: '/guides/api/api-keys'},
  'secret key': {expand: 'API Keys secret', page: '/guides/api/api-keys'},
  'service role': {expand: 'API Keys service_role', page: '/guides/api/api-keys'},
  'service role key': {expand: 'API Keys service_role', page: '/guides/api/api-keys'},
  service_role: {expand: 'API Keys service_role', page: '/guides/api/api-keys'},
  'refresh token': {expand: 'User sessions refresh token', page: '/guides/auth/sessions'},
  'refresh tokens': {expand: 'User sessions refresh token', page: '/guides/auth/sessions'},
  pooling: {expand: 'Connecting to your database pooler', page: '/guides/database/connecting-to-postgres'},
  'connection pooling': {expand: 'Connecting to your database pooler', page: '/guides/database/connecting-to-postgres'},
  'connection pool': {expand: 'Connecting to your database pooler', page: '/guides/database/connecting-to-postgres'},
  // Paging through rows is the range modifier in every client library.
  pagination: 'range',
  paginate: 'range',
  'deploy function': {expand: 'Deploy to Production', page: '/guides/functions/deploy'},
  'deploy functions': {expand: 'Deploy to Production', page: '/guides/functions/deploy'},
  'deploy edge function': {expand: 'Deploy to Production', page: '/guides/functions/deploy'},
  'deploy edge functions': {expand: 'Deploy to Production', page: '/guides/functions/deploy'},
  'function secrets': 'Managing environment variables',
  'functions secrets': 'Managing environment variables',
  'image resize': 'Image Transformations',
  thumbnails: 'Image Transformations',
  // Compliance reports are often written without the space.
  soc2: 'SOC 2 compliance',
};

/**
 * Words of a guide's title that say it is written for the readers of one client library (`Using Realtime Presence
 * with Flutter`), by the library's title in the reference registry. The search ranks such guides lower for the
 * readers of another library, unless the query names the library.
 */
export const LIBRARY_PLATFORM_WORDS: Readonly<Record<string, readonly string[]>> = {
  Flutter: ['flutter', 'dart'],
  Swift: ['swift', 'swiftui', 'ios'],
  Kotlin: ['kotlin', 'android'],
  Python: ['python', 'flask', 'django'],
  'C#': ['csharp', 'dotnet', 'blazor'],
};

/**
 * Words a query uses for a client library itself besides its platform words (LIBRARY_PLATFORM_WORDS) and its package
 * name (the registry's `packageName`: `supabase-js` → `js`): the JavaScript library's language and the web frameworks
 * it serves (`invoke edge function from react`). A query that says one asks for that library's sections; they are not
 * words its sections have to hold.
 */
export const LIBRARY_QUERY_WORDS: Readonly<Record<string, readonly string[]>> = {
  JavaScript: ['javascript', 'react', 'nextjs', 'vue', 'nuxt', 'svelte', 'sveltekit', 'angular', 'node', 'nodejs'],
};

/** Words a query uses for the client library as such (`initialize the client`, `client library`, `sdk`). */
export const CLIENT_WORDS: readonly string[] = ['client', 'clients', 'library', 'libraries', 'sdk'];

/**
 * Short forms readers and command names use for a word of the docs (`supabase db reset` for `reset local database`):
 * a title word in one column counts as the query word in the other when titles and headings are compared.
 */
export const WORD_FORMS: Readonly<Record<string, readonly string[]>> = {
  db: ['database'],
  database: ['db'],
  pg: ['postgres', 'postgresql'],
  postgres: ['pg'],
  js: ['javascript'],
  javascript: ['js'],
  ts: ['typescript'],
  typescript: ['ts'],
};
