/**
 * @module agent/drivers/firebird-execution
 * One command on one Firebird attachment: transaction, prepare, bind, execute, then a real cursor
 * fetched `batchSize` rows per op_fetch, only when the caller pulls the next batch
 * (pulled-execution.ts); commit at finish, rollback on failure.
 *
 * execute() already fetches the first batch, so that an error raised while producing rows (Firebird
 * evaluates most of a SELECT at fetch time: `SELECT 1/0 …` fails on the first fetch) rejects
 * execute() itself, as for every other driver.
 *
 * Timeout: Firebird 3 has no statement timeout. The command clock (command-clock.ts) counts the time
 * spent waiting on the server and, when it runs out or the gateway aborts, this driver sends op_cancel
 * (fb_cancel_raise) on the attachment: whatever runs fails with isc_cancelled, and the attachment is
 * dropped rather than pooled again.
 */
import { CommandClock } from '../command-clock.js';
import { DriverError, dedupeColumnNames, type Execution, type ExecuteOptions, type ExecutionSummary } from '../driver.js';
import type { OutputParameter, SqlCommand, SqlParameter } from '@site-query-gateway/protocol/sql-command.js';
import { readProcedureInfo } from './firebird-catalogue.js';
import { foldedName, parseProcedureName, procedureCall, rewriteParameters, type PreparedText } from './firebird-sql.js';
import { cellFragment, cellKind, firebirdParamValue, type FbCellKind, type FbColumnMeta } from './firebird-values.js';
import {
  STMT,
  cancelOperation,
  commit,
  executeStatement,
  fetchRows,
  prepare,
  readBlob,
  recordsAffected,
  releaseStatement,
  resolveTextBlobs,
  rollbackQuietly,
  settleWithin,
  startTransaction,
  type FbDatabase,
  type FbStatement,
  type FbTransaction,
} from './firebird-wire.js';
import { ParameterError } from '../parameters.js';
import { pulledExecution, type BatchSource } from '../pulled-execution.js';
import { fragmentToOutput, keyPrefixes, rowText } from '../row-json.js';

/** isc_cancelled: what a statement stopped by op_cancel fails with. */
export const ISC_CANCELLED = 335544794;
/** isc_network_error: reported for socket failures, which carry no Firebird code of their own. */
export const ISC_NETWORK_ERROR = 335544721;

const DEFAULT_BATCH = 1000;
const NO_META: FbColumnMeta = { type: 0, subType: 0, scale: 0, length: 0 };

/** Turns anything thrown on the way into the DriverError the gateway reports. */
export function firebirdError(err: unknown): DriverError {
  if (err instanceof DriverError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof ParameterError) return new DriverError('fbsql', 0, message, false, true);
  const gdscode = typeof err === 'object' && err !== null ? (err as { gdscode?: unknown }).gdscode : undefined;
  if (typeof gdscode === 'number') return new DriverError('fbsql', gdscode, message);
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
    return new DriverError('fbsql', ISC_NETWORK_ERROR, `Unable to complete network request to the Firebird server: ${message}`);
  }
  return new DriverError('fbsql', 0, message);
}

export function timeoutError(timeoutMs: number): DriverError {
  return new DriverError('fbsql', ISC_CANCELLED, `The command did not finish within ${timeoutMs} ms and was cancelled`, true);
}

/** The cursor (or singleton row) of one command, pulled batch by batch. */
class FirebirdSource implements BatchSource {
  columns: string[] = [];
  private prefixes: string[] = [];
  private kinds: FbCellKind[] = [];
  private tx: FbTransaction | undefined;
  private st: FbStatement | undefined;
  private cursorOpen = false;
  private outputs: OutputParameter[] = [];
  private rowsAffected: number | undefined;
  private failed = false;
  private released: Promise<ExecutionSummary> | undefined;
  private readonly cancel = (): void => cancelOperation(this.db);

  constructor(
    private readonly db: FbDatabase,
    private readonly command: SqlCommand,
    private readonly batchSize: number,
    private readonly lowercaseKeys: boolean,
    private readonly clock: CommandClock,
    /** Hands the attachment back: reusable unless a cancel was sent or something broke. */
    private readonly giveBack: (reusable: boolean) => void,
  ) {}

  private wait<T>(work: Promise<T>): Promise<T> {
    return this.clock.wait(work, this.cancel);
  }

  /** Runs the command up to its first batch of rows. */
  async open(): Promise<{ first: string[] | undefined; exhausted: boolean }> {
    const tx = await this.wait(startTransaction(this.db));
    this.tx = tx;
    const text = await this.text(tx);
    const st = await this.wait(prepare(tx, text.sql));
    this.st = st;
    if (st.input.length !== text.bindings.length) {
      throw new ParameterError(`The statement takes ${st.input.length} parameters, ${text.bindings.length} given`);
    }
    const values = text.bindings.map((p, i) => firebirdParamValue(p, st.input[i] ?? NO_META));
    const ret = await this.wait(executeStatement(tx, st, values));
    this.kinds = st.output.map(cellKind);
    const rawNames = st.output.map((c) => c.alias || c.field || '');
    const isCursor = st.type === STMT.SELECT || st.type === STMT.SELECT_FOR_UPDATE;
    if (!isCursor && ret?.data?.length) await this.wait(resolveTextBlobs(this.db, tx, ret));
    const row = isCursor ? undefined : ret?.data?.[0];
    const singleton = row ? await this.fragments(row, tx) : undefined;
    this.outputs = outputParameters(this.command.parameters, rawNames, singleton);
    if (this.command.executionMode === 'nonQuery') {
      // A selectable procedure does its work as its rows are fetched: drain them, keep none.
      let drained = !isCursor;
      while (!drained) drained = (await this.wait(fetchRows(tx, st, this.batchSize))).fetched;
      this.rowsAffected = await this.wait(recordsAffected(this.db, st));
      return { first: undefined, exhausted: true };
    }
    if (!isCursor) {
      if (!singleton) return { first: undefined, exhausted: true };
      // EXECUTE PROCEDURE and … RETURNING give one row: it is the result as well as the outputs.
      this.setColumns(rawNames);
      return { first: [rowText(this.prefixes, singleton)], exhausted: true };
    }
    this.setColumns(rawNames);
    this.cursorOpen = true;
    // Scalar mode reads one value: ask the server for one row, not a batch.
    const first = await this.fetch(this.command.executionMode === 'scalar' ? 1 : this.batchSize);
    return { first, exhausted: !this.cursorOpen };
  }

  private setColumns(rawNames: string[]): void {
    this.columns = dedupeColumnNames(this.lowercaseKeys ? rawNames.map((n) => n.toLowerCase()) : rawNames);
    this.prefixes = keyPrefixes(this.columns);
  }

  private async text(tx: FbTransaction): Promise<PreparedText> {
    if (this.command.type !== 'storedProcedure') return rewriteParameters(this.command.text, this.command.parameters);
    const proc = parseProcedureName(this.command.text);
    const info = await this.wait(readProcedureInfo(tx, proc));
    return procedureCall(proc, info, this.command.parameters, this.command.executionMode);
  }

  /** JSON fragments of one row; blobs are read here, one value at a time. */
  private async fragments(row: unknown[], tx: FbTransaction): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < this.kinds.length; i++) {
      const kind = this.kinds[i] ?? 'unsupported';
      let value = row[i];
      if (kind === 'blobBinary' && value !== null && value !== undefined) value = await this.wait(readBlob(value, tx));
      out.push(cellFragment(kind, this.st?.output[i] ?? NO_META, value));
    }
    return out;
  }

  /** One op_fetch of up to `count` rows as row texts; closes the cursor state at end of data. */
  private async fetch(count: number): Promise<string[] | undefined> {
    const { tx, st } = this;
    if (!tx || !st || !this.cursorOpen) return undefined;
    const ret = await this.wait(fetchRows(tx, st, count));
    if (ret.fetched) this.cursorOpen = false;
    await this.wait(resolveTextBlobs(this.db, tx, ret));
    const batch: string[] = [];
    for (const row of ret.data) batch.push(rowText(this.prefixes, await this.fragments(row, tx)));
    return batch.length > 0 ? batch : undefined;
  }

  async next(): Promise<string[] | undefined> {
    try {
      return await this.fetch(this.batchSize);
    } catch (err) {
      this.failed = true;
      throw firebirdError(err);
    }
  }

  /** Marks the source failed and releases it (used when open() throws). */
  async abandon(): Promise<void> {
    this.failed = true;
    await this.release().catch(() => undefined);
  }

  /**
   * Closes the cursor (a Firebird cursor closes cleanly midway, so an abandoned one does not spoil
   * the attachment), commits (rolls back after a failure) and hands the attachment back. Rejects
   * only when the commit fails, which the caller must hear of.
   */
  release(): Promise<ExecutionSummary> {
    this.released ??= this.complete();
    return this.released;
  }

  private async complete(): Promise<ExecutionSummary> {
    const { st, tx } = this;
    this.st = undefined;
    this.tx = undefined;
    this.cursorOpen = false;
    const interrupted = this.clock.interrupted;
    let reusable = !interrupted;
    try {
      if (interrupted) {
        // The attachment is dropped after a cancel. Roll back first if the server still answers
        // (a detach with an open transaction is refused); the drop destroys the socket otherwise.
        if (tx) await settleWithin(rollbackQuietly(tx), 1000);
      } else {
        if (st) await releaseStatement(st);
        if (tx && !this.failed) await commit(tx);
        else if (tx) await rollbackQuietly(tx);
      }
    } catch (err) {
      reusable = false;
      if (tx) await rollbackQuietly(tx);
      throw firebirdError(err);
    } finally {
      this.giveBack(reusable);
    }
    return this.rowsAffected === undefined
      ? { outputParameters: this.outputs }
      : { rowsAffected: this.rowsAffected, outputParameters: this.outputs };
  }
}

/** Runs `command` on the attachment and returns its Execution; rejects with DriverError. */
export async function executeFirebird(
  db: FbDatabase,
  command: SqlCommand,
  options: ExecuteOptions & { lowercaseKeys: boolean },
  giveBack: (reusable: boolean) => void,
): Promise<Execution> {
  const clock = new CommandClock(options.timeoutMs, options.signal, timeoutError);
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH);
  const source = new FirebirdSource(db, command, batchSize, options.lowercaseKeys, clock, giveBack);
  try {
    const { first, exhausted } = await source.open();
    return pulledExecution(source, { first, exhausted, maxRows: command.executionMode === 'scalar' ? 1 : undefined });
  } catch (err) {
    await source.abandon();
    throw firebirdError(err);
  }
}

/**
 * Output and inputOutput parameters from the singleton row (EXECUTE PROCEDURE, … RETURNING): matched
 * to a column of the same name (for inputOutput also `<NAME>_OUT`: a Firebird procedure cannot
 * have an input and an output of one name), else to the next column no parameter named. Without a
 * row, an output is null and an inputOutput keeps the value it went in with.
 */
export function outputParameters(
  parameters: readonly SqlParameter[],
  columnNames: readonly string[],
  fragments: readonly string[] | undefined,
): OutputParameter[] {
  const wanted = parameters.filter((p) => p.direction === 'output' || p.direction === 'inputOutput');
  const upper = columnNames.map((n) => n.toUpperCase());
  const taken = new Set<number>();
  const index = new Map<SqlParameter, number>();
  for (const p of wanted) {
    const names = p.direction === 'inputOutput' ? [foldedName(p.name), `${foldedName(p.name)}_OUT`] : [foldedName(p.name)];
    const i = upper.findIndex((n, j) => names.includes(n) && !taken.has(j));
    if (i !== -1) {
      taken.add(i);
      index.set(p, i);
    }
  }
  let next = 0;
  return wanted.map((p) => {
    let i = index.get(p);
    if (i === undefined && fragments) {
      while (taken.has(next)) next++;
      if (next < columnNames.length) {
        i = next;
        taken.add(next);
      }
    }
    const value = fragments && i !== undefined
      ? fragmentToOutput(fragments[i] ?? 'null')
      : p.direction === 'inputOutput' ? (p.value ?? null) : null;
    return { name: p.name, direction: p.direction, type: p.type, value };
  });
}
