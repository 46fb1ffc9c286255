/**
 * The FHIR search-case table on PostgreSQL, MariaDB and Firebird, and the T-SQL check for SQL Server.
 * The same seed is generated once (SQLite, the oracle) and copied to each engine with the clinic
 * generator's engine option; the facade's SQL for each engine runs through that engine's agent driver,
 * so the rows are exactly what the gateway relays. Per case: the ids of every page against the oracle,
 * and the first page's resources equal to the ones the SQLite site gives (the row JSON of every engine —
 * dates, timestamps, numbers, upper-case Firebird keys — maps to the same FHIR, which search-cases.test.ts
 * validates). Then paging on timestamps with fractions of a second, on each engine's own column types. Engines that are not running are skipped with a printed reason (a failure under CI,
 * test/helpers/services.ts). The Bulk Data export's statements (patient level, the active-patients group,
 * `_since`, `_typeFilter`) run on each engine too and give the resources SQLite gives.
 *
 * SQL Server cannot run here: every statement the facade writes for it (first pages, every next page's
 * keyset query, includes, exports) is parsed with node-sql-parser in T-SQL mode instead.
 */
import Firebird from 'node-firebird';
import pkg from 'node-sql-parser';
import pg from 'pg';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from 'fhir/r4.js';
import type { DatabaseDriver } from '@site-query-gateway/agent/drivers/driver.js';
import { FirebirdDriver } from '@site-query-gateway/agent/drivers/firebird/firebird.js';
import { MysqlDriver } from '@site-query-gateway/agent/drivers/mysql/mysql.js';
import { PostgresDriver } from '@site-query-gateway/agent/drivers/postgres/postgres.js';
import { copyClinicDatabase, uniqueClinicName, type ClinicTarget } from '@site-query-gateway/demo/clinic-db/copy-to-engine.js';
import type { ClinicEngine } from '@site-query-gateway/demo/clinic-db/engine-schema.js';
import { exportResource, planExport, type ExportLevel } from '@site-query-gateway/fhir/bulk/export-plan.js';
import { handleFhirRequest, mappingForKind, type RunSql } from '@site-query-gateway/fhir/index.js';
import { dialectFor } from '@site-query-gateway/fhir/sql/dialect.js';
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { MYSQL_URL, PG_URL, firebirdDatabaseUrl, firebirdTestUrl, serviceAvailable } from '../helpers/services.js';
import { runCase } from './helpers/case-runner.js';
import { BASE_URL, NOW, caller, createClinic, searchAll, type Clinic } from './helpers/clinic.js';
import { driverRunSql } from './helpers/run-sql.js';
import { SEARCH_CASES, gatherFacts, type Facts } from './search-cases.js';

// Small: every case still pages, and the three engines together stay near a minute on a shared 2-core machine.
const CLINIC = { patients: 250, appointments: 1500, seed: 23 } as const;
const FIREBIRD_URL = firebirdTestUrl();

interface EngineSetup {
  readonly label: string;
  readonly engine: ClinicEngine;
  readonly available: boolean;
  target(): ClinicTarget;
  driver(): DatabaseDriver;
  drop(target: ClinicTarget): Promise<void>;
}

const ENGINES: EngineSetup[] = [
  {
    label: 'PostgreSQL',
    engine: 'postgres',
    available: await serviceAvailable('PostgreSQL', PG_URL),
    target: () => ({ engine: 'postgres', url: PG_URL, name: uniqueClinicName('fhir') }),
    driver: () => new PostgresDriver(),
    drop: async (t) => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${t.name!} CASCADE`);
      await client.end();
    },
  },
  {
    label: 'MariaDB',
    engine: 'mysql',
    available: await serviceAvailable('MariaDB', MYSQL_URL),
    target: () => ({ engine: 'mysql', url: MYSQL_URL, name: uniqueClinicName('fhir') }),
    driver: () => new MysqlDriver(),
    drop: async (t) => {
      const admin = await mysql.createConnection({ uri: MYSQL_URL });
      await admin.query(`DROP DATABASE IF EXISTS ${t.name!}`);
      await admin.end();
    },
  },
  {
    label: 'Firebird 3',
    engine: 'firebird',
    available: await serviceAvailable('Firebird', FIREBIRD_URL),
    target: () => ({ engine: 'firebird', url: firebirdDatabaseUrl(FIREBIRD_URL, `${uniqueClinicName('fhir')}.fdb`) }),
    driver: () => new FirebirdDriver(),
    drop: (t) => new Promise<void>((resolve) => {
      Firebird.drop(Firebird.parseConnectionUri(t.url) as Firebird.Options, () => resolve());
    }),
  },
];

let clinic: Clinic;
let facts: Facts;
const expectedOf = new Map<string, number[]>();

beforeAll(async () => {
  clinic = await createClinic(CLINIC);
  facts = gatherFacts(clinic.db);
  for (const sc of SEARCH_CASES) {
    const { sql, params = [] } = sc.expect(facts);
    expectedOf.set(sc.name, (clinic.db.prepare(sql).all(...params) as { id: number }[]).map((r) => r.id));
  }
});

afterAll(async () => {
  await clinic?.close();
});

/** Bulk exports whose statements every engine runs: each level, and `_since` and `_typeFilter`. */
const EXPORTS: { level: ExportLevel; params: [string, string][] }[] = [
  { level: { kind: 'patient' }, params: [] },
  { level: { kind: 'group', groupId: 'active-patients' }, params: [['_type', 'Patient,Appointment,Observation']] },
  { level: { kind: 'system' }, params: [['_type', 'Patient,Practitioner,Encounter'], ['_since', '2024-01-01T00:00:00Z'], ['_typeFilter', 'Patient?gender=female'], ['_typeFilter', 'Patient?birthdate=lt1960']] },
];

/** Every resource of an export, per type, as the statements give them on the site's engine. */
async function exportedOn(databaseEngine: DatabaseEngine, run: RunSql, level: ExportLevel, params: [string, string][]): Promise<Record<string, unknown[]>> {
  const kind = mappingForKind('Best Practice')!;
  const timeZone = clinic.site.timeZone ?? 'Australia/Sydney';
  const parts = planExport({ kind, dialect: dialectFor(databaseEngine), timeZone, now: NOW, baseUrl: BASE_URL, level, params });
  const out: Record<string, unknown[]> = {};
  for (const part of parts) out[part.type] = (await run(part.command)).map((row) => exportResource(kind, part.type, row, timeZone));
  return out;
}

/** Resources of a first page without what differs per request (nothing should). */
const entriesOf = (bundle: Bundle | undefined) => (bundle?.entry ?? []).map((e) => ({ mode: e.search?.mode, resource: e.resource }));

for (const setup of ENGINES) {
  describe.runIf(setup.available)(`FHIR search cases on ${setup.label}`, () => {
    let target: ClinicTarget;
    let driver: DatabaseDriver;
    let connection: string;

    beforeAll(async () => {
      target = setup.target();
      connection = (await copyClinicDatabase(clinic.file, target)).connection;
      driver = setup.driver();
    }, 120_000);

    afterAll(async () => {
      await driver?.close();
      if (target) await setup.drop(target);
    });

    it('copies the demo clinic with the same rows as SQLite', async () => {
      const run = driverRunSql(driver, connection);
      for (const table of ['PATIENTS', 'APPOINTMENTS', 'VISITS', 'OBSERVATIONS', 'HISTORY', 'IMMUNISATIONS']) {
        const [row] = await run({ text: `SELECT COUNT(*) AS n FROM ${table}`, executionMode: 'reader', type: 'text', parameters: [] });
        const n = Number(Object.values(row!)[0]);
        expect(n, table).toBe((clinic.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);
      }
      const [view] = await run({ text: 'SELECT COUNT(*) AS n FROM BPS_Appointments', executionMode: 'reader', type: 'text', parameters: [] });
      expect(Number(Object.values(view!)[0])).toBe((clinic.db.prepare('SELECT COUNT(*) AS n FROM BPS_Appointments').get() as { n: number }).n);
    });

    for (const sc of SEARCH_CASES) {
      it(sc.name, async () => {
        const site = { ...clinic.site, databaseEngine: setup.engine };
        const onEngine = await runCase(caller(site, driverRunSql(driver, connection)), sc, facts, expectedOf.get(sc.name)!, 'none');
        const onSqlite = await caller(clinic.site, clinic.run).get(sc.type, onEngine.query);
        expect(entriesOf(onEngine.bundles[0])).toEqual(entriesOf(onSqlite.body as Bundle));
      });
    }

    it('runs the bulk export statements with the resources SQLite gives', async () => {
      for (const { level, params } of EXPORTS) {
        const onSqlite = await exportedOn('sqlite', clinic.run, level, params);
        expect(Object.values(onSqlite).every((resources) => resources.length > 0), JSON.stringify(level)).toBe(true);
        expect(await exportedOn(setup.engine, driverRunSql(driver, connection), level, params)).toEqual(onSqlite);
      }
    });

    // Last: it moves six patients' UPDATED into 2030, where no other case looks.
    it('pages on timestamps with fractions of a second, each match once, in both directions', async () => {
      const run = driverRunSql(driver, connection);
      const sql = (text: string, parameters: SqlCommand['parameters'] = []) =>
        run({ text, executionMode: parameters.length > 0 && text.startsWith('UPDATE') ? 'nonQuery' : 'reader', type: 'text', parameters });
      const stamps = ['2030-01-01 10:00:00.250', '2030-01-01 10:00:00.500', '2030-01-01 10:00:00.500', '2030-01-01 10:00:00.500', '2030-01-01 10:00:00.750', '2030-01-01 10:00:01'];
      const ids = (await sql('SELECT INTERNALID AS id FROM PATIENTS WHERE RECORDSTATUS = 1 ORDER BY INTERNALID')).slice(0, stamps.length).map((r) => Number(Object.values(r)[0]));
      for (const [i, id] of ids.entries()) {
        await sql('UPDATE PATIENTS SET UPDATED = @s WHERE INTERNALID = @id', [
          { name: '@s', direction: 'input', type: 'DateTime2', value: stamps[i]! },
          { name: '@id', direction: 'input', type: 'Int', value: String(id) },
        ]);
      }
      // The engine's own order (its column may keep less of the fraction than was written: MariaDB's DATETIME none).
      const oracle = async (direction: 'ASC' | 'DESC') =>
        (await sql(`SELECT INTERNALID AS id FROM PATIENTS WHERE INTERNALID IN (${ids.join(', ')}) ORDER BY UPDATED ${direction}, INTERNALID ASC`)).map((r) => String(Object.values(r)[0]));
      const site = { ...clinic.site, databaseEngine: setup.engine };
      const c = caller(site, run);
      for (const [sort, direction] of [['_lastUpdated', 'ASC'], ['-_lastUpdated', 'DESC']] as const) {
        const { matches } = await searchAll(c, c.get('Patient', [['_lastUpdated', 'ge2030-01-01'], ['_sort', sort], ['_count', '2']]), 10);
        expect(matches.map((r) => r.id), sort).toEqual(await oracle(direction));
      }
    });
  });
}

describe('FHIR SQL for SQL Server (parsed as T-SQL; no engine runs here)', () => {
  const { Parser } = pkg;
  const parser = new Parser();
  /** node-sql-parser lacks `TOP (@param)`, which T-SQL has; the check swaps in a literal for the parser only. */
  const parseable = (text: string) => text.replace(/TOP \(@p\d+\)/g, 'TOP (1)');

  it('writes T-SQL for every case, every page and every include', async () => {
    const statements: SqlCommand[] = [];
    const mssqlSite = { ...clinic.site, databaseEngine: 'mssql' as const };
    const record = async (command: SqlCommand) => {
      statements.push(command);
      return [];
    };
    const sqlite = caller(clinic.site, clinic.run);
    const replay = (url: string) => {
      const u = new URL(url);
      return handleFhirRequest({ method: 'GET', path: u.pathname.slice(new URL(BASE_URL).pathname.length + 1), query: [...u.searchParams.entries()], headers: {}, baseUrl: BASE_URL }, mssqlSite, record, { now: () => NOW });
    };
    const extra: [string, [string, string][]][] = [
      ['Appointment', [['_include', 'Appointment:patient'], ['_include', 'Appointment:actor'], ['_count', '5']]],
      ['Patient', [['_revinclude', 'Condition:patient'], ['_revinclude', 'Observation:subject'], ['_count', '3']]],
      ['Patient/1', []],
    ];
    for (const sc of SEARCH_CASES) {
      // Pages through SQLite to collect real next links (cursors are the same for every engine) …
      const first = await sqlite.get(sc.type, [...sc.query(facts), ['_count', '7']]);
      const links: string[] = [];
      let bundle = first.body as Bundle;
      for (let page = 0; page < 3; page += 1) {
        links.push(bundle.link!.find((l) => l.relation === 'self')!.url);
        const next = bundle.link?.find((l) => l.relation === 'next')?.url;
        if (next === undefined) break;
        bundle = (await sqlite.follow(next)).body as Bundle;
        links.push(next);
      }
      // … then asks the SQL Server site for the same pages.
      for (const link of new Set(links)) await replay(link);
    }
    for (const [p, q] of extra) {
      await handleFhirRequest({ method: 'GET', path: p, query: q, headers: {}, baseUrl: BASE_URL }, { ...mssqlSite }, async (command) => {
        statements.push(command);
        // Rows so the includes have something to follow: ids from the SQLite site.
        return command.text.includes('FROM PATIENTS p') ? [{ c_id: 1, c_usualdoctor: 1 }] : command.text.includes('FROM APPOINTMENTS a') ? [{ c_id: 1, c_patient: 1, c_practitioner: 1, c_location: 1 }] : [];
      }, { now: () => NOW });
    }
    expect(statements.length).toBeGreaterThan(SEARCH_CASES.length);
    const failures: string[] = [];
    for (const s of statements) {
      try {
        parser.astify(parseable(s.text), { database: 'transactsql' });
      } catch (err) {
        failures.push(`${(err as Error).message.slice(0, 160)}\n${s.text}`);
      }
      // Every value is a parameter: no quoted literal in the text besides the mapping's constants.
      for (const p of s.parameters) expect(p.name).toMatch(/^@p\d+$/);
    }
    expect(failures.slice(0, 3)).toEqual([]);
    expect(statements.some((s) => /^SELECT TOP \(@p\d+\)/.test(s.text))).toBe(true);
    // The bulk export's statements: every match of each type, no row limit.
    const exportStatements: SqlCommand[] = [];
    for (const { level, params } of EXPORTS) await exportedOn('mssql', async (command) => (exportStatements.push(command), []), level, params);
    expect(exportStatements.length).toBeGreaterThan(EXPORTS.length);
    for (const s of exportStatements) expect(() => parser.astify(s.text, { database: 'transactsql' }), s.text).not.toThrow();
    expect(statements.some((s) => s.text.includes('(SELECT COUNT(*) FROM'))).toBe(true);
  }, 120_000);
});
