/**
 * isoTime writes exactly what Date#toISOString writes, and parseIsoTime reads exactly what Date.parse reads,
 * across minute, hour, day and year boundaries, in any order, and for text that is not canonical or not a time.
 */
import { describe, expect, it } from 'vitest';
import { isoNow, isoTime, parseIsoTime } from './iso-time.js';

function samples(): number[] {
  const ms = [0, 1, 999, 1000, 59_999, 60_000, 61_001, -1, -60_001, Date.UTC(2026, 11, 31, 23, 59, 59, 999), Date.UTC(2027, 0, 1), Date.now()];
  ms.push(-62_167_219_200_000, -62_167_219_200_001, Date.UTC(9999, 11, 31, 23, 59, 59, 999), Date.UTC(9999, 11, 31, 23, 59, 59, 999) + 1);
  for (let i = 0; i < 2000; i++) ms.push(Date.UTC(2020, 0, 1) + Math.floor(Math.random() * 10 * 365 * 86_400_000));
  // Runs within one minute, as a process's timestamps mostly are, and moving between six minutes (four are kept).
  const base = Date.now();
  for (let i = 0; i < 500; i++) ms.push(base + Math.floor(Math.random() * 120_000));
  for (let i = 0; i < 600; i++) ms.push(base + (i % 6) * 86_400_000 + i);
  return [...ms, ...ms.slice().reverse()];
}

describe('isoTime', () => {
  it('matches toISOString for any millisecond, in any order', () => {
    for (const ms of samples()) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });

  it('matches toISOString for fractions, and throws as it does for invalid times', () => {
    for (const ms of [1.5, -0.5, 1_700_000_000_000.9]) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    for (const ms of [Number.NaN, Number.POSITIVE_INFINITY, 8.64e15 + 1]) expect(() => isoTime(ms)).toThrow(RangeError);
  });

  it('isoNow is now', () => {
    const before = Date.now();
    const text = isoNow();
    expect(Date.parse(text)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(text)).toBeLessThanOrEqual(Date.now());
  });
});

describe('parseIsoTime', () => {
  it('matches Date.parse for canonical text, in any order', () => {
    for (const ms of samples()) {
      const text = new Date(ms).toISOString();
      expect(parseIsoTime(text)).toBe(Date.parse(text));
    }
  });

  it('matches Date.parse for text of a minute just read that is not canonical or not a time', () => {
    const minute = '2026-11-27T21:30:';
    expect(parseIsoTime(`${minute}15.250Z`)).toBe(Date.parse(`${minute}15.250Z`));
    const texts = [
      `${minute}60.000Z`, `${minute}99.000Z`, `${minute}5a.000Z`, `${minute}15,250Z`, `${minute}15.25xZ`, `${minute}15.2500`,
      `${minute}15.250+01:00`, `${minute}15.250`, `${minute}15Z`, `${minute}15.2Z`, `${minute}15.25Z`, `${minute}15.2500Z`,
      `${minute}-1.000Z`, `${minute} 1.000Z`, '2026-11-27T21:30', '2026-11-27', '', 'not a time', '2026-02-30T00:00:00.000Z',
      '2026-11-27T24:00:00.000Z', '+002026-11-27T21:30:15.250Z', '2026-11-27t21:30:15.250z',
    ];
    for (const text of texts) {
      parseIsoTime(`${minute}00.000Z`);
      const expected = Date.parse(text);
      expect({ text, ms: parseIsoTime(text) }).toEqual({ text, ms: expected });
    }
  });
});
