/**
 * docs/clinic.md, "A database login for the agent": each engine's SQL, read from the doc, run on the real server
 * in a database of its own; then the agent's own driver connects with the login, reads, and has a write refused;
 * after the doc's "writes for an integrator" grant, that one write succeeds and any other is still refused.
 * SQL Server's cannot run here: its block is only parsed (node-sql-parser, T-SQL).
 * Skipped with a printed reason when a server does not answer; under CI that fails instead.
 */
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import Firebird from 'node-firebird';
import { Parser } from 'node-sql-parser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseDriver } from '@site-query-gateway/agent/drivers/driver.js';
import { DriverError } from '@site-query-gateway/agent/drivers/driver.js';
import { FirebirdDriver } from '@site-query-gateway/agent/drivers/firebird/firebird.js';
import { MysqlDriver } from '@site-query-gateway/agent/drivers/mysql/mysql.js';
import { PostgresDriver } from '@site-query-gateway/agent/drivers/postgres/postgres.js';
import type { ExecutionMode } from '@site-query-gateway/protocol/sql-command.js';
import { blocksTestedBy, substitute, takeBlock } from '../helpers/doc-blocks.js';
import { MYSQL_URL, PG_URL, firebirdDatabaseUrl, firebirdStatements, firebirdTestUrl, serviceAvailable } from '../helpers/services.js';

const THIS_TEST = 'test/e2e/database-logins.e2e.test.ts';
const blocks = blocksTestedBy('docs/clinic.md', THIS_TEST);
// In the doc's order: each engine's login, then its grant for writes; SQL Server's login last.
const SQL = {
  postgresLogin: takeBlock(blocks, 'sql', 'CREATE ROLE site_agent'),
  postgresWrites: takeBlock(blocks, 'sql', 'GRANT INSERT ON appointments'),
  mysqlLogin: takeBlock(blocks, 'sql', "CREATE USER 'site_agent'"),
  mysqlWrites: takeBlock(blocks, 'sql', 'GRANT INSERT ON practice.appointments'),
  firebirdLogin: takeBlock(blocks, 'sql', 'CREATE USER SITE_AGENT'),
  firebirdWrites: takeBlock(blocks, 'sql', 'GRANT INSERT ON APPOINTMENTS'),
  sqlServerLogin: takeBlock(blocks, 'sql', 'CREATE LOGIN site_agent'),
};

const suffix = randomBytes(3).toString('hex');
const PASSWORD = `Pw-${randomBytes(9).toString('base64url')}`;

const pgAvailable = await serviceAvailable('PostgreSQL', PG_URL);
const mysqlAvailable = await serviceAvailable('MySQL', MYSQL_URL);
const FIREBIRD_BASE = firebirdTestUrl();
const firebirdAvailable = await serviceAvailable('Firebird', FIREBIRD_BASE);

/** Runs one command through the agent's driver and returns its rows (reader) or rows affected (nonQuery). */
async function run(driver: DatabaseDriver, connection: string, text: string, executionMode: ExecutionMode = 'reader'): Promise<{ rows: unknown[]; rowsAffected?: number }> {
  const execution = await driver.execute(connection, { text, executionMode, type: 'text', parameters: [] }, { timeoutMs: 15_000 });
  const rows: unknown[] = [];
  for await (const batch of execution.rows) rows.push(...batch.map((row) => JSON.parse(row) as unknown));
  const summary = await execution.finish();
  return { rows, ...(summary.rowsAffected === undefined ? {} : { rowsAffected: summary.rowsAffected }) };
}

/** The driver's error for a command that must fail. */
async function refusal(driver: DatabaseDriver, connection: string, text: string): Promise<DriverError> {
  const err = await run(driver, connection, text, 'nonQuery').then(() => undefined, (e: unknown) => e);
  expect(err, text).toBeInstanceOf(DriverError);
  return err as DriverError;
}

function withCredentials(url: string, user: string, password: string, database?: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(password);
  if (database !== undefined) parsed.pathname = `/${database}`;
  return parsed.toString();
}

describe.runIf(pgAvailable)('the PostgreSQL login of docs/clinic.md', () => {
  const role = `site_agent_${suffix}`;
  const database = `practice_${suffix}`;
  const admin = (db?: string): pg.Client => {
    const url = new URL(PG_URL);
    if (db !== undefined) url.pathname = `/${db}`;
    return new pg.Client({ connectionString: url.toString() });
  };
  const asAgent = withCredentials(PG_URL, role, PASSWORD, database);
  const names = (text: string): string =>
    substitute(text, [[/\bsite_agent\b/g, role], [/\bDATABASE practice\b/g, `DATABASE ${database}`], [/'change-me'/g, `'${PASSWORD}'`]]);

  async function inPractice(sql: string): Promise<void> {
    const client = admin(database);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`).finally(() => client.end());
    await inPractice(`CREATE TABLE patients (id integer PRIMARY KEY, name text NOT NULL);
                      CREATE TABLE appointments (id serial PRIMARY KEY, patient_id integer NOT NULL);
                      INSERT INTO patients VALUES (1, 'Ada'), (2, 'Grace');`);
  });

  afterAll(async () => {
    const client = admin();
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.query(`DROP ROLE IF EXISTS ${role}`);
    } finally {
      await client.end();
    }
  });

  it('reads, and every write is refused', async () => {
    await inPractice(names(SQL.postgresLogin.text));
    const driver = new PostgresDriver();
    try {
      expect((await run(driver, asAgent, 'SELECT count(*)::int AS n FROM patients')).rows).toEqual([{ n: 2 }]);
      // The read-only default answers first (25006, read_only_sql_transaction)...
      expect((await refusal(driver, asAgent, 'INSERT INTO appointments (patient_id) VALUES (1)')).errorCode).toBe(25006);
    } finally {
      await driver.close();
    }
    // ...and without it the missing grant still refuses (42501, insufficient_privilege).
    const client = new pg.Client({ connectionString: asAgent });
    await client.connect();
    try {
      await client.query('BEGIN READ WRITE');
      await expect(client.query('INSERT INTO appointments (patient_id) VALUES (1)')).rejects.toMatchObject({ code: '42501' });
    } finally {
      await client.end();
    }
  });

  it('makes the granted write, and only that one, after the writes grant', async () => {
    await inPractice(names(SQL.postgresWrites.text));
    const driver = new PostgresDriver();
    try {
      expect((await run(driver, asAgent, 'INSERT INTO appointments (patient_id) VALUES (1)', 'nonQuery')).rowsAffected).toBe(1);
      expect((await refusal(driver, asAgent, "UPDATE patients SET name = 'x'")).errorCode).toBe(42501);
      expect((await refusal(driver, asAgent, 'DELETE FROM appointments')).errorCode).toBe(42501);
    } finally {
      await driver.close();
    }
  });
});

describe.runIf(mysqlAvailable)('the MySQL/MariaDB login of docs/clinic.md', () => {
  const user = `site_agent_${suffix}`;
  const database = `practice_${suffix}`;
  const asAgent = withCredentials(MYSQL_URL, user, PASSWORD, database);
  const names = (text: string): string =>
    substitute(text, [["'site_agent'", `'${user}'`], [/\bpractice\./g, `${database}.`], [/'change-me'/g, `'${PASSWORD}'`]]);

  async function asRoot(sql: string): Promise<void> {
    const admin = await mysql.createConnection({ uri: MYSQL_URL, multipleStatements: true });
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    await asRoot(`CREATE DATABASE ${database};
                  CREATE TABLE ${database}.patients (id int PRIMARY KEY, name varchar(100) NOT NULL);
                  CREATE TABLE ${database}.appointments (id int AUTO_INCREMENT PRIMARY KEY, patient_id int NOT NULL);
                  INSERT INTO ${database}.patients VALUES (1, 'Ada'), (2, 'Grace');`);
  });

  afterAll(async () => {
    await asRoot(`DROP USER IF EXISTS '${user}'@'127.0.0.1'; DROP DATABASE IF EXISTS ${database};`);
  });

  it('reads, and every write is refused', async () => {
    await asRoot(names(SQL.mysqlLogin.text));
    const driver = new MysqlDriver();
    try {
      expect((await run(driver, asAgent, 'SELECT count(*) AS n FROM patients')).rows).toEqual([{ n: 2 }]);
      // 1142: INSERT command denied to user.
      expect((await refusal(driver, asAgent, 'INSERT INTO appointments (patient_id) VALUES (1)')).errorCode).toBe(1142);
    } finally {
      await driver.close();
    }
  });

  it('makes the granted write, and only that one, after the writes grant', async () => {
    await asRoot(names(SQL.mysqlWrites.text));
    const driver = new MysqlDriver();
    try {
      expect((await run(driver, asAgent, 'INSERT INTO appointments (patient_id) VALUES (1)', 'nonQuery')).rowsAffected).toBe(1);
      expect((await refusal(driver, asAgent, "UPDATE patients SET name = 'x'")).errorCode).toBe(1142);
      expect((await refusal(driver, asAgent, 'DELETE FROM appointments')).errorCode).toBe(1142);
    } finally {
      await driver.close();
    }
  });
});

/**
 * The statements of an isql script: `;` ends one, `SET TERM x ;` changes that terminator (for blocks with
 * semicolons inside), and COMMIT is isql's, done here by each statement's own transaction.
 */
function isqlStatements(script: string): string[] {
  const statements: string[] = [];
  let terminator = ';';
  let current = '';
  for (const line of script.split('\n')) {
    const setTerm = /^\s*SET TERM (\S+) (\S+)\s*$/i.exec(line);
    if (setTerm) {
      if (setTerm[2] !== terminator) throw new Error(`SET TERM must end with the current terminator ${terminator}: ${line}`);
      terminator = setTerm[1]!;
      continue;
    }
    current += `${line}\n`;
    if (line.trimEnd().endsWith(terminator)) {
      const statement = current.trimEnd().slice(0, -terminator.length).trim();
      if (!/^COMMIT$/i.test(statement)) statements.push(statement);
      current = '';
    }
  }
  if (current.trim() !== '') throw new Error(`unterminated statement: ${current}`);
  return statements;
}

describe.runIf(firebirdAvailable)('the Firebird login of docs/clinic.md', () => {
  const user = `SITE_AGENT_${suffix.toUpperCase()}`;
  const adminUrl = firebirdDatabaseUrl(FIREBIRD_BASE, `logins-${suffix}.fdb`);
  const asAgent = withCredentials(adminUrl, user, PASSWORD);
  const names = (text: string): string => substitute(text, [[/\bSITE_AGENT\b/g, user], [/'change-me'/g, `'${PASSWORD}'`]]);
  const options = Firebird.parseConnectionUri(adminUrl);

  const asSysdba = (statements: string[]) => firebirdStatements(adminUrl, statements);

  beforeAll(async () => {
    const db = await Firebird.createAsync(options);
    await db.detachAsync();
    await asSysdba([
      'CREATE TABLE PATIENTS (ID INTEGER NOT NULL PRIMARY KEY, NAME VARCHAR(100) NOT NULL)',
      'CREATE TABLE APPOINTMENTS (ID INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, PATIENT_ID INTEGER NOT NULL)',
    ]);
    await asSysdba(["INSERT INTO PATIENTS VALUES (1, 'Ada')", "INSERT INTO PATIENTS VALUES (2, 'Grace')"]);
  });

  afterAll(async () => {
    await asSysdba([`DROP USER ${user}`]).catch(() => undefined);
    await Firebird.dropAsync(options).catch(() => undefined);
  });

  it('reads, and every write is refused', async () => {
    const statements = isqlStatements(names(SQL.firebirdLogin.text));
    expect(statements).toHaveLength(2);
    await asSysdba(statements);
    const driver = new FirebirdDriver();
    try {
      expect((await run(driver, asAgent, 'SELECT COUNT(*) AS N FROM PATIENTS')).rows).toEqual([{ N: 2 }]);
      // 335544352: no permission for INSERT access to TABLE APPOINTMENTS.
      expect((await refusal(driver, asAgent, 'INSERT INTO APPOINTMENTS (PATIENT_ID) VALUES (1)')).errorCode).toBe(335544352);
    } finally {
      await driver.close();
    }
  });

  it('makes the granted write, and only that one, after the writes grant', async () => {
    await asSysdba(isqlStatements(names(SQL.firebirdWrites.text)));
    const driver = new FirebirdDriver();
    try {
      expect((await run(driver, asAgent, 'INSERT INTO APPOINTMENTS (PATIENT_ID) VALUES (1)', 'nonQuery')).rowsAffected).toBe(1);
      expect((await refusal(driver, asAgent, "UPDATE PATIENTS SET NAME = 'x'")).errorCode).toBe(335544352);
      expect((await refusal(driver, asAgent, 'DELETE FROM APPOINTMENTS')).errorCode).toBe(335544352);
    } finally {
      await driver.close();
    }
  });
});

describe('the SQL Server login of docs/clinic.md', () => {
  it('parses as T-SQL (no SQL Server runs here)', () => {
    const parser = new Parser();
    const statements = SQL.sqlServerLogin.text.split(/;\s*\n?/).map((s) => s.trim()).filter(Boolean);
    expect(statements).toHaveLength(4);
    for (const statement of statements) expect(() => parser.astify(statement, { database: 'transactsql' }), statement).not.toThrow();
  });

  it('leaves no block of docs/clinic.md marked for this suite untaken', () => {
    expect(blocks.map((block) => `line ${block.line}`)).toEqual([]);
  });
});
