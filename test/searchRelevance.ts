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
  // Platform, security and compliance, telemetry and self-hosting pages (issue 31).
  {query: 'privatelink', expect: '/guides/platform/privatelink', kind: 'title'},
  {query: 'hipaa projects', expect: '/guides/platform/hipaa-projects', kind: 'title'},
  {query: 'hipaa compliance', expect: '/guides/platform/security/hipaa-compliance', kind: 'title'},
  {query: 'soc 2 compliance', expect: '/guides/platform/security/soc-2-compliance', kind: 'title'},
  {query: 'penetration testing', expect: '/guides/platform/security/security-testing', kind: 'topic'},
  {query: 'platform audit logs', expect: '/guides/platform/security/platform-audit-logs', kind: 'title'},
  {query: 'enforce mfa organization', expect: '/guides/platform/mfa/org-mfa-enforcement', kind: 'topic'},
  {query: 'restore to a new project', expect: '/guides/platform/clone-project', kind: 'title'},
  {query: 'monthly active users', expect: '/guides/platform/manage-your-usage/monthly-active-users', kind: 'title'},
  {query: 'egress usage', expect: '/guides/platform/manage-your-usage/egress', kind: 'topic'},
  {query: 'compute hours', expect: '/guides/platform/manage-your-usage/compute', kind: 'topic'},
  {query: 'advanced log filtering', expect: '/guides/analytics/advanced-log-filtering', kind: 'title'},
  {query: 'grafana', expect: '/guides/analytics/grafana', kind: 'title'},
  {query: 'self-hosted reverse proxy https', expect: '/guides/self-hosting/self-hosted-proxy-https', kind: 'topic'},
  {query: 'self-hosted s3 backend', expect: '/guides/self-hosting/self-hosted-s3', kind: 'topic'},
  {
    query: 'restore platform project to self-hosted',
    expect: '/guides/self-hosting/restore-from-platform',
    kind: 'title',
  },
  {query: 'self-hosted phone login mfa', expect: '/guides/self-hosting/self-hosted-phone-mfa', kind: 'topic'},
  {query: 'OrioleDB', expect: '/guides/database/orioledb', kind: 'title'},
  {query: 'event triggers', expect: '/guides/database/postgres/event-triggers', kind: 'title'},
  {query: 'pg_partman', expect: '/guides/database/extensions/pg_partman', kind: 'title'},
  {query: 'pg_repack', expect: '/guides/database/extensions/pg_repack', kind: 'title'},
  {query: 'postgres_fdw', expect: '/guides/database/extensions/postgres_fdw', kind: 'title'},
  {query: 'Supavisor', expect: '/guides/database/connection-management', kind: 'title'},
  {query: 'database troubleshooting', expect: '/guides/database/troubleshooting', kind: 'title'},
  {query: 'Metabase', expect: '/guides/database/metabase', kind: 'title'},
  {query: 'DBeaver', expect: '/guides/database/dbeaver', kind: 'title'},
  {query: 'pgAdmin', expect: '/guides/database/pgadmin', kind: 'title'},
  {query: 'Queues quickstart', expect: '/guides/database/queues/quickstart', kind: 'title'},
  {query: 'Cron quickstart', expect: '/guides/database/cron/quickstart', kind: 'title'},
  {query: 'replication pipelines', expect: '/guides/database/replication/pipelines', kind: 'title'},
  {
    query: 'consume queue messages edge function',
    expect: '/guides/database/queues/consuming-with-edge-functions',
    kind: 'topic',
  },
  {query: 'background tasks', expect: '/guides/functions/background-tasks', kind: 'title'},
  {query: 'EdgeRuntime.waitUntil', expect: '/guides/functions/background-tasks', kind: 'topic'},
  {query: 'ephemeral storage', expect: '/guides/functions/ephemeral-storage', kind: 'title'},
  {query: 'wasm modules', expect: '/guides/functions/wasm', kind: 'title'},
  {query: 'function configuration', expect: '/guides/functions/function-configuration', kind: 'title'},
  {query: 'edge functions pricing', expect: '/guides/functions/pricing', kind: 'title'},
  {query: 'realtime limits', expect: '/guides/realtime/limits', kind: 'title'},
  {query: 'realtime settings', expect: '/guides/realtime/settings', kind: 'title'},
  {query: 'realtime pricing', expect: '/guides/realtime/pricing', kind: 'title'},
  {query: 'analytics buckets', expect: '/guides/storage/analytics/introduction', kind: 'title'},
  {query: 'vector buckets', expect: '/guides/storage/vector/introduction', kind: 'title'},
  {query: 'automatic embeddings', expect: '/guides/ai/automatic-embeddings', kind: 'title'},
];

/** Queries that match nothing on the site: the dialog must say "No results." rather than show noise. */
export const GARBAGE_QUERIES: readonly string[] = ['asdfghjkl', 'zzqxv', 'qwpoeiruty'];
