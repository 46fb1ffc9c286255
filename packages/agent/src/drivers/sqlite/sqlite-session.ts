/**
 * @module agent/drivers/sqlite/sqlite-session
 * The synchronous SQLite work of one thread (better-sqlite3): opens connections per database file, keeps
 * each connection's prepared statements, runs one command and hands its rows back as JSON texts in
 * batches through a cursor. It runs inside a SQLite worker thread (sqlite-worker) and, as a benchmark's
 * baseline, on the agent's own thread (sqlite-in-thread).
 *
 * Costs it avoids on the hot path (the same point query thousands of times a second): a statement and
 * its JSON wrapper are prepared once per connection and cached (LRU), `busy_timeout` is set only when it
 * changes, and the schema check that keeps cached column names honest costs one PRAGMA step inside the
 * read transaction the query already holds.
 *
 * The command timeout counts engine time only (the time between batches, while the caller uploads, is
 * not counted) and is checked row by row; a single step that runs long cannot be interrupted here
 * (better-sqlite3 exposes neither sqlite3_interrupt nor a progress handler): the thread's owner stops
 * waiting and abandons the thread instead (sqlite-worker-pool). It never posts messages and never logs.
 */
import { randomBytes } from 'node:crypto';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { LRUCache } from 'lru-cache';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { DriverError, dedupeColumnNames } from '../driver.js';
import type { RowEncoder } from '../encoded-rows.js';
import { sqliteBindings } from './sqlite-bindings.js';
import { SQLITE_INTERRUPT, toSqliteError } from './sqlite-errors.js';
import { isBoundedRead } from './sqlite-bounded.js';
import { columnKinds } from './sqlite-column-kinds.js';
import { BASE64_FUNCTION, jsonPushSql, jsonWrapperSql, rawRowConverter, type ColumnKind } from './sqlite-json.js';
import { RowCollector, type PushedBatch } from './sqlite-row-push.js';

/** Longest synchronous wait for a lock held by another process (the clinic's own software). */
const MAX_BUSY_WAIT_MS = 2_000;
/**
 * A batch is handed over once it has rows and has taken this long, even if not full: rows that come
 * slowly still flow (and the job reaches `uploading`) instead of waiting for a full batch.
 */
const MAX_BATCH_MS = 250;
/** Prepared statements kept per connection (the text of a command is the key). */
const STATEMENTS_PER_CONNECTION = 64;
/**
 * The function each connection registers for push mode (sqlite-row-push). Its name carries a random part
 * so that a user's SQL cannot call it by accident; a user who finds it (`pragma function_list`) and calls
 * it can only add rows to their own result. It refuses every call while no push-mode statement runs.
 */
const ROW_SINK_FUNCTION = `sqg_rows_${randomBytes(6).toString('hex')}`;

export function sqliteTimeoutError(timeoutMs: number): DriverError {
  return new DriverError('sqlite', SQLITE_INTERRUPT, `The command did not finish within ${timeoutMs} ms`, true);
}

export interface RunOptions {
  /** SQL command timeout: engine time this command may take, over all its batches. */
  timeoutMs: number;
  /** Rows per batch. */
  batchSize: number;
  /**
   * Asked once a write has run, before it commits: false when the command's owner has given it up (its
   * timeout or cancel was reported), and the write is then rolled back instead (see `write`).
   */
  mayCommit?: () => boolean;
  /** A reader: also find out whether it is a bounded read (sqlite-bounded), for `Started.boundedAt`. */
  classify?: boolean;
}

/** Push mode (`runPushing`): where the batches go, and whether they are still wanted. */
export interface PushOptions extends RunOptions {
  deliver: (batch: PushedBatch) => void;
  /** Batches travel as bytes written here (sqlite-row-push). */
  encoder?: RowEncoder;
  stillWanted?: () => boolean;
}

/** What a command's start hands back: its first batch, and a cursor when more rows may follow. */
export interface Started {
  /** Column names after de-duplication, in select order (empty for nonQuery and statements without rows). */
  columns: string[];
  rows: string[];
  /** No more rows: the connection is already released. */
  done: boolean;
  rowsAffected?: number;
  /** Engine time spent so far (ms). */
  spentMs: number;
  /** Present while `done` is false. */
  cursor?: Cursor;
  /** Asked for (`classify`) and a bounded read: the schema version it was found so under. */
  boundedAt?: number;
}

/** A reader's open result. Its connection is busy until the rows are exhausted or `close()` is called. */
export interface Cursor {
  readonly done: boolean;
  /** Engine time spent so far over the whole command (ms). */
  readonly spentMs: number;
  /** The next batch (possibly cut short at the timeout; the call after that throws the timeout). */
  next(): string[];
  /** Releases the cursor and its connection; safe to call twice. */
  close(): void;
}

/** One prepared command text on one connection, with what the reader path needs to write its JSON. */
interface Prepared {
  stmt: Database.Statement;
  reader: boolean;
  /** PRAGMA schema_version read before preparing: the entry is valid while the schema still has it. */
  schemaVersion: number;
  columns: string[];
  /** json_object wrapper (pluck), null when the statement cannot sit in a CTE, undefined until tried. */
  wrapped: Database.Statement | null | undefined;
  /** The push-mode wrapper (`jsonPushSql`), prepared on first use; null when there is no JSON wrapper. */
  pushing?: Database.Statement | null;
  /** Raw-row converter: for statements SQLite cannot wrap, and for those it re-plans at every run. */
  convert: ((row: unknown[]) => string) | undefined;
  /**
   * The database had STAT4 statistics (`sqlite_stat4`, written by ANALYZE) when this entry was prepared:
   * SQLite's planner then reads the values bound to a statement, so a statement with parameters is
   * prepared again at every run, its JSON wrapper included (see rowSource).
   */
  replansWithValues: boolean;
  /** A bounded read (sqlite-bounded), undefined until asked. */
  bounded?: boolean;
  /** Each column's kind for the JSON rules (sqlite-column-kinds), found on first use. */
  kinds?: ColumnKind[];
}

/** How a pulled run writes its rows: SQLite's JSON wrapper (pluck), or raw rows and the converter. */
interface RowSource {
  stmt: Database.Statement;
  /** Undefined when the statement is the wrapper (its rows are the JSON texts). */
  convert: ((row: unknown[]) => string) | undefined;
}

/** A connection with its statement cache and the settings already applied to it. */
class CachedConnection {
  readonly db: Database.Database;
  private readonly statements = new LRUCache<string, Prepared>({ max: STATEMENTS_PER_CONNECTION });
  private readonly schemaVersionStmt: Database.Statement;
  private readonly stat4Stmt: Database.Statement;
  private readonly totalChangesStmt: Database.Statement;
  private schemaTouchStmt: Database.Statement | undefined;
  private readonly control = new Map<string, Database.Statement>();
  private busyTimeoutMs: number | undefined;

  /** The collector of the push-mode statement running now, if any. */
  collector: RowCollector | undefined;

  constructor(
    readonly file: string,
    pageCacheKib?: number,
  ) {
    this.db = new Database(file, { fileMustExist: true });
    // Negative: a size in KiB rather than a number of pages, whatever the file's page size.
    if (pageCacheKib !== undefined) this.db.pragma(`cache_size = -${Math.trunc(pageCacheKib)}`);
    this.db.function(BASE64_FUNCTION, { deterministic: true }, (value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') : value,
    );
    // directOnly: not from a view, trigger or schema the user's database defines.
    this.db.function(ROW_SINK_FUNCTION, { deterministic: false, directOnly: true }, (rowJson: unknown) => {
      const collector = this.collector;
      if (collector === undefined || typeof rowJson !== 'string') throw new Error('not available');
      collector.add(rowJson);
      // A number, not null: better-sqlite3's Node-API build (Node 22+) tests a returned value's type in the order
      // number, bigint, string, buffer, null, one Node-API call each, so null is the dearest answer there.
      // The statement's count() of these values is not read.
      return 0;
    });
    this.schemaVersionStmt = this.db.prepare('PRAGMA schema_version').pluck();
    this.stat4Stmt = this.db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'sqlite_stat4'").pluck();
    this.totalChangesStmt = this.db.prepare('SELECT total_changes()').pluck();
  }

  schemaVersion(): number {
    return Number(this.schemaVersionStmt.get());
  }

  /**
   * The schema version, with this connection's own copy of the schema brought up to it first: PRAGMA
   * schema_version reads the file, but a statement prepared after it would still be compiled against the
   * schema this connection last loaded. A statement that opens the schema table checks the schema cookie
   * (SQLite's OP_Transaction) and reloads a stale schema; it returns no row.
   */
  freshSchemaVersion(): number {
    this.schemaTouchStmt ??= this.db.prepare('SELECT 1 FROM sqlite_schema LIMIT 0');
    this.schemaTouchStmt.get();
    return this.schemaVersion();
  }

  totalChanges(): number {
    return Number(this.totalChangesStmt.get());
  }

  /** BEGIN, COMMIT or ROLLBACK (prepared once). */
  transaction(verb: 'BEGIN' | 'COMMIT' | 'ROLLBACK'): void {
    let stmt = this.control.get(verb);
    if (!stmt) this.control.set(verb, (stmt = this.db.prepare(verb)));
    stmt.run();
  }

  setBusyTimeout(ms: number): void {
    if (ms === this.busyTimeoutMs) return;
    this.db.pragma(`busy_timeout = ${ms}`);
    this.busyTimeoutMs = ms;
  }

  /** The cached entry for `text`, prepared now when missing. Throws what prepare throws. */
  prepared(text: string): Prepared {
    const cached = this.statements.get(text);
    if (cached) return cached;
    const schemaVersion = this.schemaVersion();
    const stmt = this.db.prepare(text);
    const entry: Prepared = { stmt, reader: stmt.reader, schemaVersion, columns: [], wrapped: undefined, convert: undefined, replansWithValues: false };
    if (stmt.reader) {
      entry.columns = dedupeColumnNames(stmt.columns().map((c) => c.name));
      stmt.raw(true).safeIntegers(true);
      entry.replansWithValues = this.stat4Stmt.get() !== undefined;
    }
    this.statements.set(text, entry);
    return entry;
  }

  /** A reader entry's column kinds (found once per entry: the schema they were read from is the entry's). */
  private kindsOf(text: string, entry: Prepared): ColumnKind[] {
    return (entry.kinds ??= columnKinds(this.db, text, entry.stmt.columns()));
  }

  /** The JSON wrapper of a reader entry (prepared on first use), or null when SQLite cannot wrap it. */
  wrapped(text: string, entry: Prepared): Database.Statement | null {
    if (entry.wrapped !== undefined) return entry.wrapped;
    const kinds = this.kindsOf(text, entry);
    try {
      // Preferred: SQLite writes the JSON. Statements that cannot sit in a CTE fail to prepare here.
      entry.wrapped = this.db.prepare(jsonWrapperSql(text, entry.columns, kinds)).pluck();
    } catch {
      entry.wrapped = null;
      entry.convert = rawRowConverter(entry.columns, kinds);
    }
    return entry.wrapped;
  }

  /**
   * What a pulled run of a reader entry reads: SQLite's JSON wrapper, or the raw rows and the converter (the
   * same values; sqlite-json.test). The wrapper, unless SQLite cannot wrap the statement, or re-plans it at every
   * run because values are bound to it (replansWithValues): re-preparing the wrapper's per-value rules at
   * every run then costs several times more than writing the JSON in JavaScript.
   */
  rowSource(text: string, entry: Prepared, bindsValues: boolean): RowSource {
    const wrapped = this.wrapped(text, entry);
    if (wrapped && !(bindsValues && entry.replansWithValues)) return { stmt: wrapped, convert: undefined };
    entry.convert ??= rawRowConverter(entry.columns, this.kindsOf(text, entry));
    return { stmt: entry.stmt, convert: entry.convert };
  }

  /** The push-mode wrapper of a reader entry (prepared on first use), or null when it has no JSON wrapper. */
  pushing(text: string, entry: Prepared): Database.Statement | null {
    if (entry.pushing !== undefined) return entry.pushing;
    if (this.wrapped(text, entry) === null) return (entry.pushing = null);
    const kinds = this.kindsOf(text, entry);
    try {
      entry.pushing = this.db.prepare(jsonPushSql(text, entry.columns, kinds, ROW_SINK_FUNCTION)).pluck();
    } catch {
      entry.pushing = null;
    }
    return entry.pushing;
  }

  /** The schema version a cached entry was prepared under (undefined when not cached). */
  cachedSchemaVersion(text: string): number | undefined {
    return this.statements.peek(text)?.schemaVersion;
  }

  /** Drops a stale entry (the schema changed under it). */
  forget(text: string): void {
    this.statements.delete(text);
  }

  close(): void {
    this.statements.clear();
    this.db.close();
  }
}

/** A lock another connection holds: the statement did not start. */
function isLockWait(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

export class SqliteSession {
  private readonly idle = new Map<string, CachedConnection[]>();
  private closed = false;
  /** Pulled runs whose rows were converted in JavaScript rather than written by SQLite (for tests and diagnostics). */
  convertedRuns = 0;

  /**
   * `maxIdlePerFile`: idle connections kept per file (one suffices for a thread that runs one command at a
   * time). `maxBusyWaitMs`: longest synchronous wait for another connection's lock (0: fail at once).
   * `pageCacheKib`: each connection's page cache (`PRAGMA cache_size`); undefined keeps better-sqlite3's
   * build default, 16,000 KiB.
   */
  constructor(
    private readonly maxIdlePerFile: number,
    private readonly maxBusyWaitMs = MAX_BUSY_WAIT_MS,
    private readonly pageCacheKib?: number,
  ) {}

  /**
   * Starts a command and reads its first batch (so SQL errors surface here). Throws DriverError: SQL
   * errors and invalid parameters (errorType `sqlite`), the timeout (`timedOut`).
   */
  run(file: string, command: SqlCommand, options: RunOptions): Started {
    let bound: Record<string, unknown>;
    try {
      bound = sqliteBindings(command);
      return command.executionMode === 'nonQuery' ? this.nonQuery(file, command.text, bound, options) : this.reader(file, command, bound, options, true);
    } catch (err) {
      throw toSqliteError(err);
    }
  }

  /**
   * Runs `command` on this thread if it is a bounded read (sqlite-bounded) and starts without waiting for a
   * lock; otherwise runs nothing and answers undefined. `boundedAt` is the schema version under which a
   * worker found the statement bounded: only under that schema is the text prepared here, so its prepare
   * is as quick as the program the worker checked (a text that prepares slowly never gets this far), and
   * the program is checked again here all the same. The check and the rows share one read transaction, so
   * the schema cannot change between them. Errors of the statement itself are thrown as by `run`. Meant
   * for a session whose `maxBusyWaitMs` is 0, on a thread that must not block.
   */
  runIfBounded(file: string, command: SqlCommand, boundedAt: number): Started | undefined {
    if (command.executionMode === 'nonQuery' || this.closed) return undefined;
    let bound: Record<string, unknown>;
    let lease: Lease;
    try {
      bound = sqliteBindings(command);
      lease = this.acquire(file, 0);
    } catch {
      return undefined;
    }
    const { conn } = lease;
    const { text } = command;
    const started = performance.now();
    let result: Started | undefined;
    let failure: unknown;
    try {
      conn.transaction('BEGIN');
      if (conn.schemaVersion() === boundedAt) {
        if (conn.cachedSchemaVersion(text) !== boundedAt) conn.forget(text);
        const entry = conn.prepared(text);
        entry.bounded ??= entry.reader && entry.stmt.readonly && isBoundedRead(conn.db, text, bound);
        if (entry.bounded) {
          const source = conn.rowSource(text, entry, command.parameters.length > 0);
          if (source.convert) this.convertedRuns++;
          let rows = source.convert ? (source.stmt.all(bound) as unknown[][]).map(source.convert) : (source.stmt.all(bound) as string[]);
          if (command.executionMode === 'scalar') rows = rows.slice(0, 1);
          result = { columns: entry.columns, rows, done: true, spentMs: performance.now() - started };
        }
      }
    } catch (err) {
      failure = err;
    }
    try {
      if (conn.db.inTransaction) conn.transaction('COMMIT');
    } catch (err) {
      failure ??= err;
    } finally {
      // A connection still inside the transaction (its COMMIT failed) is closed, not pooled.
      lease.release();
    }
    if (failure === undefined) return result;
    if (isLockWait(failure)) return undefined;
    throw toSqliteError(failure);
  }

  /**
   * Runs a reader in push mode when it can: SQLite's own loop hands each row's JSON to the connection's row
   * function, which gathers batches and passes each to `deliver` (sqlite-row-push) — synchronously, from
   * inside the statement's one step; `deliver` may block, or throw to stop the statement (its error is
   * thrown from here as it is). The last batch comes with `done`. Answers false, having run nothing, when
   * the command cannot run so (a write, scalar mode, no JSON wrapper): the caller then uses `run`.
   *
   * The statement runs inside an explicit read transaction that first checks the schema the entry was
   * prepared under (the pulled cursor checks it after the first row, which cannot be done from inside a
   * step): a stale entry is prepared afresh within the same transaction, so its column names and the
   * statement's rows come from one schema. Other errors are thrown as by `run`.
   */
  runPushing(file: string, command: SqlCommand, options: PushOptions): boolean {
    if (command.executionMode !== 'reader') return false;
    let bound: Record<string, unknown>;
    let lease: Lease;
    try {
      bound = sqliteBindings(command);
      lease = this.acquire(file, options.timeoutMs);
    } catch (err) {
      throw toSqliteError(err);
    }
    const { conn } = lease;
    const { text } = command;
    let collector: RowCollector | undefined;
    try {
      if (conn.db.inTransaction) return false;
      let entry = conn.prepared(text);
      if (!entry.reader || !entry.stmt.readonly || conn.pushing(text, entry) === null) return false;
      conn.transaction('BEGIN');
      if (conn.freshSchemaVersion() !== entry.schemaVersion) {
        conn.forget(text);
        entry = conn.prepared(text);
        if (!entry.reader || !entry.stmt.readonly || conn.pushing(text, entry) === null) return false;
      }
      const statement = conn.pushing(text, entry)!;
      collector = new RowCollector({
        columns: entry.columns,
        batchSize: options.batchSize,
        timeoutMs: options.timeoutMs,
        maxBatchMs: MAX_BATCH_MS,
        deliver: options.deliver,
        encoder: options.encoder,
        stillWanted: options.stillWanted,
        timeoutError: sqliteTimeoutError,
      });
      conn.collector = collector;
      statement.get(bound);
      conn.collector = undefined;
      // The read transaction ends before the last batch goes out: the rows are all read.
      conn.transaction('COMMIT');
      collector.finish();
      return true;
    } catch (err) {
      // The collector's own stops (the deliverer's, the timeout) are thrown as they are.
      if (collector?.threw(err)) throw err;
      throw toSqliteError(err);
    } finally {
      conn.collector = undefined;
      try {
        if (conn.db.inTransaction) conn.transaction('ROLLBACK');
      } catch {
        // Left inside the transaction: the lease closes the connection instead of pooling it.
      }
      lease.release();
    }
  }

  close(): void {
    this.closed = true;
    for (const list of this.idle.values()) for (const conn of list) conn.close();
    this.idle.clear();
  }

  /** A connection for one command; released exactly once, whatever path the command takes. */
  private acquire(file: string, timeoutMs: number): Lease {
    if (this.closed) throw new DriverError('agent', 0, 'The SQLite driver is closed');
    const conn = this.idle.get(file)?.pop() ?? new CachedConnection(file, this.pageCacheKib);
    const lease = new Lease(conn, (c) => this.giveBack(c));
    try {
      conn.setBusyTimeout(Math.min(this.maxBusyWaitMs, Math.ceil(timeoutMs)));
    } catch (err) {
      lease.release();
      throw err;
    }
    return lease;
  }

  private giveBack(conn: CachedConnection): void {
    const list = this.idle.get(conn.file) ?? [];
    // A connection left inside a transaction (a `BEGIN` without its end) is closed: that rolls the work back.
    if (this.closed || list.length >= this.maxIdlePerFile || conn.db.inTransaction) {
      conn.close();
      return;
    }
    list.push(conn);
    this.idle.set(conn.file, list);
  }

  /** nonQuery: run, count changes. Several statements are allowed when there are no parameters. */
  private nonQuery(file: string, text: string, bound: Record<string, unknown>, options: RunOptions): Started {
    const lease = this.acquire(file, options.timeoutMs);
    const { conn } = lease;
    const started = performance.now();
    try {
      let entry: Prepared | undefined;
      try {
        entry = conn.prepared(text);
      } catch (err) {
        const noParameters = Object.keys(bound).length === 0;
        if (!(err instanceof RangeError && /more than one statement/.test(err.message) && noParameters)) throw err;
      }
      let rowsAffected: number;
      if (entry === undefined) {
        // Several statements: each commits as it ends (they may hold their own BEGIN/COMMIT), so one given
        // up at the timeout may have committed part of its work.
        const before = conn.totalChanges();
        conn.db.exec(text);
        rowsAffected = conn.totalChanges() - before;
      } else if (!entry.reader) {
        const stmt = entry.stmt;
        rowsAffected = this.write(conn, stmt, options, () => stmt.run(bound).changes);
      } else {
        // A statement that returns rows (INSERT … RETURNING, SELECT) run as nonQuery: step through, keep nothing.
        const stmt = entry.stmt;
        rowsAffected = this.write(conn, stmt, options, () => {
          const before = conn.totalChanges();
          const deadline = started + options.timeoutMs;
          const rows = stmt.iterate(bound);
          try {
            while (!rows.next().done) if (performance.now() > deadline) throw sqliteTimeoutError(options.timeoutMs);
          } finally {
            rows.return?.();
          }
          return conn.totalChanges() - before;
        });
      }
      return { columns: [], rows: [], done: true, rowsAffected, spentMs: performance.now() - started };
    } finally {
      lease.release();
    }
  }

  /**
   * Runs a single write statement in a transaction of its own (when the connection is not already in
   * one) and commits only if `mayCommit` agrees. In autocommit mode SQLite commits inside the very step
   * that finishes the statement, so a write abandoned at the timeout (its thread cannot be interrupted)
   * would still commit when the step ends — after the timeout was reported. Here the commit is a separate
   * step, taken only when the owner has not given the command up; otherwise the work is rolled back.
   * Read-only statements (and BEGIN/COMMIT themselves, which SQLite counts as read-only) run as they are.
   */
  private write<T>(conn: CachedConnection, stmt: Database.Statement, options: RunOptions, work: () => T): T {
    if (stmt.readonly || conn.db.inTransaction) return work();
    conn.transaction('BEGIN');
    try {
      const result = work();
      if (options.mayCommit && !options.mayCommit()) {
        throw new DriverError('agent', 0, 'The command was given up before it could commit; its changes were rolled back');
      }
      conn.transaction('COMMIT');
      return result;
    } catch (err) {
      if (conn.db.inTransaction) conn.transaction('ROLLBACK');
      throw err;
    }
  }

  private reader(file: string, command: SqlCommand, bound: Record<string, unknown>, options: RunOptions, retryStale: boolean): Started {
    const { text } = command;
    const lease = this.acquire(file, options.timeoutMs);
    const { conn } = lease;
    let entry: Prepared;
    let cursor: ReaderCursor;
    let first: string[];
    try {
      entry = conn.prepared(text);
      if (!entry.reader) {
        const started = performance.now();
        const stmt = entry.stmt;
        const rowsAffected = this.write(conn, stmt, options, () => stmt.run(bound).changes);
        lease.release();
        return { columns: [], rows: [], done: true, rowsAffected, spentMs: performance.now() - started };
      }
      const source = conn.rowSource(text, entry, command.parameters.length > 0);
      if (source.convert) this.convertedRuns++;
      const rows = source.stmt.iterate(bound) as IterableIterator<unknown>;
      const limit = command.executionMode === 'scalar' ? 1 : options.batchSize;
      cursor = new ReaderCursor(rows, source.convert, options, limit, () => lease.release());
      const schemaVersion = entry.schemaVersion;
      // The second attempt was prepared a moment ago: its rows are taken as they come.
      first = cursor.firstBatch(retryStale ? () => conn.schemaVersion() !== schemaVersion : undefined);
    } catch (err) {
      lease.release();
      // A statement prepared before a schema change can fail once SQLite re-prepares it (its column count
      // changed): prepare it afresh, once.
      const cachedVersion = conn.cachedSchemaVersion(text);
      const stale = retryStale && cachedVersion !== undefined && conn.db.open && conn.schemaVersion() !== cachedVersion;
      if (stale) {
        conn.forget(text);
        return this.reader(file, command, bound, options, false);
      }
      throw err;
    }
    if (cursor.stale) {
      // Rows written with column names and types from an older schema: not handed out; prepared afresh.
      conn.forget(text);
      return this.reader(file, command, bound, options, false);
    }
    // scalar: the result is the first row alone; the cursor is closed after it.
    if (command.executionMode === 'scalar') cursor.close();
    const answer: Started = { columns: entry.columns, rows: first, done: cursor.done, spentMs: cursor.spentMs, ...(cursor.done ? {} : { cursor }) };
    // Checked once the rows are out (better-sqlite3 runs nothing else on a connection while a cursor is
    // open); a reader with rows left after its first batch is no bounded read.
    if (options.classify && cursor.done) {
      entry.bounded ??= entry.stmt.readonly && isBoundedRead(conn.db, text, bound);
      if (entry.bounded) answer.boundedAt = entry.schemaVersion;
    }
    return answer;
  }
}

/** One connection lent to one command. */
class Lease {
  private released = false;

  constructor(
    readonly conn: CachedConnection,
    private readonly giveBack: (conn: CachedConnection) => void,
  ) {}

  release(): void {
    if (this.released) return;
    this.released = true;
    this.giveBack(this.conn);
  }
}

/** The rows of one reader statement, pulled batch by batch under the command's engine-time budget. */
class ReaderCursor implements Cursor {
  done = false;
  spentMs = 0;
  /** Set by firstBatch when the schema changed since the statement was prepared. */
  stale = false;
  private released = false;

  constructor(
    private readonly rows: IterableIterator<unknown>,
    /** Raw-row converter (fallback path); undefined when SQLite writes the JSON (pluck). */
    private readonly convert: ((row: unknown[]) => string) | undefined,
    private readonly options: RunOptions,
    private readonly limit: number,
    private readonly onRelease: () => void,
  ) {}

  /**
   * The first batch. `schemaChanged` runs after the first row, while the statement still holds its read
   * transaction, so it sees the schema the row was read under (and costs no lock of its own).
   */
  firstBatch(schemaChanged: (() => boolean) | undefined): string[] {
    return this.pull(schemaChanged);
  }

  next(): string[] {
    return this.pull(undefined);
  }

  close(): void {
    if (this.released) return;
    this.released = true;
    this.done = true;
    try {
      this.rows.return?.();
    } finally {
      this.onRelease();
    }
  }

  private pull(schemaChanged: (() => boolean) | undefined): string[] {
    if (this.released) return [];
    if (this.spentMs >= this.options.timeoutMs) {
      this.close();
      throw sqliteTimeoutError(this.options.timeoutMs);
    }
    const started = performance.now();
    // Checked per row: the budget is the only thing that can stop an endless or very slow result.
    const deadline = started + (this.options.timeoutMs - this.spentMs);
    const batch: string[] = [];
    try {
      while (batch.length < this.limit) {
        const next = this.rows.next();
        if (next.done) {
          this.close();
          break;
        }
        if (schemaChanged && batch.length === 0 && schemaChanged()) {
          this.stale = true;
          this.close();
          return [];
        }
        batch.push(this.convert ? this.convert(next.value as unknown[]) : (next.value as string));
        const now = performance.now();
        if (now > deadline || now - started >= MAX_BATCH_MS) break;
      }
    } catch (err) {
      this.close();
      throw toSqliteError(err);
    } finally {
      this.spentMs += performance.now() - started;
    }
    return batch;
  }
}
