/**
 * The driver contract on SQLite (always runs: better-sqlite3 needs no server), plus the SQLite-only rules:
 * the fallback path for statements SQLite cannot wrap, declared-type rules and multi-statement nonQuery.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { DriverError, type DatabaseDriver } from '../driver.js';
import { decodeRows } from '../encoded-rows.js';
import { runSqliteDriverContract } from './sqlite-driver.contract.js';
import { SqliteDriver } from './sqlite.js';

const { dir, main } = runSqliteDriverContract('SQLite', () => new SqliteDriver());

/**
 * The same driver with every command on the async lane, where plain reads run in push mode (sqlite-session
 * `runPushing`): the whole contract again, through the other way of reading rows.
 */
function onAsyncLane(driver: SqliteDriver): DatabaseDriver {
  return {
    engine: driver.engine,
    execute: (connection, command, options) => driver.execute(connection, command, { ...options, mode: 'async' }),
    close: () => driver.close(),
  };
}
runSqliteDriverContract('SQLite, async lane (push mode)', () => onAsyncLane(new SqliteDriver()));

describe('SQLite driver specifics', () => {
  const driver = new SqliteDriver();
  afterAll(() => driver.close());
  const reader = (text: string, parameters: SqlCommand['parameters'] = []): SqlCommand => ({ text, executionMode: 'reader', type: 'text', parameters });

  async function rows(command: SqlCommand): Promise<unknown[]> {
    const execution = await driver.execute(main, command, { timeoutMs: 5_000 });
    const out: unknown[] = [];
    for await (const batch of execution.rows) out.push(...batch.map((t) => JSON.parse(t) as unknown));
    await execution.finish();
    return out;
  }

  it('converts rows itself where the statement cannot be wrapped (INSERT … RETURNING), by the same rules', async () => {
    await driver.execute(main, { ...reader('CREATE TABLE ret_t (id INTEGER, big BIGINT, amount DECIMAL(10,2), flag BOOLEAN, at DATETIME, b BLOB)'), executionMode: 'nonQuery' }, { timeoutMs: 5_000 }).then((e) => e.finish());
    const inserted = await rows(reader(
      "INSERT INTO ret_t VALUES (1, 9223372036854775807, 12.5, 1, '2024-01-02 03:04:05', x'00ff') RETURNING id, big, amount, flag, at, b, id",
    ));
    expect(inserted).toEqual([{ id: 1, big: '9223372036854775807', amount: '12.5', flag: true, at: '2024-01-02T03:04:05', b: 'AP8=', id_2: 1 }]);
    // The wrapped path gives the same JSON for the same row.
    expect(await rows(reader('SELECT id, big, amount, flag, at, b, id FROM ret_t'))).toEqual(inserted);
  });

  it('reads an async export in push mode, with the rows the immediate lane reads', async () => {
    const text = 'WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 5000) SELECT n, n * 2 AS twice, hex(n) AS h FROM s';
    const lanes: Record<string, string[]> = {};
    for (const mode of ['immediate', 'async'] as const) {
      const before = driver.pushedRuns;
      const execution = await driver.execute(main, reader(text), { timeoutMs: 5_000, mode });
      const rows: string[] = [];
      for await (const batch of execution.rows) rows.push(...batch);
      await execution.finish();
      lanes[mode] = rows;
      expect({ mode, pushed: driver.pushedRuns - before }).toEqual({ mode, pushed: mode === 'async' ? 1 : 0 });
    }
    expect(lanes.async).toHaveLength(5000);
    expect(lanes.async).toEqual(lanes.immediate);

    // The same export as bytes (what the executor reads): the same rows, and each batch's buffer goes back
    // to the thread (moved, so detached here) once the next batch is asked for.
    const execution = await driver.execute(main, reader(text), { timeoutMs: 5_000, mode: 'async' });
    expect(execution.encodedRows).toBeDefined();
    const fromBytes: string[] = [];
    const held: Uint8Array[] = [];
    for await (const batch of execution.encodedRows!) {
      expect(batch.bytes.byteLength).toBeGreaterThan(0);
      fromBytes.push(...decodeRows(batch));
      held.push(batch.bytes);
    }
    await execution.finish();
    expect(fromBytes).toEqual(lanes.immediate);
    expect(held.length).toBeGreaterThan(3);
    // A batch's buffer goes back with the request made when the batch after it arrives: every one but the
    // last two (the request after the last may never be made, when the end comes with it).
    expect(held.slice(0, -2).every((bytes) => bytes.buffer.byteLength === 0)).toBe(true);
    expect(held.at(-1)!.byteLength).toBeGreaterThan(0);
    // The immediate lane's rows come as texts only.
    const immediate = await driver.execute(main, reader(text), { timeoutMs: 5_000 });
    expect(immediate.encodedRows).toBeUndefined();
    await immediate.finish();
  });

  it('runs several statements in one nonQuery when there are no parameters', async () => {
    const execution = await driver.execute(main, {
      ...reader('CREATE TABLE multi_t (x INTEGER); INSERT INTO multi_t VALUES (1); INSERT INTO multi_t VALUES (2);'),
      executionMode: 'nonQuery',
    }, { timeoutMs: 5_000 });
    expect((await execution.finish()).rowsAffected).toBe(2);
    expect(await rows(reader('SELECT count(*) AS n FROM multi_t'))).toEqual([{ n: 2 }]);
  });

  it('never pools a connection left inside a transaction: its uncommitted work is rolled back', async () => {
    const nonQuery = async (text: string): Promise<void> => {
      await (await driver.execute(main, { ...reader(text), executionMode: 'nonQuery' }, { timeoutMs: 5_000 })).finish();
    };
    await nonQuery('CREATE TABLE tx_t (x INTEGER)');
    await nonQuery('BEGIN; INSERT INTO tx_t VALUES (1);');
    expect(await rows(reader('SELECT count(*) AS n FROM tx_t'))).toEqual([{ n: 0 }]);
  });

  it('accepts :name and $name markers and parameter names with or without their prefix', async () => {
    expect(await rows(reader('SELECT :a AS a, $b AS b', [
      { name: ':a', direction: 'input', type: 'Int', value: '1' },
      { name: 'b', direction: 'input', type: 'NVarChar', value: 'x' },
    ]))).toEqual([{ a: 1, b: 'x' }]);
  });

  it('binds a Bit parameter as an INTEGER 0/1, not a REAL (issue 8)', async () => {
    expect(await rows(reader('SELECT @on AS v, typeof(@on) AS t, @off AS off, typeof(@off) AS t2', [
      { name: '@on', direction: 'input', type: 'Bit', value: 'true' },
      { name: '@off', direction: 'input', type: 'Bit', value: '0' },
    ]))).toEqual([{ v: 1, t: 'integer', off: 0, t2: 'integer' }]);
  });

  it('reports a missing parameter as an invalid request and a missing file as SQLITE_CANTOPEN', async () => {
    const missing = await driver.execute(main, reader('SELECT @nope AS v'), { timeoutMs: 5_000 }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(DriverError);
    expect((missing as DriverError).invalidRequest).toBe(true);
    const noFile = await driver.execute(path.join(dir, 'absent', 'x.db'), reader('SELECT 1'), { timeoutMs: 5_000 }).catch((e: unknown) => e);
    expect(noFile).toBeInstanceOf(DriverError);
    expect((noFile as DriverError).errorCode).toBe(14);
  });
});
