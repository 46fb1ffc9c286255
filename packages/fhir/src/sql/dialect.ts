/**
 * @module fhir/sql/dialect
 * What differs between the five engines in the SQL the facade writes: quoting of the few column names
 * that are reserved words somewhere, case-insensitive LIKE and its escaping, case-sensitive equality,
 * parameter markers (Firebird needs text parameters cast so their length does not come from the column),
 * adding seconds to a timestamp, and how a row limit is written. Everything else the facade writes is SQL
 * that all five take. Holds no values: markers only, values are always bound.
 */
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { SqlTypeName } from '@site-query-gateway/protocol/sql-command.js';

/** Longest text a search value may have (Firebird casts text parameters to this length). */
export const MAX_TEXT_PARAMETER = 256;

export interface Dialect {
  readonly engine: DatabaseEngine;
  /** A column of a table alias, quoted when its name is reserved on this engine. */
  column(alias: string, name: string): string;
  /** A bound parameter's marker as it must appear in this engine's SQL. */
  marker(name: string, type: SqlTypeName): string;
  /** `expr` matches the LIKE `pattern` (a marker) ignoring case. */
  likeIgnoringCase(expr: string, pattern: string): string;
  /** Its case-insensitive LIKE folds ASCII letters only (./text-match.ts covers the others). */
  readonly likeFoldsAsciiOnly?: boolean;
  /** Escapes LIKE wildcards in a search value so it matches literally. */
  escapeLike(value: string): string;
  /** `expr` equals `value` (a marker) with case and accents significant. */
  equalsExactly(expr: string, value: string): string;
  /**
   * The text `expr` holds more than blanks: not NULL, not '' and not spaces only. The facade reads blank text
   * as no value (rows.ts), so "has a value" and `:missing` must too: clinics' databases often store ''.
   */
  hasText(expr: string): string;
  /** A timestamp expression plus an integer number of seconds. */
  addSeconds(timestamp: string, seconds: string): string;
  /** The whole statement with a row limit (`limit` is a marker). */
  limit(select: { columns: string; rest: string }, limit: string | undefined): string;
}

/** Column names in the Best Practice schema that some engine reserves. */
const RESERVED: Record<DatabaseEngine, ReadonlySet<string>> = {
  sqlite: new Set(),
  postgres: new Set(),
  mysql: new Set(['CONDITION']),
  mssql: new Set(),
  firebird: new Set(['YEAR']),
};

/** `!` escapes LIKE wildcards: unlike backslash it means nothing inside a string literal on any engine. */
function escapeWithBang(value: string): string {
  return value.replace(/[!%_]/g, (c) => `!${c}`);
}

const plainMarker = (name: string) => `@${name}`;

const base = (engine: DatabaseEngine, quote: (name: string) => string) => ({
  engine,
  column(alias: string, name: string): string {
    return `${alias}.${RESERVED[engine].has(name.toUpperCase()) ? quote(name) : name}`;
  },
});

const sqlite: Dialect = {
  ...base('sqlite', (n) => `"${n}"`),
  marker: plainMarker,
  // Case-insensitive for ASCII; the demo schema declares names COLLATE NOCASE, so indexes still serve.
  likeIgnoringCase: (expr, pattern) => `${expr} LIKE ${pattern} ESCAPE '!'`,
  likeFoldsAsciiOnly: true,
  escapeLike: escapeWithBang,
  // The plain equality lets SQLite use a NOCASE index; the BINARY one decides.
  equalsExactly: (expr, value) => `(${expr} = ${value} AND ${expr} = ${value} COLLATE BINARY)`,
  hasText: (expr) => `trim(${expr}) <> ''`,
  addSeconds: (ts, s) => `datetime(${ts}, '+' || (${s}) || ' seconds')`,
  limit: ({ columns, rest }, limit) => `SELECT ${columns} ${rest}${limit === undefined ? '' : ` LIMIT ${limit}`}`,
};

const postgres: Dialect = {
  ...base('postgres', (n) => `"${n.toLowerCase()}"`),
  marker: plainMarker,
  likeIgnoringCase: (expr, pattern) => `${expr} ILIKE ${pattern} ESCAPE '!'`,
  escapeLike: escapeWithBang,
  equalsExactly: (expr, value) => `${expr} = ${value}`,
  hasText: (expr) => `TRIM(${expr}) <> ''`,
  addSeconds: (ts, s) => `(${ts} + (${s}) * INTERVAL '1 second')`,
  limit: ({ columns, rest }, limit) => `SELECT ${columns} ${rest}${limit === undefined ? '' : ` LIMIT ${limit}`}`,
};

const mysql: Dialect = {
  ...base('mysql', (n) => `\`${n}\``),
  marker: plainMarker,
  // MySQL and MariaDB compare with the column's collation, case-insensitive by default (as SQL Server's).
  likeIgnoringCase: (expr, pattern) => `${expr} LIKE ${pattern} ESCAPE '!'`,
  escapeLike: escapeWithBang,
  equalsExactly: (expr, value) => `(${expr} = ${value} AND CAST(${expr} AS BINARY) = CAST(${value} AS BINARY))`,
  hasText: (expr) => `TRIM(${expr}) <> ''`,
  addSeconds: (ts, s) => `TIMESTAMPADD(SECOND, ${s}, ${ts})`,
  limit: ({ columns, rest }, limit) => `SELECT ${columns} ${rest}${limit === undefined ? '' : ` LIMIT ${limit}`}`,
};

const mssql: Dialect = {
  ...base('mssql', (n) => `[${n}]`),
  marker: plainMarker,
  // Bp's databases use a case-insensitive collation. T-SQL's own escape for wildcards is a bracket class,
  // which needs no ESCAPE clause.
  likeIgnoringCase: (expr, pattern) => `${expr} LIKE ${pattern}`,
  escapeLike: (value) => value.replace(/[[%_]/g, (c) => `[${c}]`),
  equalsExactly: (expr, value) => `(${expr} = ${value} AND ${expr} COLLATE Latin1_General_BIN2 = ${value})`,
  // '' = '   ' on SQL Server (trailing blanks never count in comparisons), and TRIM needs 2017 or later.
  hasText: (expr) => `${expr} <> ''`,
  addSeconds: (ts, s) => `DATEADD(SECOND, ${s}, ${ts})`,
  limit: ({ columns, rest }, limit) => `SELECT ${limit === undefined ? '' : `TOP (${limit}) `}${columns} ${rest}`,
};

const firebird: Dialect = {
  ...base('firebird', (n) => `"${n.toUpperCase()}"`),
  // Firebird types a parameter from its context: compared with a VARCHAR(20) column, a longer value fails
  // with a truncation error. Text parameters are therefore cast to a fixed length.
  marker: (name, type) => (isText(type) ? `CAST(@${name} AS VARCHAR(${MAX_TEXT_PARAMETER}))` : `@${name}`),
  likeIgnoringCase: (expr, pattern) => `UPPER(${expr}) LIKE UPPER(${pattern}) ESCAPE '!'`,
  escapeLike: escapeWithBang,
  equalsExactly: (expr, value) => `${expr} = ${value}`,
  hasText: (expr) => `TRIM(${expr}) <> ''`,
  addSeconds: (ts, s) => `DATEADD(SECOND, ${s}, ${ts})`,
  limit: ({ columns, rest }, limit) => `SELECT ${columns} ${rest}${limit === undefined ? '' : ` FETCH FIRST ${limit} ROWS ONLY`}`,
};

function isText(type: SqlTypeName): boolean {
  return type === 'NVarChar' || type === 'VarChar' || type === 'NChar' || type === 'Char' || type === 'Text' || type === 'NText';
}

const DIALECTS: Record<DatabaseEngine, Dialect> = { sqlite, postgres, mysql, mssql, firebird };

export function dialectFor(engine: DatabaseEngine): Dialect {
  return DIALECTS[engine];
}
