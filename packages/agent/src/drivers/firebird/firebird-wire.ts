/**
 * @module agent/drivers/firebird-wire
 * The slice of node-firebird the Firebird driver uses, typed and promisified in one place.
 *
 * The driver works one level below node-firebird's query helpers: it prepares a statement to read
 * its parameter and column metadata (needed to bind values and encode cells by type), then fetches
 * the cursor in chunks of its own choosing (op_fetch with a count), so that only one batch is ever
 * in memory and the caller's pace is the backpressure. Those calls live on node-firebird's wire
 * classes (Database, Transaction, Statement, Connection), which the package exports (lib/wire/*)
 * but its top-level typings leave out; the interfaces below declare exactly what is used.
 *
 * Connection strings (docs/agent-drivers.md) are node-firebird URIs:
 *   firebird://USER:PASSWORD@HOST[:PORT]/DATABASE[?role=ROLE&encoding=CHARSET&pageSize=N…]
 * DATABASE is the path as the server sees it (an absolute path keeps its slash, hence two:
 * `firebird://SYSDBA:pw@127.0.0.1:3050//var/lib/firebird/3.0/data/zedmed.fdb`), a Windows path
 * (`…:3050/C:/Zedmed/ZEDMED.FDB`) or an alias from databases.conf. USER and PASSWORD are
 * percent-encoded. `encoding` is the connection character set (default UTF8); `lowercase_keys=true`
 * lower-cases column names (see FirebirdTarget).
 */
import Firebird from 'node-firebird';
import { parseRecordCounts } from 'node-firebird/lib/wire/xsqlvar.js';
import type { FbColumnMeta } from './firebird-values.js';

/** Firebird statement types (isc_info_sql_stmt_*). */
export const STMT = { SELECT: 1, EXEC_PROCEDURE: 8, SELECT_FOR_UPDATE: 12 } as const;

/** Result of one op_fetch (or the singleton row of op_execute2). */
export interface FbFetch {
  data: unknown[][];
  fetched: boolean;
  arrBlob?: unknown[];
}

/** What op_execute / op_execute2 report: the singleton row of EXECUTE PROCEDURE and … RETURNING. */
export interface FbExecuted {
  data?: unknown[][];
  arrBlob?: unknown[];
}

export interface FbStatement {
  type: number;
  input: FbColumnMeta[];
  output: FbColumnMeta[];
  /** Set when the statement failed: node-firebird then drops it instead of caching it. */
  _failed?: boolean;
  execute(tx: FbTransaction, params: unknown[], cb: (err: unknown, ret?: FbExecuted) => void, options: { asObject: boolean }): void;
  fetch(tx: FbTransaction, count: number, cb: (err: unknown, ret?: FbFetch) => void): void;
  release(cb?: (err?: unknown) => void): void;
}

export interface FbTransaction {
  newStatement(sql: string, cb: (err: unknown, statement?: FbStatement) => void): void;
  commit(cb: (err?: unknown) => void): void;
  rollback(cb: (err?: unknown) => void): void;
}

interface FbConnection {
  _isClosed: boolean;
  _socket?: { destroy(): void };
  statementInfo(statement: FbStatement, items: number[], cb: (err: unknown, info?: { buffer?: Buffer }) => void): void;
  resolveTextBlobs(tx: FbTransaction, ret: FbFetch | FbExecuted, cb: (err?: unknown) => void): void;
}

export interface FbDatabase {
  connection: FbConnection;
  transaction(options: { isolation: number[]; wait: boolean }, cb: (err: unknown, tx?: FbTransaction) => void): void;
  cancel(cb?: (err?: unknown) => void): void;
  detach(cb?: (err?: unknown) => void): void;
  on(event: 'error', listener: (err: unknown) => void): void;
}

/** A binary blob cell as node-firebird hands it over: a reader to call within the transaction. */
type BlobReader = (
  tx: FbTransaction,
  cb: (err: unknown, name: unknown, stream: NodeJS.EventEmitter | undefined) => void,
) => void;

/** What a connection string says: node-firebird options, and whether column names are lower-cased. */
export interface FirebirdTarget {
  options: Firebird.Options;
  /**
   * `?lowercase_keys=true`: column names in lower case. Firebird folds unquoted names to upper case
   * (`select id` gives `ID`), and that is what integrators of Zedmed sites get by default.
   */
  lowercaseKeys: boolean;
}

/** Parses a connection string; the node-firebird options the driver relies on are forced. */
export function firebirdTarget(connection: string): FirebirdTarget {
  const parsed = Firebird.parseConnectionUri(connection);
  if (!parsed.database) throw new Error('the Firebird connection string names no database');
  const options: Firebird.Options = {
    encoding: 'UTF8',
    ...parsed,
    // Exact decimals and 64-bit integers as strings; text blobs read with their charset; rows as arrays
    // (names are the driver's business: duplicates must survive).
    numericMode: 'string',
    blobAsText: true,
    lowercase_keys: false,
    namedPlaceholders: false,
    connectTimeout: parsed.connectTimeout ?? 15_000,
  };
  return { options, lowercaseKeys: parsed.lowercase_keys === true };
}

function settle<T>(resolve: (v: T) => void, reject: (e: unknown) => void) {
  return (err: unknown, value?: T): void => {
    if (err) reject(err);
    else resolve(value as T);
  };
}

export function attach(options: Firebird.Options): Promise<FbDatabase> {
  return new Promise((resolve, reject) => {
    Firebird.attach(options, (err, db) => {
      if (err) reject(err);
      else resolve(db as unknown as FbDatabase);
    });
  });
}

export function startTransaction(db: FbDatabase): Promise<FbTransaction> {
  return new Promise((resolve, reject) => {
    db.transaction({ isolation: Firebird.ISOLATION_READ_COMMITTED, wait: true }, settle(resolve, reject));
  });
}

export function prepare(tx: FbTransaction, sql: string): Promise<FbStatement> {
  return new Promise((resolve, reject) => tx.newStatement(sql, settle(resolve, reject)));
}

/** Executes; resolves the singleton row for EXECUTE PROCEDURE / RETURNING statements. */
export function executeStatement(tx: FbTransaction, st: FbStatement, params: unknown[]): Promise<FbExecuted | undefined> {
  return new Promise((resolve, reject) => {
    st.execute(tx, params, (err, ret) => {
      if (err) {
        st._failed = true;
        reject(err);
      } else resolve(ret);
    }, { asObject: false });
  });
}

export function fetchRows(tx: FbTransaction, st: FbStatement, count: number): Promise<FbFetch> {
  return new Promise((resolve, reject) => {
    st.fetch(tx, count, (err, ret) => {
      if (err) {
        st._failed = true;
        reject(err);
      } else resolve(ret ?? { data: [], fetched: true });
    });
  });
}

/** Reads the text blobs of a fetched batch in place (node-firebird's blobAsText machinery). */
export function resolveTextBlobs(db: FbDatabase, tx: FbTransaction, ret: FbFetch | FbExecuted): Promise<void> {
  if (!ret.arrBlob?.length) return Promise.resolve();
  return new Promise((resolve, reject) => db.connection.resolveTextBlobs(tx, ret, (err) => (err ? reject(err) : resolve())));
}

/** Reads a binary blob cell whole (one value; rows stay streamed). */
export function readBlob(value: unknown, tx: FbTransaction): Promise<Buffer> {
  if (Buffer.isBuffer(value)) return Promise.resolve(value);
  if (typeof value !== 'function') return Promise.resolve(Buffer.from(String(value)));
  const reader = value as BlobReader;
  return new Promise((resolve, reject) => {
    reader(tx, (err, _name, stream) => {
      if (err || !stream) {
        reject(err ?? new Error('blob could not be opened'));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** Rows inserted, updated and deleted by the statement just executed (isc_info_sql_records). */
export function recordsAffected(db: FbDatabase, st: FbStatement): Promise<number> {
  const ISC_INFO_SQL_RECORDS = 23;
  return new Promise((resolve, reject) => {
    db.connection.statementInfo(st, [ISC_INFO_SQL_RECORDS], (err, info) => {
      if (err) reject(err);
      else {
        const c = parseRecordCounts(info?.buffer);
        resolve(c.insertCount + c.updateCount + c.deleteCount);
      }
    });
  });
}

export function releaseStatement(st: FbStatement): Promise<void> {
  return new Promise((resolve) => st.release(() => resolve()));
}

export function commit(tx: FbTransaction): Promise<void> {
  return new Promise((resolve, reject) => tx.commit((err) => (err ? reject(err) : resolve())));
}

/** Rolls back, swallowing errors: used on paths that already carry a failure. */
export function rollbackQuietly(tx: FbTransaction): Promise<void> {
  return new Promise((resolve) => tx.rollback(() => resolve()));
}

/**
 * Cancels what runs on the attachment now (op_cancel with fb_cancel_raise, Firebird 2.5+): the
 * running statement or fetch fails with isc_cancelled (335544794). Firebird 3 has no statement
 * timeout of its own, so this is how the driver enforces the command timeout.
 */
export function cancelOperation(db: FbDatabase): void {
  try {
    db.cancel(() => undefined);
  } catch {
    // The connection is already gone: nothing runs any more.
  }
}

/** Resolves when `work` settles or after `ms`, whichever is first; never rejects. */
export function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    work.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}

/**
 * Detaches, bounded in time; when the server refuses (a transaction still open, a statement still
 * running after a cancel it did not honour) or does not answer, the socket is destroyed, which makes
 * the server roll back and free the attachment. A dead server must not hold up the agent.
 */
export async function dropAttachment(db: FbDatabase, timeoutMs = 2000): Promise<void> {
  if (db.connection._isClosed) return;
  let detached = false;
  await settleWithin(
    new Promise<void>((resolve, reject) => {
      try {
        db.detach((err) => {
          if (err) reject(err);
          else {
            detached = true;
            resolve();
          }
        });
      } catch (err) {
        reject(err);
      }
    }),
    timeoutMs,
  );
  if (!detached) db.connection._socket?.destroy();
}

export function isClosed(db: FbDatabase): boolean {
  return db.connection._isClosed;
}
