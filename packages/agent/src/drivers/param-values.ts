/**
 * @module agent/drivers/param-values
 * Parses the string values of typed parameters (values travel as strings, binary as base64) into
 * checked parts a driver can bind. Shared by the Firebird and SQL Server drivers.
 *
 * Parsing is strict on purpose: a value that does not fit its declared type is the integrator's
 * mistake and must come back as a 400 with a message naming the parameter, not as whatever the
 * database makes of it (SQL Server silently rounds, Firebird reports a conversion error far from
 * the cause). Failures are ParameterError (parameters.ts), which drivers report with invalidRequest.
 *
 * parameters.ts checks values and hands back text; this module goes further where the Firebird and
 * SQL Server clients need it: exact decimal digits and rounding, money ranges, GUIDs, calendar-checked
 * date and time parts.
 */
import { ParameterError } from './parameters.js';

const INTEGER_RE = /^[+-]?\d+$/;
/** Plain decimal literal, optionally with an exponent (`1.5`, `-.25`, `12e-3`). */
const DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const FLOAT_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const GUID_RE = /^\{?([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\}?$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?/;
const OFFSET_RE = /^(?:Z|([+-])(\d{2}):?(\d{2}))$/i;

/** Parses an integer and checks it against the inclusive range of its declared type. */
export function parseIntegerValue(value: string, min: bigint, max: bigint): bigint {
  const text = value.trim();
  if (!INTEGER_RE.test(text)) throw new ParameterError(`"${value}" is not an integer`);
  const n = BigInt(text);
  if (n < min || n > max) throw new ParameterError(`${text} is outside ${min}..${max}`);
  return n;
}

/** An exact decimal: sign, significant digits and how many of them are fraction digits. */
export interface DecimalValue {
  negative: boolean;
  /** Digits without leading zeros ('' for zero). */
  digits: string;
  /** Number of trailing `digits` after the decimal point (0 or more). */
  scale: number;
}

/** Parses a decimal literal exactly (no float on the way), normalising exponents away. */
export function parseDecimalValue(value: string): DecimalValue {
  const match = DECIMAL_RE.exec(value.trim());
  const intPart = match?.[2] ?? '';
  const fracPart = match?.[3] ?? '';
  if (!match || (intPart === '' && fracPart === '')) throw new ParameterError(`"${value}" is not a decimal number`);
  const exponent = Number(match[4] ?? '0');
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) throw new ParameterError(`"${value}" is out of range`);
  let digits = intPart + fracPart;
  let scale = fracPart.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  digits = digits.replace(/^0+/, '');
  if (digits === '') scale = 0;
  // Trailing fraction zeros carry no value; dropping them keeps precision checks honest.
  while (scale > 0 && digits.endsWith('0')) {
    digits = digits.slice(0, -1);
    scale--;
  }
  return { negative: match[1] === '-' && digits !== '', digits, scale };
}

/** Writes a DecimalValue as a plain literal (`-0.05`, `120`). */
export function formatDecimalValue(d: DecimalValue): string {
  const padded = d.digits.padStart(d.scale + 1, '0');
  const int = padded.slice(0, padded.length - d.scale);
  const frac = padded.slice(padded.length - d.scale);
  return `${d.negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** Rounds half away from zero to `scale` fraction digits (what SQL Server does converting to decimal). */
export function roundDecimalValue(d: DecimalValue, scale: number): DecimalValue {
  if (d.scale <= scale) return d;
  const drop = d.scale - scale;
  const padded = d.digits.padStart(drop + 1, '0');
  let kept = BigInt(padded.slice(0, padded.length - drop));
  if (Number(padded[padded.length - drop]) >= 5) kept += 1n;
  return parseDecimalValue(`${d.negative ? '-' : ''}${kept}e-${scale}`);
}

/** Integer digits of a decimal (for precision checks). */
export function integerDigits(d: DecimalValue): number {
  return Math.max(d.digits.length - d.scale, 0);
}

/** Checks an exact decimal against a [min, max] range given as literals (money types). */
export function checkDecimalRange(d: DecimalValue, min: string, max: string): void {
  const asScaled = (x: DecimalValue, scale: number): bigint =>
    BigInt(`${x.negative ? '-' : ''}${x.digits || '0'}${'0'.repeat(scale - x.scale)}`);
  const lo = parseDecimalValue(min);
  const hi = parseDecimalValue(max);
  const scale = Math.max(d.scale, lo.scale, hi.scale);
  const v = asScaled(d, scale);
  if (v < asScaled(lo, scale) || v > asScaled(hi, scale)) {
    throw new ParameterError(`${formatDecimalValue(d)} is outside ${min}..${max}`);
  }
}

/** Parses a binary floating-point number; `maxMagnitude` is the type's largest finite value. */
export function parseFloatValue(value: string, maxMagnitude = Number.MAX_VALUE): number {
  const text = value.trim();
  if (!FLOAT_RE.test(text)) throw new ParameterError(`"${value}" is not a number`);
  const n = Number(text);
  if (!Number.isFinite(n) || Math.abs(n) > maxMagnitude) throw new ParameterError(`${text} is out of range`);
  return n;
}

/** Bit: `1`/`0`/`true`/`false` in any case (.NET clients send `True`). */
export function parseBitValue(value: string): boolean {
  switch (value.trim().toLowerCase()) {
    case '1':
    case 'true':
      return true;
    case '0':
    case 'false':
      return false;
    default:
      throw new ParameterError(`"${value}" is not a bit (1, 0, true, false)`);
  }
}

/** Strict base64 (standard alphabet, padded): a typo must not silently drop bytes. */
export function parseBase64Value(value: string): Buffer {
  const text = value.replace(/\s+/g, '');
  if (!BASE64_RE.test(text)) throw new ParameterError('value is not valid base64');
  return Buffer.from(text, 'base64');
}

/** A GUID, braces optional; returned lower-case without braces. */
export function parseGuidValue(value: string): string {
  const match = GUID_RE.exec(value.trim());
  if (!match?.[1]) throw new ParameterError(`"${value}" is not a GUID`);
  return match[1].toLowerCase();
}

/** The 16 bytes of a GUID in RFC 4122 (string) order, as Firebird's CHAR_TO_UUID stores it. */
export function guidToBytes(guid: string): Buffer {
  return Buffer.from(guid.replace(/-/g, ''), 'hex');
}

/** A calendar date and wall-clock time, with the UTC offset when the text gave one. */
export interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0..999 999 999 */
  nanosecond: number;
  /** Minutes east of UTC, or null when the text named no offset. */
  offsetMinutes: number | null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parseTimePart(text: string, whole: string): { rest: string; hour: number; minute: number; second: number; nanosecond: number } {
  const match = TIME_RE.exec(text);
  if (!match) throw new ParameterError(`"${whole}" is not an ISO 8601 time`);
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? '0');
  const nanosecond = Number((match[4] ?? '').padEnd(9, '0'));
  if (hour > 23 || minute > 59 || second > 59) throw new ParameterError(`"${whole}" is not a valid time`);
  return { rest: text.slice(match[0].length), hour, minute, second, nanosecond };
}

function parseOffset(text: string, whole: string): number | null {
  if (text === '') return null;
  const match = OFFSET_RE.exec(text);
  if (!match) throw new ParameterError(`"${whole}" has an invalid UTC offset`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (Number(match[2]) > 14 || Number(match[3]) > 59) throw new ParameterError(`"${whole}" has an invalid UTC offset`);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Parses ISO 8601 `YYYY-MM-DD[(T| )HH:MM[:SS[.fffffffff]]][Z|±HH:MM]`. A date alone means midnight:
 * .NET clients send DateTime values for Date parameters and dates for DateTime ones.
 */
export function parseDateTimeValue(value: string): DateTimeParts {
  const text = value.trim();
  const match = DATE_RE.exec(text);
  if (!match) throw new ParameterError(`"${value}" is not an ISO 8601 date`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new ParameterError(`"${value}" is not a valid date`);
  }
  let rest = text.slice(match[0].length);
  let time = { hour: 0, minute: 0, second: 0, nanosecond: 0 };
  if (rest.startsWith('T') || rest.startsWith('t') || rest.startsWith(' ')) {
    const parsed = parseTimePart(rest.slice(1), value);
    rest = parsed.rest;
    time = parsed;
  }
  const offsetMinutes = parseOffset(rest, value);
  return { year, month, day, ...pickTime(time), offsetMinutes };
}

function pickTime(t: { hour: number; minute: number; second: number; nanosecond: number }) {
  return { hour: t.hour, minute: t.minute, second: t.second, nanosecond: t.nanosecond };
}

/** Parses a time of day `HH:MM[:SS[.fffffffff]]`; a full date-time is accepted and its date ignored. */
export function parseTimeValue(value: string): DateTimeParts {
  const text = value.trim();
  if (DATE_RE.test(text)) {
    const parts = parseDateTimeValue(text);
    return { ...parts, year: 1970, month: 1, day: 1 };
  }
  const parsed = parseTimePart(text, value);
  const offsetMinutes = parseOffset(parsed.rest, value);
  return { year: 1970, month: 1, day: 1, ...pickTime(parsed), offsetMinutes };
}

/** The wall-clock time of `parts` as milliseconds since the epoch, read as if it were UTC. */
export function wallClockMillis(parts: DateTimeParts): number {
  const ms = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  // Date.UTC maps years 0..99 to 1900..1999; set the year again for those.
  const date = new Date(ms);
  date.setUTCFullYear(parts.year);
  return date.getTime() + Math.floor(parts.nanosecond / 1_000_000);
}
