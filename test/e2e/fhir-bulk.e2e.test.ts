/**
 * FHIR Bulk Data `$export` and SMART Backend Services end to end: the built gateway and a real Best
 * Practice agent serving a generated demo clinic (SQLite). With the integrator's key: kick-off, status
 * polling, the manifest and every NDJSON line (valid R4) are checked against independent SQL counts on the
 * clinic's database; `_type`, `_since` and `_typeFilter` change the output as the Bulk Data IG says; a
 * cancelled export's status and files are gone, another integrator never sees one, and an export survives
 * a gateway restart. With Medplum's MedplumClient: a signed-assertion login, then patient- and group-level
 * exports; expired, replayed and wrongly signed assertions, missing scopes and other integrators' tokens
 * are refused with the statuses OAuth 2.0 and SMART name.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from '@site-query-gateway/sqlite/better-sqlite3.js';
import type { FhirResource, OperationOutcome } from 'fhir/r4.js';
import { MedplumClient } from '@medplum/core';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgentCommand, startAgentProcess, stopProcess } from '@site-query-gateway/demo/agent-process.js';
import { generateClinicDatabase } from '@site-query-gateway/demo/clinic-db/generate.js';
import { expectValidFhir } from '../fhir/helpers/fhir-validator.js';
import { OPERATOR_KEY, eventually, http, makeTempDir, startGatewayProcess, waitForAgentReady, type GatewayProcess } from '../helpers/processes.js';

const PRACTICE = { practiceManagementName: 'Best Practice', practiceManagementSiteId: 'BP-BULK-E2E' };
const AGENT_ENV = { AGENT_LOG_LEVEL: 'warn', AGENT_MAX_RECONNECT_DELAY_MS: '300', AGENT_TIME_ZONE: 'Australia/Sydney' };

interface Manifest {
  transactionTime: string;
  request: string;
  requiresAccessToken: boolean;
  output: { type: string; url: string; count: number }[];
  error: { type: string; url: string; count: number }[];
}

describe('FHIR Bulk Data export through the gateway and a real agent', () => {
  let dir: string;
  let dataDir: string;
  let db: SQLite.Database;
  let gw: GatewayProcess;
  let key: string;
  let otherKey: string;
  let siteId: string;
  let base: string;
  let agent: ReturnType<typeof startAgentProcess> | undefined;
  const count = (sql: string) => db.prepare(sql).pluck().get() as number;

  const kickOff = async (pathAndQuery: string, headers: Record<string, string> = {}, apiKey = key) =>
    fetch(`${base}/${pathAndQuery}`, { headers: { 'x-api-key': apiKey, accept: 'application/fhir+json', prefer: 'respond-async', ...headers } });

  /** Polls the status URL to the manifest, checking the running answers on the way. */
  const manifestOf = async (statusUrl: string): Promise<Manifest> =>
    eventually(async () => {
      const res = await fetch(statusUrl, { headers: { 'x-api-key': key } });
      if (res.status === 202) {
        expect(res.headers.get('x-progress')).toMatch(/of \d+ resource types done/);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        return undefined;
      }
      expect(res.status).toBe(200);
      return (await res.json()) as Manifest;
    }, 60_000, 'export complete');

  const readNdjson = async (url: string, apiKey = key): Promise<FhirResource[]> => {
    const res = await fetch(url, { headers: { 'x-api-key': apiKey } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+ndjson/);
    const text = await res.text();
    return text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as FhirResource);
  };

  const exportAll = async (pathAndQuery: string): Promise<{ manifest: Manifest; byType: Map<string, FhirResource[]> }> => {
    const res = await kickOff(pathAndQuery);
    expect(res.status, await res.clone().text()).toBe(202);
    const statusUrl = res.headers.get('content-location')!;
    expect(statusUrl).toMatch(new RegExp(`^${base.replace(/[.$]/g, '\\$&')}/\\$export-status/`));
    const manifest = await manifestOf(statusUrl);
    const byType = new Map<string, FhirResource[]>();
    for (const file of manifest.output) byType.set(file.type, await readNdjson(file.url));
    return { manifest, byType };
  };

  const startSite = async () => {
    agent = startAgentProcess(path.join(dir, 'agent.json'), AGENT_ENV);
    await waitForAgentReady(gw.url, siteId, key);
  };

  beforeAll(async () => {
    dir = makeTempDir('e2e-bulk');
    const file = path.join(dir, 'clinic.db');
    await generateClinicDatabase(file, { patients: 300, appointments: 2000, practitioners: 3, seed: 23 });
    db = new SQLite(file, { readonly: true });
    dataDir = makeTempDir('e2e-bulk-gw');
    // Small pages, so a type's file is built from several of them.
    gw = await startGatewayProcess({ GATEWAY_INLINE_RESULT_BYTES: String(16 * 1024), GATEWAY_PAGE_SIZE_BYTES: String(64 * 1024) }, dataDir);
    const mint = async (name: string) =>
      ((await http('POST', `${gw.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ name }) })).body as { apiKey: string }).apiKey;
    key = await mint('bulk-e2e');
    otherKey = await mint('bulk-e2e-other');
    const configPath = path.join(dir, 'agent.json');
    const installed = await runAgentCommand(['--config', configPath, 'install', '--gateway-url', gw.url, '--kind', PRACTICE.practiceManagementName,
      '--pms-site-id', PRACTICE.practiceManagementSiteId, '--practice-name', 'Bulk clinic', '--db-engine', 'sqlite', '--db', `BPSPatients=${file}`]);
    expect(installed.code, installed.stderr).toBe(0);
    siteId = (JSON.parse(fs.readFileSync(configPath, 'utf8')) as { siteId: string }).siteId;
    for (const k of [key, otherKey]) {
      const minted = await runAgentCommand(['--config', configPath, 'pairing-code', '--json']);
      const { pairingCode } = JSON.parse(minted.stdout) as { pairingCode: string };
      const paired = await http('POST', `${gw.url}/integrator/pair-site?${new URLSearchParams({ ...PRACTICE, pairingCode })}`, { headers: { 'x-api-key': k } });
      expect(paired.status, JSON.stringify(paired.body)).toBe(200);
    }
    base = `${gw.url}/integrator/sites/${siteId}/fhir/R4`;
    await startSite();
  }, 120_000);

  afterAll(async () => {
    if (agent) await stopProcess(agent);
    await gw?.stop();
    db?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('exports every patient and their compartment, valid R4, counts as the database has them', async () => {
    const { manifest, byType } = await exportAll('Patient/$export');
    expect(manifest.requiresAccessToken).toBe(true);
    expect(manifest.request).toBe(`${base}/Patient/$export`);
    expect(manifest.error).toEqual([]);
    const served = 'SELECT INTERNALID FROM PATIENTS WHERE RECORDSTATUS = 1';
    const expected: Record<string, number> = {
      Patient: count(`SELECT COUNT(*) FROM PATIENTS WHERE RECORDSTATUS = 1`),
      Appointment: count(`SELECT COUNT(*) FROM APPOINTMENTS WHERE RECORDSTATUS = 1 AND INTERNALID IN (${served})`),
      Condition: count(`SELECT COUNT(*) FROM HISTORY WHERE RECORDSTATUS = 1 AND INTERNALID IN (${served})`),
      Observation: count(`SELECT COUNT(*) FROM OBSERVATIONS WHERE RECORDSTATUS = 1 AND INTERNALID IN (${served})`),
    };
    for (const [type, n] of Object.entries(expected)) {
      expect(n).toBeGreaterThan(0);
      expect(manifest.output.find((o) => o.type === type)?.count, type).toBe(n);
      expect(byType.get(type)?.length, type).toBe(n);
    }
    // Only patient-compartment types, never Practitioner or Organization.
    expect(manifest.output.map((o) => o.type)).not.toContain('Practitioner');
    for (const [type, resources] of byType) {
      expect(resources.length).toBe(manifest.output.find((o) => o.type === type)!.count);
      for (const resource of resources) {
        expect(resource.resourceType).toBe(type);
        expectValidFhir(resource);
      }
    }
  });

  it('renders each file as its query ends, before the manifest; a file it could not render is built as it is read, the same', async () => {
    const res = await kickOff('Patient/$export?_type=Patient,Condition');
    expect(res.status).toBe(202);
    const statusUrl = res.headers.get('content-location')!;
    const manifest = await manifestOf(statusUrl);
    const exportId = statusUrl.split('/').pop()!;
    const store = new SQLite(path.join(dataDir, 'gateway.db'));
    try {
      store.pragma('busy_timeout = 5000');
      const row = () => store.prepare('SELECT status, parts FROM bulk_exports WHERE id = ?').get(exportId) as { status: string; parts: string };
      type Part = { type: string; queryId: string; rendered?: { attemptId: string; pageBytes: number[] }; renderFailed?: boolean };
      const parts = JSON.parse(row().parts) as Part[];
      // By the manifest, each type's NDJSON is stored beside its query's pages, a content per page.
      expect(parts.map((p) => p.type)).toEqual(['Patient', 'Condition']);
      for (const part of parts) {
        expect(part.rendered, part.type).toBeDefined();
        const files = fs.readdirSync(path.join(dataDir, 'results', part.queryId)).filter((f) => f.endsWith(`-${part.rendered!.attemptId}.json`));
        expect(files).toHaveLength(part.rendered!.pageBytes.length);
      }
      await eventually(async () => (row().status === 'ready' ? true : undefined), 10_000, 'the export marked ready');

      const conditionUrl = manifest.output.find((o) => o.type === 'Condition')!.url;
      const rendered = await (await fetch(conditionUrl, { headers: { 'x-api-key': key } })).text();
      expect(rendered.split('\n').filter((l) => l !== '')).toHaveLength(manifest.output.find((o) => o.type === 'Condition')!.count);
      // As if rendering had failed: the file is built from the stored rows as it is read, line for line the same.
      const failed = parts.map(({ rendered: _r, ...p }) => (p.type === 'Condition' ? { ...p, renderFailed: true } : { ...p, rendered: _r }));
      store.prepare('UPDATE bulk_exports SET parts = ? WHERE id = ?').run(JSON.stringify(failed), exportId);
      expect(await (await fetch(conditionUrl, { headers: { 'x-api-key': key } })).text()).toBe(rendered);
    } finally {
      store.close();
    }
  });

  it('exports the active-patients group: only active patients and their resources', async () => {
    const { manifest, byType } = await exportAll('Group/active-patients/$export?_type=Patient,Appointment');
    const active = 'SELECT INTERNALID FROM PATIENTS WHERE RECORDSTATUS = 1 AND PATIENTSTATUSCODE = 1';
    expect(manifest.output.map((o) => o.type).sort()).toEqual(['Appointment', 'Patient']);
    expect(byType.get('Patient')!.length).toBe(count(`SELECT COUNT(*) FROM (${active})`));
    expect(byType.get('Patient')!.length).toBeLessThan(count('SELECT COUNT(*) FROM PATIENTS WHERE RECORDSTATUS = 1'));
    expect(byType.get('Appointment')!.length).toBe(count(`SELECT COUNT(*) FROM APPOINTMENTS WHERE RECORDSTATUS = 1 AND INTERNALID IN (${active})`));
    expect(byType.get('Patient')!.every((p) => (p as { active?: boolean }).active === true)).toBe(true);
    const missing = await kickOff('Group/no-such-group/$export');
    expect(missing.status).toBe(404);
  });

  it('_since keeps exactly the resources changed after it; _typeFilter narrows a type', async () => {
    const all = (await exportAll('Patient/$export?_type=Patient')).byType.get('Patient')!;
    const stamps = all.map((p) => Date.parse(p.meta!.lastUpdated!)).sort((a, b) => a - b);
    const since = new Date(stamps[Math.floor(stamps.length / 2)]!).toISOString();
    const { byType } = await exportAll(`Patient/$export?_type=Patient&_since=${encodeURIComponent(since)}`);
    // Change times are kept to the second: a resource changed in _since's own second may have changed after it.
    const later = all.filter((p) => Date.parse(p.meta!.lastUpdated!) >= Date.parse(since)).map((p) => p.id).sort();
    expect(later.length).toBeGreaterThan(0);
    expect(later.length).toBeLessThan(all.length);
    expect((byType.get('Patient') ?? []).map((p) => p.id).sort()).toEqual(later);

    const filtered = await exportAll(`$export?_type=Patient&_typeFilter=${encodeURIComponent('Patient?gender=female')}`);
    expect(filtered.byType.get('Patient')!.length).toBe(count('SELECT COUNT(*) FROM PATIENTS WHERE RECORDSTATUS = 1 AND SEXCODE = 2'));
  });

  it('takes the kick-off as a POST with a Parameters resource', async () => {
    const body = { resourceType: 'Parameters', parameter: [{ name: '_type', valueString: 'Patient' }, { name: '_outputFormat', valueString: 'application/fhir+ndjson' }] };
    const res = await fetch(`${base}/Group/active-patients/$export`, {
      method: 'POST',
      headers: { 'x-api-key': key, accept: 'application/fhir+json', prefer: 'respond-async', 'content-type': 'application/fhir+json' },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const manifest = await manifestOf(res.headers.get('content-location')!);
    expect(manifest.output.map((o) => [o.type, o.count])).toEqual([['Patient', count('SELECT COUNT(*) FROM PATIENTS WHERE RECORDSTATUS = 1 AND PATIENTSTATUSCODE = 1')]]);
    const wrong = await fetch(`${base}/$export`, { method: 'POST', headers: { 'x-api-key': key, prefer: 'respond-async', 'content-type': 'application/fhir+json' }, body: '{"resourceType":"Patient"}' });
    expect(wrong.status).toBe(400);
  });

  it('refuses what it cannot honour with a 400 OperationOutcome', async () => {
    for (const query of ['_outputFormat=text/csv', '_type=Practitioner', '_elements=id', `_typeFilter=${encodeURIComponent('Patient?_sort=family')}`, `_typeFilter=${encodeURIComponent('Patient?nope=1')}`]) {
      const res = await kickOff(`Patient/$export?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as OperationOutcome).resourceType).toBe('OperationOutcome');
    }
    const sync = await fetch(`${base}/$export`, { headers: { 'x-api-key': key } });
    expect(sync.status).toBe(400);
  });

  it('runs on the desktop and device FHIR bases with their tokens, bound to the token\'s device', async () => {
    const grant = async (grantType: string, deviceId: string) => {
      const res = await http('POST', `${gw.url}/integrator/token`, {
        headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: grantType, device_id: deviceId, site_id: siteId }).toString(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { access_token: string }).access_token;
    };
    const surfaces = [
      { surface: 'desktop', deviceId: 'pc-1', token: await grant('urn:service:oauth:desktop-token', 'pc-1') },
      { surface: 'device', deviceId: 'phone-1', token: await grant('urn:service:oauth:device-token', 'phone-1') },
    ];
    const patients = count('SELECT COUNT(*) FROM PATIENTS WHERE RECORDSTATUS = 1');
    for (const { surface, deviceId, token } of surfaces) {
      const headers = { authorization: `Bearer ${token}`, deviceid: deviceId, accept: 'application/fhir+json' };
      const surfaceBase = `${gw.url}/${surface}/sites/${siteId}/fhir/R4`;
      const started = await fetch(`${surfaceBase}/Patient/$export?_type=Patient`, { headers: { ...headers, prefer: 'respond-async' } });
      expect(started.status, await started.clone().text()).toBe(202);
      const statusUrl = started.headers.get('content-location')!;
      expect(statusUrl.startsWith(`${surfaceBase}/$export-status/`), statusUrl).toBe(true);
      const manifest = await eventually(async () => {
        const res = await fetch(statusUrl, { headers });
        return res.status === 200 ? ((await res.json()) as Manifest) : undefined;
      }, 60_000, `${surface} export complete`);
      expect(manifest.output.map((o) => [o.type, o.count])).toEqual([['Patient', patients]]);
      const file = manifest.output[0]!.url;
      expect(file.startsWith(`${surfaceBase}/$export-output/`), file).toBe(true);
      const res = await fetch(file, { headers });
      expect(res.status).toBe(200);
      const lines = (await res.text()).split('\n').filter((l) => l !== '');
      expect(lines).toHaveLength(patients);
      for (const line of lines.slice(0, 20)) expectValidFhir(JSON.parse(line) as FhirResource);
      // The token names its device: another device's header is refused, as on every route of the surface.
      expect((await fetch(statusUrl, { headers: { ...headers, deviceid: `${deviceId}-other` } })).status).toBe(403);
    }
  });

  it("another integrator sees neither the status nor the files; a cancelled export's are gone", async () => {
    const res = await kickOff('Patient/$export?_type=Patient');
    const statusUrl = res.headers.get('content-location')!;
    const manifest = await manifestOf(statusUrl);
    const file = manifest.output[0]!.url;
    expect((await fetch(statusUrl, { headers: { 'x-api-key': otherKey } })).status).toBe(404);
    expect((await fetch(file, { headers: { 'x-api-key': otherKey } })).status).toBe(404);
    expect((await fetch(file)).status).toBe(401);

    const cancelled = await fetch(statusUrl, { method: 'DELETE', headers: { 'x-api-key': key } });
    expect(cancelled.status).toBe(202);
    expect((await fetch(statusUrl, { headers: { 'x-api-key': key } })).status).toBe(404);
    expect((await fetch(file, { headers: { 'x-api-key': key } })).status).toBe(404);
    expect((await fetch(statusUrl, { method: 'DELETE', headers: { 'x-api-key': key } })).status).toBe(404);
  });

  it('an export started before a gateway restart completes after it', async () => {
    if (agent) await stopProcess(agent);
    agent = undefined;
    const res = await kickOff('Patient/$export?_type=Patient');
    expect(res.status).toBe(202);
    const statusUrl = res.headers.get('content-location')!;
    expect((await fetch(statusUrl, { headers: { 'x-api-key': key } })).status).toBe(202);
    await gw.stop();
    gw = await startGatewayProcess({ PORT: new URL(gw.url).port }, dataDir);
    await startSite();
    const manifest = await manifestOf(statusUrl);
    expect(manifest.output[0]!.count).toBe(count('SELECT COUNT(*) FROM PATIENTS WHERE RECORDSTATUS = 1'));
  }, 90_000);

  describe('SMART Backend Services', () => {
    interface Signer {
      clientId: string;
      privateKey: CryptoKey;
      alg: 'RS384' | 'ES384';
      kid: string;
    }
    const tokenUrl = () => `${gw.url}/integrator/smart/token`;

    /** Registers a client of `apiKey`'s integrator with a fresh key pair; returns what signs its assertions. */
    const registerClient = async (apiKey: string, alg: 'RS384' | 'ES384', scopes: string[]): Promise<Signer> => {
      const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
      const kid = randomUUID();
      const jwk: JWK = { ...(await exportJWK(publicKey)), alg, kid, use: 'sig' };
      const res = await http('POST', `${gw.url}/integrator/smart/clients`, { headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, body: JSON.stringify({ name: `bulk ${alg}`, jwks: { keys: [jwk] }, scopes }) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { clientId: (res.body as { id: string }).id, privateKey, alg, kid };
    };

    const assertion = (signer: Signer, claims: { exp?: number; aud?: string; jti?: string } = {}, key: CryptoKey = signer.privateKey) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: signer.alg, kid: signer.kid, typ: 'JWT' })
        .setIssuer(signer.clientId)
        .setSubject(signer.clientId)
        .setAudience(claims.aud ?? tokenUrl())
        .setJti(claims.jti ?? randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(claims.exp ?? now + 240)
        .sign(key);
    };

    const askToken = async (clientAssertion: string, scope = 'system/*.rs') => {
      const res = await fetch(tokenUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: clientAssertion, scope }),
      });
      return { status: res.status, body: (await res.json()) as { access_token?: string; scope?: string; error?: string } };
    };

    const medplum = () =>
      new MedplumClient({ baseUrl: `${gw.url}/`, fhirUrlPath: `integrator/sites/${siteId}/fhir/R4`, tokenUrl: tokenUrl(), fetch: (url: string | URL | Request, init?: RequestInit) => fetch(url, init) });

    const readAll = async (client: MedplumClient, manifest: Manifest) => {
      const byType = new Map<string, FhirResource[]>();
      for (const file of manifest.output) {
        const text = await (await client.download(file.url)).text();
        byType.set(file.type, text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as FhirResource));
      }
      return byType;
    };

    it('announces the token endpoint at each FHIR base', async () => {
      const res = await fetch(`${base}/.well-known/smart-configuration`);
      expect(res.status).toBe(200);
      const config = (await res.json()) as Record<string, unknown>;
      expect(config).toMatchObject({ token_endpoint: tokenUrl(), grant_types_supported: ['client_credentials'], token_endpoint_auth_methods_supported: ['private_key_jwt'] });
      expect(config.token_endpoint_auth_signing_alg_values_supported).toEqual(expect.arrayContaining(['RS384', 'ES384']));
    });

    it('MedplumClient logs in with a signed assertion and runs a patient-level and a group-level export', async () => {
      const clients: { clientId: string; files: number }[] = [];
      for (const alg of ['RS384', 'ES384'] as const) {
        const signer = await registerClient(key, alg, ['system/*.rs']);
        const client = medplum();
        await client.startJwtAssertionLogin(await assertion(signer));
        expect(client.getAccessToken()).toBeTruthy();

        const patientLevel = (await client.bulkExport('Patient', 'Patient,Condition', undefined, { pollStatusOnAccepted: true, pollStatusPeriod: 200 })) as unknown as Manifest;
        expect(patientLevel.requiresAccessToken).toBe(true);
        const served = 'SELECT INTERNALID FROM PATIENTS WHERE RECORDSTATUS = 1';
        const patients = await readAll(client, patientLevel);
        expect(patients.get('Patient')!.length).toBe(count(`SELECT COUNT(*) FROM (${served})`));
        expect(patients.get('Condition')!.length).toBe(count(`SELECT COUNT(*) FROM HISTORY WHERE RECORDSTATUS = 1 AND INTERNALID IN (${served})`));

        const groupLevel = (await client.bulkExport('Group/active-patients', 'Patient,Appointment', undefined, { pollStatusOnAccepted: true, pollStatusPeriod: 200 })) as unknown as Manifest;
        const active = 'SELECT INTERNALID FROM PATIENTS WHERE RECORDSTATUS = 1 AND PATIENTSTATUSCODE = 1';
        const group = await readAll(client, groupLevel);
        expect(group.get('Patient')!.length).toBe(count(`SELECT COUNT(*) FROM (${active})`));
        expect(group.get('Appointment')!.length).toBe(count(`SELECT COUNT(*) FROM APPOINTMENTS WHERE RECORDSTATUS = 1 AND INTERNALID IN (${active})`));
        for (const resources of [...patients.values(), ...group.values()]) for (const resource of resources) expectValidFhir(resource);
        clients.push({ clientId: signer.clientId, files: patientLevel.output.length + groupLevel.output.length });
      }

      // The audit trail names each kick-off and file read by the SMART client that made it; the export's own
      // queries are not recorded again as SQL with no credential.
      interface AuditLine { operation: string; credentialKind: string; credentialId: string; fhirRequest: string | null }
      const trail = async (): Promise<AuditLine[]> => {
        const res = await fetch(`${gw.url}/admin/audit/export?siteId=${siteId}`, { headers: { 'x-operator-key': OPERATOR_KEY } });
        return (await res.text()).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as AuditLine);
      };
      const bySmart = (lines: AuditLine[], operation: string) => lines.filter((l) => l.operation === operation && l.credentialKind === 'smartToken');
      const lines = await eventually(async () => {
        const all = await trail();
        return bySmart(all, 'fhir.exportFile').length >= clients.reduce((n, c) => n + c.files, 0) ? all : undefined;
      }, 15_000, 'the exports on the audit trail');
      for (const { clientId, files } of clients) {
        const kickOffs = bySmart(lines, 'fhir.export').filter((l) => l.credentialId === clientId);
        expect(kickOffs.map((l) => l.fhirRequest).sort()).toEqual(['POST Group/{id}/$export?_type', 'POST Patient/$export?_type']);
        expect(bySmart(lines, 'fhir.exportFile').filter((l) => l.credentialId === clientId)).toHaveLength(files);
      }
      expect(lines.filter((l) => l.credentialId === '')).toEqual([]);
    });

    it('refuses expired, replayed, far-future and wrongly signed assertions, and scopes it was not registered for', async () => {
      const signer = await registerClient(key, 'RS384', ['system/Patient.rs']);
      const now = Math.floor(Date.now() / 1000);
      expect(await askToken(await assertion(signer, { exp: now - 60 }), 'system/Patient.rs')).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
      expect(await askToken(await assertion(signer, { exp: now + 600 }), 'system/Patient.rs')).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
      expect(await askToken(await assertion(signer, { aud: `${gw.url}/elsewhere` }), 'system/Patient.rs')).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
      const stranger = await generateKeyPair('RS384');
      expect(await askToken(await assertion(signer, {}, stranger.privateKey), 'system/Patient.rs')).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
      const once = await assertion(signer);
      expect((await askToken(once, 'system/Patient.rs')).status).toBe(200);
      expect(await askToken(once, 'system/Patient.rs')).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
      expect(await askToken(await assertion(signer), 'system/Observation.rs')).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
      // Granted: the requested scopes the client is registered for; refused when there is none.
      expect(await askToken(await assertion(signer), 'system/*.rs')).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
      expect(await askToken(await assertion(signer), 'system/Patient.read system/Observation.rs')).toMatchObject({ status: 200, body: { scope: 'system/Patient.read' } });
    });

    it('a token reads only the types its scopes grant, only on its integrator\'s sites and FHIR bases', async () => {
      const signer = await registerClient(key, 'ES384', ['system/Patient.rs']);
      const { body } = await askToken(await assertion(signer), 'system/Patient.rs');
      const auth = { authorization: `Bearer ${body.access_token!}` };
      expect((await fetch(`${base}/Patient?_count=1`, { headers: auth })).status).toBe(200);
      const refused = await fetch(`${base}/Observation?_count=1`, { headers: auth });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as OperationOutcome).issue[0]!.code).toBe('forbidden');
      expect((await fetch(`${base}/Patient/$export`, { headers: { ...auth, prefer: 'respond-async' } })).status).toBe(403);
      const started = await fetch(`${base}/Patient/$export?_type=Patient`, { headers: { ...auth, prefer: 'respond-async' } });
      expect(started.status).toBe(202);
      expect((await fetch(`${gw.url}/integrator/sites`, { headers: auth })).status).toBe(401);
      // TOKEN_WRONG_SURFACE, as for a Device token on the Desktop API.
      expect((await fetch(`${gw.url}/desktop/sites/${siteId}/fhir/R4/Patient`, { headers: { ...auth, deviceid: 'd1' } })).status).toBe(403);
      expect((await fetch(`${base}/Patient`, { headers: { authorization: `${auth.authorization}x` } })).status).toBe(401);

      // Another integrator's token: its export list, files and an unpaired site are closed to it.
      const manifest = await manifestOf(started.headers.get('content-location')!);
      const otherSigner = await registerClient(otherKey, 'RS384', ['system/*.rs']);
      const other = { authorization: `Bearer ${(await askToken(await assertion(otherSigner))).body.access_token!}` };
      expect((await fetch(started.headers.get('content-location')!, { headers: other })).status).toBe(404);
      expect((await fetch(manifest.output[0]!.url, { headers: other })).status).toBe(404);
      const strangerKey = ((await http('POST', `${gw.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: '{"name":"unpaired"}' })).body as { apiKey: string }).apiKey;
      const strangerSigner = await registerClient(strangerKey, 'RS384', ['system/*.rs']);
      const stranger = { authorization: `Bearer ${(await askToken(await assertion(strangerSigner))).body.access_token!}` };
      expect((await fetch(`${base}/Patient?_count=1`, { headers: stranger })).status).toBe(404);
      expect((await fetch(`${base}/Patient/$export`, { headers: { ...stranger, prefer: 'respond-async' } })).status).toBe(404);

      // The owner's token reads the file until the export is cancelled.
      expect((await fetch(manifest.output[0]!.url, { headers: auth })).status).toBe(200);
      expect((await fetch(started.headers.get('content-location')!, { method: 'DELETE', headers: auth })).status).toBe(202);
      expect((await fetch(manifest.output[0]!.url, { headers: auth })).status).toBe(404);

      // Each integrator lists only its own clients, and never sees another's.
      const listed = (await http('GET', `${gw.url}/integrator/smart/clients`, { headers: { 'x-api-key': key } })).body as { clients: { id: string }[] };
      expect(listed.clients.map((c) => c.id)).toContain(signer.clientId);
      expect(listed.clients.map((c) => c.id)).not.toContain(otherSigner.clientId);
      expect((await http('DELETE', `${gw.url}/integrator/smart/clients/${signer.clientId}`, { headers: { 'x-api-key': otherKey } })).status).toBe(404);
      // Deleting the client ends its tokens.
      expect((await http('DELETE', `${gw.url}/integrator/smart/clients/${signer.clientId}`, { headers: { 'x-api-key': key } })).status).toBe(204);
      expect((await fetch(`${base}/Patient?_count=1`, { headers: auth })).status).toBe(401);
      const again = await http('DELETE', `${gw.url}/integrator/smart/clients/${signer.clientId}`, { headers: { 'x-api-key': key } });
      expect(again).toMatchObject({ status: 404, body: { error: { code: 'SMART_CLIENT_NOT_FOUND' } } });
    });

    it('refuses a JWKS holding a private key or a key of another algorithm', async () => {
      const { privateKey } = await generateKeyPair('RS384', { extractable: true });
      const post = (jwks: unknown) => http('POST', `${gw.url}/integrator/smart/clients`, { headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'bad', jwks, scopes: ['system/*.rs'] }) });
      expect((await post({ keys: [await exportJWK(privateKey)] })).status).toBe(400);
      const ed = await generateKeyPair('EdDSA', { extractable: true });
      expect((await post({ keys: [await exportJWK(ed.publicKey)] })).status).toBe(400);
    });
  });
});
