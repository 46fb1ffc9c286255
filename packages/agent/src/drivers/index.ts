/**
 * @module agent/drivers/index
 * Picks the database driver for the engine an agent is configured with. Each engine is one entry of
 * DRIVERS; an engine without one fails loudly at start-up rather than at the first query.
 */
import type { Logger } from 'pino';
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { DatabaseDriver } from './driver.js';

export interface DriverOptions {
  /** For the driver's own lifecycle events (threads, pools); never given SQL or values. */
  log?: Logger;
  /**
   * The driver has threads it cannot stop that passed their bounds (SQLite steps abandoned at the command
   * timeout and still running): the agent should restart to reclaim them.
   */
  onStuck?: (reason: string) => void;
}

/**
 * Loaded on demand: an agent serves one engine, and importing every client library (tedious, pg, mysql2,
 * node-firebird) would cost tens of MiB of resident memory.
 */
const DRIVERS: Partial<Record<DatabaseEngine, (options: DriverOptions) => Promise<DatabaseDriver>>> = {
  sqlite: async (options) => new (await import('./sqlite/sqlite.js')).SqliteDriver(options),
  postgres: async () => new (await import('./postgres/postgres.js')).PostgresDriver(),
  mysql: async () => new (await import('./mysql/mysql.js')).MysqlDriver(),
  firebird: async () => new (await import('./firebird/firebird.js')).FirebirdDriver(),
  // Not exercised against a real SQL Server here (none can run on these machines): see mssql/mssql.ts.
  mssql: async () => new (await import('./mssql/mssql.js')).MssqlDriver(),
};

export async function loadDriver(engine: DatabaseEngine, options: DriverOptions = {}): Promise<DatabaseDriver> {
  const make = DRIVERS[engine];
  if (!make) throw new Error(`No database driver for engine "${engine}" in this agent build (available: ${Object.keys(DRIVERS).join(', ')})`);
  return make(options);
}
