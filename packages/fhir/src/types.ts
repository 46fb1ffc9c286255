/**
 * @module fhir/types
 * The boundary between the gateway's FHIR route and the facade: what the route hands in (the site, one
 * HTTP request, a way to run SQL on the site) and what it gets back (status, body, headers). Types only;
 * the facade never opens a connection, it asks `RunSql` to relay each command as an immediate query.
 */
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';

export interface FhirSite {
  siteId: string;
  /** Selects the mapping (only Best Practice has one); other kinds answer `not-supported`. */
  practiceManagementName: string;
  /** Selects the SQL dialect. */
  databaseEngine: DatabaseEngine;
  /**
   * IANA zone of the clinic's wall clock (Bp stores local times without a zone). Used to give FHIR
   * instants an offset and to read search values that carry one. Default `Australia/Sydney`.
   */
  timeZone?: string;
}

/**
 * Runs one SqlCommand on the site as an immediate query and resolves its decoded rows (keys as the driver
 * returns them). Rejects with an error whose `code` is SITE_NOT_CONNECTED, NOT_READY, QUERY_TIMEOUT,
 * SQL_ERROR, RESULT_TOO_LARGE or RESULT_TRANSFER_FAILED (anything else counts as an internal failure).
 */
export type RunSql = (command: SqlCommand) => Promise<Array<Record<string, unknown>>>;

export interface FhirHttpRequest {
  method: 'GET' | 'POST';
  /** After `/fhir/R4/`: `Patient`, `Patient/12`, `Patient/_search`, `metadata`. */
  path: string;
  /** Decoded query-string pairs in request order (repeats kept). */
  query: Array<[string, string]>;
  /** Decoded `application/x-www-form-urlencoded` body pairs of a POST `_search`. */
  form?: Array<[string, string]>;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  /** Absolute base of this site's FHIR endpoint (`https://host/integrator/sites/{id}/fhir/R4`), for links. */
  baseUrl: string;
}

export interface FhirHttpResponse {
  status: number;
  /** A resource, a Bundle or an OperationOutcome. */
  body: unknown;
  headers?: Record<string, string>;
}
