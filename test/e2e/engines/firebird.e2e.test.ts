/**
 * SQL passthrough end to end on Firebird 3 (the server .ci/firebird.sh starts): the shared engine suite
 * (suite.ts) for a Zedmed site whose two catalogues are two database files created for this run, in the
 * test directory of TEST_FIREBIRD_URL (else the URL in /etc/firebird/3.0/test.env), and dropped afterwards.
 * The agent's connection strings ask for lowercase_keys, so rows have the same keys as on the other engines.
 * The routines are an executable procedure (called with EXECUTE PROCEDURE: its outputs are the output
 * parameters; COUNTER_OUT is the inputOutput parameter's output half) and a selectable one (SELECT * FROM).
 * Skipped with a printed reason when Firebird does not answer; under CI that fails instead.
 */
import { randomBytes } from 'node:crypto';
import Firebird from 'node-firebird';
import { vi } from 'vitest';
import { firebirdDatabaseUrl, firebirdTestUrl, serviceAvailable } from '../../helpers/services.js';
import { EVENT_ROWS, ITEM_ROWS, runEngineSuite } from './suite.js';


const BASE = firebirdTestUrl();
const available = await serviceAvailable('Firebird', BASE);
const prefix = `e2e-${randomBytes(4).toString('hex')}`;

/** The base URL pointed at a database file of this run, in the base URL's directory. */
function databaseUrl(suffix: string, query = ''): string {
  return firebirdDatabaseUrl(BASE, `${prefix}-${suffix}.fdb`, query);
}

const files = [databaseUrl('main'), databaseUrl('other')] as const;
const created: string[] = [];

/** Runs each statement in its own transaction (DDL must be committed before DML uses it). */
async function runAll(url: string, statements: string[]): Promise<void> {
  const db = await Firebird.attachAsync(Firebird.parseConnectionUri(url));
  try {
    for (const statement of statements) await db.queryAsync(statement);
  } finally {
    await db.detachAsync();
  }
}

runEngineSuite({
  name: 'Firebird 3',
  dbEngine: 'firebird',
  errorType: 'fbsql',
  kind: 'Zedmed',
  practiceId: 'ZM-E2E-FIREBIRD',
  catalogues: ['ZEDMED', 'ZEDMEDCLINICAL'],
  // isc_dsql_error: "Dynamic SQL Error … Table unknown"
  missingTableCode: 335544569,
  // A cross join of the system table of domains: billions of rows to count, far beyond 30 s.
  slowQuery: 'select count(*) as n from rdb$fields a, rdb$fields b, rdb$fields c, rdb$fields d, rdb$fields e',
  async setup() {
    for (const url of files) {
      const db = await Firebird.createAsync(Firebird.parseConnectionUri(url));
      created.push(url);
      await db.detachAsync();
    }
    await runAll(files[0], [
      'CREATE TABLE items (id INTEGER NOT NULL PRIMARY KEY, name VARCHAR(40) NOT NULL, amount NUMERIC(12,2), note VARCHAR(40))',
      'CREATE TABLE events (id INTEGER NOT NULL PRIMARY KEY, kind VARCHAR(20))',
      'CREATE TABLE meta (label VARCHAR(20))',
      `EXECUTE BLOCK AS DECLARE i INTEGER = 1; BEGIN WHILE (i <= ${ITEM_ROWS}) DO BEGIN ` +
        "INSERT INTO items VALUES (:i, 'item-' || :i, :i * 1.5, IIF(MOD(:i, 7) = 0, NULL, 'note ' || :i)); i = i + 1; END END",
      `EXECUTE BLOCK AS DECLARE i INTEGER = 1; BEGIN WHILE (i <= ${EVENT_ROWS}) DO BEGIN INSERT INTO events VALUES (:i, 'new'); i = i + 1; END END`,
      "INSERT INTO meta VALUES ('main')",
      'CREATE PROCEDURE add_counter (a INTEGER, b INTEGER, counter INTEGER) RETURNS (total INTEGER, counter_out INTEGER) AS ' +
        'BEGIN total = a + b; counter_out = counter + 1; END',
      'CREATE PROCEDURE items_between (from_id INTEGER, to_id INTEGER) RETURNS (id INTEGER, name VARCHAR(40)) AS BEGIN ' +
        'FOR SELECT id, name FROM items WHERE id BETWEEN :from_id AND :to_id ORDER BY id INTO :id, :name DO SUSPEND; END',
    ]);
    await runAll(files[1], ['CREATE TABLE meta (label VARCHAR(20))', "INSERT INTO meta VALUES ('other')"]);
    return [databaseUrl('main', '?lowercase_keys=true'), databaseUrl('other', '?lowercase_keys=true')];
  },
  async teardown() {
    for (const url of created.splice(0)) {
      // The agent has stopped, but the server may still be closing its attachments: retry "in use" briefly.
      await vi.waitFor(() => Firebird.dropAsync(Firebird.parseConnectionUri(url)), { timeout: 5_000, interval: 250 });
    }
  },
}, available);
