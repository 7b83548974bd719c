/**
 * The relevance set: queries readers type, with the page that must come first. Run through the real search
 * dialog against the built site by e2e/searchRelevance.e2e.ts (≥ 90% first, 100% in the top 3) and by the
 * bench, which prints the hit rate. `from` is the page the reader searches from (default: the home page).
 */
export interface RelevanceCase {
  readonly query: string;
  readonly expect: string;
  readonly from?: string;
  /** Why this case is here: what kind of query it stands for. */
  readonly kind: 'api name' | 'title' | 'topic' | 'synonym' | 'typo';
}

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  {query: 'signInWithOtp', expect: '/reference/javascript/auth-signinwithotp', kind: 'api name'},
  {
    query: 'signInWithOtp',
    from: '/guides/auth/passwords',
    expect: '/reference/javascript/auth-signinwithotp',
    kind: 'api name',
  },
  {
    query: 'signInWithOtp',
    from: '/reference/dart/start',
    expect: '/reference/dart/auth-signinwithotp',
    kind: 'api name',
  },
  {query: 'onAuthStateChange', expect: '/reference/javascript/auth-onauthstatechange', kind: 'api name'},
  {query: 'createClient', expect: '/reference/javascript/initializing', kind: 'api name'},
  {query: 'upsert', from: '/reference/javascript/start', expect: '/reference/javascript/upsert', kind: 'api name'},
  {query: 'supabase db push', expect: '/reference/cli/supabase-db-push', kind: 'api name'},
  {query: 'v1-run-a-query', expect: '/reference/api/v1-run-a-query', kind: 'api name'},
  {query: 'Row Level Security', expect: '/guides/database/postgres/row-level-security', kind: 'title'},
  {query: 'presence', expect: '/guides/realtime/presence', kind: 'title'},
  {query: 'broadcast', expect: '/guides/realtime/broadcast', kind: 'title'},
  {query: 'postgres changes', expect: '/guides/realtime/postgres-changes', kind: 'title'},
  {query: 'pg_cron', expect: '/guides/database/extensions/pg_cron', kind: 'title'},
  {query: 'full text search', expect: '/guides/database/full-text-search', kind: 'title'},
  {query: 'image transformations', expect: '/guides/storage/serving/image-transformations', kind: 'title'},
  {query: 'branching', expect: '/guides/platform/branching', kind: 'title'},
  {query: 'pgvector', expect: '/guides/database/extensions/pgvector', kind: 'title'},
  {query: 'semantic search', expect: '/guides/ai/semantic-search', kind: 'title'},
  {query: 'auth hooks', expect: '/guides/auth/auth-hooks', kind: 'title'},
  {query: 'local development', expect: '/guides/cli/local-development', kind: 'title'},
  {query: 'social login', expect: '/guides/auth/social-login', kind: 'title'},
  {query: 'connection string', expect: '/guides/database/connecting-to-postgres', kind: 'topic'},
  {query: 'webhooks', expect: '/guides/database/webhooks', kind: 'topic'},
  {query: 'generate types', expect: '/guides/api/rest/generating-types', kind: 'topic'},
  {query: 'rls', expect: '/guides/database/postgres/row-level-security', kind: 'synonym'},
  {query: 'mfa', expect: '/guides/auth/auth-mfa', kind: 'synonym'},
  {query: 'jwt', expect: '/guides/auth/jwts', kind: 'synonym'},
  {query: 'pitr', expect: '/guides/platform/backups', kind: 'synonym'},
  {query: 'sso', expect: '/guides/auth/enterprise-sso', kind: 'synonym'},
  {query: 's3', expect: '/guides/storage/s3/compatibility', kind: 'synonym'},
  {query: 'magic link', expect: '/guides/auth/auth-email-passwordless', kind: 'synonym'},
  {query: 'env vars', expect: '/guides/functions/secrets', kind: 'synonym'},
  {query: 'realtme', expect: '/guides/realtime', kind: 'typo'},
  {query: 'presense', expect: '/guides/realtime/presence', kind: 'typo'},
  {query: 'brnaching', expect: '/guides/platform/branching', kind: 'typo'},
  {query: 'declarative schema', expect: '/guides/cli/declarative-database-schemas', kind: 'title'},
  {query: 'restore downloaded backup locally', expect: '/guides/cli/restoring-downloaded-backup', kind: 'topic'},
  {query: 'advanced pgtap', expect: '/guides/cli/advanced-pgtap-testing', kind: 'title'},
  {query: 'deploy database migrations', expect: '/guides/cli/database-migrations', kind: 'topic'},
  {query: 'branching github integration', expect: '/guides/platform/branching/github-integration', kind: 'title'},
  {query: 'branch configuration', expect: '/guides/platform/branching/configuration', kind: 'title'},
  {query: 'working with branches', expect: '/guides/platform/branching/working-with-branches', kind: 'title'},
  {query: 'troubleshooting branching', expect: '/guides/platform/branching/troubleshooting', kind: 'title'},
  {query: 'restore backup', expect: '/guides/platform/backups', kind: 'synonym'},
];

/** Queries that match nothing on the site: the dialog must say "No results." rather than show noise. */
export const GARBAGE_QUERIES: readonly string[] = ['asdfghjkl', 'zzqxv', 'qwpoeiruty'];
