/**
 * @module demo/clinic-db/engine-schema
 * The demo clinic schema for PostgreSQL, MySQL/MariaDB and Firebird, derived from the SQLite one so
 * the two cannot drift: each table's columns are read from the generated SQLite file and given the
 * engine's types (dates and timestamps become DATE and TIMESTAMP, which SQLite does not have; text
 * gets a length, as Firebird and MySQL need one). The views come from the same builder as SQLite's, with
 * the engine's concatenation and reserved-word quoting; the indexes are the same statements.
 * Statements only: runs nothing.
 */
import type SQLite from 'better-sqlite3';
import { CLINIC_TABLES, INDEX_DDL, viewDdl, type ViewSqlStyle } from './schema.js';

export type ClinicEngine = 'postgres' | 'mysql' | 'firebird';

/** Columns holding a calendar date ('YYYY-MM-DD' in SQLite). */
const DATE_COLUMNS = new Set(['DOB', 'MEDICAREEXPIRY', 'PENSIONSTART', 'PENSIONEXPIRY', 'LASTDATE', 'GIVENDATE', 'APPOINTMENTDATE', 'OBSERVATIONDATE']);
/** Columns holding a local timestamp ('YYYY-MM-DD HH:MM:SS' in SQLite). */
const TIMESTAMP_COLUMNS = new Set(['CREATED', 'UPDATED', 'VISITDATE']);
/** Free text without a useful bound (RTF notes). */
const LONG_TEXT_COLUMNS = new Set(['VISITNOTES']);
/** Name columns are indexed together; Firebird limits an index key to a quarter of a page. */
const NAME_COLUMNS = new Set(['FIRSTNAME', 'MIDDLENAME', 'SURNAME', 'PREFERREDNAME']);

/** Column names an engine reserves, quoted wherever the schema names them. */
const RESERVED: Record<ClinicEngine, ReadonlySet<string>> = {
  postgres: new Set(),
  mysql: new Set(['CONDITION']),
  firebird: new Set(['YEAR']),
};

export function quoteIdent(engine: ClinicEngine, name: string): string {
  if (!RESERVED[engine].has(name.toUpperCase())) return name;
  return engine === 'mysql' ? `\`${name}\`` : `"${name.toUpperCase()}"`;
}

export type ColumnKind = 'integer' | 'real' | 'date' | 'timestamp' | 'text' | 'longText';

export interface ColumnInfo {
  readonly name: string;
  readonly kind: ColumnKind;
  readonly notNull: boolean;
  readonly primaryKey: boolean;
}

/** A table's columns as the SQLite file declares them, classified. */
export function tableColumns(db: SQLite.Database, table: string): ColumnInfo[] {
  const rows = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string; notnull: number; pk: number }[];
  return rows.map((r) => {
    const declared = r.type.toUpperCase();
    const kind: ColumnKind = declared.startsWith('INT') ? 'integer'
      : declared === 'REAL' ? 'real'
        : DATE_COLUMNS.has(r.name) ? 'date'
          : TIMESTAMP_COLUMNS.has(r.name) ? 'timestamp'
            : LONG_TEXT_COLUMNS.has(r.name) ? 'longText' : 'text';
    return { name: r.name, kind, notNull: r.notnull === 1, primaryKey: r.pk > 0 };
  });
}

function columnType(engine: ClinicEngine, column: ColumnInfo): string {
  const length = NAME_COLUMNS.has(column.name) ? 100 : 200;
  switch (column.kind) {
    case 'integer':
      return 'INTEGER';
    case 'real':
      return engine === 'mysql' ? 'DOUBLE' : 'DOUBLE PRECISION';
    case 'date':
      return 'DATE';
    case 'timestamp':
      return engine === 'mysql' ? 'DATETIME' : 'TIMESTAMP';
    case 'text':
      return engine === 'firebird' ? `VARCHAR(${length}) CHARACTER SET UTF8` : `VARCHAR(${length})`;
    case 'longText':
      return engine === 'firebird' ? 'BLOB SUB_TYPE TEXT CHARACTER SET UTF8' : 'TEXT';
  }
}

export function createTableSql(engine: ClinicEngine, table: string, columns: readonly ColumnInfo[]): string {
  const defs = columns.map((c) => `${quoteIdent(engine, c.name)} ${columnType(engine, c)}${c.notNull || c.primaryKey ? ' NOT NULL' : ''}`);
  const key = columns.filter((c) => c.primaryKey).map((c) => quoteIdent(engine, c.name));
  const tail = engine === 'mysql' ? ' ENGINE=InnoDB DEFAULT CHARSET=utf8mb4' : '';
  return `CREATE TABLE ${table} (${[...defs, ...(key.length > 0 ? [`PRIMARY KEY (${key.join(', ')})`] : [])].join(', ')})${tail}`;
}

const VIEW_STYLES: Record<ClinicEngine, ViewSqlStyle> = {
  postgres: { concat: (parts) => parts.join(' || '), ident: (n) => quoteIdent('postgres', n) },
  firebird: { concat: (parts) => parts.join(' || '), ident: (n) => quoteIdent('firebird', n) },
  mysql: { concat: (parts) => `CONCAT(${parts.join(', ')})`, ident: (n) => quoteIdent('mysql', n) },
};

export function engineViewDdl(engine: ClinicEngine): string[] {
  return viewDdl(VIEW_STYLES[engine]);
}

export const ENGINE_INDEX_DDL: readonly string[] = INDEX_DDL;
export const ENGINE_TABLES = CLINIC_TABLES;
