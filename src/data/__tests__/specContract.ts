/**
 * Values that /work/shared/SPEC.md fixes, written once for the data tests. They are the contract (labels, routes,
 * ids and numbers readers and other sites rely on), not a copy of the data: a test pins one of these only where the
 * spec names it; everything else the data tests check by rule (unique, resolves, defined, consistent).
 */

/** §2 "Menu ids and section names": the guide menu ids and their section names. */
export const SPEC_SECTION_NAMES: Readonly<Record<string, string>> = {
  home: 'Home',
  gettingstarted: 'Getting Started',
  database: 'Database',
  api: 'REST API',
  graphql: 'GraphQL',
  auth: 'Auth',
  functions: 'Edge Functions',
  realtime: 'Realtime',
  analytics: 'Analytics',
  storage: 'Storage',
  ai: 'AI & Vectors',
  supabase_cli: 'Supabase CLI',
  platform: 'Platform',
  resources: 'Resources',
  self_hosting: 'Self-Hosting',
  integrations: 'Integrations',
};

/** §2 "Reference menu ids". A version cut adds ids; none of these may go. */
export const SPEC_REFERENCE_IDS: readonly string[] = [
  'reference_javascript_v1',
  'reference_javascript_v2',
  'reference_dart_v1',
  'reference_dart_v2',
  'reference_csharp_v0',
  'reference_csharp_v1',
  'reference_python_v2',
  'reference_swift_v1',
  'reference_swift_v2',
  'reference_kotlin_v1',
  'reference_kotlin_v2',
  'reference_cli',
  'reference_api',
  'reference_self_hosting_auth',
  'reference_self_hosting_storage',
  'reference_self_hosting_realtime',
  'reference_self_hosting_analytics',
  'reference_self_hosting_functions',
];

/** §3 "Product areas (icon and display name)", in the spec's order. */
export const SPEC_PRODUCT_AREAS: readonly string[] = [
  'Database',
  'Authentication',
  'Storage',
  'Edge Functions',
  'Realtime',
  'Vector',
];

/** §3 "Log table schema": display name and reference name of each table, in the spec's order. */
export const SPEC_LOG_TABLES: readonly (readonly [string, string])[] = [
  ['API Edge', 'edge_logs'],
  ['Auth', 'auth_logs'],
  ['Storage', 'storage_logs'],
  ['Function Edge', 'function_edge_logs'],
  ['Function Runtime', 'function_logs'],
  ['Postgres', 'postgres_logs'],
  ['Realtime', 'realtime_logs'],
  ['PostgREST', 'postgrest_logs'],
  ['Supavisor', 'supavisor_logs'],
];

/** §3: the fields every log table shares, and the field types. */
export const SPEC_SHARED_LOG_FIELDS: readonly string[] = ['id', 'timestamp', 'event_message'];
export const SPEC_LOG_FIELD_TYPES: readonly string[] = ['string', 'number', 'boolean', 'datetime', 'number[]'];

/** §3 "Database extension catalogue entry": the tag values, and the extensions the spec names. */
export const SPEC_EXTENSION_TAGS: readonly string[] = [
  'Utility',
  'Dataset',
  'Admin',
  'Index',
  'Data Type',
  'Search',
  'Geo',
  'Audit',
  'Notifications',
  'Cryptography',
  'Testing',
  'Language',
  'Time Series',
  'AI',
];
export const SPEC_EXTENSIONS: readonly string[] = [
  'postgis',
  'pg_cron',
  'pg_graphql',
  'pg_net',
  'pgsodium',
  'vector',
  'timescaledb',
  'wrappers',
  'pgtap',
  'uuid-ossp',
];

/** §2 "Extension links": the dashboard pages an extension entry can link to. */
export const SPEC_EXTENSION_DASHBOARD_PAGES: readonly string[] = [
  '/project/{ref}/database/query-performance',
  '/project/{ref}/api/graphiql',
  '/project/{ref}/database/hooks',
  '/project/{ref}/settings/vault/secrets',
  '/project/{ref}/database/wrappers',
];

/** §9 "Auth rate limits", as the spec states each one. */
export const SPEC_AUTH_RATE_LIMITS: readonly (readonly [string, string])[] = [
  ['Built-in e-mail sending', '3 per hour'],
  ['Magic link', '60 seconds between requests; valid 1 hour'],
  ['One-time password', '60 seconds between requests; valid 1 hour; 30 requests per hour'],
  ['Signup confirmation', '60 seconds between requests'],
  ['Password reset', '60 seconds between requests'],
  ['Verification', '360 per hour, burst 30'],
  ['Token refresh', '1800 per hour, burst 30'],
  ['MFA', '15 per hour, burst 30'],
  ['Anonymous sign-in', '30 per hour, burst 30'],
];
