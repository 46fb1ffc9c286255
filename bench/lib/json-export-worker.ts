/**
 * @module bench/lib/json-export-worker
 * B3's fallback baseline when no `sqlite3` CLI is installed: `node json-export-worker.js <db> <sql>`
 * runs the statement (one column of JSON text built by SQLite's json_object) with better-sqlite3
 * `pluck()` + `iterate()` and writes NDJSON to stdout (a file, as the bench spawns it), in ~64 KiB writes.
 */
import fs from 'node:fs';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';

const [dbFile, sql] = process.argv.slice(2);
if (!dbFile || !sql) throw new Error('usage: json-export-worker.js <db file> <sql>');

const CHUNK = 64 * 1024;
const db = new Database(dbFile, { readonly: true, fileMustExist: true });
let lines: string[] = [];
let size = 0;
for (const value of db.prepare(sql).pluck().iterate() as IterableIterator<string>) {
  lines.push(value);
  size += value.length + 1;
  if (size >= CHUNK) {
    fs.writeSync(1, `${lines.join('\n')}\n`);
    lines = [];
    size = 0;
  }
}
if (lines.length > 0) fs.writeSync(1, `${lines.join('\n')}\n`);
db.close();
