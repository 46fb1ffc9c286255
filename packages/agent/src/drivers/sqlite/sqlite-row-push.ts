/**
 * @module agent/drivers/sqlite/sqlite-row-push
 * Push mode's collector: SQLite's own loop calls the connection's row function once per row (see
 * `jsonPushSql`), and this gathers the rows into batches and hands each to the caller's `deliver`,
 * synchronously, from inside the statement's step. `deliver` may block (a worker thread waits there for
 * its owner's next request, which is the backpressure) and may throw to stop the statement; the time it
 * takes is not the command's engine time. The collector enforces what the pulled cursor enforces: the
 * engine-time budget, a batch handed over once it has rows and has taken MAX_BATCH_MS, and the owner's
 * wish to stop (`stillWanted`). With an `encoder`, rows are gathered by it and batches travel as bytes
 * (encoded-rows). Pure bookkeeping: no SQLite, no messages.
 */
import { DriverError } from '../driver.js';
import type { EncodedRows, RowEncoder } from '../encoded-rows.js';

/** One batch pushed out. `columns` comes with the first batch only; `done` with the last (maybe empty). */
export interface PushedBatch {
  columns?: string[];
  /** The rows as texts; empty when they come as `encoded`. */
  rows: string[];
  /** The rows as bytes, when the collector was given an encoder. */
  encoded?: EncodedRows;
  done: boolean;
  /** Engine time of the command so far (ms). */
  spentMs: number;
}

export interface CollectorOptions {
  columns: string[];
  batchSize: number;
  /** Engine time the command may take (ms). */
  timeoutMs: number;
  /** Longest a batch with rows stays open before it is handed over (ms). */
  maxBatchMs: number;
  deliver: (batch: PushedBatch) => void;
  /** Where rows are written as bytes, when batches are to travel so (the collector resets it first). */
  encoder?: RowEncoder;
  /** Polled between rows: false when the owner has given the command up (the statement then stops). */
  stillWanted?: () => boolean;
  timeoutError: (timeoutMs: number) => Error;
}

/**
 * An encoded batch is handed over once it holds this many UTF-16 units (bytes for ASCII rows, at most three
 * times as many bytes), whatever its row count: a page is 1 MiB by default, so a batch of wide rows closes about
 * one page at the agent's thread, not hundreds of MiB of them.
 */
const MAX_ENCODED_BATCH_SIZE = 1024 * 1024;
/** How many rows at most between two looks at the clock; fewer while rows come slowly. */
const MAX_STRIDE = 64;
/** Time between two looks past which the stride is halved (rows are slow: the clock is read more often). */
const SLOW_CHECK_MS = 2;

export class RowCollector {
  private batch: string[] = [];
  private first = true;
  /** Engine time before the current stretch, and when the current stretch began (performance.now()). */
  private spentBefore = 0;
  private stretchStart: number;
  private batchOpenedAt: number;
  private sinceCheck = 0;
  private stride = 1;
  private lastCheck: number;
  /** Set when `deliver` or a check threw: the statement is being unwound and takes no more rows. */
  private stopped = false;
  /** What this collector threw (better-sqlite3 rethrows a function's error as it is). */
  private thrown: unknown;

  constructor(private readonly options: CollectorOptions) {
    options.encoder?.reset();
    const now = performance.now();
    this.stretchStart = now;
    this.batchOpenedAt = now;
    this.lastCheck = now;
  }

  /** Whether `err` is one this collector threw (a timeout, a stop, or the deliverer's own error). */
  threw(err: unknown): boolean {
    return this.thrown !== undefined && err === this.thrown;
  }

  /** One row, from SQLite's loop. */
  add(rowJson: string): void {
    if (this.stopped) throw this.stop(new DriverError('agent', 0, 'The statement was stopped'));
    const encoder = this.options.encoder;
    let full: boolean;
    if (encoder) {
      encoder.add(rowJson);
      full = encoder.count >= this.options.batchSize || encoder.size >= MAX_ENCODED_BATCH_SIZE;
    } else {
      full = this.batch.push(rowJson) >= this.options.batchSize;
    }
    if (full) {
      this.flush(false);
      return;
    }
    if (++this.sinceCheck >= this.stride) this.check();
  }

  /** The statement has ended: the last batch (possibly empty) goes out with `done`. */
  finish(): void {
    this.flush(true);
  }

  private check(): void {
    this.sinceCheck = 0;
    const now = performance.now();
    const gap = now - this.lastCheck;
    this.lastCheck = now;
    this.stride = gap > SLOW_CHECK_MS ? Math.max(1, this.stride >> 1) : Math.min(MAX_STRIDE, this.stride << 1);
    this.enforce(now);
    if (now - this.batchOpenedAt >= this.options.maxBatchMs) this.flush(false);
  }

  /** Throws the timeout once the budget is spent, or a stop when the owner no longer wants the rows. */
  private enforce(now: number): void {
    if (this.spentBefore + (now - this.stretchStart) > this.options.timeoutMs) throw this.stop(this.options.timeoutError(this.options.timeoutMs));
    if (this.options.stillWanted && !this.options.stillWanted()) throw this.stop(new DriverError('agent', 0, 'The command was given up'));
  }

  private stop(err: unknown): unknown {
    this.stopped = true;
    this.thrown = err;
    return err;
  }

  private flush(done: boolean): void {
    const now = performance.now();
    this.enforce(now);
    const batch: PushedBatch = { rows: this.batch, done, spentMs: this.spentBefore + (now - this.stretchStart) };
    if (this.options.encoder) batch.encoded = this.options.encoder.take();
    if (this.first) {
      batch.columns = this.options.columns;
      this.first = false;
    }
    this.batch = [];
    this.spentBefore = batch.spentMs;
    try {
      this.options.deliver(batch);
    } catch (err) {
      throw this.stop(err);
    }
    // The time spent in `deliver` (waiting for the owner) is not engine time.
    const after = performance.now();
    this.stretchStart = after;
    this.batchOpenedAt = after;
    this.lastCheck = after;
  }
}
