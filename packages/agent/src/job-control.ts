/**
 * @module agent/job-control
 * One job's cancellation and start deadline, as the coordinator (jobs) and the executor share them. It
 * wraps an AbortController whose signal is only made when something needs a real AbortSignal (a driver
 * waiting on the engine, a page upload): in Node 20 making a signal costs more than the rest of an
 * immediate point query's bookkeeping, and most such queries finish without ever waiting.
 */

export class JobControl {
  private controller: AbortController | undefined;
  private abortReason: unknown;
  private isAborted = false;

  /** `startBy`: local epoch ms after which the job must not start (its maxTimeInQueue). */
  constructor(readonly startBy: number) {}

  get aborted(): boolean {
    return this.isAborted;
  }

  get reason(): unknown {
    return this.abortReason;
  }

  /** A real AbortSignal, made on first use; already aborted if the job was. */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.isAborted) this.controller.abort(this.abortReason);
    }
    return this.controller.signal;
  }

  abort(reason: unknown): void {
    if (this.isAborted) return;
    this.isAborted = true;
    this.abortReason = reason;
    this.controller?.abort(reason);
  }

  throwIfAborted(): void {
    if (this.isAborted) throw this.abortReason;
  }
}
