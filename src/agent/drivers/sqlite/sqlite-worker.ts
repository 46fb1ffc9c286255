/**
 * @module agent/drivers/sqlite/sqlite-worker
 * Entry of a SQLite worker thread: runs the commands the agent's thread sends (one at a time) on its own
 * SqliteSession and answers each request with one message (sqlite-worker-messages); an open cursor's next
 * batch is read ahead while no request waits. The thread sleeps in
 * `Atomics.wait` between requests and never returns to its event loop: all it does is synchronous SQLite
 * work, and a long native step here holds up nobody but this thread. A thread stuck in such a step is
 * abandoned by its owner (sqlite-worker-pool), which is why nothing here may hold state another thread
 * relies on. It never logs: errors travel back as data, and logging is the agent thread's job.
 */
import { receiveMessageOnPort, workerData } from 'node:worker_threads';
import { DriverError } from '../driver.js';
import { SqliteSession, type Cursor } from './sqlite-session.js';
import { toSqliteError } from './sqlite-errors.js';
import { COMMITTING, GIVEN_UP, REPLIES, REQUESTS, RUNNING, STATE, toWire, type FromWorker, type ToWorker, type WorkerInit } from './sqlite-worker-messages.js';

const { port, counters } = workerData as WorkerInit;
const signals = new Int32Array(counters);
/** One command at a time: one idle connection per file is all this thread needs. */
const session = new SqliteSession(1);
let cursor: Cursor | undefined;
/**
 * The open cursor's next answer, read while this thread had nothing to do (see the loop below). Without it
 * the thread slept from each answer until the agent's thread woke up and asked for the next batch, about a
 * quarter of a large export's time (B3); now that wake-up overlaps the read.
 */
let ahead: FromWorker | undefined;
/** A write commits only if the agent's thread has not given the command up first (see STATE). */
const mayCommit = (): boolean => Atomics.compareExchange(signals, STATE, RUNNING, COMMITTING) === RUNNING;

function reply(message: FromWorker): void {
  port.postMessage(message);
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

function handle(message: ToWorker): void {
  switch (message.k) {
    case 'run': {
      cursor?.close();
      cursor = undefined;
      ahead = undefined;
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
