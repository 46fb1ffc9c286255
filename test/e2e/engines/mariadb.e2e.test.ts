/**
 * SQL passthrough end to end on MariaDB (or MySQL; TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306/test):
 * the shared engine suite (suite.ts) for a Zedmed site whose two catalogues are two databases created for
 * this run (e2e_<random>_main, e2e_<random>_other) and dropped afterwards. The routines are procedures:
 * one with OUT and INOUT parameters (read back through session variables), one whose SELECT is the result.
 * Skipped with a printed reason when the server does not answer; under CI that fails instead.
 */
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { MYSQL_URL, serviceAvailable } from '../../helpers/services.js';
import { EVENT_ROWS, ITEM_ROWS, item, runEngineSuite } from './suite.js';

const available = await serviceAvailable('MariaDB', MYSQL_URL);
const prefix = `e2e_${randomBytes(4).toString('hex')}`;
const databases = [`${prefix}_main`, `${prefix}_other`] as const;

function urlOf(database: string): string {
  const url = new URL(MYSQL_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withConnection(url: string, work: (db: mysql.Connection) => Promise<void>): Promise<void> {
  const db = await mysql.createConnection({ uri: url });
  try {
    await work(db);
  } finally {
    await db.end();
  }
}

runEngineSuite({
  name: 'MariaDB',
  dbEngine: 'mysql',
  errorType: 'mysql',
  kind: 'Zedmed',
  practiceId: 'ZM-E2E-MARIADB',
  catalogues: ['ZEDMED', 'ZEDMEDCLINICAL'],
  // ER_NO_SUCH_TABLE
  missingTableCode: 1146,
  slowQuery: 'SELECT SLEEP(30) AS slept',
  async setup() {
    await withConnection(MYSQL_URL, async (admin) => {
      for (const database of databases) await admin.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4`);
    });
    await withConnection(urlOf(databases[0]), async (db) => {
      await db.query('CREATE TABLE items (id INT PRIMARY KEY, name VARCHAR(40) NOT NULL, amount DECIMAL(12,2), note VARCHAR(40)) ENGINE=InnoDB');
      const rows = Array.from({ length: ITEM_ROWS }, (_, i) => Object.values(item(i + 1)));
      await db.query('INSERT INTO items (id, name, amount, note) VALUES ?', [rows]);
      await db.query('CREATE TABLE events (id INT PRIMARY KEY, kind VARCHAR(20)) ENGINE=InnoDB');
      await db.query('INSERT INTO events (id, kind) VALUES ?', [Array.from({ length: EVENT_ROWS }, (_, i) => [i + 1, 'new'])]);
      await db.query('CREATE TABLE meta (label VARCHAR(20))');
      await db.query("INSERT INTO meta VALUES ('main')");
      await db.query('CREATE PROCEDURE add_counter(IN a INT, IN b INT, OUT total INT, INOUT counter INT) BEGIN SET total = a + b; SET counter = counter + 1; END');
      await db.query('CREATE PROCEDURE items_between(IN from_id INT, IN to_id INT) BEGIN SELECT id, name FROM items WHERE id BETWEEN from_id AND to_id ORDER BY id; END');
    });
    await withConnection(urlOf(databases[1]), async (db) => {
      await db.query('CREATE TABLE meta (label VARCHAR(20))');
      await db.query("INSERT INTO meta VALUES ('other')");
    });
    return [urlOf(databases[0]), urlOf(databases[1])];
  },
  async teardown() {
    await withConnection(MYSQL_URL, async (admin) => {
      for (const database of databases) await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    });
  },
}, available);
