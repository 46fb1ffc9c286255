/**
 * @module store/migrate
 * Runs the one migration set (./migrations) on whichever engine the store uses.
 * Migrations are imported statically so the built gateway needs no file-system scanning.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { StoreEngine } from './db.js';
import * as m0001 from './migrations/0001-sites-and-integrators.js';
import { createMigration0002 } from './migrations/0002-queries-and-pages.js';
import type { Database } from './schema.js';

function migrationsFor(engine: StoreEngine): Record<string, Migration> {
  return {
    '0001-sites-and-integrators': m0001,
    '0002-queries-and-pages': createMigration0002(engine),
  };
}

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly engine: StoreEngine) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrationsFor(this.engine);
  }
}

/** Brings the store to the latest schema. Throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<Database>, engine: StoreEngine): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(engine) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Store migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
