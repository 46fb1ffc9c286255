/**
 * The driver contract on a real PostgreSQL (TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/test),
 * plus PostgreSQL-only rules: functions and return values, the fallback path for statements that cannot
 * be a subquery, marker rewriting next to casts and operators, SQLSTATE codes. Tables carry a random
 * prefix per run; the second catalogue (database test_catalogue_b) is created once and kept.
 * Skipped with a printed reason when PostgreSQL does not answer; under CI that fails instead.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL, serviceAvailable } from '../../../../../test/helpers/services.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { runDriverContract } from '../driver.contract.js';
import { DriverError } from '../driver.js';
import { PostgresDriver } from './postgres.js';

const available = await serviceAvailable('PostgreSQL', PG_URL);
const OTHER_DATABASE = 'test_catalogue_b';
const otherUrl = (() => {
  const url = new URL(PG_URL);
  url.pathname = `/${OTHER_DATABASE}`;
  return url.toString();
})();

/** Creates the second catalogue unless it exists (parallel runs may race: a duplicate is fine). */
async function ensureOtherDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [OTHER_DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${OTHER_DATABASE}`).catch((err: { code?: string }) => {
      if (err.code !== '42P04' && err.code !== '23505') throw err;
    });
  } finally {
    await client.end();
  }
}

describe.runIf(available)('PostgreSQL driver', () => {
  runDriverContract({
    name: 'PostgreSQL',
    makeDriver: () => new PostgresDriver(),
    connection: PG_URL,
    otherConnection: otherUrl,
    errorType: 'pgsql',
    supports: { storedProcedures: true, outputParameters: true },
    setup: ensureOtherDatabase,
    sql: {
      columnTypes: {
        integer: 'integer', bigInteger: 'bigint', decimal: 'numeric(12,4)', float: 'double precision', text: 'varchar(200)', date: 'date',
        dateTime: 'timestamp(3)', binary: 'bytea', boolean: 'boolean',
      },
      slowQuery: 'SELECT pg_sleep(10)',
      series: (n) => `SELECT n, repeat('x', 200) AS payload FROM generate_series(1, ${n}) AS n`,
      unsupportedType: 'Timestamp',
      procedure: {
        create: (name) => [
          `CREATE PROCEDURE ${name}(a integer, b integer, OUT total integer, INOUT counter integer) LANGUAGE plpgsql AS $$ ` +
            'BEGIN total := a + b; counter := counter + 1; END $$',
        ],
        drop: (name) => `DROP PROCEDURE ${name}`,
      },
    },
  });

  describe('PostgreSQL specifics', () => {
    const driver = new PostgresDriver();
    const prefix = `pg_${randomBytes(3).toString('hex')}`;
    const text = (sql: string, parameters: SqlCommand['parameters'] = [], executionMode: SqlCommand['executionMode'] = 'reader'): SqlCommand =>
      ({ text: sql, executionMode, type: 'text', parameters });

    async function run(command: SqlCommand): Promise<{ columns: readonly string[]; rows: Record<string, unknown>[]; summary: Awaited<ReturnType<Awaited<ReturnType<PostgresDriver['execute']>>['finish']>> }> {
      const execution = await driver.execute(PG_URL, command, { timeoutMs: 10_000 });
      const rows: Record<string, unknown>[] = [];
      for await (const batch of execution.rows) rows.push(...batch.map((t) => JSON.parse(t) as Record<string, unknown>));
      return { columns: execution.columns, rows, summary: await execution.finish() };
    }

    beforeAll(async () => {
      await run(text(
        `CREATE FUNCTION ${prefix}_split(total integer, OUT half integer, OUT rest integer) LANGUAGE sql AS $$ SELECT total / 2, total % 2 $$`,
        [], 'nonQuery'));
      await run(text(`CREATE FUNCTION ${prefix}_double(x integer) RETURNS integer LANGUAGE sql AS $$ SELECT x * 2 $$`, [], 'nonQuery'));
      await run(text(`CREATE TABLE ${prefix}_t (id serial PRIMARY KEY, tags jsonb, at timestamptz, price money)`, [], 'nonQuery'));
    });

    afterAll(async () => {
      await run(text(`DROP FUNCTION ${prefix}_split; DROP FUNCTION ${prefix}_double; DROP TABLE ${prefix}_t`, [], 'nonQuery')).catch(() => undefined);
      await driver.close();
    });

    it('calls a function: its rows are data, OUT parameters and the return value come from the first row', async () => {
      const split = await run({ text: `${prefix}_split`, executionMode: 'reader', type: 'storedProcedure', parameters: [
        { name: '@total', direction: 'input', type: 'Int', value: '7' },
        { name: '@half', direction: 'output', type: 'Int' },
        { name: '@rest', direction: 'output', type: 'Int' },
      ] });
      expect(split.rows).toEqual([{ half: 3, rest: 1 }]);
      expect(split.summary.outputParameters.map((p) => p.value)).toEqual(['3', '1']);
      const doubled = await run({ text: `${prefix}_double`, executionMode: 'scalar', type: 'storedProcedure', parameters: [
        { name: 'x', direction: 'input', type: 'Int', value: '21' },
        { name: '@RETURN_VALUE', direction: 'returnValue', type: 'Int' },
      ] });
      expect(doubled.summary.outputParameters).toEqual([{ name: '@RETURN_VALUE', direction: 'returnValue', type: 'Int', value: '42' }]);
    });

    it('reports an unknown routine with SQLSTATE 42883', async () => {
      const err = await driver.execute(PG_URL, { text: `${prefix}_nope`, executionMode: 'nonQuery', type: 'storedProcedure', parameters: [] }, { timeoutMs: 5_000 })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DriverError);
      expect((err as DriverError).errorCode).toBe(42883);
    });

    it('converts rows itself for statements that cannot be a subquery, by the same rules', async () => {
      const inserted = await run(text(
        `INSERT INTO ${prefix}_t (tags, at, price) VALUES ('{"a":[1,2]}', '2024-02-29 13:45:30.5+02', 12.34) RETURNING id, tags, at, price, id`,
      ));
      expect(inserted.columns).toEqual(['id', 'tags', 'at', 'price', 'id_2']);
      expect(inserted.rows).toEqual([{ id: 1, tags: { a: [1, 2] }, at: expect.stringMatching(/^2024-02-29T11:45:30\.5\+00(:00)?$/), price: expect.any(String), id_2: 1 }]);
      expect(inserted.summary.rowsAffected).toBe(1);
      // The wrapped path agrees, except money, whose fallback text keeps PostgreSQL's currency format.
      const selected = await run(text(`SELECT id, tags, at, price, id FROM ${prefix}_t`));
      expect(selected.rows).toEqual([{ ...inserted.rows[0], at: '2024-02-29T11:45:30.5+00:00', price: '12.34' }]);
      const shown = await run(text('SHOW server_version_num'));
      expect(shown.columns).toEqual(['server_version_num']);
      expect(Number(shown.rows[0]?.server_version_num)).toBeGreaterThan(90000);
    });

    it('rewrites markers only where they are parameters: casts, operators and literals stay', async () => {
      const { rows } = await run(text(
        `SELECT @n::text AS n_text, '{1,2}'::int[] @> ARRAY[@n] AS contains, ':n @n' AS literal, $q$@n$q$ AS dollar, @other AS untouched_sum`,
        [{ name: 'n', direction: 'input', type: 'Int', value: '2' }, { name: 'other', direction: 'input', type: 'Int', value: '5' }],
      ));
      expect(rows).toEqual([{ n_text: '2', contains: true, literal: ':n @n', dollar: '@n', untouched_sum: 5 }]);
    });

    it('gives non-numeric SQLSTATEs a stable number and keeps the SQLSTATE in the message', async () => {
      const err = await driver.execute(PG_URL, text(`SELECT * FROM ${prefix}_missing`), { timeoutMs: 5_000 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DriverError);
      expect((err as DriverError).errorCode).toBe(100_000 + parseInt('42P01', 36));
      expect((err as DriverError).message).toMatch(/SQLSTATE 42P01/);
    });

    it('never pools a connection left inside a transaction: its uncommitted work is rolled back', async () => {
      await run(text(`CREATE TABLE ${prefix}_tx (id integer)`, [], 'nonQuery'));
      await run(text(`BEGIN; INSERT INTO ${prefix}_tx VALUES (1)`, [], 'nonQuery'));
      // A pooled connection would answer 1 here (its own uncommitted row) and keep the transaction open.
      expect((await run(text(`SELECT count(*)::int AS n FROM ${prefix}_tx`))).rows).toEqual([{ n: 0 }]);
      await run(text(`DROP TABLE ${prefix}_tx`, [], 'nonQuery'));
    });

    it('runs several statements in one nonQuery without parameters and sums the changed rows', async () => {
      const { summary } = await run(text(
        `INSERT INTO ${prefix}_t (tags) VALUES ('[]'); INSERT INTO ${prefix}_t (tags) VALUES ('[]'); UPDATE ${prefix}_t SET tags = '{}'`,
        [], 'nonQuery'));
      expect(summary.rowsAffected).toBe(5);
    });
  });
});
