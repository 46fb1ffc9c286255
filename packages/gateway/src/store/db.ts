/**
 * @module store/db
 * Opens the gateway's store (store/store says what one is): SQLite through better-sqlite3 (the default, a
 * file under the data directory) or PostgreSQL through pg (store/open-postgres), chosen by the URL, with the
 * page content store that goes with it (files beside a SQLite file, chunk rows otherwise). Store functions
 * take a `Db` — the database or a transaction — first; only callers (core) decide where a transaction
 * begins and ends. Knows nothing of HTTP.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from '@site-query-gateway/sqlite/better-sqlite3.js';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { ChunkPageStore } from './page-content/chunk-page-store.js';
import { startCheckpointer } from './sqlite-checkpointer.js';
import { withStatementCache } from './sqlite-statements.js';
import { FilePageStore } from './page-content/file-page-store.js';
import { PageContent } from './page-content/page-content.js';
import type { Database } from './schema.js';
import type { OpenStoreOptions, Store } from './store.js';

export type { Db } from './schema.js';
export type { OpenStoreOptions, Store, StoreEngine } from './store.js';

export async function openStore(url: string, options: OpenStoreOptions = {}): Promise<Store> {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  // pg is loaded only for a PostgreSQL store: a SQLite gateway never needs it, and it costs memory.
  if (/^postgres(ql)?:\/\//.test(url)) return (await import('./open-postgres.js')).openPostgres(url, options);
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
  // Made once: better-sqlite3 builds a transaction function (and its four variants) per call of `transaction`.
  const inTransaction = database.transaction((work: (raw: SQLite.Database) => unknown) => work(database));
  return {
    db,
    engine: 'sqlite',
    pageContent: inMemory
      ? new PageContent(new ChunkPageStore(db))
      : new PageContent(new FilePageStore(path.join(path.dirname(path.resolve(file)), 'results')), [new ChunkPageStore(db)]),
    transaction: (work) => db.transaction().execute(work),
    // Kysely's SQLite driver serialises use of its one connection; holding it keeps raw work from landing
    // inside a Kysely transaction that is between two of its statements.
    sqlite: { transaction: (work) => db.connection().execute(async () => inTransaction(work) as ReturnType<typeof work>) },
    relaxed: db,
    relaxedTransaction: (work) => db.transaction().execute(work),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

