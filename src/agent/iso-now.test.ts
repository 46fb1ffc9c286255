/** isoNow writes exactly what Date#toISOString writes, across minute, hour, day and year boundaries. */
import { describe, expect, it } from 'vitest';
import { isoNow } from './iso-now.js';

describe('isoNow', () => {
  it('matches toISOString for any millisecond, in any order', () => {
    const samples = [0, 1, 999, 1000, 59_999, 60_000, 61_001, Date.UTC(2026, 11, 31, 23, 59, 59, 999), Date.UTC(2027, 0, 1), Date.now()];
    for (let i = 0; i < 2000; i++) samples.push(Date.UTC(2020, 0, 1) + Math.floor(Math.random() * 10 * 365 * 86_400_000));
    for (const ms of [...samples, ...samples.reverse()]) expect(isoNow(ms)).toBe(new Date(ms).toISOString());
  });

  it('defaults to now', () => {
    const before = Date.now();
    const text = isoNow();
    expect(Date.parse(text)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(text)).toBeLessThanOrEqual(Date.now());
  });
});
