/**
 * The driver contract on a real MySQL or MariaDB (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306/test),
 * plus MySQL-only rules: procedures that return rows and output parameters, user variables left alone,
 * JSON columns, errno codes. Tables carry a random prefix per run; the second catalogue (database
 * test_catalogue_b) is created if missing and kept. Skipped with a printed reason when the server does not
 * answer; under CI that fails instead.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MYSQL_URL, serviceAvailable } from '../../../../../test/helpers/services.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { runDriverContract } from '../driver.contract.js';
import { DriverError } from '../driver.js';
import { MysqlDriver } from './mysql.js';

const available = await serviceAvailable('MySQL', MYSQL_URL);
const OTHER_DATABASE = 'test_catalogue_b';
const otherUrl = (() => {
  const url = new URL(MYSQL_URL);
  url.pathname = `/${OTHER_DATABASE}`;
  return url.toString();
})();

const DIGITS = 'SELECT 0 AS x UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 ' +
  'UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9';

describe.runIf(available)('MySQL driver', () => {
  runDriverContract({
    name: 'MySQL/MariaDB',
    makeDriver: () => new MysqlDriver(),
    connection: MYSQL_URL,
    otherConnection: otherUrl,
    errorType: 'mysql',
    supports: { storedProcedures: true, outputParameters: true },
    setup: (exec) => exec(`CREATE DATABASE IF NOT EXISTS ${OTHER_DATABASE}`),
    sql: {
      columnTypes: {
        integer: 'INT', bigInteger: 'BIGINT', decimal: 'DECIMAL(12,4)', float: 'DOUBLE', text: 'VARCHAR(200) CHARACTER SET utf8mb4', date: 'DATE',
        dateTime: 'DATETIME(3)', binary: 'VARBINARY(64)', boolean: 'BOOLEAN',
      },
      slowQuery: 'SELECT SLEEP(10)',
      // Cross joins of digits: MariaDB limits recursive CTEs to 1000 iterations by default.
      series: (n) => `WITH d AS (${DIGITS}) SELECT n, REPEAT('x', 200) AS payload FROM ` +
        `(SELECT a.x + b.x * 10 + c.x * 100 + e.x * 1000 + f.x * 10000 + g.x * 100000 + 1 AS n FROM d a, d b, d c, d e, d f, d g) s WHERE n <= ${n}`,
      unsupportedType: 'Timestamp',
      procedure: {
        create: (name) => [`CREATE PROCEDURE ${name}(IN a INT, IN b INT, OUT total INT, INOUT counter INT) BEGIN SET total = a + b; SET counter = counter + 1; END`],
        drop: (name) => `DROP PROCEDURE ${name}`,
      },
    },
  });

  describe('MySQL specifics', () => {
    const driver = new MysqlDriver();
    const prefix = `my_${randomBytes(3).toString('hex')}`;
    const text = (sql: string, parameters: SqlCommand['parameters'] = [], executionMode: SqlCommand['executionMode'] = 'reader'): SqlCommand =>
      ({ text: sql, executionMode, type: 'text', parameters });

    async function run(command: SqlCommand): Promise<{ columns: readonly string[]; rows: Record<string, unknown>[]; summary: Awaited<ReturnType<Awaited<ReturnType<MysqlDriver['execute']>>['finish']>> }> {
      const execution = await driver.execute(MYSQL_URL, command, { timeoutMs: 10_000 });
      const rows: Record<string, unknown>[] = [];
      for await (const batch of execution.rows) rows.push(...batch.map((t) => JSON.parse(t) as Record<string, unknown>));
      return { columns: execution.columns, rows, summary: await execution.finish() };
    }

    beforeAll(async () => {
      await run(text(`CREATE TABLE ${prefix}_t (id INT PRIMARY KEY, doc JSON, f FLOAT, b BIT(1), at TIMESTAMP(3) NULL)`, [], 'nonQuery'));
      await run(text(`INSERT INTO ${prefix}_t VALUES (1, '{"a": [1, 2]}', 0.1, b'1', '2024-02-29 13:45:30.500')`, [], 'nonQuery'));
      await run(text(
        `CREATE PROCEDURE ${prefix}_list(IN below INT, OUT found INT) BEGIN SELECT id FROM ${prefix}_t WHERE id < below; SET found = 1; END`,
        [], 'nonQuery'));
    });

    afterAll(async () => {
      await run(text(`DROP PROCEDURE ${prefix}_list`, [], 'nonQuery')).catch(() => undefined);
      await run(text(`DROP TABLE ${prefix}_t`, [], 'nonQuery')).catch(() => undefined);
      await driver.close();
    });

    it('streams the first result set of a procedure and returns its output parameters', async () => {
      const { columns, rows, summary } = await run({ text: `${prefix}_list`, executionMode: 'reader', type: 'storedProcedure', parameters: [
        { name: '@below', direction: 'input', type: 'Int', value: '10' },
        { name: '@found', direction: 'output', type: 'Int' },
      ] });
      expect(columns).toEqual(['id']);
      expect(rows).toEqual([{ id: 1 }]);
      expect(summary.outputParameters).toEqual([{ name: '@found', direction: 'output', type: 'Int', value: '1' }]);
    });

    it('encodes JSON columns as JSON, FLOAT at its own precision, BIT(1) as a boolean, TIMESTAMP as ISO 8601', async () => {
      const { rows } = await run(text(`SELECT doc, f, b, at FROM ${prefix}_t`));
      expect(rows).toEqual([{ doc: expect.anything(), f: 0.1, b: true, at: '2024-02-29T13:45:30.500' }]);
      // MariaDB stores JSON as text, MySQL as a JSON type: either way the value is the same document.
      const doc = rows[0]!.doc;
      expect(typeof doc === 'string' ? JSON.parse(doc) : doc).toEqual({ a: [1, 2] });
    });

    it('leaves user variables that name no parameter alone', async () => {
      const { rows } = await run(text('SELECT @sqg_unset AS unset, @n AS n, @@version IS NOT NULL AS has_version', [
        { name: 'n', direction: 'input', type: 'NVarChar', value: 'bound' },
      ]));
      expect(rows).toEqual([{ unset: null, n: 'bound', has_version: 1 }]);
    });

    it('never pools a connection left inside a transaction: its uncommitted work is rolled back', async () => {
      await run(text(`CREATE TABLE ${prefix}_tx (id INT) ENGINE=InnoDB`, [], 'nonQuery'));
      await run(text(`CREATE PROCEDURE ${prefix}_open() BEGIN START TRANSACTION; INSERT INTO ${prefix}_tx VALUES (1); END`, [], 'nonQuery'));
      await run({ text: `${prefix}_open`, executionMode: 'nonQuery', type: 'storedProcedure', parameters: [] });
      // This driver's pool holds one connection here; pooled, it would see its own uncommitted row.
      expect((await run(text(`SELECT COUNT(*) AS n FROM ${prefix}_tx`))).rows).toEqual([{ n: 0 }]);
      await run(text(`DROP PROCEDURE ${prefix}_open`, [], 'nonQuery'));
      await run(text(`DROP TABLE ${prefix}_tx`, [], 'nonQuery'));
    });

    it('reports the server errno and rejects DateTimeOffset and text output parameters as invalid requests', async () => {
      const syntax = await driver.execute(MYSQL_URL, text('SELEC 1'), { timeoutMs: 5_000 }).catch((e: unknown) => e);
      expect((syntax as DriverError).errorCode).toBe(1064);
      const missing = await driver.execute(MYSQL_URL, text(`SELECT * FROM ${prefix}_missing`), { timeoutMs: 5_000 }).catch((e: unknown) => e);
      expect((missing as DriverError).errorCode).toBe(1146);
      const offset = await driver.execute(MYSQL_URL, text('SELECT @d AS d', [{ name: 'd', direction: 'input', type: 'DateTimeOffset', value: '2024-01-01T00:00:00Z' }]), { timeoutMs: 5_000 })
        .catch((e: unknown) => e);
      expect(offset).toBeInstanceOf(DriverError);
      expect((offset as DriverError).invalidRequest).toBe(true);
      const output = await driver.execute(MYSQL_URL, text('SELECT 1', [{ name: 'o', direction: 'output', type: 'Int' }]), { timeoutMs: 5_000 })
        .catch((e: unknown) => e);
      expect((output as DriverError).invalidRequest).toBe(true);
    });
  });
});
