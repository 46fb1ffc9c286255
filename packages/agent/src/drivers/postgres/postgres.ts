/**
 * @module agent/drivers/postgres
 * The PostgreSQL driver (node-postgres). `connection` is a postgres:// URL naming the catalogue's
 * database; one small pool per URL. Readers stream through a server-side portal with pg-cursor (added
 * for this: node-postgres alone either buffers a whole result or pushes rows without waiting), one
 * `read(batch)` per pulled batch, so the caller's pace is the backpressure. PostgreSQL builds the row
 * JSON when the statement can be a subquery (postgres-json); parameters and routines are planned in
 * postgres-command. Timeout and abort: the statement is cancelled with pg_cancel_backend from a separate
 * connection (no statement_timeout: inside a portal its clock would also run while the caller holds a
 * batch), and the connection is then discarded, since a late cancel could hit its next statement.
 * Limits: one statement per reader command (the extended protocol's rule); nonQuery without parameters
 * may hold several. Fallback conversion assumes DateStyle ISO, PostgreSQL's default.
 */
import pg from 'pg';
import type { FieldDef, PoolClient } from 'pg';
import Cursor from 'pg-cursor';
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { ExecutionMode, OutputParameter, SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { CommandClock } from '../command-clock.js';
import { DriverError, dedupeColumnNames, type DatabaseDriver, type Execution, type ExecuteOptions, type ExecutionSummary } from '../driver.js';
import { bareName } from '../parameters.js';
import { ROUTINE_KIND_SQL, planRoutine, planText, routineName, type PgStatement } from './postgres-command.js';
import { DescribeStatement } from './postgres-describe.js';
import { QUERY_CANCELED, sqlStateCode, toPostgresError } from './postgres-errors.js';
import { canWrap, jsonWrapperSql, probeSql, textRowConverter, type ColumnType } from './postgres-json.js';
import { pulledExecution } from '../pulled-execution.js';
import { valueToOutput } from '../row-json.js';

const DEFAULT_BATCH = 1000;
const POOL_SIZE = 5;
/** Commands whose row count is a count of changed rows (others report none). */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

/** Every value arrives as PostgreSQL's text: the JSON rules are applied by the wrapper or by postgres-json. */
const RAW_TEXT = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

function timeoutError(timeoutMs: number): DriverError {
  return new DriverError('pgsql', sqlStateCode(QUERY_CANCELED), `The command did not finish within ${timeoutMs} ms (SQLSTATE ${QUERY_CANCELED})`, true);
}

/** Cancels whatever backend `pid` runs, from a connection of its own (the busy one cannot speak). */
async function cancelBackend(connectionString: string, pid: number): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT pg_cancel_backend($1)', [pid]);
  } catch {
    // The clock's grace period covers a cancel that could not be delivered: the connection is dropped.
  } finally {
    await client.end().catch(() => undefined);
  }
}

function summarise(command: string | null | undefined, rowCount: number | null | undefined): number | undefined {
  return command && COUNTED_COMMANDS.has(command) ? (rowCount ?? 0) : undefined;
}

/** Output parameters from the first row (see postgres-command): by name, returnValue from the first column. */
function outputsFrom(statement: PgStatement, firstRow: Record<string, unknown> | undefined): OutputParameter[] {
  const keys = firstRow ? Object.keys(firstRow) : [];
  return statement.outputs.map((p) => {
    const wanted = bareName(p.name).toLowerCase();
    const key = p.direction === 'returnValue' ? keys[0] : keys.find((k) => k.toLowerCase() === wanted);
    return { name: p.name, direction: p.direction, type: p.type, value: key === undefined ? null : valueToOutput(firstRow?.[key]) };
  });
}

/** One execution's hold on a pooled connection. */
class Session {
  private released = false;

  constructor(
    readonly client: PoolClient,
    private readonly connection: string,
    readonly clock: CommandClock,
  ) {}

  /** Waits on the engine under the clock; on timeout/abort the running statement is cancelled. */
  wait<T>(work: Promise<T>): Promise<T> {
    const pid = (this.client as unknown as { processID: number }).processID;
    return this.clock.wait(work, () => void cancelBackend(this.connection, pid));
  }

  release(reusable: boolean): void {
    if (this.released) return;
    this.released = true;
    // An interrupted connection may still have a cancel in flight, and one left inside a transaction (a
    // command that ran BEGIN) would carry it into the next command: destroy those rather than pool them.
    // node-postgres keeps the ReadyForQuery transaction status only in an internal field; 'I' is idle.
    const txStatus = (this.client as unknown as { _txStatus?: unknown })._txStatus;
    const idle = typeof txStatus !== 'string' || txStatus === 'I';
    this.client.release(reusable && idle && !this.clock.interrupted ? undefined : true);
  }

  async routineKind(text: string): Promise<'p' | 'f'> {
    const { schema, name } = routineName(text);
    const result = await this.wait(this.client.query<{ prokind: string }>(ROUTINE_KIND_SQL, [name, schema]));
    const kind = result.rows[0]?.prokind;
    if (kind === 'p' || kind === 'f') return kind;
    const state = '42883';
    throw new DriverError('pgsql', sqlStateCode(state), `No procedure or function named ${text} on the search path (SQLSTATE ${state})`);
  }

  /** nonQuery without outputs: rows (if any) are counted and dropped, never kept. */
  async nonQuery(statement: PgStatement): Promise<Execution> {
    // Without values node-postgres uses the simple protocol, which allows several statements.
    const config: pg.QueryArrayConfig = {
      text: statement.text,
      values: statement.values.length > 0 ? statement.values : undefined,
      rowMode: 'array',
      types: RAW_TEXT,
    };
    const query = new pg.Query(config as pg.QueryConfig);
    const done = new Promise<pg.QueryResult | pg.QueryResult[]>((resolve, reject) => {
      query.on('row', () => undefined);
      query.on('end', resolve);
      query.on('error', reject);
    });
    this.client.query(query);
    const results = await this.wait(done);
    let rowsAffected = 0;
    for (const r of Array.isArray(results) ? results : [results]) rowsAffected += summarise(r.command, r.rowCount) ?? 0;
    this.release(true);
    return pulledExecution({ columns: [], next: async () => undefined, release: async () => ({ rowsAffected, outputParameters: [] }) }, { exhausted: true });
  }

  /** The column names and types of the statement as a subquery, or undefined when it cannot be one. */
  private async describeWrapped(text: string): Promise<FieldDef[] | undefined> {
    try {
      return await this.wait(this.client.query(new DescribeStatement(probeSql(text))).result);
    } catch (err) {
      if (this.clock.interrupted) throw err;
      return undefined;
    }
  }

  async reader(statement: PgStatement, mode: ExecutionMode, batchSize: number): Promise<Execution> {
    const described = statement.rowIsOutputs ? undefined : await this.describeWrapped(statement.text);
    let columns: ColumnType[] | undefined = described && dedupeColumnNames(described.map((f) => f.name)).map((name, i) => ({ name, dataTypeID: described[i]!.dataTypeID }));
    const wrapped = columns !== undefined && canWrap(columns);
    const cursor = this.client.query(new Cursor(wrapped ? jsonWrapperSql(statement.text, columns!) : statement.text, statement.values, { rowMode: 'array', types: RAW_TEXT }));
    const limit = mode === 'scalar' ? 1 : batchSize;
    let convert: ((row: (string | null)[]) => string) | undefined;
    // An object, so the closures below and the code after them see one state.
    const portal: { state: CursorState } = { state: 'open' };
    let rowsAffected: number | undefined;

    const read = async (): Promise<string[]> => {
      let fetched: { rows: (string | null)[][]; result: pg.QueryResult };
      try {
        fetched = await this.wait(new Promise((resolve, reject) => {
          cursor.read(limit, (err, rows, result) => (err ? reject(err) : resolve({ rows: rows as (string | null)[][], result })));
        }));
      } catch (err) {
        portal.state = 'failed';
        throw toPostgresError(err);
      }
      const { rows, result } = fetched;
      // The fallback learns its columns from the portal's own description.
      columns ??= dedupeColumnNames(result.fields.map((f) => f.name)).map((name, i) => ({ name, dataTypeID: result.fields[i]!.dataTypeID }));
      convert ??= wrapped ? (row) => row[0] ?? 'null' : textRowConverter(columns);
      if (rows.length < limit) {
        portal.state = 'ended';
        rowsAffected = summarise(result.command, result.rowCount);
      }
      return rows.map(convert);
    };

    let first: string[];
    try {
      first = await read();
    } catch (err) {
      await this.closeCursor(cursor, portal.state);
      throw err;
    }
    const firstRow = first[0] === undefined ? undefined : (JSON.parse(first[0]) as Record<string, unknown>);
    const outputParameters = outputsFrom(statement, firstRow);
    if (statement.rowIsOutputs || mode === 'nonQuery') {
      // CALL's row is its output parameters, not a result set; nonQuery returns no rows at all.
      await this.closeCursor(cursor, portal.state);
      return pulledExecution({ columns: [], next: async () => undefined, release: async () => ({ rowsAffected, outputParameters }) }, { exhausted: true });
    }
    return pulledExecution(
      {
        columns: (columns ?? []).map((c) => c.name),
        next: async () => {
          if (portal.state !== 'open') return undefined;
          const batch = await read();
          return batch.length > 0 ? batch : undefined;
        },
        release: async (): Promise<ExecutionSummary> => {
          await this.closeCursor(cursor, portal.state);
          return { rowsAffected, outputParameters };
        },
      },
      { first, exhausted: portal.state === 'ended', maxRows: mode === 'scalar' ? 1 : undefined },
    );
  }

  /** Closes an open portal and gives the connection back; never rejects. */
  private async closeCursor(cursor: Cursor, state: CursorState): Promise<void> {
    if (this.released) return;
    // An ended or failed portal is already closed by the Sync that pg-cursor sent.
    if (state !== 'open' || this.clock.interrupted) {
      this.release(true);
      return;
    }
    try {
      await withTimeout(cursor.close(), CLOSE_TIMEOUT_MS);
      this.release(true);
    } catch {
      this.release(false);
    }
  }
}

type CursorState = 'open' | 'ended' | 'failed';

/** How long closing an abandoned portal may take before the connection is dropped instead. */
const CLOSE_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export class PostgresDriver implements DatabaseDriver {
  readonly engine: DatabaseEngine = 'postgres';
  private readonly pools = new Map<string, pg.Pool>();

  private pool(connection: string): pg.Pool {
    let pool = this.pools.get(connection);
    if (!pool) {
      pool = new pg.Pool({ connectionString: connection, max: POOL_SIZE, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 15_000, application_name: 'site-agent' });
      // An idle connection that dies (server restart) must not crash the agent; the pool replaces it.
      pool.on('error', () => undefined);
      this.pools.set(connection, pool);
    }
    return pool;
  }

  async execute(connection: string, command: SqlCommand, options: ExecuteOptions): Promise<Execution> {
    let statement: PgStatement;
    try {
      // Checked before connecting, so an invalid request costs no connection.
      statement = command.type === 'storedProcedure' ? planRoutine(command, 'f') : planText(command);
    } catch (err) {
      throw toPostgresError(err);
    }
    const clock = new CommandClock(options.timeoutMs, options.signal, timeoutError);
    const connecting = this.pool(connection).connect();
    let client: PoolClient;
    try {
      client = await clock.wait(connecting, () => void connecting.then((c) => c.release(true), () => undefined));
    } catch (err) {
      throw toPostgresError(err, true);
    }
    const session = new Session(client, connection, clock);
    try {
      if (command.type === 'storedProcedure') statement = planRoutine(command, await session.routineKind(command.text));
      if (command.executionMode === 'nonQuery' && statement.outputs.length === 0) return await session.nonQuery(statement);
      return await session.reader(statement, command.executionMode, options.batchSize ?? DEFAULT_BATCH);
    } catch (err) {
      session.release(!clock.interrupted);
      throw toPostgresError(err);
    }
  }

  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((pool) => pool.end()));
  }
}
