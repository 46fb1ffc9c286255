/**
 * @module agent/drivers/sqlite-json
 * Row JSON for SQLite. Preferred path: SQLite builds each row itself — the user's SELECT becomes a CTE
 * with positional column names and `json_object()` over it, read with `pluck()` — several times faster
 * than JS objects plus JSON.stringify. Fallback path (statements that cannot sit in
 * a CTE: `INSERT … RETURNING`, `PRAGMA`, …): raw rows converted here. Both follow the same rules.
 * SQLite values carry their own type, so rules apply per value; the declared column type adds what SQLite
 * cannot store: BOOLEAN/BIT → true/false, DECIMAL/NUMERIC/MONEY → strings, DATE/TIME text → ISO `T` form.
 * Builds SQL only from column positions and names it quotes itself; no user value ever enters the text.
 */
import { base64Json, bigintJson, isoDateTime, keyPrefixes, numberJson, rowText } from '../row-json.js';

/** Name of the base64 function each connection registers (SQLite has none built in). */
export const BASE64_FUNCTION = 'sqg_base64';

/**
 * `text`: a column SQLite keeps free of numbers (TEXT, NULL or BLOB only); only sqlite-column-kinds, which
 * checks that, gives it. The rest come from the declared type alone (`columnKind`).
 */
export type ColumnKind = 'plain' | 'text' | 'integer' | 'boolean' | 'decimal' | 'datetime';

/** What the declared type (`stmt.columns()[i].type`) says about a column; null for expressions. */
export function columnKind(declaredType: string | null): ColumnKind {
  if (!declaredType) return 'plain';
  const t = declaredType.toUpperCase();
  if (/^(BOOL|BOOLEAN|BIT)\b/.test(t)) return 'boolean';
  if (/DEC|NUMERIC|MONEY/.test(t)) return 'decimal';
  if (/DATE|TIME/.test(t)) return 'datetime';
  // SQLite's own rule for INTEGER affinity. Only which test comes first depends on it (valueExpression).
  if (t.includes('INT')) return 'integer';
  return 'plain';
}

function quoteText(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * The SQL expression giving json_object the value of column `c` under the rules. The rules can cost SQLite
 * nearly as much as building the row's JSON, so the usual value of a
 * column is tested first: text in a text column, an integer within ±2^53 in an integer one. Either first
 * test only ever lets through a value the full rules would also give back unchanged (a blob or NULL never
 * passes `BETWEEN` two numbers, whatever the column's affinity), so the order changes the cost, not the
 * result.
 */
function valueExpression(c: string, kind: ColumnKind): string {
  const safeInteger = `${c} BETWEEN -9007199254740991 AND 9007199254740991`;
  const plain =
    `CASE typeof(${c}) WHEN 'text' THEN ${c} WHEN 'integer' THEN iif(${safeInteger}, ${c}, CAST(${c} AS TEXT)) ` +
    `WHEN 'blob' THEN ${BASE64_FUNCTION}(${c}) ELSE ${c} END`;
  switch (kind) {
    case 'plain':
      return plain;
    case 'text':
      // TEXT, NULL or BLOB only (sqlite-column-kinds): a BLOB sorts after every text, NULL compares to nothing.
      return `CASE WHEN ${c} >= x'' THEN ${BASE64_FUNCTION}(${c}) ELSE ${c} END`;
    case 'integer':
      return `CASE WHEN ${safeInteger} THEN ${c} ELSE ${plain} END`;
    case 'boolean':
      return `CASE WHEN typeof(${c}) IN ('integer', 'real') THEN json(iif(${c} <> 0, 'true', 'false')) ELSE ${plain} END`;
    case 'decimal':
      return `CASE WHEN typeof(${c}) IN ('integer', 'real') THEN CAST(${c} AS TEXT) ELSE ${plain} END`;
    case 'datetime':
      return (
        `CASE WHEN typeof(${c}) = 'text' AND ${c} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] [0-9]*' ` +
        `THEN substr(${c}, 1, 10) || 'T' || substr(${c}, 12) ELSE ${plain} END`
      );
  }
}

/**
 * `WITH "sqg_q"("c1", …) AS (<user sql>) SELECT json_object(…) FROM "sqg_q"`. The CTE's column list
 * renames the user's columns by position, so repeated names (`id`, `id`) cannot be ambiguous.
 */
export function jsonWrapperSql(userSql: string, columns: readonly string[], kinds: readonly ColumnKind[]): string {
  return wrapped(userSql, columns, kinds, (rowJson) => rowJson);
}

/**
 * `WITH "sqg_q"(…) AS (<user sql>) SELECT count(<sink>(json_object(…))) FROM "sqg_q"`: the same rows, each
 * handed to the connection's function `sinkFunction` from inside SQLite's own loop, so the whole result is
 * read in one step of one statement (push mode, sqlite-session). Reading rows one `next()` at a time costs
 * better-sqlite3 an object built through V8's C++ API per row, a sizeable share of a row's cost.
 * `sinkFunction` must be a plain identifier (it is the connection's own name, never the user's).
 */
export function jsonPushSql(userSql: string, columns: readonly string[], kinds: readonly ColumnKind[], sinkFunction: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(sinkFunction)) throw new Error('the sink function name must be a plain identifier');
  return wrapped(userSql, columns, kinds, (rowJson) => `count(${sinkFunction}(${rowJson}))`);
}

function wrapped(userSql: string, columns: readonly string[], kinds: readonly ColumnKind[], select: (rowJson: string) => string): string {
  const names = columns.map((_, i) => `"c${i + 1}"`);
  const pairs = columns.map((name, i) => `${quoteText(name)}, ${valueExpression(names[i]!, kinds[i]!)}`);
  const body = stripTrailingTerminators(userSql);
  return `WITH "sqg_q"(${names.join(', ')}) AS (\n${body}\n) SELECT ${select(`json_object(${pairs.join(', ')})`)} FROM "sqg_q"`;
}

/** Drops trailing `;` and blanks so the text can sit inside parentheses (the closing one goes on its own line, after any trailing line comment). */
export function stripTrailingTerminators(sql: string): string {
  return sql.replace(/(\s|;)+$/, '');
}

/** Fallback converter: one raw row (safeIntegers on) to row JSON text. */
export function rawRowConverter(columns: readonly string[], kinds: readonly ColumnKind[]): (row: unknown[]) => string {
  const prefixes = keyPrefixes(columns);
  const fragments = new Array<string>(columns.length);
  return (row) => {
    for (let i = 0; i < columns.length; i++) fragments[i] = valueJson(row[i], kinds[i]!);
    return rowText(prefixes, fragments);
  };
}

function valueJson(value: unknown, kind: ColumnKind): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'bigint') {
    if (kind === 'boolean') return value !== 0n ? 'true' : 'false';
    if (kind === 'decimal') return `"${value}"`;
    return bigintJson(value);
  }
  if (typeof value === 'number') {
    if (kind === 'boolean') return value !== 0 ? 'true' : 'false';
    if (kind === 'decimal') return JSON.stringify(String(value));
    // Integers arrive as bigints (safeIntegers), so a number here is a REAL: a JSON number, as json_object
    // writes it, however whole or large (1e20 too); SQLite writes ±Infinity as ±9.0e+999.
    return Number.isFinite(value) ? numberJson(value) : value > 0 ? '9.0e+999' : '-9.0e+999';
  }
  if (typeof value === 'string') return JSON.stringify(kind === 'datetime' ? isoDateTime(value) : value);
  if (value instanceof Uint8Array) return base64Json(value);
  return JSON.stringify(String(value));
}
