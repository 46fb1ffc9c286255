/**
 * @module agent/drivers/mysql-pump
 * Turns one running mysql2 command (query or execute, in event mode so mysql2 keeps no rows) into pulled
 * batches with backpressure: once a few batches wait unread, the connection's socket is paused, and it
 * resumes when the caller takes one. Only the first result set is kept (a CALL may return several);
 * affected-row counts are summed. Knows nothing about timeouts or pools.
 */
import type { FieldPacket, PoolConnection, Query, QueryError, ResultSetHeader } from 'mysql2';
import { dedupeColumnNames } from '../driver.js';
import { rowEncoder } from './mysql-json.js';

/** Batches allowed to wait unread before the socket is paused. */
const MAX_WAITING_BATCHES = 2;

export class ResultPump {
  private readonly waiting: string[][] = [];
  private current: string[] = [];
  private resultSets = 0;
  private encode: ((row: unknown[]) => string) | undefined;
  private wake: (() => void) | undefined;
  private failure: QueryError | undefined;
  private paused = false;
  /** Column names of the first result set; undefined until its definition arrives. */
  columns: string[] | undefined;
  affectedRows = 0;
  ended = false;
  /** True when the last statement left a transaction open (such a connection must not be pooled). */
  inTransaction = false;

  constructor(
    private readonly connection: PoolConnection,
    command: Query,
    private readonly batchSize: number,
  ) {
    // A throw inside a mysql2 event handler would be lost and leave the caller waiting: fail instead.
    const guarded = <A extends unknown[]>(handler: (...args: A) => void) => (...args: A): void => {
      try {
        handler(...args);
      } catch (err) {
        this.fail(err as QueryError);
      }
    };
    command.on('fields', guarded((fields: FieldPacket[] | undefined) => {
      // mysql2 also emits 'fields' (undefined) for statements without a result set.
      if (!Array.isArray(fields)) return;
      this.resultSets++;
      if (this.resultSets > 1) return;
      this.columns = dedupeColumnNames(fields.map((f) => f.name));
      this.encode = rowEncoder(this.columns, fields);
    }));
    command.on('result', guarded((row: unknown) => {
      if (!Array.isArray(row)) {
        const header = row as ResultSetHeader;
        this.affectedRows += header.affectedRows ?? 0;
        // SERVER_STATUS_IN_TRANS: the statement left a transaction open on this connection.
        if (typeof header.serverStatus === 'number') this.inTransaction = (header.serverStatus & 1) !== 0;
        return;
      }
      if (this.resultSets !== 1 || !this.encode) return;
      this.current.push(this.encode(row));
      if (this.current.length >= this.batchSize) {
        this.waiting.push(this.current);
        this.current = [];
        if (this.waiting.length >= MAX_WAITING_BATCHES && !this.paused) {
          this.paused = true;
          this.connection.pause();
        }
        this.notify();
      }
    }));
    command.on('error', (err: QueryError) => this.fail(err));
    command.on('end', () => {
      if (this.current.length > 0) this.waiting.push(this.current);
      this.current = [];
      this.ended = true;
      this.notify();
    });
  }

  private fail(err: QueryError): void {
    this.failure ??= err;
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  /** True when a batch (or the end, or an error) is ready without waiting. */
  private ready(): boolean {
    return this.waiting.length > 0 || this.ended;
  }

  /** The next batch, undefined at the end; rejects with the server's error. */
  async next(): Promise<string[] | undefined> {
    while (!this.ready()) await new Promise<void>((resolve) => (this.wake = resolve));
    const batch = this.waiting.shift();
    if (this.paused && this.waiting.length < MAX_WAITING_BATCHES) {
      this.paused = false;
      this.connection.resume();
    }
    if (batch) return batch;
    if (this.failure) throw this.failure;
    return undefined;
  }

  /** True when every row was read and the command ended without error. */
  get drained(): boolean {
    return this.ended && !this.failure && this.waiting.length === 0;
  }

  get failed(): boolean {
    return this.failure !== undefined;
  }
}
