/**
 * @module sqlite/better-sqlite3
 * better-sqlite3 in the build that works on the running Node; every SQLite connection of gateway, agent and
 * demo opens through this module (lint forbids importing the package's value anywhere else).
 *
 * Why two builds: better-sqlite3 12 wraps its objects with node.h's `ObjectWrap`, whose destructor asks
 * for the current Node environment since Node 24.19; when V8 collects a statement while no context is
 * entered (an idle-time GC) there is none, and Node aborts the process (`RemoveEnvironmentCleanupHook:
 * Assertion failed: (env) != nullptr`, upstream WiseLibs/better-sqlite3#1515). better-sqlite3 13 moved to
 * Node-API and has no such destructor, but needs Node-API 10 (Node 22.14 or later; Node 20 has 9 and crashes loading it).
 * package.json therefore depends on 12 and, as an optional dependency, on 13 under the alias
 * `better-sqlite3-napi`: npm skips an optional package whose `engines` do not match, so Node 20 installs
 * only 12, silently, and Node 22 or later installs both; this module uses 13 wherever Node has Node-API 10. Both builds expose the same API.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/** The package names in the order they are tried: the Node-API build first where Node has Node-API 10. */
function candidates(napiVersion: number): string[] {
  return napiVersion >= 10 ? ['better-sqlite3-napi', 'better-sqlite3'] : ['better-sqlite3'];
}

function resolveFirstInstalled(names: string[]): string {
  for (const name of names) {
    try {
      return require.resolve(name);
    } catch {
      // Not installed (an optional dependency npm skipped): try the next.
    }
  }
  throw new Error(`better-sqlite3 is not installed (looked for ${names.join(', ')}); run npm ci`);
}

/** The resolved entry file of the build in use; worker threads that open their own connection load it. */
export const betterSqlite3Path: string = resolveFirstInstalled(candidates(Number(process.versions.napi)));

/** The build's name, for diagnostics (`better-sqlite3-napi` is the Node-API build). */
export const betterSqlite3Build: string = betterSqlite3Path.includes('better-sqlite3-napi') ? 'better-sqlite3-napi' : 'better-sqlite3';

const Database = require(betterSqlite3Path) as typeof BetterSqlite3;
// The package's types under the same name as the value, so `Database.Statement` reads as it does upstream.
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace Database {
  export type Database = BetterSqlite3.Database;
  export type Statement = BetterSqlite3.Statement;
  export type Options = BetterSqlite3.Options;
}
export default Database;
