/**
 * The value parsers shared by the Firebird and SQL Server drivers (param-values.ts) and the cell
 * text helpers (cell-text.ts): exact decimals, strict base64, calendar-checked dates, plain numbers.
 */
import { describe, expect, it } from 'vitest';
import { numberToDecimalText, plainNumberText, utcWallClock, wallDate, wallDateTime, wallTime } from './cell-text.js';
import {
  checkDecimalRange,
  formatDecimalValue,
  parseBase64Value,
  parseDateTimeValue,
  parseDecimalValue,
  parseGuidValue,
  parseIntegerValue,
  parseTimeValue,
  roundDecimalValue,
  wallClockMillis,
} from './param-values.js';
import { ParameterError } from './parameters.js';

describe('decimals', () => {
  it('parses exactly, normalising signs, zeros and exponents', () => {
    const cases: [string, string, number][] = [
      ['12345678901234567890.123456789', '12345678901234567890.123456789', 9],
      ['-0.50', '-0.5', 1],
      ['+007', '7', 0],
      ['.25', '0.25', 2],
      ['1.5e3', '1500', 0],
      ['12e-3', '0.012', 3],
      ['-0', '0', 0],
    ];
    for (const [text, formatted, scale] of cases) {
      const d = parseDecimalValue(text);
      expect(formatDecimalValue(d), text).toBe(formatted);
      expect(d.scale, text).toBe(scale);
    }
    for (const bad of ['', '.', '1.2.3', 'abc', '1e', '0x10', 'NaN']) expect(() => parseDecimalValue(bad), bad).toThrow(ParameterError);
  });

  it('rounds half away from zero in decimal', () => {
    expect(formatDecimalValue(roundDecimalValue(parseDecimalValue('1.005'), 2))).toBe('1.01');
    expect(formatDecimalValue(roundDecimalValue(parseDecimalValue('-2.5'), 0))).toBe('-3');
    expect(formatDecimalValue(roundDecimalValue(parseDecimalValue('0.0004'), 3))).toBe('0');
    expect(formatDecimalValue(roundDecimalValue(parseDecimalValue('9.99'), 1))).toBe('10');
  });

  it('checks ranges exactly', () => {
    expect(() => checkDecimalRange(parseDecimalValue('214748.3647'), '-214748.3648', '214748.3647')).not.toThrow();
    expect(() => checkDecimalRange(parseDecimalValue('214748.36471'), '-214748.3648', '214748.3647')).toThrow(ParameterError);
  });
});

describe('other values', () => {
  it('checks integer ranges without going through floats', () => {
    expect(parseIntegerValue(' 9223372036854775807 ', -(2n ** 63n), 2n ** 63n - 1n)).toBe(9223372036854775807n);
    expect(() => parseIntegerValue('9223372036854775808', -(2n ** 63n), 2n ** 63n - 1n)).toThrow(ParameterError);
    expect(() => parseIntegerValue('1e3', 0n, 10000n)).toThrow(ParameterError);
  });

  it('decodes strict base64 only', () => {
    expect(parseBase64Value('3q2+7w==')).toEqual(Buffer.from([0xde, 0xad, 0xbe, 0xef]));
    expect(parseBase64Value('')).toEqual(Buffer.alloc(0));
    for (const bad of ['3q2+7w=', 'abc', '3q2-7w==', '====']) expect(() => parseBase64Value(bad), bad).toThrow(ParameterError);
  });

  it('normalises GUIDs', () => {
    expect(parseGuidValue('{0F8FAD5B-D9CB-469F-A165-70867728950E}')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(() => parseGuidValue('0f8fad5b-d9cb-469f-a165')).toThrow(ParameterError);
  });
});

describe('dates and times', () => {
  it('parses ISO 8601 date-times with T or space, fractions up to 9 digits and offsets', () => {
    expect(parseDateTimeValue('2024-02-29T13:45:30.1234567+10:00')).toEqual({
      year: 2024, month: 2, day: 29, hour: 13, minute: 45, second: 30, nanosecond: 123456700, offsetMinutes: 600,
    });
    expect(parseDateTimeValue('2024-02-29 13:45').offsetMinutes).toBeNull();
    expect(parseDateTimeValue('2024-02-29Z').offsetMinutes).toBe(0);
    expect(parseDateTimeValue('2024-02-29T00:00-0330').offsetMinutes).toBe(-210);
    expect(parseDateTimeValue('2024-02-29')).toMatchObject({ hour: 0, minute: 0, second: 0, nanosecond: 0 });
  });

  it('refuses impossible dates, times and offsets', () => {
    for (const bad of ['2023-02-29', '2024-13-01', '2024-00-10', '2024-01-32', '24-01-01', '2024-01-01T25:00', '2024-01-01T10:60',
      '2024-01-01T10:00+15:00', '2024-01-01T10:00 junk']) {
      expect(() => parseDateTimeValue(bad), bad).toThrow(ParameterError);
    }
  });

  it('parses times alone or from a date-time', () => {
    expect(parseTimeValue('23:59:59.9999999')).toMatchObject({ hour: 23, minute: 59, second: 59, nanosecond: 999999900 });
    expect(parseTimeValue('2024-01-01T08:30')).toMatchObject({ year: 1970, hour: 8, minute: 30 });
    expect(() => parseTimeValue('8:30')).toThrow(ParameterError);
  });

  it('gives the wall clock as UTC milliseconds, years below 100 included', () => {
    expect(wallClockMillis(parseDateTimeValue('2024-02-29T13:45:30.1239'))).toBe(Date.UTC(2024, 1, 29, 13, 45, 30, 123));
    expect(new Date(wallClockMillis(parseDateTimeValue('0001-01-01'))).toISOString()).toBe('0001-01-01T00:00:00.000Z');
  });

  it('writes wall clocks as ISO 8601 without inventing an offset', () => {
    const w = utcWallClock(new Date(Date.UTC(5, 0, 2, 3, 4, 5, 6)) );
    expect(wallDate(w)).toBe('1905-01-02');
    const v = utcWallClock(new Date('0099-12-31T23:59:59.999Z'));
    expect(wallDateTime(v)).toBe('0099-12-31T23:59:59.999');
    expect(wallTime({ ...v, fraction: '' })).toBe('23:59:59');
  });
});

describe('numbers as decimal text', () => {
  it('never uses exponent notation', () => {
    expect(plainNumberText(1e21)).toBe('1000000000000000000000');
    expect(plainNumberText(1.5e-7)).toBe('0.00000015');
    expect(plainNumberText(-1.25e22)).toBe('-12500000000000000000000');
    expect(plainNumberText(123.45)).toBe('123.45');
  });

  it('pads or rounds to the scale in decimal, keeping the sign of non-zero values only', () => {
    expect(numberToDecimalText(1.5, 2)).toBe('1.50');
    expect(numberToDecimalText(-0.0001, 4)).toBe('-0.0001');
    expect(numberToDecimalText(1.005, 2)).toBe('1.01');
    expect(numberToDecimalText(-0.004, 2)).toBe('0.00');
    expect(numberToDecimalText(12, 0)).toBe('12');
    expect(numberToDecimalText(0.1 + 0.2)).toBe('0.30000000000000004');
  });
});
