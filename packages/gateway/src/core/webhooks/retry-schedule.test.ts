/**
 * The retry schedule of a delivery whose endpoint keeps failing: "about a day" of retries, per the issue
 * and the integrator guide, with the last attempt at the give-up time.
 */
import { describe, expect, it } from 'vitest';
import { RETRY_WINDOW_MS } from './events.js';
import { afterFailure } from './delivery.js';

const HOUR = 3_600_000;

function attemptsOver(random: () => number): number[] {
  const start = Date.parse('2026-11-23T00:00:00.000Z');
  const giveUpAt = new Date(start + RETRY_WINDOW_MS).toISOString();
  const times = [start];
  for (let attempt = 1; attempt < 100; attempt++) {
    const { giveUp, next } = afterFailure(attempt, new Date(times.at(-1)!).toISOString(), giveUpAt, 5_000, random);
    if (giveUp) return times;
    times.push(Date.parse(next));
  }
  throw new Error('never gave up');
}

describe('webhook retry schedule', () => {
  it.each([
    ['shortest jitter', () => 0],
    ['no jitter', () => 0.5],
    ['longest jitter', () => 0.999],
  ])('retries until the day is up, the last attempt at its end (%s)', (_name, random) => {
    const times = attemptsOver(random);
    const start = times[0]!;
    expect(times.at(-1)! - start).toBe(RETRY_WINDOW_MS);
    // Backing off: the first retry within seconds, no gap over the 8-hour cap (+20 %).
    expect(times[1]! - start).toBeLessThan(10_000);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeLessThanOrEqual(9.6 * HOUR);
    expect(times.length).toBeLessThan(15);
  });

  it('gives up on a failure at or after the give-up time', () => {
    expect(afterFailure(9, '2026-11-24T00:00:00.000Z', '2026-11-24T00:00:00.000Z', 5_000)).toEqual({ giveUp: true, next: '2026-11-24T00:00:00.000Z' });
    expect(afterFailure(9, '2026-11-23T23:59:00.000Z', '2026-11-24T00:00:00.000Z', 5_000)).toEqual({ giveUp: false, next: '2026-11-24T00:00:00.000Z' });
  });
});
