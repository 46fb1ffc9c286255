/**
 * @module core/queries/view
 * The Query record as integrators see it, built from a query and its pages.
 */
import type { QueryMode } from '@site-query-gateway/protocol/jobs.js';
import type { QueryStatus, StatusTiming } from '@site-query-gateway/protocol/query-status.js';
import type { ErrorDetails, OutputParameter } from '@site-query-gateway/protocol/sql-command.js';
import type { PageStatus, Query, ResultPage } from '../../store/model.js';

export interface PageView {
  pageNumber: number;
  status: PageStatus;
  size: number;
  rows: { count: number; rangeStart: number; rangeEnd: number };
}

export interface QueryResultView {
  rows: number;
  size: number;
  /** base64 of an immediate query's result JSON: written by the API into the response (api/record-response). */
  data?: string;
  parameters: OutputParameter[];
  pages?: PageView[];
  rowsAffected?: number;
}

export interface QueryRecord {
  id: string;
  integratorId: string;
  siteId: string;
  mode: QueryMode;
  status: QueryStatus;
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

export function toPageView(page: ResultPage): PageView {
  return {
    pageNumber: page.pageNumber,
    status: page.status,
    size: page.size,
    rows: { count: page.count, rangeStart: page.rangeStart, rangeEnd: page.rangeEnd },
  };
}

/**
 * `pages` are listed for async queries only: a status read of an immediate query contains no pages (and its
 * `data` is written by the API from the result `recordOf` gives beside the record, core/queries/records).
 * `expired`: the results are past retention, so the record shows them as the retention sweep leaves them (no
 * output parameters, pages `expired`) while the content waits out the sweep's grace.
 */
export function toQueryRecord(query: Query, options: { pages?: readonly ResultPage[]; expired?: boolean } = {}): QueryRecord {
  const record: QueryRecord = {
    id: query.id,
    integratorId: query.integratorId,
    siteId: query.siteId,
    mode: query.mode,
    status: query.status,
    maxTimeInQueue: query.maxTimeInQueue,
    catalogue: query.catalogue,
    sqlQuerySize: query.sqlQuerySize,
    commandSize: query.commandSize,
    requestSize: query.requestSize,
    createdAt: query.createdAt,
    updatedAt: query.updatedAt,
    statusTiming: query.statusTiming,
    metrics: query.sqlExecutionDuration === null ? {} : { sqlExecutionDuration: query.sqlExecutionDuration },
  };
  if (query.completedAt !== null) record.completedAt = query.completedAt;
  if (query.errorDetails !== null) {
    // `timedOut` is the gateway's own note; integrators see errorType, errorCode and errorMessage.
    const { errorType, errorCode, errorMessage } = query.errorDetails;
    record.errorDetails = { errorType, errorCode, errorMessage };
  }
  if (query.status === 'successful') {
    // An immediate scalar's data is the value itself, not the row the agent measured: its size is the value's.
    const size = query.mode === 'immediate' && query.scalarValue !== null ? Buffer.byteLength(query.scalarValue) : (query.resultSize ?? 0);
    const result: QueryResultView = {
      rows: query.resultRows ?? 0,
      size,
      parameters: options.expired === true ? [] : (query.outputParameters ?? []),
    };
    if (query.rowsAffected !== null) result.rowsAffected = query.rowsAffected;
    if (query.mode === 'async') result.pages = (options.pages ?? []).map((page) => toPageView(options.expired === true ? { ...page, status: 'expired' } : page));
    record.result = result;
    record.resultSize = size;
  }
  return record;
}

/** Whether the agent reported the SQL command timeout as the cause of failure. */
export function failedByTimeout(query: Query): boolean {
  return query.errorDetails?.timedOut === true;
}
