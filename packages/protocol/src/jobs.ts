/**
 * @module protocol/jobs
 * Work on the agent's WebSocket: the gateway dispatches SQL jobs; the agent reports their progress and
 * results. Small results travel inline in `job:completed`; larger ones are cut by the agent into pages of
 * about `pageSizeBytes` of JSON text and uploaded one by one over HTTP (PUT, see RESULT_PAGE_PATH), so the
 * control channel never carries bulk data and an interrupted upload resumes at the last whole page.
 * Every message is a TypeBox schema; types are derived from the schemas. Imports nothing but other
 * protocol files.
 */
import { Type, type Static } from 'typebox';
import { MAX_TIMESTAMP_LENGTH } from './bounds.js';
import { ErrorDetailsSchema, OutputParameterSchema, SqlCommandSchema, literalUnion } from './sql-command.js';

export const QUERY_MODES = ['immediate', 'async'] as const;
export type QueryMode = (typeof QUERY_MODES)[number];

const QueryId = Type.String({ minLength: 1, maxLength: 64 });
/** An ISO timestamp as an agent writes it (its own clock; informative only). */
const At = Type.String({ maxLength: MAX_TIMESTAMP_LENGTH });
const Count = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
/** Milliseconds; a year is far beyond any command timeout, so anything larger is a faulty agent. */
const Duration = Type.Number({ minimum: 0, maximum: 366 * 24 * 3600 * 1000 });
const Milliseconds = Type.Integer({ minimum: 0, maximum: 366 * 24 * 3600 * 1000 });
const Bytes = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** SHA-256 as lowercase hex. */
const ResultHash = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** A unit of work as the agent receives it. */
export const JobSchema = Type.Object({
  queryId: QueryId,
  mode: literalUnion(QUERY_MODES),
  command: SqlCommandSchema,
  /** Catalogue (database) name; always set by the gateway (default applied). */
  catalogue: Type.String({ minLength: 1, maxLength: 128 }),
  /** ISO time (gateway clock) after which a job that has not started must not start (maxTimeInQueue). */
  startDeadline: Type.String({ maxLength: 64 }),
  /**
   * The same deadline as time left when the gateway sent the job. Agents measure from receipt with their
   * own clock: clinic servers drift, so comparing `startDeadline` with the local clock could expire work.
   */
  startWithinMs: Type.Optional(Milliseconds),
  /** SQL command timeout (global setting). */
  commandTimeoutMs: Bytes,
  /** Target size of one result page, bytes of JSON text. */
  pageSizeBytes: Bytes,
  /** Results up to this size (one page) come back inline in job:completed. */
  inlineLimitBytes: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  /** Immediate only: results beyond this many bytes fail with errorType `agent`, errorCode 413. */
  maxResultBytes: Type.Optional(Bytes),
  /**
   * A registered query's run: change detection at the source. The agent hashes the whole result (SHA-256,
   * hex, of the result's JSON array text), reports the digest as `resultHash`, and skips sending the result
   * (`unchanged: true`) when it equals `lastHash`. Such a job is capped at `maxResultBytes` like an immediate one.
   */
  registered: Type.Optional(Type.Object({ lastHash: Type.Optional(ResultHash) })),
  /**
   * The integrator the work is for, so the clinic's audit log can say whom it ran a command for. Optional
   * and ignored by agents that do not know it (no message schema refuses extra fields), so gateways and
   * agents of either age keep working together; without it the agent names the query and its mode.
   */
  integratorId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type Job = Static<typeof JobSchema>;

export const JobDispatchSchema = Type.Object({ type: Type.Literal('job:dispatch'), job: JobSchema });
export type JobDispatch = Static<typeof JobDispatchSchema>;

/** The gateway no longer wants a job (deadline passed, expired, superseded). */
export const JobCancelSchema = Type.Object({ type: Type.Literal('job:cancel'), queryId: QueryId, reason: Type.String({ maxLength: 512 }) });
export type JobCancel = Static<typeof JobCancelSchema>;

/**
 * The gateway has applied the agent's terminal report (`job:completed` or `job:failed`) — or found it a
 * repeat, or about a query it does not have — and the agent may forget it. Until then the agent keeps
 * the report and sends it again on its next connection: a report written to a socket is not yet received
 * (an instance killed with unread frames in its buffer loses them). Protocol 2 and later.
 */
export const JobAckSchema = Type.Object({ type: Type.Literal('job:ack'), queryId: QueryId });
export type JobAck = Static<typeof JobAckSchema>;

/** The agent has finished its start-up duties (orphans reported) and takes new work. */
export const AgentReadySchema = Type.Object({ type: Type.Literal('agent:ready') });
export type AgentReady = Static<typeof AgentReadySchema>;

export const ORPHAN_PHASES = ['queued', 'executing', 'uploading'] as const;

/** Found in the journal at start: work that was in flight when the agent stopped unexpectedly. */
export const JobOrphanedSchema = Type.Object({
  type: Type.Literal('job:orphaned'),
  queryId: QueryId,
  /** Phase it was in: executing → executionFailed, uploading → uploadFailed, queued → expiredInQueue. */
  phase: literalUnion(ORPHAN_PHASES),
});
export type JobOrphaned = Static<typeof JobOrphanedSchema>;

export const JobStartedSchema = Type.Object({ type: Type.Literal('job:started'), queryId: QueryId, at: At });
export type JobStarted = Static<typeof JobStartedSchema>;

/** The statement has produced its result set; rows are now being uploaded. */
export const JobUploadingSchema = Type.Object({ type: Type.Literal('job:uploading'), queryId: QueryId, at: At, sqlExecutionDurationMs: Duration });
export type JobUploading = Static<typeof JobUploadingSchema>;

export const PageSummarySchema = Type.Object({
  pageNumber: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  size: Count,
  count: Count,
  rangeStart: Count,
  rangeEnd: Count,
});
export type PageSummary = Static<typeof PageSummarySchema>;

/**
 * On a terminal report of a job whose `job:started` was never sent (a short immediate job: the agent holds
 * its progress reports back and sends only the end): how long ago, by the agent's clock, the statement
 * was sent to the database. The gateway back-dates the executing and uploading phases from it.
 */
const StartedAgoMs = Type.Optional(Duration);

export const JobCompletedSchema = Type.Object({
  type: Type.Literal('job:completed'),
  queryId: QueryId,
  at: At,
  startedAgoMs: StartedAgoMs,
  sqlExecutionDurationMs: Duration,
  /** Total rows (0 for nonQuery). */
  rows: Count,
  /** Total bytes of result JSON text over all pages. */
  size: Count,
  pages: Type.Array(PageSummarySchema, { maxItems: 1_000_000 }),
  /** JSON array text of page 1 when the whole result fits inline; otherwise pages were uploaded. */
  inlineData: Type.Optional(Type.String()),
  /**
   * Protocol 4, binary frames only: how the frame's inline rows are compressed (a page encoding). The
   * message read from the frame has `inlineData` decoded and no `inlineEncoding`.
   */
  inlineEncoding: Type.Optional(Type.String({ maxLength: 16 })),
  /** scalar mode: the first column of the first row, as JSON text (`null` when there was no row). */
  scalar: Type.Optional(Type.String()),
  rowsAffected: Type.Optional(Count),
  outputParameters: Type.Array(OutputParameterSchema, { maxItems: 500 }),
  /** Registered runs: SHA-256 hex of the result's JSON array text. */
  resultHash: Type.Optional(ResultHash),
  /** Registered runs: the result equals the job's `lastHash`, so it was neither inlined nor uploaded. */
  unchanged: Type.Optional(Type.Boolean()),
});
export type JobCompleted = Static<typeof JobCompletedSchema>;

export const FAILURE_STATUSES = ['executionFailed', 'uploadFailed', 'expiredInQueue'] as const;

export const JobFailedSchema = Type.Object({
  type: Type.Literal('job:failed'),
  queryId: QueryId,
  at: At,
  status: literalUnion(FAILURE_STATUSES),
  startedAgoMs: StartedAgoMs,
  errorDetails: ErrorDetailsSchema,
  sqlExecutionDurationMs: Type.Optional(Duration),
  /** The SQL command timeout stopped it (an immediate query then answers 504, not 400). */
  timedOut: Type.Optional(Type.Boolean()),
});
export type JobFailed = Static<typeof JobFailedSchema>;

export type JobMessageToAgent = JobDispatch | JobCancel | JobAck;
export type JobMessageFromAgent = AgentReady | JobOrphaned | JobStarted | JobUploading | JobCompleted | JobFailed;
/** Job messages that report on one query. */
export type JobReport = Exclude<JobMessageFromAgent, AgentReady>;

/** Agent HTTP upload of one page: `PUT` with the page's JSON array text as the body (streamed). */
export const RESULT_PAGE_PATH = '/queries/:queryId/pages/:pageNumber';
/** Headers describing the uploaded page (1-based inclusive row range). */
export const PAGE_HEADERS = {
  count: 'rows-count',
  rangeStart: 'rows-range-start',
  rangeEnd: 'rows-range-end',
} as const;
