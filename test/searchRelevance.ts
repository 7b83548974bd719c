/**
 * The relevance set: queries readers type, with the page that must come first. Run through the real search
 * dialog against the built site by e2e/searchRelevance.e2e.ts (≥ 90% first, 100% in the top 3) and by the
 * bench, which prints the hit rate. `from` is the page the reader searches from (default: the home page).
 */
export interface RelevanceCase {
  readonly query: string;
  readonly expect: string;
  readonly from?: string;
  /** The slug of the last client-library reference the reader opened before (`dart`), if any. */
  readonly lastLibrary?: string;
  /** Why this case is here: what kind of query it stands for. */
  readonly kind: 'api name' | 'title' | 'topic' | 'synonym' | 'typo' | 'question' | 'error' | 'task';
  /**
   * Written before the ranking was tuned for issue 33 and never edited since: the held-out part of the set that
   * keeps the ranking honest. Change a frozen case only when its page moves (and say so in the commit).
   */
  readonly frozen?: true;
}

/**
 * Written on 2026-11-27 from how developers ask (questions from issues and forums, error messages, task phrasing),
 * BEFORE the ranking of issue 33 was tuned, and frozen from then on: never edit these cases to make the ranking
 * pass. `from` is the page the reader types on (their library context); most are typed from a guide page.
 * The ranking of the time (commit af9a16e, through the dialog) put the expected page first for 19 of the 60 and in the top 3 for 29.
 */
const FROZEN_CASES: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // The four examples of issue 33.
  {query: 'service role key', from: '/guides/auth/users', expect: '/guides/api/api-keys', kind: 'topic'},
  {
    query: 'reset password',
    from: '/guides/auth/passwords',
    expect: '/reference/javascript/auth-resetpasswordforemail',
    kind: 'task',
  },
  {
    query: 'connection pooling',
    from: '/guides/database/tables',
    expect: '/guides/database/connecting-to-postgres',
    kind: 'topic',
  },
  {query: 'realtime broadcast', from: '/guides/realtime/presence', expect: '/guides/realtime/broadcast', kind: 'topic'},
  // Task phrasing.
  {query: 'send email on signup', from: '/guides/auth', expect: '/guides/auth/auth-email-templates', kind: 'task'},
  {query: 'custom smtp', from: '/guides/auth', expect: '/guides/auth/auth-smtp', kind: 'task'},
  {query: 'how to reset a user password', expect: '/guides/auth/passwords', kind: 'question'},
  {query: 'sign in with google', from: '/guides/auth', expect: '/guides/auth/social-login/auth-google', kind: 'task'},
  {query: 'login with github', expect: '/guides/auth/social-login/auth-github', kind: 'task'},
  {
    query: 'sign in with apple',
    from: '/guides/getting-started/quickstarts/ios-swiftui',
    expect: '/guides/auth/social-login/auth-apple',
    kind: 'task',
  },
  {
    query: 'upload a file',
    from: '/guides/storage/quickstart',
    expect: '/guides/storage/uploads/standard-uploads',
    kind: 'task',
  },
  {
    query: 'upload file',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/storage-from-upload',
    kind: 'task',
  },
  {query: 'upload file', from: '/reference/dart/start', expect: '/reference/dart/storage-from-upload', kind: 'task'},
  {
    query: 'signed url',
    from: '/guides/storage/quickstart',
    expect: '/reference/javascript/storage-from-createsignedurl',
    kind: 'task',
  },
  {query: 'download a file', from: '/guides/storage', expect: '/guides/storage/serving/downloads', kind: 'task'},
  {
    query: 'delete a user',
    from: '/guides/auth/users',
    expect: '/reference/javascript/auth-admin-deleteuser',
    kind: 'task',
  },
  {query: 'invite user by email', expect: '/reference/javascript/auth-admin-inviteuserbyemail', kind: 'task'},
  {query: 'get current user', from: '/guides/auth/users', expect: '/reference/javascript/auth-getuser', kind: 'task'},
  {query: 'sign out', from: '/guides/auth/sessions', expect: '/guides/auth/signout', kind: 'task'},
  {
    query: 'listen to database changes',
    from: '/guides/realtime',
    expect: '/guides/realtime/postgres-changes',
    kind: 'task',
  },
  {query: 'subscribe to inserts', from: '/guides/realtime', expect: '/guides/realtime/postgres-changes', kind: 'task'},
  {
    query: 'call a postgres function',
    from: '/guides/database/functions',
    expect: '/reference/javascript/rpc',
    kind: 'task',
  },
  {query: 'call a postgres function', from: '/reference/python/start', expect: '/reference/python/rpc', kind: 'task'},
  {query: 'insert a row', from: '/reference/javascript/start', expect: '/reference/javascript/insert', kind: 'task'},
  {query: 'insert data', from: '/reference/swift/start', expect: '/reference/swift/insert', kind: 'task'},
  {query: 'filter by column', from: '/reference/javascript/select', expect: '/reference/javascript/eq', kind: 'task'},
  {query: 'pagination', from: '/reference/javascript/select', expect: '/reference/javascript/range', kind: 'task'},
  {query: 'order by', from: '/reference/javascript/select', expect: '/reference/javascript/order', kind: 'task'},
  {
    query: 'invoke edge function',
    from: '/guides/functions/quickstart',
    expect: '/reference/javascript/functions-invoke',
    kind: 'task',
  },
  {query: 'deploy edge function', from: '/guides/functions', expect: '/guides/functions/deploy', kind: 'task'},
  {query: 'set secrets for edge functions', expect: '/guides/functions/secrets', kind: 'task'},
  {query: 'schedule a function every minute', expect: '/guides/functions/schedule-functions', kind: 'task'},
  {
    query: 'generate typescript types',
    from: '/guides/database/tables',
    expect: '/guides/api/rest/generating-types',
    kind: 'task',
  },
  {
    query: 'seed data',
    from: '/guides/cli/local-development',
    expect: '/guides/cli/seeding-your-database',
    kind: 'task',
  },
  {
    query: 'create a migration',
    from: '/guides/cli/local-development',
    expect: '/guides/cli/database-migrations',
    kind: 'task',
  },
  {query: 'custom domain', expect: '/guides/platform/custom-domains', kind: 'task'},
  {query: 'enable extension', from: '/guides/database/tables', expect: '/guides/database/extensions', kind: 'task'},
  {query: 'store secrets in the database', expect: '/guides/database/vault', kind: 'task'},
  {
    query: 'cascade delete',
    from: '/guides/database/tables',
    expect: '/guides/database/postgres/cascade-deletes',
    kind: 'task',
  },
  {query: 'production checklist', expect: '/guides/platform/going-into-prod', kind: 'title'},
  // Concepts and questions.
  {query: 'anon key', from: '/guides/getting-started', expect: '/guides/api/api-keys', kind: 'topic'},
  {query: 'what is the publishable key', expect: '/guides/api/api-keys', kind: 'question'},
  {
    query: 'how do I use rls with auth',
    from: '/guides/auth',
    expect: '/guides/database/postgres/row-level-security',
    kind: 'question',
  },
  {query: 'refresh token', from: '/guides/auth', expect: '/guides/auth/sessions', kind: 'topic'},
  {query: 'session expiry', from: '/guides/auth', expect: '/guides/auth/sessions', kind: 'topic'},
  {query: 'redirect url', from: '/guides/auth', expect: '/guides/auth/redirect-urls', kind: 'topic'},
  {query: 'cors edge functions', expect: '/guides/functions/cors', kind: 'topic'},
  {query: 'realtime presence', from: '/guides/realtime/broadcast', expect: '/guides/realtime/presence', kind: 'topic'},
  {query: 'user metadata', from: '/guides/auth', expect: '/guides/auth/users', kind: 'topic'},
  {query: 'server side rendering auth', expect: '/guides/auth/server-side', kind: 'topic'},
  {
    query: 'storage access control',
    from: '/guides/storage',
    expect: '/guides/storage/security/access-control',
    kind: 'topic',
  },
  {query: 'file size limit', from: '/guides/storage', expect: '/guides/storage/uploads/file-limits', kind: 'topic'},
  {query: 'email rate limit', from: '/guides/auth', expect: '/guides/auth/rate-limits', kind: 'topic'},
  // Error messages pasted into the box.
  {
    query: 'new row violates row-level security policy',
    expect: '/guides/database/postgres/row-level-security',
    kind: 'error',
  },
  {
    query: 'Invalid login credentials',
    from: '/guides/auth/passwords',
    expect: '/guides/auth/troubleshooting',
    kind: 'error',
  },
  {query: 'remaining connection slots are reserved', expect: '/guides/database/troubleshooting', kind: 'error'},
  {query: 'over_email_send_rate_limit', expect: '/guides/auth/debugging/error-codes', kind: 'error'},
  {query: 'AuthSessionMissingError', expect: '/guides/auth/debugging/error-codes', kind: 'error'},
  {query: 'canceling statement due to statement timeout', expect: '/guides/database/postgres/timeouts', kind: 'error'},
  {query: 'Access-Control-Allow-Origin edge function', expect: '/guides/functions/cors', kind: 'error'},
];

/**
 * "Checked again with queries the project has not seen" (issue 33): a second held-out block, written on 2026-11-27
 * (session 13) from what a developer wants (error messages, questions, tasks across Auth, Database, Storage,
 * Realtime, Functions, CLI and AI), BEFORE that session's ranking changes, and frozen the same way: never edit these
 * cases to make the ranking pass (only when a page moves, saying so in the commit). Its hit rate before and after the
 * tuning is in the session's report. It is scored apart from RELEVANCE_SET (UNSEEN_SET, printed by
 * e2e/searchRelevance.e2e.ts and by `npx tsx scripts/search-relevance.ts --unseen`) and gates nothing: a check of how
 * the ranking does on queries it was not tuned for, not a target to tune it to.
 */
const UNSEEN_CASES: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Auth.
  {
    query: 'add custom claims to jwt',
    from: '/guides/auth',
    expect: '/guides/auth/auth-hooks/custom-access-token-hook',
    kind: 'task',
  },
  {
    query: 'role based access control',
    from: '/guides/auth',
    expect: '/guides/database/postgres/custom-claims-and-role-based-access-control-rbac',
    kind: 'topic',
  },
  {query: 'guest user login', from: '/guides/auth', expect: '/guides/auth/auth-anonymous', kind: 'task'},
  {
    query: 'link multiple login providers to one account',
    from: '/guides/auth/social-login',
    expect: '/guides/auth/auth-identity-linking',
    kind: 'task',
  },
  {query: 'login with phone number sms', from: '/guides/auth', expect: '/guides/auth/phone-login', kind: 'task'},
  {query: 'add captcha to signup form', from: '/guides/auth', expect: '/guides/auth/auth-captcha', kind: 'task'},
  {
    query: 'update user email',
    from: '/guides/auth/users',
    expect: '/reference/javascript/auth-updateuser',
    kind: 'task',
  },
  {
    query: 'auth in nextjs app router',
    from: '/guides/auth',
    expect: '/guides/auth/server-side/nextjs',
    kind: 'question',
  },
  {
    query: 'deep link after magic link on mobile',
    from: '/guides/auth/auth-email-passwordless',
    expect: '/guides/auth/native-mobile-deep-linking',
    kind: 'question',
  },
  // Database.
  {
    query: 'create an index on a column',
    from: '/guides/database/tables',
    expect: '/guides/database/postgres/indexes',
    kind: 'task',
  },
  {
    query: 'query foreign table nested select',
    from: '/guides/database/tables',
    expect: '/guides/database/joins-and-nesting',
    kind: 'task',
  },
  {
    query: 'import csv into table',
    from: '/guides/database/tables',
    expect: '/guides/database/import-data',
    kind: 'task',
  },
  {
    query: 'run function when row inserted',
    from: '/guides/database/functions',
    expect: '/guides/database/postgres/triggers',
    kind: 'task',
  },
  {query: 'permission denied for table', expect: '/guides/database/troubleshooting', kind: 'error'},
  {query: 'store json in a column', from: '/guides/database/tables', expect: '/guides/database/json', kind: 'task'},
  {
    query: 'drop all tables',
    from: '/guides/database/tables',
    expect: '/guides/database/postgres/dropping-all-tables-in-schema',
    kind: 'task',
  },
  {
    query: 'enum column type',
    from: '/guides/database/tables',
    expect: '/guides/database/postgres/enums',
    kind: 'topic',
  },
  // Storage.
  {
    query: 'resume interrupted upload',
    from: '/guides/storage',
    expect: '/guides/storage/uploads/resumable-uploads',
    kind: 'task',
  },
  {
    query: 'make a bucket public',
    from: '/guides/storage',
    expect: '/guides/storage/buckets/fundamentals',
    kind: 'task',
  },
  {
    query: 'delete file from bucket',
    from: '/guides/storage',
    expect: '/guides/storage/management/delete-objects',
    kind: 'task',
  },
  {
    query: 'move file to another folder',
    from: '/guides/storage',
    expect: '/guides/storage/management/copy-move-objects',
    kind: 'task',
  },
  {
    query: 'get public url of image',
    from: '/guides/storage/quickstart',
    expect: '/reference/javascript/storage-from-getpublicurl',
    kind: 'task',
  },
  {
    query: 'old image still shown after replacing file',
    from: '/guides/storage',
    expect: '/guides/storage/troubleshooting',
    kind: 'question',
  },
  // Realtime.
  {
    query: 'postgres changes not received',
    from: '/guides/realtime',
    expect: '/guides/realtime/troubleshooting',
    kind: 'error',
  },
  {query: 'show who is online', from: '/guides/realtime', expect: '/guides/realtime/presence', kind: 'task'},
  {
    query: 'private channel authorization',
    from: '/guides/realtime',
    expect: '/guides/realtime/authorization',
    kind: 'topic',
  },
  {
    query: 'unsubscribe from channel',
    from: '/guides/realtime/broadcast',
    expect: '/reference/javascript/removechannel',
    kind: 'task',
  },
  // Edge Functions.
  {
    query: 'edge function timeout limit',
    from: '/guides/functions',
    expect: '/guides/functions/limits',
    kind: 'question',
  },
  {
    query: 'use npm package in edge function',
    from: '/guides/functions',
    expect: '/guides/functions/import-maps',
    kind: 'task',
  },
  {query: 'unit test edge function', from: '/guides/functions', expect: '/guides/functions/unit-test', kind: 'task'},
  {
    query: 'handle stripe webhook',
    from: '/guides/functions',
    expect: '/guides/functions/examples/stripe-webhooks',
    kind: 'task',
  },
  {
    query: 'send push notifications',
    from: '/guides/functions',
    expect: '/guides/functions/examples/push-notifications',
    kind: 'task',
  },
  // CLI.
  {query: 'run supabase locally', from: '/guides/cli', expect: '/guides/cli/local-development', kind: 'task'},
  {
    query: 'reset local database',
    from: '/guides/cli/local-development',
    expect: '/reference/cli/supabase-db-reset',
    kind: 'task',
  },
  {
    query: 'link local project to remote',
    from: '/guides/cli/local-development',
    expect: '/reference/cli/supabase-link',
    kind: 'task',
  },
  {query: 'config.toml', from: '/guides/cli/local-development', expect: '/guides/cli/config', kind: 'topic'},
  // AI & Vectors.
  {query: 'store embeddings in postgres', from: '/guides/ai', expect: '/guides/ai/vector-columns', kind: 'task'},
  {query: 'hnsw index', from: '/guides/ai', expect: '/guides/ai/vector-indexes/hnsw-indexes', kind: 'topic'},
  {query: 'use langchain with supabase', from: '/guides/ai', expect: '/guides/ai/langchain', kind: 'task'},
  {
    query: 'create embeddings with edge functions',
    from: '/guides/ai',
    expect: '/guides/ai/quickstarts/generate-text-embeddings',
    kind: 'task',
  },
];

/**
 * A third held-out block (session 14, issue 33: "the same kinds of query in general"), written on 2026-11-27 BEFORE
 * that session changed any ranking rule, from how developers ask: error messages as the platform prints them and as
 * they are quoted in GitHub issues of supabase/supabase, supabase/auth, supabase/cli, supabase/realtime,
 * supabase/edge-runtime and supabase-js (`Email not confirmed`, `The resource already exists`, `CHANNEL_ERROR`,
 * `worker boot error`, `port is already allocated`), questions and task phrasing across Auth, Database, Storage,
 * Realtime, Functions, CLI, AI, self-hosting and the client libraries. Every expected page was opened in the build and
 * answers the query. Frozen like UNSEEN_SET: never edit a case to make the ranking pass (only when its page moves,
 * saying so in the commit); scored apart (UNSEEN_SET_2, `npx tsx scripts/search-relevance.ts --unseen2`), gates
 * nothing. Its score on the ranking of the time (9af454e) is recorded in the commit that adds it.
 */
const UNSEEN_CASES_2: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Auth.
  {
    query: 'Email not confirmed',
    from: '/guides/auth/passwords',
    expect: '/guides/auth/debugging/error-codes',
    kind: 'error',
  },
  {
    query: 'sign in with microsoft',
    from: '/guides/auth/social-login',
    expect: '/guides/auth/social-login/auth-azure',
    kind: 'task',
  },
  {query: 'sign out from all devices', from: '/guides/auth/sessions', expect: '/guides/auth/signout', kind: 'task'},
  {query: 'how long does a session last', from: '/guides/auth', expect: '/guides/auth/sessions', kind: 'question'},
  {
    query: 'verify otp code',
    from: '/guides/auth/auth-email-passwordless',
    expect: '/reference/javascript/auth-verifyotp',
    kind: 'task',
  },
  {
    query: 'email link redirects to localhost',
    from: '/guides/auth/auth-email-templates',
    expect: '/guides/auth/redirect-urls',
    kind: 'question',
  },
  {
    query: 'ban a user',
    from: '/guides/auth/users',
    expect: '/reference/javascript/auth-admin-updateuserbyid',
    kind: 'task',
  },
  {
    query: 'store extra profile data for users',
    from: '/guides/auth',
    expect: '/guides/auth/managing-user-data',
    kind: 'task',
  },
  // Database.
  {
    query: 'delete child rows when parent is deleted',
    from: '/guides/database/tables',
    expect: '/guides/database/postgres/cascade-deletes',
    kind: 'task',
  },
  {
    query: 'remaining connection slots are reserved',
    from: '/guides/database/connecting-to-postgres',
    expect: '/guides/database/troubleshooting',
    kind: 'error',
  },
  {
    query: 'find slow queries',
    from: '/guides/database/tables',
    expect: '/guides/database/query-optimization',
    kind: 'task',
  },
  {
    query: 'what postgres version is my project on',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/which-version-of-postgres',
    kind: 'question',
  },
  {
    query: 'store secrets encrypted in the database',
    from: '/guides/database/overview',
    expect: '/guides/database/vault',
    kind: 'task',
  },
  {
    query: 'call postgres function from supabase-js',
    from: '/guides/database/functions',
    expect: '/reference/javascript/rpc',
    kind: 'task',
  },
  {
    query: 'insert or update if row exists',
    from: '/guides/database/tables',
    expect: '/reference/javascript/upsert',
    kind: 'task',
  },
  // Storage.
  {
    query: 'The resource already exists',
    from: '/guides/storage/uploads/standard-uploads',
    expect: '/guides/storage/debugging/error-codes',
    kind: 'error',
  },
  {
    query: 'list all files in a folder',
    from: '/guides/storage',
    expect: '/reference/javascript/storage-from-list',
    kind: 'task',
  },
  {
    query: 'only logged in users can upload',
    from: '/guides/storage',
    expect: '/guides/storage/security/access-control',
    kind: 'task',
  },
  {
    query: 'restrict allowed mime types in bucket',
    from: '/guides/storage',
    expect: '/guides/storage/buckets/creating-buckets',
    kind: 'task',
  },
  {
    query: 'download file as blob',
    from: '/guides/storage/serving/downloads',
    expect: '/reference/javascript/storage-from-download',
    kind: 'task',
  },
  // Realtime.
  {query: 'CHANNEL_ERROR', from: '/guides/realtime', expect: '/guides/realtime/troubleshooting', kind: 'error'},
  {
    query: 'subscribe to inserts on a table',
    from: '/guides/realtime',
    expect: '/guides/realtime/postgres-changes',
    kind: 'task',
  },
  {
    query: 'send message to everyone in a room',
    from: '/guides/realtime',
    expect: '/guides/realtime/broadcast',
    kind: 'task',
  },
  {
    query: 'max concurrent realtime connections',
    from: '/guides/realtime',
    expect: '/guides/realtime/limits',
    kind: 'question',
  },
  {query: 'listen to table changes', from: '/reference/dart/start', expect: '/reference/dart/stream', kind: 'task'},
  // Edge Functions.
  {query: 'worker boot error', from: '/guides/functions', expect: '/guides/functions/status-codes', kind: 'error'},
  {
    query: 'invoke edge function from react',
    from: '/guides/functions',
    expect: '/reference/javascript/functions-invoke',
    kind: 'task',
  },
  {
    query: 'run edge function every hour',
    from: '/guides/functions',
    expect: '/guides/functions/schedule-functions',
    kind: 'task',
  },
  {
    query: 'access env variables in edge function',
    from: '/guides/functions',
    expect: '/guides/functions/secrets',
    kind: 'task',
  },
  {
    query: 'get logged in user inside edge function',
    from: '/guides/functions',
    expect: '/guides/functions/auth',
    kind: 'task',
  },
  {
    query: 'keep running after sending the response',
    from: '/guides/functions',
    expect: '/guides/functions/background-tasks',
    kind: 'question',
  },
  {
    query: 'query the database from an edge function',
    from: '/guides/functions',
    expect: '/guides/functions/connect-to-postgres',
    kind: 'task',
  },
  // CLI.
  {
    query: 'port is already allocated',
    from: '/guides/cli',
    expect: '/guides/cli/local-development',
    kind: 'error',
  },
  {
    query: 'create new migration file',
    from: '/guides/cli/local-development',
    expect: '/reference/cli/supabase-migration-new',
    kind: 'task',
  },
  {
    query: 'pull schema from remote database',
    from: '/guides/cli/local-development',
    expect: '/reference/cli/supabase-db-pull',
    kind: 'task',
  },
  {
    query: 'stop local supabase',
    from: '/guides/cli/local-development',
    expect: '/reference/cli/supabase-stop',
    kind: 'task',
  },
  {query: 'install supabase cli on mac', from: '/guides/cli', expect: '/guides/cli/getting-started', kind: 'task'},
  // AI & Vectors.
  {
    query: 'combine full text and vector search',
    from: '/guides/ai',
    expect: '/guides/ai/hybrid-search',
    kind: 'task',
  },
  {
    query: 'find similar documents with embeddings',
    from: '/guides/ai',
    expect: '/guides/ai/semantic-search',
    kind: 'task',
  },
  {query: 'which vector index should i use', from: '/guides/ai', expect: '/guides/ai/vector-indexes', kind: 'question'},
  // Self-hosting.
  {query: 'self host supabase on a vps', expect: '/guides/self-hosting/docker', kind: 'task'},
  {
    query: 'smtp settings self-hosted auth',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/auth/config',
    kind: 'task',
  },
  // Client libraries, from their reference.
  {
    query: 'initialize the client',
    from: '/guides/getting-started/quickstarts/flutter',
    expect: '/reference/dart/initializing',
    kind: 'task',
    lastLibrary: 'dart',
  },
  {query: 'insert data', from: '/reference/python/start', expect: '/reference/python/insert', kind: 'task'},
  {
    query: 'sign in with email and password',
    from: '/reference/swift/start',
    expect: '/reference/swift/auth-signinwithpassword',
    kind: 'task',
  },
  {query: 'subscribe to channel', from: '/reference/kotlin/start', expect: '/reference/kotlin/subscribe', kind: 'task'},
  {
    query: 'filter where column is null',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/is',
    kind: 'task',
  },
];

/**
 * A fourth held-out block (session 16, issue 33), written on 2026-11-28 AFTER that session's ranking changes and
 * BEFORE any further tuning, from how developers ask: error messages as the platform prints them (`User already
 * registered`, PostgREST's `JSON object requested, multiple (or no) rows returned`, Realtime's `TIMED_OUT`, status
 * 546, `Network is unreachable`), forum and issue phrasing, and tasks, from guide pages and from four client
 * libraries' references. Each expected page was opened and read: it answers the query. Scored once and recorded in
 * BENCHMARKS.md ("Session 16: search"); frozen like the others: never edit a case to make the ranking pass (only
 * when its page moves, saying so in the commit); scored apart (UNSEEN_SET_3, `npx tsx scripts/search-relevance.ts
 * --unseen3`), gates nothing.
 */
const UNSEEN_CASES_3: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Auth.
  {
    query: 'User already registered',
    from: '/guides/auth/passwords',
    expect: '/guides/auth/debugging/error-codes',
    kind: 'error',
  },
  {
    query: 'disable email confirmation',
    from: '/guides/auth',
    expect: '/guides/auth/general-configuration',
    kind: 'task',
  },
  {
    query: 'customize the confirmation email',
    from: '/guides/auth/passwords',
    expect: '/guides/auth/auth-email-templates',
    kind: 'task',
  },
  {
    query: 'two factor authentication with an authenticator app',
    from: '/guides/auth',
    expect: '/guides/auth/auth-mfa',
    kind: 'task',
  },
  {
    query: 'minimum password length',
    from: '/guides/auth/passwords',
    expect: '/guides/auth/password-security',
    kind: 'question',
  },
  {
    query: 'send a magic link',
    from: '/reference/python/start',
    expect: '/reference/python/auth-signinwithotp',
    kind: 'task',
  },
  {
    query: 'refresh the session manually',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/auth-refreshsession',
    kind: 'task',
  },
  {
    query: 'listen to auth events',
    from: '/reference/swift/start',
    expect: '/reference/swift/auth-onauthstatechange',
    kind: 'task',
  },
  // Database and the Data API.
  {
    query: 'set statement timeout for a role',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/timeouts',
    kind: 'task',
  },
  {
    query: 'expose a custom schema to the api',
    from: '/guides/api',
    expect: '/guides/api/using-custom-schemas',
    kind: 'task',
  },
  {
    query: 'JSON object requested, multiple (or no) rows returned',
    from: '/guides/api',
    expect: '/guides/api/rest/postgrest-error-codes',
    kind: 'error',
  },
  {
    query: 'PGRST116',
    from: '/reference/javascript/select',
    expect: '/guides/api/rest/postgrest-error-codes',
    kind: 'error',
  },
  {
    query: 'partition a large table',
    from: '/guides/database/tables',
    expect: '/guides/database/partitions',
    kind: 'task',
  },
  {
    query: 'latest row for each user',
    from: '/guides/database/tables',
    expect: '/guides/database/postgres/first-row-in-group',
    kind: 'task',
  },
  {query: 'connect with psql', expect: '/guides/database/psql', kind: 'task'},
  {
    query: 'how big is my database',
    from: '/guides/platform',
    expect: '/guides/platform/database-size',
    kind: 'question',
  },
  {
    query: 'filter rows where array column contains a value',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/contains',
    kind: 'task',
  },
  {
    query: 'full text search from the client',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/textsearch',
    kind: 'task',
  },
  {
    query: 'call a database function with arguments',
    from: '/reference/dart/start',
    expect: '/reference/dart/rpc',
    kind: 'task',
  },
  // Storage.
  {
    query: 'resize images on the fly',
    from: '/guides/storage',
    expect: '/guides/storage/serving/image-transformations',
    kind: 'task',
  },
  {
    query: 'upload files larger than 6mb',
    from: '/guides/storage',
    expect: '/guides/storage/uploads/resumable-uploads',
    kind: 'task',
  },
  {
    query: 'storage InvalidJWT error',
    from: '/guides/storage',
    expect: '/guides/storage/debugging/error-codes',
    kind: 'error',
  },
  // Realtime.
  {
    query: 'sender does not receive its own broadcast',
    from: '/guides/realtime',
    expect: '/guides/realtime/broadcast',
    kind: 'question',
  },
  {
    query: 'subscribe returns TIMED_OUT',
    from: '/guides/realtime/postgres-changes',
    expect: '/guides/realtime/troubleshooting',
    kind: 'error',
  },
  // Edge Functions.
  {
    query: 'edge function returns 546',
    from: '/guides/functions',
    expect: '/guides/functions/status-codes',
    kind: 'error',
  },
  {
    query: 'deno types not working in vscode',
    from: '/guides/functions',
    expect: '/guides/functions/local-development',
    kind: 'question',
  },
  {
    query: 'where are my edge function logs',
    from: '/guides/functions',
    expect: '/guides/functions/logging',
    kind: 'question',
  },
  {
    query: 'websocket server in an edge function',
    from: '/guides/functions',
    expect: '/guides/functions/websockets',
    kind: 'task',
  },
  // CLI.
  {
    query: 'diff local schema against remote',
    from: '/guides/cli/local-development',
    expect: '/reference/cli/supabase-db-diff',
    kind: 'task',
  },
  {
    query: 'squash migrations into one',
    from: '/guides/cli/database-migrations',
    expect: '/reference/cli/supabase-migration-squash',
    kind: 'task',
  },
  {
    query: 'generate types for python',
    from: '/guides/api',
    expect: '/guides/api/rest/generating-python-types',
    kind: 'task',
  },
  // Platform.
  {
    query: 'allow only my server ip to connect to the database',
    from: '/guides/platform',
    expect: '/guides/platform/network-restrictions',
    kind: 'task',
  },
  {
    query: 'Network is unreachable ipv6',
    from: '/guides/database/connecting-to-postgres',
    expect: '/guides/platform/ipv4-address',
    kind: 'error',
  },
  {
    query: 'upgrade postgres version',
    from: '/guides/platform',
    expect: '/guides/platform/migrating-and-upgrading-projects',
    kind: 'task',
  },
  {query: 'send logs to datadog', expect: '/guides/platform/log-drains', kind: 'task'},
  {
    query: 'cpu usage is always high',
    from: '/guides/platform',
    expect: '/guides/platform/exhaust-cpu',
    kind: 'question',
  },
  // AI & Vectors.
  {
    query: 'only return documents the user is allowed to see',
    from: '/guides/ai',
    expect: '/guides/ai/rag-with-permissions',
    kind: 'task',
  },
  {query: 'run hugging face models', from: '/guides/ai', expect: '/guides/ai/hugging-face', kind: 'task'},
];

/**
 * A fifth held-out block (session 17, issue 33), written on 2026-11-28 BEFORE that session changed any ranking rule
 * or page, from how developers ask: error messages as the platform prints them (`Invalid Refresh Token: Refresh Token
 * Not Found`, Supavisor's `Max client connections reached`, Prisma's `prepared statement "s0" already exists`,
 * `must be superuser`, Realtime's `InvalidJWTExpiration`), short keyword queries (`pkce`, `saml sso`, `storage
 * policies`, `spend cap`), forum and issue phrasing, and tasks, across every guide area, the JavaScript, Flutter,
 * Python, Swift, C# and Kotlin references, the CLI and the Management API, typed from guide pages and from a page of
 * each library's reference. Each expected page was read and answers the query; queries that two pages answer equally
 * were left out. Scored once on the ranking of the time and recorded in BENCHMARKS.md ("Session 17: search"); frozen
 * like the others: never edit a case to make the ranking pass (only when its page moves, saying so in the commit);
 * scored apart (UNSEEN_SET_4, `npx tsx scripts/search-relevance.ts --unseen4`), gates nothing.
 */
const UNSEEN_CASES_4: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Auth.
  {
    query: 'Invalid Refresh Token: Refresh Token Not Found',
    from: '/guides/auth/sessions',
    expect: '/guides/auth/debugging/error-codes',
    kind: 'error',
  },
  {query: 'saml sso', from: '/guides/auth', expect: '/guides/auth/enterprise-sso/auth-sso-saml', kind: 'topic'},
  {
    query: 'allow signups only from my company email domain',
    from: '/guides/auth',
    expect: '/guides/auth/auth-hooks/before-user-created-hook',
    kind: 'task',
  },
  {query: 'pkce', from: '/guides/auth/server-side', expect: '/guides/auth/sessions/pkce-flow', kind: 'synonym'},
  {
    query: 'list all users',
    from: '/guides/auth/users',
    expect: '/reference/javascript/auth-admin-listusers',
    kind: 'task',
  },
  {
    query: 'resend confirmation email',
    from: '/guides/auth/passwords',
    expect: '/reference/javascript/auth-resend',
    kind: 'task',
  },
  {
    query: 'change password of logged in user',
    from: '/reference/kotlin/start',
    expect: '/reference/kotlin/auth-updateuser',
    kind: 'task',
  },
  {
    query: 'enroll totp factor',
    from: '/reference/csharp/start',
    expect: '/reference/csharp/auth-mfa-enroll',
    kind: 'task',
  },
  {
    query: 'get user by id',
    from: '/reference/python/start',
    expect: '/reference/python/auth-admin-getuserbyid',
    kind: 'task',
  },
  {
    query: 'sign in with passkey',
    from: '/reference/swift/start',
    expect: '/reference/swift/auth-signinwithpasskey',
    kind: 'task',
  },
  {
    query: 'let users try the app without an account',
    from: '/reference/dart/start',
    expect: '/reference/dart/auth-signinanonymously',
    kind: 'task',
  },
  // Database.
  {
    query: 'restrict which columns a user can update',
    from: '/guides/database/tables',
    expect: '/guides/database/postgres/column-level-security',
    kind: 'task',
  },
  {
    query: 'must be superuser',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/roles-superuser',
    kind: 'error',
  },
  {
    query: 'find rows within a distance of a point',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/postgis',
    kind: 'task',
  },
  {
    query: 'message queue in postgres',
    from: '/guides/database/overview',
    expect: '/guides/database/queues',
    kind: 'topic',
  },
  {
    query: 'prisma prepared statement "s0" already exists',
    from: '/guides/database/connecting-to-postgres',
    expect: '/guides/database/prisma/prisma-troubleshooting',
    kind: 'error',
  },
  {
    query: 'Max client connections reached',
    from: '/guides/database/connecting-to-postgres',
    expect: '/guides/database/troubleshooting',
    kind: 'error',
  },
  {query: 'read replica', from: '/guides/platform', expect: '/guides/platform/read-replicas', kind: 'topic'},
  {
    query: 'migrate from heroku postgres',
    expect: '/guides/resources/migrating-to-supabase/heroku',
    kind: 'task',
  },
  // The Data API and GraphQL.
  {
    query: 'or filter on multiple columns',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/or',
    kind: 'task',
  },
  {query: 'get a single row', from: '/reference/python/select', expect: '/reference/python/single', kind: 'task'},
  {query: 'retry failed requests', from: '/reference/dart/start', expect: '/reference/dart/db-retry', kind: 'task'},
  {query: 'call rpc', from: '/reference/csharp/start', expect: '/reference/csharp/rpc', kind: 'api name'},
  {query: 'graphql apollo client', from: '/guides/graphql', expect: '/guides/graphql/with-apollo', kind: 'task'},
  // Storage.
  {
    query: 'storage policies',
    from: '/guides/storage',
    expect: '/guides/storage/security/access-control',
    kind: 'topic',
  },
  {
    query: 'signed upload url',
    from: '/reference/csharp/start',
    expect: '/reference/csharp/storage-from-createsigneduploadurl',
    kind: 'task',
  },
  {
    query: 'clear cdn cache for a file',
    from: '/guides/storage',
    expect: '/guides/storage/cdn/purge-cdn-cache',
    kind: 'task',
  },
  {
    query: 'check if file exists',
    from: '/reference/kotlin/start',
    expect: '/reference/kotlin/storage-from-exists',
    kind: 'task',
  },
  {query: 's3 access keys', from: '/guides/storage', expect: '/guides/storage/s3/authentication', kind: 'topic'},
  {
    query: 'delete all files in a bucket',
    from: '/reference/python/start',
    expect: '/reference/python/storage-emptybucket',
    kind: 'task',
  },
  // Realtime.
  {
    query: 'realtime InvalidJWTExpiration',
    from: '/guides/realtime',
    expect: '/guides/realtime/error_codes',
    kind: 'error',
  },
  {
    query: 'broadcast from a database trigger',
    from: '/guides/realtime',
    expect: '/guides/realtime/broadcast',
    kind: 'task',
  },
  {
    query: 'send broadcast message',
    from: '/reference/kotlin/start',
    expect: '/reference/kotlin/broadcastmessage',
    kind: 'task',
  },
  // Edge Functions.
  {
    query: 'cors error calling function from browser',
    from: '/guides/functions',
    expect: '/guides/functions/cors',
    kind: 'error',
  },
  {
    query: 'edge function cpu time limit',
    from: '/guides/functions',
    expect: '/guides/functions/limits',
    kind: 'question',
  },
  {
    query: 'multiple routes in one edge function',
    from: '/guides/functions',
    expect: '/guides/functions/routing',
    kind: 'task',
  },
  {
    query: 'upload file to storage from edge function',
    from: '/guides/functions',
    expect: '/guides/functions/storage-caching',
    kind: 'task',
  },
  {
    query: 'invoke function from python',
    from: '/guides/functions',
    expect: '/reference/python/functions-invoke',
    kind: 'task',
  },
  {
    query: 'download deployed function source',
    from: '/guides/functions',
    expect: '/reference/cli/supabase-functions-download',
    kind: 'task',
  },
  // CLI.
  {query: 'dump database to a sql file', from: '/guides/cli', expect: '/reference/cli/supabase-db-dump', kind: 'task'},
  {
    query: 'mark migration as applied',
    from: '/guides/cli/database-migrations',
    expect: '/reference/cli/supabase-migration-repair',
    kind: 'task',
  },
  {query: 'inspect table bloat', from: '/guides/cli', expect: '/reference/cli/supabase-inspect-db-bloat', kind: 'task'},
  {
    query: 'log in to the cli with an access token',
    from: '/guides/cli/getting-started',
    expect: '/reference/cli/supabase-login',
    kind: 'task',
  },
  // Management API.
  {
    query: 'create a project with the management api',
    expect: '/reference/api/v1-create-a-project',
    kind: 'task',
  },
  {
    query: 'update auth settings api',
    from: '/reference/api/v1-get-project',
    expect: '/reference/api/v1-update-auth-service-config',
    kind: 'task',
  },
  // Platform.
  {
    query: 'move project to another organization',
    from: '/guides/platform',
    expect: '/guides/platform/project-transfer',
    kind: 'task',
  },
  {query: 'spend cap', expect: '/guides/platform/spend-cap', kind: 'topic'},
  {query: 'manage supabase with terraform', expect: '/guides/platform/terraform', kind: 'task'},
  {
    query: 'reject database connections without ssl',
    from: '/guides/platform',
    expect: '/guides/platform/ssl-enforcement',
    kind: 'task',
  },
  {
    query: 'log query for failed api requests',
    from: '/guides/analytics',
    expect: '/guides/analytics/example-queries',
    kind: 'task',
  },
  // AI & Vectors.
  {query: 'ivfflat lists probes', from: '/guides/ai', expect: '/guides/ai/vector-indexes/ivf-indexes', kind: 'topic'},
  // Self-hosting, getting started and integrations.
  {
    query: 'self-hosted storage upload size limit',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/storage/config',
    kind: 'task',
  },
  {
    query: 'generate jwt secret and api keys for docker',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/docker',
    kind: 'task',
  },
  {query: 'connect cursor to supabase', expect: '/guides/getting-started/mcp', kind: 'task'},
  {
    query: 'sync environment variables to vercel',
    from: '/guides/integrations',
    expect: '/guides/integrations/vercel',
    kind: 'task',
  },
];

/**
 * A sixth held-out block (session 18, issue 33), written on 2026-11-28 BEFORE that session changed any ranking rule
 * or page, from how developers ask: errors as the platform prints them (Postgres' `duplicate key value violates unique
 * constraint`, PostgREST's `Could not find the function … in the schema cache`, Storage's "Object not found",
 * Realtime's `ChannelRateLimitReached`, Auth's `otp_expired`, an environment variable of the self-hosted Auth server),
 * short keyword queries (`reciprocal rank fusion`, `leaked password protection`, `discord oauth`), forum and issue
 * phrasing and tasks, across every guide area, the JavaScript, Flutter, Swift, Python, C# and Kotlin references, the
 * CLI and the Management API, typed from guide pages, overview pages and a page of each reference. Each expected page
 * was read and answers the query; queries that two pages answer equally were left out. Scored once on the ranking of
 * the time and recorded in BENCHMARKS.md ("Session 18: search"); frozen like the others: never edit a case to make
 * the ranking pass (only when its page moves, saying so in the commit); scored apart (UNSEEN_SET_5,
 * `npx tsx scripts/search-relevance.ts --unseen5`), gates nothing.
 */
const UNSEEN_CASES_5: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Auth.
  {
    query: 'lock account after too many failed password attempts',
    from: '/guides/auth/passwords',
    expect: '/guides/auth/auth-hooks/password-verification-hook',
    kind: 'task',
  },
  {query: 'rotate jwt signing key', from: '/guides/auth/jwts', expect: '/guides/auth/signing-keys', kind: 'task'},
  {query: 'leaked password protection', from: '/guides/auth', expect: '/guides/auth/password-security', kind: 'topic'},
  {query: 'send login code over whatsapp', from: '/guides/auth', expect: '/guides/auth/phone-login', kind: 'task'},
  {
    query: 'why is the auth cookie split into chunks',
    from: '/guides/auth/server-side',
    expect: '/guides/auth/server-side/advanced-guide',
    kind: 'question',
  },
  {
    query: 'migrate from auth-helpers to @supabase/ssr',
    from: '/guides/auth/server-side/nextjs',
    expect: '/guides/auth/server-side/migrating-to-ssr-from-auth-helpers',
    kind: 'task',
  },
  {
    query: 'discord oauth',
    from: '/guides/auth/social-login',
    expect: '/guides/auth/social-login/auth-discord',
    kind: 'topic',
  },
  {query: 'otp_expired', from: '/guides/auth/passwords', expect: '/guides/auth/debugging/error-codes', kind: 'error'},
  // Database.
  {
    query: 'store time series data',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/timescaledb',
    kind: 'task',
  },
  {
    query: 'validate jsonb against a json schema',
    from: '/guides/database/json',
    expect: '/guides/database/extensions/pg_jsonschema',
    kind: 'task',
  },
  {
    query: 'call an external api from sql without waiting',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/pg_net',
    kind: 'task',
  },
  {
    query: 'change the database timezone',
    from: '/guides/database/tables',
    expect: '/guides/database/postgres/configuration',
    kind: 'task',
  },
  {
    query: 'log who read or changed data',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/pgaudit',
    kind: 'task',
  },
  {
    query: 'query stripe customers from postgres',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/wrappers/stripe',
    kind: 'task',
  },
  {
    query: 'short url friendly ids',
    from: '/guides/database/tables',
    expect: '/guides/database/extensions/pg_hashids',
    kind: 'task',
  },
  {
    query: 'duplicate key value violates unique constraint',
    from: '/guides/api',
    expect: '/guides/api/rest/postgrest-error-codes',
    kind: 'error',
  },
  {
    query: 'Could not find the function in the schema cache',
    from: '/guides/database/functions',
    expect: '/guides/api/rest/postgrest-error-codes',
    kind: 'error',
  },
  {
    query: 'expose a materialized view in graphql',
    from: '/guides/graphql',
    expect: '/guides/graphql/views',
    kind: 'task',
  },
  // Storage.
  {
    query: 'copy a file to another bucket',
    from: '/guides/storage',
    expect: '/guides/storage/management/copy-move-objects',
    kind: 'task',
  },
  {
    query: 'cdn cache hit ratio',
    from: '/guides/storage/cdn/fundamentals',
    expect: '/guides/storage/cdn/metrics',
    kind: 'topic',
  },
  {
    query: 'show upload progress',
    from: '/guides/storage/uploads/standard-uploads',
    expect: '/guides/storage/uploads/resumable-uploads',
    kind: 'task',
  },
  {
    query: 'Object not found but the file exists',
    from: '/guides/storage',
    expect: '/guides/storage/troubleshooting',
    kind: 'error',
  },
  // Realtime.
  {query: 'phx_join message format', from: '/guides/realtime', expect: '/guides/realtime/protocol', kind: 'topic'},
  {
    query: 'ChannelRateLimitReached',
    from: '/guides/realtime/broadcast',
    expect: '/guides/realtime/error_codes',
    kind: 'error',
  },
  {
    query: 'allow only private channels',
    from: '/guides/realtime/authorization',
    expect: '/guides/realtime/settings',
    kind: 'task',
  },
  // Edge Functions.
  {
    query: 'run edge function in the same region as my database',
    from: '/guides/functions',
    expect: '/guides/functions/regional-invocation',
    kind: 'task',
  },
  {
    query: 'write a temporary file in an edge function',
    from: '/guides/functions',
    expect: '/guides/functions/ephemeral-storage',
    kind: 'task',
  },
  {
    query: 'debug edge function with chrome devtools',
    from: '/guides/functions/quickstart',
    expect: '/guides/functions/debugging-tools',
    kind: 'task',
  },
  {
    query: 'deploy edge functions from github actions',
    from: '/guides/functions/deploy',
    expect: '/guides/functions/cicd-workflow',
    kind: 'task',
  },
  {
    query: 'limit how many requests a user can make to my function',
    from: '/guides/functions',
    expect: '/guides/functions/examples/rate-limiting',
    kind: 'task',
  },
  // CLI.
  {
    query: 'undo the last migration locally',
    from: '/guides/cli/local-development',
    expect: '/reference/cli/supabase-migration-down',
    kind: 'task',
  },
  {
    query: 'copy files to storage from the terminal',
    from: '/guides/cli',
    expect: '/reference/cli/supabase-storage-cp',
    kind: 'task',
  },
  {
    query: 'which migrations are applied on remote',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-migration-list',
    kind: 'question',
  },
  // Management API.
  {
    query: 'pause a project',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-pause-a-project',
    kind: 'task',
  },
  {
    query: 'list organizations',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-list-all-organizations',
    kind: 'task',
  },
  {
    query: 'get security advisors api',
    from: '/guides/database/database-advisors',
    expect: '/reference/api/v1-get-security-advisors',
    kind: 'api name',
  },
  // Platform, analytics, AI.
  {
    query: 'download the soc 2 report',
    from: '/guides/platform',
    expect: '/guides/platform/security/soc-2-compliance',
    kind: 'task',
  },
  {query: 'prometheus metrics endpoint', from: '/guides/platform', expect: '/guides/platform/metrics', kind: 'topic'},
  {query: 'upgrade compute size', from: '/guides/platform', expect: '/guides/platform/compute-add-ons', kind: 'task'},
  {
    query: 'database runs out of memory',
    from: '/guides/platform',
    expect: '/guides/platform/exhaust-ram',
    kind: 'question',
  },
  {
    query: 'filter logs with regex',
    from: '/guides/analytics',
    expect: '/guides/analytics/advanced-log-filtering',
    kind: 'task',
  },
  {query: 'reciprocal rank fusion', from: '/guides/ai', expect: '/guides/ai/hybrid-search', kind: 'topic'},
  // Self-hosting, integrations, resources, getting started.
  {query: 'GOTRUE_SMTP_HOST', from: '/guides/self-hosting', expect: '/guides/self-hosting/auth/config', kind: 'error'},
  {
    query: 'use minio for self-hosted storage',
    from: '/guides/self-hosting/docker',
    expect: '/guides/self-hosting/self-hosted-s3',
    kind: 'task',
  },
  {query: 'use clerk with supabase', from: '/guides/integrations', expect: '/guides/integrations/clerk', kind: 'task'},
  {
    query: 'migrate mysql database to supabase',
    from: '/guides/resources',
    expect: '/guides/resources/migrating-to-supabase/mysql',
    kind: 'task',
  },
  {
    query: 'cursor rules file for supabase',
    from: '/guides/getting-started',
    expect: '/guides/getting-started/ai-prompts',
    kind: 'task',
  },
  // Client library references, typed from a page of each.
  {
    query: 'case insensitive search',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/ilike',
    kind: 'task',
  },
  {
    query: 'count rows without returning them',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/select',
    kind: 'task',
  },
  {
    query: 'return the inserted row',
    from: '/reference/swift/insert',
    expect: '/reference/swift/db-modifiers-select',
    kind: 'task',
  },
  {
    query: 'list all buckets',
    from: '/reference/dart/start',
    expect: '/reference/dart/storage-listbuckets',
    kind: 'task',
  },
  {query: 'stream table changes', from: '/reference/dart/start', expect: '/reference/dart/stream', kind: 'task'},
  {
    query: 'invoke edge function',
    from: '/reference/python/start',
    expect: '/reference/python/functions-invoke',
    kind: 'task',
  },
  {query: 'sort results descending', from: '/reference/csharp/start', expect: '/reference/csharp/order', kind: 'task'},
  {
    query: 'export query result as csv',
    from: '/reference/kotlin/start',
    expect: '/reference/kotlin/db-csv',
    kind: 'task',
  },
];

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
  {query: 'Supabase MCP', expect: '/guides/getting-started/mcp', kind: 'title'},
  {query: 'AI prompts', expect: '/guides/getting-started/ai-prompts', kind: 'title'},
  {query: 'migrating to new API keys', expect: '/guides/getting-started/migrating-to-new-api-keys', kind: 'title'},
  {query: 'Hono', expect: '/guides/getting-started/quickstarts/hono', kind: 'title'},
  {query: 'Flask', expect: '/guides/getting-started/quickstarts/flask', kind: 'title'},
  {query: 'TanStack Start', expect: '/guides/getting-started/quickstarts/tanstack', kind: 'title'},
  {query: 'OAuth 2.1 server', expect: '/guides/auth/oauth-server', kind: 'title'},
  {query: 'sign in with ethereum', expect: '/guides/auth/auth-web3', kind: 'topic'},
  {query: 'auth error codes', expect: '/guides/auth/debugging/error-codes', kind: 'title'},
  {query: 'auth audit logs', expect: '/guides/auth/audit-logs', kind: 'title'},
  {query: 'JWT signing keys', expect: '/guides/auth/signing-keys', kind: 'title'},
  {query: 'JWT claims', expect: '/guides/auth/jwt-fields', kind: 'title'},
  {query: 'custom access token hook', expect: '/guides/auth/auth-hooks/custom-access-token-hook', kind: 'title'},
  {query: 'send email hook', expect: '/guides/auth/auth-hooks/send-email-hook', kind: 'title'},
  {query: 'third-party auth', expect: '/guides/auth/third-party/overview', kind: 'title'},
  {query: 'Firebase Auth', expect: '/guides/auth/third-party/firebase-auth', kind: 'title'},
  {query: 'custom OIDC provider', expect: '/guides/auth/custom-oauth-providers', kind: 'topic'},
  {query: 'auth troubleshooting', expect: '/guides/auth/troubleshooting', kind: 'title'},
  // Local development and deployment pages (issue 31).
  {query: 'declarative schema', expect: '/guides/cli/declarative-database-schemas', kind: 'title'},
  {query: 'restore downloaded backup locally', expect: '/guides/cli/restoring-downloaded-backup', kind: 'topic'},
  {query: 'advanced pgtap', expect: '/guides/cli/advanced-pgtap-testing', kind: 'title'},
  {query: 'deploy database migrations', expect: '/guides/cli/database-migrations', kind: 'topic'},
  {query: 'branching github integration', expect: '/guides/platform/branching/github-integration', kind: 'title'},
  {query: 'branch configuration', expect: '/guides/platform/branching/configuration', kind: 'title'},
  {query: 'working with branches', expect: '/guides/platform/branching/working-with-branches', kind: 'title'},
  {query: 'troubleshooting branching', expect: '/guides/platform/branching/troubleshooting', kind: 'title'},
  {query: 'restore backup', expect: '/guides/platform/backups', kind: 'synonym'},
  // The reader's library when the page says none: the last client library they read (issue 33).
  {
    query: 'signInWithPassword',
    from: '/guides/auth/passwords',
    lastLibrary: 'swift',
    expect: '/reference/swift/auth-signinwithpassword',
    kind: 'api name',
  },
  {
    query: 'upload file',
    from: '/guides/storage',
    lastLibrary: 'python',
    expect: '/reference/python/storage-from-upload',
    kind: 'task',
  },
  // The Management API and the self-hosting servers when the query asks for them (issue 33).
  {query: 'get pooler config api', expect: '/reference/api/v1-get-pooler-config', kind: 'topic'},
  {query: 'self-hosted auth create a user', expect: '/reference/self-hosting-auth/post-admin-users', kind: 'topic'},
  {query: 'self-hosting auth health check', expect: '/reference/self-hosting-auth/get-health', kind: 'topic'},
  // Questions with filler words (session 15): the index matches every word, so these need the question fallback.
  {
    query: 'how do I create a storage bucket',
    from: '/guides/storage',
    expect: '/guides/storage/buckets/creating-buckets',
    kind: 'question',
  },
  {
    query: 'why is my realtime subscription not receiving updates',
    from: '/guides/realtime',
    expect: '/guides/realtime/troubleshooting',
    kind: 'question',
  },
  {
    query: 'how do I enable row level security on a table',
    from: '/guides/database/tables',
    expect: '/guides/database/postgres/row-level-security',
    kind: 'question',
  },
  {
    query: 'what is the service role key used for',
    from: '/guides/auth',
    expect: '/guides/api/api-keys',
    kind: 'question',
  },
  {
    query: 'how do I add a column to a table',
    from: '/guides/database/overview',
    expect: '/guides/database/tables',
    kind: 'question',
  },
  ...FROZEN_CASES.map((c) => ({...c, frozen: true as const})),
];

/** The second held-out block (see UNSEEN_CASES), frozen like the first. */
export const UNSEEN_SET: readonly RelevanceCase[] = UNSEEN_CASES.map((c) => ({...c, frozen: true as const}));

/** The third held-out block (see UNSEEN_CASES_2), frozen like the others. */
export const UNSEEN_SET_2: readonly RelevanceCase[] = UNSEEN_CASES_2.map((c) => ({...c, frozen: true as const}));

/** The fourth held-out block (see UNSEEN_CASES_3), frozen like the others. */
export const UNSEEN_SET_3: readonly RelevanceCase[] = UNSEEN_CASES_3.map((c) => ({...c, frozen: true as const}));

/** The fifth held-out block (see UNSEEN_CASES_4, session 17), frozen like the others. */
export const UNSEEN_SET_4: readonly RelevanceCase[] = UNSEEN_CASES_4.map((c) => ({...c, frozen: true as const}));

/** The sixth held-out block (see UNSEEN_CASES_5, session 18), frozen like the others. */
export const UNSEEN_SET_5: readonly RelevanceCase[] = UNSEEN_CASES_5.map((c) => ({...c, frozen: true as const}));

/** Queries that match nothing on the site: the dialog must say "No results." rather than show noise. */
export const GARBAGE_QUERIES: readonly string[] = ['asdfghjkl', 'zzqxv', 'qwpoeiruty'];

/**
 * A seventh held-out block, written in session 19 (2026-11-28) after the fix that made a query's results independent
 * of earlier searches and BEFORE any ranking change of that session: 45 queries as developers type them, for pages
 * and topics the other sets do not ask about (Postgres extensions by the task they do, Edge Functions examples and
 * limits, third-party and enterprise auth, the CLI's GitHub Actions, AI sizing) and for sections of the JavaScript,
 * Python, Flutter and Swift references, the CLI and the Management API, typed from a page of each. Each expected
 * page was read (its title, description and text) and answers the query; queries that two pages answer equally were
 * left out. Scored once on the ranking of the time and recorded in BENCHMARKS.md ("Session 19: search"); frozen like
 * the others: never edit a case to make the ranking pass (only when its page moves, saying so in the commit); scored
 * apart (UNSEEN_SET_6, `npx tsx scripts/search-relevance.ts --unseen6`), gates nothing.
 */
const UNSEEN_CASES_6: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Database.
  {
    query: 'test if an index would help before creating it',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/hypopg',
    kind: 'task',
  },
  {
    query: 'reclaim space from bloated table without locking it',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/pg_repack',
    kind: 'task',
  },
  {
    query: 'which index should I add for this slow query',
    from: '/guides/database/tables',
    expect: '/guides/database/extensions/index_advisor',
    kind: 'question',
  },
  {
    query: 'write a trigger in javascript',
    from: '/guides/database/functions',
    expect: '/guides/database/extensions/plv8',
    kind: 'task',
  },
  {
    query: 'query tables in another postgres server',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/postgres_fdw',
    kind: 'task',
  },
  {
    query: 'full text search in japanese',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/pgroonga',
    kind: 'task',
  },
  {query: 'drizzle orm', from: '/guides/database/overview', expect: '/guides/database/drizzle', kind: 'topic'},
  {
    query: 'connect dbeaver',
    from: '/guides/database/connecting-to-postgres',
    expect: '/guides/database/dbeaver',
    kind: 'task',
  },
  {
    query: 'copy postgres data into iceberg tables',
    from: '/guides/database/overview',
    expect: '/guides/database/replication/pipelines/iceberg',
    kind: 'task',
  },
  {
    query: 'turn off the data api',
    from: '/guides/api',
    expect: '/guides/database/hardening-data-api',
    kind: 'task',
  },
  {
    query: 'process queue messages in an edge function',
    from: '/guides/database/overview',
    expect: '/guides/database/queues/consuming-with-edge-functions',
    kind: 'task',
  },
  {
    query: 'translate a sql query to supabase-js',
    from: '/guides/api',
    expect: '/guides/api/sql-to-api',
    kind: 'task',
  },
  // Edge Functions.
  {
    query: 'send edge function errors to sentry',
    from: '/guides/functions',
    expect: '/guides/functions/examples/sentry-monitoring',
    kind: 'task',
  },
  {
    query: 'generate open graph images',
    from: '/guides/functions',
    expect: '/guides/functions/examples/og-image',
    kind: 'task',
  },
  {query: 'run rust wasm in edge function', from: '/guides/functions', expect: '/guides/functions/wasm', kind: 'task'},
  {
    query: 'verify turnstile token',
    from: '/guides/functions',
    expect: '/guides/functions/examples/cloudflare-turnstile',
    kind: 'task',
  },
  {
    query: 'kysely query builder',
    from: '/guides/functions',
    expect: '/guides/functions/kysely-postgres',
    kind: 'topic',
  },
  {query: 'edge functions in dart', from: '/guides/functions', expect: '/guides/functions/dart-edge', kind: 'topic'},
  {
    query: 'how much do edge function invocations cost',
    from: '/guides/functions',
    expect: '/guides/functions/pricing',
    kind: 'question',
  },
  {
    query: 'host my own mcp server',
    from: '/guides/getting-started',
    expect: '/guides/getting-started/byo-mcp',
    kind: 'task',
  },
  // Auth.
  {
    query: 'use cognito users with supabase',
    from: '/guides/auth',
    expect: '/guides/auth/third-party/aws-cognito',
    kind: 'task',
  },
  {query: 'sign in with slack', from: '/guides/auth', expect: '/guides/auth/social-login/auth-slack', kind: 'task'},
  {
    query: 'add an openid connect provider that is not built in',
    from: '/guides/auth/social-login',
    expect: '/guides/auth/custom-oauth-providers',
    kind: 'task',
  },
  {
    query: 'let other apps log in with my users oauth server',
    from: '/guides/auth',
    expect: '/guides/auth/oauth-server/getting-started',
    kind: 'task',
  },
  {
    query: 'history of logins and password changes',
    from: '/guides/auth/users',
    expect: '/guides/auth/audit-logs',
    kind: 'task',
  },
  {
    query: 'lock out user after failed mfa codes',
    from: '/guides/auth',
    expect: '/guides/auth/auth-hooks/mfa-verification-hook',
    kind: 'task',
  },
  {
    query: 'send auth emails through my own email api',
    from: '/guides/auth',
    expect: '/guides/auth/auth-hooks/send-email-hook',
    kind: 'task',
  },
  {
    query: 'sveltekit server hook auth',
    from: '/guides/auth/server-side',
    expect: '/guides/auth/server-side/sveltekit',
    kind: 'task',
  },
  {
    query: 'session tokens in the url fragment',
    from: '/guides/auth/sessions',
    expect: '/guides/auth/sessions/implicit-flow',
    kind: 'question',
  },
  {
    query: 'prebuilt login widgets for flutter',
    from: '/guides/auth',
    expect: '/guides/auth/auth-helpers/flutter-auth-ui',
    kind: 'task',
  },
  {
    query: 'replace anon key with publishable key',
    from: '/guides/api',
    expect: '/guides/getting-started/migrating-to-new-api-keys',
    kind: 'task',
  },
  // CLI, platform, AI.
  {
    query: 'run pgtap tests in github actions',
    from: '/guides/cli',
    expect: '/guides/cli/github-action/testing',
    kind: 'task',
  },
  {
    query: 'nightly database backup to a git repo',
    from: '/guides/cli',
    expect: '/guides/cli/github-action/backups',
    kind: 'task',
  },
  {
    query: 'generate migrations from schema files',
    from: '/guides/cli/local-development',
    expect: '/guides/cli/declarative-database-schemas',
    kind: 'task',
  },
  {
    query: 'deploy to staging then production',
    from: '/guides/cli',
    expect: '/guides/cli/managing-environments',
    kind: 'task',
  },
  {query: 'grafana dashboard', from: '/guides/platform', expect: '/guides/analytics/grafana', kind: 'topic'},
  {
    query: 'how much memory do my vectors need',
    from: '/guides/ai',
    expect: '/guides/ai/choosing-compute-addon',
    kind: 'question',
  },
  {
    query: 'search images with text',
    from: '/guides/ai',
    expect: '/guides/ai/examples/image-search-openai-clip',
    kind: 'task',
  },
  // References, typed from a page of each.
  {
    query: 'rename a file',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/storage-from-move',
    kind: 'task',
  },
  {
    query: 'list open channels',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/getchannels',
    kind: 'task',
  },
  {
    query: 'create a user without sending an email',
    from: '/reference/python/start',
    expect: '/reference/python/auth-admin-createuser',
    kind: 'task',
  },
  {
    query: 'is the realtime socket connected',
    from: '/reference/dart/start',
    expect: '/reference/dart/realtime-connectionstate',
    kind: 'question',
  },
  {
    query: 'native sign in with google id token',
    from: '/reference/swift/start',
    expect: '/reference/swift/auth-signinwithidtoken',
    kind: 'task',
  },
  {
    query: 'show which secrets are set',
    from: '/reference/cli/start',
    expect: '/reference/cli/supabase-secrets-list',
    kind: 'task',
  },
  {
    query: 'get api keys of a project',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-get-project-api-keys',
    kind: 'task',
  },
];

/** The seventh held-out block (session 19); see UNSEEN_CASES_6. */
export const UNSEEN_SET_6: readonly RelevanceCase[] = UNSEEN_CASES_6.map((c) => ({...c, frozen: true as const}));

/**
 * An eighth held-out block, written in session 20 (2026-11-28) BEFORE any ranking change of that session: 47 queries
 * as developers type them, for pages no other set asks about (migrations from Neon, Firebase Auth and SQL Server;
 * platform regions, swap, disk IO, status codes, team roles, dashboard SSO and MFA, Terraform, Sentry; Postgres
 * extensions by task — query statistics, PL/pgSQL linting, UUIDs, routing, synchronous HTTP, plan cost limits —
 * arrays, explain(), serverless drivers, advisors, Airtable and Clerk wrappers, log SQL; supabase-js retries and
 * errors, the OpenAPI docs, GraphQL configuration, Relay and introspection; identities, LinkedIn, Keycloak, Twilio,
 * SSR clients; Storage metadata, helper functions, the CDN, S3 multipart, Iceberg with DuckDB and Spark, egress;
 * Flutter presence, Realtime billing, vecs; the self-hosted Realtime server) and for sections of the JavaScript and
 * Flutter references, the CLI and the Management API, typed from a page of each. Each expected page's title and
 * description were read and answer the query; none is copied from another set. Scored once on the ranking of the
 * time (BENCHMARKS.md, "Session 20: search"); frozen like the others (never edit a case to make the ranking pass,
 * only when its page moves, saying so in the commit); scored apart (UNSEEN_SET_7,
 * `npx tsx scripts/search-relevance.ts --unseen7`), gates nothing.
 */
const UNSEEN_CASES_7: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Moving to Supabase.
  {
    query: 'move my database from neon',
    from: '/guides/database/overview',
    expect: '/guides/resources/migrating-to-supabase/neon',
    kind: 'task',
  },
  {
    query: 'import firebase users and keep their passwords',
    from: '/guides/auth',
    expect: '/guides/resources/migrating-to-supabase/firebase-auth',
    kind: 'task',
  },
  {
    query: 'convert sql server database to postgres',
    from: '/guides/resources',
    expect: '/guides/resources/migrating-to-supabase/mssql',
    kind: 'task',
  },
  // Platform.
  {
    query: 'which region should I choose',
    from: '/guides/platform',
    expect: '/guides/platform/regions',
    kind: 'question',
  },
  {
    query: 'database is using a lot of swap memory',
    from: '/guides/platform',
    expect: '/guides/platform/exhaust-swap',
    kind: 'question',
  },
  {
    query: 'ran out of disk io budget',
    from: '/guides/platform',
    expect: '/guides/platform/exhaust-disk-io',
    kind: 'error',
  },
  {
    query: 'what does status code 544 mean',
    from: '/guides/api',
    expect: '/guides/platform/http-status-codes',
    kind: 'error',
  },
  {
    query: 'invite a team member to my organization',
    from: '/guides/platform',
    expect: '/guides/platform/access-control',
    kind: 'task',
  },
  {
    query: 'dashboard sso with okta',
    from: '/guides/platform',
    expect: '/guides/platform/sso/okta',
    kind: 'task',
  },
  {
    query: 'create a project with terraform',
    from: '/guides/platform',
    expect: '/guides/platform/terraform/tutorial',
    kind: 'task',
  },
  {
    query: 'send supabase errors to sentry',
    from: '/guides/platform',
    expect: '/guides/platform/sentry-monitoring',
    kind: 'task',
  },
  {
    query: 'enable 2fa on my supabase account',
    from: '/guides/platform',
    expect: '/guides/platform/multi-factor-authentication',
    kind: 'task',
  },
  // Database.
  {
    query: 'reset query statistics',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/pg_stat_statements',
    kind: 'task',
  },
  {
    query: 'lint plpgsql functions',
    from: '/guides/database/functions',
    expect: '/guides/database/extensions/plpgsql_check',
    kind: 'task',
  },
  {
    query: 'generate uuid v5',
    from: '/guides/database/tables',
    expect: '/guides/database/extensions/uuid-ossp',
    kind: 'task',
  },
  {
    query: 'shortest path between two points in postgres',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/pgrouting',
    kind: 'task',
  },
  {
    query: 'synchronous http request from sql',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/http',
    kind: 'task',
  },
  {
    query: 'reject queries that are too expensive',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/pg_plan_filter',
    kind: 'task',
  },
  {
    query: 'store a list of tags in one column',
    from: '/guides/database/tables',
    expect: '/guides/database/arrays',
    kind: 'task',
  },
  {
    query: 'see the query plan of a supabase-js request',
    from: '/guides/database/overview',
    expect: '/guides/database/debugging-performance',
    kind: 'task',
  },
  {
    query: 'postgres driver for edge runtimes',
    from: '/guides/database/connecting-to-postgres',
    expect: '/guides/database/connecting-to-postgres/serverless-drivers',
    kind: 'topic',
  },
  {
    query: 'performance advisor warnings',
    from: '/guides/database/overview',
    expect: '/guides/database/database-advisors',
    kind: 'topic',
  },
  {
    query: 'query airtable from postgres',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/wrappers/airtable',
    kind: 'task',
  },
  {
    query: 'read clerk users with sql',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/wrappers/clerk',
    kind: 'task',
  },
  {
    query: 'unnest metadata in log queries',
    from: '/guides/platform/logs',
    expect: '/guides/analytics/querying-logs',
    kind: 'task',
  },
  // Data API and GraphQL.
  {
    query: 'does supabase-js retry failed requests',
    from: '/guides/api',
    expect: '/guides/api/automatic-retries-in-supabase-js',
    kind: 'question',
  },
  {
    query: 'tell auth errors apart from database errors',
    from: '/guides/api',
    expect: '/guides/api/handling-errors-in-supabase-js',
    kind: 'task',
  },
  {
    query: 'openapi spec of my project',
    from: '/guides/api',
    expect: '/guides/api/rest/auto-generated-docs',
    kind: 'topic',
  },
  {
    query: 'graphql totalCount',
    from: '/guides/graphql',
    expect: '/guides/graphql/configuration',
    kind: 'api name',
  },
  {query: 'relay nodeId', from: '/guides/graphql', expect: '/guides/graphql/with-relay', kind: 'api name'},
  {
    query: 'hide graphql schema introspection',
    from: '/guides/graphql',
    expect: '/guides/graphql/security',
    kind: 'task',
  },
  // Auth.
  {
    query: 'user signed in with google and email are they the same account',
    from: '/guides/auth',
    expect: '/guides/auth/identities',
    kind: 'question',
  },
  {
    query: 'linkedin oidc provider',
    from: '/guides/auth',
    expect: '/guides/auth/social-login/auth-linkedin',
    kind: 'topic',
  },
  {
    query: 'keycloak realm',
    from: '/guides/auth/social-login',
    expect: '/guides/auth/social-login/auth-keycloak',
    kind: 'topic',
  },
  {
    query: 'twilio verify whatsapp otp',
    from: '/guides/auth/phone-login',
    expect: '/guides/auth/phone-login/twilio',
    kind: 'task',
  },
  {
    query: 'createServerClient cookies',
    from: '/guides/auth/server-side',
    expect: '/guides/auth/server-side/creating-a-client',
    kind: 'api name',
  },
  // Storage.
  {
    query: 'add custom metadata when uploading a file',
    from: '/guides/storage',
    expect: '/guides/storage/management/metadata',
    kind: 'task',
  },
  {
    query: 'storage.foldername',
    from: '/guides/storage/security/access-control',
    expect: '/guides/storage/schema/helper-functions',
    kind: 'api name',
  },
  {
    query: 'multipart upload with an s3 client',
    from: '/guides/storage',
    expect: '/guides/storage/uploads/s3-uploads',
    kind: 'task',
  },
  {
    query: 'query iceberg tables with duckdb',
    from: '/guides/storage',
    expect: '/guides/storage/analytics/examples/duckdb',
    kind: 'task',
  },
  {
    query: 'pyspark iceberg catalog',
    from: '/guides/storage',
    expect: '/guides/storage/analytics/examples/apache-spark',
    kind: 'topic',
  },
  {
    query: 'reduce storage egress',
    from: '/guides/storage',
    expect: '/guides/storage/serving/bandwidth',
    kind: 'task',
  },
  // Realtime, AI, self-hosting.
  {
    query: 'show online users in flutter',
    from: '/guides/realtime',
    expect: '/guides/realtime/realtime-user-presence',
    kind: 'task',
  },
  {
    query: 'how are realtime concurrent connections billed',
    from: '/guides/realtime',
    expect: '/guides/platform/manage-your-usage/realtime-peak-connections',
    kind: 'question',
  },
  {
    query: 'filter vecs query by metadata',
    from: '/guides/ai',
    expect: '/guides/ai/python/metadata',
    kind: 'task',
  },
  {
    query: 'find near duplicate text',
    from: '/guides/ai',
    expect: '/guides/ai/quickstarts/text-deduplication',
    kind: 'task',
  },
  {
    query: 'self hosted realtime environment variables',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/realtime/config',
    kind: 'topic',
  },
  // References, typed from a page of each.
  {
    query: 'cancel a request when the component unmounts',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/db-abortsignal',
    kind: 'task',
  },
  {
    query: 'clear cdn cache after replacing a file',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/storage-from-purgecache',
    kind: 'task',
  },
  {
    query: 'test an insert without saving it',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/db-rollback',
    kind: 'task',
  },
  {
    query: 'unsubscribe from every channel',
    from: '/reference/dart/start',
    expect: '/reference/dart/removeallchannels',
    kind: 'task',
  },
  {
    query: 'find unused indexes',
    from: '/reference/cli/start',
    expect: '/reference/cli/supabase-inspect-db-unused-indexes',
    kind: 'task',
  },
  {
    query: 'restore a backup from the terminal',
    from: '/reference/cli/start',
    expect: '/reference/cli/supabase-backups-restore',
    kind: 'task',
  },
  {
    query: 'list deployed edge functions',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-list-all-functions',
    kind: 'task',
  },
];

/** The eighth held-out block (session 20); see UNSEEN_CASES_7. */
export const UNSEEN_SET_7: readonly RelevanceCase[] = UNSEEN_CASES_7.map((c) => ({...c, frozen: true as const}));

/**
 * A ninth held-out block, written in session 21 (2026-11-28) BEFORE any ranking change of that session: queries as
 * developers type them (tasks, questions, the words of an error or a symptom), for pages no other set asks about:
 * replication to another Postgres, roles, the BigQuery, Redis and Paddle wrappers, pgjwt, RUM, platform-required
 * permissions; Facebook, X, GitLab and Vonage sign-in, React Native sessions, Auth0 migration, the Auth
 * architecture; the storage schema, ownership, Storage billing, Firebase Storage migration, analytics buckets;
 * Edge Functions examples (Resend, Discord, Puppeteer, Upstash, built-in embeddings) and troubleshooting; Realtime
 * quotas, concepts and Flutter; vector concepts, vecs indexes, production, image captioning; dashboard SSO with Entra
 * ID, OAuth scopes, the shared responsibility model, disk billing, the Terraform provider; and sections of the
 * JavaScript, Dart, Swift, Kotlin and Python references, the CLI and the Management API typed from a page of each,
 * mostly in task words rather than the section's name. Each expected page's title and description were read and
 * answer the query, and the page was found in the built site; none is copied from another set (checked with `comm`
 * against every set's queries). Scored once on the ranking of the time (BENCHMARKS.md, "Session 21: search
 * ranking"); frozen like the others (never edit a case to make the ranking pass, only when its page moves, saying so
 * in the commit); scored apart (UNSEEN_SET_8, `npx tsx scripts/search-relevance.ts --unseen8`), gates nothing.
 */
const UNSEEN_CASES_8: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Database.
  {
    query: 'replicate my supabase database to another postgres server',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/setup-replication-external',
    kind: 'task',
  },
  {
    query: 'create a read only role',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/roles',
    kind: 'task',
  },
  {
    query: 'query bigquery tables from postgres',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/wrappers/bigquery',
    kind: 'task',
  },
  {
    query: 'read redis keys with sql',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/wrappers/redis',
    kind: 'task',
  },
  {
    query: 'paddle subscriptions in postgres',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/wrappers/paddle',
    kind: 'task',
  },
  {
    query: 'sign a jwt in sql',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/pgjwt',
    kind: 'task',
  },
  {
    query: 'rank full text search results using the index',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/rum',
    kind: 'task',
  },
  {
    query: 'auth broke after I changed the owner of its tables',
    from: '/guides/database/overview',
    expect: '/guides/platform/permissions',
    kind: 'question',
  },
  // Auth.
  {query: 'add facebook login', from: '/guides/auth', expect: '/guides/auth/social-login/auth-facebook', kind: 'task'},
  {
    query: 'sign in with x formerly twitter',
    from: '/guides/auth',
    expect: '/guides/auth/social-login/auth-twitter',
    kind: 'task',
  },
  {
    query: 'oauth with a self managed gitlab instance',
    from: '/guides/auth',
    expect: '/guides/auth/social-login/auth-gitlab',
    kind: 'task',
  },
  {
    query: 'send otp sms through vonage',
    from: '/guides/auth/phone-login',
    expect: '/guides/auth/phone-login/vonage',
    kind: 'task',
  },
  {
    query: 'keep the session in react native',
    from: '/guides/auth',
    expect: '/guides/auth/quickstarts/react-native',
    kind: 'task',
  },
  {
    query: 'export users from auth0 into supabase',
    from: '/guides/auth',
    expect: '/guides/resources/migrating-to-supabase/auth0',
    kind: 'task',
  },
  {
    query: 'how does supabase auth work under the hood',
    from: '/guides/auth',
    expect: '/guides/auth/architecture',
    kind: 'question',
  },
  // Storage.
  {
    query: 'query the storage objects table',
    from: '/guides/storage',
    expect: '/guides/storage/schema/design',
    kind: 'task',
  },
  {
    query: 'owner_id of uploaded files',
    from: '/guides/storage',
    expect: '/guides/storage/security/ownership',
    kind: 'topic',
  },
  {
    query: 'how is storage size billed',
    from: '/guides/storage',
    expect: '/guides/platform/manage-your-usage/storage-size',
    kind: 'question',
  },
  {
    query: 'move files from firebase storage',
    from: '/guides/storage',
    expect: '/guides/resources/migrating-to-supabase/firebase-storage',
    kind: 'task',
  },
  {
    query: 'query an iceberg table in an analytics bucket with sql',
    from: '/guides/storage',
    expect: '/guides/storage/analytics/query-with-postgres',
    kind: 'task',
  },
  {
    query: 'how many analytics buckets can I create',
    from: '/guides/storage',
    expect: '/guides/storage/analytics/limits',
    kind: 'question',
  },
  // Edge Functions.
  {
    query: 'send transactional email from an edge function',
    from: '/guides/functions',
    expect: '/guides/functions/examples/send-emails',
    kind: 'task',
  },
  {
    query: 'my edge function times out',
    from: '/guides/functions',
    expect: '/guides/functions/troubleshooting',
    kind: 'error',
  },
  {
    query: 'discord slash command bot',
    from: '/guides/functions',
    expect: '/guides/functions/examples/discord-bot',
    kind: 'task',
  },
  {
    query: 'screenshot a web page from a function',
    from: '/guides/functions',
    expect: '/guides/functions/examples/screenshots',
    kind: 'task',
  },
  {
    query: 'generate embeddings in an edge function without openai',
    from: '/guides/functions',
    expect: '/guides/functions/ai-models',
    kind: 'task',
  },
  {
    query: 'use redis as a cache in edge functions',
    from: '/guides/functions',
    expect: '/guides/functions/examples/upstash-redis',
    kind: 'task',
  },
  // Realtime.
  {
    query: 'how many concurrent realtime connections can I have',
    from: '/guides/realtime',
    expect: '/guides/realtime/quotas',
    kind: 'question',
  },
  {
    query: 'difference between a channel and a topic',
    from: '/guides/realtime',
    expect: '/guides/realtime/concepts',
    kind: 'question',
  },
  {
    query: 'listen to table changes in flutter',
    from: '/guides/realtime',
    expect: '/guides/realtime/realtime-listening-flutter',
    kind: 'task',
  },
  // AI & Vectors.
  {query: 'which operator is cosine distance', from: '/guides/ai', expect: '/guides/ai/concepts', kind: 'question'},
  {query: 'hnsw index for a vecs collection', from: '/guides/ai', expect: '/guides/ai/python/indexes', kind: 'task'},
  {query: 'pgvector production checklist', from: '/guides/ai', expect: '/guides/ai/going-to-prod', kind: 'topic'},
  {
    query: 'caption images when they are uploaded',
    from: '/guides/ai',
    expect: '/guides/ai/examples/huggingface-image-captioning',
    kind: 'task',
  },
  // Platform.
  {
    query: 'dashboard sso with microsoft entra id',
    from: '/guides/platform',
    expect: '/guides/platform/sso/azure',
    kind: 'task',
  },
  {
    query: 'which oauth scopes does my integration need',
    from: '/guides/platform',
    expect: '/guides/platform/oauth-apps/oauth-scopes',
    kind: 'question',
  },
  {
    query: 'what security is my responsibility and what is supabase',
    from: '/guides/platform',
    expect: '/guides/platform/shared-responsibility-model',
    kind: 'question',
  },
  {
    query: 'how is disk size billed',
    from: '/guides/platform',
    expect: '/guides/platform/manage-your-usage/disk-size',
    kind: 'question',
  },
  {
    query: 'terraform provider resource attributes',
    from: '/guides/platform',
    expect: '/guides/platform/terraform/reference',
    kind: 'topic',
  },
  // The JavaScript reference, typed from one of its pages, in task words.
  {
    query: 'copy a file to another path',
    from: '/reference/javascript/storage-from-upload',
    expect: '/reference/javascript/storage-from-copy',
    kind: 'task',
  },
  {
    query: 'get the size and content type of a stored file',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/storage-from-info',
    kind: 'task',
  },
  {
    query: 'return null instead of an error when no row matches',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/maybesingle',
    kind: 'task',
  },
  {
    query: 'check if the user completed mfa',
    from: '/reference/javascript/auth-mfa-api',
    expect: '/reference/javascript/auth-mfa-getauthenticatorassurancelevel',
    kind: 'question',
  },
  {
    query: 'create a magic link without sending an email',
    from: '/reference/javascript/admin-api',
    expect: '/reference/javascript/auth-admin-generatelink',
    kind: 'task',
  },
  {
    query: 'connect another oauth provider to the signed in user',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/auth-linkidentity',
    kind: 'task',
  },
  {
    query: 'send a broadcast over http without a websocket',
    from: '/reference/javascript/subscribe',
    expect: '/reference/javascript/httpsend',
    kind: 'task',
  },
  {
    query: 'stop sharing presence',
    from: '/reference/javascript/realtime-api',
    expect: '/reference/javascript/untrack',
    kind: 'task',
  },
  {
    query: 'rows where price is greater than 100',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/gt',
    kind: 'task',
  },
  // Other client libraries, from their own pages.
  {
    query: 'filter rows not equal to a value',
    from: '/reference/dart/start',
    expect: '/reference/dart/neq',
    kind: 'task',
  },
  {query: 'log the user out', from: '/reference/swift/start', expect: '/reference/swift/auth-signout', kind: 'task'},
  {query: 'change a row', from: '/reference/kotlin/start', expect: '/reference/kotlin/update', kind: 'task'},
  {
    query: 'insert or update rows',
    from: '/reference/python/start',
    expect: '/reference/python/upsert',
    kind: 'task',
  },
  // The CLI, typed from its reference, in task words.
  {
    query: 'slowest queries by total time',
    from: '/reference/cli/start',
    expect: '/reference/cli/supabase-inspect-db-outliers',
    kind: 'task',
  },
  {
    query: 'cache hit rate of my database',
    from: '/reference/cli/start',
    expect: '/reference/cli/supabase-inspect-db-cache-hit',
    kind: 'task',
  },
  {
    query: 'apply config.toml settings to the hosted project',
    from: '/reference/cli/supabase-config',
    expect: '/reference/cli/supabase-config-push',
    kind: 'task',
  },
  {
    query: 'delete files from a storage bucket',
    from: '/reference/cli/start',
    expect: '/reference/cli/supabase-storage-rm',
    kind: 'task',
  },
  {
    query: 'set function secrets from a .env file',
    from: '/reference/cli/start',
    expect: '/reference/cli/supabase-secrets-set',
    kind: 'task',
  },
  {
    query: 'create a preview branch',
    from: '/reference/cli/start',
    expect: '/reference/cli/supabase-branches-create',
    kind: 'task',
  },
  {
    query: 'which queries hold a lock',
    from: '/reference/cli/start',
    expect: '/reference/cli/supabase-inspect-db-locks',
    kind: 'question',
  },
  {
    query: 'add a custom domain to my project',
    from: '/reference/cli/start',
    expect: '/reference/cli/supabase-domains-create',
    kind: 'task',
  },
  // The Management API, typed from its reference, in task words.
  {
    query: 'change the postgres password',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-update-database-password',
    kind: 'task',
  },
  {
    query: 'add a read replica in another region',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-setup-a-read-replica',
    kind: 'task',
  },
  {
    query: 'unban an ip address',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-delete-network-bans',
    kind: 'task',
  },
  {
    query: 'is my project healthy',
    from: '/reference/api/v1-get-project',
    expect: '/reference/api/v1-get-services-health',
    kind: 'question',
  },
  {
    query: 'query project logs with sql',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-get-project-logs',
    kind: 'task',
  },
  {
    query: 'who is a member of my organization',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-list-organization-members',
    kind: 'question',
  },
];

/** The ninth held-out block (session 21); see UNSEEN_CASES_8. */
export const UNSEEN_SET_8: readonly RelevanceCase[] = UNSEEN_CASES_8.map((c) => ({...c, frozen: true as const}));

/**
 * A tenth held-out block, written in session 22 (2026-11-28) BEFORE any ranking change of that session. More than
 * half of it is typed from a client library's own reference page (Dart, Swift, Python, C#, Kotlin, JavaScript and
 * JavaScript v1), asking in task words for that library's own section ("upload avatar file", "sign in with apple",
 * "listen to row changes"); the rest is typed from guides of every area (wrappers, social and phone sign-in, Edge
 * Functions examples, integrations, migrations, Storage vectors, AI, platform security and billing, branching, the
 * CLI). Each expected page's title and description were read in the built site and answer the query; no expected page
 * is a redirect; no query repeats one of another set (checked with `comm` against every set's queries). Scored once on
 * the ranking of the time (BENCHMARKS.md, "Session 22: search ranking"); frozen like the others (never edit a case to
 * make the ranking pass, only when its page moves, saying so in the commit); scored apart (UNSEEN_SET_9,
 * `npx tsx scripts/search-relevance.ts --unseen9`), gates nothing.
 */
const UNSEEN_CASES_9: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Dart / Flutter, from its own pages.
  {
    query: 'upload avatar file',
    from: '/reference/dart/start',
    expect: '/reference/dart/storage-from-upload',
    kind: 'task',
  },
  {
    query: 'native sign in with apple',
    from: '/reference/dart/start',
    expect: '/reference/dart/auth-signinwithidtoken',
    kind: 'task',
  },
  {
    query: 'keep the session fresh in the background',
    from: '/reference/dart/auth-api',
    expect: '/reference/dart/auth-startautorefresh',
    kind: 'task',
  },
  {
    query: 'rows matching any of several patterns',
    from: '/reference/dart/select',
    expect: '/reference/dart/likeanyof',
    kind: 'task',
  },
  // Swift, from its own pages.
  {
    query: 'native sign in with apple',
    from: '/reference/swift/start',
    expect: '/reference/swift/auth-signinwithidtoken',
    kind: 'task',
  },
  {
    query: 'temporary link to a private file',
    from: '/reference/swift/start',
    expect: '/reference/swift/storage-from-createsignedurl',
    kind: 'task',
  },
  {query: 'rows where a column is null', from: '/reference/swift/select', expect: '/reference/swift/is', kind: 'task'},
  {
    query: 'rename a passkey',
    from: '/reference/swift/auth-api',
    expect: '/reference/swift/auth-passkey-rename',
    kind: 'task',
  },
  // Python, from its own pages.
  {
    query: 'upload avatar file',
    from: '/reference/python/start',
    expect: '/reference/python/storage-from-upload',
    kind: 'task',
  },
  {query: 'paginate results', from: '/reference/python/select', expect: '/reference/python/range', kind: 'task'},
  {
    query: 'refresh the access token',
    from: '/reference/python/start',
    expect: '/reference/python/auth-refreshsession',
    kind: 'task',
  },
  {
    query: 'list files in a folder',
    from: '/reference/python/start',
    expect: '/reference/python/storage-from-list',
    kind: 'task',
  },
  // C#, from its own pages.
  {
    query: 'listen to row changes',
    from: '/reference/csharp/start',
    expect: '/reference/csharp/subscribe',
    kind: 'task',
  },
  {
    query: 'get the logged in user',
    from: '/reference/csharp/start',
    expect: '/reference/csharp/auth-getuser',
    kind: 'task',
  },
  {
    query: 'move a file to another folder',
    from: '/reference/csharp/start',
    expect: '/reference/csharp/storage-from-move',
    kind: 'task',
  },
  {
    query: 'invite a teammate by email',
    from: '/reference/csharp/admin-api',
    expect: '/reference/csharp/auth-admin-inviteuserbyemail',
    kind: 'task',
  },
  {query: 'only the first 10 rows', from: '/reference/csharp/select', expect: '/reference/csharp/limit', kind: 'task'},
  // Kotlin, from its own pages.
  {
    query: 'public url of an image',
    from: '/reference/kotlin/start',
    expect: '/reference/kotlin/storage-from-getpublicurl',
    kind: 'task',
  },
  {
    query: 'verify the code sent by sms',
    from: '/reference/kotlin/start',
    expect: '/reference/kotlin/auth-verifyotp',
    kind: 'task',
  },
  {
    query: 'remove an mfa factor',
    from: '/reference/kotlin/auth-mfa-api',
    expect: '/reference/kotlin/auth-mfa-unenroll',
    kind: 'task',
  },
  {
    query: 'stop listening to a channel',
    from: '/reference/kotlin/realtime-api',
    expect: '/reference/kotlin/removechannel',
    kind: 'task',
  },
  // JavaScript, from its own pages.
  {
    query: 'cancel a slow query',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/db-abortsignal',
    kind: 'task',
  },
  {
    query: 'rows whose array column contains a value',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/contains',
    kind: 'task',
  },
  {
    query: 'exchange the auth code after the redirect',
    from: '/reference/javascript/start',
    expect: '/reference/javascript/auth-exchangecodeforsession',
    kind: 'task',
  },
  // JavaScript v1 (the older version), from its own pages.
  {
    query: 'sign in with a magic link',
    from: '/reference/javascript/v1/start',
    expect: '/reference/javascript/v1/auth-signin',
    kind: 'task',
  },
  {
    query: 'get the current session',
    from: '/reference/javascript/v1/start',
    expect: '/reference/javascript/v1/auth-session',
    kind: 'task',
  },
  {
    query: 'stop listening to all subscriptions',
    from: '/reference/javascript/v1/start',
    expect: '/reference/javascript/v1/removeallsubscriptions',
    kind: 'task',
  },
  {
    query: 'upload avatar file',
    from: '/reference/javascript/v1/start',
    expect: '/reference/javascript/v1/storage-from-upload',
    kind: 'task',
  },
  // Guides of every area.
  {
    query: 'query clickhouse tables from postgres',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/wrappers/clickhouse',
    kind: 'task',
  },
  {
    query: 'read csv files from an s3 bucket in sql',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/wrappers/s3',
    kind: 'task',
  },
  {
    query: 'let users log in with spotify',
    from: '/guides/auth',
    expect: '/guides/auth/social-login/auth-spotify',
    kind: 'task',
  },
  {query: 'kakao talk login', from: '/guides/auth', expect: '/guides/auth/social-login/auth-kakao', kind: 'task'},
  {
    query: 'phone otp through messagebird',
    from: '/guides/auth/phone-login',
    expect: '/guides/auth/phone-login/messagebird',
    kind: 'task',
  },
  {
    query: 'telegram bot on edge functions',
    from: '/guides/functions',
    expect: '/guides/functions/examples/telegram-bot',
    kind: 'task',
  },
  {
    query: 'reply when someone mentions my slack bot',
    from: '/guides/functions',
    expect: '/guides/functions/examples/slack-bot-mention',
    kind: 'task',
  },
  {
    query: 'capture edge function exceptions in sentry',
    from: '/guides/functions',
    expect: '/guides/functions/examples/sentry-monitoring',
    kind: 'task',
  },
  {
    query: 'generate images with amazon bedrock',
    from: '/guides/functions',
    expect: '/guides/functions/examples/amazon-bedrock-image-generator',
    kind: 'task',
  },
  {
    query: 'prisma connection string for supabase',
    from: '/guides/database/overview',
    expect: '/guides/integrations/prisma',
    kind: 'question',
  },
  {
    query: 'move my database off amazon rds',
    from: '/guides/database/overview',
    expect: '/guides/resources/migrating-to-supabase/amazon-rds',
    kind: 'task',
  },
  {
    query: 'search vectors stored in a storage bucket',
    from: '/guides/storage',
    expect: '/guides/storage/vector/querying-vectors',
    kind: 'task',
  },
  {
    query: 'find similar faces in photos',
    from: '/guides/ai',
    expect: '/guides/ai/quickstarts/face-similarity',
    kind: 'task',
  },
  {
    query: 'full text keyword search instead of embeddings',
    from: '/guides/ai',
    expect: '/guides/ai/keyword-search',
    kind: 'task',
  },
  {
    query: 'is supabase hipaa ready for patient data',
    from: '/guides/platform',
    expect: '/guides/platform/security/hipaa-compliance',
    kind: 'question',
  },
  {
    query: 'who changed settings in my organization',
    from: '/guides/platform',
    expect: '/guides/platform/security/platform-audit-logs',
    kind: 'question',
  },
  {query: 'stream logs to loki', from: '/guides/platform', expect: '/guides/platform/log-drains', kind: 'task'},
  {
    query: 'laravel app with supabase postgres',
    from: '/guides/getting-started',
    expect: '/guides/getting-started/quickstarts/laravel',
    kind: 'task',
  },
  {
    query: 'preview branch for every pull request',
    from: '/guides/platform',
    expect: '/guides/platform/branching/github-integration',
    kind: 'task',
  },
  {
    query: 'load my downloaded backup into local postgres',
    from: '/guides/cli/local-development',
    expect: '/guides/cli/restoring-downloaded-backup',
    kind: 'task',
  },
  {
    query: 'how are realtime messages billed',
    from: '/guides/realtime',
    expect: '/guides/platform/manage-your-usage/realtime-messages',
    kind: 'question',
  },
  {
    query: 'how are edge function invocations billed',
    from: '/guides/functions',
    expect: '/guides/platform/manage-your-usage/edge-function-invocations',
    kind: 'question',
  },
];

/** The tenth held-out block (session 22); see UNSEEN_CASES_9. */
export const UNSEEN_SET_9: readonly RelevanceCase[] = UNSEEN_CASES_9.map((c) => ({...c, frozen: true as const}));

/**
 * An eleventh held-out block, written in session 23 (2026-11-29) BEFORE any ranking change of that session, in the
 * words developers use: error text as a terminal, a console or a client library prints it (`too_many_channels`, a 429
 * from the Management API, `supabaseUrl is required`), questions as asked in issues and forums, and task phrasing. A
 * third is typed from client library reference pages (every library, JavaScript v1 among them) asking for that
 * library's own section, a third from guides of every area (Database, Auth, Storage, Edge Functions, Realtime, AI &
 * Vectors, Platform, self-hosting, integrations), a sixth from the CLI and Management API references, the rest from
 * the home page. Each expected page exists in the built site and is no redirect (checked against the build of main);
 * where two pages would answer, the query names what only one of them answers; no query repeats one of an earlier set
 * or of the guide-topic set (checked with `comm`, case folded). Scored once on the ranking of the time (BENCHMARKS.md,
 * "Session 23: search ranking"); frozen like the others (never edit a case to make the ranking pass, only when its
 * page moves, saying so in the commit); scored apart (UNSEEN_SET_10, `npx tsx scripts/search-relevance.ts
 * --unseen10`), gates nothing.
 */
const UNSEEN_CASES_10: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Client library references, typed from that library's own pages (JavaScript, JavaScript v1, Python, Swift, Kotlin, C#, Dart).
  {
    query: "get the user's claims without calling the auth server",
    from: '/reference/javascript/start',
    expect: '/reference/javascript/auth-getclaims',
    kind: 'task',
  },
  {
    query: 'give up on a slow query after a few seconds',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/db-abortsignal',
    kind: 'task',
  },
  {
    query: 'download the rows as comma separated values',
    from: '/reference/javascript/v1/select',
    expect: '/reference/javascript/v1/db-csv',
    kind: 'task',
  },
  {
    query: 'remove all objects from a bucket but keep it',
    from: '/reference/javascript/v1/introduction',
    expect: '/reference/javascript/v1/storage-emptybucket',
    kind: 'task',
  },
  {
    query: 'magic link url for a user without sending the email',
    from: '/reference/python/start',
    expect: '/reference/python/auth-admin-generatelink',
    kind: 'task',
  },
  {
    query: 'make sure an update never touches more than one row',
    from: '/reference/python/update',
    expect: '/reference/python/db-maxaffected',
    kind: 'task',
  },
  {
    query: 'let a client upload straight to storage with a one-time token',
    from: '/reference/python/start',
    expect: '/reference/python/storage-from-createsigneduploadurl',
    kind: 'task',
  },
  {
    query: 'does this path already exist in the bucket',
    from: '/reference/swift/start',
    expect: '/reference/swift/storage-from-exists',
    kind: 'question',
  },
  {
    query: 'which providers has this user linked',
    from: '/reference/swift/auth-api',
    expect: '/reference/swift/auth-getuseridentities',
    kind: 'question',
  },
  {
    query: 'omit null fields from the json response',
    from: '/reference/swift/select',
    expect: '/reference/swift/db-stripnulls',
    kind: 'task',
  },
  {
    query: 'size and mime type of an uploaded object',
    from: '/reference/kotlin/start',
    expect: '/reference/kotlin/storage-from-info',
    kind: 'task',
  },
  {
    query: 'turn the pkce code from the redirect into a session',
    from: '/reference/kotlin/auth-api',
    expect: '/reference/kotlin/auth-exchangecodeforsession',
    kind: 'task',
  },
  {
    query: 'nonce needed before changing the password',
    from: '/reference/csharp/auth-api',
    expect: '/reference/csharp/auth-reauthentication',
    kind: 'task',
  },
  {
    query: 'access token expired get a fresh session',
    from: '/reference/csharp/start',
    expect: '/reference/csharp/auth-refreshsession',
    kind: 'task',
  },
  {
    query: 'filter rows by a regex ignoring case',
    from: '/reference/dart/select',
    expect: '/reference/dart/regeximatch',
    kind: 'task',
  },
  {
    query: 'has the user passed the second factor aal2',
    from: '/reference/dart/auth-api',
    expect: '/reference/dart/auth-mfa-getauthenticatorassurancelevel',
    kind: 'question',
  },
  {
    query: 'list the realtime channels this client has open',
    from: '/reference/dart/start',
    expect: '/reference/dart/getchannels',
    kind: 'task',
  },
  // Guides of every area: Database, Auth, Storage, Edge Functions, Realtime, AI & Vectors, Platform, self-hosting, integrations.
  {
    query: 'what happens to child rows when the parent row is deleted',
    from: '/guides/database/tables',
    expect: '/guides/database/postgres/cascade-deletes',
    kind: 'question',
  },
  {
    query: 'latest order for each customer in sql',
    from: '/guides/database/joins-and-nesting',
    expect: '/guides/database/postgres/first-row-in-group',
    kind: 'task',
  },
  {
    query: 'let users log in with their twitch account',
    from: '/guides/auth',
    expect: '/guides/auth/social-login/auth-twitch',
    kind: 'task',
  },
  {
    query: 'send sms codes through textlocal',
    from: '/guides/auth/phone-login',
    expect: '/guides/auth/phone-login/textlocal',
    kind: 'task',
  },
  {
    query: 'give a custom postgres role its own storage permissions',
    from: '/guides/storage/security/access-control',
    expect: '/guides/storage/schema/custom-roles',
    kind: 'task',
  },
  {
    query: 'stale image served after overwriting a file cdn',
    from: '/guides/storage',
    expect: '/guides/storage/cdn/smart-cdn',
    kind: 'error',
  },
  {
    query: 'write a scratch file inside an edge function',
    from: '/guides/functions/quickstart',
    expect: '/guides/functions/ephemeral-storage',
    kind: 'task',
  },
  {
    query: 'keep working after the response has been returned',
    from: '/guides/functions',
    expect: '/guides/functions/background-tasks',
    kind: 'task',
  },
  {
    query: 'channel join refused too_many_channels',
    from: '/guides/realtime',
    expect: '/guides/realtime/error_codes',
    kind: 'error',
  },
  {
    query: 'show who is online in a flutter app',
    from: '/guides/realtime',
    expect: '/guides/realtime/realtime-user-presence',
    kind: 'task',
  },
  {
    query: 'search photos by similarity with amazon titan',
    from: '/guides/ai',
    expect: '/guides/ai/examples/semantic-image-search-amazon-titan',
    kind: 'task',
  },
  {query: 'try vecs in a hosted python notebook', from: '/guides/ai', expect: '/guides/ai/google-colab', kind: 'task'},
  {
    query: 'move my heroku postgres app to supabase',
    from: '/guides/platform',
    expect: '/guides/resources/migrating-to-supabase/heroku',
    kind: 'task',
  },
  {
    query: 'bring auth0 users over with their password hashes',
    from: '/guides/platform',
    expect: '/guides/resources/migrating-to-supabase/auth0',
    kind: 'task',
  },
  {
    query: 'why did my project go read only disk full',
    from: '/guides/platform',
    expect: '/guides/platform/database-size',
    kind: 'question',
  },
  {
    query: 'self-hosted storage keeping files in minio instead of local disk',
    from: '/guides/self-hosting/docker',
    expect: '/guides/self-hosting/self-hosted-s3',
    kind: 'task',
  },
  {
    query: 'put nginx with a tls certificate in front of self-hosted supabase',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/self-hosted-proxy-https',
    kind: 'task',
  },
  {
    query: 'passkey login with passage and row level security',
    from: '/guides/integrations',
    expect: '/guides/integrations/passage',
    kind: 'task',
  },
  {
    query: 'fill my local database with realistic fake data',
    from: '/guides/integrations',
    expect: '/guides/integrations/snaplet',
    kind: 'task',
  },
  // The CLI and Management API references.
  {
    query: 'tab completion for the cli in powershell',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-completion-powershell',
    kind: 'task',
  },
  {
    query: 'which account is the cli logged in as',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-whoami',
    kind: 'question',
  },
  {
    query: "rotate the project's root encryption key",
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-encryption-update-root-key',
    kind: 'task',
  },
  {
    query: 'show physical backups of a project from the terminal',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-backups-list',
    kind: 'task',
  },
  {
    query: 'management api returns 429 too many requests',
    from: '/reference/api/introduction',
    expect: '/reference/api/rate-limits',
    kind: 'error',
  },
  {
    query: 'stop a project restore that is in progress',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-cancel-a-project-restoration',
    kind: 'task',
  },
  {
    query: 'check the dns records of a custom hostname over the api',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-verify-dns-config',
    kind: 'task',
  },
  {
    query: 'read a saved sql snippet by its id',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-get-a-snippet',
    kind: 'task',
  },
  // From the home page.
  {query: 'supabaseUrl is required on vercel preview deploys', expect: '/guides/integrations/vercel', kind: 'error'},
  {query: 'scale reads across regions with replicas', expect: '/guides/platform/read-replicas', kind: 'task'},
  {query: 'add a value to an existing enum type', expect: '/guides/database/postgres/enums', kind: 'task'},
  {
    query: 'send push notifications from a database insert',
    expect: '/guides/functions/examples/push-notifications',
    kind: 'task',
  },
  {query: '502 bad gateway after a compute upgrade', expect: '/guides/platform/http-status-codes', kind: 'error'},
  {query: 'drop old months of log rows instantly', expect: '/guides/database/partitions', kind: 'task'},
  {query: 'hide the public schema from the rest api', expect: '/guides/database/hardening-data-api', kind: 'task'},
];

/** The eleventh held-out block (session 23); see UNSEEN_CASES_10. */
export const UNSEEN_SET_10: readonly RelevanceCase[] = UNSEEN_CASES_10.map((c) => ({...c, frozen: true as const}));

/**
 * A twelfth held-out block, written in session 24 (2026-11-29) BEFORE any ranking change of that session, in the
 * words developers use: error text as a console or a client prints it (`FunctionsHttpError: Edge Function returned a
 * non-2xx status code`, a 503 retried by the client, a banned IP, read-only mode), questions as asked in issues and
 * forums, and task phrasing. About a third is typed from client library reference pages (JavaScript, JavaScript v1,
 * Dart, Swift, Python, C#, Kotlin) asking for that library's own section, a third from guides of every area, a sixth
 * from the CLI and Management API references, the rest from the home page. Each `from` and `expect` page exists in the
 * built site and is no redirect (checked against the build of main); where two pages would answer, the query names
 * what only one of them answers; no query repeats one of an earlier set or of the guide-topic set (checked with
 * `comm`, case folded). Scored once on the ranking of the time (BENCHMARKS.md, "Session 24: search ranking"); frozen
 * like the others (never edit a case to make the ranking pass, only when its page moves, saying so in the commit);
 * scored apart (UNSEEN_SET_11, `npx tsx scripts/search-relevance.ts --unseen11`), gates nothing but its own floor in
 * e2e/searchRelevance.e2e.ts (HELD_OUT_FLOORS there says where each floor comes from).
 */
const UNSEEN_CASES_11: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Client library references, typed from that library's own pages (JavaScript, JavaScript v1, Dart, Swift, Python, C#, Kotlin).
  {
    query: 'show query results on a map as geojson features',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/db-geojson',
    kind: 'task',
  },
  {
    query: 'user wants to disconnect a third party app from their account',
    from: '/reference/javascript/auth-api',
    expect: '/reference/javascript/auth-oauth-revokegrant',
    kind: 'task',
  },
  {
    query: 'process a large file download without holding it all in memory',
    from: '/reference/javascript/storage-from-download',
    expect: '/reference/javascript/storage-from-download-asstream',
    kind: 'task',
  },
  {
    query: 'act as a user with their jwt on the server',
    from: '/reference/javascript/v1/start',
    expect: '/reference/javascript/v1/auth-setauth',
    kind: 'task',
  },
  {
    query: 'which realtime subscriptions are open right now',
    from: '/reference/javascript/v1/realtime-api',
    expect: '/reference/javascript/v1/getsubscriptions',
    kind: 'question',
  },
  {
    query: 'dry run an insert so nothing is committed',
    from: '/reference/dart/insert',
    expect: '/reference/dart/db-rollback',
    kind: 'task',
  },
  {
    query: 'link a google account from the native sign in sdk without a browser redirect',
    from: '/reference/dart/auth-api',
    expect: '/reference/dart/auth-linkidentitywithidtoken',
    kind: 'task',
  },
  {
    query: 'open the saml login page myself instead of letting the sdk launch it',
    from: '/reference/dart/auth-api',
    expect: '/reference/dart/auth-getssosigninurl',
    kind: 'task',
  },
  {
    query: 'not equal filter that keeps rows where the column is null',
    from: '/reference/swift/select',
    expect: '/reference/swift/isdistinct',
    kind: 'task',
  },
  {
    query: 'is the websocket connecting or connected',
    from: '/reference/swift/realtime-api',
    expect: '/reference/swift/realtime-connectionstate',
    kind: 'question',
  },
  {
    query: 'confirmation email never arrived send it again',
    from: '/reference/python/auth-api',
    expect: '/reference/python/auth-resend',
    kind: 'error',
  },
  {
    query: 'page through every user of the project as an admin',
    from: '/reference/python/start',
    expect: '/reference/python/auth-admin-listusers',
    kind: 'task',
  },
  {
    query: 'select got a 503 and was retried how do I turn that off',
    from: '/reference/python/select',
    expect: '/reference/python/db-retry',
    kind: 'question',
  },
  {
    query: 'upload a big video in chunks that survives a dropped connection',
    from: '/reference/csharp/storage-from-upload',
    expect: '/reference/csharp/storage-from-uploadresumable',
    kind: 'task',
  },
  {
    query: 'hide my presence without leaving the channel',
    from: '/reference/csharp/realtime-api',
    expect: '/reference/csharp/untrack',
    kind: 'task',
  },
  {
    query: "remove a user's authenticator app as an admin",
    from: '/reference/csharp/start',
    expect: '/reference/csharp/auth-admin-mfa-deletefactor',
    kind: 'task',
  },
  {
    query: 'give a passkey a friendlier name',
    from: '/reference/kotlin/auth-api',
    expect: '/reference/kotlin/auth-passkey-rename',
    kind: 'task',
  },
  {
    query: 'flow of rows that updates itself when the table changes',
    from: '/reference/kotlin/select',
    expect: '/reference/kotlin/stream',
    kind: 'task',
  },
  // Guides of every area: Database, GraphQL, Data API, Auth, Storage, Edge Functions, self-hosting, Realtime, AI & Vectors, Platform, integrations, telemetry.
  {
    query: 'pop a message off a queue through the rest api',
    from: '/guides/database/queues',
    expect: '/guides/database/queues/api',
    kind: 'task',
  },
  {
    query: 'expose a postgres function as a graphql query',
    from: '/guides/graphql',
    expect: '/guides/graphql/functions',
    kind: 'task',
  },
  {
    query: 'what can anyone do with my publishable key and the data api',
    from: '/guides/api',
    expect: '/guides/api/securing-your-api',
    kind: 'question',
  },
  {
    query: 'let designers log in with their figma account',
    from: '/guides/auth/social-login',
    expect: '/guides/auth/social-login/auth-figma',
    kind: 'task',
  },
  {
    query: 'storage slow with millions of objects and heavy download traffic',
    from: '/guides/storage',
    expect: '/guides/storage/production/scaling',
    kind: 'question',
  },
  {
    query: 'find out why an upload was rejected in the storage logs',
    from: '/guides/storage/security/access-control',
    expect: '/guides/storage/debugging/logs',
    kind: 'task',
  },
  {
    query: 'where do edge functions actually run and what runtime is it',
    from: '/guides/functions',
    expect: '/guides/functions/architecture',
    kind: 'question',
  },
  {
    query: 'run edge functions on my own docker setup',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/self-hosted-functions',
    kind: 'task',
  },
  {
    query: 'change the signup confirmation email on a self-hosted server',
    from: '/guides/self-hosting/docker',
    expect: '/guides/self-hosting/custom-email-templates',
    kind: 'task',
  },
  {
    query: 'how is the realtime server built is it one cluster for everyone',
    from: '/guides/realtime',
    expect: '/guides/realtime/architecture',
    kind: 'question',
  },
  {
    query: 'postgres changes or broadcast from a trigger for table updates which should I use',
    from: '/guides/realtime',
    expect: '/guides/realtime/subscribing-to-database-changes',
    kind: 'question',
  },
  {
    query: 'llamaindex vector store backed by postgres',
    from: '/guides/ai',
    expect: '/guides/ai/integrations/llamaindex',
    kind: 'task',
  },
  {
    query: 'too many vectors for one database split them across projects',
    from: '/guides/ai',
    expect: '/guides/ai/engineering-for-scale',
    kind: 'question',
  },
  {
    query: 'change a postgres setting the dashboard does not expose',
    from: '/guides/platform',
    expect: '/guides/platform/custom-postgres-config',
    kind: 'task',
  },
  {
    query: 'send push notifications to phones with onesignal',
    from: '/guides/integrations',
    expect: '/guides/integrations/onesignal',
    kind: 'task',
  },
  {
    query: 'ready made charts of api and database traffic for my project',
    from: '/guides/platform',
    expect: '/guides/analytics/reports',
    kind: 'task',
  },
  // The CLI and Management API references.
  {
    query: 'print the local api url and anon key',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-status',
    kind: 'task',
  },
  {
    query: 'my ip got banned after too many failed logins unban it',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-network-bans-remove',
    kind: 'error',
  },
  {
    query: 'stop the cli from sending usage analytics',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-telemetry-disable',
    kind: 'task',
  },
  {
    query: 'rename an object in storage from the command line',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-storage-mv',
    kind: 'task',
  },
  {
    query: 'can my project be upgraded to a newer postgres version',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-get-postgres-upgrade-eligibility',
    kind: 'question',
  },
  {
    query: 'database is in read only mode let me delete rows to free disk',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-disable-readonly-mode-temporarily',
    kind: 'error',
  },
  {
    query: 'set the pooler default pool size over the api',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-update-pooler-config',
    kind: 'task',
  },
  {
    query: 'when were my tables last vacuumed',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-inspect-db-vacuum-stats',
    kind: 'question',
  },
  // From the home page.
  {
    query: 'FunctionsHttpError: Edge Function returned a non-2xx status code',
    expect: '/guides/functions/error-handling',
    kind: 'error',
  },
  {
    query: 'query parquet files in s3 with duckdb from postgres',
    expect: '/guides/database/extensions/wrappers/duckdb',
    kind: 'task',
  },
  {
    query: 'let claude act on behalf of my users through an mcp server',
    expect: '/guides/auth/oauth-server/mcp-authentication',
    kind: 'task',
  },
  {
    query: 'percona extension that adds histograms to query stats',
    expect: '/guides/database/extensions/pg_stat_monitor',
    kind: 'task',
  },
  {
    query: 'use supabase-js inside a cloudflare worker',
    expect: '/guides/integrations/cloudflare-workers',
    kind: 'task',
  },
  {
    query: 'pgsodium is being deprecated what should I use',
    expect: '/guides/database/extensions/pgsodium',
    kind: 'question',
  },
  {query: 'dashboard login with google workspace saml', expect: '/guides/platform/sso/gsuite', kind: 'task'},
];

/** The twelfth held-out block (session 24); see UNSEEN_CASES_11. */
export const UNSEEN_SET_11: readonly RelevanceCase[] = UNSEEN_CASES_11.map((c) => ({...c, frozen: true as const}));

/**
 * A thirteenth held-out block, written in session 25 (2026-11-29) BEFORE any ranking change of that session, of the
 * kinds issue 33's own examples are: what a developer types into a docs search box, one to five words (topic or task
 * words, a few with a typo, API names as typed such as `exchangeCodeForSession`, `rpc`, `from select`, a few short
 * questions). About a third is typed from client library reference pages (JavaScript, Dart, Swift, Python, C#,
 * Kotlin, and the older JavaScript v1) asking for that library's own section, a third from guides of every area, a
 * sixth from the CLI and Management API references, the rest from the home page. Written from the docs' topics and
 * how developers ask, not by trying queries against the ranking. Each `from` and `expect` page exists in the built
 * site and is no redirect (checked against the build of main); where two pages would answer equally the query names
 * what only one of them answers; no query repeats one of an earlier set or of the guide-topic set (case folded, and
 * no query whose words are those of an earlier one with at most one more). Frozen like the others (never edit a case
 * to make the ranking pass, only when its page moves, saying so in the commit); scored apart (UNSEEN_SET_12,
 * `npx tsx scripts/search-relevance.ts --unseen12`), gates nothing but its own floor in
 * e2e/searchRelevance.e2e.ts (HELD_OUT_FLOORS there says where each floor comes from).
 */
const UNSEEN_CASES_12: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Client library references, typed from that library's own pages (JavaScript, Dart, Swift, Python, C#, Kotlin, JavaScript v1).
  {
    query: 'exchangeCodeForSession',
    from: '/reference/javascript/auth-api',
    expect: '/reference/javascript/auth-exchangecodeforsession',
    kind: 'api name',
  },
  {
    query: 'upsert on conflict',
    from: '/reference/javascript/insert',
    expect: '/reference/javascript/upsert',
    kind: 'task',
  },
  {
    query: 'createSignedUrl',
    from: '/reference/javascript/storage-from-upload',
    expect: '/reference/javascript/storage-from-createsignedurl',
    kind: 'api name',
  },
  {
    query: 'cancel a request',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/db-abortsignal',
    kind: 'task',
  },
  {
    query: 'empty a bucket',
    from: '/reference/dart/storage-from-upload',
    expect: '/reference/dart/storage-emptybucket',
    kind: 'task',
  },
  {
    query: 'update user metadata',
    from: '/reference/dart/auth-api',
    expect: '/reference/dart/auth-updateuser',
    kind: 'task',
  },
  {
    query: 'realtime heartbeat',
    from: '/reference/dart/realtime-api',
    expect: '/reference/dart/realtime-onheartbeat',
    kind: 'topic',
  },
  {query: 'rpc', from: '/reference/swift/select', expect: '/reference/swift/rpc', kind: 'api name'},
  {
    query: 'upload image',
    from: '/reference/swift/storage-from-download',
    expect: '/reference/swift/storage-from-upload',
    kind: 'task',
  },
  {
    query: 'refresh sesion',
    from: '/reference/swift/auth-api',
    expect: '/reference/swift/auth-refreshsession',
    kind: 'typo',
  },
  {query: 'from select', from: '/reference/python/start', expect: '/reference/python/select', kind: 'api name'},
  {
    query: 'call an edge function',
    from: '/reference/python/start',
    expect: '/reference/python/functions-invoke',
    kind: 'task',
  },
  {
    query: 'delete user admin',
    from: '/reference/python/auth-api',
    expect: '/reference/python/auth-admin-deleteuser',
    kind: 'task',
  },
  {
    query: 'confirm otp',
    from: '/reference/python/auth-signinwithotp',
    expect: '/reference/python/auth-verifyotp',
    kind: 'task',
  },
  {
    query: 'magic link login',
    from: '/reference/csharp/auth-api',
    expect: '/reference/csharp/auth-signinwithotp',
    kind: 'task',
  },
  {query: 'case insensitive filter', from: '/reference/csharp/select', expect: '/reference/csharp/ilike', kind: 'task'},
  {
    query: 'auth state listener',
    from: '/reference/csharp/start',
    expect: '/reference/csharp/auth-onauthstatechange',
    kind: 'task',
  },
  {
    query: 'unlink identity',
    from: '/reference/kotlin/auth-api',
    expect: '/reference/kotlin/auth-unlinkidentity',
    kind: 'task',
  },
  {query: 'order by descending', from: '/reference/kotlin/select', expect: '/reference/kotlin/order', kind: 'task'},
  {query: 'export csv', from: '/reference/kotlin/select', expect: '/reference/kotlin/db-csv', kind: 'task'},
  {
    query: 'remove subscription',
    from: '/reference/javascript/v1/realtime-api',
    expect: '/reference/javascript/v1/removesubscription',
    kind: 'task',
  },
  {
    query: 'signIn',
    from: '/reference/javascript/v1/auth-api',
    expect: '/reference/javascript/v1/auth-signin',
    kind: 'api name',
  },
  // Guides of every area: Database, Auth, Storage, Edge Functions, Realtime, AI & Vectors, Platform, self-hosting, GraphQL, Data API, integrations.
  {
    query: 'rls policies',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/row-level-security',
    kind: 'topic',
  },
  {
    query: 'session pooler port',
    from: '/guides/database/overview',
    expect: '/guides/database/connecting-to-postgres',
    kind: 'topic',
  },
  {
    query: 'statement timeout',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/timeouts',
    kind: 'topic',
  },
  {query: 'database webhooks', from: '/guides/database/overview', expect: '/guides/database/webhooks', kind: 'topic'},
  {query: 'redirect url wildcard', from: '/guides/auth', expect: '/guides/auth/redirect-urls', kind: 'topic'},
  {query: 'anonymous sign ins', from: '/guides/auth', expect: '/guides/auth/auth-anonymous', kind: 'topic'},
  {query: 'email template variables', from: '/guides/auth', expect: '/guides/auth/auth-email-templates', kind: 'topic'},
  {query: 'upload file python', from: '/guides/storage', expect: '/reference/python/storage-from-upload', kind: 'task'},
  {
    query: 'image thumbnails',
    from: '/guides/storage',
    expect: '/guides/storage/serving/image-transformations',
    kind: 'topic',
  },
  {query: 'stroage policies', from: '/guides/storage', expect: '/guides/storage/security/access-control', kind: 'typo'},
  {query: 'edge function secrets', from: '/guides/functions', expect: '/guides/functions/secrets', kind: 'topic'},
  {
    query: 'schedule edge function',
    from: '/guides/functions',
    expect: '/guides/functions/schedule-functions',
    kind: 'task',
  },
  {query: 'import map', from: '/guides/functions', expect: '/guides/functions/import-maps', kind: 'topic'},
  {query: 'presnce sync event', from: '/guides/realtime', expect: '/guides/realtime/presence', kind: 'typo'},
  {query: 'realtime authorization', from: '/guides/realtime', expect: '/guides/realtime/authorization', kind: 'topic'},
  {query: 'rag chatbot rls', from: '/guides/ai', expect: '/guides/ai/rag-with-permissions', kind: 'task'},
  {query: 'langchain', from: '/guides/ai', expect: '/guides/ai/langchain', kind: 'topic'},
  {query: 'ip allowlist', from: '/guides/platform', expect: '/guides/platform/network-restrictions', kind: 'topic'},
  {
    query: 'transfer project to another org',
    from: '/guides/platform',
    expect: '/guides/platform/project-transfer',
    kind: 'task',
  },
  {
    query: 'https reverse proxy',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/self-hosted-proxy-https',
    kind: 'topic',
  },
  {query: 'docker compose env', from: '/guides/self-hosting', expect: '/guides/self-hosting/docker', kind: 'topic'},
  {query: 'graphql pagination', from: '/guides/graphql', expect: '/guides/graphql/api', kind: 'topic'},
  {
    query: 'auto generated api docs',
    from: '/guides/api',
    expect: '/guides/api/rest/auto-generated-docs',
    kind: 'topic',
  },
  {query: 'vercel integration', from: '/guides/integrations', expect: '/guides/integrations/vercel', kind: 'topic'},
  // The CLI and Management API references.
  {
    query: 'supabase db reset',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-db-reset',
    kind: 'api name',
  },
  {
    query: 'squash migratons',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-migration-squash',
    kind: 'typo',
  },
  {
    query: 'serve functions locally',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-functions-serve',
    kind: 'task',
  },
  {
    query: 'set secret',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-secrets-set',
    kind: 'task',
  },
  {
    query: 'supabase gen types',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-gen-types',
    kind: 'api name',
  },
  {
    query: 'stop local stack',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-stop',
    kind: 'task',
  },
  {
    query: 'add read replica',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-setup-a-read-replica',
    kind: 'task',
  },
  {query: 'run sql query', from: '/reference/api/introduction', expect: '/reference/api/v1-run-a-query', kind: 'task'},
  {
    query: 'list functions',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-list-all-functions',
    kind: 'task',
  },
  {
    query: 'update auth config',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-update-auth-service-config',
    kind: 'task',
  },
  {
    query: 'list organization members',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-list-organization-members',
    kind: 'task',
  },
  // From the home page.
  {query: 'secret key vs anon key', expect: '/guides/api/api-keys', kind: 'question'},
  {query: 'how do I enable mfa', expect: '/guides/auth/auth-mfa', kind: 'question'},
  {query: 'postgis', expect: '/guides/database/extensions/postgis', kind: 'topic'},
  {query: 'slack oauth', expect: '/guides/auth/social-login/auth-slack', kind: 'topic'},
  {
    query: 'which postgres version am i on',
    expect: '/guides/database/postgres/which-version-of-postgres',
    kind: 'question',
  },
  {query: 'send emails with resend', expect: '/guides/functions/examples/send-emails', kind: 'task'},
  {query: 'ipv4 address', expect: '/guides/platform/ipv4-address', kind: 'topic'},
  {query: 'what is a foreign data wrapper', expect: '/guides/database/extensions/wrappers/overview', kind: 'question'},
];

/** The thirteenth held-out block (session 25); see UNSEEN_CASES_12. */
export const UNSEEN_SET_12: readonly RelevanceCase[] = UNSEEN_CASES_12.map((c) => ({...c, frozen: true as const}));

/**
 * A fourteenth held-out block, written in session 26 (2026-11-29) BEFORE any ranking change of that session, of the
 * kinds issue 33 names: what a developer types into a docs search box, one to six words (task words such as `move
 * file`, `send password reset email`, `execute stored procedure`; API names as typed, in the library's own spelling:
 * `signOut`, `verifyOTP`, `get_session`, `sign_in_with_password`, `auth.user()`; a few typos: `delet row`,
 * `disconect realtime`; a few short questions). More than half is typed from client library reference pages (every
 * library: JavaScript, Dart, Swift, Python, C#, Kotlin, and the older C# v0, Dart v1 and JavaScript v1) asking for that
 * library's own section; the rest from guides of every area, the CLI and Management API references and the home page.
 * Written from the docs' topics and how developers ask, not by trying queries against the ranking. Each `from` and
 * `expect` page exists in the built site and is no redirect (checked against the build of main); where two pages would
 * answer equally the query names what only one of them answers; no query repeats one of an earlier set or of the
 * guide-topic set (case folded), nor has the words of one with at most one more. Frozen like the others (never edit a
 * case to make the ranking pass, only when its page moves, saying so in the commit); scored apart (UNSEEN_SET_13,
 * `npx tsx scripts/search-relevance.ts --unseen13`), gates nothing but its own floor in e2e/searchRelevance.e2e.ts
 * (HELD_OUT_FLOORS there says where each floor comes from).
 */
const UNSEEN_CASES_13: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Client library references, typed from that library's own pages (JavaScript, Dart, Swift, Python, C#, Kotlin; the older C# v0, Dart v1, JavaScript v1).
  {
    query: 'upload from file input',
    from: '/reference/javascript/storage-from-download',
    expect: '/reference/javascript/storage-from-upload',
    kind: 'task',
  },
  {
    query: 'get public url',
    from: '/reference/javascript/storage-from-upload',
    expect: '/reference/javascript/storage-from-getpublicurl',
    kind: 'task',
  },
  {
    query: 'listen for new rows',
    from: '/reference/javascript/realtime-api',
    expect: '/reference/javascript/subscribe',
    kind: 'task',
  },
  {
    query: 'oauth login',
    from: '/reference/javascript/auth-api',
    expect: '/reference/javascript/auth-signinwithoauth',
    kind: 'task',
  },
  {
    query: 'insert multiple rows',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/insert',
    kind: 'task',
  },
  {
    query: 'signOut',
    from: '/reference/javascript/auth-api',
    expect: '/reference/javascript/auth-signout',
    kind: 'api name',
  },
  {
    query: 'logged in user',
    from: '/reference/javascript/auth-signup',
    expect: '/reference/javascript/auth-getuser',
    kind: 'task',
  },
  {
    query: 'send password reset email',
    from: '/reference/javascript/auth-api',
    expect: '/reference/javascript/auth-resetpasswordforemail',
    kind: 'task',
  },
  {
    query: 'listen to table as a stream',
    from: '/reference/dart/select',
    expect: '/reference/dart/stream',
    kind: 'task',
  },
  {query: 'sign up with email', from: '/reference/dart/auth-api', expect: '/reference/dart/auth-signup', kind: 'task'},
  {
    query: 'verifyOTP',
    from: '/reference/dart/auth-signinwithotp',
    expect: '/reference/dart/auth-verifyotp',
    kind: 'api name',
  },
  {
    query: 'move file',
    from: '/reference/dart/storage-from-upload',
    expect: '/reference/dart/storage-from-move',
    kind: 'task',
  },
  {query: 'delet row', from: '/reference/dart/select', expect: '/reference/dart/delete', kind: 'typo'},
  {
    query: 'signInWithOAuth',
    from: '/reference/swift/auth-api',
    expect: '/reference/swift/auth-signinwithoauth',
    kind: 'api name',
  },
  {
    query: 'download image data',
    from: '/reference/swift/storage-from-upload',
    expect: '/reference/swift/storage-from-download',
    kind: 'task',
  },
  {
    query: 'leave channel',
    from: '/reference/swift/realtime-api',
    expect: '/reference/swift/removechannel',
    kind: 'task',
  },
  {query: 'greater than filter', from: '/reference/swift/select', expect: '/reference/swift/gt', kind: 'task'},
  {
    query: 'get file metadata',
    from: '/reference/swift/storage-from-upload',
    expect: '/reference/swift/storage-from-info',
    kind: 'task',
  },
  {query: 'add new record', from: '/reference/python/select', expect: '/reference/python/insert', kind: 'task'},
  {
    query: 'get_session',
    from: '/reference/python/auth-api',
    expect: '/reference/python/auth-getsession',
    kind: 'api name',
  },
  {
    query: 'sign_in_with_password',
    from: '/reference/python/auth-signup',
    expect: '/reference/python/auth-signinwithpassword',
    kind: 'api name',
  },
  {
    query: 'copy object',
    from: '/reference/python/storage-from-upload',
    expect: '/reference/python/storage-from-copy',
    kind: 'task',
  },
  {query: 'limit rows', from: '/reference/python/select', expect: '/reference/python/limit', kind: 'task'},
  {
    query: 'create public bucket',
    from: '/reference/python/storage-from-upload',
    expect: '/reference/python/storage-createbucket',
    kind: 'task',
  },
  {query: 'update row', from: '/reference/csharp/select', expect: '/reference/csharp/update', kind: 'task'},
  {
    query: 'send invite email',
    from: '/reference/csharp/auth-api',
    expect: '/reference/csharp/auth-admin-inviteuserbyemail',
    kind: 'task',
  },
  {query: 'websearch query', from: '/reference/csharp/select', expect: '/reference/csharp/textsearch', kind: 'task'},
  {
    query: 'resumable upload',
    from: '/reference/csharp/storage-from-upload',
    expect: '/reference/csharp/storage-from-uploadresumable',
    kind: 'task',
  },
  {
    query: 'disconect realtime',
    from: '/reference/csharp/realtime-api',
    expect: '/reference/csharp/realtime-disconnect',
    kind: 'typo',
  },
  {
    query: 'register passkey',
    from: '/reference/kotlin/auth-api',
    expect: '/reference/kotlin/auth-passkey-register',
    kind: 'task',
  },
  {
    query: 'sign in anonymously',
    from: '/reference/kotlin/auth-api',
    expect: '/reference/kotlin/auth-signinanonymously',
    kind: 'task',
  },
  {query: 'execute stored procedure', from: '/reference/kotlin/select', expect: '/reference/kotlin/rpc', kind: 'task'},
  {query: 'fetch single row', from: '/reference/kotlin/select', expect: '/reference/kotlin/single', kind: 'task'},
  {
    query: 'sign in with provider',
    from: '/reference/csharp/v0/auth-api',
    expect: '/reference/csharp/v0/auth-signinwithprovider',
    kind: 'task',
  },
  {query: 'realtime stream', from: '/reference/dart/v1/select', expect: '/reference/dart/v1/stream', kind: 'task'},
  {
    query: 'auth.user()',
    from: '/reference/javascript/v1/auth-api',
    expect: '/reference/javascript/v1/auth-user',
    kind: 'task',
  },
  // Guides of every area: Database, Auth, Storage, Edge Functions, Realtime, AI & Vectors, Platform, self-hosting, GraphQL, Data API, integrations, the CLI guides.
  {
    query: 'delete child rows automatically',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/cascade-deletes',
    kind: 'topic',
  },
  {
    query: 'async http request from postgres',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/pg_net',
    kind: 'task',
  },
  {query: 'create enum', from: '/guides/database/overview', expect: '/guides/database/postgres/enums', kind: 'topic'},
  {
    query: 'customize access token',
    from: '/guides/auth',
    expect: '/guides/auth/auth-hooks/custom-access-token-hook',
    kind: 'task',
  },
  {query: 'captcha on signup', from: '/guides/auth', expect: '/guides/auth/auth-captcha', kind: 'task'},
  {query: 'code verifier', from: '/guides/auth', expect: '/guides/auth/sessions/pkce-flow', kind: 'topic'},
  {query: 'sms otp twilio', from: '/guides/auth', expect: '/guides/auth/phone-login/twilio', kind: 'topic'},
  {
    query: 'resumable uploads tus',
    from: '/guides/storage',
    expect: '/guides/storage/uploads/resumable-uploads',
    kind: 'topic',
  },
  {query: 'purge cdn cache', from: '/guides/storage', expect: '/guides/storage/cdn/purge-cdn-cache', kind: 'task'},
  {query: 'cors headers', from: '/guides/functions', expect: '/guides/functions/cors', kind: 'topic'},
  {query: 'background task', from: '/guides/functions', expect: '/guides/functions/background-tasks', kind: 'topic'},
  {query: 'online users list', from: '/guides/realtime', expect: '/guides/realtime/presence', kind: 'topic'},
  {query: 'realtime error codes', from: '/guides/realtime', expect: '/guides/realtime/error_codes', kind: 'topic'},
  {query: 'hnsw ef_construction', from: '/guides/ai', expect: '/guides/ai/vector-indexes/hnsw-indexes', kind: 'topic'},
  {query: 'custom hostname', from: '/guides/platform', expect: '/guides/platform/custom-domains', kind: 'topic'},
  {query: 'turn off spend cap', from: '/guides/platform', expect: '/guides/platform/spend-cap', kind: 'topic'},
  {
    query: 'self hosted s3 storage',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/self-hosted-s3',
    kind: 'topic',
  },
  {query: 'graphql views', from: '/guides/graphql', expect: '/guides/graphql/views', kind: 'topic'},
  {
    query: 'PGRST204 column not found',
    from: '/guides/api',
    expect: '/guides/api/rest/postgrest-error-codes',
    kind: 'error',
  },
  {query: 'appsmith', from: '/guides/integrations', expect: '/guides/integrations/appsmith', kind: 'topic'},
  {query: 'seed.sql', from: '/guides/cli', expect: '/guides/cli/seeding-your-database', kind: 'task'},
  {query: 'log drain setup', from: '/guides/platform', expect: '/guides/platform/log-drains', kind: 'topic'},
  // The CLI and Management API references.
  {
    query: 'supabase link',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-link',
    kind: 'api name',
  },
  {
    query: 'repair migration history',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-migration-repair',
    kind: 'task',
  },
  {
    query: 'deploy all functions',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-functions-deploy',
    kind: 'task',
  },
  {
    query: 'check table bloat',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-inspect-db-bloat',
    kind: 'task',
  },
  {
    query: 'create project',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-create-a-project',
    kind: 'task',
  },
  {
    query: 'pause my project via api',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-pause-a-project',
    kind: 'task',
  },
  {
    query: 'typescript types endpoint',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-generate-typescript-types',
    kind: 'task',
  },
  {
    query: 'get project api keys',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-get-project-api-keys',
    kind: 'task',
  },
  // From the home page.
  {query: 'how do I backup my database', expect: '/guides/platform/backups', kind: 'question'},
  {query: 'function wall clock limit', expect: '/guides/functions/limits', kind: 'topic'},
  {query: 'beekeeper studio', expect: '/guides/database/beekeeper-studio', kind: 'topic'},
  {query: 'drizzle kit push', expect: '/guides/database/drizzle', kind: 'topic'},
];

/** The fourteenth held-out block (session 26); see UNSEEN_CASES_13. */
export const UNSEEN_SET_13: readonly RelevanceCase[] = UNSEEN_CASES_13.map((c) => ({...c, frozen: true as const}));

/**
 * A fifteenth held-out block, written in session 27 (2026-11-29) BEFORE any ranking change of that session, of the
 * kinds issue 33 names: what a developer types into a docs search box, one to six words (task words such as `order by
 * newest first`, `partition table by date`, `scaffold new function`; API names as typed: `getUserIdentities`,
 * `signInWithIdToken`, `uploadToSignedURL`, `create_signed_url`, `maybeSingle`; typos: `pagnation range`, `full text
 * serch`, `upsrt`, `less then or equal`; error text as pasted: `email_not_confirmed`, `magic link redirects to
 * localhost`; a few short questions). Half is typed from client library reference pages (every library: JavaScript,
 * Dart, Swift, Python, C#, Kotlin, and the older Swift v1 and Kotlin v1) asking for that library's own section; the
 * rest from guides of every area (Database, Auth, Storage, Edge Functions, Realtime, AI & Vectors, Platform,
 * self-hosting, the CLI guides), the CLI and Management API references and the home page. Written from the docs'
 * topics and how developers ask, not by trying queries against the ranking. Each `from` and `expect` page exists in the
 * built site and is no redirect (checked against the build of main); where two pages would answer equally the query
 * names what only one of them answers; no query repeats one of an earlier set or of the guide-topic set (case folded),
 * nor has the words of one with at most one more. Frozen like the others (never edit a case to make the ranking pass,
 * only when its page moves, saying so in the commit); scored apart (UNSEEN_SET_14, `npx tsx
 * scripts/search-relevance.ts --unseen14`), gates nothing but its own floor in e2e/searchRelevance.e2e.ts
 * (HELD_OUT_FLOORS there says where each floor comes from).
 */
const UNSEEN_CASES_14: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // Client library references, typed from that library's own pages (JavaScript, Dart, Swift, Python, C#, Kotlin; the older Swift v1 and Kotlin v1).
  {
    query: 'ignore duplicates on insert',
    from: '/reference/javascript/insert',
    expect: '/reference/javascript/upsert',
    kind: 'task',
  },
  {
    query: 'order by newest first',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/order',
    kind: 'task',
  },
  {
    query: 'detect signed out event',
    from: '/reference/javascript/auth-signup',
    expect: '/reference/javascript/auth-onauthstatechange',
    kind: 'task',
  },
  {
    query: 'delete uploaded file',
    from: '/reference/javascript/storage-from-upload',
    expect: '/reference/javascript/storage-from-remove',
    kind: 'task',
  },
  {
    query: 'invoke function with headers',
    from: '/reference/javascript/auth-api',
    expect: '/reference/javascript/functions-invoke',
    kind: 'task',
  },
  {
    query: 'getUserIdentities',
    from: '/reference/javascript/auth-api',
    expect: '/reference/javascript/auth-getuseridentities',
    kind: 'api name',
  },
  {
    query: 'return rows as csv',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/db-csv',
    kind: 'task',
  },
  {query: 'pagnation range', from: '/reference/javascript/select', expect: '/reference/javascript/range', kind: 'typo'},
  {
    query: 'listen to auth changes',
    from: '/reference/dart/auth-signup',
    expect: '/reference/dart/auth-onauthstatechange',
    kind: 'task',
  },
  {
    query: 'signInWithIdToken',
    from: '/reference/dart/auth-api',
    expect: '/reference/dart/auth-signinwithidtoken',
    kind: 'api name',
  },
  {
    query: 'change user email',
    from: '/reference/dart/auth-api',
    expect: '/reference/dart/auth-updateuser',
    kind: 'task',
  },
  {
    query: 'download file bytes',
    from: '/reference/dart/storage-from-upload',
    expect: '/reference/dart/storage-from-download',
    kind: 'task',
  },
  {query: 'full text serch', from: '/reference/dart/select', expect: '/reference/dart/textsearch', kind: 'typo'},
  {query: 'column is null', from: '/reference/dart/select', expect: '/reference/dart/is', kind: 'task'},
  {
    query: 'sign in with apple id token',
    from: '/reference/swift/auth-api',
    expect: '/reference/swift/auth-signinwithidtoken',
    kind: 'task',
  },
  {
    query: 'uploadToSignedURL',
    from: '/reference/swift/storage-from-upload',
    expect: '/reference/swift/storage-from-uploadtosignedurl',
    kind: 'api name',
  },
  {
    query: 'current session',
    from: '/reference/swift/auth-signup',
    expect: '/reference/swift/auth-getsession',
    kind: 'task',
  },
  {query: 'in list filter', from: '/reference/swift/select', expect: '/reference/swift/in', kind: 'task'},
  {
    query: 'resend signup otp',
    from: '/reference/swift/auth-signup',
    expect: '/reference/swift/auth-resend',
    kind: 'task',
  },
  {
    query: 'verify jwt locally',
    from: '/reference/swift/auth-api',
    expect: '/reference/swift/auth-getclaims',
    kind: 'task',
  },
  {query: 'sign_out', from: '/reference/python/auth-api', expect: '/reference/python/auth-signout', kind: 'api name'},
  {
    query: 'create_signed_url',
    from: '/reference/python/storage-from-upload',
    expect: '/reference/python/storage-from-createsignedurl',
    kind: 'api name',
  },
  {
    query: 'array column contains',
    from: '/reference/python/select',
    expect: '/reference/python/contains',
    kind: 'task',
  },
  {query: 'call database function', from: '/reference/python/select', expect: '/reference/python/rpc', kind: 'task'},
  {
    query: 'exchange auth code',
    from: '/reference/python/auth-api',
    expect: '/reference/python/auth-exchangecodeforsession',
    kind: 'task',
  },
  {
    query: 'sign in with discord',
    from: '/reference/python/auth-api',
    expect: '/reference/python/auth-signinwithoauth',
    kind: 'task',
  },
  {query: 'upsrt', from: '/reference/python/insert', expect: '/reference/python/upsert', kind: 'typo'},
  {
    query: 'verify phone otp',
    from: '/reference/csharp/auth-api',
    expect: '/reference/csharp/auth-verifyotp',
    kind: 'task',
  },
  {query: 'sort by column', from: '/reference/csharp/select', expect: '/reference/csharp/order', kind: 'task'},
  {
    query: 'remove every file in bucket',
    from: '/reference/csharp/storage-from-upload',
    expect: '/reference/csharp/storage-emptybucket',
    kind: 'task',
  },
  {query: 'less then or equal', from: '/reference/csharp/select', expect: '/reference/csharp/lte', kind: 'typo'},
  {
    query: 'public url for image',
    from: '/reference/csharp/storage-from-upload',
    expect: '/reference/csharp/storage-from-getpublicurl',
    kind: 'task',
  },
  {
    query: 'passkey login',
    from: '/reference/kotlin/auth-api',
    expect: '/reference/kotlin/auth-signinwithpasskey',
    kind: 'task',
  },
  {
    query: 'bucket details',
    from: '/reference/kotlin/storage-from-upload',
    expect: '/reference/kotlin/storage-getbucket',
    kind: 'task',
  },
  {
    query: 'query vectors',
    from: '/reference/kotlin/select',
    expect: '/reference/kotlin/storage-vectors-queryvectors',
    kind: 'task',
  },
  {query: 'explain query plan', from: '/reference/kotlin/select', expect: '/reference/kotlin/explain', kind: 'task'},
  {
    query: 'reauthenticate',
    from: '/reference/kotlin/auth-api',
    expect: '/reference/kotlin/auth-reauthentication',
    kind: 'task',
  },
  {
    query: 'assurance level',
    from: '/reference/swift/v1/auth-mfa-api',
    expect: '/reference/swift/v1/auth-mfa-getauthenticatorassurancelevel',
    kind: 'task',
  },
  {
    query: 'move object',
    from: '/reference/swift/v1/storage-from-upload',
    expect: '/reference/swift/v1/storage-from-move',
    kind: 'task',
  },
  {
    query: 'sign in with sso',
    from: '/reference/kotlin/v1/auth-api',
    expect: '/reference/kotlin/v1/auth-signinwithsso',
    kind: 'task',
  },
  {
    query: 'maybeSingle',
    from: '/reference/kotlin/v1/select',
    expect: '/reference/kotlin/v1/maybesingle',
    kind: 'api name',
  },
  // Guides of every area: Database, Auth, Storage, Edge Functions, Realtime, AI & Vectors, Platform, self-hosting, the CLI guides.
  {query: 'jsonb column', from: '/guides/database/overview', expect: '/guides/database/json', kind: 'topic'},
  {
    query: 'partition table by date',
    from: '/guides/database/overview',
    expect: '/guides/database/partitions',
    kind: 'task',
  },
  {
    query: 'pg_hashids short ids',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/pg_hashids',
    kind: 'topic',
  },
  {
    query: 'trigger function on insert',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/triggers',
    kind: 'task',
  },
  {
    query: 'event trigger ddl',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/event-triggers',
    kind: 'topic',
  },
  {
    query: 'magic link redirects to localhost',
    from: '/guides/auth',
    expect: '/guides/auth/redirect-urls',
    kind: 'error',
  },
  {query: 'haveibeenpwned', from: '/guides/auth', expect: '/guides/auth/password-security', kind: 'topic'},
  {
    query: 'block signups from a domain',
    from: '/guides/auth',
    expect: '/guides/auth/auth-hooks/before-user-created-hook',
    kind: 'task',
  },
  {query: 'email_not_confirmed', from: '/guides/auth', expect: '/guides/auth/debugging/error-codes', kind: 'error'},
  {
    query: 'image resize',
    from: '/guides/storage',
    expect: '/guides/storage/serving/image-transformations',
    kind: 'task',
  },
  {
    query: 'who owns uploaded object',
    from: '/guides/storage',
    expect: '/guides/storage/security/ownership',
    kind: 'question',
  },
  {query: 'cdn cache hit rate', from: '/guides/storage', expect: '/guides/storage/cdn/metrics', kind: 'topic'},
  {query: 'deno.json imports', from: '/guides/functions', expect: '/guides/functions/import-maps', kind: 'topic'},
  {query: 'websocket server', from: '/guides/functions', expect: '/guides/functions/websockets', kind: 'topic'},
  {
    query: 'stripe webhook signature',
    from: '/guides/functions',
    expect: '/guides/functions/examples/stripe-webhooks',
    kind: 'task',
  },
  {query: 'realtime rls on messages', from: '/guides/realtime', expect: '/guides/realtime/authorization', kind: 'task'},
  {query: 'phoenix protocol messages', from: '/guides/realtime', expect: '/guides/realtime/protocol', kind: 'topic'},
  {query: 'face similarity', from: '/guides/ai', expect: '/guides/ai/quickstarts/face-similarity', kind: 'topic'},
  {query: 'hybrid search rrf', from: '/guides/ai', expect: '/guides/ai/hybrid-search', kind: 'topic'},
  {
    query: 'image search clip',
    from: '/guides/ai',
    expect: '/guides/ai/examples/image-search-openai-clip',
    kind: 'topic',
  },
  {query: 'ipv4 add-on', from: '/guides/platform', expect: '/guides/platform/ipv4-address', kind: 'topic'},
  {
    query: 'private connection from aws vpc',
    from: '/guides/platform',
    expect: '/guides/platform/privatelink',
    kind: 'task',
  },
  {query: 'swap usage high', from: '/guides/platform', expect: '/guides/platform/exhaust-swap', kind: 'topic'},
  {
    query: 'org audit logs',
    from: '/guides/platform',
    expect: '/guides/platform/security/platform-audit-logs',
    kind: 'topic',
  },
  {
    query: 'caddy certificate self hosted',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/self-hosted-proxy-https',
    kind: 'task',
  },
  {
    query: 'restore platform backup to self hosted',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/restore-from-platform',
    kind: 'task',
  },
  {
    query: 'staging and production environments',
    from: '/guides/cli',
    expect: '/guides/cli/managing-environments',
    kind: 'topic',
  },
  {
    query: 'generate types github action',
    from: '/guides/cli',
    expect: '/guides/cli/github-action/generating-types',
    kind: 'task',
  },
  {query: 'pgtap test helpers', from: '/guides/cli', expect: '/guides/cli/advanced-pgtap-testing', kind: 'topic'},
  // The CLI and Management API references.
  {
    query: 'db dump data only',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-db-dump',
    kind: 'task',
  },
  {
    query: 'scaffold new function',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-functions-new',
    kind: 'task',
  },
  {
    query: 'list storage objects',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-storage-ls',
    kind: 'task',
  },
  {
    query: 'unset secret',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-secrets-unset',
    kind: 'task',
  },
  {
    query: 'list all projects',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-list-all-projects',
    kind: 'task',
  },
  {
    query: 'change smtp settings via api',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-update-auth-service-config',
    kind: 'task',
  },
  {
    query: 'delete edge function',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-delete-a-function',
    kind: 'task',
  },
  {
    query: 'create branch api',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-create-a-branch',
    kind: 'task',
  },
  // From the home page.
  {query: 'postgis nearby points', expect: '/guides/database/extensions/postgis', kind: 'task'},
  {
    query: 'migrate users from firebase auth',
    expect: '/guides/resources/migrating-to-supabase/firebase-auth',
    kind: 'task',
  },
  {query: 'soc 2 type 2 report', expect: '/guides/platform/security/soc-2-compliance', kind: 'topic'},
  {query: 'how do I rotate the jwt secret', expect: '/guides/auth/signing-keys', kind: 'question'},
];

/** The fifteenth held-out block (session 27); see UNSEEN_CASES_14. */
export const UNSEEN_SET_14: readonly RelevanceCase[] = UNSEEN_CASES_14.map((c) => ({...c, frozen: true as const}));

/**
 * A sixteenth held-out block, written in session 28 (2026-11-29) BEFORE any ranking change of that session, of the
 * kinds issue 33 names: questions as asked in issues and forums (`how do I get the logged in user`, `policy using vs
 * with check`), error text as pasted (`Auth session missing`, `546 WORKER_LIMIT`, `refresh_token_not_found`,
 * `BucketAlreadyExists`), task phrasing (`fail if update hits too many rows`, `keep running after response sent`,
 * `give project to a client org`), API names as typed (`createSignedUploadUrl`, `getSSOSignInUrl`, `sign_in_anonymously`,
 * `importAuthToken`, `selectAsFlow`, `SupabaseVectorStore`), typos (`case insensitve match`, `not eqaul`, `greater
 * then`, `hnsw or ivflat`) and everyday words that differ from the docs' (`log user out of app`, `login with email and
 * password`, `register new user`, `remove bucket`). Half is typed from client library reference pages (every library:
 * JavaScript, Dart, Swift, Python, C#, Kotlin, and the older JavaScript v1, Dart v1, C# v0 and Kotlin v2) asking for
 * that library's own section; the rest from guides of every area (Database, Auth, Storage, Edge Functions, Realtime,
 * AI & Vectors, Platform, self-hosting, the CLI guides), the CLI and Management API references and the home page.
 * Written from the docs' topics and how developers ask, not by trying queries against the ranking. Each `from` and
 * `expect` page exists in the built site and is no redirect (checked against the build of main); where two pages would
 * answer equally the query names what only one of them answers; no query repeats one of an earlier set or of the
 * guide-topic set (case folded), nor has the words of one with at most one more (or one fewer). Frozen like the others
 * (never edit a case to make the ranking pass, only when its page moves, saying so in the commit); scored apart
 * (UNSEEN_SET_15, `npx tsx scripts/search-relevance.ts --unseen15`), gates nothing but its own floor in
 * e2e/searchRelevance.e2e.ts (HELD_OUT_FLOORS there says where each floor comes from).
 */
const UNSEEN_CASES_15: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // JavaScript
  {
    query: 'how do I get the logged in user',
    from: '/reference/javascript/auth-signup',
    expect: '/reference/javascript/auth-getuser',
    kind: 'question',
  },
  {
    query: 'cancel query after timeout',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/db-abortsignal',
    kind: 'task',
  },
  {
    query: 'leave channel on unmount',
    from: '/reference/javascript/subscribe',
    expect: '/reference/javascript/removechannel',
    kind: 'task',
  },
  {
    query: 'does object exist in bucket',
    from: '/reference/javascript/storage-from-upload',
    expect: '/reference/javascript/storage-from-exists',
    kind: 'task',
  },
  {
    query: 'createSignedUploadUrl',
    from: '/reference/javascript/storage-from-upload',
    expect: '/reference/javascript/storage-from-createsigneduploadurl',
    kind: 'api name',
  },
  {
    query: 'guest user without email',
    from: '/reference/javascript/auth-signup',
    expect: '/reference/javascript/auth-signinanonymously',
    kind: 'task',
  },
  {
    query: 'case insensitve match',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/ilike',
    kind: 'typo',
  },
  {
    query: 'fail if update hits too many rows',
    from: '/reference/javascript/update',
    expect: '/reference/javascript/db-maxaffected',
    kind: 'task',
  },
  // Dart
  {query: 'stream table rows', from: '/reference/dart/select', expect: '/reference/dart/stream', kind: 'task'},
  {
    query: 'log user out of app',
    from: '/reference/dart/auth-signup',
    expect: '/reference/dart/auth-signout',
    kind: 'synonym',
  },
  {
    query: 'refreshSession',
    from: '/reference/dart/auth-api',
    expect: '/reference/dart/auth-refreshsession',
    kind: 'api name',
  },
  {
    query: 'folder contents',
    from: '/reference/dart/storage-from-upload',
    expect: '/reference/dart/storage-from-list',
    kind: 'task',
  },
  {query: 'not eqaul', from: '/reference/dart/select', expect: '/reference/dart/neq', kind: 'typo'},
  {
    query: 'getSSOSignInUrl',
    from: '/reference/dart/auth-api',
    expect: '/reference/dart/auth-getssosigninurl',
    kind: 'api name',
  },
  // Swift
  {
    query: 'call edge function from ios',
    from: '/reference/swift/auth-api',
    expect: '/reference/swift/functions-invoke',
    kind: 'task',
  },
  {
    query: 'getPublicURL',
    from: '/reference/swift/storage-from-upload',
    expect: '/reference/swift/storage-from-getpublicurl',
    kind: 'api name',
  },
  {
    query: 'connect google account to existing user',
    from: '/reference/swift/auth-api',
    expect: '/reference/swift/auth-linkidentity',
    kind: 'task',
  },
  {
    query: 'set up authenticator app',
    from: '/reference/swift/auth-mfa-api',
    expect: '/reference/swift/auth-mfa-enroll',
    kind: 'task',
  },
  {query: 'regex filter', from: '/reference/swift/select', expect: '/reference/swift/regexmatch', kind: 'task'},
  {
    query: 'send broadcast without subscribing',
    from: '/reference/swift/subscribe',
    expect: '/reference/swift/httpsend',
    kind: 'task',
  },
  // Python
  {query: 'get_user', from: '/reference/python/auth-api', expect: '/reference/python/auth-getuser', kind: 'api name'},
  {
    query: 'sign_in_anonymously',
    from: '/reference/python/auth-api',
    expect: '/reference/python/auth-signinanonymously',
    kind: 'api name',
  },
  {
    query: 'delete rows matching filter',
    from: '/reference/python/select',
    expect: '/reference/python/delete',
    kind: 'task',
  },
  {query: 'top 5 results', from: '/reference/python/select', expect: '/reference/python/limit', kind: 'task'},
  {
    query: 'duplicate file to another path',
    from: '/reference/python/storage-from-upload',
    expect: '/reference/python/storage-from-copy',
    kind: 'task',
  },
  {
    query: 'use tokens from frontend',
    from: '/reference/python/auth-api',
    expect: '/reference/python/auth-setsession',
    kind: 'task',
  },
  {query: 'greater then', from: '/reference/python/select', expect: '/reference/python/gt', kind: 'typo'},
  // C#
  {
    query: 'login with email and password',
    from: '/reference/csharp/auth-api',
    expect: '/reference/csharp/auth-signinwithpassword',
    kind: 'synonym',
  },
  {
    query: 'upload big file in chunks',
    from: '/reference/csharp/storage-from-upload',
    expect: '/reference/csharp/storage-from-uploadresumable',
    kind: 'task',
  },
  {query: 'fetch exactly one row', from: '/reference/csharp/select', expect: '/reference/csharp/single', kind: 'task'},
  {
    query: 'change password of current user',
    from: '/reference/csharp/auth-api',
    expect: '/reference/csharp/auth-updateuser',
    kind: 'task',
  },
  {
    query: 'ResetPasswordForEmail',
    from: '/reference/csharp/auth-api',
    expect: '/reference/csharp/auth-resetpasswordforemail',
    kind: 'api name',
  },
  // Kotlin
  {
    query: 'register new user',
    from: '/reference/kotlin/auth-api',
    expect: '/reference/kotlin/auth-signup',
    kind: 'synonym',
  },
  {
    query: 'importAuthToken',
    from: '/reference/kotlin/auth-api',
    expect: '/reference/kotlin/auth-setauth',
    kind: 'api name',
  },
  {query: 'selectAsFlow', from: '/reference/kotlin/select', expect: '/reference/kotlin/stream', kind: 'api name'},
  {
    query: 'pass arguments to postgres function',
    from: '/reference/kotlin/select',
    expect: '/reference/kotlin/rpc',
    kind: 'task',
  },
  {
    query: 'keep session refreshed in background',
    from: '/reference/kotlin/auth-api',
    expect: '/reference/kotlin/auth-startautorefresh',
    kind: 'task',
  },
  {query: 'wildcard pattern', from: '/reference/kotlin/select', expect: '/reference/kotlin/like', kind: 'task'},
  // Older versions
  {
    query: 'auth.signIn',
    from: '/reference/javascript/v1/auth-api',
    expect: '/reference/javascript/v1/auth-signin',
    kind: 'api name',
  },
  {
    query: 'remove bucket',
    from: '/reference/dart/v1/storage-from-upload',
    expect: '/reference/dart/v1/storage-deletebucket',
    kind: 'synonym',
  },
  {
    query: 'sign in with github',
    from: '/reference/csharp/v0/auth-api',
    expect: '/reference/csharp/v0/auth-signinwithprovider',
    kind: 'task',
  },
  {
    query: 'linked identities',
    from: '/reference/kotlin/v2/auth-api',
    expect: '/reference/kotlin/v2/auth-getuseridentities',
    kind: 'task',
  },
  // Guides: Database
  {
    query: 'set timeout for role',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/timeouts',
    kind: 'task',
  },
  {
    query: 'add value to enum',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/enums',
    kind: 'task',
  },
  {
    query: 'store api keys encrypted in postgres',
    from: '/guides/database/overview',
    expect: '/guides/database/vault',
    kind: 'task',
  },
  {
    query: 'latest row per user',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/first-row-in-group',
    kind: 'task',
  },
  {
    query: 'hide column from anon',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/column-level-security',
    kind: 'task',
  },
  {
    query: 'pg_repack table bloat',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/pg_repack',
    kind: 'topic',
  },
  // Auth
  {query: 'log out from all devices', from: '/guides/auth', expect: '/guides/auth/signout', kind: 'task'},
  {query: 'stop bots signing up', from: '/guides/auth', expect: '/guides/auth/auth-captcha', kind: 'task'},
  {
    query: 'Auth session missing',
    from: '/guides/auth',
    expect: '/guides/auth/server-side/advanced-guide',
    kind: 'error',
  },
  {query: 'log in with phone number', from: '/guides/auth', expect: '/guides/auth/phone-login', kind: 'synonym'},
  {
    query: 'merge accounts with same email',
    from: '/guides/auth',
    expect: '/guides/auth/auth-identity-linking',
    kind: 'question',
  },
  {query: 'refresh_token_not_found', from: '/guides/auth', expect: '/guides/auth/debugging/error-codes', kind: 'error'},
  // Storage
  {
    query: 'increase upload size limit',
    from: '/guides/storage',
    expect: '/guides/storage/uploads/file-limits',
    kind: 'task',
  },
  {query: 's3 acess key id', from: '/guides/storage', expect: '/guides/storage/s3/authentication', kind: 'typo'},
  {
    query: 'delete whole folder',
    from: '/guides/storage',
    expect: '/guides/storage/management/delete-objects',
    kind: 'task',
  },
  {
    query: 'BucketAlreadyExists',
    from: '/guides/storage',
    expect: '/guides/storage/debugging/error-codes',
    kind: 'error',
  },
  // Edge Functions
  {query: 'cors preflight error', from: '/guides/functions', expect: '/guides/functions/cors', kind: 'error'},
  {
    query: 'keep running after response sent',
    from: '/guides/functions',
    expect: '/guides/functions/background-tasks',
    kind: 'task',
  },
  {query: '546 WORKER_LIMIT', from: '/guides/functions', expect: '/guides/functions/status-codes', kind: 'error'},
  {
    query: 'nightly job edge function',
    from: '/guides/functions',
    expect: '/guides/functions/schedule-functions',
    kind: 'task',
  },
  // Realtime
  {query: 'presence sync event', from: '/guides/realtime', expect: '/guides/realtime/presence', kind: 'task'},
  {
    query: 'subscribe to DELETE events',
    from: '/guides/realtime',
    expect: '/guides/realtime/postgres-changes',
    kind: 'task',
  },
  // AI
  {query: 'hnsw or ivflat', from: '/guides/ai', expect: '/guides/ai/vector-indexes', kind: 'typo'},
  {query: 'SupabaseVectorStore', from: '/guides/ai', expect: '/guides/ai/langchain', kind: 'api name'},
  {
    query: 'rag only documents user can see',
    from: '/guides/ai',
    expect: '/guides/ai/rag-with-permissions',
    kind: 'task',
  },
  // Platform
  {
    query: 'postgress upgrade downtime',
    from: '/guides/platform',
    expect: '/guides/platform/migrating-and-upgrading-projects',
    kind: 'typo',
  },
  {
    query: 'use my own domain for api',
    from: '/guides/platform',
    expect: '/guides/platform/custom-domains',
    kind: 'task',
  },
  {
    query: 'give project to a client org',
    from: '/guides/platform',
    expect: '/guides/platform/project-transfer',
    kind: 'task',
  },
  // Self-hosting
  {
    query: 'store files on minio self hosted',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/self-hosted-s3',
    kind: 'task',
  },
  {
    query: 'change dashboard password docker',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/docker',
    kind: 'task',
  },
  // Local dev / CLI guides
  {
    query: 'load test data into local db',
    from: '/guides/cli',
    expect: '/guides/cli/seeding-your-database',
    kind: 'task',
  },
  {query: 'change local api port', from: '/guides/cli', expect: '/guides/cli/config', kind: 'task'},
  {
    query: 'static check of sql functions',
    from: '/guides/cli',
    expect: '/guides/cli/testing-and-linting',
    kind: 'task',
  },
  // CLI and Management API
  {
    query: 'connect cli to remote project',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-link',
    kind: 'task',
  },
  {
    query: 'wipe local db',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-db-reset',
    kind: 'task',
  },
  {
    query: 'squash migrations',
    from: '/reference/cli/introduction',
    expect: '/reference/cli/supabase-migration-squash',
    kind: 'task',
  },
  {
    query: 'execute sql over http',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-run-a-query',
    kind: 'task',
  },
  {
    query: 'pause project endpoint',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-pause-a-project',
    kind: 'task',
  },
  {
    query: 'fetch anon key via api',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-get-project-api-keys',
    kind: 'task',
  },
  // Home
  {query: 'mcp server for cursor', expect: '/guides/getting-started/mcp', kind: 'task'},
  {query: 'edge function pricing', expect: '/guides/functions/pricing', kind: 'topic'},
  {query: 'egress overage cost', expect: '/guides/platform/manage-your-usage/egress', kind: 'topic'},
  {query: 'policy using vs with check', expect: '/guides/database/postgres/row-level-security', kind: 'question'},
];

/** The sixteenth held-out block (session 28); see UNSEEN_CASES_15. */
export const UNSEEN_SET_15: readonly RelevanceCase[] = UNSEEN_CASES_15.map((c) => ({...c, frozen: true as const}));

/**
 * A seventeenth held-out block, written in session 29 (2026-11-29) BEFORE any ranking change of that session and
 * without trying its queries against any ranking, of the kinds issue 33 names: long questions as asked in issues and
 * forums (`how do i let people sign up with their google account`, `who can read rows when rls is on but there are no
 * policies`, `how do i go to the home screen after the user logs in`), error text as pasted (`Tenant or user not
 * found`, `PGRST200`, `flow_state_expired`, `InvalidBucketName`, `MessagePerSecondRateLimitReached`,
 * `AuthWeakPasswordError`, `DecodingError when selecting rows`; each checked against the platform's sources or its
 * client library), task phrasing (`change the sender name on auth emails`, `apply pending migrations to the local
 * database`), API names as typed (`textSearch`, `create_signed_urls`, `sign_in_with_otp`, `SignIn(email, password)`,
 * `decodeList`, `auth.session()`, `match_documents function`), typos (`maybeSingel`, `upsret on conflict`, `realtime
 * chanel subscribe`, `postgrse triggers`) and everyday words that differ from the docs' (`force a user to log out as
 * admin`, `remove a row`, `get rid of a row`, `delete several files at once`, `user gets logged out after an hour`).
 * Nearly half is typed from client library reference pages (every library: JavaScript, Dart, Swift, Python, C#,
 * Kotlin, and the older JavaScript v1, Dart v1, C# v0 and Kotlin v2) asking for that library's own section; the rest
 * from guides of every area (Database, Auth, Storage, Edge Functions, Realtime, AI & Vectors, Platform, self-hosting,
 * the CLI guides), the CLI and Management API references and the home page. Each `from` and `expect` page exists in
 * the built site and is no redirect (checked against the build of main); no query repeats one of an earlier set or of
 * the guide-topic set (case folded), nor has the words of one with at most one more (or one fewer). Frozen like the
 * others (never edit a case to make the ranking pass, only when its page moves, saying so in the commit); scored
 * apart (UNSEEN_SET_16, `npx tsx scripts/search-relevance.ts --unseen16`), gates nothing but its own floor in
 * e2e/searchRelevance.e2e.ts (HELD_OUT_FLOORS there says where each floor comes from).
 */
const UNSEEN_CASES_16: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // JavaScript
  {
    query: 'textSearch',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/textsearch',
    kind: 'api name',
  },
  {
    query: 'why does upsert create duplicates instead of updating',
    from: '/reference/javascript/insert',
    expect: '/reference/javascript/upsert',
    kind: 'question',
  },
  {
    query: 'use my own jwt for realtime',
    from: '/reference/javascript/subscribe',
    expect: '/reference/javascript/realtime-setauth',
    kind: 'task',
  },
  {
    query: 'signUp returns user but session is null',
    from: '/reference/javascript/auth-signinwithpassword',
    expect: '/reference/javascript/auth-signup',
    kind: 'question',
  },
  {
    query: 'invoke an edge function with the GET method',
    from: '/reference/javascript/rpc',
    expect: '/reference/javascript/functions-invoke',
    kind: 'task',
  },
  {
    query: 'maybeSingel',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/maybesingle',
    kind: 'typo',
  },
  {
    query: 'force a user to log out as admin',
    from: '/reference/javascript/auth-admin-listusers',
    expect: '/reference/javascript/auth-admin-signout',
    kind: 'synonym',
  },
  {
    query: 'auth.session()',
    from: '/reference/javascript/v1/auth-signin',
    expect: '/reference/javascript/v1/auth-session',
    kind: 'api name',
  },
  // Dart
  {
    query: 'how do i go to the home screen after the user logs in',
    from: '/reference/dart/auth-signinwithpassword',
    expect: '/reference/dart/auth-onauthstatechange',
    kind: 'question',
  },
  {
    query: 'initialize supabase in main.dart',
    from: '/reference/dart/select',
    expect: '/reference/dart/initializing',
    kind: 'task',
  },
  {
    query: 'signInWithOAuth redirectTo deep link',
    from: '/reference/dart/auth-signup',
    expect: '/reference/dart/auth-signinwithoauth',
    kind: 'api name',
  },
  {
    query: 'how do i call an edge function from my flutter app',
    from: '/reference/dart/select',
    expect: '/reference/dart/functions-invoke',
    kind: 'question',
  },
  {
    query: 'stream only rows that match a filter',
    from: '/reference/dart/insert',
    expect: '/reference/dart/stream',
    kind: 'task',
  },
  {
    query: 'supabase_flutter v1 send magic link',
    from: '/reference/dart/v1/auth-signup',
    expect: '/reference/dart/v1/auth-signinwithotp',
    kind: 'task',
  },
  // Swift
  {
    query: 'how do i sign in with apple on ios',
    from: '/reference/swift/auth-signup',
    expect: '/reference/swift/auth-signinwithidtoken',
    kind: 'question',
  },
  {
    query: 'decode rows into a codable struct',
    from: '/reference/swift/insert',
    expect: '/reference/swift/select',
    kind: 'task',
  },
  {
    query: 'upload image data from the photo picker',
    from: '/reference/swift/storage-listbuckets',
    expect: '/reference/swift/storage-from-upload',
    kind: 'task',
  },
  {
    query: 'send a message to the other clients in the room',
    from: '/reference/swift/subscribe',
    expect: '/reference/swift/broadcastmessage',
    kind: 'task',
  },
  {
    query: 'mfa enroll totp qr code',
    from: '/reference/swift/auth-signup',
    expect: '/reference/swift/auth-mfa-enroll',
    kind: 'task',
  },
  {query: 'remove a row', from: '/reference/swift/insert', expect: '/reference/swift/delete', kind: 'synonym'},
  {
    query: 'DecodingError when selecting rows',
    from: '/reference/swift/single',
    expect: '/reference/swift/select',
    kind: 'error',
  },
  // Python
  {
    query: 'how do i get the user from a jwt in python',
    from: '/reference/python/select',
    expect: '/reference/python/auth-getuser',
    kind: 'question',
  },
  {
    query: 'insert many rows at once',
    from: '/reference/python/select',
    expect: '/reference/python/insert',
    kind: 'task',
  },
  {query: 'async client', from: '/reference/python/select', expect: '/reference/python/initializing', kind: 'topic'},
  {
    query: 'create_signed_urls',
    from: '/reference/python/storage-from-upload',
    expect: '/reference/python/storage-from-createsignedurls',
    kind: 'api name',
  },
  {
    query: 'sign_in_with_otp',
    from: '/reference/python/auth-signup',
    expect: '/reference/python/auth-signinwithotp',
    kind: 'api name',
  },
  {
    query: 'order by created_at desc',
    from: '/reference/python/select',
    expect: '/reference/python/order',
    kind: 'task',
  },
  {query: 'upsret on conflict', from: '/reference/python/insert', expect: '/reference/python/upsert', kind: 'typo'},
  {
    query: 'AuthWeakPasswordError',
    from: '/reference/python/auth-signinwithpassword',
    expect: '/reference/python/auth-signup',
    kind: 'error',
  },
  // C#
  {
    query: 'SignIn(email, password)',
    from: '/reference/csharp/auth-signup',
    expect: '/reference/csharp/auth-signinwithpassword',
    kind: 'api name',
  },
  {
    query: 'how do i listen for new inserts on a table',
    from: '/reference/csharp/select',
    expect: '/reference/csharp/subscribe',
    kind: 'question',
  },
  {
    query: 'Rpc parameters dictionary',
    from: '/reference/csharp/select',
    expect: '/reference/csharp/rpc',
    kind: 'api name',
  },
  {query: 'get rid of a row', from: '/reference/csharp/insert', expect: '/reference/csharp/delete', kind: 'synonym'},
  {
    query: 'send magic link in gotrue-csharp',
    from: '/reference/csharp/v0/auth-signup',
    expect: '/reference/csharp/v0/auth-signin',
    kind: 'task',
  },
  // Kotlin
  {query: 'decodeList', from: '/reference/kotlin/insert', expect: '/reference/kotlin/select', kind: 'api name'},
  {
    query: 'install the auth plugin when creating the client',
    from: '/reference/kotlin/select',
    expect: '/reference/kotlin/initializing',
    kind: 'task',
  },
  {
    query: 'delete several files at once',
    from: '/reference/kotlin/storage-from-upload',
    expect: '/reference/kotlin/storage-from-remove',
    kind: 'synonym',
  },
  {
    query: 'realtime chanel subscribe',
    from: '/reference/kotlin/select',
    expect: '/reference/kotlin/subscribe',
    kind: 'typo',
  },
  {
    query: 'how do i log in with email and password in supabase-kt 2',
    from: '/reference/kotlin/v2/auth-signup',
    expect: '/reference/kotlin/v2/auth-signinwithpassword',
    kind: 'question',
  },
  // Database
  {
    query: 'Tenant or user not found',
    from: '/guides/database/overview',
    expect: '/guides/database/troubleshooting',
    kind: 'error',
  },
  {query: 'PGRST200', from: '/guides/api', expect: '/guides/api/rest/postgrest-error-codes', kind: 'error'},
  {
    query: 'how do i join two tables in one query',
    from: '/guides/database/tables',
    expect: '/guides/database/joins-and-nesting',
    kind: 'question',
  },
  {
    query: 'who can read rows when rls is on but there are no policies',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/row-level-security',
    kind: 'question',
  },
  {
    query: 'how do i give a user the admin role in my app',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/custom-claims-and-role-based-access-control-rbac',
    kind: 'question',
  },
  {query: 'jsonb vs json column', from: '/guides/database/tables', expect: '/guides/database/json', kind: 'question'},
  {
    query: 'postgrse triggers',
    from: '/guides/database/overview',
    expect: '/guides/database/postgres/triggers',
    kind: 'typo',
  },
  // Auth
  {
    query: 'how do i let people sign up with their google account',
    from: '/guides/auth',
    expect: '/guides/auth/social-login/auth-google',
    kind: 'question',
  },
  {query: 'flow_state_expired', from: '/guides/auth', expect: '/guides/auth/debugging/error-codes', kind: 'error'},
  {
    query: 'user gets logged out after an hour',
    from: '/guides/auth',
    expect: '/guides/auth/sessions',
    kind: 'question',
  },
  {
    query: 'change the sender name on auth emails',
    from: '/guides/auth',
    expect: '/guides/auth/auth-smtp',
    kind: 'task',
  },
  {
    query: 'protect a next.js page so only logged in users can see it',
    from: '/guides/auth',
    expect: '/guides/auth/server-side/nextjs',
    kind: 'task',
  },
  {
    query: 'what claims are inside the access token',
    from: '/guides/auth/sessions',
    expect: '/guides/auth/jwt-fields',
    kind: 'question',
  },
  // Storage
  {
    query: 'how do i let users upload only to their own folder',
    from: '/guides/storage/quickstart',
    expect: '/guides/storage/security/access-control',
    kind: 'question',
  },
  {
    query: 'serve webp automatically',
    from: '/guides/storage/quickstart',
    expect: '/guides/storage/serving/image-transformations',
    kind: 'task',
  },
  {
    query: 'maximum file size for uploads on the free plan',
    from: '/guides/storage/quickstart',
    expect: '/guides/storage/uploads/file-limits',
    kind: 'question',
  },
  {
    query: 'what is a bucket',
    from: '/guides/storage/quickstart',
    expect: '/guides/storage/buckets/fundamentals',
    kind: 'question',
  },
  {
    query: 'InvalidBucketName',
    from: '/guides/storage/quickstart',
    expect: '/guides/storage/debugging/error-codes',
    kind: 'error',
  },
  // Edge Functions
  {
    query: 'how do i return a custom error status from an edge function',
    from: '/guides/functions',
    expect: '/guides/functions/error-handling',
    kind: 'question',
  },
  {
    query: 'load secrets from a .env file when serving locally',
    from: '/guides/functions',
    expect: '/guides/functions/secrets',
    kind: 'task',
  },
  {
    query: 'what is the max memory of an edge function',
    from: '/guides/functions',
    expect: '/guides/functions/limits',
    kind: 'question',
  },
  {
    query: 'generate images with amazon bedrock in a function',
    from: '/guides/functions',
    expect: '/guides/functions/examples/amazon-bedrock-image-generator',
    kind: 'task',
  },
  // Realtime
  {query: 'presence leave event', from: '/guides/realtime', expect: '/guides/realtime/presence', kind: 'topic'},
  {
    query: 'listen to one row by its id',
    from: '/guides/realtime',
    expect: '/guides/realtime/postgres-changes',
    kind: 'task',
  },
  {
    query: 'MessagePerSecondRateLimitReached',
    from: '/guides/realtime/broadcast',
    expect: '/guides/realtime/error_codes',
    kind: 'error',
  },
  // AI & Vectors
  {
    query: 'how do i keep embeddings updated when rows change',
    from: '/guides/ai',
    expect: '/guides/ai/automatic-embeddings',
    kind: 'question',
  },
  {query: 'match_documents function', from: '/guides/ai', expect: '/guides/ai/vector-columns', kind: 'api name'},
  {query: 'what is an embedding', from: '/guides/ai', expect: '/guides/ai/concepts', kind: 'question'},
  // Platform
  {
    query: 'how far behind is my read replica',
    from: '/guides/platform',
    expect: '/guides/platform/read-replicas',
    kind: 'question',
  },
  {
    query: 'how do i get an ipv4 address for my database',
    from: '/guides/platform',
    expect: '/guides/platform/ipv4-address',
    kind: 'question',
  },
  {
    query: 'api.mycompany.com instead of supabase.co',
    from: '/guides/platform',
    expect: '/guides/platform/custom-domains',
    kind: 'task',
  },
  // Self-hosting
  {
    query: 'change the postgres password in docker compose',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/docker',
    kind: 'task',
  },
  {
    query: 'self hosted logflare config',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/analytics/config',
    kind: 'topic',
  },
  // CLI guides
  {
    query: 'edit auth email templates locally',
    from: '/guides/cli/getting-started',
    expect: '/guides/cli/customizing-email-templates',
    kind: 'task',
  },
  {
    query: 'where do migration files go',
    from: '/guides/cli/getting-started',
    expect: '/guides/cli/database-migrations',
    kind: 'question',
  },
  // CLI reference
  {
    query: 'apply pending migrations to the local database',
    from: '/reference/cli/supabase-db-reset',
    expect: '/reference/cli/supabase-migration-up',
    kind: 'task',
  },
  {
    query: 'delete a preview branch from the terminal',
    from: '/reference/cli/supabase-branches-list',
    expect: '/reference/cli/supabase-branches-delete',
    kind: 'task',
  },
  {
    query: 'what queries are holding locks',
    from: '/reference/cli/supabase-inspect-db-outliers',
    expect: '/reference/cli/supabase-inspect-db-locks',
    kind: 'question',
  },
  // Management API
  {
    query: 'list backups api',
    from: '/reference/api/v1-list-all-projects',
    expect: '/reference/api/v1-list-all-backups',
    kind: 'task',
  },
  {
    query: 'apply a migration over http',
    from: '/reference/api/v1-run-a-query',
    expect: '/reference/api/v1-apply-a-migration',
    kind: 'task',
  },
  {
    query: 'check if all services are up via the api',
    from: '/reference/api/v1-get-project',
    expect: '/reference/api/v1-get-services-health',
    kind: 'task',
  },
  // Home
  {query: 'nextjs quickstart', expect: '/guides/getting-started/quickstarts/nextjs', kind: 'title'},
  {
    query: 'how do i connect to my database from my laptop',
    expect: '/guides/database/connecting-to-postgres',
    kind: 'question',
  },
  {query: 'user management app with react', expect: '/guides/getting-started/tutorials/with-react', kind: 'task'},
  {query: 'write sql against my logs', expect: '/guides/analytics/logs-explorer', kind: 'task'},
];

/** The seventeenth held-out block (session 29); see UNSEEN_CASES_16. */
export const UNSEEN_SET_16: readonly RelevanceCase[] = UNSEEN_CASES_16.map((c) => ({...c, frozen: true as const}));

/**
 * An eighteenth held-out block, written in session 30 (2026-11-29) BEFORE any ranking change of that session and
 * without trying its queries against any ranking (only its pages were checked), for the ranking helper's change to be
 * measured on. Of the kinds issue 33 names: long questions as asked in issues and forums (`how does a third party app
 * get tokens from my oauth server`, `why am i paying for compute when nobody uses my project`, `verify the six digit
 * code the user got by email`), error text as pasted (`Cannot coerce the result to a single JSON object`,
 * `same_password`, `EntityTooLarge`, `BOOT_ERROR function failed to start`, `ConnectionRateLimitReached`; each
 * checked against the Auth, Storage and Realtime servers' error codes or the text developers paste from PostgREST and
 * the Edge runtime, and named on the page that explains it), task phrasing (`wipe every file in a bucket but keep
 * the bucket`, `send a forgot password email with supabase-py`), short docs-box queries (`disable retries`, `iceberg
 * bucket`, `nuxt quickstart`, `google one tap`), API names as typed (`stripNulls`, `signInAnonymously`,
 * `on_auth_state_change`, `refreshCurrentSession`, `supabase.auth.admin.deleteUser`), typos (`resend the confirmaton
 * email`, `get_publc_url`, `query snowflake from postgress`, `upload my frist file to storage`) and everyday words that
 * differ from the docs' (`check if the user is still logged in on page load`, `remove uploaded files with python`,
 * `let a user disconnect their google login from their account`). Nearly half is typed from client library reference
 * pages (every library: JavaScript, Dart, Swift, Python, C#, Kotlin, and the older JavaScript v1, Dart v1, C# v0 and
 * Kotlin v2) asking for that library's own section; the rest from guides of every area, the CLI and Management API
 * references and the home page, mostly pages the earlier sets expect little or not at all. Each `from` and `expect`
 * page exists in the built site and is no redirect (checked against the build of main); no query repeats one of an
 * earlier set or of the guide-topic set (case folded), nor has the words of one with at most one more (or one fewer).
 * Frozen like the others (never edit a case to make the ranking pass, only when its page moves, saying so in the
 * commit); scored apart (UNSEEN_SET_17, `npx tsx scripts/search-relevance.ts --unseen17`), gates nothing but its own
 * floor in e2e/searchRelevance.e2e.ts (HELD_OUT_FLOORS there says where each floor comes from).
 */
const UNSEEN_CASES_17: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // JavaScript
  {
    query: 'check if the user is still logged in on page load',
    from: '/reference/javascript/auth-signup',
    expect: '/reference/javascript/auth-getsession',
    kind: 'question',
  },
  {
    query: 'ask the user for a code before they change their password',
    from: '/reference/javascript/auth-updateuser',
    expect: '/reference/javascript/auth-reauthentication',
    kind: 'task',
  },
  {
    query: 'wipe every file in a bucket but keep the bucket',
    from: '/reference/javascript/storage-deletebucket',
    expect: '/reference/javascript/storage-emptybucket',
    kind: 'synonym',
  },
  {
    query: 'stripNulls',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/db-stripnulls',
    kind: 'api name',
  },
  {
    query: 'let a user disconnect their google login from their account',
    from: '/reference/javascript/auth-linkidentity',
    expect: '/reference/javascript/auth-unlinkidentity',
    kind: 'question',
  },
  {
    query: 'google one tap',
    from: '/reference/javascript/auth-signinwithoauth',
    expect: '/reference/javascript/auth-signinwithidtoken',
    kind: 'task',
  },
  {
    query: 'disable retries',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/db-retry',
    kind: 'task',
  },
  {
    query: 'supabase-js v1 change the user email',
    from: '/reference/javascript/v1/auth-signin',
    expect: '/reference/javascript/v1/auth-update',
    kind: 'task',
  },
  // Dart
  {
    query: 'resend the confirmaton email',
    from: '/reference/dart/auth-signup',
    expect: '/reference/dart/auth-resend',
    kind: 'typo',
  },
  {
    query: 'forgot password flutter',
    from: '/reference/dart/auth-signinwithpassword',
    expect: '/reference/dart/auth-resetpasswordforemail',
    kind: 'task',
  },
  {
    query: 'how can i tell whether a file is already in storage',
    from: '/reference/dart/storage-from-upload',
    expect: '/reference/dart/storage-from-exists',
    kind: 'question',
  },
  {
    query: 'supabase.auth.admin.deleteUser',
    from: '/reference/dart/auth-admin-listusers',
    expect: '/reference/dart/auth-admin-deleteuser',
    kind: 'api name',
  },
  {
    query: 'rows as csv text',
    from: '/reference/dart/select',
    expect: '/reference/dart/db-csv',
    kind: 'task',
  },
  {
    query: 'enroll a totp factor in supabase_flutter v1',
    from: '/reference/dart/v1/auth-signinwithpassword',
    expect: '/reference/dart/v1/auth-mfa-enroll',
    kind: 'task',
  },
  // Swift
  {
    query: 'signInAnonymously',
    from: '/reference/swift/auth-signup',
    expect: '/reference/swift/auth-signinanonymously',
    kind: 'api name',
  },
  {
    query: 'rename file swift',
    from: '/reference/swift/storage-from-upload',
    expect: '/reference/swift/storage-from-move',
    kind: 'task',
  },
  {
    query: 'verify the six digit code the user got by email',
    from: '/reference/swift/auth-signinwithotp',
    expect: '/reference/swift/auth-verifyotp',
    kind: 'question',
  },
  {
    query: 'stop refreshing the session when the app goes to the background',
    from: '/reference/swift/auth-getsession',
    expect: '/reference/swift/auth-stopautorefresh',
    kind: 'question',
  },
  {
    query: 'how do i change the email of the logged in user',
    from: '/reference/swift/auth-getuser',
    expect: '/reference/swift/auth-updateuser',
    kind: 'question',
  },
  {
    query: 'get nil instead of an error when no row matches',
    from: '/reference/swift/select',
    expect: '/reference/swift/maybesingle',
    kind: 'question',
  },
  {
    query: 'dry run insert',
    from: '/reference/swift/insert',
    expect: '/reference/swift/db-rollback',
    kind: 'task',
  },
  // Python
  {
    query: 'send a forgot password email with supabase-py',
    from: '/reference/python/auth-signinwithpassword',
    expect: '/reference/python/auth-resetpasswordforemail',
    kind: 'task',
  },
  {
    query: 'remove uploaded files with python',
    from: '/reference/python/storage-from-upload',
    expect: '/reference/python/storage-from-remove',
    kind: 'synonym',
  },
  {
    query: 'download file to disk',
    from: '/reference/python/storage-from-upload',
    expect: '/reference/python/storage-from-download',
    kind: 'task',
  },
  {
    query: 'get_publc_url',
    from: '/reference/python/storage-from-upload',
    expect: '/reference/python/storage-from-getpublicurl',
    kind: 'typo',
  },
  {
    query: 'on_auth_state_change',
    from: '/reference/python/auth-signinwithpassword',
    expect: '/reference/python/auth-onauthstatechange',
    kind: 'api name',
  },
  {
    query: 'invite someone to my app by email from python',
    from: '/reference/python/auth-admin-listusers',
    expect: '/reference/python/auth-admin-inviteuserbyemail',
    kind: 'task',
  },
  // C#
  {
    query: 'how do i log the user out in c#',
    from: '/reference/csharp/auth-signinwithpassword',
    expect: '/reference/csharp/auth-signout',
    kind: 'question',
  },
  {
    query: 'share a private file for an hour in c#',
    from: '/reference/csharp/storage-from-download',
    expect: '/reference/csharp/storage-from-createsignedurl',
    kind: 'task',
  },
  {
    query: 'sign in with apple id token in c#',
    from: '/reference/csharp/auth-signinwithoauth',
    expect: '/reference/csharp/auth-signinwithidtoken',
    kind: 'task',
  },
  {
    query: 'bulk insert models',
    from: '/reference/csharp/select',
    expect: '/reference/csharp/insert',
    kind: 'task',
  },
  {
    query: 'realtime ConnectAsync',
    from: '/reference/csharp/subscribe',
    expect: '/reference/csharp/realtime-connect',
    kind: 'api name',
  },
  {
    query: 'sign in with github in supabase-csharp v0',
    from: '/reference/csharp/v0/auth-signin',
    expect: '/reference/csharp/v0/auth-signinwithprovider',
    kind: 'task',
  },
  // Kotlin
  {
    query: 'how do i send a magic link with supabase-kt',
    from: '/reference/kotlin/auth-signup',
    expect: '/reference/kotlin/auth-signinwithotp',
    kind: 'question',
  },
  {
    query: 'refreshCurrentSession',
    from: '/reference/kotlin/auth-getsession',
    expect: '/reference/kotlin/auth-refreshsession',
    kind: 'api name',
  },
  {
    query: 'download as ByteArray',
    from: '/reference/kotlin/storage-from-upload',
    expect: '/reference/kotlin/storage-from-download',
    kind: 'api name',
  },
  {
    query: 'sessionStatus flow',
    from: '/reference/kotlin/auth-signinwithpassword',
    expect: '/reference/kotlin/auth-onauthstatechange',
    kind: 'api name',
  },
  {
    query: 'remove a user account from the server side in kotlin',
    from: '/reference/kotlin/auth-admin-listusers',
    expect: '/reference/kotlin/auth-admin-deleteuser',
    kind: 'synonym',
  },
  {
    query: 'select only some columns in supabase-kt 2',
    from: '/reference/kotlin/v2/insert',
    expect: '/reference/kotlin/v2/select',
    kind: 'task',
  },
  // Database guides
  {
    query: 'write a plpgsql function that returns a set of rows',
    from: '/guides/database/tables',
    expect: '/guides/database/functions',
    kind: 'task',
  },
  {
    query: 'database unit tests',
    from: '/guides/database/overview',
    expect: '/guides/database/testing',
    kind: 'topic',
  },
  {
    query: 'logical replication slots',
    from: '/guides/database/overview',
    expect: '/guides/database/replication',
    kind: 'task',
  },
  {
    query: 'query snowflake from postgress',
    from: '/guides/database/extensions/wrappers/overview',
    expect: '/guides/database/extensions/wrappers/snowflake',
    kind: 'typo',
  },
  {
    query: 'read firestore collections with sql',
    from: '/guides/database/extensions/wrappers/overview',
    expect: '/guides/database/extensions/wrappers/firebase',
    kind: 'task',
  },
  {
    query: 'convert sql to api url',
    from: '/guides/api',
    expect: '/guides/api/sql-to-rest',
    kind: 'task',
  },
  {
    query: 'Cannot coerce the result to a single JSON object',
    from: '/guides/api',
    expect: '/guides/api/rest/postgrest-error-codes',
    kind: 'error',
  },
  // Auth guides
  {
    query: 'let people log in with their zoom account',
    from: '/guides/auth',
    expect: '/guides/auth/social-login/auth-zoom',
    kind: 'task',
  },
  {
    query: 'notion oauth',
    from: '/guides/auth/social-login',
    expect: '/guides/auth/social-login/auth-notion',
    kind: 'topic',
  },
  {
    query: 'prebuilt login ui',
    from: '/guides/auth',
    expect: '/guides/auth/auth-helpers/auth-ui',
    kind: 'task',
  },
  {
    query: 'how does a third party app get tokens from my oauth server',
    from: '/guides/auth',
    expect: '/guides/auth/oauth-server/oauth-flows',
    kind: 'question',
  },
  {
    query: 'same_password',
    from: '/guides/auth',
    expect: '/guides/auth/debugging/error-codes',
    kind: 'error',
  },
  {
    query: 'add sign in to a react app',
    from: '/guides/auth',
    expect: '/guides/auth/quickstarts/react',
    kind: 'task',
  },
  // Storage guides
  {
    query: 'what is a cache miss',
    from: '/guides/storage',
    expect: '/guides/storage/cdn/fundamentals',
    kind: 'question',
  },
  {
    query: 'iceberg bucket',
    from: '/guides/storage',
    expect: '/guides/storage/analytics/creating-analytics-buckets',
    kind: 'task',
  },
  {
    query: 'vector bucket index',
    from: '/guides/storage',
    expect: '/guides/storage/vector/working-with-indexes',
    kind: 'task',
  },
  {
    query: 'upload my frist file to storage',
    from: '/guides/storage',
    expect: '/guides/storage/quickstart',
    kind: 'typo',
  },
  {
    query: 'EntityTooLarge',
    from: '/guides/storage/uploads/standard-uploads',
    expect: '/guides/storage/debugging/error-codes',
    kind: 'error',
  },
  // Edge Functions guides
  {
    query: 'create my first edge function',
    from: '/guides/functions',
    expect: '/guides/functions/quickstart',
    kind: 'task',
  },
  {
    query: 'search my docs by meaning inside an edge function',
    from: '/guides/functions',
    expect: '/guides/functions/examples/semantic-search',
    kind: 'task',
  },
  {
    query: 'BOOT_ERROR function failed to start',
    from: '/guides/functions',
    expect: '/guides/functions/status-codes',
    kind: 'error',
  },
  {
    query: 'openai completions edge function',
    from: '/guides/functions',
    expect: '/guides/ai/examples/openai',
    kind: 'task',
  },
  // Realtime guides
  {
    query: 'live updates in a next.js app router page',
    from: '/guides/realtime',
    expect: '/guides/realtime/realtime-with-nextjs',
    kind: 'task',
  },
  {
    query: 'ConnectionRateLimitReached',
    from: '/guides/realtime',
    expect: '/guides/realtime/error_codes',
    kind: 'error',
  },
  // AI guides
  {
    query: 'add ai answers to my documentation site',
    from: '/guides/ai',
    expect: '/guides/ai/examples/headless-vector-search',
    kind: 'task',
  },
  {
    query: 'should i keep metadata in columns or jsonb next to embeddings',
    from: '/guides/ai',
    expect: '/guides/ai/structured-unstructured',
    kind: 'question',
  },
  {
    query: 'which python library should i use for vectors',
    from: '/guides/ai',
    expect: '/guides/ai/python-clients',
    kind: 'question',
  },
  // Platform guides
  {
    query: 'why am i paying for compute when nobody uses my project',
    from: '/guides/platform',
    expect: '/guides/platform/billing-faq',
    kind: 'question',
  },
  {
    query: 'company login for the supabase dashboard',
    from: '/guides/platform',
    expect: '/guides/platform/sso',
    kind: 'task',
  },
  {
    query: 'my api requests time out with a 504',
    from: '/guides/platform',
    expect: '/guides/platform/troubleshooting',
    kind: 'question',
  },
  // Self-hosting guides
  {
    query: 'self-hosted realtime env vars',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/realtime/config',
    kind: 'question',
  },
  {
    query: 'turn on google login on my self hosted instance',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/self-hosted-oauth',
    kind: 'task',
  },
  // CLI and local development guides
  {
    query: 'secrets in config.toml',
    from: '/guides/cli',
    expect: '/guides/cli/managing-config',
    kind: 'task',
  },
  {
    query: 'enable vector buckets in config.toml',
    from: '/guides/cli/getting-started',
    expect: '/guides/storage/vector/local-development',
    kind: 'task',
  },
  // CLI reference
  {
    query: 'show queries that have been running for a long time',
    from: '/reference/cli/supabase-inspect-db-blocking',
    expect: '/reference/cli/supabase-inspect-db-long-running-queries',
    kind: 'question',
  },
  {
    query: 'check my database functions for errors from the terminal',
    from: '/reference/cli/supabase-db-push',
    expect: '/reference/cli/supabase-db-lint',
    kind: 'task',
  },
  {
    query: 'make a jwt to call the api as a test user',
    from: '/reference/cli/supabase-gen-keys',
    expect: '/reference/cli/supabase-gen-bearer-jwt',
    kind: 'task',
  },
  // Management API reference
  {
    query: 'restore to a point in time through the api',
    from: '/reference/api/v1-list-all-backups',
    expect: '/reference/api/v1-restore-pitr-backup',
    kind: 'task',
  },
  {
    query: 'upgrade postgres api',
    from: '/reference/api/v1-get-project',
    expect: '/reference/api/v1-upgrade-postgres-version',
    kind: 'task',
  },
  {
    query: 'list secrets endpoint',
    from: '/reference/api/v1-list-all-functions',
    expect: '/reference/api/v1-list-all-secrets',
    kind: 'task',
  },
  // Home
  {
    query: 'how do the parts of supabase fit together',
    expect: '/guides/getting-started/architecture',
    kind: 'question',
  },
  {query: 'nuxt quickstart', expect: '/guides/getting-started/quickstarts/nuxtjs', kind: 'title'},
  {query: 'ionic vue tutorial', expect: '/guides/getting-started/tutorials/with-ionic-vue', kind: 'task'},
  {query: 'supabase glossary', expect: '/guides/resources/glossary', kind: 'title'},
];

/** The eighteenth held-out block (session 30); see UNSEEN_CASES_17. */
export const UNSEEN_SET_17: readonly RelevanceCase[] = UNSEEN_CASES_17.map((c) => ({...c, frozen: true as const}));

/**
 * The nineteenth held-out block (session 30, written for the second ranking change of the session and committed before
 * it; no draft was tried against the ranking, only its pages checked): 80 queries in the ways developers ask. Short
 * docs-box queries (`ilikeAnyOf`, `workos login`, `expo tutorial`, `pgtap unit tets`, `lift a network ban`) and 36
 * long questions and tasks of six words or more (`stop the token refresh timer when the tab is hidden`, `how do i get
 * the currently logged in user in swift`, `is there a way to check a file is already uploaded in python`, `put a
 * reverse proxy with https in front of self hosted supabase`), error text as pasted (`weak_password`, from
 * supabase/auth's error codes; `remaining connection slots are reserved for non-replication superuser connections`,
 * Postgres's message as pasted in supabase/supabase issues), API names as typed (`ilikeAnyOf`, `functions set_auth`,
 * `untrack python`), typos (`flutterflow supabse`, `migrate form render`, `amazon bedrok embeddings`) and everyday
 * words that differ from the docs' (`let a user take back an app's access to their account`, `guest login without an
 * account`, `send the otp again flutter`, `move my data off firestore`). 40 are typed from client library reference
 * pages (JavaScript, Dart, Swift, Python, C#, Kotlin, and the older JavaScript v1, Dart v1, Swift v1, C# v0 and Kotlin
 * v1) asking for that library's own section; the rest from guides of every area, the CLI and Management API references
 * and the home page, mostly pages no earlier block expects. Each `from` and `expect` page exists in the built site and
 * is no redirect (checked against the build of main); no query repeats one of an earlier set or of the guide-topic set
 * (case folded), nor has the words of one with at most one more (or one fewer); the lead removed an 81st draft,
 * `phone mfa self hosted`, before the set judged anything: read with `self-hosted` as two words, it was RELEVANCE_SET's
 * `self-hosted phone login mfa` less one word, for the same page. Frozen like the others (never edit a
 * case to make the ranking pass, only when its page moves, saying so in the commit); scored apart (UNSEEN_SET_18, `npx
 * tsx scripts/search-relevance.ts --unseen18`), gates nothing but its own floor in e2e/searchRelevance.e2e.ts.
 */
const UNSEEN_CASES_18: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // JavaScript
  {
    query: 'signed urls several files',
    from: '/reference/javascript/storage-from-createsignedurl',
    expect: '/reference/javascript/storage-from-createsignedurls',
    kind: 'task',
  },
  {
    query: 'stop the token refresh timer when the tab is hidden',
    from: '/reference/javascript/auth-onauthstatechange',
    expect: '/reference/javascript/auth-stopautorefresh',
    kind: 'task',
  },
  {
    query: 'like any of patterns',
    from: '/reference/javascript/like',
    expect: '/reference/javascript/likeanyof',
    kind: 'task',
  },
  {
    query: 'ilikeAnyOf',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/ilikeanyof',
    kind: 'api name',
  },
  {
    query: 'how do i get typescript types for my tables in the client',
    from: '/reference/javascript/initializing',
    expect: '/reference/javascript/typescript-support',
    kind: 'question',
  },
  {
    query: 'connect the realtime socket myself',
    from: '/reference/javascript/subscribe',
    expect: '/reference/javascript/realtime-connect',
    kind: 'task',
  },
  {
    query: 'list the custom oidc providers i added as an admin',
    from: '/reference/javascript/auth-admin-listusers',
    expect: '/reference/javascript/auth-admin-customproviders-listproviders',
    kind: 'task',
  },
  {
    query: 'what changed between v1 and v2 of supabase-js',
    from: '/reference/javascript/v1/introduction',
    expect: '/reference/javascript/v1/upgrade-guide',
    kind: 'question',
  },
  // Dart
  {
    query: 'remove null keys from json',
    from: '/reference/dart/select',
    expect: '/reference/dart/db-stripnulls',
    kind: 'synonym',
  },
  {
    query: "let a user take back an app's access to their account",
    from: '/reference/dart/auth-getuser',
    expect: '/reference/dart/auth-oauth-revokegrant',
    kind: 'synonym',
  },
  {
    query: 'exchange the code from the deep link for a session',
    from: '/reference/dart/auth-signinwithoauth',
    expect: '/reference/dart/auth-exchangecodeforsession',
    kind: 'task',
  },
  {
    query: 'send the otp again flutter',
    from: '/reference/dart/v1/auth-signinwithotp',
    expect: '/reference/dart/v1/auth-resend',
    kind: 'synonym',
  },
  {query: 'where in list dart', from: '/reference/dart/eq', expect: '/reference/dart/in', kind: 'task'},
  {
    query: 'sign a user out everywhere from the server with their jwt',
    from: '/reference/dart/auth-admin-deleteuser',
    expect: '/reference/dart/auth-admin-signout',
    kind: 'task',
  },
  // Swift
  {
    query: 'how do i get the currently logged in user in swift',
    from: '/reference/swift/auth-signinwithpassword',
    expect: '/reference/swift/auth-getuser',
    kind: 'question',
  },
  {
    query: 'pkce code exchange',
    from: '/reference/swift/auth-signinwithoauth',
    expect: '/reference/swift/auth-exchangecodeforsession',
    kind: 'task',
  },
  {
    query: 'folder listing swift',
    from: '/reference/swift/storage-from-upload',
    expect: '/reference/swift/storage-from-list',
    kind: 'task',
  },
  {
    query: 'query timeout swift',
    from: '/reference/swift/select',
    expect: '/reference/swift/db-abortsignal',
    kind: 'task',
  },
  {query: 'ilike any of', from: '/reference/swift/ilike', expect: '/reference/swift/ilikeanyof', kind: 'task'},
  {
    query: 'private links for many files at once',
    from: '/reference/swift/storage-from-download',
    expect: '/reference/swift/storage-from-createsignedurls',
    kind: 'synonym',
  },
  {
    query: 'email login link in the old swift sdk',
    from: '/reference/swift/v1/auth-signinwithpassword',
    expect: '/reference/swift/v1/auth-signinwithotp',
    kind: 'synonym',
  },
  // Python
  {
    query: 'is there a way to check a file is already uploaded in python',
    from: '/reference/python/storage-from-upload',
    expect: '/reference/python/storage-from-exists',
    kind: 'question',
  },
  {
    query: 'read the jwt claims without a round trip to the server',
    from: '/reference/python/auth-getuser',
    expect: '/reference/python/auth-getclaims',
    kind: 'task',
  },
  {
    query: 'nearest vectors python',
    from: '/reference/python/storage-vectors-listindexes',
    expect: '/reference/python/storage-vectors-queryvectors',
    kind: 'api name',
  },
  {
    query: 'rotate oauth client secret',
    from: '/reference/python/auth-admin-oauth-listclients',
    expect: '/reference/python/auth-admin-oauth-regenerateclientsecret',
    kind: 'task',
  },
  {
    query: 'which providers has this user signed in with',
    from: '/reference/python/auth-getuser',
    expect: '/reference/python/auth-getuseridentities',
    kind: 'question',
  },
  {
    query: 'functions set_auth',
    from: '/reference/python/functions-invoke',
    expect: '/reference/python/functions-setauth',
    kind: 'api name',
  },
  {query: 'untrack python', from: '/reference/python/subscribe', expect: '/reference/python/untrack', kind: 'api name'},
  // C#
  {
    query: 'clear the cached copy of an image after replacing it',
    from: '/reference/csharp/storage-from-upload',
    expect: '/reference/csharp/storage-from-purgecache',
    kind: 'task',
  },
  {
    query: "log in with my company's identity provider",
    from: '/reference/csharp/auth-signinwithpassword',
    expect: '/reference/csharp/auth-signinwithsso',
    kind: 'synonym',
  },
  {
    query: 'connected providers of a user',
    from: '/reference/csharp/auth-getuser',
    expect: '/reference/csharp/auth-getuseridentities',
    kind: 'topic',
  },
  {
    query: 'list mfa factors',
    from: '/reference/csharp/auth-mfa-enroll',
    expect: '/reference/csharp/auth-mfa-listfactors',
    kind: 'task',
  },
  {
    query: 'check whether realtime is still connected',
    from: '/reference/csharp/subscribe',
    expect: '/reference/csharp/realtime-connectionstate',
    kind: 'question',
  },
  {
    query: 'guest login without an account',
    from: '/reference/csharp/v0/auth-signup',
    expect: '/reference/csharp/v0/auth-signinanonymously',
    kind: 'synonym',
  },
  // Kotlin
  {
    query: 'stop refreshing tokens in the background on android',
    from: '/reference/kotlin/auth-onauthstatechange',
    expect: '/reference/kotlin/auth-stopautorefresh',
    kind: 'task',
  },
  {
    query: 'sign in with google credential manager token',
    from: '/reference/kotlin/auth-signinwithoauth',
    expect: '/reference/kotlin/auth-signinwithidtoken',
    kind: 'task',
  },
  {
    query: 'list files in a bucket folder kotlin',
    from: '/reference/kotlin/storage-from-upload',
    expect: '/reference/kotlin/storage-from-list',
    kind: 'task',
  },
  {
    query: 'use my own access token instead of the session',
    from: '/reference/kotlin/v1/auth-getsession',
    expect: '/reference/kotlin/v1/auth-setauth',
    kind: 'task',
  },
  {
    query: 'batch signed urls',
    from: '/reference/kotlin/storage-from-download',
    expect: '/reference/kotlin/storage-from-createsignedurls',
    kind: 'task',
  },
  {
    query: 'cancel request kotlin',
    from: '/reference/kotlin/select',
    expect: '/reference/kotlin/db-abortsignal',
    kind: 'task',
  },
  // Guides
  {
    query: 'find bloat and slow queries from the command line',
    from: '/guides/database/tables',
    expect: '/guides/database/inspect',
    kind: 'task',
  },
  {
    query: 'query sql server from postgres',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/wrappers/mssql',
    kind: 'task',
  },
  {
    query: 'pgtap unit tets',
    from: '/guides/database/tables',
    expect: '/guides/database/extensions/pgtap',
    kind: 'typo',
  },
  {
    query: 'read notion pages with sql',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/wrappers/notion',
    kind: 'task',
  },
  {
    query: 'how do i keep my data secure in supabase',
    from: '/guides/database/tables',
    expect: '/guides/database/secure-data',
    kind: 'question',
  },
  {
    query: 'pull aws cognito users into postgres',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/wrappers/cognito',
    kind: 'task',
  },
  {
    query: 'login with bitbucket',
    from: '/guides/auth/users',
    expect: '/guides/auth/social-login/auth-bitbucket',
    kind: 'synonym',
  },
  {query: 'workos login', from: '/guides/auth/users', expect: '/guides/auth/social-login/auth-workos', kind: 'synonym'},
  {
    query: 'next.js app router auth quickstart',
    from: '/guides/auth',
    expect: '/guides/auth/quickstarts/nextjs',
    kind: 'title',
  },
  {query: 'weak_password', from: '/guides/auth/users', expect: '/guides/auth/debugging/error-codes', kind: 'error'},
  {
    query: 'save embeddings in a vector bucket',
    from: '/guides/storage/uploads/standard-uploads',
    expect: '/guides/storage/vector/storing-vectors',
    kind: 'task',
  },
  {
    query: 'what can i keep in supabase storage and how is it organized',
    from: '/guides/functions',
    expect: '/guides/storage',
    kind: 'question',
  },
  {query: 'vecs create collection', from: '/guides/ai', expect: '/guides/ai/python/collections', kind: 'task'},
  {
    query: 'amazon bedrok embeddings',
    from: '/guides/ai',
    expect: '/guides/ai/integrations/amazon-bedrock',
    kind: 'typo',
  },
  {
    query: 'my first similarity search in python',
    from: '/guides/ai',
    expect: '/guides/ai/quickstarts/hello-world',
    kind: 'task',
  },
  {
    query: 'deploy functions github actions',
    from: '/guides/functions/quickstart',
    expect: '/guides/functions/cicd-workflow',
    kind: 'task',
  },
  {query: 'wasm edge function', from: '/guides/functions/quickstart', expect: '/guides/functions/wasm', kind: 'topic'},
  {
    query: 'realtime with next.js',
    from: '/guides/realtime',
    expect: '/guides/realtime/realtime-with-nextjs',
    kind: 'title',
  },
  {
    query: 'how ready is my project for production traffic',
    from: '/guides/platform',
    expect: '/guides/platform/maturity-model',
    kind: 'question',
  },
  {
    query: "where do i find my project's logs",
    from: '/guides/platform',
    expect: '/guides/platform/logs',
    kind: 'question',
  },
  {
    query: "build an app that manages other people's supabase projects",
    from: '/guides/platform',
    expect: '/guides/platform/oauth-apps/build-a-supabase-integration',
    kind: 'task',
  },
  {
    query: 'my database gets slow under load what settings can i tune',
    from: '/guides/platform',
    expect: '/guides/platform/performance',
    kind: 'question',
  },
  {
    query: 'put a reverse proxy with https in front of self hosted supabase',
    from: '/guides/self-hosting/docker',
    expect: '/guides/self-hosting/self-hosted-proxy-https',
    kind: 'task',
  },
  {
    query: 'publish my oauth app',
    from: '/guides/integrations',
    expect: '/guides/integrations/oauth-apps/publish-an-oauth-app',
    kind: 'task',
  },
  {
    query: 'flutterflow supabse',
    from: '/guides/integrations',
    expect: '/guides/integrations/flutterflow',
    kind: 'typo',
  },
  {
    query: 'move my data off firestore',
    from: '/guides/resources',
    expect: '/guides/resources/migrating-to-supabase/firestore-data',
    kind: 'synonym',
  },
  {
    query: 'migrate form render',
    from: '/guides/resources',
    expect: '/guides/resources/migrating-to-supabase/render',
    kind: 'typo',
  },
  {
    query: 'expose a view as its own api endpoint',
    from: '/guides/api',
    expect: '/guides/api/creating-routes',
    kind: 'task',
  },
  {
    query: 'load a backup file into my local database',
    from: '/guides/cli/getting-started',
    expect: '/guides/cli/restoring-downloaded-backup',
    kind: 'task',
  },
  {
    query: 'lint my database functions with the cli',
    from: '/guides/cli/getting-started',
    expect: '/guides/cli/testing-and-linting',
    kind: 'task',
  },
  {
    query: 'remaining connection slots are reserved for non-replication superuser connections',
    from: '/guides/database/tables',
    expect: '/guides/database/troubleshooting',
    kind: 'error',
  },
  // CLI and Management API references
  {
    query: 'seed storage buckets from config',
    from: '/reference/cli/supabase-seed',
    expect: '/reference/cli/supabase-seed-buckets',
    kind: 'task',
  },
  {
    query: 'which queries run most often',
    from: '/reference/cli/supabase-inspect-db',
    expect: '/reference/cli/supabase-inspect-db-calls',
    kind: 'question',
  },
  {
    query: 'lift a network ban',
    from: '/reference/cli/supabase-start',
    expect: '/reference/cli/supabase-network-bans',
    kind: 'synonym',
  },
  {
    query: 'delete a project with the management api',
    from: '/reference/api/v1-list-all-projects',
    expect: '/reference/api/v1-delete-a-project',
    kind: 'task',
  },
  {
    query: 'read-only sql endpoint',
    from: '/reference/api/v1-list-all-projects',
    expect: '/reference/api/v1-read-only-query',
    kind: 'task',
  },
  {
    query: 'create many secrets at once',
    from: '/reference/api/v1-list-all-secrets',
    expect: '/reference/api/v1-bulk-create-secrets',
    kind: 'task',
  },
  // Home
  {query: 'rails quickstart', expect: '/guides/getting-started/quickstarts/ruby-on-rails', kind: 'title'},
  {query: 'expo tutorial', expect: '/guides/getting-started/tutorials/with-expo-react-native', kind: 'title'},
  {query: 'what features does supabase have', expect: '/guides/getting-started/features', kind: 'question'},
];

/** The nineteenth held-out block (session 30, second); see UNSEEN_CASES_18. */
export const UNSEEN_SET_18: readonly RelevanceCase[] = UNSEEN_CASES_18.map((c) => ({...c, frozen: true as const}));

/**
 * The twentieth held-out block (session 31, 2026-11-30), written and committed BEFORE that session's ranking change
 * and without trying its queries against any ranking (only its pages were checked), for that change to be measured
 * on: 82 queries in the ways developers ask (83 as written; one near-repeat of an earlier set's query removed before it
 * judged anything, see BENCHMARKS.md). 37 short docs-box queries of one to four words (`zsh completions`,
 * `vonage sms`, `text array column`, `telegram bot`, `sveltekit tutorial`) and 38 long questions and tasks of six
 * words or more (`let users sign in with a passkey instead of a password`, `keep a log of who ran which statements on
 * my database`, `how close is my database to transaction id wraparound`, `make the browser save the file instead of
 * opening it`), error text as pasted (`signup_disabled`, from supabase/auth's error codes; `NoSuchBucket`, from
 * supabase/storage's; `UnableToConnectToProject`, from supabase/realtime's; `PGRST301`, PostgREST's; each named on the
 * page that explains it), API names as typed (`ilikeAllOf`, `queryVectors`, `resendEmail`, `inviteUserByEmail dart`,
 * `storage.filename`, and `getChannels swift`, the JavaScript name typed in Swift), typos (`retry failed requets
 * swift`, `connect beekeper`, `aws sdk uplaod`) and everyday words that differ from the docs' (`backup codes in case
 * the user loses their phone`, `log in with an ethereum wallet`, `register a new account c#`, `dedupe text with
 * embeddings`, `infrastructure as code supabase`). 39 are typed from client library reference pages (JavaScript 9,
 * Dart 6, Swift 6, Python 6, C# 6, Kotlin 6, among them JavaScript v1, Dart v1, Swift v1, C# v0 and Kotlin v2 one
 * each) asking for that library's own section; 34 from guides of every area (Database 7, the Data API 1, Auth 5,
 * Storage 5, Edge Functions 4, Realtime 2, AI & Vectors 3, Platform 4, self-hosting 1, the CLI guides 2), 6 from the
 * CLI (3) and Management API (3) references and 4 from the home page, mostly pages the earlier blocks expect little or
 * not at all. Each `from` and `expect` page exists in the built site and is no redirect (checked against the build of
 * main); no query repeats one of an earlier set or of the guide-topic set (case folded), nor has the words of one
 * (hyphens and underscores read as spaces) with at most one more (or one fewer). Frozen like the others (never edit a
 * case to make the ranking pass, only when its page moves, saying so in the commit); scored apart (UNSEEN_SET_19, `npx
 * tsx scripts/search-relevance.ts --unseen19`), gates nothing but its own floor in e2e/searchRelevance.e2e.ts.
 */
const UNSEEN_CASES_19: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // JavaScript
  {
    query: 'let users sign in with a passkey instead of a password',
    from: '/reference/javascript/auth-signinwithpassword',
    expect: '/reference/javascript/auth-signinwithpasskey',
    kind: 'task',
  },
  {
    query: 'give my passkey a different name',
    from: '/reference/javascript/auth-passkey-list',
    expect: '/reference/javascript/auth-passkey-rename',
    kind: 'synonym',
  },
  {
    query: 'backup codes in case the user loses their phone',
    from: '/reference/javascript/auth-mfa-enroll',
    expect: '/reference/javascript/auth-mfa-recoverycodes-generate',
    kind: 'synonym',
  },
  {
    query: 'log in with an ethereum wallet',
    from: '/reference/javascript/auth-signinwithoauth',
    expect: '/reference/javascript/auth-signinwithweb3',
    kind: 'synonym',
  },
  {
    query: 'file to base64 js',
    from: '/reference/javascript/storage-from-download',
    expect: '/reference/javascript/storage-from-tobase64',
    kind: 'task',
  },
  {
    query: 'regex match ignoring case',
    from: '/reference/javascript/like',
    expect: '/reference/javascript/regeximatch',
    kind: 'task',
  },
  {
    query: 'queryVectors',
    from: '/reference/javascript/storage-vectors-putvectors',
    expect: '/reference/javascript/storage-vectors-queryvectors',
    kind: 'api name',
  },
  {
    query: 'ilikeAllOf',
    from: '/reference/javascript/like',
    expect: '/reference/javascript/ilikeallof',
    kind: 'api name',
  },
  {
    query: 'force a session refresh',
    from: '/reference/javascript/v1/auth-getuser',
    expect: '/reference/javascript/v1/auth-refreshsession',
    kind: 'task',
  },
  // Dart
  {
    query: 'get the logged in user details in flutter',
    from: '/reference/dart/auth-signinwithpassword',
    expect: '/reference/dart/auth-getuser',
    kind: 'synonym',
  },
  {
    query: 'ask for the password again before a sensitive change',
    from: '/reference/dart/auth-updateuser',
    expect: '/reference/dart/auth-reauthentication',
    kind: 'task',
  },
  {
    query: 'cap how many rows an update is allowed to touch',
    from: '/reference/dart/update',
    expect: '/reference/dart/db-maxaffected',
    kind: 'task',
  },
  {
    query: 'geojson response',
    from: '/reference/dart/select',
    expect: '/reference/dart/db-geojson',
    kind: 'topic',
  },
  {
    query: 'inviteUserByEmail dart',
    from: '/reference/dart/auth-admin-listusers',
    expect: '/reference/dart/auth-admin-inviteuserbyemail',
    kind: 'api name',
  },
  {
    query: 'export rows as csv flutter',
    from: '/reference/dart/v1/select',
    expect: '/reference/dart/v1/db-csv',
    kind: 'task',
  },
  // Swift
  {
    query: 'email a password reset link from my ios app',
    from: '/reference/swift/auth-signinwithpassword',
    expect: '/reference/swift/auth-resetpasswordforemail',
    kind: 'task',
  },
  {
    query: 'tsvector search swift',
    from: '/reference/swift/select',
    expect: '/reference/swift/textsearch',
    kind: 'topic',
  },
  {
    query: 'retry failed requets swift',
    from: '/reference/swift/select',
    expect: '/reference/swift/db-retry',
    kind: 'typo',
  },
  {
    query: 'getChannels swift',
    from: '/reference/swift/subscribe',
    expect: '/reference/swift/getchannels',
    kind: 'api name',
  },
  {
    query: 'did the user finish the second factor check',
    from: '/reference/swift/auth-mfa-verify',
    expect: '/reference/swift/auth-mfa-getauthenticatorassurancelevel',
    kind: 'question',
  },
  {
    query: 'sign in with an apple id token on ios',
    from: '/reference/swift/v1/auth-signinwithpassword',
    expect: '/reference/swift/v1/auth-signinwithidtoken',
    kind: 'task',
  },
  // Python
  {
    query: 'google id token login python',
    from: '/reference/python/auth-signinwithpassword',
    expect: '/reference/python/auth-signinwithidtoken',
    kind: 'task',
  },
  {
    query: "change a user's email address from python",
    from: '/reference/python/auth-getuser',
    expect: '/reference/python/auth-updateuser',
    kind: 'task',
  },
  {
    query: 'how do i move a file into another folder with supabase-py',
    from: '/reference/python/storage-from-upload',
    expect: '/reference/python/storage-from-move',
    kind: 'question',
  },
  {
    query: 'case insensitive match on any of several patterns',
    from: '/reference/python/ilike',
    expect: '/reference/python/ilikeanyof',
    kind: 'task',
  },
  {
    query: 'is null filter python',
    from: '/reference/python/eq',
    expect: '/reference/python/is',
    kind: 'task',
  },
  {
    query: 'mfa enroll py',
    from: '/reference/python/auth-signinwithpassword',
    expect: '/reference/python/auth-mfa-enroll',
    kind: 'api name',
  },
  // C#
  {
    query: 'register a new account c#',
    from: '/reference/csharp/auth-signinwithpassword',
    expect: '/reference/csharp/auth-signup',
    kind: 'synonym',
  },
  {
    query: 'swap the code from the oauth redirect for a session in c#',
    from: '/reference/csharp/auth-signinwithoauth',
    expect: '/reference/csharp/auth-exchangecodeforsession',
    kind: 'task',
  },
  {
    query: 'upload bytes csharp',
    from: '/reference/csharp/storage-from-download',
    expect: '/reference/csharp/storage-from-upload',
    kind: 'task',
  },
  {
    query: 'anonymous sign in dotnet',
    from: '/reference/csharp/auth-signup',
    expect: '/reference/csharp/auth-signinanonymously',
    kind: 'synonym',
  },
  {
    query: 'call my edge function from unity',
    from: '/reference/csharp/initializing',
    expect: '/reference/csharp/functions-invoke',
    kind: 'task',
  },
  {
    query: 'send a magic link with c#',
    from: '/reference/csharp/v0/auth-signup',
    expect: '/reference/csharp/v0/auth-signinwithotp',
    kind: 'task',
  },
  // Kotlin
  {
    query: 'resendEmail',
    from: '/reference/kotlin/auth-signup',
    expect: '/reference/kotlin/auth-resend',
    kind: 'api name',
  },
  {
    query: 'log the user out on every device in kotlin',
    from: '/reference/kotlin/auth-getsession',
    expect: '/reference/kotlin/auth-signout',
    kind: 'task',
  },
  {
    query: 'emptyBucket kotlin',
    from: '/reference/kotlin/storage-deletebucket',
    expect: '/reference/kotlin/storage-emptybucket',
    kind: 'api name',
  },
  {
    query: 'let a client upload straight to storage with a presigned url',
    from: '/reference/kotlin/storage-from-upload',
    expect: '/reference/kotlin/storage-from-createsigneduploadurl',
    kind: 'synonym',
  },
  {
    query: 'read jwt claims kotlin',
    from: '/reference/kotlin/auth-getuser',
    expect: '/reference/kotlin/auth-getclaims',
    kind: 'task',
  },
  {
    query: 'connect a github account to the user who is already signed in',
    from: '/reference/kotlin/v2/auth-getuser',
    expect: '/reference/kotlin/v2/auth-linkidentity',
    kind: 'task',
  },
  // Database
  {
    query: 'drop every table in the public schema',
    from: '/guides/database/tables',
    expect: '/guides/database/postgres/dropping-all-tables-in-schema',
    kind: 'task',
  },
  {
    query: 'text array column',
    from: '/guides/database/tables',
    expect: '/guides/database/arrays',
    kind: 'task',
  },
  {
    query: 'json schema validation',
    from: '/guides/database/json',
    expect: '/guides/database/extensions/pg_jsonschema',
    kind: 'task',
  },
  {
    query: 'background job queue in postgres',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/pgmq',
    kind: 'task',
  },
  {
    query: 'keep a log of who ran which statements on my database',
    from: '/guides/database/overview',
    expect: '/guides/database/extensions/pgaudit',
    kind: 'task',
  },
  {
    query: 'connect beekeper',
    from: '/guides/database/connecting-to-postgres',
    expect: '/guides/database/beekeeper-studio',
    kind: 'typo',
  },
  {
    query: 'shortest path postgis',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/pgrouting',
    kind: 'task',
  },
  // Data API
  {
    query: 'PGRST301',
    from: '/guides/api',
    expect: '/guides/api/rest/postgrest-error-codes',
    kind: 'error',
  },
  // Auth
  {
    query: 'signup_disabled',
    from: '/guides/auth',
    expect: '/guides/auth/debugging/error-codes',
    kind: 'error',
  },
  {
    query: 'vonage sms',
    from: '/guides/auth/phone-login',
    expect: '/guides/auth/phone-login/vonage',
    kind: 'topic',
  },
  {
    query: 'where should i keep extra profile info for each user',
    from: '/guides/auth/users',
    expect: '/guides/auth/managing-user-data',
    kind: 'question',
  },
  {
    query: 'log in with spotify',
    from: '/guides/auth/social-login',
    expect: '/guides/auth/social-login/auth-spotify',
    kind: 'task',
  },
  {
    query: 'open the app from the magic link on a phone',
    from: '/guides/auth/auth-email-passwordless',
    expect: '/guides/auth/native-mobile-deep-linking',
    kind: 'task',
  },
  // Storage
  {
    query: 'NoSuchBucket',
    from: '/guides/storage',
    expect: '/guides/storage/debugging/error-codes',
    kind: 'error',
  },
  {
    query: 'aws sdk uplaod',
    from: '/guides/storage/uploads/standard-uploads',
    expect: '/guides/storage/uploads/s3-uploads',
    kind: 'typo',
  },
  {
    query: 'storage.filename',
    from: '/guides/storage/security/access-control',
    expect: '/guides/storage/schema/helper-functions',
    kind: 'api name',
  },
  {
    query: 'why is my storage egress so high',
    from: '/guides/storage',
    expect: '/guides/storage/serving/bandwidth',
    kind: 'question',
  },
  {
    query: 'make the browser save the file instead of opening it',
    from: '/guides/storage/serving/image-transformations',
    expect: '/guides/storage/serving/downloads',
    kind: 'task',
  },
  // Edge Functions
  {
    query: 'telegram bot',
    from: '/guides/functions',
    expect: '/guides/functions/examples/telegram-bot',
    kind: 'title',
  },
  {
    query: 'how do i write tests for a deno function',
    from: '/guides/functions/quickstart',
    expect: '/guides/functions/unit-test',
    kind: 'question',
  },
  {
    query: 'rate limit edge functions redis',
    from: '/guides/functions',
    expect: '/guides/functions/examples/rate-limiting',
    kind: 'task',
  },
  // Realtime
  {
    query: 'how many messages a second can realtime take on my plan',
    from: '/guides/realtime',
    expect: '/guides/realtime/quotas',
    kind: 'question',
  },
  {
    query: 'UnableToConnectToProject',
    from: '/guides/realtime/troubleshooting',
    expect: '/guides/realtime/error_codes',
    kind: 'error',
  },
  // AI
  {
    query: 'dedupe text with embeddings',
    from: '/guides/ai',
    expect: '/guides/ai/quickstarts/text-deduplication',
    kind: 'synonym',
  },
  {
    query: 'choose lists for ivfflat',
    from: '/guides/ai/vector-indexes',
    expect: '/guides/ai/vector-indexes/ivf-indexes',
    kind: 'task',
  },
  {
    query: 'filter vecs results by metadata',
    from: '/guides/ai/vecs-python-client',
    expect: '/guides/ai/python/metadata',
    kind: 'task',
  },
  // Platform
  {
    query: 'my database keeps running out of memory',
    from: '/guides/platform',
    expect: '/guides/platform/exhaust-ram',
    kind: 'question',
  },
  {
    query: 'infrastructure as code supabase',
    from: '/guides/platform',
    expect: '/guides/platform/terraform',
    kind: 'synonym',
  },
  {
    query: 'make everyone in my org turn on 2fa',
    from: '/guides/platform/access-control',
    expect: '/guides/platform/multi-factor-authentication',
    kind: 'synonym',
  },
  {
    query: 'which region should i put my project in',
    from: '/guides/platform',
    expect: '/guides/platform/regions',
    kind: 'question',
  },
  // Self-hosting
  {
    query: 'point self hosted storage at an s3 bucket',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/storage/config',
    kind: 'task',
  },
  // CLI guides
  {
    query: 'change the confirm signup email in local dev',
    from: '/guides/cli/local-development',
    expect: '/guides/cli/customizing-email-templates',
    kind: 'task',
  },
  {
    query: 'run database tests on every pull request',
    from: '/guides/cli/local-development',
    expect: '/guides/cli/github-action/testing',
    kind: 'task',
  },
  // CLI
  {
    query: 'zsh completions',
    from: '/reference/cli/supabase-init',
    expect: '/reference/cli/supabase-completion-zsh',
    kind: 'task',
  },
  {
    query: 'how close is my database to transaction id wraparound',
    from: '/reference/cli/supabase-inspect-db',
    expect: '/reference/cli/supabase-inspect-db-xid-age',
    kind: 'question',
  },
  {
    query: 'run a sql statement on the linked project from the terminal',
    from: '/reference/cli/supabase-db-push',
    expect: '/reference/cli/supabase-db-query',
    kind: 'task',
  },
  // Management API
  {
    query: 'which regions can a new project go in api',
    from: '/reference/api/v1-create-a-project',
    expect: '/reference/api/v1-get-available-regions',
    kind: 'task',
  },
  {
    query: 'is the postgres upgrade done yet',
    from: '/reference/api/v1-upgrade-postgres-version',
    expect: '/reference/api/v1-get-postgres-upgrade-status',
    kind: 'question',
  },
  {
    query: 'set a daily backup schedule',
    from: '/reference/api/v1-list-all-backups',
    expect: '/reference/api/v1-update-backup-schedule',
    kind: 'task',
  },
  // Home
  {
    query: 'vue quickstart',
    expect: '/guides/getting-started/quickstarts/vue',
    kind: 'title',
  },
  {
    query: 'sveltekit tutorial',
    expect: '/guides/getting-started/tutorials/with-sveltekit',
    kind: 'title',
  },
  {
    query: 'solid js quickstart',
    expect: '/guides/getting-started/quickstarts/solidjs',
    kind: 'title',
  },
  {
    query: 'bring my files over from firebase storage',
    expect: '/guides/resources/migrating-to-supabase/firebase-storage',
    kind: 'task',
  },
];

/** The twentieth held-out block (session 31); see UNSEEN_CASES_19. */
export const UNSEEN_SET_19: readonly RelevanceCase[] = UNSEEN_CASES_19.map((c) => ({...c, frozen: true as const}));

/**
 * The twenty-first held-out block (session 31, 2026-11-30, written for the next ranking change), written and committed
 * BEFORE that change and without trying its queries against any ranking (only its pages were checked), for that change
 * to be measured on: 83 queries in the ways developers ask. 40 short docs-box queries of one to four words (`rum
 * index`, `messagebird otp`, `geojson swift`, `enterprise invoicing`, `swiftui quickstart`) and 36 long questions and
 * tasks of six words or more (`approve the consent request on my own oauth authorization page`, `send a broadcast
 * message without joining the channel flutter`, `delete all files in a bucket but keep the bucket ios`, `let
 * enterprise customers sign in with their company okta via saml`, `kick every realtime client off my project`), error
 * text as pasted (`identity_already_exists`, from supabase/auth's error codes; `InvalidMimeType`, from
 * supabase/storage's; `ReplicationMaxWalSendersReached`, logged by supabase/realtime; `PGRST205`, PostgREST's missing
 * table; each named on the page that explains it), API names as typed (`purgeBucketCache`, `createProvider oidc`,
 * `websearch_to_tsquery python`, `CreateSignedUrls c#`), typos (`list open realtime chanels dotnet`, `read apache
 * iceburg tables`, `dart egde functions`, `llama index`) and everyday words that differ from the docs' (`turn off
 * backup codes`, `force` and `kick` for sign out and shut down, `cpu at 100 percent all the time`, `forgot password
 * email android`, `know when the user logs out flutter`). 38 are typed from client library reference pages
 * (JavaScript 8, Dart 6, Swift 6, Python 6, C# 6, Kotlin 6, among them JavaScript v1, Dart v1, Swift v1, C# v0 and
 * Kotlin v2 one each) asking for that library's own section; 35 from guides of every area (Database 7, the Data API 2,
 * Auth 5, Storage 5, Edge Functions 4, Realtime 2, AI & Vectors 3, Platform 4, self-hosting 1, the CLI guides 2), 6
 * from the CLI (3) and Management API (3) references and 4 from the home page; 49 of its 83 pages are expected by no
 * earlier block nor the guide-topic set. Each `from` and `expect` page exists in the built site and is no redirect
 * (checked against the build of main); no query repeats one of an earlier set or of the guide-topic set (case
 * folded), nor has the words of one (split on anything but `[a-z0-9_]`, and again with underscores and hyphens read as
 * spaces) with at most one word added or removed. Frozen like the others (never edit a case to make the ranking pass,
 * only when its page moves, saying so in the commit); scored apart (UNSEEN_SET_20, `npx tsx
 * scripts/search-relevance.ts --unseen20`), gates nothing but its own floor in e2e/searchRelevance.e2e.ts.
 */
const UNSEEN_CASES_20: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // JavaScript
  {
    query: 'approve the consent request on my own oauth authorization page',
    from: '/reference/javascript/auth-oauth-getauthorizationdetails',
    expect: '/reference/javascript/auth-oauth-approveauthorization',
    kind: 'task',
  },
  {
    query: 'keep the session fresh in a react native app',
    from: '/reference/javascript/auth-getsession',
    expect: '/reference/javascript/auth-startautorefresh',
    kind: 'task',
  },
  {
    query: 'turn off backup codes',
    from: '/reference/javascript/auth-mfa-recoverycodes-generate',
    expect: '/reference/javascript/auth-mfa-recoverycodes-unenroll',
    kind: 'synonym',
  },
  {
    query: 'purgeBucketCache',
    from: '/reference/javascript/storage-updatebucket',
    expect: '/reference/javascript/storage-purgebucketcache',
    kind: 'api name',
  },
  {
    query: 'paginate files with a cursor instead of offset',
    from: '/reference/javascript/storage-from-list',
    expect: '/reference/javascript/storage-from-listv2',
    kind: 'task',
  },
  {
    query: 'see the postgres query plan for my select',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/explain',
    kind: 'task',
  },
  {
    query: 'createProvider oidc',
    from: '/reference/javascript/auth-admin-createuser',
    expect: '/reference/javascript/auth-admin-customproviders-createprovider',
    kind: 'api name',
  },
  {
    query: 'sign several file links at once',
    from: '/reference/javascript/v1/storage-from-download',
    expect: '/reference/javascript/v1/storage-from-createsignedurls',
    kind: 'synonym',
  },
  // Dart
  {
    query: 'send a broadcast message without joining the channel flutter',
    from: '/reference/dart/broadcastmessage',
    expect: '/reference/dart/httpsend',
    kind: 'task',
  },
  {
    query: 'read jwt claims dart',
    from: '/reference/dart/auth-getsession',
    expect: '/reference/dart/auth-getclaims',
    kind: 'task',
  },
  {
    query: 'file mime type flutter',
    from: '/reference/dart/storage-from-download',
    expect: '/reference/dart/storage-from-info',
    kind: 'task',
  },
  {
    query: 'supabase_flutter v2 migration',
    from: '/reference/dart/installing',
    expect: '/reference/dart/upgrade-guide',
    kind: 'task',
  },
  {
    query: 'cancel a slow query in dart',
    from: '/reference/dart/select',
    expect: '/reference/dart/db-abortsignal',
    kind: 'task',
  },
  {
    query: 'know when the user logs out flutter',
    from: '/reference/dart/v1/auth-signout',
    expect: '/reference/dart/v1/auth-onauthstatechange',
    kind: 'synonym',
  },
  // Swift
  {
    query: 'export rows to a csv string swift',
    from: '/reference/swift/select',
    expect: '/reference/swift/db-csv',
    kind: 'task',
  },
  {
    query: 'geojson swift',
    from: '/reference/swift/db-csv',
    expect: '/reference/swift/db-geojson',
    kind: 'topic',
  },
  {
    query: 'delete all files in a bucket but keep the bucket ios',
    from: '/reference/swift/storage-deletebucket',
    expect: '/reference/swift/storage-emptybucket',
    kind: 'synonym',
  },
  {
    query: 'invite link swift',
    from: '/reference/swift/auth-admin-createuser',
    expect: '/reference/swift/auth-admin-inviteuserbyemail',
    kind: 'synonym',
  },
  {
    query: 'ask for a nonce before changing the password ios',
    from: '/reference/swift/auth-updateuser',
    expect: '/reference/swift/auth-reauthentication',
    kind: 'task',
  },
  {
    query: 'rename a file in storage',
    from: '/reference/swift/v1/storage-from-copy',
    expect: '/reference/swift/v1/storage-from-move',
    kind: 'synonym',
  },
  // Python
  {
    query: 'has this user completed the second factor python',
    from: '/reference/python/auth-mfa-verify',
    expect: '/reference/python/auth-mfa-getauthenticatorassurancelevel',
    kind: 'question',
  },
  {
    query: 'websearch_to_tsquery python',
    from: '/reference/python/select',
    expect: '/reference/python/textsearch',
    kind: 'api name',
  },
  {
    query: 'is the realtime socket still connected python',
    from: '/reference/python/realtime-disconnect',
    expect: '/reference/python/realtime-connectionstate',
    kind: 'question',
  },
  {
    query: 'admin sign out python',
    from: '/reference/python/auth-admin-deleteuser',
    expect: '/reference/python/auth-admin-signout',
    kind: 'synonym',
  },
  {
    query: 'csv output python',
    from: '/reference/python/select',
    expect: '/reference/python/db-csv',
    kind: 'task',
  },
  {
    query: 'storage file metadata python',
    from: '/reference/python/storage-from-list',
    expect: '/reference/python/storage-from-info',
    kind: 'topic',
  },
  // C#
  {
    query: 'link a github login to an existing user c#',
    from: '/reference/csharp/auth-signinwithoauth',
    expect: '/reference/csharp/auth-linkidentity',
    kind: 'task',
  },
  {
    query: 'list open realtime chanels dotnet',
    from: '/reference/csharp/removechannel',
    expect: '/reference/csharp/getchannels',
    kind: 'typo',
  },
  {
    query: 'c# client changelog',
    from: '/reference/csharp/installing',
    expect: '/reference/csharp/release-notes',
    kind: 'synonym',
  },
  {
    query: 'CreateSignedUrls c#',
    from: '/reference/csharp/storage-from-createsignedurl',
    expect: '/reference/csharp/storage-from-createsignedurls',
    kind: 'api name',
  },
  {
    query: 'sign in with a google id token unity',
    from: '/reference/csharp/v0/auth-signinwithprovider',
    expect: '/reference/csharp/v0/auth-signinwithidtoken',
    kind: 'task',
  },
  {
    query: 'duplicate a stored file dotnet',
    from: '/reference/csharp/storage-from-move',
    expect: '/reference/csharp/storage-from-copy',
    kind: 'synonym',
  },
  // Kotlin
  {
    query: 'run my serverless function from a kotlin app',
    from: '/reference/kotlin/installing',
    expect: '/reference/kotlin/functions-invoke',
    kind: 'task',
  },
  {
    query: "change a file's path kotlin",
    from: '/reference/kotlin/storage-from-copy',
    expect: '/reference/kotlin/storage-from-move',
    kind: 'synonym',
  },
  {
    query: 'forgot password email android',
    from: '/reference/kotlin/auth-signinwithpassword',
    expect: '/reference/kotlin/auth-resetpasswordforemail',
    kind: 'synonym',
  },
  {
    query: 'which providers is this account connected to kotlin',
    from: '/reference/kotlin/auth-linkidentity',
    expect: '/reference/kotlin/auth-getuseridentities',
    kind: 'question',
  },
  {
    query: 'tsquery filter kotlin',
    from: '/reference/kotlin/filter',
    expect: '/reference/kotlin/textsearch',
    kind: 'api name',
  },
  {
    query: 'remove the authenticator app from my account android',
    from: '/reference/kotlin/v2/auth-mfa-enroll',
    expect: '/reference/kotlin/v2/auth-mfa-unenroll',
    kind: 'synonym',
  },
  // Database
  {
    query: 'call an external rest api from a sql function',
    from: '/guides/database/functions',
    expect: '/guides/database/extensions/http',
    kind: 'task',
  },
  {
    query: 'hypothetical index',
    from: '/guides/database/postgres/indexes',
    expect: '/guides/database/extensions/hypopg',
    kind: 'task',
  },
  {
    query: 'rum index',
    from: '/guides/database/full-text-search',
    expect: '/guides/database/extensions/rum',
    kind: 'title',
  },
  {
    query: 'clickhouse foreign data wrapper',
    from: '/guides/database/extensions/wrappers/overview',
    expect: '/guides/database/extensions/wrappers/clickhouse',
    kind: 'task',
  },
  {
    query: 'read apache iceburg tables',
    from: '/guides/database/extensions/wrappers/overview',
    expect: '/guides/database/extensions/wrappers/iceberg',
    kind: 'typo',
  },
  {
    query: 'search chinese text in postgres',
    from: '/guides/database/full-text-search',
    expect: '/guides/database/extensions/pgroonga',
    kind: 'task',
  },
  {
    query: 'vercel functions running out of database connections',
    from: '/guides/database/connecting-to-postgres',
    expect: '/guides/database/connecting-to-postgres/serverless-drivers',
    kind: 'task',
  },
  // Data API
  {
    query: 'python types from schema',
    from: '/guides/api',
    expect: '/guides/api/rest/generating-python-types',
    kind: 'task',
  },
  {
    query: 'PGRST205',
    from: '/guides/api',
    expect: '/guides/api/rest/postgrest-error-codes',
    kind: 'error',
  },
  // Auth
  {
    query: 'sign in with kakaotalk',
    from: '/guides/auth/social-login',
    expect: '/guides/auth/social-login/auth-kakao',
    kind: 'title',
  },
  {
    query: 'let enterprise customers sign in with their company okta via saml',
    from: '/guides/auth',
    expect: '/guides/auth/enterprise-sso/auth-sso-saml',
    kind: 'task',
  },
  {
    query: 'replace auth helpers with the ssr package',
    from: '/guides/auth/server-side',
    expect: '/guides/auth/server-side/migrating-to-ssr-from-auth-helpers',
    kind: 'task',
  },
  {
    query: 'messagebird otp',
    from: '/guides/auth/phone-login',
    expect: '/guides/auth/phone-login/messagebird',
    kind: 'topic',
  },
  {
    query: 'identity_already_exists',
    from: '/guides/auth/auth-identity-linking',
    expect: '/guides/auth/debugging/error-codes',
    kind: 'error',
  },
  // Storage
  {
    query: 'query my analytics bucket from duckdb',
    from: '/guides/storage',
    expect: '/guides/storage/analytics/examples/duckdb',
    kind: 'task',
  },
  {
    query: 'give a custom database role access to storage',
    from: '/guides/storage/security/access-control',
    expect: '/guides/storage/schema/custom-roles',
    kind: 'task',
  },
  {
    query: 'check if a file exists without downloading it',
    from: '/guides/storage',
    expect: '/guides/storage/management/metadata',
    kind: 'task',
  },
  {
    query: 'InvalidMimeType',
    from: '/guides/storage/uploads/standard-uploads',
    expect: '/guides/storage/debugging/error-codes',
    kind: 'error',
  },
  {
    query: 'speed up listing objects in a huge bucket',
    from: '/guides/storage',
    expect: '/guides/storage/production/scaling',
    kind: 'task',
  },
  // Edge Functions
  {
    query: 'kysely edge functions',
    from: '/guides/functions/connect-to-postgres',
    expect: '/guides/functions/kysely-postgres',
    kind: 'task',
  },
  {
    query: 'verify a captcha token in an edge function',
    from: '/guides/functions',
    expect: '/guides/functions/examples/cloudflare-turnstile',
    kind: 'task',
  },
  {
    query: 'dynamic og image',
    from: '/guides/functions',
    expect: '/guides/functions/examples/og-image',
    kind: 'task',
  },
  {
    query: 'dart egde functions',
    from: '/guides/functions',
    expect: '/guides/functions/dart-edge',
    kind: 'typo',
  },
  // Realtime
  {
    query: 'how does realtime work under the hood',
    from: '/guides/realtime',
    expect: '/guides/realtime/architecture',
    kind: 'question',
  },
  {
    query: 'ReplicationMaxWalSendersReached',
    from: '/guides/realtime/troubleshooting',
    expect: '/guides/realtime/error_codes',
    kind: 'error',
  },
  // AI & Vectors
  {
    query: 'image captioning huggingface',
    from: '/guides/ai',
    expect: '/guides/ai/examples/huggingface-image-captioning',
    kind: 'task',
  },
  {
    query: 'llama index',
    from: '/guides/ai',
    expect: '/guides/ai/integrations/llamaindex',
    kind: 'typo',
  },
  {
    query: 'how much ram for a million embeddings',
    from: '/guides/ai/going-to-prod',
    expect: '/guides/ai/choosing-compute-addon',
    kind: 'question',
  },
  // Platform
  {
    query: 'team members log into the dashboard with okta',
    from: '/guides/platform/sso',
    expect: '/guides/platform/sso/okta',
    kind: 'task',
  },
  {
    query: 'cpu at 100 percent all the time',
    from: '/guides/platform/troubleshooting',
    expect: '/guides/platform/exhaust-cpu',
    kind: 'synonym',
  },
  {
    query: 'oauth app scopes',
    from: '/guides/platform/oauth-apps/build-a-supabase-integration',
    expect: '/guides/platform/oauth-apps/oauth-scopes',
    kind: 'topic',
  },
  {
    query: 'enterprise invoicing',
    from: '/guides/platform',
    expect: '/guides/platform/enterprise-billing',
    kind: 'synonym',
  },
  // Self-hosting
  {
    query: 'self hosted logflare env vars',
    from: '/guides/self-hosting',
    expect: '/guides/self-hosting/analytics/config',
    kind: 'task',
  },
  // CLI guides
  {
    query: 'github action to regenerate types',
    from: '/guides/cli',
    expect: '/guides/cli/github-action/generating-types',
    kind: 'task',
  },
  {
    query: 'keep config.toml in sync across environments',
    from: '/guides/cli/config',
    expect: '/guides/cli/managing-config',
    kind: 'task',
  },
  // CLI reference
  {
    query: 'which indexes are never used',
    from: '/reference/cli/supabase-inspect-db',
    expect: '/reference/cli/supabase-inspect-db-unused-indexes',
    kind: 'question',
  },
  {
    query: 'pause a preview branch',
    from: '/reference/cli/supabase-branches',
    expect: '/reference/cli/supabase-branches-pause',
    kind: 'task',
  },
  {
    query: 'add a saml identity provider from the terminal',
    from: '/reference/cli/supabase-sso',
    expect: '/reference/cli/supabase-sso-add',
    kind: 'task',
  },
  // Management API reference
  {
    query: 'create restore point',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-create-restore-point',
    kind: 'task',
  },
  {
    query: 'kick every realtime client off my project',
    from: '/reference/api/v1-get-realtime-config',
    expect: '/reference/api/v1-shutdown-realtime',
    kind: 'synonym',
  },
  {
    query: 'is my project in read only mode',
    from: '/reference/api/introduction',
    expect: '/reference/api/v1-get-readonly-mode-status',
    kind: 'question',
  },
  // Home
  {
    query: 'ionic react tutorial',
    expect: '/guides/getting-started/tutorials/with-ionic-react',
    kind: 'title',
  },
  {
    query: 'redwood quickstart',
    expect: '/guides/getting-started/quickstarts/redwoodjs',
    kind: 'title',
  },
  {
    query: 'refine user management app',
    expect: '/guides/getting-started/tutorials/with-refine',
    kind: 'title',
  },
  {
    query: 'swiftui quickstart',
    expect: '/guides/getting-started/quickstarts/ios-swiftui',
    kind: 'title',
  },
];

/** The twenty-first held-out block (session 31, for the next ranking change); see UNSEEN_CASES_20. */
export const UNSEEN_SET_20: readonly RelevanceCase[] = UNSEEN_CASES_20.map((c) => ({...c, frozen: true as const}));

/**
 * The twenty-second held-out block: written on 2026-11-30 (session 32) before the next ranking change, for that change
 * to be measured on: 80 queries in the ways developers ask. 38 short docs-box queries of one to four words (`figma
 * oauth`, `sequin cdc`, `aal2 kotlin`, `postgres on fly.io`, `google workspace sso`, `vector buckets localhost dev`)
 * and 35 long questions and tasks of six words or more (`my generated types are wrong for a json column how do i
 * override them`, `log in on the website by scanning a qr code with the phone app`, `return none instead of an error
 * when no row matches python`, `exchange the authorization code for a management api token`, `who is responsible for
 * security when i use supabase`), error text as pasted (`user_banned`, from supabase/auth's error codes; `Failed to
 * send a request to the Edge Function`, the message of supabase-js's FunctionsFetchError;
 * `RealtimeDisabledForTenant`, logged by supabase/realtime when the tenant is suspended; `PGRST106 invalid schema`,
 * PostgREST's schema that is not exposed; each named on the page that explains it), API names as typed
 * (`regenerateClientSecret`, `listProviders`, `revokeGrant`, `get_channels`, `upload_to_signed_url python`,
 * `InitializeAsync`, `AddStateChangedListener`, `decodeSingleOrNull`), typos (`realtime hearbeat stream ios`,
 * `puppeter screenshot`, `chatgpt retreival plugin`, `listen to table inserts in a fluter widget`) and everyday words
 * that differ from the docs' (`which apps did i give access to my account`, `stop showing me as online swift`, `send
 * the signup code again`, `check if the user finished 2fa c#`, `is this subdomain free to use`, `move off vercel
 * postgres`). 38 are typed from client library reference pages (JavaScript 8, Dart 6, Swift 6, Python 6, C# 6, Kotlin
 * 6, among them JavaScript v1, Dart v1, Swift v1, C# v0 and Kotlin v2 one each) asking for that library's own section;
 * 33 from guides (Database 6, Auth 6, Storage 3, Edge Functions 3, Realtime 2, AI & Vectors 3, Platform, integrations
 * and migrating 7, self-hosting 1, the CLI guides 2), 6 from the CLI (3) and Management API (3) references and 3 from
 * the home page; 56 of its 80 pages are expected by no earlier block nor the guide-topic set. Each `from` and `expect`
 * page exists in the built site and is no redirect (checked against the build of main); no query repeats one of an
 * earlier set or of the guide-topic set (case folded), nor has the words of one (split on anything but `[a-z0-9_]`, and
 * again with underscores and hyphens read as spaces) with at most one word added or removed. Frozen like the others
 * (never edit a case to make the ranking pass, only when its page moves, saying so in the commit); scored apart
 * (UNSEEN_SET_21, `npx tsx scripts/search-relevance.ts --unseen21`), gates nothing but its own floor in
 * e2e/searchRelevance.e2e.ts.
 */
const UNSEEN_CASES_21: readonly Omit<RelevanceCase, 'frozen'>[] = [
  // JavaScript
  {
    query: 'add a passkey to my account',
    from: '/reference/javascript/auth-updateuser',
    expect: '/reference/javascript/auth-passkey-register',
    kind: 'task',
  },
  {
    query: 'regenerateClientSecret',
    from: '/reference/javascript/auth-admin-oauth-getclient',
    expect: '/reference/javascript/auth-admin-oauth-regenerateclientsecret',
    kind: 'api name',
  },
  {
    query: 'my generated types are wrong for a json column how do i override them',
    from: '/reference/javascript/select',
    expect: '/reference/javascript/db-overridetypes',
    kind: 'question',
  },
  {
    query: 'heartbeat timeout callback js',
    from: '/reference/javascript/subscribe',
    expect: '/reference/javascript/realtime-onheartbeat',
    kind: 'topic',
  },
  {
    query: 'which apps did i give access to my account',
    from: '/reference/javascript/auth-getuser',
    expect: '/reference/javascript/auth-oauth-listgrants',
    kind: 'synonym',
  },
  {
    query: 'similarity search in a vector bucket',
    from: '/reference/javascript/storage-vectors-putvectors',
    expect: '/reference/javascript/storage-vectors-queryvectors',
    kind: 'task',
  },
  {
    query: 'rows matching every pattern',
    from: '/reference/javascript/like',
    expect: '/reference/javascript/likeallof',
    kind: 'synonym',
  },
  {
    query: 'insert returning minimal v1',
    from: '/reference/javascript/v1/select',
    expect: '/reference/javascript/v1/insert',
    kind: 'task',
  },
  // Dart
  {
    query: 'purge cached image flutter',
    from: '/reference/dart/storage-from-upload',
    expect: '/reference/dart/storage-from-purgecache',
    kind: 'task',
  },
  {
    query: 'sign in with an ethereum wallet dart',
    from: '/reference/dart/auth-signinwithoauth',
    expect: '/reference/dart/auth-signinwithweb3',
    kind: 'task',
  },
  {
    query: 'stop an update from touching too many rows',
    from: '/reference/dart/update',
    expect: '/reference/dart/db-maxaffected',
    kind: 'task',
  },
  {
    query: 'rename passkey flutter',
    from: '/reference/dart/auth-passkey-list',
    expect: '/reference/dart/auth-passkey-rename',
    kind: 'task',
  },
  {
    query: 'listProviders',
    from: '/reference/dart/auth-admin-customproviders-createprovider',
    expect: '/reference/dart/auth-admin-customproviders-listproviders',
    kind: 'api name',
  },
  {
    query: 'send the signup code again',
    from: '/reference/dart/v1/auth-signinwithotp',
    expect: '/reference/dart/v1/auth-resend',
    kind: 'synonym',
  },
  // Swift
  {
    query: 'sign out a user with their jwt on the server ios',
    from: '/reference/swift/auth-admin-deleteuser',
    expect: '/reference/swift/auth-admin-signout',
    kind: 'task',
  },
  {
    query: 'stop showing me as online swift',
    from: '/reference/swift/subscribe',
    expect: '/reference/swift/untrack',
    kind: 'synonym',
  },
  {
    query: 'realtime hearbeat stream ios',
    from: '/reference/swift/realtime-api',
    expect: '/reference/swift/realtime-onheartbeat',
    kind: 'typo',
  },
  {
    query: 'presigned upload url swift',
    from: '/reference/swift/storage-from-upload',
    expect: '/reference/swift/storage-from-createsigneduploadurl',
    kind: 'synonym',
  },
  {
    query: 'revokeGrant',
    from: '/reference/swift/auth-oauth-listgrants',
    expect: '/reference/swift/auth-oauth-revokegrant',
    kind: 'api name',
  },
  {
    query: 'move an image into another folder ios',
    from: '/reference/swift/v1/storage-from-list',
    expect: '/reference/swift/v1/storage-from-move',
    kind: 'task',
  },
  // Python
  {
    query: 'asyncio timeout query',
    from: '/reference/python/select',
    expect: '/reference/python/db-abortsignal',
    kind: 'task',
  },
  {
    query: 'get_channels',
    from: '/reference/python/removechannel',
    expect: '/reference/python/getchannels',
    kind: 'api name',
  },
  {
    query: 'send a nonce before changing the password python',
    from: '/reference/python/auth-updateuser',
    expect: '/reference/python/auth-reauthentication',
    kind: 'task',
  },
  {
    query: 'upload_to_signed_url python',
    from: '/reference/python/storage-from-createsigneduploadurl',
    expect: '/reference/python/storage-from-uploadtosignedurl',
    kind: 'api name',
  },
  {
    query: "change another user's email as admin python",
    from: '/reference/python/auth-admin-listusers',
    expect: '/reference/python/auth-admin-updateuserbyid',
    kind: 'task',
  },
  {
    query: 'return none instead of an error when no row matches python',
    from: '/reference/python/single',
    expect: '/reference/python/maybesingle',
    kind: 'question',
  },
  // C#
  {
    query: 'check if the user finished 2fa c#',
    from: '/reference/csharp/auth-mfa-verify',
    expect: '/reference/csharp/auth-mfa-getauthenticatorassurancelevel',
    kind: 'synonym',
  },
  {
    query: 'CancellationToken query',
    from: '/reference/csharp/select',
    expect: '/reference/csharp/db-abortsignal',
    kind: 'api name',
  },
  {
    query: 'get file size and content type dotnet',
    from: '/reference/csharp/storage-from-download',
    expect: '/reference/csharp/storage-from-info',
    kind: 'task',
  },
  {
    query: 'InitializeAsync',
    from: '/reference/csharp/installing',
    expect: '/reference/csharp/initializing',
    kind: 'api name',
  },
  {
    query: 'generate a magic link on the server without sending an email c#',
    from: '/reference/csharp/auth-signinwithotp',
    expect: '/reference/csharp/auth-admin-generatelink',
    kind: 'task',
  },
  {
    query: 'AddStateChangedListener',
    from: '/reference/csharp/v0/auth-session',
    expect: '/reference/csharp/v0/auth-onauthstatechange',
    kind: 'api name',
  },
  // Kotlin
  {
    query: 'email an invitation to join my app android',
    from: '/reference/kotlin/auth-signup',
    expect: '/reference/kotlin/auth-admin-inviteuserbyemail',
    kind: 'task',
  },
  {
    query: 'migrate supabase-kt 2 to 3',
    from: '/reference/kotlin/installing',
    expect: '/reference/kotlin/upgrade-guide',
    kind: 'task',
  },
  {
    query: 'list active subscriptions kotlin',
    from: '/reference/kotlin/removechannel',
    expect: '/reference/kotlin/getchannels',
    kind: 'synonym',
  },
  {
    query: 'decodeSingleOrNull',
    from: '/reference/kotlin/single',
    expect: '/reference/kotlin/maybesingle',
    kind: 'api name',
  },
  {
    query: 'aal2 kotlin',
    from: '/reference/kotlin/auth-mfa-verify',
    expect: '/reference/kotlin/auth-mfa-getauthenticatorassurancelevel',
    kind: 'topic',
  },
  {
    query: 'share a private file for one hour android',
    from: '/reference/kotlin/v2/storage-from-upload',
    expect: '/reference/kotlin/v2/storage-from-createsignedurl',
    kind: 'task',
  },
  // Guides: Database and the Data API
  {
    query: 'turn off pg_graphql',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/pg_graphql',
    kind: 'task',
  },
  {
    query: 'query auth0 users from sql',
    from: '/guides/database/extensions/wrappers/overview',
    expect: '/guides/database/extensions/wrappers/auth0',
    kind: 'task',
  },
  {
    query: 'read logflare logs in postgres',
    from: '/guides/database/extensions/wrappers/overview',
    expect: '/guides/database/extensions/wrappers/logflare',
    kind: 'task',
  },
  {
    query: 's3 vectors wrapper',
    from: '/guides/database/extensions',
    expect: '/guides/database/extensions/wrappers/s3_vectors',
    kind: 'title',
  },
  {
    query: 'publication for external subscriber',
    from: '/guides/database/replication',
    expect: '/guides/database/postgres/setup-replication-external',
    kind: 'task',
  },
  {
    query: 'plpgsql static analysis',
    from: '/guides/database/functions',
    expect: '/guides/database/extensions/plpgsql_check',
    kind: 'task',
  },
  // Guides: Auth
  {
    query: 'use my own sms provider for otp with a hook',
    from: '/guides/auth/phone-login',
    expect: '/guides/auth/auth-hooks/send-sms-hook',
    kind: 'task',
  },
  {
    query: 'stytch tokens for rls',
    from: '/guides/auth/third-party/overview',
    expect: '/guides/integrations/stytch',
    kind: 'task',
  },
  {query: 'supertokens jwt policies', from: '/guides/auth', expect: '/guides/integrations/supertokens', kind: 'topic'},
  {
    query: 'log in on the website by scanning a qr code with the phone app',
    from: '/guides/auth',
    expect: '/guides/integrations/keyri',
    kind: 'task',
  },
  {
    query: 'figma oauth',
    from: '/guides/auth/social-login',
    expect: '/guides/auth/social-login/auth-figma',
    kind: 'title',
  },
  {query: 'user_banned', from: '/guides/auth/users', expect: '/guides/auth/debugging/error-codes', kind: 'error'},
  // Guides: Storage
  {
    query: 'vector buckets localhost dev',
    from: '/guides/storage/vector/storing-vectors',
    expect: '/guides/storage/vector/local-development',
    kind: 'task',
  },
  {
    query: 'how many tables can an analytics bucket hold',
    from: '/guides/storage/analytics/creating-analytics-buckets',
    expect: '/guides/storage/analytics/limits',
    kind: 'question',
  },
  {
    query: 'where does storage keep file metadata in postgres',
    from: '/guides/storage',
    expect: '/guides/storage/schema/design',
    kind: 'question',
  },
  // Guides: Edge Functions
  {
    query: 'Failed to send a request to the Edge Function',
    from: '/guides/functions',
    expect: '/guides/functions/error-handling',
    kind: 'error',
  },
  {
    query: 'run my function close to the database region',
    from: '/guides/functions/deploy',
    expect: '/guides/functions/regional-invocation',
    kind: 'task',
  },
  {
    query: 'puppeter screenshot',
    from: '/guides/functions',
    expect: '/guides/functions/examples/screenshots',
    kind: 'typo',
  },
  // Guides: Realtime
  {query: 'RealtimeDisabledForTenant', from: '/guides/realtime', expect: '/guides/realtime/error_codes', kind: 'error'},
  {
    query: 'listen to table inserts in a fluter widget',
    from: '/guides/realtime',
    expect: '/guides/realtime/realtime-listening-flutter',
    kind: 'typo',
  },
  // Guides: AI & Vectors
  {query: 'roboflow image search', from: '/guides/ai', expect: '/guides/ai/integrations/roboflow', kind: 'task'},
  {
    query: 'chatgpt retreival plugin',
    from: '/guides/ai',
    expect: '/guides/ai/examples/building-chatgpt-plugins',
    kind: 'typo',
  },
  {
    query: 'answer questions about my markdown docs in a nextjs app',
    from: '/guides/ai/examples/headless-vector-search',
    expect: '/guides/ai/examples/nextjs-vector-search',
    kind: 'task',
  },
  // Guides: Platform, integrations, migrating
  {query: 'postgres on fly.io', from: '/guides/platform', expect: '/guides/platform/fly-postgres', kind: 'topic'},
  {
    query: "revoke an integration's access to my organization",
    from: '/guides/platform/access-control',
    expect: '/guides/platform/marketplace',
    kind: 'task',
  },
  {query: 'google workspace sso', from: '/guides/platform/sso', expect: '/guides/platform/sso/gsuite', kind: 'task'},
  {
    query: 'exchange the authorization code for a management api token',
    from: '/guides/integrations/oauth-apps/publish-an-oauth-app',
    expect: '/guides/integrations/oauth-apps/authorize-an-oauth-app',
    kind: 'task',
  },
  {
    query: 'move off vercel postgres',
    from: '/guides/resources/migrating-to-supabase',
    expect: '/guides/resources/migrating-to-supabase/vercel-postgres',
    kind: 'synonym',
  },
  {query: 'sequin cdc', from: '/guides/database/replication', expect: '/guides/integrations/sequin', kind: 'task'},
  {
    query: 'pgmustard',
    from: '/guides/database/query-optimization',
    expect: '/guides/integrations/pgmustard',
    kind: 'title',
  },
  // Guides: self-hosting, CLI
  {
    query: 'phone mfa on my own server',
    from: '/guides/self-hosting/docker',
    expect: '/guides/self-hosting/self-hosted-phone-mfa',
    kind: 'task',
  },
  {
    query: 'back up the database every night with github actions',
    from: '/guides/cli',
    expect: '/guides/cli/github-action/backups',
    kind: 'task',
  },
  {query: 'install the cli with scoop', from: '/guides/cli', expect: '/guides/cli/getting-started', kind: 'task'},
  // CLI and Management API references
  {
    query: 'which queries are blocking others',
    from: '/reference/cli/supabase-inspect-db',
    expect: '/reference/cli/supabase-inspect-db-blocking',
    kind: 'question',
  },
  {
    query: 'download my saved sql snippets',
    from: '/reference/cli/supabase-snippets',
    expect: '/reference/cli/supabase-snippets-download',
    kind: 'task',
  },
  {
    query: 'make a new jwt signing key',
    from: '/reference/cli/supabase-gen',
    expect: '/reference/cli/supabase-gen-signing-key',
    kind: 'task',
  },
  {
    query: 'is this subdomain free to use',
    from: '/reference/api/v1-get-vanity-subdomain-config',
    expect: '/reference/api/v1-check-vanity-subdomain-availability',
    kind: 'synonym',
  },
  {
    query: 'get the openapi spec of my database',
    from: '/reference/api/v1-get-project',
    expect: '/reference/api/v1-get-database-openapi',
    kind: 'task',
  },
  {
    query: 'turn off preview branches api',
    from: '/reference/api/v1-list-all-branches',
    expect: '/reference/api/v1-disable-preview-branching',
    kind: 'task',
  },
  // Home page
  {query: 'PGRST106 invalid schema', expect: '/guides/api/rest/postgrest-error-codes', kind: 'error'},
  {query: 'what do all these supabase terms mean', expect: '/guides/resources/glossary', kind: 'title'},
  {
    query: 'who is responsible for security when i use supabase',
    expect: '/guides/platform/shared-responsibility-model',
    kind: 'question',
  },
];

/** The twenty-second held-out block (session 32, for the next ranking change); see UNSEEN_CASES_21. */
export const UNSEEN_SET_21: readonly RelevanceCase[] = UNSEEN_CASES_21.map((c) => ({...c, frozen: true as const}));

/** Every relevance set by the name the scorer's `--answers` mode and e2e/searchRelevance.e2e.ts give it. */
export const RELEVANCE_SETS = {
  relevance: RELEVANCE_SET,
  unseen: UNSEEN_SET,
  unseen2: UNSEEN_SET_2,
  unseen3: UNSEEN_SET_3,
  unseen4: UNSEEN_SET_4,
  unseen5: UNSEEN_SET_5,
  unseen6: UNSEEN_SET_6,
  unseen7: UNSEEN_SET_7,
  unseen8: UNSEEN_SET_8,
  unseen9: UNSEEN_SET_9,
  unseen10: UNSEEN_SET_10,
  unseen11: UNSEEN_SET_11,
  unseen12: UNSEEN_SET_12,
  unseen13: UNSEEN_SET_13,
  unseen14: UNSEEN_SET_14,
  unseen15: UNSEEN_SET_15,
  unseen16: UNSEEN_SET_16,
  unseen17: UNSEEN_SET_17,
  unseen18: UNSEEN_SET_18,
  unseen19: UNSEEN_SET_19,
  unseen20: UNSEEN_SET_20,
  unseen21: UNSEEN_SET_21,
} as const;
