/**
 * Redirects from the platform's current guide URLs to the portal's pages.
 *
 * The portal keeps the older URL scheme (`/guides/cli/...`, `/guides/platform/...`), while today's links, bookmarks
 * and answers use the newer sections: `/guides/local-development/...`, `/guides/deployment/...`,
 * `/guides/telemetry/...`, `/guides/security/...` and a few renamed platform pages. Each entry sends one of those
 * URLs to the page of ours that covers the same topic. docusaurus.config.ts hands the table to
 * `@docusaurus/plugin-client-redirects`, which writes a small static page at every `from` (so any static host
 * serves it); `src/data/__tests__/redirects.test.ts` checks that every `to` is a page, that no `from` is a page,
 * and that nothing is listed twice.
 *
 * The `from` lists follow the platform's docs navigation (apps/docs/components/Navigation/NavigationMenu/
 * NavigationMenu.constants.ts in github:supabase/supabase) and its content folders. When a page of ours lands at a
 * `from` address, remove the entry; when a better page lands for a topic, point the entry's `to` at it.
 */

/** A site path under the guides. */
type GuidePath = `/guides/${string}`;

interface GuideRedirect {
  /** Today's URL on the platform's docs, without a trailing slash. */
  readonly from: GuidePath;
  /** The page of this portal that answers it. */
  readonly to: GuidePath;
}

/** Today's "Local Dev / CLI" section, `/guides/local-development/...`. */
const LOCAL_DEVELOPMENT: readonly GuideRedirect[] = [
  {from: '/guides/local-development', to: '/guides/cli'},
  {from: '/guides/local-development/overview', to: '/guides/cli/local-development'},
  {from: '/guides/local-development/cli/getting-started', to: '/guides/cli/getting-started'},
  {from: '/guides/local-development/cli/config', to: '/guides/cli/config'},
  {from: '/guides/local-development/cli/testing-and-linting', to: '/guides/cli/testing-and-linting'},
  {from: '/guides/local-development/cli-workflows', to: '/guides/cli/local-development'},
  {from: '/guides/local-development/docker-and-native-runtimes', to: '/guides/cli/local-development'},
  {from: '/guides/local-development/runtimes', to: '/guides/cli/local-development'},
  {from: '/guides/local-development/running-multiple-local-projects', to: '/guides/cli/config'},
  {from: '/guides/local-development/parallel-projects', to: '/guides/cli/config'},
  {from: '/guides/local-development/declarative-database-schemas', to: '/guides/cli/declarative-database-schemas'},
  {from: '/guides/local-development/declaring-database-schemas', to: '/guides/cli/declarative-database-schemas'},
  {from: '/guides/local-development/declarative-schema-migrations', to: '/guides/cli/declarative-database-schemas'},
  {from: '/guides/local-development/diff-engines', to: '/guides/cli/declarative-database-schemas'},
  {from: '/guides/local-development/database-migrations', to: '/guides/cli/database-migrations'},
  {from: '/guides/local-development/schema-migrations', to: '/guides/cli/database-migrations'},
  {from: '/guides/local-development/seeding-your-database', to: '/guides/cli/seeding-your-database'},
  {from: '/guides/local-development/managing-config', to: '/guides/cli/managing-config'},
  {from: '/guides/local-development/config-as-code', to: '/guides/cli/managing-config'},
  {from: '/guides/local-development/restoring-downloaded-backup', to: '/guides/cli/restoring-downloaded-backup'},
  {from: '/guides/local-development/customizing-email-templates', to: '/guides/cli/customizing-email-templates'},
  {from: '/guides/local-development/testing/overview', to: '/guides/cli/testing-and-linting'},
  {from: '/guides/local-development/testing/pgtap-extended', to: '/guides/cli/advanced-pgtap-testing'},
];

/** Today's "Deployment & Branching" section, `/guides/deployment/...`. */
const DEPLOYMENT: readonly GuideRedirect[] = [
  {from: '/guides/deployment', to: '/guides/cli/managing-environments'},
  {from: '/guides/deployment/managing-environments', to: '/guides/cli/managing-environments'},
  {from: '/guides/deployment/database-migrations', to: '/guides/cli/database-migrations'},
  {from: '/guides/deployment/branching', to: '/guides/platform/branching'},
  {from: '/guides/deployment/branching/github-integration', to: '/guides/platform/branching/github-integration'},
  {from: '/guides/deployment/branching/dashboard', to: '/guides/platform/branching/working-with-branches'},
  {from: '/guides/deployment/branching/gitless-branching', to: '/guides/platform/branching/working-with-branches'},
  {
    from: '/guides/deployment/branching/working-with-branches',
    to: '/guides/platform/branching/working-with-branches',
  },
  {from: '/guides/deployment/branching/configuration', to: '/guides/platform/branching/configuration'},
  {from: '/guides/deployment/branching/integrations', to: '/guides/integrations/vercel'},
  {from: '/guides/deployment/branching/troubleshooting', to: '/guides/platform/branching/troubleshooting'},
  {from: '/guides/deployment/terraform', to: '/guides/platform/terraform'},
  {from: '/guides/deployment/terraform/tutorial', to: '/guides/platform/terraform/tutorial'},
  {from: '/guides/deployment/terraform/reference', to: '/guides/platform/terraform/reference'},
  {from: '/guides/deployment/shared-responsibility-model', to: '/guides/platform/shared-responsibility-model'},
  {from: '/guides/deployment/maturity-model', to: '/guides/platform/maturity-model'},
  {from: '/guides/deployment/going-into-prod', to: '/guides/platform/going-into-prod'},
  {from: '/guides/deployment/ci/generating-types', to: '/guides/cli/github-action/generating-types'},
  {from: '/guides/deployment/ci/testing', to: '/guides/cli/github-action/testing'},
  {from: '/guides/deployment/ci/backups', to: '/guides/cli/github-action/backups'},
];

/** Today's "Telemetry" section, `/guides/telemetry/...`: ours is the Analytics area plus the platform's logging pages. */
const TELEMETRY: readonly GuideRedirect[] = [
  {from: '/guides/telemetry', to: '/guides/analytics'},
  {from: '/guides/telemetry/logs', to: '/guides/platform/logs'},
  {from: '/guides/telemetry/advanced-log-filtering', to: '/guides/analytics/advanced-log-filtering'},
  {from: '/guides/telemetry/querying-supabase-logs', to: '/guides/analytics/querying-logs'},
  {from: '/guides/telemetry/log-field-reference', to: '/guides/platform/logs'},
  {from: '/guides/telemetry/debugging', to: '/guides/analytics/example-queries'},
  {from: '/guides/telemetry/log-drains', to: '/guides/platform/log-drains'},
  {from: '/guides/telemetry/log-drains/loki', to: '/guides/platform/log-drains'},
  {from: '/guides/telemetry/reports', to: '/guides/analytics/reports'},
  {from: '/guides/telemetry/metrics', to: '/guides/platform/metrics'},
  {from: '/guides/telemetry/metrics/grafana-cloud', to: '/guides/analytics/grafana'},
  {from: '/guides/telemetry/metrics/grafana-self-hosted', to: '/guides/analytics/grafana'},
  {from: '/guides/telemetry/metrics/datadog', to: '/guides/platform/metrics'},
  {from: '/guides/telemetry/metrics/vendor-agnostic', to: '/guides/platform/metrics'},
  {from: '/guides/telemetry/sentry-monitoring', to: '/guides/platform/sentry-monitoring'},
];

/** Today's "Security & Compliance" section, `/guides/security/...`: ours is under `/guides/platform/security/`. */
const SECURITY: readonly GuideRedirect[] = [
  {from: '/guides/security', to: '/guides/platform/security/platform-security'},
  {from: '/guides/security/platform-security', to: '/guides/platform/security/platform-security'},
  {from: '/guides/security/product-security', to: '/guides/platform/security/product-security'},
  {from: '/guides/security/security-testing', to: '/guides/platform/security/security-testing'},
  {from: '/guides/security/platform-audit-logs', to: '/guides/platform/security/platform-audit-logs'},
  {from: '/guides/security/soc-2-compliance', to: '/guides/platform/security/soc-2-compliance'},
  {from: '/guides/security/hipaa-compliance', to: '/guides/platform/security/hipaa-compliance'},
  {from: '/guides/security/gdpr-compliance', to: '/guides/platform/shared-responsibility-model'},
  {from: '/guides/security/tls', to: '/guides/platform/ssl-enforcement'},
];

/** Platform pages that moved or were renamed: compute, cost control, and the migration guides (ours are under Resources). */
const MIGRATION_GUIDES = [
  'auth0',
  'firebase-auth',
  'firestore-data',
  'firebase-storage',
  'heroku',
  'render',
  'amazon-rds',
  'postgres',
  'mysql',
  'mssql',
] as const;

const PLATFORM: readonly GuideRedirect[] = [
  {from: '/guides/platform/compute-and-disk', to: '/guides/platform/compute-add-ons'},
  {from: '/guides/platform/cost-control', to: '/guides/platform/spend-cap'},
  {from: '/guides/platform/migrating-to-supabase', to: '/guides/resources/migrating-to-supabase'},
  ...MIGRATION_GUIDES.map((slug): GuideRedirect => ({
    from: `/guides/platform/migrating-to-supabase/${slug}`,
    to: `/guides/resources/migrating-to-supabase/${slug}`,
  })),
  // Postgres providers without a guide of their own: the generic Postgres migration applies.
  {
    from: '/guides/platform/migrating-to-supabase/vercel-postgres',
    to: '/guides/resources/migrating-to-supabase/postgres',
  },
  {from: '/guides/platform/migrating-to-supabase/neon', to: '/guides/resources/migrating-to-supabase/postgres'},
];

/** Every redirect, one table: today's URL → our page. */
export const GUIDE_REDIRECTS: readonly GuideRedirect[] = [
  ...LOCAL_DEVELOPMENT,
  ...DEPLOYMENT,
  ...TELEMETRY,
  ...SECURITY,
  ...PLATFORM,
];
