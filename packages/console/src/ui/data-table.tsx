/**
 * Decoded rows as a table: one column per key in select order, each headed with the type its values have
 * (integer, number, text, boolean, json; NULL shown as such), numbers aligned right.
 */
import type { Row } from '@site-query-gateway/client';
import { columnType, columnsOf } from '../columns.js';

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
