/**
 * The SQLite driver's worker threads: immediate work is not held up by an async command inside a long
 * native step; a step past the command timeout is reported at the deadline, its thread abandoned and
 * replaced, and the thread (with its write lock) goes when the step ends; too many abandoned threads ask
 * for a restart; closing the driver counts a thread still inside a step as stuck; heavy immediate
 * commands run at most `heavyLimit` at once, quick ones never wait for them. Step lengths are
 * calibrated on this machine; whether a step still runs is read from the file's lock, not from the clock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { DriverError, type ExecuteOptions } from '../driver.js';
import { SqliteDriver } from './sqlite.js';
import type { WaitAsync, WorkerChannel } from './sqlite-worker-channel.js';
import { ASYNC_PAGE_CACHE_KIB, SqliteWorkerPool } from './sqlite-worker-pool.js';

/** One aggregate row after `steps` recursions: all the work happens inside one sqlite3_step. */
const longSelect = (steps: number): string => `with recursive c(x) as (select 1 union all select x + 1 from c where x < ${steps}) select count(*) as n from c`;
/** The same, reading the (one-row) table `items`: the step holds the file's shared lock until it ends. */
const longRead = (steps: number): string => `${longSelect(steps)} where exists (select 1 from items)`;

/** Recursion steps that take about `targetMs` here. */
function calibrate(targetMs: number): { steps: number; ms: number } {
  const db = new Database(':memory:');
  const probe = 500_000;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    db.prepare(longSelect(probe)).get();
    best = Math.min(best, performance.now() - started);
  }
  db.close();
  const steps = Math.max(1_000_000, Math.round((probe * targetMs) / best));
  return { steps, ms: (steps / probe) * best };
}

const reader = (text: string): SqlCommand => ({ text, executionMode: 'reader', type: 'text', parameters: [] });
const nonQuery = (text: string): SqlCommand => ({ text, executionMode: 'nonQuery', type: 'text', parameters: [] });

async function rows(driver: SqliteDriver, file: string, command: SqlCommand, options: ExecuteOptions): Promise<unknown[]> {
  const execution = await driver.execute(file, command, options);
  const out: unknown[] = [];
  for await (const batch of execution.rows) out.push(...batch.map((t) => JSON.parse(t) as unknown));
  await execution.finish();
  return out;
}

async function until(probe: () => boolean, timeoutMs: number, what: string): Promise<void> {
  await vi.waitFor(
    () => {
      if (!probe()) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

describe('SQLite worker threads', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqg-sqlite-pool-'));
  const file = path.join(dir, 'main.db');
  // Calibrated in each test, not when the file is collected: collection runs while the other files load, and a
  // step measured then on a busy machine lasted a quarter of its estimate once the machine was quiet.
  const longStep = (): { steps: number; ms: number } => calibrate(2_000);
  const drivers: SqliteDriver[] = [];
  // A short grace period: a step (≥ 0.5 s even on a faster moment than the calibration's) outlasts it.
  const make = (options: ConstructorParameters<typeof SqliteDriver>[0] = {}): SqliteDriver => {
    const driver = new SqliteDriver({ graceMs: 100, ...options });
    drivers.push(driver);
    return driver;
  };
  /**
   * A driver whose thread abandonments are counted as they happen: `stuckThreads` is 1 only until the step
   * ends, which a loaded machine can let pass between two looks; the count stays.
   */
  const counting = (): { driver: SqliteDriver; abandoned: () => number } => {
    let abandoned = 0;
    const log = { warn: () => abandoned++, info: () => undefined, error: () => undefined } as unknown as Logger;
    return { driver: make({ log }), abandoned: () => abandoned };
  };
  /** Whether a statement reading the file is inside its step: a reader's shared lock keeps out an exclusive one. */
  const aReadRuns = (): boolean => {
    const probe = new Database(file, { timeout: 0 });
    try {
      probe.exec('BEGIN EXCLUSIVE');
      probe.exec('ROLLBACK');
      return false;
    } catch (err) {
      if (/locked|busy/i.test((err as Error).message)) return true;
      throw err;
    } finally {
      probe.close();
    }
  };
  const untilInsideTheStep = (): Promise<void> => until(aReadRuns, 30_000, 'the long statement to be inside its step');

  beforeAll(() => {
    const db = new Database(file);
    db.exec("CREATE TABLE t (n INTEGER); CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO items VALUES (1, 'one');");
    db.close();
  });
  afterAll(async () => {
    await Promise.all(drivers.map((d) => d.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs an immediate command while an async one is inside a long step', async () => {
    const step = longStep();
    const driver = make();
    // Threads started (and loaded) before the measurement.
    await rows(driver, file, reader('SELECT 1'), { timeoutMs: 30_000, mode: 'async' });
    // (A scan: `SELECT 1` is a bounded read, which runs on the agent's thread and starts no worker.)
    await rows(driver, file, reader('SELECT name FROM items'), { timeoutMs: 30_000, mode: 'immediate' });
    let longDone = false;
    const long = rows(driver, file, reader(longRead(step.steps)), { timeoutMs: 60_000, mode: 'async' }).finally(() => (longDone = true));
    await untilInsideTheStep();
    expect(await rows(driver, file, reader('SELECT name FROM items'), { timeoutMs: 30_000, mode: 'immediate' })).toEqual([{ name: 'one' }]);
    // Answered while the long statement was still inside its step.
    expect(longDone).toBe(false);
    expect(await long).toEqual([{ n: step.steps }]);
  }, 60_000);

  it("gives the async lane's connections SQLite's own page cache and leaves the immediate lane's at the build's", async () => {
    const driver = make();
    const cacheSize = async (mode: 'immediate' | 'async'): Promise<unknown> => (await rows(driver, file, reader('PRAGMA cache_size'), { timeoutMs: 30_000, mode }))[0];
    expect(await cacheSize('async')).toEqual({ cache_size: -ASYNC_PAGE_CACHE_KIB });
    expect(await cacheSize('immediate')).toEqual({ cache_size: -16_000 });
    // The same again on the threads and connections now idle in each lane.
    expect(await cacheSize('async')).toEqual({ cache_size: -ASYNC_PAGE_CACHE_KIB });
    expect(await cacheSize('immediate')).toEqual({ cache_size: -16_000 });
  }, 60_000);

  it('waits for answers without giving V8 a timeout (a timer of its own ends the wait at the deadline)', async () => {
    // V8 keeps a waitAsync's timeout task until its time is up, however early the wait ended: a command's whole
    // budget, for every batch (sqlite-worker-channel). The deadline itself: 'reports a step past the timeout…'.
    const atomics = Atomics as unknown as { waitAsync: WaitAsync };
    const spy = vi.spyOn(atomics, 'waitAsync');
    try {
      const driver = make();
      for (let i = 0; i < 3; i++) expect(await rows(driver, file, reader('SELECT name FROM items'), { timeoutMs: 600_000, mode: 'async' })).toEqual([{ name: 'one' }]);
      expect(spy).toHaveBeenCalled();
      for (const call of spy.mock.calls) expect(call).toHaveLength(3);
    } finally {
      spy.mockRestore();
    }
  }, 60_000);

  it('reuses idle threads: commands one after another, or a few at once, need no more threads than run at once', async () => {
    const driver = make();
    for (let i = 0; i < 50; i++) expect(await rows(driver, file, reader('SELECT name FROM items'), { timeoutMs: 30_000 })).toEqual([{ name: 'one' }]);
    expect(driver.threads).toBe(1);
    // Async commands never wait synchronously, so these three really overlap.
    for (let round = 0; round < 10; round++) {
      await Promise.all([1, 2, 3].map(() => rows(driver, file, reader('SELECT name FROM items'), { timeoutMs: 30_000, mode: 'async' })));
    }
    // One thread of the immediate lane, at most three of the async one.
    expect(driver.threads).toBeLessThanOrEqual(4);
  }, 60_000);

  it('lends at most heavyLimit threads to heavy commands; a slot given back goes to the first waiter, with its thread', async () => {
    // Slots held for the whole test count against the limit throughout (no long-hold release).
    const pool = new SqliteWorkerPool({ heavyLimit: 2, longHoldMs: 600_000 });
    try {
      const first = pool.tryHeavy()!;
      const second = pool.tryHeavy()!;
      expect(first).toBeDefined();
      expect(second).toBeDefined();
      expect(pool.tryHeavy()).toBeUndefined();
      // Quick commands are not counted: the immediate lane still lends them threads.
      const quick = pool.acquire('immediate');
      pool.release('immediate', quick);

      const waiting = [pool.waitForHeavy(30_000), pool.waitForHeavy(30_000)];
      expect(pool.heavyWaits).toBe(2);
      pool.release('immediate', first);
      expect(await waiting[0]).toBe(first);
      // A thread that failed under its command frees its slot too; the waiter gets a fresh thread.
      pool.discard(second);
      const fresh = await waiting[1]!;
      expect(fresh).not.toBe(second);
      expect(typeof fresh === 'string' ? fresh : fresh.alive).toBe(true);

      // Without a slot given back: the wait ends at its timeout, or when its signal aborts, or at close.
      expect(await pool.waitForHeavy(50)).toBe('deadline');
      const controller = new AbortController();
      const aborted = pool.waitForHeavy(30_000, controller.signal);
      controller.abort(new Error('cancelled'));
      expect(await aborted).toBe('aborted');
      const atClose = pool.waitForHeavy(30_000);
      await pool.close();
      expect(await atClose).toBe('closed');
      expect(await pool.waitForHeavy(30_000)).toBe('closed');
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('runs heavy immediate commands one at a time under heavyLimit 1, while a quick one does not wait for them', async () => {
    const step = longStep();
    const driver = make({ heavyLimit: 1, longHoldMs: 600_000 });
    // ~400 ms here: its first run (on a worker, as every text's first run is) marks the text heavy.
    const heavy = reader(longRead(Math.max(100_000, Math.round(step.steps / 5))));
    // A scan (not a bounded read): quick. Run during that first run, it leaves a second thread loaded, so
    // the one below need not start a thread (which can take longer than the heavy commands' turns).
    const scan = reader('SELECT name FROM items WHERE name IS NOT NULL');
    const firstRun = rows(driver, file, heavy, { timeoutMs: 30_000 });
    await untilInsideTheStep();
    await rows(driver, file, scan, { timeoutMs: 30_000 });
    const expected = (await firstRun)[0];
    // The scan's engine time is wall time: on a loaded machine its first run can read past the quick line and
    // mark it heavy (then it rightly waits its turn). One quick run is believed at once; run it until it has one.
    for (let tries = 0; !driver.expectsQuick(file, scan.text); tries++) {
      if (tries === 50) throw new Error('the scan never ran quickly here');
      await rows(driver, file, scan, { timeoutMs: 30_000 });
    }
    expect(driver.expectsQuick(file, heavy.text)).toBe(false);
    expect(driver.threads).toBe(2);
    expect(driver.heavyWaits).toBe(0);

    let heavyDone = 0;
    const three = [1, 2, 3].map(() => rows(driver, file, heavy, { timeoutMs: 30_000 }).finally(() => heavyDone++));
    expect(await rows(driver, file, scan, { timeoutMs: 30_000 })).toEqual([{ name: 'one' }]);
    expect(heavyDone).toBeLessThan(3);
    expect(await Promise.all(three)).toEqual([[expected], [expected], [expected]]);
    // The second and third waited for the first's slot, and were handed its thread: one thread for all three.
    expect(driver.heavyWaits).toBe(2);
    expect(driver.threads).toBe(2);
  }, 60_000);

  it('reads the next batch ahead while the caller is busy: rows whole and in order, nothing left for the next command', async () => {
    const driver = make();
    const counting = (n: number, last = 'x'): SqlCommand => reader(`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${n}) select ${last} as x from c`);
    const options: ExecuteOptions = { timeoutMs: 30_000, mode: 'async', batchSize: 10 };
    // A slow caller: before it asks for the next batch, the thread has read it ahead and sleeps.
    const acquire = vi.spyOn(SqliteWorkerPool.prototype, 'acquire');
    onTestFinished(() => acquire.mockRestore());
    const thread = (): WorkerChannel => acquire.mock.results.at(-1)!.value as WorkerChannel;
    const pause = (): Promise<void> => until(() => thread().waitingForRequest(), 10_000, 'the thread to read ahead');
    const slow = await driver.execute(file, counting(95), options);
    const seen: number[] = [];
    for await (const batch of slow.rows) {
      seen.push(...batch.map((t) => (JSON.parse(t) as { x: number }).x));
      await pause();
    }
    await slow.finish();
    expect(seen).toEqual(Array.from({ length: 95 }, (_, i) => i + 1));

    // Left after its first batch, with a batch read ahead: the thread's next command gets only its own rows.
    const left = await driver.execute(file, counting(95), options);
    for await (const batch of left.rows) {
      expect(batch).toHaveLength(10);
      await pause();
      break;
    }
    await left.finish();
    expect(await rows(driver, file, reader('SELECT name FROM items'), options)).toEqual([{ name: 'one' }]);

    // A failure met while reading ahead waits for its turn: every row before it first, then the error.
    const failing = await driver.execute(file, counting(95, "case when x = 47 then json('not json') else x end"), options);
    const before: number[] = [];
    const error = await (async () => {
      for await (const batch of failing.rows) {
        before.push(...batch.map((t) => (JSON.parse(t) as { x: number }).x));
        await pause();
      }
    })().then(() => undefined, (err: unknown) => err);
    await failing.finish().catch(() => undefined);
    expect(error).toBeInstanceOf(DriverError);
    expect((error as DriverError).message).toMatch(/malformed JSON/);
    expect(before).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await rows(driver, file, counting(3), options)).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
    expect(driver.threads).toBeLessThanOrEqual(2);
  }, 60_000);

  it('reports a step past the timeout at the deadline, abandons and replaces its thread, which ends with the step', async () => {
    const step = longStep();
    const { driver, abandoned } = counting();
    await rows(driver, file, reader('SELECT 1'), { timeoutMs: 30_000 });
    const started = performance.now();
    const err = await rows(driver, file, reader(longRead(step.steps)), { timeoutMs: 200 }).catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(err).toBeInstanceOf(DriverError);
    expect(err).toMatchObject({ errorType: 'sqlite', errorCode: 9, timedOut: true });
    expect(elapsed).toBeGreaterThanOrEqual(200);
    // Reported at the deadline, not when the step ends: the step still runs.
    expect(aReadRuns()).toBe(true);
    // A new thread serves the next command meanwhile.
    expect(await rows(driver, file, reader('SELECT name FROM items'), { timeoutMs: 30_000 })).toEqual([{ name: 'one' }]);
    // Silent past the grace period: given up; it ends once its step returns.
    await until(() => abandoned() === 1, step.ms, 'the thread to be abandoned');
    await until(() => driver.stuckThreads === 0, step.ms * 3 + 10_000, 'the abandoned thread to end');
  }, 60_000);

  it('an abandoned write step holds its lock only until the step ends; its work is rolled back', async () => {
    const step = longStep();
    const { driver, abandoned } = counting();
    const insert = `INSERT INTO t ${longSelect(step.steps)}`;
    const err = await driver.execute(file, nonQuery(insert), { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ timedOut: true });
    const other = new Database(file, { timeout: 0 });
    try {
      // The step still runs and holds the write lock.
      expect(() => other.prepare('INSERT INTO t VALUES (1)').run()).toThrow(/locked|busy/i);
      await until(() => abandoned() === 1, step.ms, 'the thread to be abandoned');
      await until(() => driver.stuckThreads === 0, step.ms * 3 + 10_000, 'the abandoned thread to end');
      // Its thread ended: the connection closed, the lock went, and the unfinished insert was rolled back.
      other.prepare('INSERT INTO t VALUES (1)').run();
      expect(other.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 });
    } finally {
      other.close();
    }
  }, 60_000);

  it('asks for a restart when more threads are abandoned than allowed', async () => {
    const step = longStep();
    const reasons: string[] = [];
    const driver = make({ maxAbandoned: 0, onStuck: (reason) => reasons.push(reason) });
    const err = await rows(driver, file, reader(longSelect(step.steps)), { timeoutMs: 100 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ timedOut: true });
    await until(() => reasons.length > 0, step.ms, 'onStuck');
    expect(reasons[0]).toMatch(/abandoned SQLite worker threads/);
  }, 60_000);

  it('closing the driver counts a thread still inside a step as stuck', async () => {
    const step = longStep();
    const driver = make();
    // The thread is loaded first, so the abort below finds it inside the step.
    await rows(driver, file, reader('SELECT 1'), { timeoutMs: 30_000, mode: 'async' });
    const controller = new AbortController();
    const running = rows(driver, file, reader(longRead(step.steps)), { timeoutMs: 60_000, signal: controller.signal, mode: 'async' }).catch((e: unknown) => e);
    await untilInsideTheStep();
    controller.abort(new Error('stopping'));
    expect(await running).toMatchObject({ errorType: 'agent', timedOut: false });
    await driver.close();
    expect(driver.stuckThreads).toBe(1);
    await until(() => driver.stuckThreads === 0, step.ms * 3 + 10_000, 'the stuck thread to end');
  }, 60_000);
});
