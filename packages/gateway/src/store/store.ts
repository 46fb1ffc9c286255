/**
 * @module store/store
 * What an open store is (store/db opens one by URL): its database handle, transactions, page content and,
 * per engine, what only that engine has.
 */
import type SQLite from '@site-query-gateway/sqlite/better-sqlite3.js';
import type { Kysely, Transaction } from 'kysely';
import type { Notifications } from './notifications.js';
import type { PageContent } from './page-content/page-content.js';
import type { Database } from './schema.js';

export type StoreEngine = 'sqlite' | 'postgres';

export interface Store {
  readonly db: Kysely<Database>;
  readonly engine: StoreEngine;
  /** Result page content (see ./page-content). */
  readonly pageContent: PageContent;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it rejects. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /**
   * SQLite only: runs synchronous work in one transaction on the raw better-sqlite3 connection while no
   * Kysely query or transaction holds it — for the few hot writes where building statements through Kysely
   * costs more than the write itself. The work is a store function; its caller (core) chooses the boundary.
   */
  readonly sqlite?: { transaction<T>(work: (database: SQLite.Database) => T): Promise<T> };
  /**
   * PostgreSQL only: wake-ups between the instances sharing this store (LISTEN/NOTIFY, ids only). A SQLite
   * store has one instance and none.
   */
  readonly notifications?: Notifications;
  /**
   * The database through connections whose commits need not wait for the disk (PostgreSQL: a small second
   * pool with `synchronous_commit = off`; SQLite: the same database, whose commits do not wait for the disk
   * anyway). For immediate queries' records, whose answer does not depend on surviving a crash of the
   * database in the next few milliseconds. A single statement on it commits on its own in one round trip,
   * which is why it is a handle and not a per-transaction setting (that would cost a `SET LOCAL` each time).
   */
  readonly relaxed: Kysely<Database>;
  /** Runs `work` in one transaction on the relaxed handle (several relaxed writes committed together). */
  relaxedTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Cheap round trip used by readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  /** PostgreSQL only: schema to use (created if missing); lets test suites share one database. */
  schema?: string;
  /** PostgreSQL only: pool size. */
  poolSize?: number;
  /** Failures of background connections (the LISTEN connection), for the caller's log. */
  onBackgroundError?: (err: unknown) => void;
}
