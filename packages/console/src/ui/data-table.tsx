/**
 * Decoded rows as a table: one column per key in select order, each headed with the type its values have
 * (integer, number, text, boolean, json; NULL shown as such), numbers aligned right.
 */
import type { Row } from '@site-query-gateway/client';

type ColumnType = 'integer' | 'number' | 'text' | 'boolean' | 'json' | 'null';

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

function cell(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function DataTable({ rows, caption, firstRow = 1 }: { rows: Row[]; caption: string; firstRow?: number }) {
  const columns = columnsOf(rows);
  const types = columns.map((c) => columnType(rows, c));
  return (
    <div class="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table class="data">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((c, i) => (
              <th scope="col" key={c}>
                {c} <span class="type">{types[i]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              <td class="num">{firstRow + r}</td>
              {columns.map((c, i) => {
                const value = row[c];
                const kind = value === null || value === undefined ? 'null' : types[i] === 'integer' || types[i] === 'number' ? 'num' : '';
                return (
                  <td key={c} class={kind}>
                    {cell(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
