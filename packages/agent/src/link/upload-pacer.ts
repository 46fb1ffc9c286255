/**
 * @module agent/link/upload-pacer
 * Meters the bytes of result-page uploads out at the rate the delay controller allows: a token bucket shared
 * by every upload of the agent, so several pages in flight together keep to one rate. Uploads ask for each
 * piece before writing it (`take`); the bucket holds a few milliseconds' worth, enough that timers do not
 * cap fast links, too little to fill a modem's queue in one go. It only meters: the rate comes from outside.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface PacerClock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: PacerClock = {
  now: () => performance.now(),
  sleep: (ms, signal) => sleep(ms, undefined, signal ? { signal } : undefined),
};

/** The bucket holds this long at the current rate (and never less than one piece). */
const BURST_MS = 4;
/** The largest piece an upload writes at once. */
export const PACED_PIECE_BYTES = 16 * 1024;

export class UploadPacer {
  private tokens = PACED_PIECE_BYTES;
  private filledAt: number;
  /** Uploads that waited for tokens since the last `takeLimited`. */
  private waited = false;
  private users = 0;

  constructor(
    private readonly rate: () => number,
    private readonly clock: PacerClock = systemClock,
  ) {
    this.filledAt = clock.now();
  }

  /** Whether any upload is using the pacer (round-trip samples are taken only then). */
  get active(): boolean {
    return this.users > 0;
  }

  /** An upload starts or ends; `active` counts them. */
  enter(): void {
    this.users++;
  }

  leave(): void {
    this.users = Math.max(0, this.users - 1);
  }

  /** Whether an upload had to wait for the rate since the last call (resets it). */
  takeLimited(): boolean {
    const waited = this.waited;
    this.waited = false;
    return waited;
  }

  /** Resolves when `bytes` (at most one piece) may be written; rejects when `signal` aborts. */
  async take(bytes: number, signal?: AbortSignal): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      this.refill();
      if (this.tokens >= bytes) {
        this.tokens -= bytes;
        return;
      }
      this.waited = true;
      const missing = bytes - this.tokens;
      await this.clock.sleep(Math.max(1, (missing / this.rate()) * 1000), signal);
    }
  }

  private refill(): void {
    const now = this.clock.now();
    const rate = this.rate();
    const capacity = Math.max(PACED_PIECE_BYTES, (rate * BURST_MS) / 1000);
    this.tokens = Math.min(capacity, this.tokens + ((now - this.filledAt) / 1000) * rate);
    this.filledAt = now;
  }
}
