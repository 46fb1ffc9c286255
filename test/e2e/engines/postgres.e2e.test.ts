/**
 * SQL passthrough end to end on PostgreSQL (TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/test):
 * the shared engine suite (suite.ts) for a D4w site whose two catalogues are two databases created for this
 * run (e2e_<random>_main, e2e_<random>_other) and dropped afterwards. The routines are a procedure with OUT
 * and INOUT parameters (called with CALL) and a set-returning function (called with SELECT * FROM).
 * Skipped with a printed reason when PostgreSQL does not answer; under CI that fails instead.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PG_URL, serviceAvailable } from '../../helpers/services.js';
import { EVENT_ROWS, ITEM_ROWS, runEngineSuite } from './suite.js';

const available = await serviceAvailable('PostgreSQL', PG_URL);
const prefix = `e2e_${randomBytes(4).toString('hex')}`;
const databases = [`${prefix}_main`, `${prefix}_other`] as const;

function urlOf(database: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

runEngineSuite({
  name: 'PostgreSQL',
  dbEngine: 'postgres',
  errorType: 'pgsql',
  kind: 'D4w',
  practiceId: 'D4W-E2E-POSTGRES',
  catalogues: ['D4W', 'D4WARCHIVE'],
  // SQLSTATE 42P01 (undefined_table), which is not numeric: the driver's stable number for it.
  missingTableCode: 100_000 + parseInt('42P01', 36),
  slowQuery: 'select pg_sleep(30) as slept',

  async setup() {
    await withClient(PG_URL, async (admin) => {
      for (const database of databases) await admin.query(`CREATE DATABASE ${database}`);
    });
    await withClient(urlOf(databases[0]), async (db) => {
      await db.query(`
        CREATE TABLE items (id integer PRIMARY KEY, name varchar(40) NOT NULL, amount numeric(12,2), note varchar(40));
        INSERT INTO items SELECT i, 'item-' || i, i * 1.5, CASE WHEN i % 7 = 0 THEN NULL ELSE 'note ' || i END
          FROM generate_series(1, ${ITEM_ROWS}) AS i;
        CREATE TABLE events (id integer PRIMARY KEY, kind varchar(20));
        INSERT INTO events SELECT i, 'new' FROM generate_series(1, ${EVENT_ROWS}) AS i;
        CREATE TABLE meta (label varchar(20));
        INSERT INTO meta VALUES ('main');
        CREATE PROCEDURE add_counter(a integer, b integer, OUT total integer, INOUT counter integer) LANGUAGE plpgsql AS $$
          BEGIN total := a + b; counter := counter + 1; END $$;
        CREATE FUNCTION items_between(from_id integer, to_id integer) RETURNS TABLE (id integer, name varchar) LANGUAGE sql STABLE AS $$
          SELECT i.id, i.name FROM items i WHERE i.id BETWEEN from_id AND to_id ORDER BY i.id $$;`);
    });
    await withClient(urlOf(databases[1]), async (db) => {
      await db.query(`CREATE TABLE meta (label varchar(20)); INSERT INTO meta VALUES ('other');`);
    });
    return [urlOf(databases[0]), urlOf(databases[1])];
  },
  async teardown() {
    await withClient(PG_URL, async (admin) => {
      // FORCE: a connection the agent did not get to close must not leave the database behind.
      for (const database of databases) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });
  },
}, available);
