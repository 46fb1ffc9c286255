/**
 * @module store/open-postgres
 * Opens a PostgreSQL store (store/db chooses it by URL and loads this module only then, so a SQLite
 * gateway never loads pg): the main pool, a small pool for relaxed-durability writes, and the LISTEN
 * connection for wake-ups between instances.
 */
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { OpenStoreOptions, Store } from './store.js';
import { openNotifications } from './notifications.js';
import { ChunkPageStore } from './page-content/chunk-page-store.js';
import { PageContent } from './page-content/page-content.js';
import type { Database } from './schema.js';

/** Connections for relaxed-durability writes (immediate queries' records); they are short and few. */
const RELAXED_POOL_SIZE = 4;

/** The schema a URL's `options=-c search_path=…` selects, if any (instances sharing it share channels). */
function searchPathOf(url: string): string | undefined {
  const options = new URL(url).searchParams.get('options') ?? '';
  return /search_path=([a-z_][a-z0-9_]*)/i.exec(options)?.[1];
}

export async function openPostgres(url: string, options: OpenStoreOptions): Promise<Store> {
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
    relaxedTransaction: (work) => relaxed.transaction().execute(work),
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
