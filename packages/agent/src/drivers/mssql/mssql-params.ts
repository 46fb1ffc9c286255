/**
 * @module agent/drivers/mssql-params
 * Maps command parameters (string values, SQL Server type names) to `mssql` request parameters: the
 * declared SQL type with its size, precision and scale, and the JS value tedious writes for it. Pure
 * functions, unit-tested without a server (mssql.test.ts); NOT exercised against a real SQL Server.
 *
 * | Type name | Declared as | JS value |
 * |---|---|---|
 * | BigInt | bigint | BigInt (exact over the full 64-bit range) |
 * | Int, SmallInt, TinyInt | int, smallint, tinyint | number |
 * | Bit | bit | boolean |
 * | Decimal | decimal(p, s), p and s from the value's digits | number when ≤ 15 significant digits (exact); an input with more is sent as varchar text the server converts, since tedious writes decimals through a float |
 * | Money / SmallMoney | money / smallmoney | number, rounded to 4 places in decimal first (longer money inputs: varchar text, as for Decimal) |
 * | Float, Real | float, real | number |
 * | Char, NChar | char(n), nchar(n); n = size, else the value's length | string |
 * | VarChar, NVarChar | varchar(n), nvarchar(n); n = size, else max | string |
 * | Text, NText, Xml | text, ntext, xml | string |
 * | Variant | nvarchar(max) (tedious cannot send sql_variant; the server converts) | string |
 * | Binary | binary(n); n = size, else the value's length | Buffer from base64 |
 * | VarBinary | varbinary(n); n = size, else max | Buffer from base64 |
 * | Image | image | Buffer from base64 |
 * | Timestamp | binary(8) (rowversion values) | Buffer from base64 |
 * | UniqueIdentifier | uniqueidentifier | checked GUID text |
 * | Date | date | Date at UTC midnight |
 * | DateTime, SmallDateTime | datetime, smalldatetime | Date whose UTC fields are the wall clock |
 * | DateTime2 | datetime2(7) | same, plus 100 ns digits (nanosecondDelta) |
 * | Time | time(7) | Date on 1970-01-01 UTC, plus 100 ns digits |
 * | DateTimeOffset | datetimeoffset(7) | the instant, keeping the offset given (UTC when none) |
 *
 * Sizes beyond the type's limit (8000 bytes; 4000 for N types) and size -1 mean max. Output and
 * inputOutput decimals are declared decimal(38, s) with s = max(the value's scale, 10), since the
 * command carries no precision and the server converts the procedure's value to the declared type.
 * The driver forces `useUTC` so that Date UTC fields are the wall clock both ways.
 */
import sql from 'mssql';
import type { SqlParameter } from '@site-query-gateway/protocol/sql-command.js';
import {
  checkDecimalRange,
  formatDecimalValue,
  integerDigits,
  parseBase64Value,
  parseBitValue,
  parseDateTimeValue,
  parseDecimalValue,
  parseFloatValue,
  parseGuidValue,
  parseIntegerValue,
  parseTimeValue,
  roundDecimalValue,
  wallClockMillis,
  type DateTimeParts,
  type DecimalValue,
} from '../param-values.js';
import { ParameterError, bareName, parameterIndex } from '../parameters.js';

/** A declared parameter type as mssql takes it: the type factory and its size, precision, scale. */
export interface MssqlType {
  type: sql.ISqlTypeFactory;
  length?: number;
  precision?: number;
  scale?: number;
}

/** One parameter ready for `request.input` / `request.output`. */
export interface MssqlBinding {
  /** Name without its `@` (what mssql wants). */
  name: string;
  parameter: SqlParameter;
  /** Bound with request.output (output, inputOutput) rather than request.input. */
  output: boolean;
  sqlType: MssqlType;
  value: unknown;
}

/** Largest exact lengths; beyond them the (n)varchar/varbinary types go to max. */
const BYTE_LIMIT = 8000;
const NCHAR_LIMIT = 4000;
/** Significant digits a double carries exactly through tedious's decimal writer. */
const EXACT_DIGITS = 15;

const INT_RANGES = {
  TinyInt: [0n, 255n],
  SmallInt: [-32768n, 32767n],
  Int: [-2147483648n, 2147483647n],
  BigInt: [-9223372036854775808n, 9223372036854775807n],
} as const;

const MAX_REAL = 3.4028234663852886e38;

/** A variable-length type's declared length: the size, or max when none is given or it is too big. */
function varLength(size: number | undefined, limit: number): number {
  if (size === undefined || size < 0 || size > limit) return sql.MAX;
  return Math.max(1, size);
}

/** A fixed-length type's declared length: the size, else the value's own length (at least 1). */
function fixedLength(size: number | undefined, valueLength: number, limit: number): number {
  const n = size !== undefined && size > 0 ? size : Math.max(1, valueLength);
  if (n > limit) throw new ParameterError(`value is longer than ${limit}, the most the fixed-length type holds; use the variable-length type`);
  return n;
}

/** Date for a wall clock read through UTC fields (the driver runs tedious with useUTC). */
function utcDate(parts: DateTimeParts, withNanos: boolean): Date {
  const date = new Date(wallClockMillis(parts));
  // tedious adds nanosecondDelta (a fraction of a second) below the millisecond for time(7) & co.
  if (withNanos) Object.defineProperty(date, 'nanosecondDelta', { value: (parts.nanosecond % 1_000_000) / 1e9 });
  return date;
}

function checkYearRange(parts: DateTimeParts, from: string, to: string): void {
  const text = `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  if (text < from || text > to) throw new ParameterError(`value is outside ${from}..${to}`);
}

function decimalType(d: DecimalValue | null, forOutput: boolean): MssqlType {
  if (forOutput) return { type: sql.Decimal, precision: 38, scale: Math.min(38, Math.max(d?.scale ?? 0, 10)) };
  const scale = d?.scale ?? 0;
  const precision = Math.max(1, integerDigits(d ?? { negative: false, digits: '', scale: 0 }) + scale);
  if (precision > 38) throw new ParameterError('value has more than 38 digits');
  return { type: sql.Decimal, precision, scale };
}

/** Exact enough for tedious's float path, or the text for the server to convert. */
function decimalJs(d: DecimalValue): number | string {
  return d.digits.length <= EXACT_DIGITS ? Number(formatDecimalValue(d)) : formatDecimalValue(d);
}

const TEXT_FOR_SERVER: MssqlType = { type: sql.VarChar, length: 100 };

/** The declared type and JS value of one parameter. `value` is null for SQL NULL and pure outputs. */
function mapValue(p: SqlParameter, value: string | null, forOutput: boolean): { sqlType: MssqlType; value: unknown } {
  switch (p.type) {
    case 'BigInt':
      return { sqlType: { type: sql.BigInt }, value: value === null ? null : parseIntegerValue(value, INT_RANGES.BigInt[0], INT_RANGES.BigInt[1]) };
    case 'Int':
    case 'SmallInt':
    case 'TinyInt': {
      const [min, max] = INT_RANGES[p.type];
      const n = value === null ? null : Number(parseIntegerValue(value, min, max));
      return { sqlType: { type: p.type === 'Int' ? sql.Int : p.type === 'SmallInt' ? sql.SmallInt : sql.TinyInt }, value: n };
    }
    case 'Bit':
      return { sqlType: { type: sql.Bit }, value: value === null ? null : parseBitValue(value) };
    case 'Decimal': {
      const d = value === null ? null : parseDecimalValue(value);
      const sqlType = decimalType(d, forOutput);
      if (d === null) return { sqlType, value: null };
      const rounded = roundDecimalValue(d, sqlType.scale ?? 0);
      const js = decimalJs(rounded);
      return typeof js === 'string' && !forOutput ? { sqlType: TEXT_FOR_SERVER, value: js } : { sqlType, value: Number(js) };
    }
    case 'Money':
    case 'SmallMoney': {
      const sqlType: MssqlType = { type: p.type === 'Money' ? sql.Money : sql.SmallMoney };
      if (value === null) return { sqlType, value: null };
      const d = roundDecimalValue(parseDecimalValue(value), 4);
      if (p.type === 'Money') checkDecimalRange(d, '-922337203685477.5808', '922337203685477.5807');
      else checkDecimalRange(d, '-214748.3648', '214748.3647');
      const js = decimalJs(d);
      return typeof js === 'string' && !forOutput ? { sqlType: TEXT_FOR_SERVER, value: js } : { sqlType, value: Number(js) };
    }
    case 'Float':
      return { sqlType: { type: sql.Float }, value: value === null ? null : parseFloatValue(value) };
    case 'Real':
      return { sqlType: { type: sql.Real }, value: value === null ? null : parseFloatValue(value, MAX_REAL) };
    case 'Char':
      return { sqlType: { type: sql.Char, length: fixedLength(p.size, value?.length ?? 0, BYTE_LIMIT) }, value };
    case 'NChar':
      return { sqlType: { type: sql.NChar, length: fixedLength(p.size, value?.length ?? 0, NCHAR_LIMIT) }, value };
    case 'VarChar':
      return { sqlType: { type: sql.VarChar, length: varLength(p.size, BYTE_LIMIT) }, value };
    case 'NVarChar':
      return { sqlType: { type: sql.NVarChar, length: varLength(p.size, NCHAR_LIMIT) }, value };
    case 'Variant':
      return { sqlType: { type: sql.NVarChar, length: sql.MAX }, value };
    case 'Text':
      return { sqlType: { type: sql.Text }, value };
    case 'NText':
      return { sqlType: { type: sql.NText }, value };
    case 'Xml':
      return { sqlType: { type: sql.Xml }, value };
    case 'Binary': {
      const bytes = value === null ? null : parseBase64Value(value);
      return { sqlType: { type: sql.Binary, length: fixedLength(p.size, bytes?.length ?? 0, BYTE_LIMIT) }, value: bytes };
    }
    case 'VarBinary':
      return { sqlType: { type: sql.VarBinary, length: varLength(p.size, BYTE_LIMIT) }, value: value === null ? null : parseBase64Value(value) };
    case 'Image':
      return { sqlType: { type: sql.Image }, value: value === null ? null : parseBase64Value(value) };
    case 'Timestamp':
      return { sqlType: { type: sql.Binary, length: 8 }, value: value === null ? null : parseBase64Value(value) };
    case 'UniqueIdentifier':
      return { sqlType: { type: sql.UniqueIdentifier }, value: value === null ? null : parseGuidValue(value) };
    case 'Date': {
      if (value === null) return { sqlType: { type: sql.Date }, value: null };
      const parts = { ...parseDateTimeValue(value), hour: 0, minute: 0, second: 0, nanosecond: 0 };
      return { sqlType: { type: sql.Date }, value: utcDate(parts, false) };
    }
    case 'DateTime':
    case 'SmallDateTime': {
      const sqlType: MssqlType = { type: p.type === 'DateTime' ? sql.DateTime : sql.SmallDateTime };
      if (value === null) return { sqlType, value: null };
      const parts = parseDateTimeValue(value);
      if (p.type === 'DateTime') checkYearRange(parts, '1753-01-01', '9999-12-31');
      else checkYearRange(parts, '1900-01-01', '2079-06-06');
      return { sqlType, value: utcDate(parts, false) };
    }
    case 'DateTime2':
      return { sqlType: { type: sql.DateTime2, scale: 7 }, value: value === null ? null : utcDate(parseDateTimeValue(value), true) };
    case 'Time':
      return { sqlType: { type: sql.Time, scale: 7 }, value: value === null ? null : utcDate(parseTimeValue(value), true) };
    case 'DateTimeOffset': {
      if (value === null) return { sqlType: { type: sql.DateTimeOffset, scale: 7 }, value: null };
      const parts = parseDateTimeValue(value);
      const offset = parts.offsetMinutes ?? 0;
      const date = new Date(wallClockMillis(parts) - offset * 60_000);
      // tedious writes the UTC instant and -getTimezoneOffset() as the offset: report the one given.
      Object.defineProperty(date, 'getTimezoneOffset', { value: () => -offset });
      Object.defineProperty(date, 'nanosecondDelta', { value: (parts.nanosecond % 1_000_000) / 1e9 });
      return { sqlType: { type: sql.DateTimeOffset, scale: 7 }, value: date };
    }
  }
}

/** Maps one parameter; returnValue parameters are not bound (they are read from the procedure). */
export function mssqlBinding(p: SqlParameter): MssqlBinding | null {
  if (p.direction === 'returnValue') return null;
  const output = p.direction !== 'input';
  const value = p.direction === 'output' ? null : (p.value ?? null);
  try {
    const mapped = mapValue(p, value, output);
    return { name: bareName(p.name), parameter: p, output, sqlType: mapped.sqlType, value: mapped.value };
  } catch (err) {
    if (err instanceof ParameterError) throw new ParameterError(`Parameter ${p.name} (${p.type}): ${err.message}`);
    throw err;
  }
}

/** All bindings of a command, with names checked (no duplicates, identifier characters only). */
export function mssqlBindings(parameters: readonly SqlParameter[]): MssqlBinding[] {
  parameterIndex(parameters);
  const out: MssqlBinding[] = [];
  for (const p of parameters) {
    if (!/^[A-Za-z_@#][A-Za-z0-9_@#$]*$/.test(bareName(p.name))) {
      throw new ParameterError(`Parameter name ${JSON.stringify(p.name)} is not an identifier`);
    }
    const binding = mssqlBinding(p);
    if (binding) out.push(binding);
  }
  return out;
}
