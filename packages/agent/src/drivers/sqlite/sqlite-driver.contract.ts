/**
 * The driver contract as both SQLite drivers run it (the worker-thread driver and the in-thread B1A
 * baseline): two database files in a temporary directory of their own, removed afterwards, and SQLite's
 * SQL for the contract's tables and queries.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import type { DatabaseDriver } from '../driver.js';
import { runDriverContract } from '../driver.contract.js';

/** Runs the contract; returns the directory and main database file, for a suite's own tests beside it. */
export function runSqliteDriverContract(name: string, makeDriver: () => DatabaseDriver): { dir: string; main: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqg-sqlite-contract-'));
  const main = path.join(dir, 'main.db');
  const other = path.join(dir, 'other.db');
  for (const file of [main, other]) new Database(file).close();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  runDriverContract({
    name,
    makeDriver,
    connection: main,
    otherConnection: other,
    errorType: 'sqlite',
    supports: { storedProcedures: false, outputParameters: false },
    sql: {
      columnTypes: {
        integer: 'INTEGER', bigInteger: 'BIGINT', decimal: 'DECIMAL(12,4)', float: 'REAL', text: 'TEXT', date: 'DATE',
        dateTime: 'DATETIME', binary: 'BLOB', boolean: 'BOOLEAN',
      },
      // Endless: only the per-row budget check can stop it (SQLite offers no sleep).
      slowQuery: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c',
      series: (n) => `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${n}) SELECT n, substr(hex(zeroblob(100)), 1, 200) AS payload FROM s`,
      unsupportedType: 'Timestamp',
    },
  });
  return { dir, main };
}
