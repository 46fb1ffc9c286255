/**
 * The search-case table (search-cases.ts) run through the facade on a generated SQLite clinic, with the
 * SQLite agent driver executing the SQL. For each case: every page is followed through its `next` link
 * to the end, each match arrives exactly once, the ids equal the oracle's (in order when the case sorts),
 * `total` equals the oracle's count, the same search by POST `_search` answers the same first page, and
 * every Bundle is valid R4 (Medplum validateResource and the R4 JSON schema).
 */
import type { Bundle } from 'fhir/r4.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCase } from './helpers/case-runner.js';
import { caller, createClinic, type Caller, type Clinic } from './helpers/clinic.js';
import { SEARCH_CASES, gatherFacts, type Facts } from './search-cases.js';

let clinic: Clinic;
let c: Caller;
let facts: Facts;

beforeAll(async () => {
  clinic = await createClinic({ patients: 600, appointments: 5000, seed: 11 });
  c = caller(clinic.site, clinic.run);
  facts = gatherFacts(clinic.db);
});

afterAll(async () => {
  await clinic.close();
});

function expectedIds(sql: string, params: unknown[] = []): number[] {
  return (clinic.db.prepare(sql).all(...params) as { id: number }[]).map((r) => r.id);
}

describe('FHIR search cases (SQLite, through the SQLite agent driver)', () => {
  it('has at least 80 cases with distinct names', () => {
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(SEARCH_CASES.map((s) => s.name)).size).toBe(SEARCH_CASES.length);
  });

  for (const sc of SEARCH_CASES) {
    it(sc.name, async () => {
      const { sql, params } = sc.expect(facts);
      const run = await runCase(c, sc, facts, expectedIds(sql, params), 'all');
      if (sc.countOnly) return;
      // The same search by POST _search (form parameters) answers the same first page.
      const posted = await c.post(`${sc.type}/_search`, run.query);
      expect(posted.status).toBe(200);
      const first = run.bundles[0]!;
      const postedBundle = posted.body as Bundle;
      expect(postedBundle.total).toBe(first.total);
      expect((postedBundle.entry ?? []).map((e) => e.resource?.id)).toEqual((first.entry ?? []).map((e) => e.resource?.id));
    });
  }
});
