/**
 * @module agent/upload-window
 * The result pages of one job on their way to the gateway: up to a few at once, so the link never idles
 * for a round trip between pages, and no more, so memory stays bounded at that many pages. The first upload
 * that fails stops the others (their signal aborts) and is what the job reports.
 */
export class UploadWindow {
  private readonly inFlight = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;
  private readonly stop = new AbortController();
  /** Aborts when the job's own signal does or an upload failed. */
  readonly signal: AbortSignal;

  constructor(
    private readonly size: number,
    jobSignal: AbortSignal,
  ) {
    if (!(size >= 1)) throw new RangeError('the window holds at least one upload');
    this.signal = AbortSignal.any([jobSignal, this.stop.signal]);
  }

  /** Waits for room for one more upload; throws the first failure, if any. */
  async room(): Promise<void> {
    while (this.inFlight.size >= this.size && !this.failure) await Promise.race(this.inFlight);
    this.throwIfFailed();
  }

  /** Takes an upload in; it leaves the window when it settles. */
  add(upload: Promise<void>): void {
    const tracked = upload.then(
      () => undefined,
      (error: unknown) => {
        if (!this.failure) {
          this.failure = { error };
          this.stop.abort(error);
        }
      },
    );
    const entry = tracked.finally(() => this.inFlight.delete(entry));
    this.inFlight.add(entry);
  }

  /** Waits for every upload; throws the first failure, if any. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.race(this.inFlight);
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
