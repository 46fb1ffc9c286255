/**
 * @module store/schema
 * Row types of the gateway's own tables, as Kysely sees them. Timestamps are ISO 8601 UTC text and
 * booleans are 0/1 integers on both engines, so one migration set and one set of queries serve SQLite
 * and PostgreSQL alike (ISO text in one format sorts in time order). Rows stay inside the store: its
 * functions turn them into the records of ./model.ts.
 */
import type { ColumnType, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { QueryStatus } from '@site-query-gateway/protocol/query-status.js';
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { ConnectionState, PageStatus, PageStorage, SiteStatus } from './model.js';

export interface IntegratorsTable {
  id: string;
  name: string;
  api_key_hash: string;
  /** First characters of the key, kept so operators can tell keys apart; not enough to use it. */
  api_key_prefix: string;
  status: 'active' | 'disabled';
  created_at: string;
  updated_at: string;
}

export interface SitesTable {
  id: string;
  subscription_key_hash: string;
  practice_management_name: string;
  pms_type: string;
  practice_management_site_id: string;
  practice_name: string;
  practice_management_version: string;
  database_engine: DatabaseEngine;
  /** JSON text: [{name, isDefault}]. */
  catalogue: string;
  link_version: string;
  name: string;
  status: SiteStatus;
  authoritative: number;
  /** The last thing the agent's connection told us. */
  connection_state: ConnectionState;
  heartbeat_at: string | null;
  client_timestamp_utc: string | null;
  enriched_at: string | null;
  /** IANA time zone the agent reported (migration 0008); null: none reported. */
  time_zone: string | null;
  created_at: string;
  updated_at: string;
}

export interface PairingsTable {
  integrator_id: string;
  practice_management_name: string;
  practice_management_site_id: string;
  created_at: string;
}

export interface PairingCodesTable {
  code_hash: string;
  practice_management_name: string;
  practice_management_site_id: string;
  minted_by_site_id: string;
  expires_at: string;
  used_at: string | null;
  used_by_integrator_id: string | null;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface QueriesTable {
  id: string;
  integrator_id: string;
  site_id: string;
  mode: 'immediate' | 'async';
  status: QueryStatus;
  /** 0 immediate, 1 async: immediate work is dispatched first. */
  priority: number;
  catalogue: string;
  /** JSON text of the SqlCommand. */
  command: string;
  max_time_in_queue: number;
  start_deadline: string;
  command_size: number;
  request_size: number;
  sql_query_size: number;
  /** JSON text: {phase: {startTime, endTime?}}. */
  status_timing: string;
  sql_execution_duration: number | null;
  result_rows: number | null;
  result_size: number | null;
  rows_affected: number | null;
  scalar_value: string | null;
  /** JSON text of OutputParameter[]. */
  output_parameters: string | null;
  /** JSON text of ErrorDetails. */
  error_details: string | null;
  page_count: number | null;
  /** JSON text of a result that came back inline (one page). */
  inline_result: string | null;
  results_expire_at: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** Set on the queries that run a registered query. */
  registered_query_id: string | null;
  /** The result hash the agent was given with a registered run (it skips uploading an equal result). */
  known_result_hash: string | null;
  /** The SHA-256 hex the agent reported for a registered run's result. */
  result_hash: string | null;
}

export interface RegisteredQueriesTable {
  id: string;
  integrator_id: string;
  site_id: string;
  name: string;
  registered_query_type: 'query';
  status: 'enabled' | 'completed' | 'cancelled';
  frequency: number;
  duration: number;
  catalogue: string;
  /** JSON text of the SqlCommand. */
  command: string;
  command_size: number;
  request_size: number;
  ends_at: string;
  next_slot: number;
  next_run_at: string;
  last_hash: string | null;
  /** The run query whose result is the current one. */
  result_query_id: string | null;
  /** JSON text of ErrorDetails. */
  last_error_details: string | null;
  last_execution_duration: number | null;
  execution_succeeded_count: number;
  execution_failed_count: number;
  result_size_sum: number;
  last_succeeded_at: string | null;
  last_failed_at: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface RegisteredQueryRunsTable {
  registered_query_id: string;
  slot: number;
  query_id: string | null;
  outcome: 'started' | 'skipped';
  created_at: string;
}

export interface WebhookEndpointsTable {
  id: string;
  integrator_id: string;
  url: string;
  description: string;
  /** JSON text: the event types it receives. */
  event_types: string;
  /** `suspended`: disabled by the operator; only the operator re-enables it. */
  status: 'enabled' | 'disabled' | 'suspended';
  /** `whsec_…` as issued: HMAC signing needs the key itself (docs/security.md). */
  secret: string;
  /** The secret before the last rotation, still signing beside the new one until `previous_secret_until`. */
  previous_secret: string | null;
  previous_secret_until: string | null;
  created_at: string;
  updated_at: string;
  /** When the first failed attempt since the last success was (null while it succeeds). */
  failing_since: string | null;
  /** Why the gateway disabled it (it failed for too long); null when enabled or disabled by a person. */
  disabled_reason: string | null;
}

export interface WebhookDeliveriesTable {
  id: string;
  /** The `webhook-id` header: the event's id, the same on every attempt. */
  event_id: string;
  endpoint_id: string;
  integrator_id: string;
  event_type: string;
  /** The exact body sent (JSON text), signed as is. */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string;
  give_up_at: string;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
}

export interface SiteAvailabilityTable {
  site_id: string;
  /** The availability last announced (online, offline, unavailable). */
  availability: string;
  changed_at: string;
}

export interface ResultPagesTable {
  query_id: string;
  site_id: string;
  page_number: number;
  status: PageStatus;
  size: number;
  row_count: number;
  range_start: number;
  range_end: number;
  storage: PageStorage;
  /** The upload attempt whose content this page is; a stale attempt can never complete the page. */
  attempt_id: string;
  created_at: string;
  /** The stored content's encoding (br, zstd, gzip); null: the JSON text itself. */
  encoding: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bytes of the stored content when encoded; null when it is the text (then `size`). */
  stored_size: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ResultPageChunksTable {
  query_id: string;
  page_number: number;
  attempt_id: string;
  chunk_index: number;
  data: Uint8Array;
}

export interface BulkExportsTable {
  id: string;
  integrator_id: string;
  site_id: string;
  /** The kick-off's URL as the client sent it (the manifest's `request`). */
  request_url: string;
  /** JSON text: [{type, queryId}], one async query per resource type. */
  parts: string;
  status: 'running' | 'ready' | 'cancelled';
  transaction_time: string;
  created_at: string;
  expires_at: string;
}

export interface SmartClientsTable {
  id: string;
  integrator_id: string;
  name: string;
  /** JSON text: the public JWK Set as registered. */
  jwks: string;
  /** JSON text: the system scopes the client may be granted. */
  scopes: string;
  created_at: string;
}

export interface SmartAssertionIdsTable {
  client_id: string;
  jti: string;
  expires_at: string;
}

/** One access to a site's data (migration 0011); see store/audit-records. */
export interface AuditRecordsTable {
  id: string;
  at: string;
  integrator_id: string;
  credential_kind: string;
  credential_id: string;
  surface: string;
  site_id: string | null;
  operation: string;
  query_id: string | null;
  sql_hash: string | null;
  sql_size: number | null;
  fhir_request: string | null;
  outcome: string;
  http_status: number | null;
  rows: number | null;
  bytes: number | null;
}

export interface Database {
  queries: QueriesTable;
  result_pages: ResultPagesTable;
  result_page_chunks: ResultPageChunksTable;
  integrators: IntegratorsTable;
  sites: SitesTable;
  pairings: PairingsTable;
  pairing_codes: PairingCodesTable;
  gateway_settings: SettingsTable;
  registered_queries: RegisteredQueriesTable;
  registered_query_runs: RegisteredQueryRunsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  site_availability: SiteAvailabilityTable;
  bulk_exports: BulkExportsTable;
  smart_clients: SmartClientsTable;
  smart_assertion_ids: SmartAssertionIdsTable;
  audit_records: AuditRecordsTable;
}

export type IntegratorRow = Selectable<IntegratorsTable>;
export type SiteRow = Selectable<SitesTable>;
export type NewSiteRow = Insertable<SitesTable>;
export type SiteUpdate = Updateable<SitesTable>;
export type PairingRow = Selectable<PairingsTable>;
export type QueryRow = Selectable<QueriesTable>;
export type QueryUpdate = Updateable<QueriesTable>;
export type ResultPageRow = Selectable<ResultPagesTable>;
export type RegisteredQueryRow = Selectable<RegisteredQueriesTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type AuditRecordRow = Selectable<AuditRecordsTable>;
export type BulkExportRow = Selectable<BulkExportsTable>;

/** What every store function takes first: the database, or a transaction a caller opened. */
export type Db = Kysely<Database> | Transaction<Database>;
