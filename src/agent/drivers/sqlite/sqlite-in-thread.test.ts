/**
 * The in-thread SQLite driver (the B1A baseline) passes the same contract as the worker-thread driver, so
 * the benchmark compares the same work with and without the thread hop. Its own temporary directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from '../../../sqlite/better-sqlite3.js';
import { afterAll } from 'vitest';
import { runDriverContract } from '../driver.contract.js';
import { SqliteInThreadDriver } from './sqlite-in-thread.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqg-sqlite-in-thread-'));
const main = path.join(dir, 'main.db');
const other = path.join(dir, 'other.db');
for (const file of [main, other]) new Database(file).close();

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

runDriverContract({
  name: 'SQLite, in-thread baseline',
  makeDriver: () => new SqliteInThreadDriver(),
  connection: main,
  otherConnection: other,
  errorType: 'sqlite',
  supports: { storedProcedures: false, outputParameters: false },
  sql: {
    columnTypes: {
      integer: 'INTEGER', bigInteger: 'BIGINT', decimal: 'DECIMAL(12,4)', float: 'REAL', text: 'TEXT', date: 'DATE',
      dateTime: 'DATETIME', binary: 'BLOB', boolean: 'BOOLEAN',
    },
    slowQuery: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c',
    series: (n) => `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${n}) SELECT n, substr(hex(zeroblob(100)), 1, 200) AS payload FROM s`,
    unsupportedType: 'Timestamp',
  },
});
