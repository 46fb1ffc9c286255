/**
 * @module cli/table
 * gatewayctl's lists as text: a header row naming the columns, then one row per item, each column padded
 * to its widest cell so the columns line up. Scripts read `--json` instead.
 */

export type Cell = string | number | undefined;

/** The table's text; `(none)` for an empty list. */
export function table(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  if (rows.length === 0) return '(none)';
  const text = [header, ...rows.map((row) => row.map((cell) => (cell === undefined || cell === '' ? '-' : String(cell))))];
  const widths = header.map((_, i) => Math.max(...text.map((row) => row[i]?.length ?? 0)));
  // The last column is not padded: no trailing spaces.
  return text.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')).join('\n');
}
