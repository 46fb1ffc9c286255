/**
 * @module store/schema
 * Row types of the gateway's own tables, as Kysely sees them. Timestamps are ISO 8601 UTC text and
 * booleans are 0/1 integers on both engines, so one migration set and one set of queries serve SQLite
 * and PostgreSQL alike (ISO text in one format sorts in time order).
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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
  database_engine: string;
  /** JSON text: [{name, isDefault}]. */
  catalogue: string;
  link_version: string;
  name: string;
  /** initialising | active | removed | uninstalled */
  status: string;
  authoritative: number;
  /** never | connected | signed_off: the last thing the agent's connection told us. */
  connection_state: string;
  heartbeat_at: string | null;
  client_timestamp_utc: string | null;
  enriched_at: string | null;
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
  status: string;
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
  results_expire_at: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface QueryPagesTable {
  query_id: string;
  page_number: number;
  /** uploading | cached | expired */
  status: string;
  size: number;
  row_count: number;
  range_start: number;
  range_end: number;
  created_at: string;
}

export interface QueryPageChunksTable {
  query_id: string;
  page_number: number;
  chunk_index: number;
  data: Uint8Array;
}

export interface Database {
  queries: QueriesTable;
  query_pages: QueryPagesTable;
  query_page_chunks: QueryPageChunksTable;
  integrators: IntegratorsTable;
  sites: SitesTable;
  pairings: PairingsTable;
  pairing_codes: PairingCodesTable;
  gateway_settings: SettingsTable;
}

export type IntegratorRow = Selectable<IntegratorsTable>;
export type NewIntegratorRow = Insertable<IntegratorsTable>;
export type SiteRow = Selectable<SitesTable>;
export type NewSiteRow = Insertable<SitesTable>;
export type SiteUpdate = Updateable<SitesTable>;
export type PairingRow = Selectable<PairingsTable>;
export type QueryRow = Selectable<QueriesTable>;
export type QueryUpdate = Updateable<QueriesTable>;
export type QueryPageRow = Selectable<QueryPagesTable>;
export type PairingCodeRow = Selectable<PairingCodesTable>;
// Generated is re-exported for later tables with identity columns.
export type { Generated };
