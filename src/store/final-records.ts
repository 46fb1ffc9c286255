/**
 * @module store/final-records
 * Writes finished query records — with the pages uploaded for them — in one transaction per batch: the
 * only store write of an immediate query, whose record is written once, when it is final (or, for one
 * another instance stored as queued, updated once). On SQLite the rows go through two prepared statements
 * on the raw connection (building a 27-column insert through Kysely for every batch cost more than the
 * insert itself); on PostgreSQL through Kysely, with relaxed durability (the answers were given already).
 */
import type SQLite from 'better-sqlite3';
import type { Store } from './db.js';
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

interface SqliteWriter {
  write(records: readonly FinalRecord[]): void;
}

const writers = new WeakMap<SQLite.Database, SqliteWriter>();

function sqliteWriter(database: SQLite.Database, sample: FinalRecord): SqliteWriter {
  let writer = writers.get(database);
  if (writer) return writer;
  const insertQuery = database.prepare(insertSql('queries', toQueryRow(sample.query)));
  let insertPage: SQLite.Statement | undefined;
  const write = database.transaction((records: readonly FinalRecord[]) => {
    for (const record of records) {
      insertQuery.run(toQueryRow(record.query));
      for (const page of record.pages) {
        const row = toPageRow(page);
        insertPage ??= database.prepare(insertSql('result_pages', row));
        insertPage.run(row);
      }
    }
  });
  writer = { write: (records) => write(records) };
  writers.set(database, writer);
  return writer;
}

export async function writeFinalRecords(store: Store, records: readonly FinalRecord[]): Promise<void> {
  const first = records[0];
  if (!first) return;
  if (store.sqlite && records.every((r) => !r.stored)) {
    await store.sqlite.exclusive((database) => sqliteWriter(database, first).write(records));
    return;
  }
  // One stored query without pages (an immediate query handed over by another instance, whose request
  // waits for this write): one statement with its wake-up, committed on its own, in one round trip.
  if (records.length === 1 && first.stored && first.pages.length === 0) {
    await updateFinal(store.relaxed, first.query, first.signal);
    return;
  }
  await store.relaxed.transaction().execute(async (trx) => {
    await insertQueries(trx, records.filter((r) => !r.stored).map((r) => r.query));
    await insertPages(trx, records.flatMap((r) => r.pages));
    // Wake-ups sent inside a transaction go when it commits, so the pages are in by then too.
    for (const record of records.filter((r) => r.stored)) await updateFinal(trx, record.query, record.signal);
  });
}

/** Everything but what never changes after creation, if the query is still in flight. */
async function updateFinal(db: Db, query: Query, signal: Signal | undefined): Promise<void> {
  const { id, integratorId, siteId, mode, createdAt, ...changes } = query;
  await updateQueryIf(db, id, ['queued', 'executing', 'uploading'], changes, signal);
}
