/**
 * Bounded reads: which statements the bytecode check lets run on the agent's thread (only short,
 * loop-free, function-free programs of a SELECT, WITH or VALUES), and what the driver does with them —
 * checked first on a worker, then run on the agent's thread with the rows a worker gives, never a wait for
 * a lock there, nothing prepared there that a worker has not found bounded, and a fresh check when the
 * schema changed under a cached statement. Beside them, the same memory of each text decides whether the
 * agent's thread sleeps for a worker's answer: only when the text's last answer came quickly.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import type { ExecuteOptions } from '../driver.js';
import { MAX_BOUNDED_INSTRUCTIONS, isBoundedProgram, isBoundedRead, type Instruction } from './sqlite-bounded.js';
import { SqliteDriver, expectsQuickAnswer, rememberedEngineMs } from './sqlite.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqg-sqlite-bounded-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function database(name: string, journal: 'wal' | 'delete' = 'wal'): { file: string; db: Database.Database } {
  const file = path.join(dir, name);
  const db = new Database(file);
  db.pragma(`journal_mode = ${journal}`);
  db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT, big INTEGER, amount DECIMAL(10,2), flag BOOLEAN, at DATETIME, b BLOB, r REAL);
    INSERT INTO t VALUES (1, 'one', 9223372036854775807, 12.5, 1, '2024-01-02 03:04:05', x'00ff', 1.5), (2, 'two', 2, 3, 0, NULL, NULL, NULL);
    CREATE TABLE kv (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID;
    CREATE VIEW totals AS SELECT 1 AS id, count(*) AS n FROM t;`);
  return { file, db };
}

/** Each CTE uses the one before twice: ~40 characters a level, a program twice as long a level. */
function doublingCte(levels: number): string {
  const ctes = ['a0(x) AS (SELECT v FROM t WHERE id = 1)'];
  for (let k = 1; k <= levels; k++) ctes.push(`a${k}(x) AS (SELECT x FROM a${k - 1} UNION ALL SELECT x FROM a${k - 1})`);
  return `WITH ${ctes.join(', ')} SELECT x FROM a${levels}`;
}

describe('the bounded-read check', () => {
  const { db } = database('check.db');
  afterAll(() => db.close());

  it.each([
    ['a lookup by rowid with a parameter', 'SELECT * FROM t WHERE id = @id', { id: 1 }],
    ['a lookup by rowid with a literal', 'SELECT v FROM t WHERE rowid = 5', {}],
    ['a select without a table', 'SELECT 1 AS one', {}],
    ['parameters only', 'SELECT @a AS a, :b AS b', { a: 1, b: 'x' }],
    ['two lookups by rowid joined', 'SELECT a.v, b.v FROM t a, t b WHERE a.id = 1 AND b.id = 2', {}],
    ['comments before the SELECT', '/* lookup */ -- by id\n SELECT v FROM t WHERE id = 1', {}],
  ])('bounded: %s', (_what, sql, bound) => {
    expect(isBoundedRead(db, sql, bound)).toBe(true);
  });

  it.each([
    ['a full scan', 'SELECT * FROM t', {}],
    ['a filter on a column that is not the key', "SELECT * FROM t WHERE v = 'one'", {}],
    ['a rowid range', 'SELECT * FROM t WHERE id > 1', {}],
    ['IN over rowids', 'SELECT * FROM t WHERE id IN (1, 2)', {}],
    ['count(*), which walks the table', 'SELECT count(*) FROM t', {}],
    ['max(id)', 'SELECT max(id) FROM t', {}],
    ['a function call on a looked-up row', 'SELECT upper(v) FROM t WHERE id = 1', {}],
    ['a function without a table', 'SELECT randomblob(16) AS r', {}],
    ['a scalar subquery', 'SELECT (SELECT count(*) FROM t) AS n FROM t WHERE id = 1', {}],
    ['a recursive CTE', 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 10) SELECT x FROM c', {}],
    ['a view with an aggregate', 'SELECT n FROM totals WHERE id = 1', {}],
    ['a WITHOUT ROWID table (an index seek)', "SELECT v FROM kv WHERE k = 'a'", {}],
    ['a write', "INSERT INTO t (v) VALUES ('x') RETURNING id", {}],
    ['two statements', 'SELECT 1; SELECT 2', {}],
    ['a syntax error', 'SELEC 1', {}],
    ['a missing parameter', 'SELECT * FROM t WHERE id = @id', {}],
    // Acts when prepared (here: on the connection that checks it), so never prepared where it could block.
    ['a PRAGMA', 'PRAGMA busy_timeout = 4000', {}],
    ['a short text that compiles to a long program', doublingCte(7), {}],
  ])('not bounded: %s', (_what, sql, bound) => {
    expect(isBoundedRead(db, sql, bound)).toBe(false);
  });

  const op = (addr: number, opcode: string, p2 = 0): Instruction => ({ addr, opcode, p2 });
  const shape = (body: Instruction[]): Instruction[] => {
    const prologue = body.length + 1;
    return [op(0, 'Init', prologue), ...body, op(prologue, 'Transaction'), op(prologue + 1, 'Goto', 1)];
  };

  it('takes the long program apart from its length: loop-free, but over the limit', () => {
    const program = db.prepare(`EXPLAIN ${doublingCte(7)}`).all() as Instruction[];
    expect(program.length).toBeGreaterThan(MAX_BOUNDED_INSTRUCTIONS);
    expect(isBoundedProgram(program)).toBe(false);
    expect(isBoundedRead(db, doublingCte(1), {})).toBe(true);
  });

  it('refuses a body that jumps backwards or into the prologue, and a program without the usual frame', () => {
    expect(isBoundedProgram(shape([op(1, 'Integer'), op(2, 'ResultRow'), op(3, 'Halt')]))).toBe(true);
    expect(isBoundedProgram(shape([op(1, 'Integer'), op(2, 'ResultRow'), op(3, 'Goto', 1), op(4, 'Halt')]))).toBe(false);
    expect(isBoundedProgram(shape([op(1, 'Integer'), op(2, 'IsNull', 5), op(3, 'ResultRow'), op(4, 'Halt')]))).toBe(false);
    expect(isBoundedProgram([op(0, 'Integer'), op(1, 'ResultRow'), op(2, 'Halt')])).toBe(false);
    expect(isBoundedProgram([op(0, 'Init', 3), op(1, 'ResultRow'), op(2, 'Halt'), op(3, 'Goto', 2)])).toBe(false);
    // A body that does not end in Halt would run on into the prologue and its jump back.
    expect(isBoundedProgram(shape([op(1, 'Integer'), op(2, 'ResultRow'), op(3, 'Null')]))).toBe(false);
  });
});

describe('bounded reads in the SQLite driver', () => {
  const drivers: SqliteDriver[] = [];
  const make = (): SqliteDriver => {
    const driver = new SqliteDriver();
    drivers.push(driver);
    return driver;
  };
  afterAll(() => Promise.all(drivers.map((d) => d.close())));
  const reader = (text: string, parameters: SqlCommand['parameters'] = []): SqlCommand => ({ text, executionMode: 'reader', type: 'text', parameters });
  const byId = (id: number): SqlCommand => reader('SELECT * FROM t WHERE id = @id', [{ name: '@id', direction: 'input', type: 'Int', value: String(id) }]);
  const options: ExecuteOptions = { timeoutMs: 30_000 };

  async function rows(driver: SqliteDriver, file: string, command: SqlCommand, runOptions: ExecuteOptions = options): Promise<unknown[]> {
    const execution = await driver.execute(file, command, runOptions);
    const out: unknown[] = [];
    for await (const batch of execution.rows) out.push(...batch.map((t) => JSON.parse(t) as unknown));
    await execution.finish();
    return out;
  }

  /**
   * Holds an exclusive lock, released by a timer on this same thread: it can fire only while the thread is
   * free, so a lookup that waited for the lock here would never see it released (and fail at its busy timeout).
   */
  function lockBriefly(db: Database.Database): { released: () => boolean } {
    db.exec('BEGIN EXCLUSIVE');
    let released = false;
    // allow-fixed-wait: the timer is the probe; the lookup below must be under way while the lock is held.
    setTimeout(() => {
      db.exec('COMMIT');
      released = true;
    }, 100);
    return { released: () => released };
  }

  it('runs a lookup by rowid on the agent thread once a worker found it bounded, with the rows a worker gives', async () => {
    const { file, db } = database('same-rows.db');
    db.close();
    const driver = make();
    const first = await rows(driver, file, byId(1));
    expect(driver.readsOnAgentThread).toBe(0);
    expect(driver.threads).toBe(1);
    const again = [await rows(driver, file, byId(1)), await rows(driver, file, byId(2))];
    expect(driver.readsOnAgentThread).toBe(2);
    // Async commands always run on a worker thread: the reference.
    const onWorker = make();
    const async = [await rows(onWorker, file, byId(1), { ...options, mode: 'async' }), await rows(onWorker, file, byId(2), { ...options, mode: 'async' })];
    expect(again).toEqual(async);
    expect(first).toEqual(async[0]);
    expect(first).toEqual([{ id: 1, v: 'one', big: '9223372036854775807', amount: '12.5', flag: true, at: '2024-01-02T03:04:05', b: 'AP8=', r: 1.5 }]);
    // A scalar command keeps its first row only, on the worker (first) as on the agent thread (then).
    const scalar: SqlCommand = { ...reader('SELECT 1 AS a UNION ALL SELECT 2 AS a'), executionMode: 'scalar' };
    expect([await rows(driver, file, scalar), await rows(driver, file, scalar)]).toEqual([[{ a: 1 }], [{ a: 1 }]]);
    expect(driver.readsOnAgentThread).toBe(3);
  });

  it('keeps everything else on worker threads, also when run again', async () => {
    const { file, db } = database('scan.db');
    db.close();
    const driver = make();
    for (let i = 0; i < 2; i++) expect(await rows(driver, file, reader('SELECT id FROM t ORDER BY id'))).toEqual([{ id: 1 }, { id: 2 }]);
    for (let i = 0; i < 2; i++) expect(await rows(driver, file, reader(doublingCte(6)))).toHaveLength(64);
    expect(driver.readsOnAgentThread).toBe(0);
  });

  it('never waits for a lock on the agent thread: a locked database sends the lookup to a worker, which waits', async () => {
    const { file, db } = database('locked.db', 'delete');
    const driver = make();
    for (let i = 0; i < 2; i++) expect(await rows(driver, file, byId(2))).toEqual([expect.objectContaining({ id: 2 })]);
    expect(driver.readsOnAgentThread).toBe(1);
    const lock = lockBriefly(db);
    expect(await rows(driver, file, byId(2))).toEqual([expect.objectContaining({ id: 2 })]);
    expect(driver.readsOnAgentThread).toBe(1);
    // The worker waited for the lock, which only this thread's timer released: the thread was free meanwhile.
    expect(lock.released()).toBe(true);
    db.close();
  });

  it('prepares nothing on the agent thread that a worker has not found bounded: a PRAGMA sent twice cannot change its connection', async () => {
    const { file, db } = database('pragma.db', 'delete');
    const driver = make();
    for (let i = 0; i < 2; i++) await rows(driver, file, byId(1));
    for (let i = 0; i < 2; i++) expect(await rows(driver, file, reader('PRAGMA busy_timeout = 4000'))).toEqual([{ timeout: 4000 }]);
    expect(driver.readsOnAgentThread).toBe(1);
    // Had the PRAGMA been prepared on the agent thread's connection, this lookup would wait there for 4 s.
    const lock = lockBriefly(db);
    expect(await rows(driver, file, byId(1))).toEqual([expect.objectContaining({ id: 1 })]);
    expect(lock.released()).toBe(true);
    db.close();
  });

  it('checks the statement again when the schema changed: a table replaced by an aggregate view goes to a worker', async () => {
    const { file, db } = database('schema.db');
    const driver = make();
    const lookup = reader('SELECT v FROM t WHERE id = 1');
    for (let i = 0; i < 2; i++) expect(await rows(driver, file, lookup)).toEqual([{ v: 'one' }]);
    expect(driver.readsOnAgentThread).toBe(1);
    db.exec("ALTER TABLE t RENAME TO t_old; CREATE VIEW t AS SELECT 1 AS id, group_concat(v, '+') AS v FROM t_old");
    for (let i = 0; i < 2; i++) expect(await rows(driver, file, lookup)).toEqual([{ v: 'one+two' }]);
    expect(driver.readsOnAgentThread).toBe(1);
    db.close();
  });

  it("sleeps on the agent thread for a worker's answer only when the text's last answer came quickly", async () => {
    const { file, db } = database('sleep.db');
    db.close();
    const driver = make();
    const quick = reader('SELECT id FROM t ORDER BY id');
    // Each run of `text`, and whether the agent's thread slept for its answer.
    const sleptFor = async (text: SqlCommand, runOptions: ExecuteOptions = options): Promise<boolean> => {
      const before = driver.answersSleptFor;
      await rows(driver, file, text, runOptions);
      return driver.answersSleptFor > before;
    };
    // The thread's first command waits for it to load, without sleeping.
    expect(await sleptFor(quick)).toBe(false);
    // Engine time is wall time: on a loaded machine a run can read past the line (the next is then not slept
    // for, rightly). One quick run is believed at once: before each check, run it until it has one.
    const untilQuick = async (): Promise<void> => {
      for (let tries = 0; !driver.expectsQuick(file, quick.text); tries++) {
        if (tries === 50) throw new Error('the quick text never ran quickly here');
        await rows(driver, file, quick);
      }
    };
    await untilQuick();
    expect(await sleptFor(quick)).toBe(true);
    // Tens of milliseconds of engine time on any machine: far over the 0.8 ms line.
    const slow = reader('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000) SELECT count(*) AS c FROM n');
    // Nothing known of it yet: the first run is slept for, as any new text; not the next.
    expect(await sleptFor(slow)).toBe(true);
    expect(driver.expectsQuick(file, slow.text)).toBe(false);
    expect(await sleptFor(slow)).toBe(false);
    expect(await rows(driver, file, slow)).toEqual([{ c: 300000 }]);
    // The quick text is still slept for; async commands never are.
    await untilQuick();
    expect(await sleptFor(quick)).toBe(true);
    expect(await sleptFor(quick, { ...options, mode: 'async' })).toBe(false);
    expect(await rows(driver, file, quick)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(driver.readsOnAgentThread).toBe(0);
  });

  it('expects a quick answer for an unknown text and one whose last first answer took at most 0.8 ms', () => {
    expect(expectsQuickAnswer(undefined)).toBe(true);
    expect(expectsQuickAnswer({ boundedAt: undefined, engineMs: 0.8 })).toBe(true);
    expect(expectsQuickAnswer({ boundedAt: 3, engineMs: 0.81 })).toBe(false);
  });

  it('remembers engine time growing at most twofold a run (one slow reading is noise), falling at once', () => {
    expect(rememberedEngineMs(undefined, 7)).toBe(7);
    expect(rememberedEngineMs(0.07, 5)).toBe(0.14);
    expect(rememberedEngineMs(0.01, 5)).toBe(0.1);
    expect(rememberedEngineMs(3, 0.2)).toBe(0.2);
    // A text that now takes 2 ms a run stops being slept for from its fifth run.
    let remembered = 0.07;
    const runs: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      remembered = rememberedEngineMs(remembered, 2);
      runs.push(expectsQuickAnswer({ boundedAt: undefined, engineMs: remembered }));
    }
    expect(runs).toEqual([true, true, true, false, false]);
  });
});
