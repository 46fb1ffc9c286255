/**
 * Push mode's credit, at the protocol between the agent's thread and a SQLite worker thread: a push-mode
 * read delivers up to PUSH_CREDIT batches before they are asked for, and every request still gets exactly
 * one answer, in order — through to the end, when the rows are abandoned with answers ahead of the `close`,
 * and when a failure comes after them — so the thread's next command reads only its own answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { WorkerChannel } from './sqlite-worker-channel.js';
import { PUSH_CREDIT, type FromWorker } from './sqlite-worker-messages.js';

const reader = (text: string): SqlCommand => ({ text, executionMode: 'reader', type: 'text', parameters: [] });
/** 1…n, ten a batch; with `failAt`, row failAt's JSON is malformed and the statement fails there. */
const counting = (n: number, failAt?: number): SqlCommand =>
  reader(`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n}) select ${failAt === undefined ? 'x' : `case when x = ${failAt} then json('not json') else x end`} as x from c`);

type Answer = Exclude<FromWorker, { k: 'ready' }>;

describe('SQLite worker push mode: batches ahead on credit', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqg-push-credit-'));
  const file = path.join(dir, 'main.db');
  let channel: WorkerChannel;

  const receive = async (): Promise<Answer> => {
    for (;;) {
      const got = await channel.receive(performance.now() + 10_000);
      if (typeof got === 'string') throw new Error(`no answer: ${got}`);
      if (got.k !== 'ready') return got;
    }
  };
  /** Answers already sent and waiting here, taken without asking for anything. */
  const queued = (): Answer[] => {
    const out: Answer[] = [];
    for (let next = channel.poll(0, 0); next !== undefined; next = channel.poll(0, 0)) if (next.k !== 'ready') out.push(next);
    return out;
  };
  const values = (answer: Answer): number[] => (answer.k === 'rows' ? answer.rows.map((t) => (JSON.parse(t) as { x: number }).x) : []);
  const run = (command: SqlCommand): void => channel.send({ k: 'run', file, command, timeoutMs: 30_000, batchSize: 10, push: true });
  /** Until the thread sleeps waiting for a request: everything it sends unasked has been sent. */
  const parked = (): Promise<void> => vi.waitFor(() => expect(channel.waitingForRequest()).toBe(true), { timeout: 10_000, interval: 5 });

  beforeAll(() => {
    new Database(file).close();
    channel = new WorkerChannel();
  });
  afterAll(() => {
    channel.terminate();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('delivers PUSH_CREDIT batches before they are asked for, and one more for each request, rows in order', async () => {
    run(counting(95));
    const first = await receive();
    expect(first).toMatchObject({ k: 'rows', pushed: true, done: false });
    // Nothing asked since the `run`: the thread goes on for its credit, then waits.
    await parked();
    const ahead = queued();
    expect(PUSH_CREDIT).toBeGreaterThanOrEqual(1);
    expect(ahead).toHaveLength(PUSH_CREDIT);
    expect(ahead.every((a) => a.k === 'rows' && !a.done && a.rows.length === 10)).toBe(true);
    // As the agent's thread does: one request for each answer it takes, until the last.
    const seen = [...values(first)];
    const taken = [first, ...ahead];
    let asked = 0;
    for (let i = 0; ; i++) {
      const answer = i < taken.length ? taken[i]! : await receive();
      if (i >= 1) seen.push(...values(answer));
      if (answer.k !== 'rows' || answer.done) break;
      channel.send({ k: 'more' });
      asked++;
    }
    expect(seen).toEqual(Array.from({ length: 95 }, (_, i) => i + 1));
    expect(asked).toBe(9);
    // Every request had its answer: nothing is left over for the next command.
    await parked();
    expect(queued()).toEqual([]);
    run(counting(3));
    expect(values(await receive())).toEqual([1, 2, 3]);
  });

  it('rows abandoned with answers ahead of the close: each close is answered in turn, the last by `closed`', async () => {
    run(counting(95));
    await receive();
    // The thread uses its credit (the first test shows it stops there).
    await parked();
    // The agent's thread gives the rows up having taken one answer: it asks to close, and closes again for
    // every batch that comes as the answer, until `closed`.
    const kinds: string[] = [];
    for (;;) {
      channel.send({ k: 'close' });
      const answer = await receive();
      kinds.push(answer.k === 'rows' ? (answer.done ? 'done' : 'rows') : answer.k);
      if (answer.k !== 'rows' || answer.done) break;
    }
    expect(kinds).toEqual([...Array.from({ length: PUSH_CREDIT }, () => 'rows'), 'closed']);
    await parked();
    expect(queued()).toEqual([]);
    run(counting(3));
    expect(values(await receive())).toEqual([1, 2, 3]);
  });

  it('a failure after batches sent ahead comes in its turn, after every row before it', async () => {
    run(counting(95, 47));
    const seen: number[] = [];
    let answer = await receive();
    for (;;) {
      seen.push(...values(answer));
      if (answer.k !== 'rows' || answer.done) break;
      // Asked only once the thread has run ahead as far as its credit lets it.
      await parked();
      channel.send({ k: 'more' });
      answer = await receive();
    }
    expect(answer.k).toBe('error');
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    await parked();
    expect(queued()).toEqual([]);
    run(counting(3));
    expect(values(await receive())).toEqual([1, 2, 3]);
  });
});
