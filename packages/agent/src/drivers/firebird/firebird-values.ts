/**
 * @module agent/drivers/firebird-values
 * Values across the Firebird boundary: command parameters (strings with SQL Server type names) into
 * what node-firebird binds, and fetched cells into row JSON. Pure functions over the column metadata
 * the server returns when a statement is prepared.
 *
 * Parameters are bound, never interpolated. Numbers and decimals are bound as their exact text and
 * the server converts them to the target type (Firebird converts a text parameter to whatever the
 * statement expects), so nothing passes through a float. Binary is bound as bytes, dates and times as
 * timestamps when the target is a date or time (else as ISO text).
 *
 * | Type name | Bound as |
 * |---|---|
 * | TinyInt, SmallInt, Int, BigInt | checked integer, as text |
 * | Decimal, Money, SmallMoney | checked exact decimal, as text |
 * | Float, Real | JS number (double) |
 * | Bit | boolean (BOOLEAN target) or 0/1 |
 * | Char, NChar, VarChar, NVarChar, Text, NText, Xml, Variant | text |
 * | Binary, VarBinary, Image, Timestamp | bytes from base64 (CHAR/VARCHAR OCTETS or BLOB targets) |
 * | UniqueIdentifier | 16 bytes when the target is CHAR(16) OCTETS (CHAR_TO_UUID layout), else the GUID text |
 * | Date, DateTime, DateTime2, SmallDateTime, Time | wall-clock timestamp; any UTC offset in the text is ignored |
 * | DateTimeOffset | refused: Firebird 3 has no time zone types |
 */
import type { SqlParameter } from '@site-query-gateway/protocol/sql-command.js';
import { numberToDecimalText, utcWallClock, wallDate, wallDateTime, wallTime } from '../cell-text.js';
import {
  checkDecimalRange,
  formatDecimalValue,
  guidToBytes,
  parseBase64Value,
  parseBitValue,
  parseDateTimeValue,
  parseDecimalValue,
  parseFloatValue,
  parseGuidValue,
  parseIntegerValue,
  parseTimeValue,
  wallClockMillis,
  type DateTimeParts,
} from '../param-values.js';
import { ParameterError } from '../parameters.js';
import { base64Json, integerJson, numberJson } from '../row-json.js';

/** Firebird SQL type codes (ibase.h), nullability bit cleared. */
export const FB = {
  TEXT: 452,
  VARYING: 448,
  SHORT: 500,
  LONG: 496,
  FLOAT: 482,
  DOUBLE: 480,
  D_FLOAT: 530,
  TIMESTAMP: 510,
  BLOB: 520,
  ARRAY: 540,
  QUAD: 550,
  TYPE_TIME: 560,
  TYPE_DATE: 570,
  INT64: 580,
  INT128: 32752,
  TIMESTAMP_TZ: 32754,
  TIMESTAMP_TZ_EX: 32748,
  TIME_TZ: 32756,
  TIME_TZ_EX: 32750,
  DEC16: 32760,
  DEC34: 32762,
  BOOLEAN: 32764,
  NULL: 32766,
} as const;

/** Character set id 1 is OCTETS: CHAR/VARCHAR columns of bytes. */
const CHARSET_OCTETS = 1;
/** BLOB sub_type 1 is text; every other sub_type is bytes. */
const BLOB_TEXT = 1;

/** The parts of node-firebird's column metadata (XSQLVAR) the conversions read. */
export interface FbColumnMeta {
  type: number;
  subType: number;
  scale: number;
  length: number;
  alias?: string;
  field?: string;
}

export function sqlType(meta: FbColumnMeta): number {
  return meta.type & ~1;
}

function isDateLike(meta: FbColumnMeta): boolean {
  const t = sqlType(meta);
  return t === FB.TIMESTAMP || t === FB.TYPE_DATE || t === FB.TYPE_TIME || t === FB.TIMESTAMP_TZ || t === FB.TIME_TZ
    || t === FB.TIMESTAMP_TZ_EX || t === FB.TIME_TZ_EX;
}

function isOctets(meta: FbColumnMeta): boolean {
  const t = sqlType(meta);
  return (t === FB.TEXT || t === FB.VARYING) && meta.subType === CHARSET_OCTETS;
}

/**
 * A Date whose wall clock node-firebird encodes unchanged. node-firebird writes a Date as local time
 * (getTime() minus getTimezoneOffset()); reporting offset 0 makes the UTC fields the wall clock,
 * whatever the agent's time zone, daylight saving gaps included.
 */
function wallClockDate(parts: DateTimeParts): Date {
  const date = new Date(wallClockMillis(parts));
  Object.defineProperty(date, 'getTimezoneOffset', { value: () => 0 });
  return date;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function timeText(p: DateTimeParts): string {
  // Firebird keeps 1/10 000 s.
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.${pad(Math.floor(p.nanosecond / 100_000), 4)}`;
}

function dateText(p: DateTimeParts): string {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

const INT_RANGES = {
  TinyInt: [0n, 255n],
  SmallInt: [-32768n, 32767n],
  Int: [-2147483648n, 2147483647n],
  BigInt: [-9223372036854775808n, 9223372036854775807n],
} as const;

const MAX_REAL = 3.4028234663852886e38;

/**
 * The value node-firebird binds for one parameter, given the statement's metadata for that `?`.
 * Throws ParameterError for a value that does not parse and for types Firebird cannot hold.
 */
export function firebirdParamValue(p: SqlParameter, meta: FbColumnMeta): unknown {
  if (p.direction === 'output' || p.value === undefined || p.value === null) return null;
  try {
    return bindValue(p, p.value, meta);
  } catch (err) {
    if (err instanceof ParameterError) throw new ParameterError(`Parameter ${p.name} (${p.type}): ${err.message}`);
    throw err;
  }
}

function bindValue(p: SqlParameter, value: string, meta: FbColumnMeta): unknown {
  switch (p.type) {
    case 'TinyInt':
    case 'SmallInt':
    case 'Int':
    case 'BigInt': {
      const [min, max] = INT_RANGES[p.type];
      return parseIntegerValue(value, min, max).toString();
    }
    case 'Decimal':
    case 'Money':
    case 'SmallMoney': {
      const d = parseDecimalValue(value);
      if (p.type === 'Money') checkDecimalRange(d, '-922337203685477.5808', '922337203685477.5807');
      if (p.type === 'SmallMoney') checkDecimalRange(d, '-214748.3648', '214748.3647');
      return formatDecimalValue(d);
    }
    case 'Float':
      return parseFloatValue(value);
    case 'Real':
      return parseFloatValue(value, MAX_REAL);
    case 'Bit':
      return parseBitValue(value);
    case 'Char':
    case 'NChar':
    case 'VarChar':
    case 'NVarChar':
    case 'Text':
    case 'NText':
    case 'Xml':
    case 'Variant':
      return value;
    case 'Binary':
    case 'VarBinary':
    case 'Image':
    case 'Timestamp':
      return parseBase64Value(value);
    case 'UniqueIdentifier': {
      const guid = parseGuidValue(value);
      return isOctets(meta) && meta.length === 16 ? guidToBytes(guid) : guid;
    }
    case 'Date': {
      const parts = { ...parseDateTimeValue(value), hour: 0, minute: 0, second: 0, nanosecond: 0 };
      return isDateLike(meta) ? wallClockDate(parts) : dateText(parts);
    }
    case 'DateTime':
    case 'DateTime2':
    case 'SmallDateTime': {
      const parts = parseDateTimeValue(value);
      return isDateLike(meta) ? wallClockDate(parts) : `${dateText(parts)} ${timeText(parts)}`;
    }
    case 'Time': {
      const parts = parseTimeValue(value);
      return isDateLike(meta) ? wallClockDate(parts) : timeText(parts);
    }
    case 'DateTimeOffset':
      throw new ParameterError('not supported by Firebird 3 (no time zone types); use DateTime');
  }
}

/** Refuses, before anything runs, type names this engine cannot bind at all. */
export function checkFirebirdParamTypes(parameters: readonly SqlParameter[]): void {
  for (const p of parameters) {
    if (p.type === 'DateTimeOffset') {
      throw new ParameterError(`Parameter ${p.name}: DateTimeOffset is not supported by Firebird 3 (no time zone types); use DateTime`);
    }
    if (p.direction === 'returnValue') throw new ParameterError(`Parameter ${p.name}: Firebird has no return values`);
  }
}

/** How a result column is written in row JSON. */
export type FbCellKind =
  | 'integer' | 'decimal' | 'float' | 'text' | 'binary' | 'blobText' | 'blobBinary' | 'date' | 'time'
  | 'timestamp' | 'instant' | 'boolean' | 'plain' | 'null' | 'unsupported';

export function cellKind(meta: FbColumnMeta): FbCellKind {
  const t = sqlType(meta);
  // A negative scale is a NUMERIC/DECIMAL, whatever its storage (dialect 1 even keeps them in doubles).
  const scaled = meta.scale < 0;
  switch (t) {
    case FB.SHORT:
    case FB.LONG:
    case FB.INT64:
    case FB.INT128:
      return scaled ? 'decimal' : 'integer';
    case FB.FLOAT:
    case FB.DOUBLE:
    case FB.D_FLOAT:
      return scaled ? 'decimal' : 'float';
    case FB.TEXT:
    case FB.VARYING:
      return meta.subType === CHARSET_OCTETS ? 'binary' : 'text';
    case FB.BLOB:
      return meta.subType === BLOB_TEXT ? 'blobText' : 'blobBinary';
    case FB.TYPE_DATE:
      return 'date';
    case FB.TYPE_TIME:
      return 'time';
    case FB.TIMESTAMP:
      return 'timestamp';
    case FB.TIMESTAMP_TZ:
    case FB.TIMESTAMP_TZ_EX:
    case FB.TIME_TZ:
    case FB.TIME_TZ_EX:
      return 'instant';
    case FB.BOOLEAN:
      return 'boolean';
    case FB.DEC16:
    case FB.DEC34:
      return 'plain';
    case FB.NULL:
      return 'null';
    default:
      return 'unsupported';
  }
}

/**
 * node-firebird decodes DATE/TIME/TIMESTAMP into a Date whose local fields are the stored wall clock.
 * Shifting by the Date's own offset gives a Date whose UTC fields are that wall clock. (In the hour
 * a daylight saving change skips, local time cannot hold the value; containers run in UTC.)
 */
function wallClockOf(date: Date): Date {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
}

/** One fetched cell as a row JSON fragment. Blobs must already be read (text → string, bytes → Buffer). */
export function cellFragment(kind: FbCellKind, meta: FbColumnMeta, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (kind) {
    case 'integer':
      // INT64/INT128 arrive as exact strings (numericMode 'string'), SHORT/LONG as numbers.
      return integerJson(String(value));
    case 'decimal':
      // INT64/INT128 arrive as exact scaled strings; SHORT/LONG and dialect 1 doubles as numbers,
      // exact to their few digits.
      return JSON.stringify(typeof value === 'string' ? value : numberToDecimalText(Number(value), -meta.scale));
    case 'float':
      return numberJson(Number(value));
    case 'text':
    case 'blobText':
      return JSON.stringify(Buffer.isBuffer(value) ? value.toString('utf8') : String(value));
    case 'binary':
    case 'blobBinary':
      return base64Json(Buffer.isBuffer(value) ? value : Buffer.from(String(value)));
    case 'date':
      return JSON.stringify(wallDate(utcWallClock(wallClockOf(value as Date))));
    case 'time':
      return JSON.stringify(wallTime(utcWallClock(wallClockOf(value as Date))));
    case 'timestamp':
      return JSON.stringify(wallDateTime(utcWallClock(wallClockOf(value as Date))));
    case 'instant':
      return JSON.stringify((value as Date).toISOString());
    case 'boolean':
      return value ? 'true' : 'false';
    case 'plain':
      return JSON.stringify(String(value));
    case 'null':
    case 'unsupported':
      return 'null';
  }
}
