/**
 * The columns of decoded rows: their names in select order (a key first seen in a later row goes last) and the
 * type their values share, as the results table heads them.
 */
import type { Row } from '@site-query-gateway/client';

export type ColumnType = 'integer' | 'number' | 'text' | 'boolean' | 'json' | 'null';

function typeOf(value: unknown): ColumnType {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'text';
  return 'json';
}

/** The column's type: what its non-null values share (integers among numbers read as number). */
export function columnType(rows: Row[], column: string): ColumnType {
  let seen: ColumnType = 'null';
  for (const row of rows) {
    const type = typeOf(row[column]);
    if (type === 'null' || type === seen) continue;
    if (seen === 'null') seen = type;
    else if ((seen === 'integer' && type === 'number') || (seen === 'number' && type === 'integer')) seen = 'number';
    else return 'json';
  }
  return seen;
}

export function columnsOf(rows: Row[]): string[] {
  const columns: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  return columns;
}

