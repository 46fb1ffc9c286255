/**
 * @module agent/executor
 * Runs one SQL job from start to report: checks its start deadline, records each phase in the journal,
 * executes through the driver, cuts the rows into pages, returns a small result inline or uploads the
 * pages, a few at once, and sends exactly one terminal message (`job:completed` or `job:failed`) — or none
 * when the job was cancelled by the gateway or stopped by shutdown. Rows are pulled from the driver only
 * while the upload window has room, so the database cursor, the agent and the upload move at the pace
 * of the slowest; nothing holds more than the window's pages (plus page 1, held back until it is known
 * whether the result is a single inline page). It does not schedule jobs or talk to the socket directly.
 * Logs carry ids, phases and codes, never SQL, values or engine messages (log-safe); the per-job
 * completion line of an immediate job is debug-level, as point queries can run thousands a second.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { isoNow } from '@site-query-gateway/protocol/iso-time.js';
import type { Job, JobCompleted, JobFailed, JobMessageFromAgent, PageSummary } from '@site-query-gateway/protocol/jobs.js';
import type { ErrorDetails } from '@site-query-gateway/protocol/sql-command.js';
import { DriverError, type DatabaseDriver, type Execution, type ExecuteOptions, type ExecutionSummary } from './drivers/driver.js';
import type { JobControl } from './job-control.js';
import { isJournaled, type JobJournal } from './journal.js';
import type { TerminalReport } from './unacknowledged.js';
import { loggableError } from './log-safe.js';
import { PageCutter, summarise, type Page } from './page-cutter.js';
import { UploadError, type PageUploader } from './uploader.js';
import { UploadWindow } from './upload-window.js';

export interface ExecutorContext {
  driver: DatabaseDriver;
  /** The connection string of a catalogue, or undefined when this site has no such catalogue. */
  connectionFor(catalogue: string): string | undefined;
  journal: JobJournal;
  uploader: Pick<PageUploader, 'upload'>;
  /** Queues a message for the gateway; resolves once it was written to a socket. */
  send(message: JobMessageFromAgent): Promise<void>;
  /**
   * The job's terminal report has been written to a socket. Its journal entry goes now, or — when the
   * gateway acknowledges reports — once the acknowledgement comes (the report is kept to send again).
   */
  reported(job: Job, report: TerminalReport): Promise<void>;
  /**
   * The job has ended, with its terminal report or without one (cut short: `stopped` when by the agent's
   * stop, else cancelled); `startedAt` is when it was taken up (epoch ms). For the clinic's audit log.
   */
  ran?(job: Job, report: TerminalReport | undefined, stopped: boolean, startedAt: number): void;
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

/**
 * An immediate job's `job:started` and `job:uploading` are held back this long: a job that ends sooner
 * sends one message, its terminal report saying how long ago it started (the gateway back-dates the
 * phases). Longer jobs send them as usual, late by this much.
 */
const HOLD_PROGRESS_MS = 25;
/** Never held when the start deadline is this close: the gateway must learn in time that the job started. */
const DEADLINE_MARGIN_MS = 250;
/**
 * Pages of one job uploading at once: enough that the link does not idle a round trip between pages (a
 * compressed page crosses a clinic uplink in a few tens of milliseconds), few enough to bound memory.
 */
const PAGES_IN_FLIGHT = 4;

const now = isoNow;

/**
 * Runs the job to its end. Never rejects: every failure becomes a `job:failed` report (or, when aborted,
 * no report). Resolves once the report has been sent and the journal entry removed.
 */
export async function executeJob(job: Job, control: JobControl, ctx: ExecutorContext): Promise<void> {
  const { log } = ctx;
  const { queryId, mode } = job;
  const startedAt = Date.now();
  let outcome: Outcome;
  const runner = new JobRun(job, control, ctx);
  try {
    outcome = await runner.run();
  } catch (err) {
    // A bug, not a database or upload failure: still report it so the query does not hang.
    log.error({ queryId, mode, err: loggableError(err) }, 'job failed unexpectedly');
    outcome = control.aborted ? undefined : failed(queryId, 'executionFailed', { errorType: 'agent', errorCode: 500, errorMessage: (err as Error).message });
  }
  outcome = runner.settle(outcome);
  ctx.ran?.(job, outcome, outcome === undefined && control.reason instanceof AgentStopping, startedAt);
  if (outcome === undefined) {
    if (control.reason instanceof AgentStopping) return;
    log.info({ queryId, mode, reason: (control.reason as Error | undefined)?.message }, 'job cancelled');
    if (isJournaled(job)) await ctx.journal.remove(queryId).catch((err: unknown) => log.warn({ queryId, err: loggableError(err) }, 'cannot update the job journal'));
    return;
  }
  if (outcome.type === 'job:failed') {
    // Codes only: the engine's message (kept in the report for the integrator) can echo SQL and values.
    const { errorType, errorCode } = outcome.errorDetails;
    log.info({ queryId, mode, status: outcome.status, errorType, errorCode, ...(outcome.timedOut ? { timedOut: true } : {}) }, 'job failed');
  } else if (mode === 'async' || log.isLevelEnabled('debug')) {
    const fields = {
      queryId,
      mode,
      rows: outcome.rows,
      size: outcome.size,
      pages: outcome.pages.length,
      inline: outcome.inlineData !== undefined,
      // A registered run says whether its result was sent or found unchanged (the gateway had it).
      ...(job.registered ? { registered: true, unchanged: outcome.unchanged === true } : {}),
    };
    if (mode === 'async') log.info(fields, 'job completed');
    else log.debug(fields, 'job completed');
  }
  try {
    await ctx.send(outcome);
  } catch (err) {
    // Not delivered (the agent is stopping): the journal entry stays and the next start reports an orphan.
    log.warn({ queryId, mode, err: loggableError(err) }, 'job report not delivered');
    return;
  }
  await ctx.reported(job, outcome);
}

function failed(queryId: string, status: Status, errorDetails: ErrorDetails, sqlExecutionDurationMs?: number): JobFailed {
  return { type: 'job:failed', queryId, at: now(), status, errorDetails, ...(sqlExecutionDurationMs === undefined ? {} : { sqlExecutionDurationMs }) };
}

/** The state of one job while it runs. */
class JobRun {
  private phase: 'executing' | 'uploading' = 'executing';
  private startedAt = 0;
  private sqlExecutionDurationMs: number | undefined;
  /** Progress held back (immediate jobs), until the hold ends or the job does. */
  private held: JobMessageFromAgent[] | undefined;
  private holdTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly job: Job,
    private readonly control: JobControl,
    private readonly ctx: ExecutorContext,
  ) {}

  async run(): Promise<Outcome> {
    const { job, ctx } = this;
    if (this.control.aborted) return undefined;
    if (Date.now() > this.control.startBy) {
      return failed(job.queryId, 'expiredInQueue', { errorType: 'agent', errorCode: 408, errorMessage: `The job could not start before its deadline ${job.startDeadline}` });
    }
    const connection = ctx.connectionFor(job.catalogue);
    if (connection === undefined) {
      return failed(job.queryId, 'executionFailed', { errorType: 'agent', errorCode: 400, errorMessage: `This site has no catalogue named "${job.catalogue}"` });
    }
    if (isJournaled(job)) await this.journalPhase('executing');
    this.progress({ type: 'job:started', queryId: job.queryId, at: now() });
    this.startedAt = performance.now();

    let execution: Execution;
    try {
      // The signal is read lazily: a driver that never waits (a point query answered at once) makes none.
      const control = this.control;
      const options: ExecuteOptions = {
        timeoutMs: job.commandTimeoutMs,
        mode: job.mode,
        get signal() {
          return control.signal;
        },
      };
      execution = await ctx.driver.execute(connection, job.command, options);
    } catch (err) {
      return this.failure(err);
    }
    let finishing: Promise<ExecutionSummary> | undefined;
    // finish() releases the cursor: exactly once, on success and on failure alike.
    const finish = (): Promise<ExecutionSummary> => (finishing ??= execution.finish());
    let summary: ExecutionSummary;
    let result: StreamedResult;
    try {
      const whole = execution.whole;
      const inline = whole && this.inlineWhole(whole.rows, execution.columns);
      if (inline && whole) {
        this.control.throwIfAborted();
        result = inline;
        summary = whole.summary;
      } else {
        result = await this.stream(execution);
        summary = await finish();
      }
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
    if (result.resultHash !== undefined) completed.resultHash = result.resultHash;
    if (result.unchanged) completed.unchanged = true;
    if (job.command.executionMode === 'scalar') completed.scalar = result.scalar ?? 'null';
    // Some engines count rows for readers too (RETURNING, CALL); only a nonQuery reports rowsAffected.
    if (job.command.executionMode === 'nonQuery' && summary.rowsAffected !== undefined) completed.rowsAffected = summary.rowsAffected;
    return completed;
  }

  /** Pulls every batch, cutting pages and storing each before pulling more (the backpressure). */
  private async stream(execution: Execution): Promise<StreamedResult> {
    const { job } = this;
    const scalar = job.command.executionMode === 'scalar';
    // Immediate and registered jobs are answered whole, so they are capped; an async one is paged without cap.
    const limit = job.mode === 'immediate' || job.registered ? job.maxResultBytes : undefined;
    const cutter = new PageCutter(job.pageSizeBytes);
    const uploaded: PageSummary[] = [];
    let firstRow: string | undefined;
    // Page 1 waits until a second page exists or the rows end: only then is it known whether the
    // whole result is one page small enough to travel inline.
    let held: Page | undefined;
    // Uploads in flight while the next pages are cut from the cursor: the database, the link and the gateway
    // work at the same time. Waiting for room in the window before cutting more is the backpressure.
    const window = new UploadWindow(PAGES_IN_FLIGHT, this.control.signal);
    const store = async (page: Page): Promise<void> => {
      await window.room();
      window.add(
        this.ctx.uploader.upload(job.queryId, page, window.signal).then(() => {
          uploaded.push(summarise(page));
          // Stored: the next page may be written into its buffer.
          cutter.reuse(page);
        }),
      );
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

    // Rows that come as bytes (a large export from a SQLite worker) are copied into pages in runs. Only
    // without a cap: a capped result must fail at the row that crosses it, before any page past it is stored.
    const encoded = limit === undefined && !scalar ? execution.encodedRows : undefined;
    if (encoded) {
      for await (const batch of encoded) {
        if (this.phase !== 'uploading') await this.enterUploading();
        for (const page of cutter.addEncoded(batch)) await closed(page);
        this.control.throwIfAborted();
      }
    } else {
      rows: for await (const batch of execution.rows) {
        if (this.phase !== 'uploading') await this.enterUploading();
        for (const row of batch) {
          firstRow ??= row;
          const page = cutter.add(row);
          if (limit !== undefined && cutter.totalBytes > limit) {
            throw new ResultTooLarge(
              job.registered
                ? `The result is larger than the registered query limit of ${limit} bytes`
                : `The result is larger than the immediate limit of ${limit} bytes; use an async query`,
            );
          }
          if (page) await closed(page);
          // scalar: the result is the first row alone; leaving the loop closes the cursor.
          if (scalar) break rows;
        }
        this.control.throwIfAborted();
      }
    }
    if (this.phase !== 'uploading') await this.enterUploading();
    const last = cutter.finish();
    if (last) await closed(last);
    let inlineData: string | undefined;
    let resultHash: string | undefined;
    // A registered run is one page (capped): hashed whole, and not sent at all when the gateway has it.
    if (held && job.registered) {
      resultHash = createHash('sha256').update(held.text).digest('hex');
      if (resultHash === job.registered.lastHash) {
        await window.drain();
        return { rows: cutter.rows, size: cutter.totalBytes, pages: [], inlineData: undefined, scalar: undefined, resultHash, unchanged: true };
      }
    }
    // Still held means the result is exactly one page: inline when small enough, else its own upload.
    if (held) {
      if (held.size <= job.inlineLimitBytes) {
        inlineData = held.text;
        uploaded.push(summarise(held));
      } else {
        await store(held);
      }
    }
    await window.drain();
    uploaded.sort((a, b) => a.pageNumber - b.pageNumber);
    return {
      rows: cutter.rows,
      size: cutter.totalBytes,
      pages: uploaded,
      inlineData,
      scalar: scalar && firstRow !== undefined ? scalarOf(firstRow, execution.columns) : undefined,
      resultHash,
      unchanged: false,
    };
  }

  /**
   * The result of an execution whose rows were all at hand before any was asked for (a point query), when
   * it goes inline: its one page is joined at once, as the page cutter would have cut it, instead of going
   * through the batch loop, whose awaits would be a sizeable share of a point query's cost in the agent.
   * Undefined when the general path must run: a journaled (async) or registered job, a result over the
   * job's limit (the general path fails it), or one too large to travel inline.
   */
  private inlineWhole(rows: readonly string[], columns: readonly string[]): StreamedResult | undefined {
    const { job } = this;
    if (isJournaled(job) || job.registered) return undefined;
    const scalar = job.command.executionMode === 'scalar';
    const kept = scalar ? rows.slice(0, 1) : rows;
    const text = `[${kept.join(',')}]`;
    const size = Buffer.byteLength(text, 'utf8');
    const onePage = size <= job.pageSizeBytes || kept.length <= 1;
    if (!onePage || size > job.inlineLimitBytes || (job.maxResultBytes !== undefined && size > job.maxResultBytes)) return undefined;
    this.markUploading();
    this.sendUploading();
    const count = kept.length;
    return {
      rows: count,
      size,
      pages: [{ pageNumber: 1, size, count, rangeStart: count === 0 ? 0 : 1, rangeEnd: count }],
      inlineData: text,
      scalar: scalar && kept[0] !== undefined ? scalarOf(kept[0], columns) : undefined,
      resultHash: undefined,
      unchanged: false,
    };
  }

  /** The statement has its result (first batch, or the end): the job moves to uploading. */
  private async enterUploading(): Promise<void> {
    if (this.phase === 'uploading') return;
    this.markUploading();
    if (isJournaled(this.job)) await this.journalPhase('uploading');
    this.sendUploading();
  }

  private markUploading(): void {
    this.phase = 'uploading';
    this.sqlExecutionDurationMs = Math.round(performance.now() - this.startedAt);
  }

  private sendUploading(): void {
    this.progress({ type: 'job:uploading', queryId: this.job.queryId, at: now(), sqlExecutionDurationMs: this.sqlExecutionDurationMs ?? 0 });
  }

  private failure(err: unknown): Outcome {
    if (this.control.aborted) return undefined;
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
    this.ctx.log.error({ queryId: this.job.queryId, mode: this.job.mode, err: loggableError(err) }, 'unexpected error while running a job');
    return failed(this.job.queryId, status, { errorType: 'agent', errorCode: 500, errorMessage: (err as Error).message ?? String(err) }, duration);
  }

  private async journalPhase(phase: 'executing' | 'uploading'): Promise<void> {
    if (!isJournaled(this.job)) return;
    try {
      await this.ctx.journal.setPhase(this.job.queryId, phase);
    } catch (err) {
      // The journal only serves orphan reports after a crash; a full disk must not fail the query itself.
      this.ctx.log.warn({ queryId: this.job.queryId, err: loggableError(err) }, 'cannot update the job journal');
    }
  }

  /** Progress messages are not awaited: while the socket is down the job goes on and they wait in order. */
  private progress(message: JobMessageFromAgent): void {
    if (message.type === 'job:started' && this.job.mode === 'immediate' && this.control.startBy - Date.now() > HOLD_PROGRESS_MS + DEADLINE_MARGIN_MS) {
      this.held = [message];
      this.holdTimer = setTimeout(() => this.releaseHeld(), HOLD_PROGRESS_MS);
      this.holdTimer.unref();
      return;
    }
    if (this.held) {
      this.held.push(message);
      return;
    }
    this.ctx.send(message).catch(() => undefined);
  }

  /** The hold ended with the job still running: what was held goes out, in order, and nothing more is held. */
  private releaseHeld(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const message of held) this.ctx.send(message).catch(() => undefined);
  }

  /**
   * The job ended: progress still held is not sent at all — the terminal report says how long ago the
   * statement started instead. Nothing held (or already released): the report as it is.
   */
  settle(outcome: Outcome): Outcome {
    clearTimeout(this.holdTimer);
    const held = this.held;
    this.held = undefined;
    if (!held || !outcome) return outcome;
    return { ...outcome, startedAgoMs: Math.max(0, Math.round(performance.now() - this.startedAt)) };
  }
}

interface StreamedResult {
  rows: number;
  size: number;
  pages: PageSummary[];
  inlineData: string | undefined;
  scalar: string | undefined;
  /** Registered runs only. */
  resultHash: string | undefined;
  unchanged: boolean;
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
