import {group, link, type MenuEntry} from './types';

/** The entries of the "platform" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  group('Add-ons', [
    link('Compute Add-ons', '/guides/platform/compute-add-ons'),
    link('Custom Domains', '/guides/platform/custom-domains'),
    link('Database Backups', '/guides/platform/backups'),
    link('Restore to a new project', '/guides/platform/clone-project'),
    link('IPv4 Address', '/guides/platform/ipv4-address'),
    link('Read Replicas', '/guides/platform/read-replicas'),
  ]),
  group('Logging and observability', [
    link('Logging', '/guides/platform/logs'),
    link('Log Drains', '/guides/platform/log-drains'),
    link('Metrics', '/guides/platform/metrics'),
    link('Reports', '/guides/analytics/reports'),
    link('Monitoring with Grafana', '/guides/analytics/grafana'),
    link('Monitoring with Sentry', '/guides/platform/sentry-monitoring'),
  ]),
  group('Platform Management', [
    link('Regions', '/guides/platform/regions'),
    link('Custom Postgres Config', '/guides/platform/custom-postgres-config'),
    link('Database Size', '/guides/platform/database-size'),
    link('Fly Postgres', '/guides/platform/fly-postgres'),
    link('HTTP Status Codes', '/guides/platform/http-status-codes'),
    link('Migrating and Upgrading', '/guides/platform/migrating-and-upgrading-projects'),
    link('Multi-factor Authentication', '/guides/platform/multi-factor-authentication'),
    link('Enforce MFA on an organization', '/guides/platform/mfa/org-mfa-enforcement'),
    link('Transfer Project', '/guides/platform/project-transfer'),
    link('Network Restrictions', '/guides/platform/network-restrictions'),
    link('Performance Tuning', '/guides/platform/performance'),
    link('Branching', '/guides/platform/branching', {
      items: [
        link('GitHub integration', '/guides/platform/branching/github-integration'),
        link('Configuration', '/guides/platform/branching/configuration'),
        link('Working with branches', '/guides/platform/branching/working-with-branches'),
        link('Troubleshooting', '/guides/platform/branching/troubleshooting'),
      ],
    }),
  ]),
  group('Security', [
    link('Access Control', '/guides/platform/access-control'),
    link('SSL Enforcement', '/guides/platform/ssl-enforcement'),
    link('Platform-required Permissions', '/guides/platform/permissions'),
    link('PrivateLink', '/guides/platform/privatelink'),
  ]),
  group('Security and compliance', [
    link('Platform security', '/guides/platform/security/platform-security'),
    link('Product security', '/guides/platform/security/product-security'),
    link('SOC 2 compliance', '/guides/platform/security/soc-2-compliance'),
    link('HIPAA compliance', '/guides/platform/security/hipaa-compliance'),
    link('HIPAA Projects', '/guides/platform/hipaa-projects'),
    link('Security testing', '/guides/platform/security/security-testing'),
    link('Platform audit logs', '/guides/platform/security/platform-audit-logs'),
  ]),
  group('Billing', [
    link('How billing works', '/guides/platform/org-based-billing'),
    link('Spend caps and cost-controls', '/guides/platform/spend-cap'),
    link('Enterprise Billing', '/guides/platform/enterprise-billing'),
    link('Billing FAQ', '/guides/platform/billing-faq'),
    link('Manage your usage', '/guides/platform/manage-your-usage', {
      items: [
        link('Compute', '/guides/platform/manage-your-usage/compute'),
        link('Egress', '/guides/platform/manage-your-usage/egress'),
        link('Disk size', '/guides/platform/manage-your-usage/disk-size'),
        link('Monthly active users', '/guides/platform/manage-your-usage/monthly-active-users'),
        link('Storage size', '/guides/platform/manage-your-usage/storage-size'),
        link('Edge Function invocations', '/guides/platform/manage-your-usage/edge-function-invocations'),
        link('Realtime messages', '/guides/platform/manage-your-usage/realtime-messages'),
        link('Realtime peak connections', '/guides/platform/manage-your-usage/realtime-peak-connections'),
      ],
    }),
  ]),
  group('Single sign-on', [
    link('Enable SSO for your organization', '/guides/platform/sso'),
    link('SSO with Azure AD', '/guides/platform/sso/azure'),
    link('SSO with Google Workspace', '/guides/platform/sso/gsuite'),
    link('SSO with Okta', '/guides/platform/sso/okta'),
  ]),
  group('Terraform', [
    link('Terraform Provider', '/guides/platform/terraform'),
    link('Terraform Tutorial', '/guides/platform/terraform/tutorial'),
    link('Reference', '/guides/platform/terraform/reference'),
  ]),
  group('Production Readiness', [
    link('Shared Responsibility Model', '/guides/platform/shared-responsibility-model'),
    link('Maturity Model', '/guides/platform/maturity-model'),
    link('Production Checklist', '/guides/platform/going-into-prod'),
  ]),
  group('Integrations', [
    link('Integrations Marketplace', '/guides/platform/marketplace'),
    link('Build a Supabase Integration', '/guides/platform/oauth-apps/build-a-supabase-integration'),
    link('OAuth Scopes', '/guides/platform/oauth-apps/oauth-scopes'),
  ]),
  group('Troubleshooting', [
    link('HTTP and Project Issues', '/guides/platform/troubleshooting'),
    link('High Disk IO Consumption', '/guides/platform/exhaust-disk-io'),
    link('High CPU Usage', '/guides/platform/exhaust-cpu'),
    link('High RAM Usage', '/guides/platform/exhaust-ram'),
    link('High Swap Usage', '/guides/platform/exhaust-swap'),
  ]),
];
