/**
 * @module agent/drivers/sqlite/sqlite
 * The SQLite driver (better-sqlite3). `connection` is the path of an existing database file, opened
 * read-write (a missing file is an error, not a new empty database). better-sqlite3 is synchronous, so
 * commands run on worker threads (sqlite-worker-pool), not on the agent's thread: a long step (a big sort
 * or aggregate before the first row) delays neither heartbeats nor other jobs, and a command past its
 * timeout is reported at the deadline even when its step cannot be interrupted (the thread is then
 * abandoned). Immediate and async commands use separate threads (`ExecuteOptions.mode`).
 * One exception: an immediate command that is a bounded read (sqlite-bounded: a lookup by rowid, which
 * cannot loop) runs on the agent's thread when no lock is in its way — it takes microseconds, less than
 * the two thread wake-ups of a worker's round trip. A text is first run on a worker, which also checks
 * it (the check prepares the text, and a text can take seconds to prepare); the next runs of a text found
 * bounded, under the same schema, are the ones that stay on the agent's thread.
 * SQLite builds the row JSON where the statement can be wrapped (sqlite-json). Parameters are named,
 * `@name`, `:name` or `$name` in the SQL (SQLite binds them natively; names are case-sensitive there).
 * SQLite has no stored procedures and no output parameters: both are rejected as invalid requests.
 */
import type { Logger } from 'pino';
import type { DatabaseEngine } from '../../../protocol/pms-kinds.js';
import type { SqlCommand } from '../../../protocol/sql-command.js';
import { LRUCache } from 'lru-cache';
import type { DatabaseDriver, Execution, ExecuteOptions } from '../driver.js';
import { completedExecution } from '../pulled-execution.js';
import { SqliteSession } from './sqlite-session.js';
import { executeInWorker } from './sqlite-worker-execution.js';
import { SqliteWorkerPool, type WorkerPoolOptions } from './sqlite-worker-pool.js';

export interface SqliteDriverOptions extends WorkerPoolOptions {
  /** For the worker threads' lifecycle (abandoned threads); never given SQL or values. */
  log?: Logger;
  /** Abandoned threads passed their bounds (see sqlite-worker-pool): the agent should restart. */
  onStuck?: (reason: string) => void;
}

/** Statements remembered as bounded reads; texts longer than BOUNDED_TEXT_CHARS are never (memory). */
const BOUNDED_TEXTS = 512;
const BOUNDED_TEXT_CHARS = 4_096;

export class SqliteDriver implements DatabaseDriver {
  readonly engine: DatabaseEngine = 'sqlite';
  private readonly pool: SqliteWorkerPool;
  /** Bounded reads on the agent's thread: one connection per file, never waiting for a lock. */
  private readonly onAgentThread = new SqliteSession(1, 0);
  /** File and text of statements a worker found bounded → the schema version it found so under. */
  private readonly boundedAt = new LRUCache<string, number>({ max: BOUNDED_TEXTS });
  /** Commands run on the agent's thread (for tests and diagnostics). */
  readsOnAgentThread = 0;

  constructor(options: SqliteDriverOptions = {}) {
    this.pool = new SqliteWorkerPool(options);
  }

  get stuckThreads(): number {
    return this.pool.abandonedThreads;
  }

  /** Worker threads alive (for tests and diagnostics). */
  get threads(): number {
    return this.pool.threads;
  }

  async execute(connection: string, command: SqlCommand, options: ExecuteOptions): Promise<Execution> {
    const candidate = (options.mode ?? 'immediate') === 'immediate' && command.executionMode !== 'nonQuery' && command.text.length <= BOUNDED_TEXT_CHARS;
    if (!candidate) return executeInWorker(this.pool, connection, command, options);
    const key = `${connection}\n${command.text}`;
    const at = this.boundedAt.get(key);
    if (at !== undefined && !this.pool.isClosed) {
      const started = this.onAgentThread.runIfBounded(connection, command, at);
      if (started) {
        this.readsOnAgentThread++;
        return completedExecution(started.columns, started.rows, { outputParameters: [] });
      }
    }
    // On a worker, which says whether the statement is bounded (and under which schema) for the next time.
    return executeInWorker(this.pool, connection, command, options, (found) => {
      if (found === undefined) this.boundedAt.delete(key);
      else this.boundedAt.set(key, found);
    });
  }

  close(): Promise<void> {
    this.onAgentThread.close();
    return this.pool.close();
  }
}
