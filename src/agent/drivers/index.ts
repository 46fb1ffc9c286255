/**
 * @module agent/drivers/index
 * Picks the database driver for the engine an agent is configured with. Each engine is one entry of
 * DRIVERS; an engine without one fails loudly at start-up rather than at the first query.
 */
import type { DatabaseEngine } from '../../protocol/pms-kinds.js';
import type { DatabaseDriver } from './driver.js';

/**
 * Loaded on demand: an agent serves one engine, and importing every client library (tedious, pg, mysql2,
 * node-firebird) cost ~41 MiB of resident memory (B3).
 */
const DRIVERS: Partial<Record<DatabaseEngine, () => Promise<DatabaseDriver>>> = {
  sqlite: async () => new (await import('./sqlite.js')).SqliteDriver(),
  postgres: async () => new (await import('./postgres.js')).PostgresDriver(),
  mysql: async () => new (await import('./mysql.js')).MysqlDriver(),
  firebird: async () => new (await import('./firebird.js')).FirebirdDriver(),
  // Not exercised against a real SQL Server here (none can run on these machines): see mssql.ts.
  mssql: async () => new (await import('./mssql.js')).MssqlDriver(),
};

export async function loadDriver(engine: DatabaseEngine): Promise<DatabaseDriver> {
  const make = DRIVERS[engine];
  if (!make) throw new Error(`No database driver for engine "${engine}" in this agent build (available: ${Object.keys(DRIVERS).join(', ')})`);
  return make();
}
