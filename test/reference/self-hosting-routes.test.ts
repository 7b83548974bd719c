/**
 * @jest-environment node
 *
 * The self-hosting server references against their servers' route tables, pinned at a release (issue 32;
 * the helper and its rules: ./serverRoutesSuite.ts; how to refresh a table: reference/README.md).
 */
import {describeServerRoutes} from './serverRoutesSuite';

describeServerRoutes('auth', 'reference/self-hosting-auth/_spec.yml', 'reference/self-hosting-auth/routes.json');

// The Storage table holds two servers: the Storage API and the admin API of multi-tenant deployments.
describeServerRoutes(
  'storage',
  'reference/self-hosting-storage/_spec.yml',
  'reference/self-hosting-storage/routes.json',
  {
    serverOf: (id) => (id.startsWith('admin-') ? 'admin' : 'api'),
    oneEntryPerRoute: true,
  },
);
