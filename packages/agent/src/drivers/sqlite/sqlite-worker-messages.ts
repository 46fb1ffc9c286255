/**
 * @module agent/drivers/sqlite/sqlite-worker-messages
 * What the agent's thread and a SQLite worker thread say to each other, and how they wake each other.
 * Messages travel on a dedicated MessagePort and are read with `receiveMessageOnPort` (no event-loop turn
 * on either side); each side then bumps its counter in a small shared Int32Array and notifies, so the
 * other can sleep in `Atomics.wait` (the worker, always; the agent, briefly) or `Atomics.waitAsync`.
 * A round trip this way costs about half the CPU of postMessage with 'message' events.
 *
 * One command at a time per worker; the worker only works when asked: `run` answers with the first batch,
 * each `more` with one further batch, `close` releases the cursor. Every request gets exactly one answer, in
 * order; in push mode the worker may send up to PUSH_CREDIT answers before their requests have come (the
 * agent's thread, which asks once for each answer it takes, never notices). Types and pure helpers only.
 */
import type { MessagePort } from 'node:worker_threads';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { DriverError } from '../driver.js';
import type { EncodedRows } from '../encoded-rows.js';

/** Indexes into the shared counters. */
export const REQUESTS = 0;
export const REPLIES = 1;
/**
 * The running command's fate, decided by whichever side moves it first from RUNNING (compareExchange):
 * the agent's thread to GIVEN_UP at a timeout or cancel, or the worker to COMMITTING before it commits a
 * write. So a write is either rolled back and reported failed, or committed and reported done — never
 * reported failed yet committed by a thread that was abandoned mid-step.
 */
export const STATE = 2;
export const COUNTERS = 3;
export const RUNNING = 0;
export const GIVEN_UP = 1;
export const COMMITTING = 2;

/**
 * Push mode's credit: batches a worker may deliver before they are asked for, beyond the one asked for.
 * Asked for one at a time, the thread would stop whenever the agent's thread was busy longer than one
 * batch's reading (an upload's answer, cutting a page), a noticeable share of a large export's time. A batch
 * is at most a few hundred KB.
 */
export const PUSH_CREDIT = 3;

/** What the worker gets at start (workerData). */
export interface WorkerInit {
  port: MessagePort;
  /** SharedArrayBuffer of COUNTERS Int32 counters. */
  counters: SharedArrayBuffer;
  /** SQLite's page cache of each connection, KiB (`PRAGMA cache_size`); undefined: the build's default. */
  pageCacheKib?: number;
}

export type ToWorker =
  /**
   * `classify`: also say whether the statement is a bounded read (`boundedAt` in the first answer).
   * `push`: run a plain read in push mode where it can (sqlite-session `runPushing`); the answers are the same.
   */
  /** `encode`: in push mode, batches travel as bytes (`encoded`, its buffer transferred), not as texts. */
  | { k: 'run'; file: string; command: SqlCommand; timeoutMs: number; batchSize: number; classify?: boolean; push?: boolean; encode?: boolean }
  /** One more batch of the open cursor. `spare`: an encoded batch's buffer, read and handed back (transferred). */
  | { k: 'more'; spare?: ArrayBuffer }
  /** Release the open cursor (rows abandoned). Answered by `closed`. */
  | { k: 'close' };

export type FromWorker =
  /** First message of a thread, once its code is loaded: time before it is not the command's. */
  | { k: 'ready' }
  | {
      k: 'rows';
      /** Present in the answer to `run`. */
      columns?: string[];
      /** Empty when the rows come as `encoded`. */
      rows: string[];
      /** The rows as bytes (a run with `encode` in push mode); its buffer is transferred. */
      encoded?: EncodedRows;
      /** No more rows: the worker has released the cursor and takes the next command. */
      done: boolean;
      rowsAffected?: number;
      /** Engine time of the command so far (ms). */
      spentMs: number;
      /** Asked for (`classify`) and a bounded read: the schema version it was found so under. */
      boundedAt?: number;
      /** In the first answer of a command run in push mode (for diagnostics and tests). */
      pushed?: boolean;
    }
  | { k: 'error'; error: WireError }
  | { k: 'closed' };

/** A DriverError as plain data (errors do not keep their class across threads). */
export interface WireError {
  errorType: DriverError['errorType'];
  errorCode: number;
  message: string;
  timedOut: boolean;
  invalidRequest: boolean;
}

export function toWire(err: DriverError): WireError {
  return { errorType: err.errorType, errorCode: err.errorCode, message: err.message, timedOut: err.timedOut, invalidRequest: err.invalidRequest };
}

export function fromWire(wire: WireError): DriverError {
  return new DriverError(wire.errorType, wire.errorCode, wire.message, wire.timedOut, wire.invalidRequest);
}
