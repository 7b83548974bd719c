/**
 * Field reference for the platform's log tables, as queried in the Logs Explorer.
 *
 * Every table has the three shared top-level fields; the rest are dotted paths into the
 * nested `metadata` column (reach them with `cross join unnest(...)` in a query). Paths and
 * types follow the platform's published log schema definitions; a test checks the shape.
 */

export const LOG_FIELD_TYPES = ['string', 'number', 'boolean', 'datetime', 'number[]'] as const;
type LogFieldType = (typeof LOG_FIELD_TYPES)[number];

export interface LogField {
  readonly path: string;
  readonly type: LogFieldType;
}

export interface LogTable {
  /** Display name, e.g. 'API Edge'. */
  readonly name: string;
  /** Table name as used in queries, e.g. 'edge_logs'. */
  readonly reference: string;
  /** One sentence on what the table records. */
  readonly description: string;
  readonly fields: readonly LogField[];
}

export const SHARED_LOG_FIELDS: readonly LogField[] = [
  {path: 'id', type: 'string'},
  {path: 'timestamp', type: 'datetime'},
  {path: 'event_message', type: 'string'},
];

export const LOG_TABLES: readonly LogTable[] = [
  {
    name: 'API Edge',
    reference: 'edge_logs',
    description:
      'Every HTTP request that passes through the API gateway in front of the project, with client network details from the CDN edge and the response that was returned.',
    fields: [
      ...SHARED_LOG_FIELDS,
      {path: 'metadata.request.cf.asOrganization', type: 'string'},
      {path: 'metadata.request.cf.asn', type: 'number'},
      {path: 'metadata.request.cf.botManagement.corporateProxy', type: 'boolean'},
      {path: 'metadata.request.cf.botManagement.detectionIds', type: 'number[]'},
      {path: 'metadata.request.cf.botManagement.ja3Hash', type: 'string'},
      {path: 'metadata.request.cf.botManagement.score', type: 'number'},
      {path: 'metadata.request.cf.botManagement.staticResource', type: 'boolean'},
      {path: 'metadata.request.cf.botManagement.verifiedBot', type: 'boolean'},
      {path: 'metadata.request.cf.city', type: 'string'},
      {path: 'metadata.request.cf.clientTcpRtt', type: 'number'},
      {path: 'metadata.request.cf.clientTrustScore', type: 'number'},
      {path: 'metadata.request.cf.colo', type: 'string'},
      {path: 'metadata.request.cf.continent', type: 'string'},
      {path: 'metadata.request.cf.country', type: 'string'},
      {path: 'metadata.request.cf.edgeRequestKeepAliveStatus', type: 'number'},
      {path: 'metadata.request.cf.httpProtocol', type: 'string'},
      {path: 'metadata.request.cf.latitude', type: 'string'},
      {path: 'metadata.request.cf.longitude', type: 'string'},
      {path: 'metadata.request.cf.metroCode', type: 'string'},
      {path: 'metadata.request.cf.postalCode', type: 'string'},
      {path: 'metadata.request.cf.region', type: 'string'},
      {path: 'metadata.request.cf.timezone', type: 'string'},
      {path: 'metadata.request.cf.tlsCipher', type: 'string'},
      {path: 'metadata.request.cf.tlsClientAuth.certPresented', type: 'string'},
      {path: 'metadata.request.cf.tlsClientAuth.certRevoked', type: 'string'},
      {path: 'metadata.request.cf.tlsClientAuth.certVerified', type: 'string'},
      {path: 'metadata.request.cf.tlsExportedAuthenticator.clientFinished', type: 'string'},
      {path: 'metadata.request.cf.tlsExportedAuthenticator.clientHandshake', type: 'string'},
      {path: 'metadata.request.cf.tlsExportedAuthenticator.serverFinished', type: 'string'},
      {path: 'metadata.request.cf.tlsExportedAuthenticator.serverHandshake', type: 'string'},
      {path: 'metadata.request.cf.tlsVersion', type: 'string'},
      {path: 'metadata.request.headers.cf_connecting_ip', type: 'string'},
      {path: 'metadata.request.headers.cf_ipcountry', type: 'string'},
      {path: 'metadata.request.headers.cf_ray', type: 'string'},
      {path: 'metadata.request.headers.host', type: 'string'},
      {path: 'metadata.request.headers.referer', type: 'string'},
      {path: 'metadata.request.headers.x_client_info', type: 'string'},
      {path: 'metadata.request.headers.x_forwarded_proto', type: 'string'},
      {path: 'metadata.request.headers.x_real_ip', type: 'string'},
      {path: 'metadata.request.host', type: 'string'},
      {path: 'metadata.request.method', type: 'string'},
      {path: 'metadata.request.path', type: 'string'},
      {path: 'metadata.request.protocol', type: 'string'},
      {path: 'metadata.request.search', type: 'string'},
      {path: 'metadata.request.url', type: 'string'},
      {path: 'metadata.response.headers.cf_cache_status', type: 'string'},
      {path: 'metadata.response.headers.cf_ray', type: 'string'},
      {path: 'metadata.response.headers.content_location', type: 'string'},
      {path: 'metadata.response.headers.content_range', type: 'string'},
      {path: 'metadata.response.headers.content_type', type: 'string'},
      {path: 'metadata.response.headers.date', type: 'string'},
      {path: 'metadata.response.headers.sb_gateway_version', type: 'string'},
      {path: 'metadata.response.headers.transfer_encoding', type: 'string'},
      {path: 'metadata.response.headers.x_kong_proxy_latency', type: 'string'},
      {path: 'metadata.response.origin_time', type: 'number'},
      {path: 'metadata.response.status_code', type: 'number'},
    ],
  },
  {
    name: 'Auth',
    reference: 'auth_logs',
    description:
      'Activity of the Auth server: the HTTP calls it handles and the account events they cause, such as sign-ups, logins and token refreshes.',
    fields: [
      ...SHARED_LOG_FIELDS,
      {path: 'metadata.auth_event.action', type: 'string'},
      {path: 'metadata.auth_event.actor_id', type: 'string'},
      {path: 'metadata.auth_event.actor_username', type: 'string'},
      {path: 'metadata.auth_event.log_type', type: 'string'},
      {path: 'metadata.auth_event.traits.provider', type: 'string'},
      {path: 'metadata.auth_event.traits.user_email', type: 'string'},
      {path: 'metadata.auth_event.traits.user_id', type: 'string'},
      {path: 'metadata.auth_event.traits.user_phone', type: 'string'},
      {path: 'metadata.component', type: 'string'},
      {path: 'metadata.duration', type: 'number'},
      {path: 'metadata.host', type: 'string'},
      {path: 'metadata.level', type: 'string'},
      {path: 'metadata.method', type: 'string'},
      {path: 'metadata.msg', type: 'string'},
      {path: 'metadata.path', type: 'string'},
      {path: 'metadata.referer', type: 'string'},
      {path: 'metadata.remote_addr', type: 'string'},
      {path: 'metadata.status', type: 'number'},
      {path: 'metadata.timestamp', type: 'string'},
    ],
  },
  {
    name: 'Storage',
    reference: 'storage_logs',
    description:
      'Requests served by the Storage API, covering the incoming call, the status and timing of the reply, and any error the server raised.',
    fields: [
      ...SHARED_LOG_FIELDS,
      {path: 'metadata.context.host', type: 'string'},
      {path: 'metadata.context.pid', type: 'number'},
      {path: 'metadata.level', type: 'string'},
      {path: 'metadata.project', type: 'string'},
      {path: 'metadata.req.headers.accept', type: 'string'},
      {path: 'metadata.req.headers.cf_connecting_ip', type: 'string'},
      {path: 'metadata.req.headers.cf_ray', type: 'string'},
      {path: 'metadata.req.headers.content_length', type: 'string'},
      {path: 'metadata.req.headers.content_type', type: 'string'},
      {path: 'metadata.req.headers.host', type: 'string'},
      {path: 'metadata.req.headers.referer', type: 'string'},
      {path: 'metadata.req.headers.user_agent', type: 'string'},
      {path: 'metadata.req.headers.x_client_info', type: 'string'},
      {path: 'metadata.req.headers.x_forwarded_proto', type: 'string'},
      {path: 'metadata.req.hostname', type: 'string'},
      {path: 'metadata.req.method', type: 'string'},
      {path: 'metadata.req.remoteAddress', type: 'string'},
      {path: 'metadata.req.remotePort', type: 'number'},
      {path: 'metadata.req.url', type: 'string'},
      {path: 'metadata.reqId', type: 'string'},
      {path: 'metadata.res.statusCode', type: 'number'},
      {path: 'metadata.res.headers.content_length', type: 'number'},
      {path: 'metadata.res.headers.content_type', type: 'string'},
      {path: 'metadata.responseTime', type: 'number'},
      {path: 'metadata.tenantId', type: 'string'},
      {path: 'metadata.rawError', type: 'string'},
    ],
  },
  {
    name: 'Function Edge',
    reference: 'function_edge_logs',
    description:
      'One entry per Edge Function invocation as seen from the network side: which function and deployment ran, the request and response, and how long execution took.',
    fields: [
      ...SHARED_LOG_FIELDS,
      {path: 'metadata.deployment_id', type: 'string'},
      {path: 'metadata.execution_time_ms', type: 'number'},
      {path: 'metadata.function_id', type: 'string'},
      {path: 'metadata.project_ref', type: 'string'},
      {path: 'metadata.request.headers.accept', type: 'string'},
      {path: 'metadata.request.headers.content_length', type: 'string'},
      {path: 'metadata.request.headers.host', type: 'string'},
      {path: 'metadata.request.headers.user_agent', type: 'string'},
      {path: 'metadata.request.host', type: 'string'},
      {path: 'metadata.request.method', type: 'string'},
      {path: 'metadata.request.pathname', type: 'string'},
      {path: 'metadata.request.protocol', type: 'string'},
      {path: 'metadata.request.url', type: 'string'},
      {path: 'metadata.response.headers.content_length', type: 'string'},
      {path: 'metadata.response.headers.content_type', type: 'string'},
      {path: 'metadata.response.headers.date', type: 'string'},
      {path: 'metadata.response.headers.server', type: 'string'},
      {path: 'metadata.response.headers.vary', type: 'string'},
      {path: 'metadata.response.status_code', type: 'number'},
      {path: 'metadata.version', type: 'string'},
    ],
  },
  {
    name: 'Function Runtime',
    reference: 'function_logs',
    description:
      'Output from inside running Edge Functions, including console messages, uncaught errors and lifecycle events such as boot and shutdown.',
    fields: [
      ...SHARED_LOG_FIELDS,
      {path: 'metadata.deployment_id', type: 'string'},
      {path: 'metadata.event_type', type: 'string'},
      {path: 'metadata.execution_id', type: 'string'},
      {path: 'metadata.function_id', type: 'string'},
      {path: 'metadata.level', type: 'string'},
      {path: 'metadata.project_ref', type: 'string'},
      {path: 'metadata.region', type: 'string'},
      {path: 'metadata.timestamp', type: 'string'},
      {path: 'metadata.version', type: 'string'},
    ],
  },
  {
    name: 'Postgres',
    reference: 'postgres_logs',
    description:
      'Messages written by the Postgres server, parsed into columns such as severity, SQLSTATE code, database user and session.',
    fields: [
      ...SHARED_LOG_FIELDS,
      {path: 'metadata.host', type: 'string'},
      {path: 'metadata.parsed.backend_type', type: 'string'},
      {path: 'metadata.parsed.command_tag', type: 'string'},
      {path: 'metadata.parsed.connection_from', type: 'string'},
      {path: 'metadata.parsed.database_name', type: 'string'},
      {path: 'metadata.parsed.error_severity', type: 'string'},
      {path: 'metadata.parsed.process_id', type: 'number'},
      {path: 'metadata.parsed.query_id', type: 'number'},
      {path: 'metadata.parsed.session_id', type: 'string'},
      {path: 'metadata.parsed.session_line_num', type: 'number'},
      {path: 'metadata.parsed.session_start_time', type: 'string'},
      {path: 'metadata.parsed.sql_state_code', type: 'string'},
      {path: 'metadata.parsed.timestamp', type: 'string'},
      {path: 'metadata.parsed.transaction_id', type: 'number'},
      {path: 'metadata.parsed.user_name', type: 'string'},
      {path: 'metadata.parsed.virtual_transaction_id', type: 'string'},
    ],
  },
  {
    name: 'Realtime',
    reference: 'realtime_logs',
    description:
      'Events from the Realtime server, including periodic counts of open client connections measured against the project limit.',
    fields: [
      ...SHARED_LOG_FIELDS,
      {path: 'metadata.level', type: 'string'},
      {path: 'metadata.measurements.connected', type: 'number'},
      {path: 'metadata.measurements.connected_cluster', type: 'number'},
      {path: 'metadata.measurements.limit', type: 'number'},
      {path: 'metadata.measurements.sum', type: 'number'},
      {path: 'metadata.external_id', type: 'string'},
    ],
  },
  {
    name: 'PostgREST',
    reference: 'postgrest_logs',
    description:
      'Startup, schema-cache and error messages emitted by the PostgREST server that generates the REST API.',
    fields: [...SHARED_LOG_FIELDS, {path: 'metadata.host', type: 'string'}],
  },
  {
    name: 'Supavisor',
    reference: 'supavisor_logs',
    description: 'Messages from Supavisor, the shared connection pooler that sits between clients and Postgres.',
    fields: [...SHARED_LOG_FIELDS, {path: 'metadata.host', type: 'string'}],
  },
];
