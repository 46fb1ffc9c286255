/**
 * The row JSON SQLite writes itself (jsonWrapperSql) against the rules as the JS fallback applies them
 * (rawRowConverter), on values of every storage class in columns of every declared kind: SQLite lets
 * any column hold any value, and the wrapper tests a column's usual value first, so the two paths must
 * agree on the unusual ones too.
 */
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { columnKinds } from './sqlite-column-kinds.js';
import { BASE64_FUNCTION, jsonWrapperSql, rawRowConverter, type ColumnKind } from './sqlite-json.js';

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
    const kinds = columnKinds(db, select, raw.columns());
    expect(kinds).toEqual(['integer', 'integer', 'text', 'text', 'plain', 'decimal', 'boolean', 'datetime', 'plain']);
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
    // A TEXT column stored the numbers as text; its BLOBs are base64 as in any column.
    expect(byValue.get('-9223372036854775808')).toMatchObject({ i: '-9223372036854775808', t: '-9223372036854775808', v: '-9223372036854775808' });
    expect(byValue.get("x''")).toMatchObject({ t: '', v: '', u: '' });
  });

  it('writes reals as the same JSON numbers as the fallback converter, in every column kind but decimal', () => {
    // The converter takes over from the wrapper where SQLite re-plans a statement at every run (sqlite-session,
    // rowSource), so the two must give the same values for reals too: whole ones past 2^53, huge, tiny and
    // infinite ones included. Decimal columns are left out: there both write a string, SQLite's CAST text
    // (`1.0e+20`) and JavaScript's (`100000000000000000000`), the same number in other forms.
    db.exec('CREATE TABLE reals (r REAL, i INTEGER, u, t TEXT, at DATETIME, b BOOLEAN)');
    const values = ['1.5', '-2.25', '3.0', '1e20', '-1e300', '9007199254740993.0', '1e-7', '5e-324', '0.1 + 0.2', '1e999', '-1e999', '123456789.123456789'];
    for (const value of values) db.exec(`INSERT INTO reals VALUES (${Array.from({ length: 6 }, () => value).join(', ')})`);
    const select = 'SELECT r, i, u, t, at, b, r * 1 AS expr FROM reals';
    const raw = db.prepare(select);
    const columns = raw.columns().map((c) => c.name);
    const kinds = columnKinds(db, select, raw.columns());
    expect(kinds).toEqual(['plain', 'integer', 'plain', 'text', 'datetime', 'boolean', 'plain']);
    const convert = rawRowConverter(columns, kinds);
    const converted = (raw.raw(true).safeIntegers(true).all() as unknown[][]).map((row) => JSON.parse(convert(row)) as unknown);
    const written = (db.prepare(jsonWrapperSql(select, columns, kinds)).pluck().all() as string[]).map((t) => JSON.parse(t) as unknown);
    expect(converted).toEqual(written);
    // By hand: a whole real past 2^53 is a number, not a string (an INTEGER column stores it as an integer,
    // which past 2^53 is an exact string by the integer rule); infinity is JSON's largest overflow.
    expect(converted[3]).toMatchObject({ r: 1e20, u: 1e20 });
    expect(converted[5]).toMatchObject({ r: 9007199254740992, u: 9007199254740992, i: '9007199254740992' });
    expect(converted[9]).toMatchObject({ r: Number.POSITIVE_INFINITY });
  });

  it('writes what the rules written out in full write, through a view and a compound query too', () => {
    // The rules for a value with no declared kind of its own, as one CASE with no short cut (the wrapper's
    // form before it tested a column's usual value first).
    const full = (c: string): string =>
      `CASE typeof(${c}) WHEN 'integer' THEN iif(${c} BETWEEN -9007199254740991 AND 9007199254740991, ${c}, CAST(${c} AS TEXT)) ` +
      `WHEN 'blob' THEN ${BASE64_FUNCTION}(${c}) ELSE ${c} END`;
    db.exec('CREATE TABLE kinds (i INTEGER, t TEXT, u, r REAL, m MEDIUMINT)');
    const values = ['0', '9007199254740991', '9007199254740992', '-9007199254740992', '9223372036854775807', '2.0', '1e300', "'1e3'", "'07'", "'x'", "x'01'", 'NULL'];
    for (const value of values) db.exec(`INSERT INTO kinds VALUES (${value}, ${value}, ${value}, ${value}, ${value})`);
    db.exec('CREATE VIEW kinds_view AS SELECT i, t, u, r, m FROM kinds');
    for (const select of ['SELECT i, t, u, r, m, i * 2 AS e FROM kinds', 'SELECT i, t, u, r, m FROM kinds_view', 'SELECT i, t, u, r, m FROM kinds UNION ALL SELECT u, m, t, i, r FROM kinds']) {
      const statement = db.prepare(select);
      const columns = statement.columns().map((c) => c.name);
      const kinds = columnKinds(db, select, statement.columns());
      // Only kinds whose rules are the plain ones here (booleans, decimals and dates have their own).
      expect(kinds.every((k) => k === 'plain' || k === 'integer' || k === 'text')).toBe(true);
      expect(kinds).toContain('integer');
      // A compound's columns may hold what its later arms bring: never `text`, whatever the first arm reads.
      if (select.includes('UNION')) expect(kinds).not.toContain('text');
      else expect(kinds[1]).toBe('text');
      const names = columns.map((_, k) => `"c${k + 1}"`);
      const reference = `WITH "q"(${names.join(', ')}) AS (${select}) SELECT json_object(${columns.map((c, k) => `'${c}', ${full(names[k]!)}`).join(', ')}) FROM "q"`;
      expect(db.prepare(jsonWrapperSql(select, columns, kinds)).pluck().all()).toEqual(db.prepare(reference).pluck().all());
    }
  });

  it('gives the BLOB-only rule to a column only where SQLite keeps numbers out of it', () => {
    db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT, code VARCHAR(8), tag NVARCHAR, at TIMESTAMP TEXT, n INTCHAR, raw BLOB, any_)");
    db.exec("INSERT INTO notes VALUES (1, 'a', 12, 'x', '2024-01-02 03:04:05', 'n', x'01', 9007199254740993)");
    db.exec("CREATE VIEW notes_view AS SELECT body, code FROM notes");
    db.exec("CREATE VIEW notes_union AS SELECT body FROM notes UNION ALL SELECT 9007199254740993");
    db.exec("CREATE TEMP TABLE scratch (s TEXT)");
    db.exec("CREATE VIRTUAL TABLE temp.pages USING dbstat(main)");
    const kindsOf = (select: string): ColumnKind[] => columnKinds(db, select, db.prepare(select).columns());
    // TEXT affinity (CHAR, CLOB or TEXT without INT), read straight from an ordinary table, a view of one, or a temp table.
    expect(kindsOf('SELECT id, body, code, tag, at, n, raw, any_ FROM notes')).toEqual(['integer', 'text', 'text', 'text', 'datetime', 'integer', 'plain', 'plain']);
    expect(kindsOf('SELECT body, code FROM notes_view')).toEqual(['text', 'text']);
    expect(kindsOf('SELECT s FROM scratch')).toEqual(['text']);
    // Not read straight from a column; a compound (anywhere in the text); a view of a compound; a virtual table.
    expect(kindsOf("SELECT body || '' AS e, upper(code) AS u FROM notes")).toEqual(['plain', 'plain']);
    expect(kindsOf('SELECT body FROM notes UNION ALL SELECT 9007199254740993')).toEqual(['plain']);
    expect(kindsOf('SELECT body FROM notes WHERE id IN (SELECT 1 EXCEPT SELECT 2)')).toEqual(['plain']);
    expect(kindsOf('SELECT body FROM notes_union')).toEqual(['plain']);
    // A compound in a view or subquery reports its LAST arm's origin, so a text column there hides the arms before it:
    // every view holding a compound, or naming one that does, takes the full rules, however deep.
    db.exec("CREATE VIEW late_text AS SELECT 9007199254740993 AS body UNION ALL SELECT body FROM notes");
    db.exec("CREATE VIEW late_text_sub AS SELECT body FROM (SELECT 9007199254740993 AS body UNION ALL SELECT body FROM notes)");
    db.exec("CREATE VIEW over_late AS SELECT body FROM late_text");
    db.exec("CREATE VIEW \"over over\" AS SELECT body FROM over_late");
    for (const view of ['late_text', 'late_text_sub', 'over_late', '"over over"']) {
      const select = `SELECT body FROM ${view}`;
      expect(db.prepare(select).columns()[0]).toMatchObject({ table: 'notes', type: 'TEXT' });
      expect(kindsOf(select)).toEqual(['plain']);
      const rows = (db.prepare(jsonWrapperSql(select, ['body'], kindsOf(select))).pluck().all() as string[]).map((t) => JSON.parse(t) as unknown);
      expect(rows).toEqual([{ body: '9007199254740993' }, { body: 'a' }]);
    }
    // A view of a plain table, named beside them, keeps the short rule.
    expect(kindsOf('SELECT body FROM notes_view')).toEqual(['text']);
    expect(kindsOf('SELECT name, pageno FROM temp.pages')).toEqual(['plain', 'integer']);
    expect(kindsOf('SELECT name FROM dbstat')).toEqual(['plain']);
    // What the rules write for them: the compound's integer past 2^53 stays exact.
    for (const select of ['SELECT body, code, raw FROM notes', 'SELECT body FROM notes UNION ALL SELECT 9007199254740993']) {
      const statement = db.prepare(select);
      const columns = statement.columns().map((c) => c.name);
      const rows = (db.prepare(jsonWrapperSql(select, columns, kindsOf(select))).pluck().all() as string[]).map((t) => JSON.parse(t) as unknown);
      expect(rows).toEqual(select.includes('UNION') ? [{ body: 'a' }, { body: '9007199254740993' }] : [{ body: 'a', code: '12', raw: 'AQ==' }]);
    }
  });
});
