/**
 * FHIR string searches ignore case the same way on every engine, accented and other non-ASCII letters
 * included: the facade's text condition for each engine runs through that engine's agent driver on a small
 * table of names. SQLite's LIKE folds ASCII only, so before, `öz` missed "Öztürk" there while PostgreSQL and
 * MariaDB found it. Accents are not folded here (MariaDB's default collation does fold them, so no case
 * below depends on it). Engines that are not running are skipped with a printed reason.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseDriver } from '@site-query-gateway/agent/drivers/driver.js';
import { MysqlDriver } from '@site-query-gateway/agent/drivers/mysql/mysql.js';
import { PostgresDriver } from '@site-query-gateway/agent/drivers/postgres/postgres.js';
import { SqliteDriver } from '@site-query-gateway/agent/drivers/sqlite/sqlite.js';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { SqlBuilder, or } from '@site-query-gateway/fhir/sql/builder.js';
import { dialectFor } from '@site-query-gateway/fhir/sql/dialect.js';
import { matchIgnoringCase, type TextPlace } from '@site-query-gateway/fhir/sql/text-match.js';
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import { MYSQL_URL, PG_URL, serviceAvailable } from '../helpers/services.js';
import { driverRunSql } from './helpers/run-sql.js';

const NAMES = ['Öztürk', 'Ørsted', 'Émile', 'Zoë', 'Smith', 'Ülkü [x]'];
const TABLE = `fold_${process.pid}`;

/** Value, where it must occur, and the names it must find (by case folding alone). */
const CASES: [string, TextPlace, string[]][] = [
  ['öz', 'start', ['Öztürk']],
  ['Öz', 'start', ['Öztürk']],
  ['ÖZT', 'start', ['Öztürk']],
  ['tÜr', 'anywhere', ['Öztürk']],
  ['ørs', 'start', ['Ørsted']],
  ['émi', 'start', ['Émile']],
  ['ZOË', 'start', ['Zoë']],
  ['oË', 'anywhere', ['Zoë']],
  ['smi', 'start', ['Smith']],
  ['ü [X]', 'anywhere', ['Ülkü [x]']],
  ['ü [y]', 'anywhere', []],
  ['zoë', 'whole', ['Zoë']],
  ['zo', 'whole', []],
];

interface Engine {
  label: string;
  engine: DatabaseEngine;
  available: boolean;
  open(): Promise<{ driver: DatabaseDriver; connection: string; drop(): Promise<void> }>;
}

const ENGINES: Engine[] = [
  {
    label: 'SQLite',
    engine: 'sqlite',
    available: true,
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fold-'));
      const file = path.join(dir, 'names.db');
      const db = new Database(file);
      db.exec(`CREATE TABLE ${TABLE} (id INTEGER PRIMARY KEY, name TEXT COLLATE NOCASE)`);
      const insert = db.prepare(`INSERT INTO ${TABLE} (id, name) VALUES (?, ?)`);
      NAMES.forEach((name, i) => insert.run(i + 1, name));
      db.close();
      return { driver: new SqliteDriver(), connection: file, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    label: 'PostgreSQL',
    engine: 'postgres',
    available: await serviceAvailable('PostgreSQL', PG_URL),
    open: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`CREATE TABLE ${TABLE} (id integer PRIMARY KEY, name varchar(100))`);
      for (const [i, name] of NAMES.entries()) await client.query(`INSERT INTO ${TABLE} (id, name) VALUES ($1, $2)`, [i + 1, name]);
      return { driver: new PostgresDriver(), connection: PG_URL, drop: async () => { await client.query(`DROP TABLE ${TABLE}`); await client.end(); } };
    },
  },
  {
    label: 'MariaDB',
    engine: 'mysql',
    available: await serviceAvailable('MariaDB', MYSQL_URL),
    open: async () => {
      const client = await mysql.createConnection({ uri: MYSQL_URL });
      await client.query(`CREATE TABLE ${TABLE} (id int PRIMARY KEY, name varchar(100)) CHARACTER SET utf8mb4`);
      for (const [i, name] of NAMES.entries()) await client.query(`INSERT INTO ${TABLE} (id, name) VALUES (?, ?)`, [i + 1, name]);
      return { driver: new MysqlDriver(), connection: MYSQL_URL, drop: async () => { await client.query(`DROP TABLE ${TABLE}`); await client.end(); } };
    },
  },
];

for (const setup of ENGINES) {
  describe.runIf(setup.available)(`text search folds case on ${setup.label}`, () => {
    let opened: Awaited<ReturnType<Engine['open']>>;
    beforeAll(async () => {
      opened = await setup.open();
    }, 60_000);
    afterAll(async () => {
      await opened?.driver.close();
      await opened?.drop();
    });

    it.each(CASES)('%s (%s)', async (value, place, expected) => {
      const b = new SqlBuilder(dialectFor(setup.engine));
      const condition = or(matchIgnoringCase(b, ['t.name'], value, place));
      const rows = await driverRunSql(opened.driver, opened.connection)(b.command(`SELECT t.name AS name FROM ${TABLE} t WHERE ${condition} ORDER BY t.id`));
      expect(rows.map((r) => r.name)).toEqual(expected);
    });
  });
}
