/**
 * @module agent/drivers/mysql
 * The MySQL / MariaDB driver (mysql2). `connection` is a mysql:// URL naming the catalogue's database;
 * one small pool per URL. Rows stream with backpressure (mysql-pump) and are encoded by mysql-json;
 * parameters and procedures are planned in mysql-command. Statements with parameters run as server-side
 * prepared statements (mysql2 `execute`, binary protocol), so values are bound, never escaped into the
 * text; statements without parameters use the text protocol. Timeout and abort: `KILL QUERY` from a
 * separate connection (works on both servers and for every statement, where MySQL's MAX_EXECUTION_TIME
 * only covers SELECT), then the connection is discarded. Abandoned results are not drained — the
 * connection is destroyed, which also stops the server from sending the rest.
 */
import mysql from 'mysql2';
import type { Pool, PoolConnection, Query } from 'mysql2';
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { OutputParameter, SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { CommandClock } from '../command-clock.js';
import { DriverError, type DatabaseDriver, type Execution, type ExecuteOptions, type ExecutionSummary } from '../driver.js';
import { planProcedure, planText, type MysqlStatement, type MysqlStep } from './mysql-command.js';
import { ER_QUERY_INTERRUPTED, toMysqlError } from './mysql-errors.js';
import { encoderFor } from './mysql-json.js';
import { ResultPump } from './mysql-pump.js';
import { pulledExecution } from '../pulled-execution.js';
import { fragmentToOutput } from '../row-json.js';

const DEFAULT_BATCH = 1000;
const POOL_SIZE = 5;
/** Prepared statements kept per connection; the server's global limit (16382 by default) is shared. */
const PREPARED_PER_CONNECTION = 64;

function timeoutError(timeoutMs: number): DriverError {
  return new DriverError('mysql', ER_QUERY_INTERRUPTED, `The command did not finish within ${timeoutMs} ms`, true);
}

/** Stops whatever thread `threadId` runs, from a connection of its own (the busy one cannot speak). */
async function killQuery(connection: string, threadId: number): Promise<void> {
  const killer = mysql.createConnection({ uri: connection, connectTimeout: 5_000 });
  await new Promise<void>((resolve) => {
    // threadId is the server's integer id, not user input.
    killer.query(`KILL QUERY ${Math.trunc(threadId)}`, () => resolve());
  });
  killer.destroy();
}

/** One execution's hold on a pooled connection. */
class Session {
  private done = false;

  constructor(
    private readonly conn: PoolConnection,
    private readonly connection: string,
    private readonly clock: CommandClock,
  ) {}

  wait<T>(work: Promise<T>): Promise<T> {
    const threadId = this.conn.threadId;
    return this.clock.wait(work, () => void killQuery(this.connection, threadId));
  }

  /** Starts a statement in event mode: mysql2 emits rows and keeps none. */
  start(step: MysqlStep): Query {
    const options = { sql: step.sql, rowsAsArray: true };
    return step.values.length > 0 ? this.conn.execute(options, step.values) : this.conn.query(options);
  }

  /** Runs a short statement to completion and returns its first row with its columns. */
  async single(step: MysqlStep): Promise<{ fields: mysql.FieldPacket[]; row: unknown[] | undefined }> {
    const query = this.start(step);
    let fields: mysql.FieldPacket[] = [];
    let row: unknown[] | undefined;
    await this.wait(new Promise<void>((resolve, reject) => {
      query.on('fields', (f: mysql.FieldPacket[] | undefined) => {
        if (Array.isArray(f) && fields.length === 0) fields = f;
      });
      query.on('result', (r: unknown) => {
        if (Array.isArray(r) && row === undefined) row = r;
      });
      query.on('error', reject);
      query.on('end', () => resolve());
    }));
    return { fields, row };
  }

  /** Back to the pool when the connection is idle and intact; destroyed otherwise. */
  release(reusable: boolean): void {
    if (this.done) return;
    this.done = true;
    if (reusable && !this.clock.interrupted) this.conn.release();
    else this.conn.destroy();
  }
}

async function readOutputs(session: Session, statement: MysqlStatement, drained: boolean): Promise<OutputParameter[]> {
  if (statement.outputs.length === 0) return [];
  const nulls = (): OutputParameter[] =>
    statement.outputs.map(({ parameter: p }) => ({ name: p.name, direction: p.direction, type: p.type, value: null }));
  // Values of an abandoned or failed call cannot be read: the connection is gone.
  if (!drained) return nulls();
  const { fields, row } = await session.single({ sql: `SELECT ${statement.outputs.map((o) => o.variable).join(', ')}`, values: [] });
  if (!row) return nulls();
  return statement.outputs.map(({ parameter: p }, i) => ({
    name: p.name,
    direction: p.direction,
    type: p.type,
    value: fragmentToOutput(encoderFor(fields[i] ?? { name: '' })(row[i])),
  }));
}

export class MysqlDriver implements DatabaseDriver {
  readonly engine: DatabaseEngine = 'mysql';
  private readonly pools = new Map<string, Pool>();

  private pool(connection: string): Pool {
    let pool = this.pools.get(connection);
    if (!pool) {
      pool = mysql.createPool({
        uri: connection,
        connectionLimit: POOL_SIZE,
        maxIdle: POOL_SIZE,
        idleTimeout: 30_000,
        connectTimeout: 15_000,
        charset: 'utf8mb4',
        // Values the JSON rules need untouched: big integers and decimals as strings, dates as text, JSON as text.
        supportBigNumbers: true,
        bigNumberStrings: false,
        decimalNumbers: false,
        dateStrings: true,
        jsonStrings: true,
        multipleStatements: false,
        maxPreparedStatements: PREPARED_PER_CONNECTION,
      });
      this.pools.set(connection, pool);
    }
    return pool;
  }

  async execute(connection: string, command: SqlCommand, options: ExecuteOptions): Promise<Execution> {
    let statement: MysqlStatement;
    try {
      statement = command.type === 'storedProcedure' ? planProcedure(command) : planText(command);
    } catch (err) {
      throw toMysqlError(err);
    }
    const clock = new CommandClock(options.timeoutMs, options.signal, timeoutError);
    const connecting = new Promise<PoolConnection>((resolve, reject) => {
      this.pool(connection).getConnection((err, conn) => (err ? reject(err) : resolve(conn)));
    });
    let conn: PoolConnection;
    try {
      conn = await clock.wait(connecting, () => void connecting.then((c) => c.destroy(), () => undefined));
    } catch (err) {
      throw toMysqlError(err, true);
    }
    const session = new Session(conn, connection, clock);
    let pump: ResultPump | undefined;
    try {
      for (const step of statement.before) await session.single(step);
      const batchSize = command.executionMode === 'scalar' ? 1 : (options.batchSize ?? DEFAULT_BATCH);
      const started = new ResultPump(conn, session.start(statement), batchSize);
      pump = started;
      const first = await session.wait(started.next());
      const summary = async (drained: boolean): Promise<ExecutionSummary> => ({
        rowsAffected: command.executionMode === 'nonQuery' ? started.affectedRows : undefined,
        outputParameters: await readOutputs(session, statement, drained),
      });
      if (command.executionMode === 'nonQuery') {
        // Rows a nonQuery statement returns are read and dropped, never kept.
        while (!started.ended) await session.wait(started.next());
        const result = await summary(started.drained);
        session.release(!started.inTransaction);
        return pulledExecution({ columns: [], next: async () => undefined, release: async () => result }, { exhausted: true });
      }
      return pulledExecution(
        {
          columns: started.columns ?? [],
          next: async () => {
            try {
              return await session.wait(started.next());
            } catch (err) {
              throw toMysqlError(err);
            }
          },
          release: async (drained) => {
            try {
              const result = await summary(drained && started.drained);
              session.release((started.drained || started.failed) && !started.inTransaction);
              return result;
            } catch {
              session.release(false);
              return { rowsAffected: command.executionMode === 'nonQuery' ? started.affectedRows : undefined, outputParameters: [] };
            }
          },
        },
        { first, exhausted: first === undefined || started.drained, maxRows: command.executionMode === 'scalar' ? 1 : undefined },
      );
    } catch (err) {
      // A failed statement leaves the connection usable; one cut short by the clock does not.
      session.release(pump === undefined || pump.failed);
      throw toMysqlError(err);
    }
  }

  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((pool) => new Promise<void>((resolve) => pool.end(() => resolve()))));
  }
}
