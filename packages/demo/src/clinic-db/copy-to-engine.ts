/**
 * @module demo/clinic-db/copy-to-engine
 * Writes a generated demo clinic (a SQLite file) into PostgreSQL, MySQL/MariaDB or Firebird: the same
 * tables, rows, indexes and BPS_* views, so the same seed gives the same clinic on every engine (what
 * lets one oracle check the FHIR facade everywhere). The target is created fresh — a PostgreSQL schema,
 * a MySQL database or a Firebird file — and never replaces an existing one unless asked. Returns the
 * connection string an agent would use for it. Only synthetic rows pass through here.
 */
import { randomBytes } from 'node:crypto';
import SQLite from '@site-query-gateway/sqlite/better-sqlite3.js';
import mysql from 'mysql2/promise';
import Firebird from 'node-firebird';
import pg from 'pg';
import { createTableSql, ENGINE_INDEX_DDL, ENGINE_TABLES, engineViewDdl, quoteIdent, tableColumns, type ClinicEngine, type ColumnInfo } from './engine-schema.js';
import { ClinicDbError } from './generate.js';

export interface ClinicTarget {
  readonly engine: ClinicEngine;
  /**
   * postgres://…/db (tables go into `name`, a schema); mysql://…/db (tables go into `name`, a database);
   * firebird://USER:PASSWORD@host:3050//path/file.fdb (the file is created).
   */
  readonly url: string;
  /** Schema (PostgreSQL) or database (MySQL) to create; ignored for Firebird. */
  readonly name?: string;
  readonly overwrite?: boolean;
}

export interface CopiedClinic {
  /** Connection string for the agent's driver (site-agent install --db NAME=CONNECTION). */
  readonly connection: string;
  readonly rows: number;
}

/** Statements and batch inserts on one target engine. */
interface Writer {
  exec(sql: string): Promise<void>;
  insert(table: string, columns: readonly ColumnInfo[], rows: readonly unknown[][]): Promise<void>;
  close(): Promise<void>;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

function checkName(name: string | undefined, what: string): string {
  if (name === undefined || !IDENT.test(name)) throw new ClinicDbError('CLINIC_DB_BAD_OPTION', `${what} must be a plain identifier (letters, digits, _).`);
  return name;
}

async function postgresWriter(target: ClinicTarget): Promise<{ writer: Writer; connection: string }> {
  const schema = checkName(target.name, 'the PostgreSQL schema').toLowerCase();
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [schema]);
  if (exists.rowCount !== 0) {
    if (!target.overwrite) {
      await client.end();
      throw new ClinicDbError('CLINIC_DB_EXISTS', `schema ${schema} already exists; pass overwrite to replace it.`);
    }
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
  }
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.query(`SET search_path TO ${schema}`);
  const url = new URL(target.url);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    connection: url.toString(),
    writer: {
      exec: async (sql) => {
        await client.query(sql);
      },
      insert: async (table, columns, rows) => {
        const width = columns.length;
        const tuples = rows.map((_, r) => `(${columns.map((__, c) => `$${r * width + c + 1}`).join(', ')})`);
        await client.query(`INSERT INTO ${table} (${columns.map((c) => quoteIdent('postgres', c.name)).join(', ')}) VALUES ${tuples.join(', ')}`, rows.flat());
      },
      close: () => client.end(),
    },
  };
}

async function mysqlWriter(target: ClinicTarget): Promise<{ writer: Writer; connection: string }> {
  const database = checkName(target.name, 'the MySQL database');
  const admin = await mysql.createConnection({ uri: target.url, multipleStatements: false });
  const [found] = await admin.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = ?', [database]);
  if ((found as unknown[]).length > 0) {
    if (!target.overwrite) {
      await admin.end();
      throw new ClinicDbError('CLINIC_DB_EXISTS', `database ${database} already exists; pass overwrite to replace it.`);
    }
    await admin.query(`DROP DATABASE ${database}`);
  }
  await admin.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4`);
  await admin.query(`USE ${database}`);
  const url = new URL(target.url);
  url.pathname = `/${database}`;
  return {
    connection: url.toString(),
    writer: {
      exec: async (sql) => {
        await admin.query(sql);
      },
      insert: async (table, columns, rows) => {
        await admin.query(`INSERT INTO ${table} (${columns.map((c) => quoteIdent('mysql', c.name)).join(', ')}) VALUES ?`, [rows]);
      },
      close: () => admin.end(),
    },
  };
}

type FbDb = Firebird.Database;

function fbCall<T>(fn: (cb: (err: Error | undefined, value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))));
}

const FIREBIRD_BLOCK_ROWS = 100;

/** One synthetic value as a Firebird literal (dates and timestamps typed, text quoted). */
function firebirdLiteral(value: unknown, column: ColumnInfo): string {
  if (value === null || value === undefined) return 'NULL';
  switch (column.kind) {
    case 'integer':
    case 'real': {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new Error(`not a number in ${column.name}`);
      return String(n);
    }
    case 'date':
      return `DATE '${String(value).slice(0, 10).replace(/'/g, "''")}'`;
    case 'timestamp':
      return `TIMESTAMP '${String(value).replace(/'/g, "''")}'`;
    case 'text':
    case 'longText':
      return `'${String(value).replace(/'/g, "''")}'`;
  }
}

async function firebirdWriter(target: ClinicTarget): Promise<{ writer: Writer; connection: string }> {
  const options = { ...Firebird.parseConnectionUri(target.url), encoding: 'UTF8' } as Firebird.Options;
  let db: FbDb;
  try {
    db = await fbCall<FbDb>((cb) => Firebird.create(options, cb));
  } catch (err) {
    if (!target.overwrite) throw new ClinicDbError('CLINIC_DB_EXISTS', `could not create the Firebird database (does it exist?): ${(err as Error).message}`);
    await fbCall<void>((cb) => Firebird.drop(options, (e) => cb(e, undefined)));
    db = await fbCall<FbDb>((cb) => Firebird.create(options, cb));
  }
  const query = (sql: string, params: unknown[] = []) => fbCall<unknown>((cb) => db.query(sql, params, (err, result) => cb(err, result)));
  return {
    connection: target.url,
    writer: {
      exec: async (sql) => {
        await query(sql);
      },
      // Firebird 3 has no multi-row VALUES, and a round trip per row made a 20k-row clinic take 14 s: rows go
      // in EXECUTE BLOCKs of literals instead. Only the generator's own synthetic rows are written this way.
      insert: async (table, columns, rows) => {
        const head = `INSERT INTO ${table} (${columns.map((c) => quoteIdent('firebird', c.name)).join(', ')}) VALUES `;
        for (let start = 0; start < rows.length; start += FIREBIRD_BLOCK_ROWS) {
          const body = rows.slice(start, start + FIREBIRD_BLOCK_ROWS)
            .map((row) => `${head}(${row.map((v, i) => firebirdLiteral(v, columns[i]!)).join(', ')});`)
            .join('\n');
          await query(`EXECUTE BLOCK AS BEGIN\n${body}\nEND`);
        }
      },
      close: () => fbCall<void>((cb) => db.detach((err) => cb(err, undefined))),
    },
  };
}

const BATCH_ROWS = 500;

/** Copies every table of the SQLite clinic `file`, then builds the indexes and views on the target. */
export async function copyClinicDatabase(file: string, target: ClinicTarget): Promise<CopiedClinic> {
  const open = target.engine === 'postgres' ? postgresWriter : target.engine === 'mysql' ? mysqlWriter : firebirdWriter;
  const { writer, connection } = await open(target);
  const source = new SQLite(file, { readonly: true });
  let copied = 0;
  try {
    for (const table of ENGINE_TABLES) {
      const columns = tableColumns(source, table);
      await writer.exec(createTableSql(target.engine, table, columns));
      const select = source.prepare(`SELECT ${columns.map((c) => `"${c.name}"`).join(', ')} FROM ${table} ORDER BY 1`).raw();
      let batch: unknown[][] = [];
      for (const row of select.iterate() as IterableIterator<unknown[]>) {
        batch.push(row);
        if (batch.length === BATCH_ROWS) {
          await writer.insert(table, columns, batch);
          copied += batch.length;
          batch = [];
        }
      }
      if (batch.length > 0) {
        await writer.insert(table, columns, batch);
        copied += batch.length;
      }
    }
    for (const ddl of ENGINE_INDEX_DDL) await writer.exec(ddl);
    for (const ddl of engineViewDdl(target.engine)) await writer.exec(ddl);
  } finally {
    source.close();
    await writer.close();
  }
  return { connection, rows: copied };
}

/** A fresh name for a test's schema or database. */
export function uniqueClinicName(prefix = 'clinic'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}
