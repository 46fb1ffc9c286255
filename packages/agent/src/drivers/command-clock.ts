/**
 * @module agent/drivers/command-clock
 * The command timeout and the abort signal of one execution, for every driver. The budget counts the
 * time spent waiting on the engine (connecting, executing, fetching each batch), not the time the caller
 * holds a batch: the caller's pace is the backpressure, and a slow upload must not kill a healthy query.
 * ADO.NET's CommandTimeout behaves the same way, which is what integrators expect.
 * When the budget runs out (or the signal aborts) during a wait, the clock asks the driver to cancel the
 * statement and, if the engine has not given up within a grace period, stops waiting; the driver must then
 * discard that connection. Knows nothing about any engine.
 */
import { performance } from 'node:perf_hooks';
import { DriverError } from './driver.js';

/** How long an engine may take to honour a cancel before the driver drops the connection instead. */
const CANCEL_GRACE_MS = 3_000;

/** The error of an execution stopped by its abort signal (the gateway gave up on the work, or shutdown). */
export function abandonedError(signal: AbortSignal | undefined): DriverError {
  const reason = signal?.reason instanceof Error ? signal.reason.message : String(signal?.reason ?? 'aborted');
  return new DriverError('agent', 0, `The command was abandoned by the gateway: ${reason}`);
}

export class CommandClock {
  private spentMs = 0;
  private stop: 'timeout' | 'abort' | undefined;

  constructor(
    private readonly timeoutMs: number,
    private readonly signal: AbortSignal | undefined,
    /** Builds the engine's timeout error (errorType and code of the engine). */
    private readonly timeoutError: (timeoutMs: number) => DriverError,
  ) {}

  /** True once the budget ran out or the signal aborted: the connection may be mid-statement. */
  get interrupted(): boolean {
    return this.stop !== undefined;
  }

  /** Milliseconds of engine time left. */
  remainingMs(): number {
    return Math.max(0, this.timeoutMs - this.spentMs);
  }

  /** The error that ends this execution now, if any. */
  private failure(): DriverError | undefined {
    if (this.stop === 'timeout') return this.timeoutError(this.timeoutMs);
    if (this.stop === 'abort') return abandonedError(this.signal);
    return undefined;
  }

  /** Throws when the execution must stop (budget spent or signal aborted). For between-step checks. */
  check(): void {
    if (!this.stop && this.signal?.aborted) this.stop = 'abort';
    if (!this.stop && this.spentMs >= this.timeoutMs) this.stop = 'timeout';
    const failure = this.failure();
    if (failure) throw failure;
  }

  /** Runs synchronous engine work (SQLite) and counts its time; it cannot be interrupted midway. */
  measure<T>(work: () => T): T {
    this.check();
    const started = performance.now();
    try {
      return work();
    } finally {
      this.spentMs += performance.now() - started;
    }
  }

  /**
   * Waits for asynchronous engine work. When the budget runs out or the signal aborts first, calls
   * `cancel` once (it must not throw) and rejects with the timeout/abort error as soon as the work settles,
   * or after a grace period if it never does.
   */
  wait<T>(work: Promise<T>, cancel: () => void): Promise<T> {
    try {
      this.check();
    } catch (err) {
      work.catch(() => undefined);
      return Promise.reject(err);
    }
    const started = performance.now();
    return new Promise<T>((resolve, reject) => {
      let grace: NodeJS.Timeout | undefined;
      let settled = false;
      const settle = (outcome: () => void): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(grace);
        this.signal?.removeEventListener('abort', onAbort);
        this.spentMs += performance.now() - started;
        outcome();
      };
      const interrupt = (why: 'timeout' | 'abort'): void => {
        if (this.stop) return;
        this.stop = why;
        cancel();
        grace = setTimeout(() => settle(() => reject(this.failure())), CANCEL_GRACE_MS);
      };
      const onAbort = (): void => interrupt('abort');
      const timer = setTimeout(() => interrupt('timeout'), this.remainingMs());
      this.signal?.addEventListener('abort', onAbort, { once: true });
      work.then(
        (value) => settle(() => (this.stop ? reject(this.failure()) : resolve(value))),
        (err: unknown) => settle(() => reject(this.stop ? this.failure() : err)),
      );
    });
  }
}
