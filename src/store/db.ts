/**
 * @module store/db
 * Opens the gateway's store: SQLite through better-sqlite3 (the default, a file under the data directory)
 * or PostgreSQL through pg, chosen by the URL, with the page content store that goes with it (files beside
 * a SQLite file, chunk rows otherwise). Store functions take a `Db` — the database or a transaction —
 * first; only callers (core) decide where a transaction begins and ends. Knows nothing of HTTP.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from '../sqlite/better-sqlite3.js';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import { ChunkPageStore } from './page-content/chunk-page-store.js';
import { openNotifications, type Notifications } from './notifications.js';
import { startCheckpointer } from './sqlite-checkpointer.js';
import { withStatementCache } from './sqlite-statements.js';
import { FilePageStore } from './page-content/file-page-store.js';
import { PageContent } from './page-content/page-content.js';
import type { Database } from './schema.js';

/** Connections for relaxed-durability writes (immediate queries' records); they are short and few. */
const RELAXED_POOL_SIZE = 4;

export type StoreEngine = 'sqlite' | 'postgres';

export type { Db } from './schema.js';

export interface Store {
  readonly db: Kysely<Database>;
  readonly engine: StoreEngine;
  /** Result page content (see ./page-content). */
  readonly pageContent: PageContent;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it rejects. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /**
   * SQLite only: runs synchronous work on the raw better-sqlite3 connection while no Kysely query or
   * transaction holds it — for the few hot writes where building statements through Kysely costs more
   * than the write itself. Store modules use it; nothing above the store does.
   */
  readonly sqlite?: { exclusive<T>(work: (database: SQLite.Database) => T): Promise<T> };
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

/** The schema a URL's `options=-c search_path=…` selects, if any (instances sharing it share channels). */
function searchPathOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /search_path=([a-z_][a-z0-9_]*)/i.exec(options)?.[1];
}

export async function openStore(url: string, options: OpenStoreOptions = {}): Promise<Store> {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  throw new Error(`Unsupported store URL: ${url.replace(/\/\/[^@]*@/, '//***@')}`);
}

/**
 * The store file and its folder are owner-only: they hold SQL commands and results (patient data). SQLite
 * gives its -wal and -shm files the database file's permissions, so creating that file 0600 covers them.
 */
function prepareSqliteFile(file: string): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(file + suffix)) fs.chmodSync(file + suffix, 0o600);
  }
}

function openSqlite(file: string): Store {
  const inMemory = file === ':memory:';
  if (!inMemory) prepareSqliteFile(file);
  const database = new SQLite(file);
  // WAL lets readers run during a write; NORMAL sync is durable across process crashes in WAL mode.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  const checkpointer = inMemory ? undefined : startCheckpointer(database, file);
  return {
    db,
    engine: 'sqlite',
    pageContent: inMemory
      ? new PageContent(new ChunkPageStore(db))
      : new PageContent(new FilePageStore(path.join(path.dirname(path.resolve(file)), 'results')), [new ChunkPageStore(db)]),
    transaction: (work) => db.transaction().execute(work),
    // Kysely's SQLite driver serialises use of its one connection; holding it keeps raw work from landing
    // inside a Kysely transaction that is between two of its statements.
    sqlite: { exclusive: (work) => db.connection().execute(async () => work(database)) },
    relaxed: db,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

async function openPostgres(url: string, options: OpenStoreOptions): Promise<Store> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const relaxedPool = new pg.Pool({ connectionString: url, max: RELAXED_POOL_SIZE, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  // Queued before anything else the new connection runs (a pg client runs its queries in order).
  relaxedPool.on('connect', (client) => void client.query('set synchronous_commit = off').catch(() => undefined));
  const relaxed = new Kysely<Database>({ dialect: new PostgresDialect({ pool: relaxedPool }) });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const namespace = schema ?? searchPathOf(url) ?? 'public';
  const notifications = openNotifications(url, namespace, (err) => options.onBackgroundError?.(err));
  return {
    db,
    engine: 'postgres',
    pageContent: new PageContent(new ChunkPageStore(db)),
    transaction: (work) => db.transaction().execute(work),
    notifications,
    relaxed,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await notifications.close();
      await relaxed.destroy();
      await db.destroy();
    },
  };
}
