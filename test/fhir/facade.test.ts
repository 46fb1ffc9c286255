/**
 * The facade as an HTTP surface over a generated SQLite clinic: read, metadata, the error statuses and
 * OperationOutcomes of the issue (unknown id 404, bad parameter 400, strict handling, unsupported kind
 * and resource, the site offline 503, timeout 504, SQL error 502 without its message), lenient warnings,
 * _include/_revinclude, _elements/_summary, _total, _count limits and paging tokens that were tampered
 * with. Every body is validated as R4.
 */
import type { Bundle, OperationOutcome, Patient } from 'fhir/r4.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleFhirRequest, type FhirHttpResponse, type RunSql } from '@site-query-gateway/fhir/index.js';
import { BASE_URL, NOW, caller, createClinic, searchAll, type Caller, type Clinic } from './helpers/clinic.js';
import { expectValidFhir } from './helpers/fhir-validator.js';
import { RelayError } from './helpers/run-sql.js';

let clinic: Clinic;
let c: Caller;

beforeAll(async () => {
  clinic = await createClinic({ patients: 200, appointments: 1500, seed: 5 });
  c = caller(clinic.site, clinic.run);
});

afterAll(async () => {
  await clinic.close();
});

function outcomeOf(res: FhirHttpResponse, status: number, code: string): OperationOutcome {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expectValidFhir(res.body);
  const outcome = res.body as OperationOutcome;
  expect(outcome.resourceType).toBe('OperationOutcome');
  expect(outcome.issue[0]!.code).toBe(code);
  expect(res.headers?.['content-type']).toMatch(/^application\/fhir\+json/);
  return outcome;
}

describe('read', () => {
  it('reads a patient by INTERNALID', async () => {
    const res = await c.get('Patient/1');
    expect(res.status).toBe(200);
    expectValidFhir(res.body);
    const patient = res.body as Patient;
    const row = clinic.db.prepare('SELECT SURNAME, DOB FROM PATIENTS WHERE INTERNALID = 1').get() as { SURNAME: string; DOB: string };
    expect(patient).toMatchObject({ resourceType: 'Patient', id: '1', birthDate: row.DOB });
    expect(patient.name![0]!.family).toBe(row.SURNAME);
  });

  it('reads one of each resource type', async () => {
    for (const [type, sql] of [
      ['Practitioner', 'SELECT MIN(USERID) FROM USERS'], ['PractitionerRole', 'SELECT MIN(USERID) FROM USERS WHERE PROVIDERNO IS NOT NULL'],
      ['Organization', 'SELECT MIN(PRACTICEID) FROM PRACTICE'], ['Location', 'SELECT MIN(LOCATIONID) FROM LOCATIONS'],
      ['Appointment', 'SELECT MIN(RECORDID) FROM APPOINTMENTS WHERE RECORDSTATUS = 1'], ['Encounter', 'SELECT MIN(VISITID) FROM VISITS'],
      ['Condition', 'SELECT MIN(RECORDID) FROM HISTORY WHERE RECORDSTATUS = 1'], ['AllergyIntolerance', 'SELECT MIN(RECORDID) FROM REACTIONS WHERE RECORDSTATUS = 1'],
      ['MedicationStatement', 'SELECT MIN(RECORDID) FROM CURRENTRX'], ['Immunization', 'SELECT MIN(RECORDID) FROM IMMUNISATIONS'],
      ['Observation', 'SELECT MIN(RECORDID) FROM OBSERVATIONS'],
    ] as const) {
      const id = clinic.db.prepare(sql).pluck().get() as number;
      const res = await c.get(`${type}/${id}`);
      expect(res.status, type).toBe(200);
      expectValidFhir(res.body);
      expect(res.body).toMatchObject({ resourceType: type, id: String(id) });
    }
  });

  it('does not show soft-deleted rows', async () => {
    const deleted = clinic.db.prepare('SELECT RECORDID FROM APPOINTMENTS WHERE RECORDSTATUS = 0 LIMIT 1').pluck().get() as number;
    outcomeOf(await c.get(`Appointment/${deleted}`), 404, 'not-found');
  });

  it('answers 404 not-found for unknown ids, without asking the site for non-numeric ones', async () => {
    outcomeOf(await c.get('Patient/99999999'), 404, 'not-found');
    const before = clinic.run.commands.length;
    outcomeOf(await c.get('Patient/abc'), 404, 'not-found');
    expect(clinic.run.commands.length).toBe(before);
  });

  it('applies _elements and _summary on read', async () => {
    const res = await c.get('Patient/1', [['_elements', 'birthDate']]);
    expectValidFhir(res.body);
    expect(Object.keys(res.body as object).sort()).toEqual(['birthDate', 'id', 'meta', 'resourceType']);
    expect((res.body as Patient).meta!.tag![0]!.code).toBe('SUBSETTED');
  });
});

describe('errors', () => {
  it('refuses a malformed parameter value with 400 invalid', async () => {
    outcomeOf(await c.get('Patient', [['birthdate', 'yesterday']]), 400, 'invalid');
    outcomeOf(await c.get('Patient', [['_count', 'lots']]), 400, 'invalid');
    outcomeOf(await c.get('Patient', [['_sort', 'shoesize']]), 400, 'invalid');
    outcomeOf(await c.get('Patient', [['family:fuzzy', 'x']]), 400, 'invalid');
    outcomeOf(await c.get('Patient', [['birthdate', 'xx2000']]), 400, 'invalid');
  });

  it('ignores unknown parameters with a warning entry, or refuses them under Prefer: handling=strict', async () => {
    const lenient = await c.get('Patient', [['shoesize', '42'], ['family', 'a'], ['_count', '2']]);
    expect(lenient.status).toBe(200);
    expectValidFhir(lenient.body);
    const bundle = lenient.body as Bundle;
    const outcome = bundle.entry!.find((e) => e.search?.mode === 'outcome')!.resource as OperationOutcome;
    expect(outcome.issue[0]).toMatchObject({ severity: 'warning', code: 'not-supported', expression: ['shoesize'] });
    // The self link shows what was applied, and not the ignored parameter.
    expect(bundle.link![0]!.url).toBe(`${BASE_URL}/Patient?family=a&_count=2`);
    outcomeOf(await c.get('Patient', [['shoesize', '42']], { prefer: 'handling=strict' }), 400, 'invalid');
    expect((await c.get('Patient', [['family', 'a']], { prefer: 'return=minimal, handling=strict' })).status).toBe(200);
  });

  it('answers not-supported for a kind without a mapping (501) and a resource not served (404)', async () => {
    const zedmed = await handleFhirRequest({ method: 'GET', path: 'Patient', query: [], headers: {}, baseUrl: BASE_URL },
      { siteId: 'z', practiceManagementName: 'Zedmed', databaseEngine: 'firebird' }, clinic.run);
    outcomeOf(zedmed, 501, 'not-supported');
    outcomeOf(await c.get('Procedure'), 404, 'not-supported');
    outcomeOf(await c.get('Patient/1/_history'), 501, 'not-supported');
    outcomeOf(await c.get('Patient/$everything'), 501, 'not-supported');
  });

  it('maps the relay failures by code, never echoing the database message', async () => {
    const failing = (code: string) => async () => {
      throw new RelayError(code, 'near "secret_value": syntax error');
    };
    const ask = (code: string) => handleFhirRequest({ method: 'GET', path: 'Patient', query: [['family', 'secret_value']], headers: {}, baseUrl: BASE_URL }, clinic.site, failing(code));
    outcomeOf(await ask('SITE_NOT_CONNECTED'), 503, 'transient');
    outcomeOf(await ask('QUERY_TIMEOUT'), 504, 'timeout');
    outcomeOf(await ask('RESULT_TOO_LARGE'), 413, 'too-costly');
    const sqlError = await ask('SQL_ERROR');
    outcomeOf(sqlError, 502, 'exception');
    expect(JSON.stringify(sqlError.body)).not.toContain('secret_value');
    outcomeOf(await handleFhirRequest({ method: 'GET', path: 'Patient', query: [], headers: {}, baseUrl: BASE_URL }, clinic.site, async () => {
      throw new Error('boom');
    }), 500, 'exception');
  });

  it('takes POST _search only as a form, and only reads and searches', async () => {
    outcomeOf(await c.post('Patient/_search', [['family', 'a']], { 'content-type': 'application/json' }), 415, 'not-supported');
    outcomeOf(await handleFhirRequest({ method: 'POST', path: 'Patient', query: [], headers: {}, baseUrl: BASE_URL }, clinic.site, clinic.run), 405, 'not-supported');
    outcomeOf(await c.get('Patient/_search'), 405, 'not-supported');
  });

  it('refuses a paging token that was altered or belongs to another search', async () => {
    const first = (await c.get('Patient', [['_count', '2']])).body as Bundle;
    const next = new URL(first.link!.find((l) => l.relation === 'next')!.url);
    const token = next.searchParams.get('_cursor')!;
    const decoded = JSON.parse(Buffer.from(token, 'base64url').toString()) as { v: unknown[] };
    for (const forged of [
      Buffer.from(JSON.stringify({ ...decoded, v: ["1' OR '1'='1"] })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...decoded, v: [1, 2, 3] })).toString('base64url'),
      'not-base64!',
      token.slice(0, -3),
    ]) {
      outcomeOf(await c.get('Patient', [['_count', '2'], ['_cursor', forged]]), 400, 'invalid');
    }
    outcomeOf(await c.get('Patient', [['family', 'a'], ['_count', '2'], ['_cursor', token]]), 400, 'invalid');
  });
});

describe('search results', () => {
  it('answers metadata with a valid CapabilityStatement', async () => {
    const res = await c.get('metadata');
    expect(res.status).toBe(200);
    expectValidFhir(res.body);
    expect(res.body).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1', kind: 'instance' });
  });

  it('includes the referenced patients and practitioners of appointments once each', async () => {
    const bundle = (await c.get('Appointment', [['date', '2026-11-20'], ['_include', 'Appointment:patient'], ['_include', 'Appointment:practitioner'], ['_count', '30']])).body as Bundle;
    expectValidFhir(bundle);
    const matches = bundle.entry!.filter((e) => e.search?.mode === 'match').map((e) => e.resource as { participant: { actor: { reference: string } }[] });
    const referenced = new Set(matches.flatMap((a) => a.participant.map((p) => p.actor.reference)).filter((r) => !r.startsWith('Location/')));
    const included = bundle.entry!.filter((e) => e.search?.mode === 'include').map((e) => `${e.resource!.resourceType}/${e.resource!.id!}`);
    expect(new Set(included)).toEqual(referenced);
    expect(included.length).toBe(new Set(included).size);
  });

  it('revincludes the conditions of the patients on the page', async () => {
    const bundle = (await c.get('Patient', [['_id', '1,2,3'], ['_revinclude', 'Condition:patient']])).body as Bundle;
    expectValidFhir(bundle);
    const conditions = bundle.entry!.filter((e) => e.search?.mode === 'include').map((e) => Number(e.resource!.id)).sort((a, b) => a - b);
    expect(conditions).toEqual(clinic.db.prepare('SELECT RECORDID FROM HISTORY WHERE RECORDSTATUS = 1 AND INTERNALID IN (1, 2, 3) ORDER BY 1').pluck().all());
  });

  it('sends every _include and _revinclude statement at once, not one round trip each, and keeps their order', async () => {
    // A relay that holds each statement until those sent together with it have arrived: the page's statement,
    // then (when they are sent at once) the includes' and the revincludes' together.
    let inFlight = 0;
    let most = 0;
    const waiting: (() => void)[] = [];
    const release = (): void => {
      for (const go of waiting.splice(0)) go();
    };
    const slowRelay: RunSql = async (command) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        // Released once the statements sent in the same synchronous step as this one have all arrived.
        queueMicrotask(release);
      });
      try {
        return await clinic.run(command);
      } finally {
        inFlight--;
      }
    };
    const query: [string, string][] = [['_id', '1,2,3'], ['_include', 'Patient:general-practitioner'], ['_revinclude', 'Condition:patient'], ['_revinclude', 'AllergyIntolerance:patient']];
    const together = (await caller(clinic.site, slowRelay).get('Patient', query)).body as Bundle;
    expect(most).toBe(3);
    const oneByOne = (await c.get('Patient', query)).body as Bundle;
    expect(together.entry!.map((e) => e.fullUrl)).toEqual(oneByOne.entry!.map((e) => e.fullUrl));
  });

  it("writes local times as instants in the site's time zone: the same wall clock, the zone's offset", async () => {
    const id = clinic.db.prepare('SELECT MIN(RECORDID) FROM APPOINTMENTS WHERE RECORDSTATUS = 1').pluck().get() as number;
    const startIn = async (timeZone: string): Promise<string> => {
      const res = await caller({ ...clinic.site, timeZone }, clinic.run).get(`Appointment/${id}`);
      expect(res.status).toBe(200);
      expectValidFhir(res.body);
      return (res.body as { start: string }).start;
    };
    const sydney = await startIn('Australia/Sydney');
    const perth = await startIn('Australia/Perth');
    const [sydneyWall, sydneyOffset] = [sydney.slice(0, 19), sydney.slice(19)];
    expect(perth.slice(0, 19)).toBe(sydneyWall);
    // Perth keeps +08:00 all year; Sydney is +10:00 or, in daylight saving, +11:00.
    expect(perth.slice(19)).toBe('+08:00');
    expect(['+10:00', '+11:00']).toContain(sydneyOffset);
    expect(Date.parse(perth) - Date.parse(sydney)).toBe((Number(sydneyOffset.slice(1, 3)) - 8) * 3_600_000);
  });

  it('subsets with _elements and _summary=true, keeping required elements', async () => {
    const bundle = (await c.get('Appointment', [['_elements', 'start'], ['_count', '3']])).body as Bundle;
    expectValidFhir(bundle);
    for (const e of bundle.entry!) expect(Object.keys(e.resource!).sort()).toEqual(['id', 'meta', 'participant', 'resourceType', 'start', 'status']);
    const summary = (await c.get('Patient', [['_summary', 'true'], ['_count', '3']])).body as Bundle;
    expectValidFhir(summary);
    for (const e of summary.entry!) expect(e.resource).not.toHaveProperty('maritalStatus');
    // A choice element by its R4 name keeps its typed form; _summary=true keeps R4's summary elements only.
    const observations = (await c.get('Observation', [['_elements', 'value[x]'], ['_count', '3']])).body as Bundle;
    expectValidFhir(observations);
    for (const e of observations.entry!) expect(Object.keys(e.resource!).sort()).toEqual(['code', 'id', 'meta', 'resourceType', 'status', 'valueQuantity']);
    const full = (await c.get('Observation', [['_count', '3']])).body as Bundle;
    const summarised = (await c.get('Observation', [['_summary', 'true'], ['_count', '3']])).body as Bundle;
    expectValidFhir(summarised);
    for (const [i, e] of summarised.entry!.entries()) {
      const whole = full.entry![i]!.resource as unknown as Record<string, unknown>;
      const kept = Object.keys(e.resource!).sort();
      expect(kept).toEqual(Object.keys(whole).filter((k) => k !== 'category').sort());
      expect(kept).toContain('performer');
    }
  });

  it('leaves out the total with _total=none and answers only a total for _count=0', async () => {
    const none = (await c.get('Patient', [['_total', 'none'], ['_count', '2']])).body as Bundle;
    expect(none.total).toBeUndefined();
    const zero = (await c.get('Patient', [['gender', 'female'], ['_count', '0']])).body as Bundle;
    expect(zero.total).toBe(clinic.db.prepare('SELECT COUNT(*) FROM PATIENTS WHERE RECORDSTATUS = 1 AND SEXCODE = 2').pluck().get());
    expect(zero.entry).toBeUndefined();
  });

  it('lowers _count above 200 with an information entry', async () => {
    const bundle = (await c.get('Appointment', [['_count', '1000']])).body as Bundle;
    expect(bundle.entry!.filter((e) => e.search?.mode === 'match')).toHaveLength(200);
    expect(bundle.link![0]!.url).toContain('_count=200');
    const outcome = bundle.entry!.find((e) => e.search?.mode === 'outcome')!.resource as OperationOutcome;
    expect(outcome.issue[0]!.severity).toBe('information');
  });

  it('pages without duplicates or gaps while rows are added and changed between pages', async () => {
    // Concurrent reads of a changing book: keyset paging does not shift when rows are inserted before the cursor.
    const writable = new (await import('@site-query-gateway/sqlite/better-sqlite3.js')).default(clinic.file);
    try {
      const query: [string, string][] = [['date', 'ge2026-11-01'], ['_sort', 'date'], ['_count', '25']];
      const expectedBefore = clinic.db.prepare("SELECT RECORDID FROM APPOINTMENTS WHERE RECORDSTATUS = 1 AND APPOINTMENTDATE >= '2026-11-01'").pluck().all() as number[];
      let response = await c.get('Appointment', query);
      const seen: number[] = [];
      let page = 0;
      for (;;) {
        const bundle = response.body as Bundle;
        seen.push(...bundle.entry!.filter((e) => e.search?.mode === 'match').map((e) => Number(e.resource!.id)));
        if (page === 1) {
          // An early appointment appears (before the cursor) and a later one moves its UPDATED stamp.
          writable.prepare(`INSERT INTO APPOINTMENTS SELECT RECORDID + 1000000, INTERNALID, USERID, LOCATIONID, '2026-11-01', 28800, APPOINTMENTLENGTH,
            APPOINTMENTTYPE, APPOINTMENTCODE, URGENT, ARRIVALTIME, CONSULTATIONTIME, COMMENT, ITEMLIST, CREATEDBY, RECORDSTATUS, CREATED, UPDATED FROM APPOINTMENTS WHERE RECORDID = ?`).run(expectedBefore[0]);
          writable.prepare("UPDATE APPOINTMENTS SET UPDATED = '2026-11-20 12:00:00' WHERE RECORDID = ?").run(expectedBefore[expectedBefore.length - 1]);
        }
        const next = bundle.link?.find((l) => l.relation === 'next')?.url;
        if (!next) break;
        response = await c.follow(next);
        page += 1;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort((a, b) => a - b)).toEqual([...expectedBefore].sort((a, b) => a - b));
    } finally {
      writable.prepare('DELETE FROM APPOINTMENTS WHERE RECORDID > 1000000').run();
      writable.close();
    }
  });

  it('pages through stamps with fractions of a second, each match once, in both directions', async () => {
    // As SQL Server's DATETIME and PostgreSQL's timestamps come back: a page that ends on a row of a shared
    // second must go on after that row, not after the whole second (repeated for ever) or before it (skipped).
    const writable = new (await import('@site-query-gateway/sqlite/better-sqlite3.js')).default(clinic.file);
    const stamps = ['2030-01-01 10:00:00.250', '2030-01-01 10:00:00.500', '2030-01-01 10:00:00.500', '2030-01-01 10:00:00.500', '2030-01-01 10:00:00.750', '2030-01-01 10:00:01'];
    const ids = clinic.db.prepare('SELECT INTERNALID FROM PATIENTS WHERE RECORDSTATUS = 1 ORDER BY INTERNALID LIMIT ?').pluck().all(stamps.length) as number[];
    const before = ids.map((id) => clinic.db.prepare('SELECT UPDATED FROM PATIENTS WHERE INTERNALID = ?').pluck().get(id) as string);
    try {
      ids.forEach((id, i) => writable.prepare('UPDATE PATIENTS SET UPDATED = ? WHERE INTERNALID = ?').run(stamps[i], id));
      // By stamp, then by id ascending (the facade's last sort key): the three at .500 in id order both ways.
      const [a, b, cc, d, e, f] = ids.map(String) as [string, string, string, string, string, string];
      for (const [sort, expected] of [['_lastUpdated', [a, b, cc, d, e, f]], ['-_lastUpdated', [f, e, b, cc, d, a]]] as const) {
        const first = c.get('Patient', [['_lastUpdated', 'ge2030-01-01'], ['_sort', sort], ['_count', '2']]);
        const { matches, bundles } = await searchAll(c, first, 10);
        expect(matches.map((r) => r.id), sort).toEqual(expected);
        expect(bundles.length, sort).toBe(3);
      }
    } finally {
      ids.forEach((id, i) => writable.prepare('UPDATE PATIENTS SET UPDATED = ? WHERE INTERNALID = ?').run(before[i], id));
      writable.close();
    }
  });

  it('reads blank text as no value in searches, and shows every address part a search finds', async () => {
    // Clinics' databases often hold '' (or spaces) where there is nothing; the resource then has no such
    // element, so `system|`, `:missing` and "any value" must not count it either.
    const writable = new (await import('@site-query-gateway/sqlite/better-sqlite3.js')).default(clinic.file);
    const id = clinic.db.prepare("SELECT INTERNALID FROM PATIENTS WHERE RECORDSTATUS = 1 AND IHI IS NOT NULL AND EMAIL IS NOT NULL AND CITY IS NOT NULL ORDER BY INTERNALID LIMIT 1").pluck().get() as number;
    const before = clinic.db.prepare('SELECT IHI, EMAIL, CITY, POSTALCITY, POSTALADDRESS FROM PATIENTS WHERE INTERNALID = ?').get(id) as Record<string, string | null>;
    const idsOf = async (query: [string, string][]): Promise<string[]> => (await searchAll(c, c.get('Patient', [...query, ['_count', '200']]))).matches.map((r) => r.id!);
    try {
      writable.prepare("UPDATE PATIENTS SET IHI = '   ', EMAIL = '', CITY = '', POSTALCITY = NULL WHERE INTERNALID = ?").run(id);
      const patient = (await c.get(`Patient/${id}`)).body as Patient;
      expect(patient.identifier?.some((i) => i.system === 'http://ns.electronichealth.net.au/id/hi/ihi/1.0')).toBe(false);
      expect(patient.telecom?.some((t) => t.system === 'email') ?? false).toBe(false);
      expect(patient.address?.some((a) => a.city !== undefined) ?? false).toBe(false);
      expect(await idsOf([['identifier', 'http://ns.electronichealth.net.au/id/hi/ihi/1.0|']])).not.toContain(String(id));
      expect(await idsOf([['email:missing', 'true']])).toContain(String(id));
      expect(await idsOf([['email:missing', 'false']])).not.toContain(String(id));
      expect(await idsOf([['address-city:missing', 'true']])).toContain(String(id));
      expect(await idsOf([['telecom', 'email|']])).not.toContain(String(id));
      // A postal city without a postal street line: the search finds it, so the resource shows it.
      writable.prepare("UPDATE PATIENTS SET POSTALADDRESS = NULL, POSTALCITY = 'Wollongong' WHERE INTERNALID = ?").run(id);
      expect(await idsOf([['address-city', 'Wollongong']])).toContain(String(id));
      const read = await c.get(`Patient/${id}`);
      expectValidFhir(read.body);
      const postal = (read.body as Patient).address?.find((a) => a.type === 'postal');
      expect(postal).toMatchObject({ city: 'Wollongong', country: 'AU' });
      expect(postal?.line).toBeUndefined();
    } finally {
      writable.prepare('UPDATE PATIENTS SET IHI = ?, EMAIL = ?, CITY = ?, POSTALCITY = ?, POSTALADDRESS = ? WHERE INTERNALID = ?').run(before.IHI, before.EMAIL, before.CITY, before.POSTALCITY, before.POSTALADDRESS, id);
      writable.close();
    }
  });

  it('answers GET and POST _search alike, with query parameters added to the form ones', async () => {
    const get = await searchAll(c, c.get('Patient', [['gender', 'male'], ['birthdate', 'lt1960'], ['_count', '5']]));
    const post = await searchAll(c, handleFhirRequest({ method: 'POST', path: 'Patient/_search', query: [['gender', 'male']], form: [['birthdate', 'lt1960'], ['_count', '5']],
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }, baseUrl: BASE_URL }, clinic.site, clinic.run, { now: () => NOW }));
    expect(post.matches.map((r) => r.id)).toEqual(get.matches.map((r) => r.id));
    expect(get.matches.length).toBeGreaterThan(5);
  });
});
