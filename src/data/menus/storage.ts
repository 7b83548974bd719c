import {group, link, type MenuEntry} from './types';

/** The entries of the "storage" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/storage'),
  link('Quickstart', '/guides/storage/quickstart'),
  group('Buckets', [
    link('Fundamentals', '/guides/storage/buckets/fundamentals'),
    link('Creating Buckets', '/guides/storage/buckets/creating-buckets'),
    link('Analytics Buckets (Iceberg)', '/guides/storage/analytics/introduction', {
      items: [
        link('Creating and managing buckets', '/guides/storage/analytics/creating-analytics-buckets'),
        link('Query with Postgres', '/guides/storage/analytics/query-with-postgres'),
        link('Query with DuckDB', '/guides/storage/analytics/examples/duckdb'),
        link('Use with Apache Spark', '/guides/storage/analytics/examples/apache-spark'),
        link('Limits', '/guides/storage/analytics/limits'),
      ],
    }),
    link('Vector Buckets', '/guides/storage/vector/introduction', {
      items: [
        link('Working with indexes', '/guides/storage/vector/working-with-indexes'),
        link('Storing vectors', '/guides/storage/vector/storing-vectors'),
        link('Querying vectors', '/guides/storage/vector/querying-vectors'),
        link('Local development', '/guides/storage/vector/local-development'),
      ],
    }),
  ]),
  group('Security', [
    link('Ownership', '/guides/storage/security/ownership'),
    link('Access Control', '/guides/storage/security/access-control'),
  ]),
  group('Uploads', [
    link('Standard Uploads', '/guides/storage/uploads/standard-uploads'),
    link('Resumable Uploads', '/guides/storage/uploads/resumable-uploads'),
    link('S3 Uploads', '/guides/storage/uploads/s3-uploads'),
    link('Limits', '/guides/storage/uploads/file-limits'),
  ]),
  group('Serving', [
    link('Serving assets', '/guides/storage/serving/downloads'),
    link('Image Transformations', '/guides/storage/serving/image-transformations'),
    link('Bandwidth & Storage Egress', '/guides/storage/serving/bandwidth'),
  ]),
  group('Management', [
    link('Copy / Move Objects', '/guides/storage/management/copy-move-objects'),
    link('Delete Objects', '/guides/storage/management/delete-objects'),
    link('Object Metadata', '/guides/storage/management/metadata'),
  ]),
  group('S3', [
    link('Authentication', '/guides/storage/s3/authentication'),
    link('API Compatibility', '/guides/storage/s3/compatibility'),
  ]),
  group('CDN', [
    link('Fundamentals', '/guides/storage/cdn/fundamentals'),
    link('Smart CDN', '/guides/storage/cdn/smart-cdn'),
    link('Metrics', '/guides/storage/cdn/metrics'),
    link('Purge CDN cache', '/guides/storage/cdn/purge-cdn-cache'),
  ]),
  group('Debugging', [
    link('Logs', '/guides/storage/debugging/logs'),
    link('Error Codes', '/guides/storage/debugging/error-codes'),
    link('Troubleshooting', '/guides/storage/troubleshooting'),
  ]),
  group('Schema', [
    link('Database Design', '/guides/storage/schema/design'),
    link('Helper Functions', '/guides/storage/schema/helper-functions'),
    link('Custom Roles', '/guides/storage/schema/custom-roles'),
  ]),
  group('Going to production', [link('Scaling', '/guides/storage/production/scaling')]),
];
