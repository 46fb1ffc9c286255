/**
 * @module protocol/jobs
 * Work on the agent's WebSocket: the gateway dispatches SQL jobs; the agent reports their progress and
 * results. Small results travel inline in `job:completed`; larger ones are cut by the agent into pages of
 * about `pageSizeBytes` of JSON text and uploaded one by one over HTTP (PUT, see RESULT_PAGE_PATH), so the
 * control channel never carries bulk data and an interrupted upload resumes at the last whole page.
 * Imports nothing but other protocol files.
 */
import type { ErrorDetails, OutputParameter, SqlCommand } from './sql-command.js';

export type QueryMode = 'immediate' | 'async';

/** A unit of work as the agent receives it. */
export interface Job {
  queryId: string;
  mode: QueryMode;
  command: SqlCommand;
  /** Catalogue (database) name; always set by the gateway (default applied). */
  catalogue: string;
  /** ISO time (gateway clock) after which a job that has not started must not start (maxTimeInQueue). */
  startDeadline: string;
  /**
   * The same deadline as time left when the gateway sent the job. Agents measure from receipt with their
   * own clock: clinic servers drift, so comparing `startDeadline` with the local clock could expire work.
   */
  startWithinMs?: number;
  /** SQL command timeout (global setting). */
  commandTimeoutMs: number;
  /** Target size of one result page, bytes of JSON text. */
  pageSizeBytes: number;
  /** Results up to this size (one page) come back inline in job:completed. */
  inlineLimitBytes: number;
  /** Immediate only: results beyond this many bytes fail with errorType `agent`, errorCode 413. */
  maxResultBytes?: number;
}

export interface JobDispatch {
  type: 'job:dispatch';
  job: Job;
}

/** The gateway no longer wants a job (deadline passed, expired, superseded). */
export interface JobCancel {
  type: 'job:cancel';
  queryId: string;
  reason: string;
}

/** The agent has finished its start-up duties (orphans reported) and takes new work. */
export interface AgentReady {
  type: 'agent:ready';
}

/** Found in the journal at start: work that was in flight when the agent stopped unexpectedly. */
export interface JobOrphaned {
  type: 'job:orphaned';
  queryId: string;
  /** Phase it was in: executing → executionFailed, uploading → uploadFailed, queued → expiredInQueue. */
  phase: 'queued' | 'executing' | 'uploading';
}

export interface JobStarted {
  type: 'job:started';
  queryId: string;
  at: string;
}

/** The statement has produced its result set; rows are now being uploaded. */
export interface JobUploading {
  type: 'job:uploading';
  queryId: string;
  at: string;
  sqlExecutionDurationMs: number;
}

export interface PageSummary {
  pageNumber: number;
  size: number;
  count: number;
  rangeStart: number;
  rangeEnd: number;
}

export interface JobCompleted {
  type: 'job:completed';
  queryId: string;
  at: string;
  sqlExecutionDurationMs: number;
  /** Total rows (0 for nonQuery). */
  rows: number;
  /** Total bytes of result JSON text over all pages. */
  size: number;
  pages: PageSummary[];
  /** JSON array text of page 1 when the whole result fits inline; otherwise pages were uploaded. */
  inlineData?: string;
  /** scalar mode: the first column of the first row, as JSON text (`null` when there was no row). */
  scalar?: string;
  rowsAffected?: number;
  outputParameters: OutputParameter[];
}

export interface JobFailed {
  type: 'job:failed';
  queryId: string;
  at: string;
  status: 'executionFailed' | 'uploadFailed' | 'expiredInQueue';
  errorDetails: ErrorDetails;
  sqlExecutionDurationMs?: number;
  /** The SQL command timeout stopped it (an immediate query then answers 504, not 400). */
  timedOut?: boolean;
}

export type JobMessageToAgent = JobDispatch | JobCancel;
export type JobMessageFromAgent = AgentReady | JobOrphaned | JobStarted | JobUploading | JobCompleted | JobFailed;

/** Agent HTTP upload of one page: `PUT` with the page's JSON array text as the body (streamed). */
export const RESULT_PAGE_PATH = '/queries/:queryId/pages/:pageNumber';
/** Headers describing the uploaded page (1-based inclusive row range). */
export const PAGE_HEADERS = {
  count: 'rows-count',
  rangeStart: 'rows-range-start',
  rangeEnd: 'rows-range-end',
} as const;
