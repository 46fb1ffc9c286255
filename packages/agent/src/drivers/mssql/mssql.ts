/**
 * @module agent/drivers/mssql
 * The agent's SQL Server driver (Best Practice sites), on `mssql` over tedious (pure-JS TDS).
 *
 * NOT TESTED AGAINST A REAL SQL SERVER: none can run on the project's machines or CI. The parameter
 * mapping (mssql-params.ts), the cell and error conversions (mssql-values.ts) and the batching below
 * are unit-tested with a fake request in mssql.test.ts; the wire behaviour relies on mssql's
 * documented streaming API.
 *
 * - Connection string: ADO.NET style, as mssql parses it
 *   (`Server=host,1433;Database=BPSPatients;User Id=…;Password=…;Encrypt=true;TrustServerCertificate=true`).
 *   `useUTC` is forced on, so dates are wall clocks both ways. One pool per connection string (one
 *   per catalogue).
 * - Text commands run through sp_executesql with typed parameters (`@name` as written); stored
 *   procedures through an RPC call by name, with the return value read from the procedure.
 * - Rows: `request.stream = true` with `arrayRowMode`; the request is paused once a batch is buffered
 *   and resumed when the caller pulls the next one, so tedious stops reading the socket and the
 *   server waits (TDS flow control). Only the first result set is returned; the rows of later ones
 *   are read and dropped. `FOR JSON` results arrive as one cell (mssql joins the chunks).
 * - Timeout: mssql's per-request `requestTimeout` (tedious: time to the first response), and the
 *   command clock for every later wait; either cancels the request (TDS attention).
 * - Errors: errorType `mssql`, errorCode the SQL Server error number (-2 for a timeout, as SqlClient).
 * - nonQuery: rowsAffected is the sum of the counts the server reports for the batch (SELECT counts
 *   included, as tedious does not say which statement a count belongs to).
 */
import sql from 'mssql';
import { CommandClock } from '../command-clock.js';
import { DriverError, dedupeColumnNames, type DatabaseDriver, type Execution, type ExecuteOptions, type ExecutionSummary } from '../driver.js';
import type { OutputParameter, SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { mssqlBindings, type MssqlBinding } from './mssql-params.js';
import { MSSQL_TIMEOUT_NUMBER, mssqlError, mssqlFragment, mssqlOutputText, type MssqlColumn } from './mssql-values.js';
import { pulledExecution, type BatchSource } from '../pulled-execution.js';
import { keyPrefixes, rowText } from '../row-json.js';

const DEFAULT_BATCH = 1000;
/** How long an abandoned request may take to acknowledge its cancel before the driver stops waiting. */
const CANCEL_WAIT_MS = 5_000;

/** The events and controls of a streaming mssql request that the driver uses (a fake in tests). */
export interface StreamingRequest {
  on(event: 'recordset', listener: (columns: MssqlColumn[]) => void): unknown;
  on(event: 'row', listener: (row: unknown[] | Record<string, unknown>) => void): unknown;
  on(event: 'rowsaffected', listener: (count: number) => void): unknown;
  on(event: 'error', listener: (err: unknown) => void): unknown;
  on(event: 'done', listener: (result: { output?: Record<string, unknown>; returnValue?: unknown }) => void): unknown;
  pause(): boolean;
  resume(): boolean;
  cancel(): void;
}

export function timeoutError(timeoutMs: number): DriverError {
  return new DriverError('mssql', MSSQL_TIMEOUT_NUMBER, `Execution Timeout Expired: the command did not finish within ${timeoutMs} ms`, true);
}

/**
 * Gathers a streaming request's rows into batches, pausing the request while a full batch waits for
 * the caller. Exported for tests, which drive it with a fake request.
 */
export class MssqlBatcher implements BatchSource {
  columns: string[] = [];
  private sourceColumns: MssqlColumn[] = [];
  private prefixes: string[] = [];
  private recordsets = 0;
  private buffer: string[] = [];
  private done = false;
  private failure: unknown;
  private wake: (() => void) | undefined;
  private rowsAffectedSum = 0;
  private output: Record<string, unknown> = {};
  private returnValue: unknown;
  private released: Promise<ExecutionSummary> | undefined;

  constructor(
    private readonly request: StreamingRequest,
    private readonly command: SqlCommand,
    private readonly bindings: readonly MssqlBinding[],
    private readonly batchSize: number,
    private readonly clock: CommandClock,
  ) {
    const keepRows = command.executionMode !== 'nonQuery';
    request.on('recordset', (columns) => {
      this.recordsets++;
      if (this.recordsets === 1 && keepRows) {
        this.sourceColumns = columns;
        this.columns = dedupeColumnNames(columns.map((c) => c.name));
        this.prefixes = keyPrefixes(this.columns);
      }
    });
    request.on('row', (row) => {
      // Rows of later result sets (and every row in nonQuery mode) are read and dropped.
      if (this.recordsets !== 1 || !keepRows) return;
      const cells = Array.isArray(row) ? row : Object.values(row);
      this.buffer.push(rowText(this.prefixes, this.sourceColumns.map((c, i) => mssqlFragment(c, cells[i]))));
      if (this.buffer.length >= this.batchSize) {
        request.pause();
        this.notify();
      }
    });
    request.on('rowsaffected', (count) => {
      this.rowsAffectedSum += count;
    });
    request.on('error', (err) => {
      // mssql reports each error of a batch; the first one is the cause.
      this.failure ??= err;
      this.notify();
    });
    request.on('done', (result) => {
      this.done = true;
      this.output = result.output ?? {};
      this.returnValue = result.returnValue;
      this.notify();
    });
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  /** Resolves when a full batch is buffered, the request is over, or it failed. */
  private ready(): Promise<void> {
    if (this.buffer.length >= this.batchSize || this.done || this.failure !== undefined) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = resolve;
      this.request.resume();
    });
  }

  private cancelRequest = (): void => {
    this.request.cancel();
    // A paused request would never read the server's cancel acknowledgement.
    this.request.resume();
  };

  /** Waits for the first batch (so that SQL errors reject execute), or for the end in nonQuery mode. */
  async first(): Promise<{ first: string[] | undefined; exhausted: boolean }> {
    if (this.command.executionMode === 'nonQuery') {
      await this.clock.wait(this.untilDone(), this.cancelRequest);
      this.throwFailure();
      return { first: undefined, exhausted: true };
    }
    const first = await this.next();
    return { first, exhausted: this.done && this.buffer.length === 0 };
  }

  private untilDone(): Promise<void> {
    if (this.done) return Promise.resolve();
    return new Promise((resolve) => {
      const check = (): void => {
        if (this.done) resolve();
        else {
          this.wake = check;
          this.request.resume();
        }
      };
      check();
    });
  }

  private throwFailure(): void {
    if (this.failure !== undefined) throw mssqlError(this.failure);
  }

  async next(): Promise<string[] | undefined> {
    await this.clock.wait(this.ready(), this.cancelRequest);
    this.throwFailure();
    if (this.buffer.length === 0) return undefined;
    return this.buffer.splice(0, this.batchSize);
  }

  release(drained: boolean): Promise<ExecutionSummary> {
    this.released ??= this.complete(drained);
    return this.released;
  }

  private async complete(drained: boolean): Promise<ExecutionSummary> {
    this.buffer = [];
    if (!this.done) {
      // Abandoned midway (scalar's one row, size cap, gateway gave up): stop the server, then let
      // mssql read to the end of the response so the pooled connection comes back clean.
      if (!drained) this.cancelRequest();
      await Promise.race([this.untilDone(), new Promise((resolve) => setTimeout(resolve, CANCEL_WAIT_MS).unref())]);
    }
    const outputs: OutputParameter[] = [];
    for (const p of this.command.parameters) {
      if (p.direction === 'input') continue;
      const binding = this.bindings.find((b) => b.parameter === p);
      const column: MssqlColumn = binding
        ? { name: binding.name, type: binding.sqlType.type, scale: binding.sqlType.scale }
        : { name: p.name, type: sql.Int };
      const raw = p.direction === 'returnValue' ? (this.command.type === 'storedProcedure' ? this.returnValue : null) : this.output[binding?.name ?? ''];
      outputs.push({ name: p.name, direction: p.direction, type: p.type, value: mssqlOutputText(column, raw) });
    }
    return this.command.executionMode === 'nonQuery'
      ? { rowsAffected: this.rowsAffectedSum, outputParameters: outputs }
      : { outputParameters: outputs };
  }
}

/** `new sql.Request(pool, { requestTimeout })`: mssql takes per-request overrides; its typings omit them. */
const RequestWithOverrides = sql.Request as unknown as new (pool: sql.ConnectionPool, overrides: { requestTimeout: number }) => sql.Request;

export class MssqlDriver implements DatabaseDriver {
  readonly engine = 'mssql' as const;
  private readonly pools = new Map<string, Promise<sql.ConnectionPool>>();
  private closed = false;

  private pool(connection: string): Promise<sql.ConnectionPool> {
    let pool = this.pools.get(connection);
    if (!pool) {
      let config: sql.config;
      try {
        config = sql.ConnectionPool.parseConnectionString(connection);
      } catch (err) {
        // Never echo the string itself: it holds the password.
        return Promise.reject(new DriverError('agent', 0, `invalid SQL Server connection string: ${err instanceof Error ? err.message : String(err)}`));
      }
      if (!config.server) return Promise.reject(new DriverError('agent', 0, 'invalid SQL Server connection string: it names no server'));
      config.options = { ...config.options, useUTC: true };
      const created = new sql.ConnectionPool(config);
      created.on('error', () => undefined);
      pool = created.connect();
      // A pool that failed to connect is forgotten, so the next command tries again.
      pool.catch(() => this.pools.delete(connection));
      this.pools.set(connection, pool);
    }
    return pool;
  }

  async execute(connection: string, command: SqlCommand, options: ExecuteOptions): Promise<Execution> {
    if (this.closed) throw new DriverError('agent', 0, 'the SQL Server driver is closed');
    let bindings: MssqlBinding[];
    try {
      bindings = mssqlBindings(command.parameters);
    } catch (err) {
      throw mssqlError(err);
    }
    const clock = new CommandClock(options.timeoutMs, options.signal, timeoutError);
    let pool: sql.ConnectionPool;
    try {
      pool = await clock.wait(this.pool(connection), () => undefined);
    } catch (err) {
      throw mssqlError(err);
    }
    const request = new RequestWithOverrides(pool, { requestTimeout: options.timeoutMs });
    request.stream = true;
    request.arrayRowMode = true;
    for (const b of bindings) {
      if (b.output) request.output(b.name, b.sqlType as sql.ISqlType, b.value);
      else request.input(b.name, b.sqlType as sql.ISqlType, b.value);
    }
    // Scalar mode reads one value: its first batch is one row, not a thousand.
    const batchSize = command.executionMode === 'scalar' ? 1 : Math.max(1, options.batchSize ?? DEFAULT_BATCH);
    const batcher = new MssqlBatcher(request as unknown as StreamingRequest, command, bindings, batchSize, clock);
    // In stream mode mssql reports errors through 'error' events; the promise only says "over".
    const run = command.type === 'storedProcedure' ? request.execute(command.text) : request.query(command.text);
    run.catch(() => undefined);
    try {
      const { first, exhausted } = await batcher.first();
      return pulledExecution(batcher, { first, exhausted, maxRows: command.executionMode === 'scalar' ? 1 : undefined });
    } catch (err) {
      await batcher.release(false).catch(() => undefined);
      throw mssqlError(err);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((p) => p.then((pool) => pool.close()).catch(() => undefined)));
  }
}
