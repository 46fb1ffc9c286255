/**
 * @module store/sqlite-checkpointer
 * Moves SQLite's WAL checkpoints off the gateway's event loop. By default the connection that commits
 * the 1000th WAL page copies the WAL into the database and syncs it, synchronously: a stall of milliseconds
 * every second or so under load, which would be the whole tail (p99) of the immediate path. Here the gateway's own
 * connection never checkpoints (`wal_autocheckpoint = 0`); a worker thread with its own connection runs a
 * PASSIVE checkpoint every interval, which never takes the writer's lock, so writes go on meanwhile. If
 * the worker fails, the connection checkpoints for itself again, as by default.
 */
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { betterSqlite3Path } from '@site-query-gateway/sqlite/better-sqlite3.js';

/** The worker, as a script: it needs nothing but better-sqlite3, whose path (the build in use) it is given. */
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.betterSqlite3);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (err) { parentPort.postMessage({ error: String(err && err.message || err) }); }
}, workerData.intervalMs);
parentPort.on('message', (m) => { if (m === 'stop') { clearInterval(timer); db.close(); process.exit(0); } });
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(database: SQLite.Database, file: string, intervalMs = 1000, onError: (message: string) => void = () => undefined): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, intervalMs, betterSqlite3: betterSqlite3Path } });
  worker.unref();
  database.pragma('wal_autocheckpoint = 0');
  const fallBack = (message: string): void => {
    onError(message);
    if (database.open) database.pragma('wal_autocheckpoint = 1000');
  };
  worker.on('message', (m: { error?: string }) => {
    if (m.error) onError(m.error);
  });
  worker.on('error', (err) => fallBack(err.message));
  return {
    async stop() {
      // Held while stopping: with the worker and the timer both unref'd, nothing else may keep the event loop
      // alive, and the process would end here silently (exit 0), skipping the rest of the gateway's close.
      worker.ref();
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 2000).unref())]);
      await worker.terminate();
    },
  };
}
