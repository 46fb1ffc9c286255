/**
 * @module agent/drivers/sqlite/sqlite-worker
 * Entry of a SQLite worker thread: runs the commands the agent's thread sends (one at a time) on its own
 * SqliteSession and answers each request with one message (sqlite-worker-messages); an open cursor's next
 * batch is read ahead while no request waits, and a push-mode read runs up to PUSH_CREDIT batches ahead.
 * The thread sleeps in `Atomics.wait` between requests and never returns to its event loop: all it does is
 * synchronous SQLite work, and a long native step here holds up nobody but this thread. A thread stuck in
 * such a step is abandoned by its owner (sqlite-worker-pool), which is why nothing here may hold state
 * another thread relies on. It never logs: errors travel back as data, and logging is the agent thread's job.
 */
import { receiveMessageOnPort, workerData } from 'node:worker_threads';
import { DriverError } from '../driver.js';
import { RowEncoder } from '../encoded-rows.js';
import type { PushedBatch } from './sqlite-row-push.js';
import { SqliteSession, type Cursor } from './sqlite-session.js';
import { toSqliteError } from './sqlite-errors.js';
import { COMMITTING, GIVEN_UP, PUSH_CREDIT, REPLIES, REQUESTS, RUNNING, STATE, toWire, type FromWorker, type ToWorker, type WorkerInit } from './sqlite-worker-messages.js';

const { port, counters, pageCacheKib } = workerData as WorkerInit;
const signals = new Int32Array(counters);
/** One command at a time: one idle connection per file is all this thread needs. */
const session = new SqliteSession(1, undefined, pageCacheKib);
let cursor: Cursor | undefined;
/**
 * The open cursor's next answer, read while this thread had nothing to do (see the loop below). Without it
 * the thread would sleep from each answer until the agent's thread woke up and asked for the next batch, a
 * large share of an export's time; this way that wake-up overlaps the read.
 */
let ahead: FromWorker | undefined;
/** A write commits only if the agent's thread has not given the command up first (see STATE). */
const mayCommit = (): boolean => Atomics.compareExchange(signals, STATE, RUNNING, COMMITTING) === RUNNING;

/** Where push-mode rows are written when they travel as bytes: made at the first such command, then kept with its spare buffers. */
let encoder: RowEncoder | undefined;
/**
 * Answers sent ahead of their requests (push mode's credit) whose requests have not arrived yet. The agent's
 * thread sends exactly one request for each answer it takes, in order, so the next `prepaid` requests are
 * already answered: they are read for their spare buffers and otherwise dropped.
 */
let prepaid = 0;

function reply(message: FromWorker): void {
  // An encoded batch's buffer moves to the agent's thread instead of being copied.
  if (message.k === 'rows' && message.encoded) port.postMessage(message, [message.encoded.bytes.buffer as ArrayBuffer]);
  else port.postMessage(message);
  Atomics.add(signals, REPLIES, 1);
  Atomics.notify(signals, REPLIES);
}

function failure(err: unknown): FromWorker {
  const driverError = err instanceof DriverError ? err : toSqliteError(err);
  return { k: 'error', error: toWire(driverError) };
}

/** The open cursor's next batch, or its failure; the cursor is forgotten once it is done or failed. */
function nextBatch(open: Cursor): FromWorker {
  try {
    const rows = open.next();
    const answer: FromWorker = { k: 'rows', rows, done: open.done, spentMs: open.spentMs };
    if (open.done) cursor = undefined;
    return answer;
  } catch (err) {
    cursor = undefined;
    return failure(err);
  }
}

/** Thrown from a push-mode batch's delivery when the owner closes the command: stops the statement. */
const CLOSED = new Error('closed by the agent thread');

/**
 * A plain read in push mode (sqlite-session `runPushing`): the statement runs in one step, and each batch is
 * delivered from inside it — for the `run` itself, then one for each `more`, and up to PUSH_CREDIT batches
 * before their `more` has come. The requests are read here, not in the main loop, until the statement ends.
 * A `close` stops the statement: one that comes while answers are ahead of it is itself answered by one of
 * them (a batch, after which the agent's thread asks to close again), so only a `close` that finds no answer
 * ahead gets `closed`. Answers false, having read no message and run nothing, when the command cannot run so.
 */
function runPushed(message: Extract<ToWorker, { k: 'run' }>): boolean {
  /** Requests received less answers sent: below zero, answers are ahead of their requests. */
  let waiting = 1;
  let closing = false;
  const deferred: ToWorker[] = [];
  const deliver = (batch: PushedBatch): void => {
    for (;;) {
      // Read before draining, as in the main loop.
      const seen = Atomics.load(signals, REQUESTS);
      for (let next = receiveMessageOnPort(port); next !== undefined; next = receiveMessageOnPort(port)) {
        const request = next.message as ToWorker;
        if (request.k === 'more') {
          waiting++;
          if (request.spare) encoder?.reuse(request.spare);
        } else if (request.k === 'close') {
          waiting++;
          closing = true;
        }
        // One command at a time: another `run` is an owner's mistake, answered once this one is over.
        else deferred.push(request);
      }
      if (closing) throw CLOSED;
      if (waiting > -PUSH_CREDIT) break;
      Atomics.wait(signals, REQUESTS, seen);
    }
    waiting--;
    const answer: FromWorker = { k: 'rows', rows: batch.rows, done: batch.done, spentMs: batch.spentMs };
    if (batch.encoded) answer.encoded = batch.encoded;
    if (batch.columns) {
      answer.columns = batch.columns;
      answer.pushed = true;
    }
    reply(answer);
  };
  try {
    const stillWanted = (): boolean => Atomics.load(signals, STATE) !== GIVEN_UP;
    const options = { timeoutMs: message.timeoutMs, batchSize: message.batchSize, mayCommit, deliver, stillWanted, encoder: message.encode === true ? (encoder ??= new RowEncoder()) : undefined };
    if (!session.runPushing(message.file, message.command, options)) return false;
  } catch (err) {
    if (err === CLOSED) {
      // The `close` counted in `waiting`: answered here if no answer was ahead of it, else by that answer,
      // and the agent's thread's next `close` (counted as prepaid below) gets this `closed`.
      reply({ k: 'closed' });
      waiting--;
    } else if (waiting > -PUSH_CREDIT) {
      // Every batch before it is on its way: the failure follows them, answered in its turn.
      reply(failure(err));
      waiting--;
    } else {
      // No credit left: the next `more` gets it (a `close` drops it).
      ahead = failure(err);
    }
  }
  prepaid = Math.max(0, -waiting);
  for (const request of deferred) handle(request);
  return true;
}

function handle(message: ToWorker): void {
  if (prepaid > 0 && message.k !== 'run') {
    // Already answered, ahead of it (push mode's credit).
    prepaid--;
    if (message.k === 'more' && message.spare) encoder?.reuse(message.spare);
    return;
  }
  switch (message.k) {
    case 'run': {
      cursor?.close();
      cursor = undefined;
      ahead = undefined;
      if (message.push === true && runPushed(message)) return;
      try {
        const started = session.run(message.file, message.command, { timeoutMs: message.timeoutMs, batchSize: message.batchSize, mayCommit, classify: message.classify });
        cursor = started.cursor;
        const answer: FromWorker = { k: 'rows', columns: started.columns, rows: started.rows, done: started.done, spentMs: started.spentMs };
        if (started.rowsAffected !== undefined) answer.rowsAffected = started.rowsAffected;
        if (started.boundedAt !== undefined) answer.boundedAt = started.boundedAt;
        reply(answer);
      } catch (err) {
        reply(failure(err));
      }
      return;
    }
    case 'more': {
      if (message.spare) encoder?.reuse(message.spare);
      if (ahead) {
        const answer = ahead;
        ahead = undefined;
        reply(answer);
        return;
      }
      reply(cursor ? nextBatch(cursor) : { k: 'rows', rows: [], done: true, spentMs: 0 });
      return;
    }
    case 'close':
      cursor?.close();
      cursor = undefined;
      ahead = undefined;
      reply({ k: 'closed' });
      return;
  }
}

reply({ k: 'ready' });
for (;;) {
  // Read before draining: a request posted after this load changes the counter, so the wait below
  // returns at once instead of sleeping through it.
  const seen = Atomics.load(signals, REQUESTS);
  for (let next = receiveMessageOnPort(port); next !== undefined; next = receiveMessageOnPort(port)) handle(next.message as ToWorker);
  // Nothing asked meanwhile and a cursor open: read its next batch now, so the next `more` is answered at
  // once. Never with a request waiting (a `close` is not held up by a read), nor for a command given up.
  // It counts against the command's engine-time budget like any batch; a failure waits for the `more`.
  if (cursor !== undefined && ahead === undefined && Atomics.load(signals, REQUESTS) === seen && Atomics.load(signals, STATE) !== GIVEN_UP) {
    ahead = nextBatch(cursor);
    continue;
  }
  Atomics.wait(signals, REQUESTS, seen);
}
