/**
 * @module agent/drivers/sqlite/sqlite-worker-execution
 * One SQLite command run on a worker thread, as the Execution of the driver contract. The thread works
 * only when asked: `run` brings the first batch, and while the caller holds a batch one more is asked for
 * (a read-ahead of one batch, so the database and the upload overlap; an async read in push mode runs a few
 * batches further ahead, sqlite-worker); the caller's pulls stay the backpressure.
 *
 * Deadlines. The thread counts engine time itself and fails the command between rows once the timeout is
 * spent; this side waits for each answer only until the budget left would be spent, so a thread stuck in
 * one long native step is reported as a timeout at the deadline, not when the step ends. The thread then
 * gets a grace period to answer on its own (a healthy thread goes back to the pool); silent past it, it
 * is abandoned (sqlite-worker-pool). An abort (gateway cancel, shutdown) is handled the same way.
 */
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { abandonedError } from '../command-clock.js';
import { DriverError, type Execution, type ExecuteOptions, type ExecutionSummary } from '../driver.js';
import { decodeRows, type EncodedRows } from '../encoded-rows.js';
import { completedExecution, pulledEncodedExecution, pulledExecution, type BatchSource } from '../pulled-execution.js';
import { sqliteTimeoutError } from './sqlite-session.js';
import { WorkerGone, type WorkerChannel } from './sqlite-worker-channel.js';
import { fromWire, type FromWorker } from './sqlite-worker-messages.js';
import type { SqliteWorkerPool } from './sqlite-worker-pool.js';

const DEFAULT_BATCH = 1000;
/**
 * Rows per batch of an async command (push mode). Smaller than an immediate command's: with twice as many
 * rows a batch, a large export raises the agent's peak memory at no gain in speed; with half as many, the
 * extra hand-overs make it slower.
 */
const ASYNC_BATCH = 500;
/**
 * Past the deadline, how long to wait for the thread's own answer before reporting the timeout from here.
 * A thread between rows answers within microseconds of the deadline (with its last rows, or the engine's
 * timeout); one stuck in a native step does not, and its timeout is reported this long after the deadline.
 */
const DEADLINE_SLACK_MS = 50;
/** Longest a new thread may take to load before its first command counts as timed out. */
const STARTUP_LIMIT_MS = 30_000;
/** Longest wait for a write the thread was already committing when its deadline passed. */
const COMMIT_WAIT_MS = 30_000;
/**
 * How long an immediate command's caller sleeps on the agent thread for an answer before waiting without
 * blocking. Point queries answer well inside it, saving an event-loop wake-up on each side; anything
 * slower costs the agent thread at most this long, during which it takes no other job. So the caller sleeps
 * only when the answer is expected quickly (`WorkerRunHints.quickAnswerExpected`). Async commands never
 * block it.
 */
const SYNC_WAIT_MS = 1;

type Rows = Extract<FromWorker, { k: 'rows' }>;

/** What the first answer tells about the statement, for the driver's memory of it. */
export interface FirstAnswerFacts {
  /** The schema version under which the statement is a bounded read, or undefined (also when not asked). */
  boundedAt: number | undefined;
  /** Engine time until the first answer, in ms. */
  engineMs: number;
}

/** What the driver knows of a statement from its earlier runs. */
export interface WorkerRunHints {
  /** The thread also checks whether the statement is a bounded read (sqlite-bounded). */
  classify?: boolean;
  /**
   * An immediate command whose answer is expected within the synchronous wait (default true). One that is
   * not is heavy: it waits for one of the pool's heavy slots (sqlite-worker-pool `tryHeavy`, `waitForHeavy`).
   */
  quickAnswerExpected?: boolean;
  /** Called with the first answer's facts. */
  onFirstAnswer?: (facts: FirstAnswerFacts) => void;
}

/** Starts `command` on a thread of the lane `options.mode`; rejects with DriverError like any driver. */
export async function executeInWorker(pool: SqliteWorkerPool, file: string, command: SqlCommand, options: ExecuteOptions, hints: WorkerRunHints = {}): Promise<Execution> {
  if (pool.isClosed) throw new DriverError('agent', 0, 'The SQLite driver is closed');
  // `options.signal` is read only when an answer has to be waited for: the caller may make it lazily, and
  // a command answered within the synchronous wait needs none.
  const lane = options.mode ?? 'immediate';
  const heavy = lane === 'immediate' && hints.quickAnswerExpected === false;
  const syncWaitMs = lane === 'immediate' && !heavy ? SYNC_WAIT_MS : 0;
  const run = new WorkerRun(pool, heavy ? await heavyThread(pool, options) : pool.acquire(lane), options, syncWaitMs);
  // Async commands (exports) read in push mode (sqlite-session `runPushing`), which saves better-sqlite3's
  // per-row iterator object; immediate ones keep the pulled cursor, whose first batch starts no transaction.
  const batchSize = options.batchSize ?? (lane === 'async' ? ASYNC_BATCH : DEFAULT_BATCH);
  // Their batches travel as bytes (encoded-rows): the agent's thread copies them into pages as they are.
  const push = lane === 'async';
  run.request({ k: 'run', file, command, timeoutMs: options.timeoutMs, batchSize, classify: hints.classify === true, push, encode: push });
  const first = await run.answer();
  hints.onFirstAnswer?.({ boundedAt: first.boundedAt, engineMs: first.spentMs });
  if (first.done) return completedExecution(run.columns, first.encoded ? decodeRows(first.encoded) : first.rows, run.summary());
  // Read ahead: the next batch is made while the caller handles this one.
  run.request({ k: 'more' });
  if (first.encoded) {
    // A statement push mode declined answers as texts, from the pulled cursor: only a pushed one is encoded.
    run.lend(first.encoded);
    return pulledEncodedExecution({ columns: run.columns, next: () => run.nextEncoded(), release: () => run.release() }, { first: first.encoded });
  }
  return pulledExecution(run, { first: first.rows, exhausted: first.done, maxRows: command.executionMode === 'scalar' ? 1 : undefined });
}

/**
 * A thread for a heavy immediate command, waited for at most the command's timeout. The wait is not engine
 * time: a command that gets its thread has its whole budget for the statement.
 */
async function heavyThread(pool: SqliteWorkerPool, options: ExecuteOptions): Promise<WorkerChannel> {
  const free = pool.tryHeavy();
  if (free) return free;
  const got = await pool.waitForHeavy(options.timeoutMs, options.signal);
  if (got === 'deadline') throw sqliteTimeoutError(options.timeoutMs);
  if (got === 'aborted') throw abandonedError(options.signal);
  if (got === 'closed') throw new DriverError('agent', 0, 'The SQLite driver is closed');
  return got;
}

class WorkerRun implements BatchSource {
  columns: readonly string[] = [];
  private rowsAffected: number | undefined;
  /** Engine time spent, as the thread last reported it. */
  private spentMs = 0;
  /** When the request now being answered was sent (performance.now()). */
  private requestedAt = 0;
  private outstanding = false;
  /** The thread holds an open cursor for this command. */
  private cursorOpen = false;
  /** The buffer of the encoded batch the caller holds (handed back with the request after the next). */
  private lent: ArrayBuffer | undefined;
  /** Undefined once the thread is handed back or given up. */
  private channel: WorkerChannel | undefined;
  private readonly lane;

  constructor(
    private readonly pool: SqliteWorkerPool,
    channel: WorkerChannel,
    private readonly options: ExecuteOptions,
    /** How long `answer` may sleep on the agent thread for an answer (0: never). */
    private readonly syncWaitMs: number,
  ) {
    this.channel = channel;
    this.lane = options.mode ?? 'immediate';
  }

  request(message: Parameters<WorkerChannel['send']>[0]): void {
    this.channel!.send(message);
    this.requestedAt = performance.now();
    this.outstanding = true;
  }

  /**
   * The answer to the outstanding request, as rows; every failure is a DriverError. An answer that is
   * already there, or comes within the short synchronous wait, is taken without an event-loop turn.
   */
  answer(): Rows | Promise<Rows> {
    const channel = this.channel!;
    if (channel.ready) {
      if (this.syncWaitMs > 0) this.pool.answersSleptFor++;
      const quick = channel.poll(this.syncWaitMs, this.deadline());
      if (quick !== undefined && quick.k !== 'ready') return this.accept(quick);
      if (quick?.k === 'ready') this.onReady(channel);
    }
    return this.answerLater(channel);
  }

  /** The thread cannot have spent more engine time than the time since the request: past this, the budget is gone. */
  private deadline(): number {
    return this.requestedAt + Math.max(0, this.options.timeoutMs - this.spentMs) + DEADLINE_SLACK_MS;
  }

  private onReady(channel: WorkerChannel): void {
    // A new thread has loaded: the request waiting for it starts now.
    channel.ready = true;
    this.requestedAt = performance.now();
  }

  private async answerLater(channel: WorkerChannel): Promise<Rows> {
    let got: FromWorker | 'deadline' | 'aborted';
    let committing = false;
    for (;;) {
      const deadline = committing ? performance.now() + COMMIT_WAIT_MS : channel.ready ? this.deadline() : this.requestedAt + STARTUP_LIMIT_MS;
      try {
        got = await channel.receive(deadline, committing ? undefined : this.options.signal);
      } catch (err) {
        if (!(err instanceof WorkerGone)) throw err;
        this.channel = undefined;
        this.pool.discard(channel);
        throw new DriverError('agent', 0, 'The SQLite worker thread stopped unexpectedly');
      }
      if (typeof got !== 'string' && got.k === 'ready') {
        this.onReady(channel);
        continue;
      }
      // Past the deadline (or aborted) while the thread commits a write: its outcome is the truth.
      if (typeof got === 'string' && !committing && !channel.giveUpCommand()) {
        committing = true;
        continue;
      }
      break;
    }
    if (got === 'deadline' || got === 'aborted') {
      this.settle(false);
      throw got === 'deadline' ? sqliteTimeoutError(this.options.timeoutMs) : abandonedError(this.options.signal);
    }
    return this.accept(got);
  }

  /** Takes an answer: hands the thread back when the command is over; throws the command's error. */
  private accept(got: Exclude<FromWorker, { k: 'ready' }>): Rows {
    this.outstanding = false;
    if (got.k !== 'rows') {
      // An error (the thread has already released the cursor), or a stray answer: the command is over.
      this.cursorOpen = false;
      this.handBack();
      throw got.k === 'error' ? fromWire(got.error) : new DriverError('agent', 0, 'Unexpected answer from the SQLite worker thread');
    }
    if (got.columns) this.columns = got.columns;
    if (got.pushed === true) this.pool.pushedRuns++;
    if (got.rowsAffected !== undefined) this.rowsAffected = got.rowsAffected;
    this.spentMs = got.spentMs;
    this.cursorOpen = !got.done;
    if (got.done) this.handBack();
    return got;
  }

  async next(): Promise<string[] | undefined> {
    const got = await this.nextAnswer();
    return got !== undefined && got.rows.length > 0 ? got.rows : undefined;
  }

  async nextEncoded(): Promise<EncodedRows | undefined> {
    const got = await this.nextAnswer();
    const batch = got?.encoded;
    if (batch === undefined || batch.lengths.length === 0) return undefined;
    this.lend(batch);
    return batch;
  }

  /** The caller now holds this batch: its buffer goes back to the thread with the request after the next. */
  lend(batch: EncodedRows): void {
    this.lent = batch.bytes.buffer as ArrayBuffer;
  }

  private async nextAnswer(): Promise<Rows | undefined> {
    if (!this.outstanding) return undefined;
    if (this.options.signal?.aborted) throw abandonedError(this.options.signal);
    const got = await this.answer();
    if (!got.done) {
      // Asked for the next batch: the caller is done with the one it held, whose buffer the thread reuses.
      const spare = this.lent;
      this.lent = undefined;
      this.request(spare ? { k: 'more', spare } : { k: 'more' });
    }
    return got;
  }

  async release(): Promise<ExecutionSummary> {
    // Rows abandoned midway (or a failure): the thread closes its cursor before it takes other work.
    if (this.channel) this.settle(true);
    return this.summary();
  }

  summary(): ExecutionSummary {
    return this.rowsAffected === undefined ? { outputParameters: [] } : { rowsAffected: this.rowsAffected, outputParameters: [] };
  }

  private handBack(): void {
    const channel = this.channel;
    this.channel = undefined;
    if (channel) this.pool.release(this.lane, channel);
  }

  /**
   * Brings the thread back to idle in the background: waits for the outstanding answer (until the
   * command's own deadline when `patient`, else only the grace period), closes a cursor still open, then
   * hands the thread back — or abandons it when it stays silent.
   */
  private settle(patient: boolean): void {
    const channel = this.channel;
    this.channel = undefined;
    if (!channel) return;
    let outstanding = this.outstanding;
    let cursorOpen = this.cursorOpen;
    const budgetEnd = this.requestedAt + Math.max(0, this.options.timeoutMs - this.spentMs);
    void (async () => {
      let closing = false;
      while (outstanding || cursorOpen) {
        if (!outstanding) {
          channel.send({ k: 'close' });
          outstanding = true;
          closing = true;
        }
        const deadline = Math.max(performance.now(), patient && !closing ? budgetEnd : 0) + this.pool.graceMs;
        const got = await channel.receive(deadline);
        if (typeof got !== 'string' && got.k === 'ready') {
          channel.ready = true;
          continue;
        }
        if (got === 'deadline' || got === 'aborted') {
          this.pool.abandon(channel, patient ? 'its rows were abandoned and it did not stop' : 'it did not answer by its deadline');
          return;
        }
        outstanding = false;
        cursorOpen = got.k === 'rows' && !got.done;
      }
      this.pool.release(this.lane, channel);
    })().catch(() => this.pool.discard(channel));
  }
}
