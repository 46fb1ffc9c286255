/**
 * @module core/clock
 * Time as a dependency, so expiry logic can be tested without sleeping.
 */
import { isoTime } from '@site-query-gateway/protocol/iso-time.js';

export interface Clock {
  now(): Date;
  /** The same instant as epoch milliseconds, without a Date (the hot path reads the time a dozen times a query). */
  nowMs(): number;
}

export const systemClock: Clock = { now: () => new Date(), nowMs: () => Date.now() };

export function isoNow(clock: Clock): string {
  return isoTime(clock.nowMs());
}
