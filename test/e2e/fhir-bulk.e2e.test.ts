/**
 * FHIR Bulk Data `$export` end to end: the built gateway and a real Best Practice agent serving a generated
 * demo clinic (SQLite), driven over HTTP with the integrator's key. Kick-off, status polling, the manifest
 * and every NDJSON line (valid R4) are checked against independent SQL counts on the clinic's database;
 * `_type`, `_since` and `_typeFilter` change the output as the Bulk Data IG says; a cancelled export's status
 * and files are gone, another integrator never sees one, and the export survives a gateway restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from '@site-query-gateway/sqlite/better-sqlite3.js';
import type { FhirResource, OperationOutcome } from 'fhir/r4.js';
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

  it('refuses what it cannot honour with a 400 OperationOutcome', async () => {
    for (const query of ['_outputFormat=text/csv', '_type=Practitioner', '_elements=id', `_typeFilter=${encodeURIComponent('Patient?_sort=family')}`, `_typeFilter=${encodeURIComponent('Patient?nope=1')}`]) {
      const res = await kickOff(`Patient/$export?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as OperationOutcome).resourceType).toBe('OperationOutcome');
    }
    const sync = await fetch(`${base}/$export`, { headers: { 'x-api-key': key } });
    expect(sync.status).toBe(400);
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
});
