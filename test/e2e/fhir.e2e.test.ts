/**
 * The FHIR R4 facade end to end: the built gateway and a real Best Practice site agent as separate
 * processes, the agent serving a generated demo clinic (SQLite). The search-case table runs through the
 * gateway's FHIR route with the same runner as test/fhir/search-cases.test.ts (expected ids from plain SQL
 * on the database, every `next` link followed, each match once, the first page of each valid R4, POST
 * `_search` answering the same first page); fhir-kit-client and fhirclient read, search and page with
 * the integrator's key; unknown ids, foreign sites, other surfaces and an offline site get their
 * OperationOutcomes. No patient data stays in the gateway's files: each command's record is kept without
 * its SQL, parameters or rows, and a result that travelled as pages is deleted once read.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from '@site-query-gateway/sqlite/better-sqlite3.js';
import type { Bundle, FhirResource, OperationOutcome, Patient } from 'fhir/r4.js';
import { Client } from 'fhir-kit-client';
import smart from 'fhirclient/lib/entry/node.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgentCommand, startAgentProcess, stopProcess } from '@site-query-gateway/demo/agent-process.js';
import { generateClinicDatabase } from '@site-query-gateway/demo/clinic-db/generate.js';
import type { FhirHttpResponse } from '@site-query-gateway/fhir/index.js';
import { runCase } from '../fhir/helpers/case-runner.js';
import type { Caller } from '../fhir/helpers/clinic.js';
import { expectValidFhir } from '../fhir/helpers/fhir-validator.js';
import { SEARCH_CASES, gatherFacts, type Facts, type SearchCase } from '../fhir/search-cases.js';
import { OPERATOR_KEY, eventually, http, makeTempDir, startGatewayProcess, waitForAgentReady, type GatewayProcess } from '../helpers/processes.js';

const PRACTICE = { practiceManagementName: 'Best Practice', practiceManagementSiteId: 'BP-FHIR-E2E' };
/** The oracle reads local times in Sydney: the agent says so, whatever this machine's own zone. */
const AGENT_ENV = { AGENT_LOG_LEVEL: 'warn', AGENT_MAX_RECONNECT_DELAY_MS: '300', AGENT_TIME_ZONE: 'Australia/Sydney' };

/**
 * `ap` widens by 10 % of the distance to "now": the oracle pins now to the clinic's reference day, the
 * gateway uses the real clock, so those cases stay in the facade-level suite (which pins the clock).
 */
const usesNow = (sc: SearchCase, facts: Facts): boolean => sc.query(facts).some(([, value]) => /(^|,)ap\d/.test(value));

/** A Caller (the search-case runner's interface) over HTTP to the gateway, with the integrator's key. */
function httpCaller(base: string, key: string): Caller {
  const send = async (url: string, init: RequestInit = {}): Promise<FhirHttpResponse> => {
    const res = await fetch(url, { ...init, headers: { 'x-api-key': key, ...(init.headers as Record<string, string> | undefined) } });
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    return { status: res.status, body: (await res.json()) as unknown };
  };
  return {
    get: (p, query = [], headers = {}) => send(`${base}/${p}${query.length > 0 ? `?${new URLSearchParams(query).toString()}` : ''}`, { headers }),
    post: (p, form, headers = { 'content-type': 'application/x-www-form-urlencoded' }) =>
      send(`${base}/${p}`, { method: 'POST', headers, body: new URLSearchParams(form).toString() }),
    follow: (url) => {
      if (!url.startsWith(`${base}/`)) throw new Error(`link outside the base: ${url}`);
      return send(url);
    },
  };
}

describe('FHIR R4 through the gateway and a real agent', () => {
  let dir: string;
  let db: SQLite.Database;
  let facts: Facts;
  let gw: GatewayProcess;
  let key: string;
  let siteId: string;
  let base: string;
  let c: Caller;
  let agent: ReturnType<typeof startAgentProcess> | undefined;
  const ids = (sql: string, ...params: unknown[]) => (db.prepare(sql).pluck().all(...params) as number[]).map(String);

  beforeAll(async () => {
    dir = makeTempDir('e2e-fhir');
    const file = path.join(dir, 'clinic.db');
    // The facade suite's clinic (same sizes and seed), so the same facts drive the same cases.
    await generateClinicDatabase(file, { patients: 600, appointments: 5000, practitioners: 3, seed: 11 });
    db = new SQLite(file, { readonly: true });
    facts = gatherFacts(db);
    // Request logging on (info), so the last test can look for patient data in the gateway's log.
    // Results over 64 KiB travel as pages (256 KiB by default): the larger searches here take that path too.
    gw = await startGatewayProcess({ GATEWAY_INLINE_RESULT_BYTES: String(64 * 1024) });
    const created = await http('POST', `${gw.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: '{"name":"fhir-e2e"}' });
    key = (created.body as { apiKey: string }).apiKey;
    const configPath = path.join(dir, 'agent.json');
    const installed = await runAgentCommand(['--config', configPath, 'install', '--gateway-url', gw.url, '--kind', PRACTICE.practiceManagementName,
      '--pms-site-id', PRACTICE.practiceManagementSiteId, '--practice-name', 'FHIR clinic', '--db-engine', 'sqlite', '--db', `BPSPatients=${file}`]);
    expect(installed.code, installed.stderr).toBe(0);
    siteId = (JSON.parse(fs.readFileSync(configPath, 'utf8')) as { siteId: string }).siteId;
    const minted = await runAgentCommand(['--config', configPath, 'pairing-code', '--json']);
    const { pairingCode } = JSON.parse(minted.stdout) as { pairingCode: string };
    const paired = await http('POST', `${gw.url}/integrator/pair-site?${new URLSearchParams({ ...PRACTICE, pairingCode })}`, { headers: { 'x-api-key': key } });
    expect(paired.status, JSON.stringify(paired.body)).toBe(200);
    agent = startAgentProcess(configPath, AGENT_ENV);
    await eventually(async () => {
      const sites = (await http('GET', `${gw.url}/admin/sites`, { headers: { 'x-operator-key': OPERATOR_KEY } })).body as { sites: { id: string; availability: string }[] };
      return sites.sites.find((s) => s.id === siteId)?.availability === 'online' ? true : undefined;
    }, 15_000, 'agent online');
    await waitForAgentReady(gw.url, siteId, key);
    base = `${gw.url}/integrator/sites/${siteId}/fhir/R4`;
    facts = gatherFacts(db, base);
    c = httpCaller(base, key);
  }, 120_000);

  afterAll(async () => {
    if (agent) await stopProcess(agent);
    await gw?.stop();
    db?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  // Concurrent (vitest's default of 5 at a time): quicker on a shared machine, and paging is checked while
  // other searches run through the same agent.
  describe.concurrent('search cases', () => {
    it('runs at least 80 cases through the gateway', () => {
      expect(SEARCH_CASES.filter((sc) => !usesNow(sc, facts)).length).toBeGreaterThanOrEqual(80);
    });
    for (const sc of SEARCH_CASES) {
      it(sc.name, async (ctx) => {
        if (usesNow(sc, facts)) ctx.skip();
        const { sql, params = [] } = sc.expect(facts);
        const expected = (db.prepare(sql).all(...params) as { id: number }[]).map((r) => r.id);
        const run = await runCase(c, sc, facts, expected, 'first');
        if (sc.countOnly) return;
        const posted = await c.post(`${sc.type}/_search`, run.query);
        expect(posted.status).toBe(200);
        const first = run.bundles[0]!;
        expect((posted.body as Bundle).total).toBe(first.total);
        expect(((posted.body as Bundle).entry ?? []).map((e) => e.resource?.id)).toEqual((first.entry ?? []).map((e) => e.resource?.id));
      });
    }
  });

  it('reads a Patient that validates as R4, with links under the gateway', async () => {
    const res = await c.get(`Patient/${facts.rich.id}`);
    expect(res.status).toBe(200);
    const patient = res.body as Patient;
    expectValidFhir(patient);
    expect(patient).toMatchObject({ resourceType: 'Patient', id: String(facts.rich.id), birthDate: facts.rich.dob });
    const statement = (await c.get('metadata')).body as { implementation?: { url?: string } };
    expect(statement.implementation?.url).toBe(base);
  });

  it("the site carries the time zone its agent reported (AGENT_TIME_ZONE), the zone the facade reads local times in", async () => {
    const res = await http('GET', `${gw.url}/integrator/sites/${siteId}`, { headers: { 'x-api-key': key } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: siteId, timeZone: 'Australia/Sydney' });
  });

  it('an unknown id is 404 with an OperationOutcome', async () => {
    const res = await c.get('Patient/99999999');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'not-found' }] });
    expectValidFhir(res.body);
  });

  describe('fhir-kit-client with the integrator key', () => {
    const client = () => new Client({ baseUrl: base, customHeaders: { 'x-api-key': key } });

    it('reads the CapabilityStatement and a patient', async () => {
      const statement = (await client().capabilityStatement()) as unknown as { fhirVersion: string };
      expect(statement.fhirVersion).toBe('4.0.1');
      const patient = (await client().read({ resourceType: 'Patient', id: String(facts.rich.id) })) as unknown as Patient;
      expect(patient.name?.[0]?.family).toBe(facts.rich.surname);
    });

    it('searches and follows nextPage to the end', async () => {
      const k = client();
      let bundle = (await k.search({ resourceType: 'Patient', searchParams: { gender: 'female', _count: '40', _sort: 'family' } })) as unknown as Bundle;
      const seen: string[] = [];
      for (;;) {
        seen.push(...(bundle.entry ?? []).map((e) => e.resource!.id!));
        const next = k.nextPage({ bundle: bundle as never });
        if (next === undefined) break;
        bundle = (await next) as unknown as Bundle;
      }
      expect(seen).toEqual(ids('SELECT INTERNALID FROM PATIENTS WHERE RECORDSTATUS = 1 AND SEXCODE = 2 ORDER BY SURNAME, INTERNALID'));
    });

    it('gets the 404 OperationOutcome for an unknown id', async () => {
      await expect(client().read({ resourceType: 'Patient', id: '424242' })).rejects.toMatchObject({ response: { status: 404, data: { resourceType: 'OperationOutcome' } } });
    });
  });

  describe('fhirclient (SMART) with the integrator key', () => {
    class KeyedFhirClient extends smart.FhirClient {
      override getRequestDefaults(): Promise<Partial<RequestInit>> {
        return Promise.resolve({ headers: { 'x-api-key': key } });
      }
    }

    it('reads a resource and crawls every page of a search', async () => {
      const client = new KeyedFhirClient(base);
      expect(await client.fhirRequest<FhirResource>(`Practitioner/${facts.practitioner.id}`)).toMatchObject({ resourceType: 'Practitioner', id: String(facts.practitioner.id) });
      const seen: string[] = [];
      let pages = 0;
      for await (const page of client.pages(`Appointment?patient=${facts.busyPatient}&_count=5&_sort=date`)) {
        pages += 1;
        seen.push(...(page.entry ?? []).map((e) => e.resource!.id!));
      }
      expect(pages).toBeGreaterThan(1);
      expect(seen).toEqual(ids('SELECT RECORDID FROM APPOINTMENTS WHERE RECORDSTATUS = 1 AND INTERNALID = ? ORDER BY APPOINTMENTDATE, APPOINTMENTTIME, RECORDID', facts.busyPatient));
    });
  });

  it('a foreign site is 404 and a token for the wrong device 403, both OperationOutcomes; a desktop token reads', async () => {
    const other = await http('POST', `${gw.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: '{"name":"stranger"}' });
    const stranger = httpCaller(base, (other.body as { apiKey: string }).apiKey);
    const foreign = await stranger.get(`Patient/${facts.rich.id}`);
    expect(foreign).toMatchObject({ status: 404, body: { resourceType: 'OperationOutcome', issue: [{ code: 'not-found', details: { coding: [{ code: 'SITE_NOT_FOUND' }] } }] } });
    expect(JSON.stringify(foreign.body)).not.toContain(facts.rich.surname);

    const grant = await http('POST', `${gw.url}/integrator/token`, {
      headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:service:oauth:desktop-token', device_id: 'pc-1', site_id: siteId }).toString(),
    });
    const token = (grant.body as { access_token: string }).access_token;
    const desktopBase = `${gw.url}/desktop/sites/${siteId}/fhir/R4`;
    const read = await http('GET', `${desktopBase}/Patient/${facts.rich.id}`, { headers: { authorization: `Bearer ${token}`, deviceid: 'pc-1' } });
    expect(read).toMatchObject({ status: 200, body: { resourceType: 'Patient', id: String(facts.rich.id) } });
    const wrongDevice = await http('GET', `${desktopBase}/Patient/${facts.rich.id}`, { headers: { authorization: `Bearer ${token}`, deviceid: 'pc-2' } });
    expect(wrongDevice).toMatchObject({ status: 403, body: { resourceType: 'OperationOutcome', issue: [{ code: 'forbidden' }] } });
  });

  it('keeps no patient data at the gateway: the store holds each command\'s record, without its SQL, parameters or rows', async () => {
    const res = await c.get('Patient', [['identifier', `http://ns.electronichealth.net.au/id/medicare-number|${facts.rich.medicare}`]]);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain(facts.rich.surname);
    const storeFile = path.join(gw.dataDir, 'gateway.db');
    // Records are written in group commits a few milliseconds after their answers: wait for this one.
    const store = new SQLite(storeFile, { readonly: true });
    try {
      const records = await eventually(async () => {
        const rows = store.prepare("SELECT status, result_rows, command, inline_result FROM queries WHERE mode = 'immediate'").all() as Array<{ status: string; result_rows: number | null; command: string; inline_result: string | null }>;
        return rows.some((r) => r.result_rows !== null && r.result_rows > 0 && r.status === 'successful') && rows.length > SEARCH_CASES.length ? rows : undefined;
      }, 10_000, 'the FHIR commands\' records');
      // The one SQL passthrough query here (the readiness probe) keeps its command and rows, as any does.
      const kept = records.filter((r) => r.inline_result !== null || /select/i.test(r.command)).map((r) => `${r.command.slice(0, 40)} → ${r.inline_result}`);
      expect(kept).toEqual([`{"text":"select 1 as ready","executionMo → [{"ready":1}]`]);
    } finally {
      store.close();
    }
    // A result over the inline limit travels as pages, stored as files until the caller has read them.
    const all = await c.get('Patient', [['_count', '200']]);
    const patients = ((all.body as Bundle).entry ?? []).map((e) => e.resource as Patient);
    expect(patients).toHaveLength(200);
    expect(Buffer.byteLength(JSON.stringify(all.body))).toBeGreaterThan(2 * 64 * 1024);
    const values = [facts.rich.surname, facts.rich.medicare, facts.rich.email, ...patients.slice(0, 20).map((p) => p.name![0]!.family!)];
    // Nowhere in the gateway's files (the database, its write-ahead log, page content), in any form.
    const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    await eventually(async () => {
      const bytes = Buffer.concat(files(gw.dataDir).map((f) => fs.readFileSync(f)));
      const found = values.filter((v) => bytes.includes(v));
      return found.length === 0 ? true : Promise.reject(new Error(`found ${found.join(', ')}`));
    }, 10_000, 'no patient data in the gateway\'s files');
  });

  // Last: stops the agent.
  it('the site offline: 503 transient OperationOutcome, nothing of the request echoed', async () => {
    await stopProcess(agent!);
    agent = undefined;
    const res = await c.get('Patient', [['family', facts.rich.surname]]);
    expect(res.status).toBe(503);
    const outcome = res.body as OperationOutcome;
    expect(outcome).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'fatal', code: 'transient' }] });
    expectValidFhir(outcome);
    expect(JSON.stringify(outcome)).not.toContain(facts.rich.surname);
    // The gateway logged the FHIR requests (at info), yet no patient data (query strings are not logged).
    expect(gw.output()).toContain(`/fhir/R4/Patient/${facts.rich.id}`);
    expect(gw.output()).not.toContain(facts.rich.surname);
    expect(gw.output()).not.toContain(facts.rich.medicare);
  });
});
