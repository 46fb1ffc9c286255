/**
 * @module agent/drivers/firebird
 * The agent's Firebird driver (Zedmed sites; Firebird 2.5+ servers, tested against Firebird 3), on
 * node-firebird, a pure-JS client of the Firebird wire protocol.
 *
 * - Connection string: a node-firebird URI, see firebird-wire.ts
 *   (`firebird://SYSDBA:<password>@127.0.0.1:3050//var/lib/firebird/3.0/data/zedmed.fdb`). Each
 *   catalogue of a site is its own database file, hence its own connection string.
 * - Parameters: `@name` placeholders are rewritten to positional `?` (firebird-sql.ts); values are
 *   bound by type (firebird-values.ts). Stored procedures are called by name with `SELECT * FROM`
 *   (selectable) or `EXECUTE PROCEDURE` (executable, outputs become output parameters).
 * - Rows: a real cursor, fetched `batchSize` rows per round trip as the caller pulls.
 * - Errors: errorType `fbsql`, errorCode the Firebird gdscode (e.g. 335544569 for a DSQL error; the
 *   message carries the SQLCODE); refusals before execution (bad value, unknown placeholder) have
 *   errorCode 0 and invalidRequest set.
 * - Timeout: op_cancel on the attachment (firebird-execution.ts).
 *
 * Attachments are pooled per connection string (a few idle ones, dropped after a minute unused),
 * since attaching costs several round trips (SRP authentication).
 */
import type { DatabaseDriver, Execution, ExecuteOptions } from '../driver.js';
import { DriverError } from '../driver.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { executeFirebird, firebirdError } from './firebird-execution.js';
import { checkFirebirdParamTypes } from './firebird-values.js';
import { parameterIndex } from '../parameters.js';
import { attach, dropAttachment, firebirdTarget, isClosed, type FbDatabase, type FirebirdTarget } from './firebird-wire.js';
import type Firebird from 'node-firebird';

const MAX_IDLE_PER_DATABASE = 4;
const IDLE_MS = 60_000;

interface IdleAttachment {
  db: FbDatabase;
  since: number;
}

export class FirebirdDriver implements DatabaseDriver {
  readonly engine = 'firebird' as const;
  private readonly idle = new Map<string, IdleAttachment[]>();
  private closed = false;

  async execute(connection: string, command: SqlCommand, options: ExecuteOptions): Promise<Execution> {
    if (this.closed) throw new DriverError('agent', 0, 'the Firebird driver is closed');
    try {
      parameterIndex(command.parameters);
      checkFirebirdParamTypes(command.parameters);
    } catch (err) {
      throw firebirdError(err);
    }
    let target: FirebirdTarget;
    try {
      target = firebirdTarget(connection);
    } catch (err) {
      // Never echo the string itself: it holds the password.
      throw new DriverError('agent', 0, `invalid Firebird connection string: ${err instanceof Error ? err.message : String(err)}`);
    }
    const { db, pooled } = await this.acquire(connection, target.options, options.timeoutMs);
    const run = (on: FbDatabase): Promise<Execution> =>
      executeFirebird(on, command, { ...options, lowercaseKeys: target.lowercaseKeys }, (reusable) => this.release(connection, on, reusable));
    try {
      return await run(db);
    } catch (err) {
      // A pooled attachment may have died while idle (server restart, idle kill): retry once on a
      // fresh one when the failure came from the connection, not from the SQL.
      if (pooled && err instanceof DriverError && !err.invalidRequest && !err.timedOut && isClosed(db)) {
        const fresh = await this.acquire(connection, target.options, options.timeoutMs, true);
        return await run(fresh.db);
      }
      throw err;
    }
  }

  private async acquire(key: string, options: Firebird.Options, timeoutMs: number, fresh = false): Promise<{ db: FbDatabase; pooled: boolean }> {
    const list = this.idle.get(key) ?? [];
    const now = Date.now();
    while (!fresh && list.length > 0) {
      const entry = list.pop();
      if (!entry) break;
      if (isClosed(entry.db) || now - entry.since > IDLE_MS) {
        void dropAttachment(entry.db);
        continue;
      }
      return { db: entry.db, pooled: true };
    }
    try {
      const db = await attach({ ...options, connectTimeout: Math.min(options.connectTimeout ?? timeoutMs, timeoutMs) });
      // Socket-level failures also reject the operation in flight; this listener only keeps an
      // unlistened 'error' event from becoming an uncaught exception.
      db.on('error', () => undefined);
      return { db, pooled: false };
    } catch (err) {
      throw firebirdError(err);
    }
  }

  private release(key: string, db: FbDatabase, reusable: boolean): void {
    const list = this.idle.get(key) ?? [];
    if (!reusable || this.closed || isClosed(db) || list.length >= MAX_IDLE_PER_DATABASE) {
      void dropAttachment(db);
      return;
    }
    list.push({ db, since: Date.now() });
    this.idle.set(key, list);
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.idle.values()].flat().map((e) => e.db);
    this.idle.clear();
    await Promise.all(all.map((db) => dropAttachment(db)));
  }
}
