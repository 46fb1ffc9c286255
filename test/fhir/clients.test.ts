/**
 * Two real FHIR clients against the facade over HTTP (a test-only server around handleFhirRequest on a
 * generated SQLite clinic): fhir-kit-client and fhirclient (the SMART on FHIR JavaScript client) read,
 * search, and page through `next` links to the end, and get what the database holds.
 */
import type { Bundle, FhirResource, Patient } from 'fhir/r4.js';
import { Client } from 'fhir-kit-client';
import smart from 'fhirclient/lib/entry/node.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinic, type Clinic } from './helpers/clinic.js';
import { startFhirServer, type FhirTestServer } from './helpers/http-server.js';

let clinic: Clinic;
let server: FhirTestServer;

beforeAll(async () => {
  clinic = await createClinic({ patients: 150, appointments: 1200, seed: 17 });
  server = await startFhirServer(clinic.site, clinic.run);
});

afterAll(async () => {
  await server?.close();
  await clinic?.close();
});

const ids = (sql: string, ...params: unknown[]) => (clinic.db.prepare(sql).pluck().all(...params) as number[]).map(String);

describe('fhir-kit-client', () => {
  it('reads the CapabilityStatement and a patient', async () => {
    const client = new Client({ baseUrl: server.baseUrl });
    const statement = await client.capabilityStatement() as unknown as { fhirVersion: string };
    expect(statement.fhirVersion).toBe('4.0.1');
    const patient = await client.read({ resourceType: 'Patient', id: '1' }) as unknown as Patient;
    expect(patient.birthDate).toBe(clinic.db.prepare('SELECT DOB FROM PATIENTS WHERE INTERNALID = 1').pluck().get());
  });

  it('searches and pages with nextPage to the end', async () => {
    const client = new Client({ baseUrl: server.baseUrl });
    let bundle = await client.search({ resourceType: 'Patient', searchParams: { gender: 'female', _count: '6', _sort: 'family' } }) as unknown as Bundle;
    const seen: string[] = [];
    for (;;) {
      seen.push(...(bundle.entry ?? []).map((e) => e.resource!.id!));
      const next = client.nextPage({ bundle: bundle as never });
      if (next === undefined) break;
      bundle = await next as unknown as Bundle;
    }
    expect(seen).toEqual(ids('SELECT INTERNALID FROM PATIENTS WHERE RECORDSTATUS = 1 AND SEXCODE = 2 ORDER BY SURNAME, INTERNALID'));
  });

  it('gets an OperationOutcome for an unknown id', async () => {
    const client = new Client({ baseUrl: server.baseUrl });
    await expect(client.read({ resourceType: 'Patient', id: '424242' })).rejects.toMatchObject({ response: { status: 404 } });
  });
});

describe('fhirclient (SMART on FHIR JavaScript client)', () => {
  it('reads a resource and crawls every page of a search', async () => {
    const client = new smart.FhirClient(server.baseUrl);
    const practitioner = await client.fhirRequest<FhirResource>('Practitioner/1');
    expect(practitioner).toMatchObject({ resourceType: 'Practitioner', id: '1' });
    const patient = clinic.db.prepare('SELECT INTERNALID FROM APPOINTMENTS WHERE RECORDSTATUS = 1 GROUP BY INTERNALID ORDER BY COUNT(*) DESC LIMIT 1').pluck().get() as number;
    const seen: string[] = [];
    let pages = 0;
    for await (const page of client.pages(`Appointment?patient=${patient}&_count=3&_sort=date`)) {
      pages += 1;
      seen.push(...(page.entry ?? []).map((e) => e.resource!.id!));
    }
    expect(pages).toBeGreaterThan(1);
    expect(seen).toEqual(ids('SELECT RECORDID FROM APPOINTMENTS WHERE RECORDSTATUS = 1 AND INTERNALID = ? ORDER BY APPOINTMENTDATE, APPOINTMENTTIME, RECORDID', patient));
  });

  it('iterates resources across pages with an _include', async () => {
    const client = new smart.FhirClient(server.baseUrl);
    const types = new Map<string, number>();
    for await (const resource of client.resources('Encounter?date=ge2026-11-01&_include=Encounter:practitioner&_count=10')) {
      types.set(resource.resourceType, (types.get(resource.resourceType) ?? 0) + 1);
    }
    expect(types.get('Encounter')).toBe(clinic.db.prepare("SELECT COUNT(*) FROM VISITS WHERE RECORDSTATUS = 1 AND datetime(VISITDATE, '+' || COALESCE(DURATION, 0) || ' seconds') >= '2026-11-02 00:00:00' OR (VISITDATE >= '2026-11-01 00:00:00' AND datetime(VISITDATE, '+' || COALESCE(DURATION, 0) || ' seconds') < '2026-11-02 00:00:00')").pluck().get());
    expect(types.get('Practitioner')).toBeGreaterThan(0);
  });
});
