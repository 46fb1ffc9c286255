/**
 * @module agent/drivers/parameters
 * Engine-neutral handling of SqlCommand parameters: names with or without their prefix, direction
 * groups, and checks of the string values that integrators send (integers, decimals, bits, base64,
 * ISO dates) before any driver binds them. Throws ParameterError; each driver turns it into a
 * DriverError with its own errorType. Never builds SQL and never interpolates a value.
 */
import type { ParameterDirection, SqlParameter, SqlTypeName } from '@site-query-gateway/protocol/sql-command.js';

/** A request the engine cannot run as asked; the driver reports it with invalidRequest = true. */
export class ParameterError extends Error {
  override name = 'ParameterError';
}

/** `@id`, `:id`, `$id` and `id` all name the parameter `id`. */
export function bareName(name: string): string {
  return name.replace(/^[@:$]/, '');
}

/** Case-insensitive lookup by bare name (SQL Server, which integrators' clients mimic, ignores case). */
export function parameterIndex(parameters: readonly SqlParameter[]): Map<string, SqlParameter> {
  const byName = new Map<string, SqlParameter>();
  for (const p of parameters) {
    const key = bareName(p.name).toLowerCase();
    if (key === '') throw new ParameterError('A parameter has an empty name');
    if (byName.has(key)) throw new ParameterError(`Parameter ${p.name} is given twice`);
    byName.set(key, p);
  }
  return byName;
}

export function sendsValue(direction: ParameterDirection): boolean {
  return direction === 'input' || direction === 'inputOutput';
}

export function returnsValue(direction: ParameterDirection): boolean {
  return direction !== 'input';
}

function valueOf(p: SqlParameter): string | null {
  return p.value ?? null;
}

const INTEGER_RANGES: Partial<Record<SqlTypeName, readonly [bigint, bigint]>> = {
  BigInt: [-(2n ** 63n), 2n ** 63n - 1n],
  Int: [-(2n ** 31n), 2n ** 31n - 1n],
  SmallInt: [-(2n ** 15n), 2n ** 15n - 1n],
  TinyInt: [0n, 255n],
};

/** Checks an integer-typed value (BigInt, Int, SmallInt, TinyInt) and returns it as a bigint. */
export function integerValue(p: SqlParameter): bigint | null {
  const text = valueOf(p);
  if (text === null) return null;
  const range = INTEGER_RANGES[p.type];
  if (!range) throw new ParameterError(`${p.type} is not an integer type`);
  if (!/^\s*[+-]?\d+\s*$/.test(text)) throw new ParameterError(`Parameter ${p.name} (${p.type}) is not an integer: ${JSON.stringify(text)}`);
  const value = BigInt(text.trim());
  if (value < range[0] || value > range[1]) throw new ParameterError(`Parameter ${p.name} (${p.type}) is out of range: ${text}`);
  return value;
}

/** Float and Real: a finite decimal number. */
export function floatValue(p: SqlParameter): number | null {
  const text = valueOf(p);
  if (text === null) return null;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new ParameterError(`Parameter ${p.name} (${p.type}) is not a number: ${JSON.stringify(text)}`);
  return value;
}

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Decimal, Money, SmallMoney: kept as text so no digit is lost on the way to the engine. */
export function decimalValue(p: SqlParameter): string | null {
  const text = valueOf(p);
  if (text === null) return null;
  const trimmed = text.trim();
  if (!DECIMAL_TEXT.test(trimmed)) throw new ParameterError(`Parameter ${p.name} (${p.type}) is not a decimal number: ${JSON.stringify(text)}`);
  return trimmed;
}

/** Bit: `1`/`0`/`true`/`false` (any case), as .NET clients write them. */
export function bitValue(p: SqlParameter): boolean | null {
  const text = valueOf(p);
  if (text === null) return null;
  const t = text.trim().toLowerCase();
  if (t === '1' || t === 'true') return true;
  if (t === '0' || t === 'false') return false;
  throw new ParameterError(`Parameter ${p.name} (Bit) must be 1, 0, true or false: ${JSON.stringify(text)}`);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Binary, VarBinary, Image: base64, checked strictly so a typo is not silently truncated. */
export function binaryValue(p: SqlParameter): Buffer | null {
  const text = valueOf(p);
  if (text === null) return null;
  const compact = text.replace(/\s+/g, '');
  if (!BASE64.test(compact)) throw new ParameterError(`Parameter ${p.name} (${p.type}) is not base64`);
  return Buffer.from(compact, 'base64');
}

const ISO_DATE_TIME = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d(?::\d\d(?:\.\d{1,9})?)?))?(Z|[+-]\d\d:?\d\d)?$/;
const ISO_TIME = /^\d\d:\d\d(:\d\d(\.\d{1,9})?)?$/;

/** Date: `YYYY-MM-DD` (a date-time is accepted and cut to its date). */
export function dateValue(p: SqlParameter): string | null {
  const text = valueOf(p);
  if (text === null) return null;
  const m = ISO_DATE_TIME.exec(text.trim());
  if (!m) throw new ParameterError(`Parameter ${p.name} (Date) is not an ISO 8601 date: ${JSON.stringify(text)}`);
  return m[1]!;
}

export interface DateTimeParts {
  date: string;
  /** `HH:MM:SS[.fffffffff]`, `00:00:00` when the value had no time. */
  time: string;
  /** `Z`, `+10:00`…; undefined when the value had none. */
  offset: string | undefined;
}

/** DateTime, DateTime2, SmallDateTime, DateTimeOffset: ISO 8601 (a space instead of `T` is accepted). */
export function dateTimeValue(p: SqlParameter): DateTimeParts | null {
  const text = valueOf(p);
  if (text === null) return null;
  const m = ISO_DATE_TIME.exec(text.trim());
  if (!m) throw new ParameterError(`Parameter ${p.name} (${p.type}) is not an ISO 8601 date-time: ${JSON.stringify(text)}`);
  let time = m[2] ?? '00:00:00';
  if (time.length === 5) time += ':00';
  const rawOffset = m[3];
  const offset = rawOffset === undefined || rawOffset === 'Z' ? rawOffset : `${rawOffset.slice(0, 3)}:${rawOffset.slice(-2)}`;
  return { date: m[1]!, time, offset };
}

/** Time: `HH:MM[:SS[.fff]]`. */
export function timeValue(p: SqlParameter): string | null {
  const text = valueOf(p);
  if (text === null) return null;
  const t = text.trim();
  if (!ISO_TIME.test(t)) throw new ParameterError(`Parameter ${p.name} (Time) is not an ISO 8601 time: ${JSON.stringify(text)}`);
  return t.length === 5 ? `${t}:00` : t;
}

/** Character and other text-carried types: the string as sent. */
export function textValue(p: SqlParameter): string | null {
  return valueOf(p);
}
