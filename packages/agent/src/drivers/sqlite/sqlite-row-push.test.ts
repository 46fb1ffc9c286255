/**
 * Push mode (sqlite-session `runPushing`, sqlite-row-push): on this thread, against a real database file —
 * the batches it delivers, what it declines, and how it stops (the deliverer's error, the timeout, the
 * owner giving up), leaving the connection usable each time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { DriverError } from '../driver.js';
import { decodeRows, RowEncoder } from '../encoded-rows.js';
import type { PushedBatch } from './sqlite-row-push.js';
import { SqliteSession } from './sqlite-session.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqg-row-push-'));
const file = path.join(dir, 'push.db');
const reader = (text: string, executionMode: SqlCommand['executionMode'] = 'reader'): SqlCommand => ({ text, executionMode, type: 'text', parameters: [] });
const ENDLESS = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c';
const SLEEP = new Int32Array(new SharedArrayBuffer(4));

function pushAll(session: SqliteSession, command: SqlCommand, options: { batchSize?: number; timeoutMs?: number; deliver?: (b: PushedBatch) => void; stillWanted?: () => boolean } = {}): { ran: boolean; batches: PushedBatch[] } {
  const batches: PushedBatch[] = [];
  const ran = session.runPushing(file, command, {
    timeoutMs: options.timeoutMs ?? 10_000,
    batchSize: options.batchSize ?? 1000,
    deliver: (batch) => {
      batches.push(batch);
      options.deliver?.(batch);
    },
    stillWanted: options.stillWanted,
  });
  return { ran, batches };
}

/** Every row of `command` through the pulled cursor (`run`), the path push mode must match. */
function pulled(session: SqliteSession, command: SqlCommand): string[] {
  const started = session.run(file, command, { timeoutMs: 10_000, batchSize: 1000 });
  const rows = [...started.rows];
  while (started.cursor && !started.cursor.done) rows.push(...started.cursor.next());
  return rows;
}

describe('SQLite push mode', () => {
  const session = new SqliteSession(1);

  beforeAll(() => {
    const db = new Database(file);
    db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, big BIGINT, amount DECIMAL(10,2), flag BOOLEAN, at DATETIME, b BLOB, note TEXT, x)`);
    const insert = db.prepare('INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    db.transaction(() => {
      for (let i = 1; i <= 2500; i++) {
        insert.run(i, i % 7 === 0 ? 9007199254740993n : i, i / 4, i % 2, `2024-01-02 03:04:${String(i % 60).padStart(2, '0')}`, i % 5 === 0 ? Buffer.from([i % 256, 0]) : null, `row "${i}" é 😀`, i % 3 === 0 ? Buffer.from('x') : i % 3 === 1 ? 9223372036854775807n : 'text');
      }
    })();
    db.close();
  });
  afterAll(() => {
    session.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('delivers full batches, the columns with the first and done with the last, with the same rows the cursor reads', () => {
    const command = reader('SELECT id, big, amount, flag, at, b, note, x, id FROM t ORDER BY id');
    const { ran, batches } = pushAll(session, command);
    expect(ran).toBe(true);
    expect(batches.map((b) => b.rows.length)).toEqual([1000, 1000, 500]);
    expect(batches.map((b) => b.done)).toEqual([false, false, true]);
    expect(batches[0]!.columns).toEqual(['id', 'big', 'amount', 'flag', 'at', 'b', 'note', 'x', 'id_2']);
    expect(batches.slice(1).every((b) => b.columns === undefined)).toBe(true);
    expect(batches.flatMap((b) => b.rows)).toEqual(pulled(session, command));
  });

  it('with an encoder, delivers the same batches as bytes, starting clean after a command stopped between rows', () => {
    const command = reader('SELECT id, big, amount, flag, at, b, note, x, id FROM t ORDER BY id');
    const encoder = new RowEncoder();
    const batches: PushedBatch[] = [];
    // Given up between rows (as at a timeout): the rows since the last batch are still in the encoder, and
    // the next command must not carry them.
    let seen = 0;
    expect(() =>
      session.runPushing(file, reader(ENDLESS), { timeoutMs: 10_000, batchSize: 100_000, encoder, deliver: () => undefined, stillWanted: () => ++seen < 300 }),
    ).toThrow(/given up/);
    expect(encoder.count).toBeGreaterThan(0);
    expect(session.runPushing(file, command, { timeoutMs: 10_000, batchSize: 1000, encoder, deliver: (batch) => batches.push(batch) })).toBe(true);
    expect(batches.map((b) => [b.rows.length, b.encoded?.lengths.length, b.done])).toEqual([[0, 1000, false], [0, 1000, false], [0, 500, true]]);
    expect(batches.flatMap((b) => decodeRows(b.encoded!))).toEqual(pulled(session, command));
  });

  it('with an encoder, hands a batch over once it holds a MiB, whatever its row count', () => {
    const wide = reader("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 300) SELECT x, printf('%.20000c', 'w') AS pad FROM c");
    const batches: PushedBatch[] = [];
    expect(session.runPushing(file, wide, { timeoutMs: 10_000, batchSize: 1000, encoder: new RowEncoder(), deliver: (batch) => batches.push(batch) })).toBe(true);
    const sizes = batches.map((b) => b.encoded!.bytes.byteLength);
    // ~20 kB a row: 52 or 53 rows to a batch, never a batch much past a MiB.
    expect(batches.length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...sizes)).toBeLessThan(1024 * 1024 + 21_000);
    expect(batches.flatMap((b) => decodeRows(b.encoded!))).toEqual(pulled(session, wide));
  });

  it('delivers one empty batch, done, for an empty result', () => {
    const { ran, batches } = pushAll(session, reader('SELECT id FROM t WHERE id < 0'));
    expect(ran).toBe(true);
    expect(batches).toEqual([{ columns: ['id'], rows: [], done: true, spentMs: expect.any(Number) as number }]);
  });

  it('declines, running nothing, what it cannot run: nonQuery, scalar, a write with RETURNING, a statement without a JSON wrapper', () => {
    const db = new Database(file);
    const count = (): number => Number(db.prepare('SELECT count(*) FROM t').pluck().get());
    const before = count();
    for (const command of [
      reader('SELECT id FROM t', 'nonQuery'),
      reader('SELECT id FROM t', 'scalar'),
      reader('INSERT INTO t (id) VALUES (99999) RETURNING id'),
      reader('PRAGMA table_info(t)'),
    ]) {
      const { ran, batches } = pushAll(session, command);
      expect({ text: command.text, ran, batches: batches.length }).toEqual({ text: command.text, ran: false, batches: 0 });
    }
    expect(count()).toBe(before);
    db.close();
  });

  it("stops the statement with the deliverer's own error, and the connection stays usable", () => {
    const stop = new Error('owner closed');
    let calls = 0;
    expect(() =>
      pushAll(session, reader(ENDLESS), {
        batchSize: 100,
        deliver: () => {
          if (++calls === 3) throw stop;
        },
      }),
    ).toThrow(stop);
    expect(calls).toBe(3);
    // Nothing left open: the next command runs, and another connection can write.
    expect(pushAll(session, reader('SELECT 1 AS one')).batches[0]!.rows).toEqual(['{"one":1}']);
    const db = new Database(file);
    db.prepare('UPDATE t SET note = note WHERE id = 1').run();
    db.close();
  });

  it('fails at the timeout with timedOut; time spent waiting in the deliverer is not engine time', () => {
    const started = performance.now();
    let error: unknown;
    try {
      pushAll(session, reader(ENDLESS), { timeoutMs: 200 });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DriverError);
    expect((error as DriverError).timedOut).toBe(true);
    expect(performance.now() - started).toBeLessThan(3_000);

    // Three batches, each held 150 ms by its deliverer, under a 200 ms budget: the reading itself is quick.
    const { ran, batches } = pushAll(session, reader('SELECT id FROM t ORDER BY id'), {
      timeoutMs: 200,
      // allow-fixed-wait: a deliverer that takes 150 ms per batch is what this test is about.
      deliver: () => void Atomics.wait(SLEEP, 0, 0, 150),
    });
    expect(ran).toBe(true);
    expect(batches.reduce((n, b) => n + b.rows.length, 0)).toBe(2500);
    expect(batches.at(-1)!.spentMs).toBeLessThan(200);
  });

  it('stops once the owner no longer wants the rows', () => {
    let wanted = true;
    let error: unknown;
    try {
      pushAll(session, reader(ENDLESS), {
        batchSize: 100,
        stillWanted: () => wanted,
        deliver: () => {
          wanted = false;
        },
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DriverError);
    expect((error as DriverError).message).toMatch(/given up/);
  });

  it('reads under the schema of the moment: an entry prepared before a column was added is prepared afresh', () => {
    const command = reader('SELECT * FROM t WHERE id = 1');
    expect(pushAll(session, command).batches[0]!.columns).toHaveLength(8);
    const db = new Database(file);
    db.exec('ALTER TABLE t ADD COLUMN extra TEXT DEFAULT \'added\'');
    db.close();
    const { batches } = pushAll(session, command);
    expect(batches[0]!.columns).toHaveLength(9);
    expect(JSON.parse(batches[0]!.rows[0]!)).toMatchObject({ id: 1, extra: 'added' });
    // As many columns as before, one renamed: the row's keys are the new names (they are written into
    // the wrapper's SQL when it is prepared).
    const renaming = new Database(file);
    renaming.exec('ALTER TABLE t RENAME COLUMN extra TO remark');
    renaming.close();
    const renamed = pushAll(session, command).batches[0]!;
    expect(renamed.columns).toContain('remark');
    expect(JSON.parse(renamed.rows[0]!)).toMatchObject({ id: 1, remark: 'added' });
  });

  it("refuses a call of the connection's row function from a user's statement outside push mode", () => {
    const names = pulled(session, reader("SELECT name FROM pragma_function_list WHERE name LIKE 'sqg_rows_%'")).map((r) => (JSON.parse(r) as { name: string }).name);
    expect(names).toHaveLength(1);
    expect(() => pulled(session, reader(`SELECT ${names[0]}('{"a":1}') AS r`))).toThrow(/not available/);
  });
});
