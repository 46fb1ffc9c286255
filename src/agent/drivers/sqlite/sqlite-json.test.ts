/**
 * The row JSON SQLite writes itself (jsonWrapperSql) against the rules as the JS fallback applies them
 * (rawRowConverter), on values of every storage class in columns of every declared kind: SQLite lets
 * any column hold any value, and the wrapper tests a column's usual value first, so the two paths must
 * agree on the unusual ones too.
 */
import Database from '../../../sqlite/better-sqlite3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE64_FUNCTION, columnKind, jsonWrapperSql, rawRowConverter } from './sqlite-json.js';

describe('SQLite row JSON', () => {
  const db = new Database(':memory:');
  afterAll(() => db.close());
  db.function(BASE64_FUNCTION, { deterministic: true }, (value: unknown) =>
    value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') : value,
  );

  it('writes the same JSON as the fallback converter for every storage class in integer, text, untyped and typed columns', () => {
    // No REAL column and no huge real: there the two paths differ, and did before the wrapper's short cuts
    // (a whole real past 2^53 is a string from the fallback, a number from SQLite; CAST writes 1e300 as
    // `1.0e+300`). A small real is in the rows: it passes an integer column's short cut unchanged.
    db.exec('CREATE TABLE mixed (i INTEGER, bi BIGINT, t TEXT, v VARCHAR(20), u, d DECIMAL(10,2), b BOOLEAN, at DATETIME)');
    // Each row puts one kind of value in every column; SQLite keeps it as given where the affinity allows.
    const values = [
      '1',
      '-9007199254740991',
      '9007199254740992',
      '-9223372036854775808',
      '2.5',
      "'12'",
      "'abc'",
      "''",
      "x'00ff10'",
      "x''",
      'NULL',
      "'2024-01-02 03:04:05'",
    ];
    for (const value of values) db.exec(`INSERT INTO mixed VALUES (${Array.from({ length: 8 }, () => value).join(', ')})`);
    const select = 'SELECT i, bi, t, v, u, d, b, at, i + 0 AS expr FROM mixed';
    const raw = db.prepare(select);
    const columns = raw.columns().map((c) => c.name);
    const kinds = raw.columns().map((c) => columnKind(c.type));
    expect(kinds).toEqual(['integer', 'integer', 'plain', 'plain', 'plain', 'decimal', 'boolean', 'datetime', 'plain']);
    const convert = rawRowConverter(columns, kinds);
    const expected = (raw.raw(true).safeIntegers(true).all() as unknown[][]).map(convert);
    const written = db.prepare(jsonWrapperSql(select, columns, kinds)).pluck().all() as string[];
    expect(written.map((t) => JSON.parse(t) as unknown)).toEqual(expected.map((t) => JSON.parse(t) as unknown));
    // And a few by hand, so both paths are not wrong together.
    const byValue = new Map(values.map((v, i) => [v, JSON.parse(written[i]!) as Record<string, unknown>]));
    expect(byValue.get('9007199254740992')).toMatchObject({ i: '9007199254740992', t: '9007199254740992', u: '9007199254740992' });
    expect(byValue.get('-9007199254740991')).toMatchObject({ i: -9007199254740991, u: -9007199254740991 });
    expect(byValue.get("x'00ff10'")).toMatchObject({ i: 'AP8Q', t: 'AP8Q', u: 'AP8Q' });
    expect(byValue.get("'abc'")).toMatchObject({ i: 'abc', t: 'abc', u: 'abc' });
    expect(byValue.get('2.5')).toMatchObject({ i: 2.5, t: '2.5', u: 2.5 });
    expect(byValue.get('NULL')).toMatchObject({ i: null, t: null, u: null, expr: null });
  });
});
