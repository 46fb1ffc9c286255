/**
 * @module core/query-view
 * The Query record as integrators see it (spec 2.2), built from a query row and its page rows.
 */
import type { ErrorDetails, OutputParameter } from '../protocol/sql-command.js';
import type { QueryPageRow, QueryRow } from '../store/schema.js';
import { parseJsonOr } from './json.js';
import { parseTiming, type StatusTiming } from './status-timing.js';

export interface PageView {
  pageNumber: number;
  status: string;
  size: number;
  rows: { count: number; rangeStart: number; rangeEnd: number };
}

export interface QueryResultView {
  rows: number;
  size: number;
  data?: string;
  parameters: OutputParameter[];
  pages?: PageView[];
  rowsAffected?: number;
}

export interface QueryRecord {
  id: string;
  integratorId: string;
  siteId: string;
  mode: 'immediate' | 'async';
  status: string;
  maxTimeInQueue: number;
  catalogue: string;
  sqlQuerySize: number;
  commandSize: number;
  requestSize: number;
  createdAt: string;
  updatedAt: string;
  completedAt?: string;
  statusTiming: StatusTiming;
  metrics: { sqlExecutionDuration?: number };
  result?: QueryResultView;
  resultSize?: number;
  errorDetails?: ErrorDetails;
}

export function toPageView(page: QueryPageRow): PageView {
  return {
    pageNumber: page.page_number,
    status: page.status,
    size: page.size,
    rows: { count: page.row_count, rangeStart: page.range_start, rangeEnd: page.range_end },
  };
}

/**
 * `data` is the base64 of the result JSON for an immediate query (the caller loads it), `pages` are listed
 * for async queries only: a status read of an immediate query contains no pages.
 */
export function toQueryRecord(row: QueryRow, options: { pages?: QueryPageRow[]; data?: string } = {}): QueryRecord {
  const record: QueryRecord = {
    id: row.id,
    integratorId: row.integrator_id,
    siteId: row.site_id,
    mode: row.mode,
    status: row.status,
    maxTimeInQueue: row.max_time_in_queue,
    catalogue: row.catalogue,
    sqlQuerySize: row.sql_query_size,
    commandSize: row.command_size,
    requestSize: row.request_size,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    statusTiming: parseTiming(row.status_timing),
    metrics: row.sql_execution_duration === null ? {} : { sqlExecutionDuration: row.sql_execution_duration },
  };
  if (row.completed_at !== null) record.completedAt = row.completed_at;
  if (row.error_details !== null) {
    const { errorType, errorCode, errorMessage } = parseJsonOr<ErrorDetails>(row.error_details, { errorType: 'agent', errorCode: 0, errorMessage: 'unknown' });
    record.errorDetails = { errorType, errorCode, errorMessage };
  }
  if (row.status === 'successful') {
    const result: QueryResultView = {
      rows: row.result_rows ?? 0,
      size: row.result_size ?? 0,
      parameters: parseJsonOr<OutputParameter[]>(row.output_parameters, []),
    };
    if (row.rows_affected !== null) result.rowsAffected = row.rows_affected;
    if (row.mode === 'immediate') {
      if (options.data !== undefined) result.data = options.data;
    } else {
      result.pages = (options.pages ?? []).map(toPageView);
    }
    record.result = result;
    record.resultSize = row.result_size ?? 0;
  }
  return record;
}

/** Whether the agent reported the SQL command timeout as the cause of failure. */
export function failedByTimeout(row: QueryRow): boolean {
  return parseJsonOr<{ timedOut?: boolean }>(row.error_details, {}).timedOut === true;
}
