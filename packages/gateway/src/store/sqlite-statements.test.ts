import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SQLite from '@site-query-gateway/sqlite/better-sqlite3.js';
import { rowMakerFor, withStatementCache } from './sqlite-statements.js';

describe('rowMakerFor', () => {
  it('makes an object with the names as keys, in order, a repeated name keeping the last value', () => {
    const make = rowMakerFor(['id', 'name', 'id']);
    const row = make([1, 'a', 2]);
    expect(row).toEqual({ id: 2, name: 'a' });
    expect(Object.keys(row)).toEqual(['id', 'name']);
  });

  it('takes names that are not identifiers as plain keys, never as code', () => {
    const names = ['a b', '"); throw new Error("x', 'count(*)', '', '0'];
    expect(rowMakerFor(names)(['s', 't', 3, 'empty', 'zero'])).toEqual({ 'a b': 's', '"); throw new Error("x': 't', 'count(*)': 3, '': 'empty', '0': 'zero' });
  });

  it('keeps a column named __proto__ as a key of the row, not its prototype', () => {
    const row = rowMakerFor(['id', '__proto__'])([1, { polluted: true }]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(row, '__proto__')).toBe(true);
    expect((row as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('withStatementCache', () => {
  let database: SQLite.Database;
  beforeEach(() => {
    database = new SQLite(':memory:');
    database.exec(`create table t (id integer primary key, name text, score real, data blob, note text);
      insert into t (name, score, data, note) values ('a', 1.5, x'0102', null), ('b', null, null, 'n');`);
  });
  afterEach(() => database.close());

  it('reads the same rows better-sqlite3 builds itself, through all and iterate', () => {
    const cached = withStatementCache(database);
    for (const sql of ['select * from t order by id', 'select t1.id, t2.id, t1.name as "x y" from t t1 join t t2 on t2.id <> t1.id order by 1', 'select count(*), max(score) from t']) {
      const expected = database.prepare(sql).all();
      expect(cached.prepare(sql).all([])).toEqual(expected);
      expect([...cached.prepare(sql).iterate([])]).toEqual(expected);
    }
    // No rows: no columns to check against.
    expect(cached.prepare('select * from t where id < 0').all([])).toEqual([]);
  });

  it('prepares a text once and runs a write with RETURNING once per call', () => {
    const cached = withStatementCache(database);
    const sql = "update t set note = coalesce(note, '') || '+' where id = ? returning id, note";
    expect(cached.prepare(sql)).toBe(cached.prepare(sql));
    expect(cached.prepare(sql).all([1])).toEqual([{ id: 1, note: '+' }]);
    expect(cached.prepare(sql).all([1])).toEqual([{ id: 1, note: '++' }]);
    const insert = cached.prepare("insert into t (name) values ('c')");
    expect(insert.reader).toBe(false);
    expect(insert.run([]).changes).toBe(1);
  });

  it('learns the columns again when a schema change gives a cached `select *` another width', () => {
    const cached = withStatementCache(database);
    const sql = 'select * from t where id = ?';
    expect(Object.keys(cached.prepare(sql).all([1])[0] as object)).toEqual(['id', 'name', 'score', 'data', 'note']);
    database.exec("alter table t add column extra text default 'e'");
    expect(cached.prepare(sql).all([1])).toEqual([{ id: 1, name: 'a', score: 1.5, data: Buffer.from([1, 2]), note: null, extra: 'e' }]);
  });
});
