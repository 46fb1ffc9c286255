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
/** The smallest and largest pieces an upload writes at once: half the bucket at the current rate, within these. */
export const PACED_PIECE_BYTES = 16 * 1024;
const MAX_PIECE_BYTES = 512 * 1024;

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

  /**
   * How much an upload should write at once now: small pieces on a slow link (the bucket refills a piece at a
   * time), larger ones on a fast link, where pieces of a slow link's size would cost a turn of the event loop each.
   */
  pieceBytes(): number {
    return Math.round(Math.min(MAX_PIECE_BYTES, Math.max(PACED_PIECE_BYTES, this.capacity() / 2)));
  }

  /** Whether an upload had to wait for the rate since the last call (resets it). */
  takeLimited(): boolean {
    const waited = this.waited;
    this.waited = false;
    return waited;
  }

  /** Resolves when `bytes` (at most one piece: pieceBytes) may be written; rejects when `signal` aborts. */
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

  private capacity(): number {
    return Math.max(PACED_PIECE_BYTES, (this.rate() * BURST_MS) / 1000);
  }

  private refill(): void {
    const now = this.clock.now();
    this.tokens = Math.min(this.capacity(), this.tokens + ((now - this.filledAt) / 1000) * this.rate());
    this.filledAt = now;
  }
}
