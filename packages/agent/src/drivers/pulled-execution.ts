/**
 * @module agent/drivers/pulled-execution
 * Turns a driver's batch source into the Execution of the contract: `rows` iterates once, pulling one
 * batch per step (so the caller's pace is the backpressure); `finish()` releases the source exactly once,
 * whether the rows were drained, abandoned midway or failed. Holds at most one batch; no engine code.
 */
import type { Execution, ExecutionSummary } from './driver.js';
import { decodeRows, type EncodedRows } from './encoded-rows.js';

export interface BatchSource<B = string[]> {
  readonly columns: readonly string[];
  /** The next batch (never empty), or undefined when the result is exhausted. */
  next(): Promise<B | undefined>;
  /**
   * Releases cursor and connection. `drained` tells whether every row was read; a source that was not
   * drained must not hand a busy connection back to its pool. Must not reject.
   */
  release(drained: boolean): Promise<ExecutionSummary>;
}

export interface PulledExecutionOptions<B = string[]> {
  /** A batch already fetched by execute() (so SQL errors reject execute itself). */
  first?: B | undefined;
  /** True when `first` was the whole result. */
  exhausted?: boolean;
  /** Stop after this many rows (scalar mode reads one). */
  maxRows?: number;
}

export function pulledExecution(source: BatchSource, options: PulledExecutionOptions = {}): Execution {
  const pulled = new Pulled(source, options, (batch) => batch.length, (batch, n) => batch.slice(0, n));
  return {
    columns: source.columns,
    rows: { [Symbol.asyncIterator]: () => pulled.batches() },
    finish: () => pulled.release(),
  };
}

/**
 * The same over a source of encoded batches (encoded-rows): `encodedRows` hands them on as they are,
 * `rows` decodes each (whichever the caller iterates, once).
 */
export function pulledEncodedExecution(source: BatchSource<EncodedRows>, options: Omit<PulledExecutionOptions<EncodedRows>, 'maxRows'> = {}): Execution {
  const pulled = new Pulled(source, options, (batch) => batch.lengths.length, () => {
    throw new Error('encoded batches are not cut');
  });
  async function* decoded(): AsyncGenerator<string[]> {
    for await (const batch of pulled.batches()) yield decodeRows(batch);
  }
  return {
    columns: source.columns,
    rows: { [Symbol.asyncIterator]: () => decoded() },
    encodedRows: { [Symbol.asyncIterator]: () => pulled.batches() },
    finish: () => pulled.release(),
  };
}

/** One iteration of a source: at most one batch held, released exactly once. */
class Pulled<B> {
  private drained: boolean;
  private iterated = false;
  private released: Promise<ExecutionSummary> | undefined;
  private first: B | undefined;
  private remaining: number;

  constructor(
    private readonly source: BatchSource<B>,
    options: PulledExecutionOptions<B>,
    private readonly count: (batch: B) => number,
    private readonly head: (batch: B, rows: number) => B,
  ) {
    this.drained = options.exhausted === true;
    this.first = options.first;
    this.remaining = options.maxRows ?? Number.POSITIVE_INFINITY;
  }

  release(): Promise<ExecutionSummary> {
    this.released ??= this.source.release(this.drained);
    return this.released;
  }

  async *batches(): AsyncGenerator<B> {
    if (this.iterated) throw new Error('The rows of an execution can be iterated only once');
    this.iterated = true;
    try {
      while (this.remaining > 0 && !this.released) {
        let batch: B | undefined;
        if (this.first) {
          batch = this.first;
          this.first = undefined;
        } else if (this.drained) {
          return;
        } else {
          batch = await this.source.next();
          if (!batch) {
            this.drained = true;
            return;
          }
        }
        let rows = this.count(batch);
        if (rows > this.remaining) {
          batch = this.head(batch, this.remaining);
          rows = this.remaining;
        }
        this.remaining -= rows;
        if (rows > 0) yield batch;
      }
    } catch (err) {
      // A failed source is released at once: its connection may be unusable, and the caller may never
      // call finish() after an error.
      void this.release();
      throw err;
    }
  }
}

/**
 * An execution whose whole result is already at hand (one batch or none): no source to pull, no async
 * generator — the common case of a point query, where that machinery would be a measurable share of its cost.
 */
export function completedExecution(columns: readonly string[], rows: string[], summary: ExecutionSummary): Execution {
  const done = Promise.resolve(summary);
  const batches = rows.length > 0 ? [rows] : [];
  return {
    columns,
    rows: {
      [Symbol.asyncIterator]: () => {
        let i = 0;
        return { next: () => Promise.resolve(i < batches.length ? { done: false, value: batches[i++]! } : { done: true, value: undefined }) };
      },
    },
    finish: () => done,
    whole: { rows, summary },
  };
}
