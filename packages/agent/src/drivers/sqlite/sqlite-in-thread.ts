/**
 * @module agent/drivers/sqlite/sqlite-in-thread
 * The SQLite driver without worker threads: the same engine code (sqlite-session) called on the caller's
 * own thread, one batch per event-loop turn. It exists as a benchmark's baseline (bench/b1a-agent-path.ts:
 * the cost of the agent path without a thread hop) and is not used by the agent: a long native step here
 * blocks the whole event loop and runs to its end before the timeout can act.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { abandonedError } from '../command-clock.js';
import type { DatabaseDriver, Execution, ExecuteOptions } from '../driver.js';
import { completedExecution, pulledExecution } from '../pulled-execution.js';
import { SqliteSession } from './sqlite-session.js';

const DEFAULT_BATCH = 1000;
/** Idle connections kept per file; more concurrent executions open more and close the surplus. */
const MAX_IDLE_PER_FILE = 4;

export class SqliteInThreadDriver implements DatabaseDriver {
  readonly engine: DatabaseEngine = 'sqlite';
  private readonly session = new SqliteSession(MAX_IDLE_PER_FILE);

  async execute(connection: string, command: SqlCommand, options: ExecuteOptions): Promise<Execution> {
    // `options.signal` is read only between batches: the caller may make it lazily (see executor).
    const started = this.session.run(connection, command, { timeoutMs: options.timeoutMs, batchSize: options.batchSize ?? DEFAULT_BATCH });
    const cursor = started.cursor;
    const summary = { outputParameters: [], ...(started.rowsAffected === undefined ? {} : { rowsAffected: started.rowsAffected }) };
    if (!cursor) return completedExecution(started.columns, started.rows, summary);
    return pulledExecution(
      {
        columns: started.columns,
        next: async () => {
          if (!cursor || cursor.done) return undefined;
          // Let the event loop breathe between batches: the engine is synchronous underneath.
          await nextTurn();
          if (options.signal?.aborted) throw abandonedError(options.signal);
          const batch = cursor.next();
          return batch.length > 0 ? batch : undefined;
        },
        release: async () => {
          cursor?.close();
          return summary;
        },
      },
      { first: started.rows, exhausted: started.done, maxRows: command.executionMode === 'scalar' ? 1 : undefined },
    );
  }

  async close(): Promise<void> {
    this.session.close();
  }
}
