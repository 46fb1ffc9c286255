/**
 * The in-thread SQLite driver (the B1A baseline) passes the same contract as the worker-thread driver, so
 * the benchmark compares the same work with and without the thread hop.
 */
import { runSqliteDriverContract } from './sqlite-driver.contract.js';
import { SqliteInThreadDriver } from './sqlite-in-thread.js';

runSqliteDriverContract('SQLite, in-thread baseline', () => new SqliteInThreadDriver());
