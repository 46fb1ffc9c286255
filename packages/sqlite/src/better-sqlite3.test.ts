/**
 * The better-sqlite3 loader picks the Node-API build wherever Node can load it. What that prevents (12 on
 * Node >= 24.19 aborting when V8 frees a statement outside any context) depends on when the collector runs,
 * so no single test provokes it reliably; the guard is this choice plus the whole suite, which `.ci/run`
 * also runs on Node 24 (there the SQLite driver suite aborted on every run with the classic build).
 */
import { describe, expect, it } from 'vitest';
import Database, { betterSqlite3Build } from './better-sqlite3.js';

const napiVersion = Number(process.versions.napi);

describe('better-sqlite3 loader', () => {
  it('uses the Node-API build where Node has Node-API 10 (Node 22.14 and later) and the classic build on Node 20', () => {
    expect(betterSqlite3Build).toBe(napiVersion >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3');
  });

  it('opens a database and runs statements with named and BigInt parameters, as gateway and agent do', () => {
    const db = new Database(':memory:');
    try {
      db.exec('create table t (id integer primary key, name text)');
      db.prepare('insert into t (id, name) values (@id, @name)').run({ id: 1n, name: 'a' });
      expect(db.prepare('select id, typeof(id) as type, name from t').all()).toEqual([{ id: 1, type: 'integer', name: 'a' }]);
    } finally {
      db.close();
    }
  });
});
