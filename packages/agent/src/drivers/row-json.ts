/**
 * @module agent/drivers/row-json
 * Small pieces every driver uses when it, rather than the engine, writes row JSON text: key prefixes,
 * the ±2^53 integer rule, ISO 8601 date-times, base64. Pure functions over strings; no engine code, no I/O.
 * Rows are built by concatenation, never as JS objects, because one object per row is the cost the
 * streaming path exists to avoid.
 */

/** Largest integer a JSON reader (JavaScript, most others) keeps exactly; beyond it values travel as strings. */
export const MAX_SAFE_INTEGER_TEXT = '9007199254740991';

/** `{"a":`, `,"b":`, … for the (de-duplicated) column names: a row is prefix₀ + value₀ + prefix₁ + … + `}`. */
export function keyPrefixes(columns: readonly string[]): string[] {
  return columns.map((name, i) => `${i === 0 ? '{' : ','}${JSON.stringify(name)}:`);
}

/** Joins JSON value fragments into one row object text. */
export function rowText(prefixes: readonly string[], fragments: readonly string[]): string {
  if (prefixes.length === 0) return '{}';
  let text = '';
  for (let i = 0; i < prefixes.length; i++) text += prefixes[i]! + fragments[i]!;
  return `${text}}`;
}

const INTEGER_TEXT = /^[+-]?\d+$/;

/** A decimal integer's JSON fragment: a number while it is within ±(2^53 − 1), a string beyond. */
export function integerJson(text: string): string {
  if (!INTEGER_TEXT.test(text)) return JSON.stringify(text);
  const digits = text.replace(/^[+-]?0*/, '');
  const safe = digits.length < MAX_SAFE_INTEGER_TEXT.length || (digits.length === MAX_SAFE_INTEGER_TEXT.length && digits <= MAX_SAFE_INTEGER_TEXT);
  if (!safe) return JSON.stringify(text.startsWith('+') ? text.slice(1) : text);
  return String(Number(text));
}

/** A JS number's fragment; NaN and ±Infinity have no JSON number form, so they travel as strings. */
export function numberJson(value: number): string {
  return Number.isFinite(value) ? String(value) : JSON.stringify(String(value));
}

/** A bigint's fragment under the ±2^53 rule. */
export function bigintJson(value: bigint): string {
  return value >= -9007199254740991n && value <= 9007199254740991n ? String(value) : `"${value}"`;
}

const SPACED_DATE_TIME = /^(\d{4,}-\d\d-\d\d) (\d\d:\d\d)/;

/** `2024-02-29 13:45:30.123` (engine text) → `2024-02-29T13:45:30.123` (ISO 8601); other text unchanged. */
export function isoDateTime(text: string): string {
  return text.replace(SPACED_DATE_TIME, '$1T$2');
}

/** PostgreSQL-style offsets `+10` / `-0330` → `+10:00` / `-03:30`, the extended ISO 8601 form. */
export function isoOffset(text: string): string {
  return text.replace(/([+-])(\d\d)(?::?(\d\d))?(?::?(\d\d))?$/, (_m, sign: string, hh: string, mm?: string, ss?: string) =>
    `${sign}${hh}:${mm ?? '00'}${ss ? `:${ss}` : ''}`,
  );
}

export function base64Json(bytes: Uint8Array): string {
  return `"${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}"`;
}

/**
 * Turns one JSON value fragment into an output-parameter string (output values travel as strings):
 * strings unquoted, numbers and booleans as written, null as null, objects as JSON text.
 */
export function fragmentToOutput(fragment: string): string | null {
  if (fragment === 'null') return null;
  if (fragment.startsWith('"')) return JSON.parse(fragment) as string;
  return fragment;
}

/** The same for a value already parsed from row JSON. */
export function valueToOutput(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
