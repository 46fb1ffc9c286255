/**
 * FHIR date search values as wall-clock ranges of the clinic (Sydney): each precision gives its whole
 * interval, offsets move instants into the clinic's zone (AEDT +11:00 in summer, AEST +10:00 in winter),
 * malformed values are 400s, and `ap` widens by a tenth of the distance from now.
 */
import { describe, expect, it } from 'vitest';
import { FhirError } from '../outcome.js';
import { approximateRange, parseDateValue } from './date-value.js';

const TZ = 'Australia/Sydney';
const at = (text: string) => Date.parse(`${text}Z`);
const range = (value: string) => {
  const r = parseDateValue(value, TZ, 'date');
  return [new Date(r.start).toISOString().slice(0, 23), new Date(r.end).toISOString().slice(0, 23)];
};

describe('parseDateValue', () => {
  it('gives each precision its whole interval', () => {
    expect(range('2026')).toEqual(['2026-01-01T00:00:00.000', '2027-01-01T00:00:00.000']);
    expect(range('2026-02')).toEqual(['2026-02-01T00:00:00.000', '2026-03-01T00:00:00.000']);
    expect(range('2026-12-31')).toEqual(['2026-12-31T00:00:00.000', '2027-01-01T00:00:00.000']);
    expect(range('2026-11-20T10:15')).toEqual(['2026-11-20T10:15:00.000', '2026-11-20T10:16:00.000']);
    expect(range('2026-11-20T10:15:30')).toEqual(['2026-11-20T10:15:30.000', '2026-11-20T10:15:31.000']);
    expect(range('2026-11-20T10:15:30.5')).toEqual(['2026-11-20T10:15:30.500', '2026-11-20T10:15:30.600']);
  });

  it('moves instants with an offset to the clinic clock', () => {
    // 20 November is daylight saving time in Sydney (+11:00); 20 June is not (+10:00).
    expect(range('2026-11-20T09:00:00+10:00')[0]).toBe('2026-11-20T10:00:00.000');
    expect(range('2026-11-19T23:00:00Z')[0]).toBe('2026-11-20T10:00:00.000');
    expect(range('2026-06-20T00:00:00Z')[0]).toBe('2026-06-20T10:00:00.000');
    // An unencoded "+" arrives as a space.
    expect(range('2026-11-20T09:00:00 10:00')[0]).toBe('2026-11-20T10:00:00.000');
  });

  for (const bad of ['26', '2026-13', '2026-02-30', '2026-11-20T25:00', '2026-11-20T10', 'yesterday', "2026' OR 1=1"]) {
    it(`refuses ${bad}`, () => {
      expect(() => parseDateValue(bad, TZ, 'birthdate')).toThrow(FhirError);
    });
  }
});

describe('approximateRange', () => {
  it('widens by 10 % of the distance from now, at least a day', () => {
    const now = at('2026-11-20T12:00:00');
    const far = approximateRange({ start: at('2016-11-20T00:00:00'), end: at('2016-11-21T00:00:00') }, now);
    const days = (far.end - far.start) / 86_400_000;
    expect(days).toBeGreaterThan(2 * 365 * 0.99);
    expect(days).toBeLessThan(2 * 366 + 2);
    const near = approximateRange({ start: at('2026-11-20T00:00:00'), end: at('2026-11-21T00:00:00') }, now);
    expect((near.end - near.start) / 86_400_000).toBe(3);
  });
});
