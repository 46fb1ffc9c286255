/**
 * Test helper: runs one search case through a Caller and checks it against the oracle ids — every
 * `next` link followed, each match once, order when the case sorts, `total` on every page — and hands
 * back what it saw for further comparisons (first-page resources, the links followed).
 */
import type { Bundle, FhirResource } from 'fhir/r4.js';
import { expect } from 'vitest';
import type { Caller } from './clinic.js';
import { searchAll } from './clinic.js';
import { expectValidFhir } from './fhir-validator.js';
import type { SearchCase, Facts } from '../search-cases.js';

/** Pages of about a twelfth of the result, at least 7: every case pages, none pages for ever. */
export const pageSize = (n: number): string => String(Math.max(7, Math.ceil(n / 12)));

export interface CaseRun {
  readonly query: [string, string][];
  readonly bundles: Bundle[];
  readonly firstPage: FhirResource[];
}

export async function runCase(c: Caller, sc: SearchCase, facts: Facts, expected: readonly number[], validate: 'all' | 'first' | 'none'): Promise<CaseRun> {
  const query = sc.query(facts);
  if (sc.countOnly) {
    const res = await c.get(sc.type, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bundle = res.body as Bundle;
    if (validate !== 'none') expectValidFhir(bundle);
    expect(bundle.total).toBe(expected.length);
    expect(bundle.entry ?? []).toEqual([]);
    return { query, bundles: [bundle], firstPage: [] };
  }
  const paged: [string, string][] = [...query, ['_count', pageSize(expected.length)]];
  const result = await searchAll(c, c.get(sc.type, paged));
  const ids = result.matches.map((r) => Number(r.id));
  expect(result.matches.every((r) => r.resourceType === sc.type)).toBe(true);
  expect(new Set(ids).size, 'a match came twice').toBe(ids.length);
  if (sc.ordered) expect(ids).toEqual(expected);
  else expect([...ids].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  result.bundles.forEach((bundle, i) => {
    expect(bundle.total).toBe(expected.length);
    if (validate === 'all' || (validate === 'first' && i === 0)) expectValidFhir(bundle);
  });
  const firstPage = (result.bundles[0]?.entry ?? []).filter((e) => e.search?.mode === 'match').map((e) => e.resource!);
  return { query: paged, bundles: result.bundles, firstPage };
}
