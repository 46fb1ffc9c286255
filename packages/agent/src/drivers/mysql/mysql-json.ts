/**
 * @module agent/drivers/mysql-json
 * Row JSON for MySQL and MariaDB, built here from mysql2's values (the pool is set up so that mysql2
 * leaves BIGINT beyond ±2^53, DECIMAL, dates, times and JSON as strings and binary as Buffers). One
 * encoder per column, chosen once from the column definition:
 * TINYINT(1)/BOOLEAN and BIT(1) → true/false (as Connector/NET reads them); DATETIME/TIMESTAMP →
 * ISO 8601 with `T`; FLOAT → its 7 significant digits (the binary protocol would show 0.1 as
 * 0.10000000149011612); JSON columns embedded as JSON; binary → base64; other strings as strings.
 * MySQL has no DB-side JSON path here: JSON_OBJECT would need per-version fixes for each of these rules.
 */
import { base64Json, bigintJson, isoDateTime, keyPrefixes, numberJson, rowText } from '../row-json.js';

/** MySQL protocol column types (include/field_types.h). */
export const MYSQL_TYPE = {
  TINY: 1, FLOAT: 4, TIMESTAMP: 7, DATETIME: 12, BIT: 16, JSON: 245,
} as const;

export interface ColumnDefinition {
  name: string;
  columnType?: number;
  type?: number;
  columnLength?: number;
}

type Encoder = (value: unknown) => string;

function generic(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return numberJson(value);
  if (typeof value === 'bigint') return bigintJson(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Uint8Array) return base64Json(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  // GEOMETRY arrives parsed ({x, y}, arrays of them): keep its structure.
  return JSON.stringify(value);
}

function truthy(value: unknown): boolean {
  if (value instanceof Uint8Array) return value.some((byte) => byte !== 0);
  return Number(value) !== 0;
}

export function encoderFor(column: ColumnDefinition): Encoder {
  const type = column.columnType ?? column.type;
  const single = column.columnLength === 1;
  if ((type === MYSQL_TYPE.TINY || type === MYSQL_TYPE.BIT) && single) {
    return (v) => (v === null || v === undefined ? 'null' : truthy(v) ? 'true' : 'false');
  }
  if (type === MYSQL_TYPE.FLOAT) return (v) => (typeof v === 'number' ? numberJson(Number(v.toPrecision(7))) : generic(v));
  if (type === MYSQL_TYPE.DATETIME || type === MYSQL_TYPE.TIMESTAMP) return (v) => (typeof v === 'string' ? JSON.stringify(isoDateTime(v)) : generic(v));
  if (type === MYSQL_TYPE.JSON) return (v) => (typeof v === 'string' ? v : generic(v));
  return generic;
}

/** A row (array of values, in column order) → row JSON text. */
export function rowEncoder(names: readonly string[], columns: readonly ColumnDefinition[]): (row: unknown[]) => string {
  const prefixes = keyPrefixes(names);
  const encoders = columns.map(encoderFor);
  const fragments = new Array<string>(columns.length);
  return (row) => {
    for (let i = 0; i < encoders.length; i++) fragments[i] = encoders[i]!(row[i]);
    return rowText(prefixes, fragments);
  };
}
