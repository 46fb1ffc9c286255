import { describe, expect, it } from 'vitest';
import { RowReader } from './rows.js';

describe('RowReader', () => {
  it('reads aliases as sent (lower case) and as Firebird sends them (upper case), the same way', () => {
    for (const row of [{ c_id: 7, c_surname: ' Smith ', c_updated: '2026-11-20 10:00:00.000', c_dob: null }, { C_ID: '7', C_SURNAME: ' Smith ', C_UPDATED: '2026-11-20T10:00:00', C_DOB: null }]) {
      const r = new RowReader(row);
      expect(r.int('id')).toBe(7);
      expect(r.text('surname')).toBe('Smith');
      expect(r.stamp('updated')).toBe(Date.UTC(2026, 10, 20, 10));
      expect(r.raw('c_dob')).toBeNull();
      expect(r.day('dob')).toBeUndefined();
      expect(r.raw('c_missing')).toBeUndefined();
    }
  });

  it('never reads inherited properties as columns', () => {
    const r = new RowReader({ c_id: 1 });
    expect(r.raw('constructor')).toBeUndefined();
    expect(r.raw('toString')).toBeUndefined();
  });
});
