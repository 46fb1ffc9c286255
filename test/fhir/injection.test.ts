/**
 * SQL injection through every search parameter of every resource (with each modifier the parameter
 * takes, and chained), through parameter names, _sort, _include and _elements: the SQLite site answers
 * 200 with no match or a 400, never a server error; no payload ever appears in the SQL text of any
 * engine (values are parameters); and afterwards every table holds what it held before.
 */
import type { Bundle } from 'fhir/r4.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleFhirRequest } from '@site-query-gateway/fhir/index.js';
import { bestPracticeMapping } from '@site-query-gateway/fhir/mapping/best-practice/index.js';
import { paramsOf } from '@site-query-gateway/fhir/search/plan.js';
import { CLINIC_TABLES } from '@site-query-gateway/demo/clinic-db/schema.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { BASE_URL, caller, createClinic, type Caller, type Clinic } from './helpers/clinic.js';

const PAYLOADS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE PATIENTS; --',
  "%' OR 1=1 --",
  "x') UNION SELECT USERID FROM USERS --",
  "\\' OR 1=1 #",
  ']; DROP TABLE HISTORY; --',
  "Robert'); DELETE FROM PATIENTS; --",
  '@p1',
  "CAST(@p1 AS VARCHAR(256))' OR ''='",
  '$1::text',
  '1 OR 1=1',
  'Patient/1 OR 1=1',
  'http://loinc.org|8480-6\' OR \'1\'=\'1',
  "ge2000-01-01' OR '1'='1",
];

/** Fragments that would betray a payload written into SQL. */
const BETRAYALS = ["'1'='1", 'DROP TABLE', 'DELETE FROM', 'UNION SELECT', 'OR 1=1', "''='", '::text'];

let clinic: Clinic;
let c: Caller;
const counts = () => Object.fromEntries(CLINIC_TABLES.map((t) => [t, clinic.db.prepare(`SELECT COUNT(*) FROM ${t}`).pluck().get()]));
let before: Record<string, unknown>;

beforeAll(async () => {
  clinic = await createClinic({ patients: 120, appointments: 800, seed: 9 });
  c = caller(clinic.site, clinic.run);
  before = counts();
});

afterAll(async () => {
  await clinic.close();
});

/** Every parameter name a resource takes, with its modifiers and a chain through each reference. */
function attackNames(type: string): string[] {
  const mapping = bestPracticeMapping.resources.find((r) => r.type === type)!;
  const names = ['_id', '_id:not'];
  for (const [name, param] of Object.entries(paramsOf(mapping))) {
    names.push(name);
    if (param.type === 'string') names.push(`${name}:exact`, `${name}:contains`);
    if (param.type === 'token') names.push(`${name}:not`, `${name}:text`);
    if (param.type === 'reference') {
      // Chains through each referenced resource, on the parameters that resource has.
      for (const ref of param.refs) {
        const target = bestPracticeMapping.resources.find((r) => r.type === ref.target)!;
        names.push(`${name}._id`, ...['identifier', 'name', 'family'].filter((p) => paramsOf(target)[p] !== undefined).map((p) => `${name}.${p}`));
      }
    }
  }
  return [...new Set(names)];
}

describe('injection through search parameters', () => {
  for (const mapping of bestPracticeMapping.resources) {
    it(`${mapping.type}: finds nothing, breaks nothing`, async () => {
      const before = clinic.run.commands.length;
      const everything = ((await c.get(mapping.type, [['_summary', 'count']])).body as Bundle).total;
      for (const name of attackNames(mapping.type)) {
        for (const payload of PAYLOADS) {
          const res = await c.get(mapping.type, [[name, payload], ['_count', '1']]);
          expect([200, 400], `${name}=${payload}: ${JSON.stringify(res.body).slice(0, 200)}`).toContain(res.status);
          if (res.status !== 200) continue;
          const bundle = res.body as Bundle;
          // A payload matches no value, so :not keeps every resource and everything else finds none.
          if (name.endsWith(':not')) expect(bundle.total, `${name}=${payload}`).toBe(everything);
          else {
            expect(bundle.total, `${name}=${payload}`).toBe(0);
            expect((bundle.entry ?? []).filter((e) => e.search?.mode === 'match'), `${name}=${payload}`).toEqual([]);
          }
        }
      }
      for (const command of clinic.run.commands.slice(before)) {
        for (const betrayal of BETRAYALS) expect(command.text, command.text).not.toContain(betrayal);
      }
    });
  }

  it('through names, _sort, _include, _elements and _cursor', async () => {
    for (const [name, value] of [
      ["family' OR '1'='1", 'x'], ['_sort', "family; DROP TABLE PATIENTS"], ['_sort', 'family,(SELECT 1)'], ['_include', "Patient:general-practitioner' --"],
      ['_elements', 'name FROM USERS --'], ['_cursor', Buffer.from(JSON.stringify({ h: 'x', v: ["' OR 1=1 --"] })).toString('base64url')],
      ['_revinclude', 'Condition:patient; DROP TABLE HISTORY'],
    ] as const) {
      const res = await c.get('Patient', [[name, value]]);
      expect([200, 400], `${name}=${value}`).toContain(res.status);
      const strict = await c.get('Patient', [[name, value]], { prefer: 'handling=strict' });
      expect(strict.status, `${name}=${value} strict`).toBe(400);
    }
  });

  it('never writes a payload into the SQL of any engine', async () => {
    for (const engine of ['postgres', 'mysql', 'mssql', 'firebird'] as const) {
      const commands: SqlCommand[] = [];
      for (const mapping of bestPracticeMapping.resources) {
        for (const name of attackNames(mapping.type)) {
          for (const payload of PAYLOADS) {
            await handleFhirRequest({ method: 'GET', path: mapping.type, query: [[name, payload]], headers: {}, baseUrl: BASE_URL },
              { ...clinic.site, databaseEngine: engine }, async (command) => {
                commands.push(command);
                return [];
              });
          }
        }
      }
      expect(commands.length).toBeGreaterThan(500);
      for (const command of commands) for (const betrayal of BETRAYALS) expect(command.text).not.toContain(betrayal);
    }
  });

  it('leaves every table as it was', () => {
    expect(counts()).toEqual(before);
  });
});
