/**
 * @module agent/drivers/postgres-json
 * Row JSON for PostgreSQL. Preferred path: PostgreSQL builds it — the statement becomes a subquery with
 * positional column aliases and `row_to_json` over a select list that applies the contract's rules where
 * PostgreSQL's own JSON differs: int8 beyond ±2^53 → string, numeric and money → string, bytea → base64
 * (to_json already writes ISO 8601 dates and `T` timestamps, true/false, NaN as "NaN"). Fallback path
 * (statements that cannot be a subquery: CALL, SHOW, INSERT … RETURNING, or names longer than
 * PostgreSQL's 63-byte identifiers): text-format values converted here by type OID, same rules. json and
 * jsonb values are embedded as JSON in both paths. Builds SQL only from positions and quoted names.
 */
import { integerJson, isoDateTime, isoOffset, keyPrefixes, rowText } from '../row-json.js';

/** Type OIDs this module treats specially (pg_type.oid; stable across PostgreSQL versions). */
export const OID = {
  bool: 16, bytea: 17, int8: 20, int2: 21, int4: 23, oid: 26, json: 114, float4: 700, float8: 701, money: 790,
  date: 1082, time: 1083, timestamp: 1114, timestamptz: 1184, timetz: 1266, numeric: 1700, jsonb: 3802,
} as const;

export interface ColumnType {
  /** De-duplicated name: the JSON key. */
  name: string;
  dataTypeID: number;
}

/** PostgreSQL truncates identifiers to 63 bytes, so a longer key cannot survive as a column alias. */
const MAX_IDENTIFIER_BYTES = 63;

export function canWrap(columns: readonly ColumnType[]): boolean {
  return columns.every((c) => Buffer.byteLength(c.name, 'utf8') <= MAX_IDENTIFIER_BYTES);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function valueExpression(c: string, oid: number): string {
  switch (oid) {
    case OID.int8:
      return `CASE WHEN ${c} BETWEEN -9007199254740991 AND 9007199254740991 THEN to_json(${c}) ELSE to_json(${c}::text) END`;
    case OID.numeric:
      return `${c}::text`;
    case OID.money:
      // money's text form carries a locale's currency symbol; numeric's does not.
      return `${c}::numeric::text`;
    case OID.bytea:
      // encode() wraps base64 every 76 characters.
      return `translate(encode(${c}, 'base64'), E'\\n', '')`;
    default:
      return c;
  }
}

/** Strips trailing `;` and blanks so the statement can sit in parentheses. */
function body(sql: string): string {
  return sql.replace(/(\s|;)+$/, '');
}

/** `SELECT * FROM (<sql>) AS q`: describing it tells whether the statement can be wrapped at all. */
export function probeSql(userSql: string): string {
  return `SELECT * FROM (\n${body(userSql)}\n) AS "sqg_q"`;
}

/** The statement PostgreSQL runs to produce one JSON text per row. */
export function jsonWrapperSql(userSql: string, columns: readonly ColumnType[]): string {
  const positions = columns.map((_, i) => `"c${i + 1}"`);
  const select = columns.map((col, i) => `${valueExpression(`"sqg_q".${positions[i]!}`, col.dataTypeID)} AS ${quoteIdent(col.name)}`);
  return (
    `SELECT row_to_json("sqg_r")::text FROM (SELECT ${select.join(', ')} ` +
    `FROM (\n${body(userSql)}\n) AS "sqg_q"(${positions.join(', ')})) AS "sqg_r"`
  );
}

const FLOAT_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** One text-format value (never null) as a JSON fragment. Assumes DateStyle ISO, PostgreSQL's default. */
export function textValueJson(text: string, oid: number): string {
  switch (oid) {
    case OID.bool:
      return text === 't' ? 'true' : 'false';
    case OID.int2: case OID.int4: case OID.oid:
      return text;
    case OID.int8:
      return integerJson(text);
    case OID.float4: case OID.float8:
      return FLOAT_TEXT.test(text) ? text : JSON.stringify(text);
    case OID.bytea:
      return `"${Buffer.from(text.slice(2), 'hex').toString('base64')}"`;
    case OID.timestamp:
      return JSON.stringify(isoDateTime(text));
    case OID.timestamptz:
      return JSON.stringify(isoOffset(isoDateTime(text)));
    case OID.json: case OID.jsonb:
      return text;
    default:
      return JSON.stringify(text);
  }
}

/** Fallback converter for rows read in text format as arrays. */
export function textRowConverter(columns: readonly ColumnType[]): (row: (string | null)[]) => string {
  const prefixes = keyPrefixes(columns.map((c) => c.name));
  const fragments = new Array<string>(columns.length);
  return (row) => {
    for (let i = 0; i < columns.length; i++) {
      const value = row[i];
      fragments[i] = value === null || value === undefined ? 'null' : textValueJson(value, columns[i]!.dataTypeID);
    }
    return rowText(prefixes, fragments);
  };
}
