/**
 * @module fhir/rows
 * Reads one row as the gateway relays it, whatever the engine: keys compared in lower case (Firebird
 * upper-cases unquoted aliases), text trimmed (Bp pads), integers that arrive as strings (64-bit
 * columns) turned into numbers, dates and timestamps normalised from the forms the drivers write
 * (`2026-11-20`, `2026-11-20 10:00:00`, `2026-11-20T10:00:00.000`). Selected columns are aliased
 * `c_<key>` by the SQL writer; this is the other half of that convention.
 */
import { parseWallDay, parseWallStamp, wallDay } from './time-zone.js';

/** Each key's alias, made once: a row is read by alias dozens of times a resource (see fieldAlias). */
const aliases = new Map<string, string>();

/**
 * `c_<key in lower case>`. The same string object for a key every time: a property looked up by a string
 * built anew each time is hashed and interned again at every read, a sizeable share of the facade's CPU.
 */
export function fieldAlias(key: string): string {
  let alias = aliases.get(key);
  if (alias === undefined) {
    alias = `c_${key.toLowerCase()}`;
    // Keys are the mappings' own (a bounded set); the guard only keeps a misuse from growing it without end.
    if (aliases.size < 10_000) aliases.set(key, alias);
  }
  return alias;
}

export class RowReader {
  /** The row's keys in lower case, built only when a key is not found as written (Firebird's upper case). */
  private lowered: Map<string, unknown> | undefined;

  constructor(private readonly row: Record<string, unknown>) {}

  /** The value as the driver sent it (null for SQL NULL, undefined when not selected). */
  raw(alias: string): unknown {
    // Most engines hand the aliases back as written (lower case): a plain own-property read, no copy.
    if (Object.hasOwn(this.row, alias)) return this.row[alias];
    if (this.lowered === undefined) {
      this.lowered = new Map();
      for (const [key, value] of Object.entries(this.row)) this.lowered.set(key.toLowerCase(), value);
    }
    return this.lowered.get(alias.toLowerCase());
  }

  private field(key: string): unknown {
    return this.raw(fieldAlias(key));
  }

  /** Trimmed text; undefined for NULL or blank. */
  text(key: string): string | undefined {
    const v = this.field(key);
    if (v === null || v === undefined) return undefined;
    const s = String(v).trim();
    return s === '' ? undefined : s;
  }

  int(key: string): number | undefined {
    const v = this.field(key);
    if (v === null || v === undefined || v === '') return undefined;
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? Math.trunc(n) : undefined;
  }

  real(key: string): number | undefined {
    const v = this.field(key);
    if (v === null || v === undefined || v === '') return undefined;
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? n : undefined;
  }

  /** `YYYY-MM-DD`, or undefined. */
  day(key: string): string | undefined {
    const v = this.field(key);
    if (typeof v !== 'string') return undefined;
    const wall = parseWallDay(v);
    return wall === undefined ? undefined : wallDay(wall);
  }

  /** Wall milliseconds at the midnight that starts the day of a date (or timestamp), or undefined. */
  dayStart(key: string): number | undefined {
    const v = this.field(key);
    return typeof v === 'string' ? parseWallDay(v) : undefined;
  }

  /** Wall milliseconds of a local timestamp (to the second), or undefined. */
  stamp(key: string): number | undefined {
    const v = this.field(key);
    return typeof v === 'string' ? parseWallStamp(v) : undefined;
  }
}
