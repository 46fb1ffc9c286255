/**
 * @module agent/link/delay-controller
 * Decides how fast the agent uploads result pages, so that an export never fills the clinic's uplink queue
 * (the modem's buffer) and interactive answers — point queries, FHIR searches — keep their idle latency
 * beside it. Delay-based, in the manner of LEDBAT: the round trip to the gateway is sampled while uploads
 * run; the lowest seen recently is the link's own delay, and anything above it is queueing that our uploads
 * cause. The rate grows while the queue stays under a small target and shrinks in proportion once it is
 * above. It needs no setting: the same rules find a DSL line's rate and a LAN's.
 * Pure: no timers, no I/O; times are passed in.
 */

export interface DelayControllerOptions {
  /** Where uploads start, bytes a second, before anything is known of the link. */
  initialRate?: number;
  minRate?: number;
  maxRate?: number;
}

/** 10 Mbit/s: under most clinic uplinks, so the first round trips do not flood a slow one. */
const INITIAL_RATE = 1_250_000;
/** 256 kbit/s: even a congested link moves an export along. */
const MIN_RATE = 32_000;
/** 10 Gbit/s: in effect no pacing. */
const MAX_RATE = 1_250_000_000;
/** The base delay is the lowest round trip of the last few windows of this length (three minutes: a few heartbeats). */
const BASE_WINDOW_MS = 10_000;
const BASE_WINDOWS = 18;
/** A cut needs this many samples in a row over the target: a late pong (a busy gateway) is not queueing. */
const CURRENT_SAMPLES = 2;
/**
 * A queue of our own drains within a few round trips of a cut. A round trip that stays above the base for
 * this long, whatever the rate, is the path's own (another route, another link profile): it becomes the base.
 */
const REBASE_AFTER_MS = 2_000;
/** Queueing aimed for: a quarter of the base round trip, within these bounds. */
const MIN_TARGET_MS = 5;
const MAX_TARGET_MS = 25;
/** Changes are scaled by the time since the last sample over this (or the base round trip, if longer). */
const MIN_REFERENCE_MS = 25;
/** Growth per reference interval at zero queueing, and the deepest cut per round trip. */
const GAIN_UP = 0.1;
const GAIN_DOWN = 0.5;

export class DelayController {
  private current: number;
  private readonly initialRate: number;
  private readonly minRate: number;
  private readonly maxRate: number;
  /** Lowest round trip per window: [window start, min]. */
  private readonly baseWindows: [number, number][] = [];
  private readonly recent: number[] = [];
  private lastSampleAt: number | undefined;
  /** Doubling per reference interval until queueing first shows. */
  private slowStart = true;
  /** When the rate was last cut: a cut shows in the round trip only a round trip later, so one per round trip. */
  private lastCutAt = Number.NEGATIVE_INFINITY;
  /** Since when every sample has been over the base by more than the target, and the lowest of them. */
  private elevated: { since: number; min: number } | undefined;

  constructor(options: DelayControllerOptions = {}) {
    this.minRate = options.minRate ?? MIN_RATE;
    this.maxRate = options.maxRate ?? MAX_RATE;
    this.initialRate = options.initialRate ?? INITIAL_RATE;
    this.current = clamp(this.initialRate, this.minRate, this.maxRate);
  }

  /** Bytes a second uploads may go at now. */
  get rate(): number {
    return this.current;
  }

  /** The link's own round trip as far as known (ms), or undefined before the first sample. */
  get baseDelayMs(): number | undefined {
    if (this.baseWindows.length === 0) return undefined;
    return Math.min(...this.baseWindows.map(([, min]) => min));
  }

  /** Queueing the uploads cause now (ms), or undefined before the first sample. */
  get queueingMs(): number | undefined {
    const base = this.baseDelayMs;
    return base === undefined || this.recent.length === 0 ? undefined : Math.min(...this.recent) - base;
  }

  get targetMs(): number {
    return clamp((this.baseDelayMs ?? 0) / 4, MIN_TARGET_MS, MAX_TARGET_MS);
  }

  /**
   * One round-trip sample, taken at `nowMs`. `limited` says whether uploads waited for the rate since the last
   * sample: only then is a higher rate worth anything (an export that produces pages slower than the link
   * takes them must not talk itself into a rate it never tried).
   */
  sample(rttMs: number, nowMs: number, limited: boolean): void {
    if (!(rttMs >= 0) || !Number.isFinite(rttMs)) return;
    this.rebaseIfStale(rttMs, nowMs);
    this.recordBase(rttMs, nowMs);
    this.recent.push(rttMs);
    if (this.recent.length > CURRENT_SAMPLES) this.recent.shift();
    const since = this.lastSampleAt === undefined ? 0 : Math.max(0, nowMs - this.lastSampleAt);
    this.lastSampleAt = nowMs;
    if (since === 0) return;
    const base = this.baseDelayMs ?? rttMs;
    // Growth trusts only the newest sample (a queue must stop growth at once); a cut needs every recent sample
    // over the target (one late pong is the gateway's event loop, not the modem's queue).
    const latest = rttMs - base;
    const sustained = Math.min(...this.recent) - base;
    const target = this.targetMs;
    const intervals = Math.min(since / Math.max(MIN_REFERENCE_MS, base), 4);
    let next = this.current;
    if (this.slowStart && latest > target / 2) {
      this.slowStart = false;
      // Queueing past the target in slow start is the last doubling's overshoot: take it back at once, without
      // waiting for a second sample, since every round trip at twice the link's rate adds half a round trip of queue.
      if (latest > target) {
        this.current = clamp(this.current / 2, this.minRate, this.maxRate);
        this.lastCutAt = nowMs;
        return;
      }
    }
    if (sustained > target) {
      if (nowMs - this.lastCutAt >= rttMs) {
        // To the rate at which the queue would hold at the target: the link's share of the round trip.
        next = this.current * Math.max(1 - GAIN_DOWN, (base + target) / (base + sustained));
        this.lastCutAt = nowMs;
      }
    } else if (limited && latest <= target) {
      next = this.slowStart ? this.current * 2 ** intervals : this.current * (1 + GAIN_UP * ((target - latest) / target) * intervals);
    }
    this.current = clamp(next, this.minRate, this.maxRate);
  }

  /**
   * The first round trip of a run of uploads, taken before any of their bytes left: whatever queueing it shows is
   * not theirs (another path since the base was learnt, or someone else's traffic), so it becomes the base.
   */
  startRun(rttMs: number, nowMs: number): void {
    if (!(rttMs >= 0) || !Number.isFinite(rttMs)) return;
    const base = this.baseDelayMs;
    if (base !== undefined && rttMs - base > this.targetMs) {
      this.baseWindows.length = 0;
      this.restart();
    }
    this.recordBase(rttMs, nowMs);
    this.recent.length = 0;
    this.recent.push(rttMs);
    this.elevated = undefined;
    this.lastSampleAt = nowMs;
  }

  /** A round trip measured while nothing uploads: it counts towards the base only, the rate is left as it is. */
  observeBase(rttMs: number, nowMs: number): void {
    if (rttMs >= 0 && Number.isFinite(rttMs)) this.recordBase(rttMs, nowMs);
  }

  /** A new connection may take another path: what was learnt of the old one no longer holds. */
  forgetPath(): void {
    this.baseWindows.length = 0;
    this.recent.length = 0;
    this.elevated = undefined;
    this.lastSampleAt = undefined;
    this.restart();
  }

  /** Tracks how long the round trip has stayed above the base; past REBASE_AFTER_MS its lowest becomes the base. */
  private rebaseIfStale(rttMs: number, nowMs: number): void {
    const base = this.baseDelayMs;
    if (base === undefined || rttMs - base <= this.targetMs) {
      this.elevated = undefined;
      return;
    }
    this.elevated = this.elevated ? { since: this.elevated.since, min: Math.min(this.elevated.min, rttMs) } : { since: nowMs, min: rttMs };
    if (nowMs - this.elevated.since < REBASE_AFTER_MS) return;
    this.baseWindows.length = 0;
    this.baseWindows.push([nowMs - (nowMs % BASE_WINDOW_MS), this.elevated.min]);
    this.elevated = undefined;
    this.restart();
  }

  /** Nothing is known of the path's rate any more: start again from the initial rate, doubling. */
  private restart(): void {
    this.current = clamp(this.initialRate, this.minRate, this.maxRate);
    this.slowStart = true;
    this.lastCutAt = Number.NEGATIVE_INFINITY;
  }

  private recordBase(rttMs: number, nowMs: number): void {
    const start = nowMs - (nowMs % BASE_WINDOW_MS);
    const last = this.baseWindows[this.baseWindows.length - 1];
    if (last && last[0] === start) last[1] = Math.min(last[1], rttMs);
    else this.baseWindows.push([start, rttMs]);
    while (this.baseWindows.length > BASE_WINDOWS) this.baseWindows.shift();
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
