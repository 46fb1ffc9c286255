/**
 * @module agent/drivers/sqlite
 * The SQLite driver (better-sqlite3). `connection` is the path of an existing database file, opened
 * read-write (a missing file is an error, not a new empty database). SQLite builds the row JSON where the
 * statement can be wrapped (sqlite-json). better-sqlite3 is synchronous, so rows are pulled one batch per
 * event-loop turn and the command timeout is checked between rows: a single step that runs long (a big
 * sort or aggregate before the first row) cannot be interrupted — better-sqlite3 exposes neither
 * sqlite3_interrupt nor a progress handler — and is only stopped once it yields a row.
 * Parameters are named, `@name`, `:name` or `$name` in the SQL (SQLite binds them natively; names are
 * case-sensitive there). SQLite has no stored procedures and no output parameters: both are rejected as
 * invalid requests. Connections are pooled per file, one per running execution, because a connection
 * that is iterating cannot run another statement.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import Database from 'better-sqlite3';
import type { DatabaseEngine } from '../../protocol/pms-kinds.js';
import type { SqlCommand, SqlParameter } from '../../protocol/sql-command.js';
import { CommandClock } from './command-clock.js';
import { DriverError, dedupeColumnNames, type DatabaseDriver, type Execution, type ExecuteOptions, type ExecutionSummary } from './driver.js';
import {
  ParameterError, bareName, binaryValue, bitValue, dateTimeValue, dateValue, decimalValue, floatValue, integerValue, textValue, timeValue,
} from './parameters.js';
import { pulledExecution } from './pulled-execution.js';
import { SQLITE_INTERRUPT, toSqliteError } from './sqlite-errors.js';
import { BASE64_FUNCTION, columnKind, jsonWrapperSql, rawRowConverter } from './sqlite-json.js';

type Connection = Database.Database;

const DEFAULT_BATCH = 1000;
/** Idle connections kept per file; more concurrent executions open more and close the surplus. */
const MAX_IDLE_PER_FILE = 4;
/** Longest synchronous wait for a lock held by another process (the clinic's own software). */
const MAX_BUSY_WAIT_MS = 2_000;

function timeoutError(timeoutMs: number): DriverError {
  return new DriverError('sqlite', SQLITE_INTERRUPT, `The command did not finish within ${timeoutMs} ms`, true);
}

/** One SqlParameter as a better-sqlite3 binding value. */
function sqliteValue(p: SqlParameter): unknown {
  switch (p.type) {
    case 'BigInt': case 'Int': case 'SmallInt': case 'TinyInt':
      return integerValue(p);
    case 'Bit': {
      const bit = bitValue(p);
      return bit === null ? null : bit ? 1 : 0;
    }
    case 'Decimal': case 'Money': case 'SmallMoney':
      // Text, so no digit is lost; a DECIMAL/NUMERIC column's affinity converts it on store and compare.
      return decimalValue(p);
    case 'Float': case 'Real':
      return floatValue(p);
    case 'Binary': case 'VarBinary': case 'Image':
      return binaryValue(p);
    case 'Date':
      return dateValue(p);
    case 'DateTime': case 'DateTime2': case 'SmallDateTime': case 'DateTimeOffset': {
      // SQLite's own date functions write `YYYY-MM-DD HH:MM:SS`; binding the same form keeps comparisons
      // with stored text working.
      const parts = dateTimeValue(p);
      return parts === null ? null : `${parts.date} ${parts.time}${p.type === 'DateTimeOffset' ? (parts.offset ?? '') : ''}`;
    }
    case 'Time':
      return timeValue(p);
    case 'Char': case 'NChar': case 'VarChar': case 'NVarChar': case 'Text': case 'NText': case 'Xml': case 'UniqueIdentifier': case 'Variant':
      return textValue(p);
    case 'Timestamp':
      throw new ParameterError(`Parameter ${p.name}: type Timestamp (rowversion) has no SQLite equivalent`);
  }
}

function bindings(command: SqlCommand): Record<string, unknown> {
  if (command.type === 'storedProcedure') throw new ParameterError('SQLite has no stored procedures; send a text command');
  const bound: Record<string, unknown> = {};
  for (const p of command.parameters) {
    if (p.direction !== 'input') throw new ParameterError(`Parameter ${p.name}: SQLite has no ${p.direction} parameters`);
    bound[bareName(p.name)] = sqliteValue(p);
  }
  return bound;
}

function totalChanges(db: Connection): number {
  return Number(db.prepare('SELECT total_changes()').pluck().get());
}

export class SqliteDriver implements DatabaseDriver {
  readonly engine: DatabaseEngine = 'sqlite';
  private readonly idle = new Map<string, Connection[]>();
  private closed = false;

  private acquire(file: string): Connection {
    if (this.closed) throw new DriverError('agent', 0, 'The SQLite driver is closed');
    const reused = this.idle.get(file)?.pop();
    if (reused) return reused;
    const db = new Database(file, { fileMustExist: true });
    db.function(BASE64_FUNCTION, { deterministic: true }, (value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') : value,
    );
    return db;
  }

  private release(file: string, db: Connection): void {
    const list = this.idle.get(file) ?? [];
    if (this.closed || list.length >= MAX_IDLE_PER_FILE || db.inTransaction) {
      db.close();
      return;
    }
    list.push(db);
    this.idle.set(file, list);
  }

  async execute(connection: string, command: SqlCommand, options: ExecuteOptions): Promise<Execution> {
    const clock = new CommandClock(options.timeoutMs, options.signal, timeoutError);
    let bound: Record<string, unknown>;
    let db: Connection;
    try {
      bound = bindings(command);
      clock.check();
      db = this.acquire(connection);
    } catch (err) {
      throw toSqliteError(err);
    }
    // Always bind the object, even empty: better-sqlite3 then rejects a marker with no value instead of
    // silently reading it as NULL.
    const args: unknown[] = [bound];
    try {
      db.pragma(`busy_timeout = ${Math.min(MAX_BUSY_WAIT_MS, Math.ceil(clock.remainingMs()))}`);
      if (command.executionMode === 'nonQuery') {
        const rowsAffected = this.runNonQuery(db, command.text, args, clock);
        this.release(connection, db);
        return finished({ rowsAffected, outputParameters: [] });
      }
      return await this.runReader(connection, db, command, args, clock, options.batchSize ?? DEFAULT_BATCH);
    } catch (err) {
      this.release(connection, db);
      throw toSqliteError(err);
    }
  }

  /** nonQuery: run, count changes. Several statements are allowed when there are no parameters. */
  private runNonQuery(db: Connection, text: string, args: unknown[], clock: CommandClock): number {
    let stmt: Database.Statement;
    try {
      stmt = db.prepare(text);
    } catch (err) {
      const noParameters = Object.keys(args[0] as object).length === 0;
      if (!(err instanceof RangeError && /more than one statement/.test(err.message) && noParameters)) throw err;
      const before = totalChanges(db);
      clock.measure(() => db.exec(text));
      return totalChanges(db) - before;
    }
    if (!stmt.reader) return clock.measure(() => stmt.run(...args).changes);
    // A statement that returns rows (INSERT … RETURNING, SELECT) run as nonQuery: step through, keep nothing.
    const before = totalChanges(db);
    const rows = stmt.raw(true).iterate(...args);
    try {
      for (;;) {
        const done = clock.measure(() => {
          for (let i = 0; i < DEFAULT_BATCH; i++) if (rows.next().done) return true;
          return false;
        });
        if (done) break;
      }
    } finally {
      rows.return?.();
    }
    return totalChanges(db) - before;
  }

  private async runReader(file: string, db: Connection, command: SqlCommand, args: unknown[], clock: CommandClock, batchSize: number): Promise<Execution> {
    const stmt = db.prepare(command.text);
    if (!stmt.reader) {
      const rowsAffected = clock.measure(() => stmt.run(...args).changes);
      this.release(file, db);
      return finished({ rowsAffected, outputParameters: [] });
    }
    const described = stmt.columns();
    const columns = dedupeColumnNames(described.map((c) => c.name));
    const kinds = described.map((c) => columnKind(c.type));
    let rows: IterableIterator<unknown>;
    let toJson: (row: unknown) => string;
    try {
      // Preferred: SQLite writes the JSON. Statements that cannot sit in a CTE fail to prepare here.
      const wrapped = db.prepare(jsonWrapperSql(command.text, columns, kinds)).pluck();
      rows = wrapped.iterate(...args);
      toJson = (row) => row as string;
    } catch {
      rows = stmt.raw(true).safeIntegers(true).iterate(...args);
      const convert = rawRowConverter(columns, kinds);
      toJson = (row) => convert(row as unknown[]);
    }
    const limit = command.executionMode === 'scalar' ? 1 : batchSize;
    let exhausted = false;
    const pull = (): string[] => {
      // Checked per row: the budget is the only thing that can stop an endless or very slow result.
      const deadline = performance.now() + clock.remainingMs();
      const batch: string[] = [];
      while (batch.length < limit) {
        const next = rows.next();
        if (next.done) {
          exhausted = true;
          break;
        }
        batch.push(toJson(next.value));
        if (performance.now() > deadline) break;
      }
      return batch;
    };
    const release = (): void => {
      try {
        rows.return?.();
      } finally {
        this.release(file, db);
      }
    };
    let first: string[];
    try {
      first = clock.measure(pull);
    } catch (err) {
      rows.return?.();
      throw err;
    }
    return pulledExecution(
      {
        columns,
        next: async () => {
          if (exhausted) return undefined;
          // Let the event loop breathe between batches: this driver is synchronous underneath.
          await nextTurn();
          try {
            const batch = clock.measure(pull);
            return batch.length > 0 ? batch : undefined;
          } catch (err) {
            throw toSqliteError(err);
          }
        },
        release: async () => {
          release();
          return { outputParameters: [] };
        },
      },
      { first, exhausted, maxRows: command.executionMode === 'scalar' ? 1 : undefined },
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const list of this.idle.values()) for (const db of list) db.close();
    this.idle.clear();
  }
}

/** An execution with no rows whose work is already done. */
function finished(summary: ExecutionSummary): Execution {
  return pulledExecution(
    { columns: [], next: async () => undefined, release: async () => summary },
    { exhausted: true },
  );
}
