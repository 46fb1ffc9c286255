/**
 * @module agent/drivers/sqlite-errors
 * Maps better-sqlite3 failures to DriverError (errorType `sqlite`). better-sqlite3 names result codes
 * (`SQLITE_CONSTRAINT_UNIQUE`) but the contract wants numbers, so this holds SQLite's published numeric
 * result codes: extended ones where listed, otherwise the primary code of the name's family.
 */
import { DriverError } from '../driver.js';
import { ParameterError } from '../parameters.js';

const PRIMARY: Record<string, number> = {
  SQLITE_ERROR: 1, SQLITE_INTERNAL: 2, SQLITE_PERM: 3, SQLITE_ABORT: 4, SQLITE_BUSY: 5, SQLITE_LOCKED: 6,
  SQLITE_NOMEM: 7, SQLITE_READONLY: 8, SQLITE_INTERRUPT: 9, SQLITE_IOERR: 10, SQLITE_CORRUPT: 11,
  SQLITE_NOTFOUND: 12, SQLITE_FULL: 13, SQLITE_CANTOPEN: 14, SQLITE_PROTOCOL: 15, SQLITE_EMPTY: 16,
  SQLITE_SCHEMA: 17, SQLITE_TOOBIG: 18, SQLITE_CONSTRAINT: 19, SQLITE_MISMATCH: 20, SQLITE_MISUSE: 21,
  SQLITE_NOLFS: 22, SQLITE_AUTH: 23, SQLITE_FORMAT: 24, SQLITE_RANGE: 25, SQLITE_NOTADB: 26,
};

const EXTENDED: Record<string, number> = {
  SQLITE_CONSTRAINT_CHECK: 275, SQLITE_CONSTRAINT_COMMITHOOK: 531, SQLITE_CONSTRAINT_FOREIGNKEY: 787,
  SQLITE_CONSTRAINT_FUNCTION: 1043, SQLITE_CONSTRAINT_NOTNULL: 1299, SQLITE_CONSTRAINT_PRIMARYKEY: 1555,
  SQLITE_CONSTRAINT_TRIGGER: 1811, SQLITE_CONSTRAINT_UNIQUE: 2067, SQLITE_CONSTRAINT_VTAB: 2323,
  SQLITE_CONSTRAINT_ROWID: 2579, SQLITE_CONSTRAINT_DATATYPE: 3091,
  SQLITE_BUSY_RECOVERY: 261, SQLITE_BUSY_SNAPSHOT: 517, SQLITE_BUSY_TIMEOUT: 773,
  SQLITE_LOCKED_SHAREDCACHE: 262, SQLITE_READONLY_RECOVERY: 264, SQLITE_READONLY_CANTLOCK: 520,
  SQLITE_READONLY_ROLLBACK: 776, SQLITE_READONLY_DBMOVED: 1032, SQLITE_READONLY_DIRECTORY: 1544,
};

/** SQLITE_INTERRUPT: what SQLite itself reports for an interrupted statement; used for the timeout. */
export const SQLITE_INTERRUPT = 9;
/** SQLITE_MISMATCH: a parameter type or value SQLite cannot take. */
export const SQLITE_MISMATCH = 20;
/** SQLITE_RANGE: a named parameter the statement needs was not supplied. */
export const SQLITE_RANGE = 25;

export function sqliteResultCode(name: string): number {
  const extended = EXTENDED[name];
  if (extended !== undefined) return extended;
  const family = Object.keys(PRIMARY)
    .filter((p) => name === p || name.startsWith(`${p}_`))
    .sort((a, b) => b.length - a.length)[0];
  return family ? PRIMARY[family]! : PRIMARY.SQLITE_ERROR!;
}

/** Anything thrown while preparing, binding or stepping → DriverError. */
export function toSqliteError(err: unknown): DriverError {
  if (err instanceof DriverError) return err;
  if (err instanceof ParameterError) return new DriverError('sqlite', SQLITE_MISMATCH, err.message, false, true);
  const e = err as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(err);
  if (typeof e.code === 'string' && e.code.startsWith('SQLITE_')) return new DriverError('sqlite', sqliteResultCode(e.code), message);
  // better-sqlite3 reports binding mistakes (missing or surplus parameters) as RangeError/TypeError.
  if (err instanceof RangeError) return new DriverError('sqlite', SQLITE_RANGE, message, false, true);
  if (err instanceof TypeError) return new DriverError('sqlite', misuseOrCantOpen(message), message);
  return new DriverError('sqlite', PRIMARY.SQLITE_ERROR!, message);
}

/** better-sqlite3 throws TypeError for files it cannot open; report SQLITE_CANTOPEN, else SQLITE_MISUSE. */
function misuseOrCantOpen(message: string): number {
  return /open/i.test(message) ? PRIMARY.SQLITE_CANTOPEN! : PRIMARY.SQLITE_MISUSE!;
}
