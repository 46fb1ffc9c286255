/**
 * @module agent/executor
 * Runs one SQL job from start to report: checks its start deadline, records each phase in the journal,
 * executes through the driver, cuts the rows into pages, returns a small result inline or uploads the
 * pages one by one, and sends exactly one terminal message (`job:completed` or `job:failed`) — or none
 * when the job was cancelled by the gateway or stopped by shutdown. Rows are pulled from the driver only
 * after the previous page is stored, so the database cursor, the agent and the upload move at the pace
 * of the slowest; nothing holds more than one page (plus page 1, held back until it is known whether the
 * result is a single inline page). It does not schedule jobs or talk to the socket directly.
 */
import type { Logger } from 'pino';
import type { Job, JobCompleted, JobFailed, JobMessageFromAgent, PageSummary } from '../protocol/jobs.js';
import type { ErrorDetails } from '../protocol/sql-command.js';
import { DriverError, type DatabaseDriver, type Execution, type ExecutionSummary } from './drivers/driver.js';
import { isJournaled, type JobJournal } from './journal.js';
import { PageCutter, summarise, type Page } from './page-cutter.js';
import { UploadError, type PageUploader } from './uploader.js';

export interface ExecutorContext {
  driver: DatabaseDriver;
  /** The connection string of a catalogue, or undefined when this site has no such catalogue. */
  connectionFor(catalogue: string): string | undefined;
  journal: JobJournal;
  uploader: Pick<PageUploader, 'upload'>;
  /** Queues a message for the gateway; resolves once it was written to a socket. */
  send(message: JobMessageFromAgent): Promise<void>;
  log: Logger;
}

/** Abort reason: the gateway sent `job:cancel`. The job stops and its journal entry goes. */
export class JobCancelled extends Error {
  override name = 'JobCancelled';
}

/** Abort reason: the agent is stopping. The journal entry stays, so the next start reports an orphan. */
export class AgentStopping extends Error {
  override name = 'AgentStopping';
}

/** An immediate result grew past `maxResultBytes`. */
class ResultTooLarge extends Error {}

type Status = JobFailed['status'];

/** What a job ended with: a report to send, or nothing (cancelled or stopping). */
type Outcome = JobCompleted | JobFailed | undefined;

const now = (): string => new Date().toISOString();

/**
 * Runs the job to its end. Never rejects: every failure becomes a `job:failed` report (or, when aborted,
 * no report). Resolves once the report has been sent and the journal entry removed.
 */
export async function executeJob(job: Job, signal: AbortSignal, ctx: ExecutorContext): Promise<void> {
  const log = ctx.log.child({ queryId: job.queryId, mode: job.mode });
  let outcome: Outcome;
  try {
    outcome = await new JobRun(job, signal, ctx, log).run();
  } catch (err) {
    // A bug, not a database or upload failure: still report it so the query does not hang.
    log.error({ err }, 'job failed unexpectedly');
    outcome = signal.aborted ? undefined : failed(job.queryId, 'executionFailed', { errorType: 'agent', errorCode: 500, errorMessage: (err as Error).message });
  }
  if (outcome === undefined) {
    if (signal.reason instanceof AgentStopping) return;
    log.info({ reason: (signal.reason as Error | undefined)?.message }, 'job cancelled');
    if (isJournaled(job)) await ctx.journal.remove(job.queryId).catch((err: unknown) => log.warn({ err }, 'cannot update the job journal'));
    return;
  }
  if (outcome.type === 'job:failed') log.info({ status: outcome.status, errorDetails: outcome.errorDetails }, 'job failed');
  else log.info({ rows: outcome.rows, size: outcome.size, pages: outcome.pages.length, inline: outcome.inlineData !== undefined }, 'job completed');
  try {
    await ctx.send(outcome);
  } catch (err) {
    // Not delivered (the agent is stopping): the journal entry stays and the next start reports an orphan.
    log.warn({ err: (err as Error).message }, 'job report not delivered');
    return;
  }
  if (isJournaled(job)) await ctx.journal.remove(job.queryId).catch((err: unknown) => log.warn({ err }, 'cannot update the job journal'));
}

function failed(queryId: string, status: Status, errorDetails: ErrorDetails, sqlExecutionDurationMs?: number): JobFailed {
  return { type: 'job:failed', queryId, at: now(), status, errorDetails, ...(sqlExecutionDurationMs === undefined ? {} : { sqlExecutionDurationMs }) };
}

/** The state of one job while it runs. */
class JobRun {
  private phase: 'executing' | 'uploading' = 'executing';
  private startedAt = 0;
  private sqlExecutionDurationMs: number | undefined;

  constructor(
    private readonly job: Job,
    private readonly signal: AbortSignal,
    private readonly ctx: ExecutorContext,
    private readonly log: Logger,
  ) {}

  async run(): Promise<Outcome> {
    const { job, ctx } = this;
    if (this.signal.aborted) return undefined;
    if (Date.now() > Date.parse(job.startDeadline)) {
      return failed(job.queryId, 'expiredInQueue', { errorType: 'agent', errorCode: 408, errorMessage: `The job could not start before its deadline ${job.startDeadline}` });
    }
    const connection = ctx.connectionFor(job.catalogue);
    if (connection === undefined) {
      return failed(job.queryId, 'executionFailed', { errorType: 'agent', errorCode: 400, errorMessage: `This site has no catalogue named "${job.catalogue}"` });
    }
    await this.journalPhase('executing');
    this.progress({ type: 'job:started', queryId: job.queryId, at: now() });
    this.startedAt = performance.now();

    let execution: Execution;
    try {
      execution = await ctx.driver.execute(connection, job.command, { timeoutMs: job.commandTimeoutMs, signal: this.signal });
    } catch (err) {
      return this.failure(err);
    }
    let finishing: Promise<ExecutionSummary> | undefined;
    // finish() releases the cursor: exactly once, on success and on failure alike.
    const finish = (): Promise<ExecutionSummary> => (finishing ??= execution.finish());
    let summary: ExecutionSummary;
    let result: StreamedResult;
    try {
      result = await this.stream(execution);
      summary = await finish();
    } catch (err) {
      await finish().catch(() => undefined);
      return this.failure(err);
    }
    const completed: JobCompleted = {
      type: 'job:completed',
      queryId: job.queryId,
      at: now(),
      sqlExecutionDurationMs: this.sqlExecutionDurationMs ?? 0,
      rows: result.rows,
      size: result.size,
      pages: result.pages,
      outputParameters: summary.outputParameters,
    };
    if (result.inlineData !== undefined) completed.inlineData = result.inlineData;
    if (job.command.executionMode === 'scalar') completed.scalar = result.scalar ?? 'null';
    // Some engines count rows for readers too (RETURNING, CALL); only a nonQuery reports rowsAffected.
    if (job.command.executionMode === 'nonQuery' && summary.rowsAffected !== undefined) completed.rowsAffected = summary.rowsAffected;
    return completed;
  }

  /** Pulls every batch, cutting pages and storing each before pulling more (the backpressure). */
  private async stream(execution: Execution): Promise<StreamedResult> {
    const { job } = this;
    const scalar = job.command.executionMode === 'scalar';
    const limit = job.mode === 'immediate' ? job.maxResultBytes : undefined;
    const cutter = new PageCutter(job.pageSizeBytes);
    const uploaded: PageSummary[] = [];
    let firstRow: string | undefined;
    // Page 1 waits until a second page exists or the rows end: only then is it known whether the
    // whole result is one page small enough to travel inline.
    let held: Page | undefined;
    // One upload in flight while the next page is cut from the cursor: the database and the gateway work
    // at the same time, and memory stays bounded at two pages. Waiting for the previous upload before
    // starting the next keeps pages in order and is the backpressure.
    let inFlight: Promise<void> | undefined;
    const store = async (page: Page): Promise<void> => {
      if (inFlight) await inFlight;
      const upload = this.ctx.uploader.upload(job.queryId, page, this.signal).then(() => {
        uploaded.push(summarise(page));
      });
      // Observed here so a failure while the next page is being cut is not an unhandled rejection;
      // it still surfaces at the next `await inFlight`.
      upload.catch(() => undefined);
      inFlight = upload;
    };
    const closed = async (page: Page): Promise<void> => {
      if (page.pageNumber === 1) {
        held = page;
        return;
      }
      if (held) {
        await store(held);
        held = undefined;
      }
      await store(page);
    };

    rows: for await (const batch of execution.rows) {
      await this.enterUploading();
      for (const row of batch) {
        firstRow ??= row;
        const page = cutter.add(row);
        if (limit !== undefined && cutter.totalBytes > limit) {
          throw new ResultTooLarge(`The result is larger than the immediate limit of ${limit} bytes; use an async query`);
        }
        if (page) await closed(page);
        // scalar: the result is the first row alone; leaving the loop closes the cursor.
        if (scalar) break rows;
      }
      this.signal.throwIfAborted();
    }
    await this.enterUploading();
    const last = cutter.finish();
    if (last) await closed(last);
    let inlineData: string | undefined;
    // Still held means the result is exactly one page: inline when small enough, else its own upload.
    if (held) {
      if (held.size <= job.inlineLimitBytes) {
        inlineData = held.text;
        uploaded.push(summarise(held));
      } else {
        await store(held);
      }
    }
    if (inFlight) await inFlight;
    return {
      rows: cutter.rows,
      size: cutter.totalBytes,
      pages: uploaded,
      inlineData,
      scalar: firstRow === undefined ? undefined : scalarOf(firstRow, execution.columns),
    };
  }

  /** The statement has its result (first batch, or the end): the job moves to uploading. */
  private async enterUploading(): Promise<void> {
    if (this.phase === 'uploading') return;
    this.phase = 'uploading';
    this.sqlExecutionDurationMs = Math.round(performance.now() - this.startedAt);
    await this.journalPhase('uploading');
    this.progress({ type: 'job:uploading', queryId: this.job.queryId, at: now(), sqlExecutionDurationMs: this.sqlExecutionDurationMs });
  }

  private failure(err: unknown): Outcome {
    if (this.signal.aborted) return undefined;
    const duration = this.sqlExecutionDurationMs ?? Math.round(performance.now() - this.startedAt);
    const status: Status = this.phase === 'uploading' ? 'uploadFailed' : 'executionFailed';
    if (err instanceof ResultTooLarge) {
      return failed(this.job.queryId, 'executionFailed', { errorType: 'agent', errorCode: 413, errorMessage: err.message }, duration);
    }
    if (err instanceof UploadError) {
      return failed(this.job.queryId, 'uploadFailed', { errorType: 'http', errorCode: err.status ?? 0, errorMessage: err.message }, duration);
    }
    // The database failing is an execution failure even after rows started flowing (a command timeout
    // mid-stream, a lost connection): uploadFailed is kept for the transfer itself failing.
    if (err instanceof DriverError) {
      const report = failed(this.job.queryId, 'executionFailed', { errorType: err.errorType, errorCode: err.errorCode, errorMessage: err.message }, duration);
      return err.timedOut ? { ...report, timedOut: true } : report;
    }
    this.log.error({ err }, 'unexpected error while running a job');
    return failed(this.job.queryId, status, { errorType: 'agent', errorCode: 500, errorMessage: (err as Error).message ?? String(err) }, duration);
  }

  private async journalPhase(phase: 'executing' | 'uploading'): Promise<void> {
    if (!isJournaled(this.job)) return;
    try {
      await this.ctx.journal.setPhase(this.job.queryId, phase);
    } catch (err) {
      // The journal only serves orphan reports after a crash; a full disk must not fail the query itself.
      this.log.warn({ err }, 'cannot update the job journal');
    }
  }

  /** Progress messages are not awaited: while the socket is down the job goes on and they wait in order. */
  private progress(message: JobMessageFromAgent): void {
    this.ctx.send(message).catch(() => undefined);
  }
}

interface StreamedResult {
  rows: number;
  size: number;
  pages: PageSummary[];
  inlineData: string | undefined;
  scalar: string | undefined;
}

/**
 * The first column of a row as JSON text. Looked up by the column's name rather than by position:
 * JavaScript orders integer-like keys ("1", "2") before the others when it parses an object.
 */
function scalarOf(rowJson: string, columns: readonly string[]): string {
  const row = JSON.parse(rowJson) as Record<string, unknown>;
  const name = columns[0];
  const value = name !== undefined && name in row ? row[name] : Object.values(row)[0];
  return JSON.stringify(value ?? null);
}
