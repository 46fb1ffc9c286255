/**
 * @module agent/drivers/driver
 * The contract every database driver of the agent fulfils. A driver runs one SqlCommand on one catalogue
 * and hands rows back as JSON text, in batches, pulled by the caller: the caller's pace is the
 * backpressure, so no driver ever holds a whole result. Where the engine can build the JSON itself
 * (SQLite json_object, PostgreSQL row_to_json) drivers let it.
 *
 * Row JSON: one object per row, keys in select order; a repeated column name
 * gets a suffix (`id`, `id_2`, `id_3`); NULL → null; integers beyond ±2^53, decimals and money → strings;
 * dates and times → ISO 8601 strings; binary → base64 strings; booleans → true/false.
 */
import type { QueryMode } from '@site-query-gateway/protocol/jobs.js';
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { ErrorType, OutputParameter, SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import type { EncodedRows } from './encoded-rows.js';

export interface ExecuteOptions {
  /** SQL command timeout (global setting, 60 s by default). The driver cancels the statement when it passes. */
  timeoutMs: number;
  /** Aborted when the gateway gives up on the work (deadline, shutdown). */
  signal?: AbortSignal;
  /** Rows per batch the driver aims for (a hint; ~1000 by default). */
  batchSize?: number;
  /**
   * The kind of job this command serves (default immediate). A driver with resources of its own per
   * command (SQLite's worker threads) never lets an immediate command wait behind an async one on them.
   */
  mode?: QueryMode;
}

export interface Execution {
  /** Column names after de-duplication, in select order (empty for nonQuery). */
  readonly columns: readonly string[];
  /** Batches of row JSON texts (each a complete JSON object). Iterate once. Empty for nonQuery. */
  readonly rows: AsyncIterable<string[]>;
  /**
   * The same batches as UTF-8 bytes (encoded-rows), offered by a driver that makes them on another thread;
   * iterate either this or `rows`, once. A batch is the caller's only until it asks for the next one (its
   * buffer then goes back to the driver).
   */
  readonly encodedRows?: AsyncIterable<EncodedRows>;
  /**
   * Completes the execution after `rows` is drained (or abandoned): releases the cursor and returns
   * rowsAffected (nonQuery) and output/return-value parameters.
   */
  finish(): Promise<ExecutionSummary>;
  /**
   * Set when the whole result and its summary were at hand before any batch was asked for (a point query;
   * see completedExecution): the executor may take them from here instead of iterating `rows`. Such an
   * execution holds no cursor, so `finish()` need not be called.
   */
  readonly whole?: { readonly rows: readonly string[]; readonly summary: ExecutionSummary };
}

export interface ExecutionSummary {
  rowsAffected?: number;
  outputParameters: OutputParameter[];
}

export interface DatabaseDriver {
  readonly engine: DatabaseEngine;
  /**
   * Starts a command. Rejects with DriverError for SQL errors, unsupported parameter types (errorType of
   * the engine) or a timeout. `connection` is the catalogue's connection string from the agent config.
   */
  execute(connection: string, command: SqlCommand, options: ExecuteOptions): Promise<Execution>;
  /** Closes pooled connections. */
  close(): Promise<void>;
  /**
   * Threads abandoned inside a native database call that have not ended yet (SQLite: a step that ran past
   * the command timeout). `process.exit()` waits for every thread to end, so while this is above zero the
   * agent must leave by a signal instead (see run.ts). Undefined for drivers without threads of their own.
   */
  readonly stuckThreads?: number;
}

/** A failure reported to the gateway as errorDetails. */
export class DriverError extends Error {
  override name = 'DriverError';
  constructor(
    readonly errorType: ErrorType,
    readonly errorCode: number,
    message: string,
    /** True when the failure was the command timeout. */
    readonly timedOut = false,
    /** True when the request itself was invalid (e.g. a parameter type the engine cannot map). */
    readonly invalidRequest = false,
  ) {
    super(message);
  }
}

/** De-duplicates column names: `id`, `id_2`, `id_3`. */
export function dedupeColumnNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  const taken = new Set(names);
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    let candidate = `${name}_${count}`;
    while (taken.has(candidate)) candidate = `${candidate}_`;
    taken.add(candidate);
    return candidate;
  });
}
