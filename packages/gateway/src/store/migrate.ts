/**
 * @module store/migrate
 * Runs the one migration set (./migrations) on whichever engine the store uses.
 * Migrations are imported statically so the built gateway needs no file-system scanning.
 */
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { StoreEngine } from './db.js';
import * as m0001 from './migrations/0001-sites-and-integrators.js';
import { createMigration0002 } from './migrations/0002-queries-and-pages.js';
import { createMigration0003 } from './migrations/0003-result-pages-by-attempt.js';
import * as m0004 from './migrations/0004-forget-stored-token-secret.js';
import * as m0005 from './migrations/0005-registered-queries.js';
import * as m0006 from './migrations/0006-webhooks.js';
import * as m0007 from './migrations/0007-drop-global-queued-order.js';
import * as m0008 from './migrations/0008-site-time-zone.js';
import * as m0009 from './migrations/0009-compressed-pages.js';
import * as m0010 from './migrations/0010-webhook-endpoint-health.js';
import * as m0011 from './migrations/0011-audit-records.js';
import * as m0012 from './migrations/0012-live-pages-index.js';
import * as m0013 from './migrations/0013-bulk-export-and-smart.js';
import type { Database } from './schema.js';

export function migrationsFor(engine: StoreEngine): Record<string, Migration> {
  return {
    '0001-sites-and-integrators': m0001,
    '0002-queries-and-pages': createMigration0002(engine),
    '0003-result-pages-by-attempt': createMigration0003(engine),
    '0004-forget-stored-token-secret': m0004,
    '0005-registered-queries': m0005,
    '0006-webhooks': m0006,
    '0007-drop-global-queued-order': m0007,
    '0008-site-time-zone': m0008,
    '0009-compressed-pages': m0009,
    '0010-webhook-endpoint-health': m0010,
    '0011-audit-records': m0011,
    '0012-live-pages-index': m0012,
    '0013-bulk-export-and-smart': m0013,
  };
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly engine: StoreEngine) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrationsFor(this.engine);
  }
}

/**
 * A migrator for the store. PostgreSQL: Kysely looks for its bookkeeping tables in every schema unless told
 * which one, so a store in one schema took another schema's tables for its own (several stores in one
 * database: test suites side by side, or an operator's staging beside production) and failed to migrate.
 * So it is told the schema the connections use.
 */
export async function migratorFor(db: Kysely<Database>, engine: StoreEngine, provider: MigrationProvider = new StaticMigrationProvider(engine)): Promise<Migrator> {
  const migrationTableSchema = engine === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
}

/** Brings the store to the latest schema. Throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<Database>, engine: StoreEngine): Promise<string[]> {
  const migrator = await migratorFor(db, engine);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Store migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
