/**
 * The driver contract on a real Firebird 3 (started by .ci/firebird.sh), plus Firebird-only rules:
 * upper-case names by default, `?` placeholders, selectable and executable procedures, blobs, GUIDs
 * in CHAR(16) OCTETS, exact decimals, cancellation proven on the server (MON$STATEMENTS), login and
 * network errors. Each run creates two database files of its own (the two catalogues) and drops them.
 *
 * The URL comes from TEST_FIREBIRD_URL, else from the env file .ci/firebird.sh writes
 * (/etc/firebird/3.0/test.env, readable by root), else the Firebird default password. Only its
 * server, credentials and directory are used. Skipped with a printed reason when Firebird does not
 * answer; under CI that fails instead.
 */
import { randomBytes } from 'node:crypto';
import Firebird from 'node-firebird';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebirdDatabaseUrl, firebirdTestUrl, serviceAvailable } from '../../../../../test/helpers/services.js';
import type { SqlCommand, SqlParameter, SqlTypeName } from '@site-query-gateway/protocol/sql-command.js';
import { runDriverContract } from '../driver.contract.js';
import { DriverError, type ExecutionSummary } from '../driver.js';
import { FirebirdDriver } from './firebird.js';


const BASE = firebirdTestUrl();
const available = await serviceAvailable('Firebird', BASE);
const prefix = `fb_${randomBytes(3).toString('hex')}`;

/** The base URL pointed at a database file of this run, in the base URL's directory. */
function databaseUrl(suffix: string, query = ''): string {
  return firebirdDatabaseUrl(BASE, `${prefix}-${suffix}.fdb`, query);
}

const MAIN = databaseUrl('a', '?lowercase_keys=true');
const OTHER = databaseUrl('b', '?lowercase_keys=true');
/** The main database with Firebird's own (upper-case) column names. */
const MAIN_UPPER = databaseUrl('a');

const CAST_TYPES: Partial<Record<SqlTypeName, string>> = {
  Int: 'INTEGER',
  BigInt: 'BIGINT',
  Decimal: 'NUMERIC(18,4)',
  Date: 'DATE',
  DateTime2: 'TIMESTAMP',
  VarBinary: 'VARCHAR(64) CHARACTER SET OCTETS',
  Bit: 'BOOLEAN',
};

describe.runIf(available)('Firebird driver', () => {
  beforeAll(async () => {
    for (const url of [MAIN_UPPER, databaseUrl('b')]) {
      const db = await Firebird.createAsync(Firebird.parseConnectionUri(url));
      await db.detachAsync();
    }
  });

  afterAll(async () => {
    // After the suites below closed their drivers: nothing is attached any more.
    for (const url of [MAIN_UPPER, databaseUrl('b')]) await Firebird.dropAsync(Firebird.parseConnectionUri(url)).catch(() => undefined);
  });

  runDriverContract({
    name: 'Firebird 3',
    makeDriver: () => new FirebirdDriver(),
    connection: MAIN,
    otherConnection: OTHER,
    errorType: 'fbsql',
    supports: { storedProcedures: true, outputParameters: true },
    sql: {
      columnTypes: {
        integer: 'INTEGER', bigInteger: 'BIGINT', decimal: 'NUMERIC(12,4)', float: 'DOUBLE PRECISION', text: 'VARCHAR(200)',
        date: 'DATE', dateTime: 'TIMESTAMP', binary: 'VARCHAR(64) CHARACTER SET OCTETS', boolean: 'BOOLEAN',
      },
      selectRow: (list) => `SELECT ${list} FROM RDB$DATABASE`,
      // A bare ? in a select list has no type in Firebird ("Data type unknown"): the contract's
      // markers carry a CAST, as integrators' Firebird SQL does.
      marker: (name, type) => `CAST(@${name} AS ${CAST_TYPES[type] ?? 'VARCHAR(200)'})`,
      slowQuery: 'SELECT COUNT(*) FROM RDB$FIELDS a, RDB$FIELDS b, RDB$FIELDS c, RDB$FIELDS d, RDB$FIELDS e',
      series: (n) =>
        'WITH RECURSIVE r (i) AS (SELECT 1 FROM RDB$DATABASE UNION ALL SELECT i + 1 FROM r WHERE i < 1000) ' +
        `SELECT (a.i - 1) * 1000 + b.i AS n, CAST(LPAD('', 200, 'x') AS VARCHAR(200)) AS payload FROM r a CROSS JOIN r b ` +
        `WHERE a.i <= ${Math.ceil(n / 1000)} AND (a.i - 1) * 1000 + b.i <= ${n}`,
      unsupportedType: 'DateTimeOffset',
      procedure: {
        // Firebird procedures cannot have an input and an output of one name: COUNTER_OUT is the
        // inputOutput parameter's output half (the driver matches <NAME>_OUT).
        create: (name) => [
          `CREATE PROCEDURE ${name} (A INTEGER, B INTEGER, COUNTER INTEGER) RETURNS (TOTAL INTEGER, COUNTER_OUT INTEGER) AS ` +
            'BEGIN TOTAL = A + B; COUNTER_OUT = COUNTER + 1; END',
        ],
        drop: (name) => `DROP PROCEDURE ${name}`,
      },
    },
  });

  describe('Firebird specifics', () => {
    const driver = new FirebirdDriver();
    const text = (sql: string, parameters: SqlParameter[] = [], executionMode: SqlCommand['executionMode'] = 'reader'): SqlCommand =>
      ({ text: sql, executionMode, type: 'text', parameters });
    const proc = (name: string, parameters: SqlParameter[], executionMode: SqlCommand['executionMode'] = 'reader'): SqlCommand =>
      ({ text: name, executionMode, type: 'storedProcedure', parameters });
    const input = (name: string, type: SqlTypeName, value: string | null): SqlParameter => ({ name, type, value, direction: 'input' });

    async function run(command: SqlCommand, url = MAIN_UPPER, timeoutMs = 10_000): Promise<{
      columns: readonly string[];
      rows: Record<string, unknown>[];
      summary: ExecutionSummary;
    }> {
      const execution = await driver.execute(url, command, { timeoutMs });
      const rows: Record<string, unknown>[] = [];
      try {
        for await (const batch of execution.rows) rows.push(...batch.map((t) => JSON.parse(t) as Record<string, unknown>));
      } finally {
        await execution.finish().catch(() => undefined);
      }
      return { columns: execution.columns, rows, summary: await execution.finish() };
    }

    async function failure(command: SqlCommand, url = MAIN_UPPER, timeoutMs = 10_000): Promise<DriverError> {
      const err = await run(command, url, timeoutMs).then(() => undefined, (e: unknown) => e);
      expect(err).toBeInstanceOf(DriverError);
      return err as DriverError;
    }

    const t = `${prefix.toUpperCase()}_T`;
    beforeAll(async () => {
      const ddl = [
        `CREATE TABLE ${t} (ID INTEGER NOT NULL PRIMARY KEY, AMT NUMERIC(18,4), SMALL_AMT NUMERIC(5,2), G CHAR(16) CHARACTER SET OCTETS, ` +
          'NOTE BLOB SUB_TYPE TEXT, DATA BLOB SUB_TYPE BINARY, AT_TIME TIME)',
        `CREATE PROCEDURE ${prefix}_RANGE (FROM_N INTEGER, TO_N INTEGER) RETURNS (N INTEGER, SQUARE BIGINT) AS BEGIN ` +
          'N = FROM_N; WHILE (N <= TO_N) DO BEGIN SQUARE = N * N; SUSPEND; N = N + 1; END END',
        `CREATE PROCEDURE ${prefix}_FILL (N INTEGER) RETURNS (ID INTEGER) AS BEGIN ID = 100; ` +
          `WHILE (ID < 100 + N) DO BEGIN INSERT INTO ${t} (ID) VALUES (:ID); SUSPEND; ID = ID + 1; END END`,
        `CREATE PROCEDURE ${prefix}_DEFAULTS (A INTEGER, B INTEGER = 5) RETURNS (S INTEGER) AS BEGIN S = A + B; END`,
      ];
      for (const statement of ddl) await run(text(statement, [], 'nonQuery'));
    });

    afterAll(async () => {
      await driver.close();
    });

    it('keeps Firebird upper-case column names unless lowercase_keys=true', async () => {
      const upper = await run(text('SELECT 1 AS id, 2 AS "Mixed" FROM RDB$DATABASE'));
      expect(upper.columns).toEqual(['ID', 'Mixed']);
      const lower = await run(text('SELECT 1 AS id FROM RDB$DATABASE'), MAIN);
      expect(lower.columns).toEqual(['id']);
    });

    it('binds ? placeholders to the input parameters in order, and refuses to mix them with @names', async () => {
      const { rows } = await run(text('SELECT CAST(? AS INTEGER) AS A, CAST(? AS VARCHAR(10)) AS B FROM RDB$DATABASE', [
        input('first', 'Int', '1'), input('second', 'VarChar', 'two'),
      ]));
      expect(rows).toEqual([{ A: 1, B: 'two' }]);
      const err = await failure(text('SELECT CAST(? AS INTEGER) AS A, CAST(@b AS INTEGER) AS B FROM RDB$DATABASE', [
        input('a', 'Int', '1'), input('b', 'Int', '2'),
      ]));
      expect(err.invalidRequest).toBe(true);
      const unknown = await failure(text('SELECT CAST(@nope AS INTEGER) AS A FROM RDB$DATABASE'));
      expect(unknown.message).toMatch(/@nope/);
    });

    it('leaves markers in literals, comments and q-strings alone', async () => {
      const { rows } = await run(text(
        "SELECT '@n' AS A, q'{@n}' AS B, /* @n */ CAST(@n AS INTEGER) AS C -- @n\n FROM RDB$DATABASE",
        [input('@N', 'Int', '3')],
      ));
      expect(rows).toEqual([{ A: '@n', B: '@n', C: 3 }]);
    });

    it('calls a selectable procedure with SELECT, binding by name whatever the order', async () => {
      const { columns, rows } = await run(proc(`${prefix}_RANGE`, [input('@to_n', 'Int', '4'), input('@from_n', 'Int', '2')]));
      expect(columns).toEqual(['N', 'SQUARE']);
      expect(rows).toEqual([{ N: 2, SQUARE: 4 }, { N: 3, SQUARE: 9 }, { N: 4, SQUARE: 16 }]);
    });

    it('runs a selectable procedure to the end in nonQuery mode, so its work is done', async () => {
      const { summary } = await run(proc(`${prefix}_FILL`, [input('n', 'Int', '3')], 'nonQuery'));
      // Firebird counts the statement's own changes only: DML inside a procedure is not reported.
      expect(summary.rowsAffected).toBe(0);
      const { rows } = await run(text(`SELECT COUNT(*) AS C FROM ${t} WHERE ID >= 100`));
      expect(rows).toEqual([{ C: 3 }]);
      await run(text(`DELETE FROM ${t} WHERE ID >= 100`, [], 'nonQuery'));
    });

    it('lets trailing procedure inputs default, refuses gaps and unknown names', async () => {
      const { rows, summary } = await run(proc(`${prefix}_DEFAULTS`, [input('a', 'Int', '1'), { name: 's', type: 'Int', direction: 'output' }]));
      expect(rows).toEqual([{ S: 6 }]);
      expect(summary.outputParameters).toEqual([{ name: 's', type: 'Int', direction: 'output', value: '6' }]);
      expect((await failure(proc(`${prefix}_DEFAULTS`, [input('b', 'Int', '1')]))).invalidRequest).toBe(true);
      expect((await failure(proc(`${prefix}_DEFAULTS`, [input('zz', 'Int', '1')]))).invalidRequest).toBe(true);
      const missing = await failure(proc(`${prefix}_NOPE`, []));
      expect(missing.errorType).toBe('fbsql');
      expect(missing.errorCode).toBeGreaterThan(335544000);
      expect((await failure(proc('X; DROP TABLE T', []))).invalidRequest).toBe(true);
    });

    it('returns INSERT … RETURNING values as output parameters', async () => {
      const { summary } = await run(text(`INSERT INTO ${t} (ID, AMT) VALUES (@id, @amt) RETURNING AMT AS NEW_AMT, ID AS NEW_ID`, [
        input('id', 'Int', '1'), input('amt', 'Decimal', '12345678901234.5678'),
        { name: '@new_id', type: 'Int', direction: 'output' }, { name: '@new_amt', type: 'Decimal', direction: 'output' },
      ], 'nonQuery'));
      expect(summary.rowsAffected).toBe(1);
      // Matched by name, not position.
      expect(summary.outputParameters.map((p) => p.value)).toEqual(['1', '12345678901234.5678']);
      const twice = await failure(text('SELECT 1 AS X FROM RDB$DATABASE', [input('a', 'Int', '1'), input('@A', 'Int', '2')]));
      expect(twice.invalidRequest).toBe(true);
    });

    it('keeps decimals exact and at their scale, whatever their storage', async () => {
      await run(text(`UPDATE ${t} SET SMALL_AMT = @s WHERE ID = 1`, [input('s', 'Money', '-1.5')], 'nonQuery'));
      const { rows } = await run(text(`SELECT AMT, SMALL_AMT, CAST(0.1 AS DOUBLE PRECISION) AS F FROM ${t} WHERE ID = 1`));
      expect(rows).toEqual([{ AMT: '12345678901234.5678', SMALL_AMT: '-1.50', F: 0.1 }]);
    });

    it('stores a GUID in CHAR(16) OCTETS the way CHAR_TO_UUID does, and reads it back as base64', async () => {
      const guid = '0f8fad5b-d9cb-469f-a165-70867728950e';
      await run(text(`UPDATE ${t} SET G = @g WHERE ID = 1`, [input('g', 'UniqueIdentifier', `{${guid}}`)], 'nonQuery'));
      const { rows } = await run(text(`SELECT G, UUID_TO_CHAR(G) AS TXT, G = CHAR_TO_UUID(@g) AS SAME FROM ${t} WHERE ID = 1`, [
        input('g', 'VarChar', guid),
      ]));
      expect(rows).toEqual([{ G: Buffer.from(guid.replace(/-/g, ''), 'hex').toString('base64'), TXT: guid.toUpperCase(), SAME: true }]);
    });

    it('writes and reads text and binary blobs', async () => {
      const note = `${'long text ✓ '.repeat(5000)}end`;
      const noteLength = note.length;
      const data = randomBytes(100_000);
      await run(text(`UPDATE ${t} SET NOTE = @note, DATA = @data WHERE ID = 1`, [
        input('note', 'NText', note), input('data', 'Image', data.toString('base64')),
      ], 'nonQuery'));
      const { rows } = await run(text(`SELECT NOTE, DATA FROM ${t} WHERE ID = 1`));
      // Compared as booleans: a failure must not print 60 kB of text.
      expect(String(rows[0]?.NOTE).length).toBe(noteLength);
      expect(rows[0]?.NOTE === note).toBe(true);
      expect(rows[0]?.DATA === data.toString('base64')).toBe(true);
      // The singleton row of … RETURNING reads its blobs too.
      const returned = await run(text(`UPDATE ${t} SET ID = ID WHERE ID = 1 RETURNING NOTE, DATA`));
      expect(returned.rows[0]?.NOTE === note).toBe(true);
      expect(returned.rows[0]?.DATA === data.toString('base64')).toBe(true);
    });

    it('binds and reads TIME values', async () => {
      await run(text(`UPDATE ${t} SET AT_TIME = @t WHERE ID = 1`, [input('t', 'Time', '13:45:30.123')], 'nonQuery'));
      const { rows } = await run(text(`SELECT AT_TIME FROM ${t} WHERE ID = 1`));
      expect(rows).toEqual([{ AT_TIME: '13:45:30.123' }]);
    });

    it('cancels the statement on the server at the timeout (MON$STATEMENTS shows it gone)', async () => {
      const marker = `slow_${prefix}`;
      const slow = `SELECT COUNT(*) AS ${marker} FROM RDB$FIELDS a, RDB$FIELDS b, RDB$FIELDS c, RDB$FIELDS d, RDB$FIELDS e`;
      const started = Date.now();
      const err = await failure(text(slow), MAIN_UPPER, 400);
      expect(err.timedOut).toBe(true);
      expect(err.errorCode).toBe(335544794);
      expect(Date.now() - started).toBeLessThan(3_000);
      const { rows } = await run(text(
        `SELECT COUNT(*) AS RUNNING FROM MON$STATEMENTS WHERE MON$STATE = 1 AND MON$SQL_TEXT CONTAINING '${marker}' ` +
          'AND MON$ATTACHMENT_ID <> CURRENT_CONNECTION',
      ));
      expect(rows).toEqual([{ RUNNING: 0 }]);
    });

    it('reports a wrong password with the login gdscode and an unreachable server as a network error', async () => {
      const url = new URL(MAIN_UPPER);
      const wrong = `${url.protocol}//${url.username}:not-the-password@${url.host}${url.pathname}`;
      const login = await failure(text('SELECT 1 AS X FROM RDB$DATABASE'), wrong);
      expect(login.errorType).toBe('fbsql');
      expect(login.errorCode).toBe(335544472);
      const nowhere = `${url.protocol}//${url.username}:${url.password}@127.0.0.1:1${url.pathname}`;
      const network = await failure(text('SELECT 1 AS X FROM RDB$DATABASE'), nowhere);
      expect(network.errorCode).toBe(335544721);
    });
  });
});
