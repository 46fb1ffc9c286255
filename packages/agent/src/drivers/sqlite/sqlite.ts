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
 * The same memory of each text says how long its last run on a worker took: the agent's thread sleeps for
 * a worker's answer (sqlite-worker-execution) only when the text's last first answer came quickly, so a
 * search taking milliseconds does not hold the thread while other jobs wait. Such a search is heavy:
 * no more of them run at once than the machine has cores (sqlite-worker-pool); quick ones never wait.
 * SQLite builds the row JSON where the statement can be wrapped (sqlite-json). Parameters are named,
 * `@name`, `:name` or `$name` in the SQL (SQLite binds them natively; names are case-sensitive there).
 * SQLite has no stored procedures and no output parameters: both are rejected as invalid requests.
 */
import type { Logger } from 'pino';
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { LRUCache } from 'lru-cache';
import type { DatabaseDriver, Execution, ExecuteOptions } from '../driver.js';
import { completedExecution } from '../pulled-execution.js';
import { SqliteSession } from './sqlite-session.js';
import { executeInWorker, type FirstAnswerFacts } from './sqlite-worker-execution.js';
import { SqliteWorkerPool, type WorkerPoolOptions } from './sqlite-worker-pool.js';

export interface SqliteDriverOptions extends WorkerPoolOptions {
  /** For the worker threads' lifecycle (abandoned threads); never given SQL or values. */
  log?: Logger;
  /** Abandoned threads passed their bounds (see sqlite-worker-pool): the agent should restart. */
  onStuck?: (reason: string) => void;
}

/** Statements remembered (the facts of their last worker run); texts longer than REMEMBERED_TEXT_CHARS are not (memory). */
const REMEMBERED_TEXTS = 512;
const REMEMBERED_TEXT_CHARS = 4_096;
/**
 * A text whose last first answer took at most this much engine time is expected to answer within the
 * synchronous wait (1 ms, with the two thread wake-ups on top). Sleeping for the answer saves a lookup the
 * event-loop turns on both sides, but holds the agent's thread for a search that takes milliseconds. Engine
 * time is wall time on a busy machine, so a lookup can read several times its quiet figure: the line sits
 * between what lookups and searches read under load.
 */
const QUICK_ENGINE_MS = 0.8;

/** Whether a text's last runs say its next answer is worth sleeping for on the agent's thread. */
export function expectsQuickAnswer(last: FirstAnswerFacts | undefined): boolean {
  return last === undefined || last.engineMs <= QUICK_ENGINE_MS;
}

/**
 * A text's engine time as remembered: the new measure, but at most twice the remembered one (and 0.1 ms).
 * Engine time is wall time on a worker thread, so a 0.07 ms lookup measured while the cores were busy
 * elsewhere can read 1 ms; one such run must not stop the sleeping. A text that truly got slow (other
 * parameters) crosses the line within a few runs; one that got quick is believed at once.
 */
export function rememberedEngineMs(previous: number | undefined, measured: number): number {
  return previous === undefined ? measured : Math.min(measured, Math.max(2 * previous, 0.1));
}

export class SqliteDriver implements DatabaseDriver {
  readonly engine: DatabaseEngine = 'sqlite';
  private readonly pool: SqliteWorkerPool;
  /** Bounded reads on the agent's thread: one connection per file, never waiting for a lock. */
  private readonly onAgentThread = new SqliteSession(1, 0);
  /** File and text of immediate statements → what their last run on a worker found. */
  private readonly lastRuns = new LRUCache<string, FirstAnswerFacts>({ max: REMEMBERED_TEXTS });
  /** Commands run on the agent's thread (for tests and diagnostics). */
  readsOnAgentThread = 0;

  constructor(options: SqliteDriverOptions = {}) {
    this.pool = new SqliteWorkerPool(options);
  }

  get stuckThreads(): number {
    return this.pool.abandonedThreads;
  }

  /** Answers from worker threads the agent's thread slept for (for tests and diagnostics). */
  get answersSleptFor(): number {
    return this.pool.answersSleptFor;
  }

  /** Commands run in push mode on a worker (for tests and diagnostics). */
  get pushedRuns(): number {
    return this.pool.pushedRuns;
  }

  /** Heavy commands that waited for a thread (for tests and diagnostics). */
  get heavyWaits(): number {
    return this.pool.heavyWaits;
  }

  /** Worker threads alive (for tests and diagnostics). */
  get threads(): number {
    return this.pool.threads;
  }

  /** Whether the next immediate run of this text is expected to answer quickly, so is not heavy (for tests and diagnostics). */
  expectsQuick(connection: string, text: string): boolean {
    return expectsQuickAnswer(this.lastRuns.peek(`${connection}\n${text}`));
  }

  async execute(connection: string, command: SqlCommand, options: ExecuteOptions): Promise<Execution> {
    const immediate = (options.mode ?? 'immediate') === 'immediate';
    if (!immediate || command.text.length > REMEMBERED_TEXT_CHARS) return executeInWorker(this.pool, connection, command, options);
    const key = `${connection}\n${command.text}`;
    const last = this.lastRuns.get(key);
    const reads = command.executionMode !== 'nonQuery';
    if (reads && last?.boundedAt !== undefined && !this.pool.isClosed) {
      const started = this.onAgentThread.runIfBounded(connection, command, last.boundedAt);
      if (started) {
        this.readsOnAgentThread++;
        return completedExecution(started.columns, started.rows, { outputParameters: [] });
      }
    }
    const quickAnswerExpected = expectsQuickAnswer(last);
    // On a worker, which says whether a read is bounded (and under which schema) for the next time.
    return executeInWorker(this.pool, connection, command, options, {
      classify: reads,
      quickAnswerExpected,
      onFirstAnswer: (facts) => this.lastRuns.set(key, { ...facts, engineMs: rememberedEngineMs(last?.engineMs, facts.engineMs) }),
    });
  }

  close(): Promise<void> {
    this.onAgentThread.close();
    return this.pool.close();
  }
}
