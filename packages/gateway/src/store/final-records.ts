/**
 * @module store/final-records
 * Writes finished query records with the pages uploaded for them: the only store write of an immediate
 * query, whose record is written once, when it is final (or, for one another instance stored as queued,
 * updated once). On SQLite new rows go through two prepared statements on the raw connection (building a
 * 27-column insert through Kysely for every batch cost more than the insert itself); elsewhere through
 * Kysely. Like every store function these open no transaction: core/queries/final-commit decides the batch's.
 */
import type SQLite from 'better-sqlite3';
import type { Query, ResultPage } from './model.js';
import type { Signal } from './notifications.js';
import type { Db } from './schema.js';
import { insertQueries, toQueryRow, updateQueryIf } from './queries.js';
import { insertPages, toPageRow } from './result-pages.js';

export interface FinalRecord {
  query: Query;
  pages: readonly ResultPage[];
  /** Already in the store (as queued): updated, not inserted. */
  stored?: boolean;
  /** For a stored record: sent with its update, when the update matched (PostgreSQL). */
  signal?: Signal;
}

/** `insert into <table> (a, b) values (@a, @b)` for a row's columns (better-sqlite3 binds by name). */
function insertSql(table: string, row: object): string {
  const columns = Object.keys(row);
  return `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`;
}

/** The prepared inserts of one connection (a 27-column insert built through Kysely cost more than the write). */
interface SqliteInserts {
  query: SQLite.Statement;
  page?: SQLite.Statement;
}

const prepared = new WeakMap<SQLite.Database, SqliteInserts>();

/**
 * SQLite: inserts new (not yet stored) final records and their pages through prepared statements on the raw
 * connection. Opens no transaction: the caller runs it inside one (`Store.sqlite.transaction`), so a batch is
 * one commit.
 */
export function insertFinalRecordsRaw(database: SQLite.Database, records: readonly FinalRecord[]): void {
  const first = records[0];
  if (!first) return;
  let inserts = prepared.get(database);
  if (!inserts) {
    inserts = { query: database.prepare(insertSql('queries', toQueryRow(first.query))) };
    prepared.set(database, inserts);
  }
  for (const record of records) {
    if (record.stored) throw new Error('insertFinalRecordsRaw: a stored record is updated, not inserted');
    inserts.query.run(toQueryRow(record.query));
    for (const page of record.pages) {
      const row = toPageRow(page);
      inserts.page ??= database.prepare(insertSql('result_pages', row));
      inserts.page.run(row);
    }
  }
}

/**
 * Writes final records through `db` (a transaction of the caller's, or the relaxed handle for a single
 * statement): new ones inserted with their pages, stored ones updated if still in flight, each with its
 * wake-up (sent when the transaction commits, so the pages are in by then too).
 */
export async function writeFinalRecords(db: Db, records: readonly FinalRecord[]): Promise<void> {
  await insertQueries(db, records.filter((r) => !r.stored).map((r) => r.query));
  await insertPages(db, records.flatMap((r) => r.pages));
  for (const record of records.filter((r) => r.stored)) await updateFinal(db, record.query, record.signal);
}

/** Everything but what never changes after creation, if the query is still in flight. */
async function updateFinal(db: Db, query: Query, signal: Signal | undefined): Promise<void> {
  const { id, integratorId, siteId, mode, createdAt, ...changes } = query;
  await updateQueryIf(db, id, ['queued', 'executing', 'uploading'], changes, signal);
}
