/**
 * @module agent/drivers/mssql-values
 * What comes back from SQL Server through `mssql`/tedious, turned into the contract's forms: cells
 * into row JSON fragments (by the column's declared type), output parameter values into strings,
 * and errors into DriverError. Pure functions, unit-tested without a server (mssql.test.ts); NOT
 * exercised against a real SQL Server.
 *
 * | SQL Server type | tedious gives | row JSON |
 * |---|---|---|
 * | int, smallint, tinyint | number | number |
 * | bigint | string | number within ±(2^53 − 1), else string |
 * | bit | boolean | true / false |
 * | decimal, numeric | number | string with the column's scale (digits beyond a double's ~15 are lost in tedious) |
 * | money, smallmoney | number | string with 4 decimals |
 * | float, real | number | number |
 * | char, varchar, text, nchar, nvarchar, ntext, xml | string | string |
 * | uniqueidentifier | string | string |
 * | binary, varbinary, image, timestamp/rowversion, UDTs | Buffer | base64 |
 * | date | Date (UTC midnight) | `YYYY-MM-DD` |
 * | datetime, smalldatetime | Date (UTC fields = wall clock) | `YYYY-MM-DDTHH:MM:SS.fff` |
 * | datetime2(s), time(s) | Date + nanosecondsDelta | fraction of max(3, s) digits |
 * | datetimeoffset(s) | Date (the instant; tedious drops the offset) | `…Z` (UTC) |
 * | sql_variant | the inner value | by its JS type |
 */
import sql from 'mssql';
import { numberToDecimalText, utcWallClock, wallDate, wallDateTime, wallTime, type WallClock } from '../cell-text.js';
import { DriverError } from '../driver.js';
import { ParameterError } from '../parameters.js';
import { base64Json, integerJson, numberJson } from '../row-json.js';

/** Column metadata as mssql reports it in arrayRowMode (the parts used). */
export interface MssqlColumn {
  name: string;
  /** The mssql type factory (sql.Int, sql.NVarChar, …). */
  type: unknown;
  scale?: number;
  precision?: number;
}

/** Fraction digits of a tedious time value: milliseconds, plus 100 ns ticks when the type has them. */
function withTicks(date: Date, scale: number | undefined): WallClock {
  const wall = utcWallClock(date);
  if (scale === undefined || scale <= 3) return wall;
  const delta = (date as Date & { nanosecondsDelta?: number }).nanosecondsDelta ?? 0;
  const ticks = date.getUTCMilliseconds() * 10_000 + Math.round(delta * 1e7);
  return { ...wall, fraction: String(ticks).padStart(7, '0').slice(0, Math.min(scale, 7)) };
}

/** A value of no declared type (sql_variant contents) by its JS type. */
function byJsType(value: unknown): string {
  if (typeof value === 'number') return numberJson(value);
  if (typeof value === 'bigint') return integerJson(value.toString());
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Buffer.isBuffer(value)) return base64Json(value);
  if (value instanceof Date) return JSON.stringify(wallDateTime(utcWallClock(value)));
  return JSON.stringify(String(value));
}

/** One cell as a row JSON fragment, by the column's declared type. */
export function mssqlFragment(column: MssqlColumn, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const t = column.type;
  if (t === sql.Int || t === sql.SmallInt || t === sql.TinyInt) return numberJson(Number(value));
  if (t === sql.BigInt) return integerJson(String(value));
  if (t === sql.Bit) return value ? 'true' : 'false';
  if (t === sql.Decimal || t === sql.Numeric) {
    return JSON.stringify(typeof value === 'number' ? numberToDecimalText(value, column.scale) : String(value));
  }
  if (t === sql.Money || t === sql.SmallMoney) {
    return JSON.stringify(typeof value === 'number' ? numberToDecimalText(value, 4) : String(value));
  }
  if (t === sql.Float || t === sql.Real) return numberJson(Number(value));
  if (t === sql.Date && value instanceof Date) return JSON.stringify(wallDate(utcWallClock(value)));
  if ((t === sql.DateTime || t === sql.SmallDateTime) && value instanceof Date) {
    return JSON.stringify(wallDateTime(utcWallClock(value)));
  }
  if (t === sql.DateTime2 && value instanceof Date) return JSON.stringify(wallDateTime(withTicks(value, column.scale)));
  if (t === sql.Time && value instanceof Date) return JSON.stringify(wallTime(withTicks(value, column.scale)));
  if (t === sql.DateTimeOffset && value instanceof Date) return JSON.stringify(`${wallDateTime(withTicks(value, column.scale))}Z`);
  if (Buffer.isBuffer(value)) return base64Json(value);
  if (typeof value === 'string') return JSON.stringify(value);
  return byJsType(value);
}

/** An output parameter's value as text (outputs travel as strings, binary as base64). */
export function mssqlOutputText(column: MssqlColumn, value: unknown): string | null {
  const fragment = mssqlFragment(column, value);
  if (fragment === 'null') return null;
  return fragment.startsWith('"') ? (JSON.parse(fragment) as string) : fragment;
}

/** SqlClient's number for a command timeout; integrators' .NET code already knows it. */
export const MSSQL_TIMEOUT_NUMBER = -2;

function field(err: unknown, name: string): unknown {
  return typeof err === 'object' && err !== null ? (err as Record<string, unknown>)[name] : undefined;
}

/**
 * Turns what mssql/tedious threw into the DriverError the gateway reports: SQL errors keep the SQL
 * Server error number (RequestError.number, e.g. 208 for an unknown object); a timeout reports -2;
 * connection failures the number tedious gives (18456 for a failed login) or 0.
 */
export function mssqlError(err: unknown): DriverError {
  if (err instanceof DriverError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof ParameterError) return new DriverError('mssql', 0, message, false, true);
  const code = field(err, 'code');
  if (code === 'ETIMEOUT') return new DriverError('mssql', MSSQL_TIMEOUT_NUMBER, message, true);
  const number = field(err, 'number') ?? field(field(err, 'originalError'), 'number') ?? field(field(field(err, 'originalError'), 'info'), 'number');
  if (typeof number === 'number') return new DriverError('mssql', number, message);
  if (code === 'EARGS' || code === 'EINJECT' || code === 'EDUPEPARAM') return new DriverError('mssql', 0, message, false, true);
  return new DriverError('mssql', 0, message);
}
