/**
 * @module agent/drivers/pulled-execution
 * Turns a driver's batch source into the Execution of the contract: `rows` iterates once, pulling one
 * batch per step (so the caller's pace is the backpressure); `finish()` releases the source exactly once,
 * whether the rows were drained, abandoned midway or failed. Holds at most one batch; no engine code.
 */
import type { Execution, ExecutionSummary } from './driver.js';

export interface BatchSource {
  readonly columns: readonly string[];
  /** The next batch (never empty), or undefined when the result is exhausted. */
  next(): Promise<string[] | undefined>;
  /**
   * Releases cursor and connection. `drained` tells whether every row was read; a source that was not
   * drained must not hand a busy connection back to its pool. Must not reject.
   */
  release(drained: boolean): Promise<ExecutionSummary>;
}

export interface PulledExecutionOptions {
  /** A batch already fetched by execute() (so SQL errors reject execute itself). */
  first?: string[] | undefined;
  /** True when `first` was the whole result. */
  exhausted?: boolean;
  /** Stop after this many rows (scalar mode reads one). */
  maxRows?: number;
}

export function pulledExecution(source: BatchSource, options: PulledExecutionOptions = {}): Execution {
  let drained = options.exhausted === true;
  let iterated = false;
  let released: Promise<ExecutionSummary> | undefined;
  let first = options.first;
  let remaining = options.maxRows ?? Number.POSITIVE_INFINITY;

  const release = (): Promise<ExecutionSummary> => {
    released ??= source.release(drained);
    return released;
  };

  async function* batches(): AsyncGenerator<string[]> {
    if (iterated) throw new Error('The rows of an execution can be iterated only once');
    iterated = true;
    try {
      while (remaining > 0 && !released) {
        let batch: string[] | undefined;
        if (first) {
          batch = first;
          first = undefined;
        } else if (drained) {
          return;
        } else {
          batch = await source.next();
          if (!batch) {
            drained = true;
            return;
          }
        }
        if (batch.length > remaining) batch = batch.slice(0, remaining);
        remaining -= batch.length;
        if (batch.length > 0) yield batch;
      }
    } catch (err) {
      // A failed source is released at once: its connection may be unusable, and the caller may never
      // call finish() after an error.
      void release();
      throw err;
    }
  }

  return {
    columns: source.columns,
    rows: { [Symbol.asyncIterator]: () => batches() },
    finish: release,
  };
}

/**
 * An execution whose whole result is already at hand (one batch or none): no source to pull, no async
 * generator — the common case of a point query, where that machinery was a measurable share (B1A).
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
