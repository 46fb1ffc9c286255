/**
 * @module agent/drivers/index
 * Picks the database driver for the engine an agent is configured with. Each engine is one entry of
 * DRIVERS; an engine without one fails loudly at start-up rather than at the first query.
 */
import type { DatabaseEngine } from '../../protocol/pms-kinds.js';
import type { DatabaseDriver } from './driver.js';
import { FirebirdDriver } from './firebird.js';
import { MssqlDriver } from './mssql.js';
import { MysqlDriver } from './mysql.js';
import { PostgresDriver } from './postgres.js';
import { SqliteDriver } from './sqlite.js';

const DRIVERS: Partial<Record<DatabaseEngine, () => DatabaseDriver>> = {
  sqlite: () => new SqliteDriver(),
  postgres: () => new PostgresDriver(),
  mysql: () => new MysqlDriver(),
  firebird: () => new FirebirdDriver(),
  // Not exercised against a real SQL Server here (none can run on these machines): see mssql.ts.
  mssql: () => new MssqlDriver(),
};

export function createDriver(engine: DatabaseEngine): DatabaseDriver {
  const make = DRIVERS[engine];
  if (!make) throw new Error(`No database driver for engine "${engine}" in this agent build (available: ${Object.keys(DRIVERS).join(', ')})`);
  return make();
}
