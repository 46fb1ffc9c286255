/**
 * Registered queries end to end with real processes: a gateway, a real agent on a SQLite clinic database,
 * runs every 2 s for 20 s. The agent hashes each result and sends it only when it changed: counted at the
 * agent (its log says, per run, whether the result was sent) and at the gateway (resultSizeSum, lastHash,
 * the result read back). Halfway, the gateway is restarted on the same port and store: every one of the
 * registration's run slots is accounted for exactly once (a run, or a failure recorded for a slot missed
 * while no gateway ran), none twice, and the registration completes after its duration.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAgentCommand, startAgentProcess, stopProcess } from '@site-query-gateway/demo/agent-process.js';
import { OPERATOR_KEY, eventually, http, makeTempDir, startGatewayProcess, type GatewayProcess } from '../helpers/processes.js';

const FREQUENCY = 2;
// Long enough that runs are still due once the restarted gateway is up and the agent is back, even on a
// loaded machine (a CI run once took ~12 s from stop to the agent's return).
const DURATION = 30;
const SLOTS = DURATION / FREQUENCY;

interface View {
  status: string;
  completedAt?: string;
  lastHash?: string;
  lastErrorDetails?: { errorType: string; errorMessage: string };
  metrics: { executionSucceededCount: number; executionFailedCount: number; resultSizeSum: number; lastSucceededAt?: string };
}

describe('registered queries with a real agent', () => {
  let dir: string;
  let gw: GatewayProcess;
  let agent: ReturnType<typeof startAgentProcess> | undefined;
  let key: string;
  let siteId: string;
  let clinic: string;
  const agentRuns: { unchanged: boolean; size: number }[] = [];
  const env = { GATEWAY_REGISTERED_MIN_FREQUENCY_SECONDS: '1', GATEWAY_REGISTERED_CLAIM_INTERVAL_MS: '100', GATEWAY_SWEEP_INTERVAL_MS: '100', GATEWAY_HEARTBEAT_INTERVAL_MS: '1000' };

  beforeAll(async () => {
    dir = makeTempDir('e2e-registered');
    clinic = path.join(dir, 'clinic.db');
    const db = new Database(clinic);
    db.exec(`create table appointments (id integer primary key, note text); insert into appointments values (1, 'first'), (2, 'second');`);
    db.close();
    gw = await startGatewayProcess(env, path.join(dir, 'gw'));
    const created = await http('POST', `${gw.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: '{"name":"registered"}' });
    key = (created.body as { apiKey: string }).apiKey;
    const config = path.join(dir, 'agent.json');
    const installed = await runAgentCommand(['--config', config, 'install', '--gateway-url', gw.url, '--kind', 'D4w', '--pms-site-id', 'D4W-REG', '--practice-name', 'Registered clinic', '--db-engine', 'sqlite', '--db', `D4W=${clinic}`]);
    expect(installed.code, installed.stderr).toBe(0);
    siteId = (JSON.parse(fs.readFileSync(config, 'utf8')) as { siteId: string }).siteId;
    expect((await http('POST', `${gw.url}/integrator/pair-site?practiceManagementName=D4w&practiceManagementSiteId=D4W-REG`, { headers: { 'x-api-key': key } })).status).toBe(200);
    agent = startAgentProcess(config, { AGENT_LOG_LEVEL: 'info' }, (line) => {
      if (!line.includes('"msg":"job completed"') || !line.includes('"registered":true')) return;
      const entry = JSON.parse(line) as { unchanged: boolean; size: number };
      agentRuns.push({ unchanged: entry.unchanged, size: entry.size });
    });
    await eventually(async () => ((await http('GET', `${gw.url}/integrator/sites/${siteId}`, { headers: { 'x-api-key': key } })).body as { availability?: string }).availability === 'online' || undefined, 15_000, 'site online');
  }, 60_000);

  afterAll(async () => {
    if (agent) await stopProcess(agent);
    await gw?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uploads a changed result once, an unchanged one never, and survives a gateway restart without losing or doubling runs', async () => {
    const base = `/integrator/sites/${siteId}/queries/registered`;
    const headers = { 'x-api-key': key, 'content-type': 'application/json' };
    const body = JSON.stringify({ name: 'appointments', registeredQueryType: 'query', frequency: FREQUENCY, duration: DURATION, registerCommand: { command: { text: 'select id, note from appointments order by id' } } });
    const created = await http('POST', `${gw.url}${base}`, { headers, body });
    expect(created.status).toBe(202);
    const id = (created.body as { id: string }).id;
    const view = async (): Promise<View> => (await http('GET', `${gw.url}${base}/${id}`, { headers: { 'x-api-key': key } })).body as View;
    const result = async (): Promise<string> => Buffer.from(((await http('GET', `${gw.url}${base}/${id}/results`, { headers: { 'x-api-key': key } })).body as { data: string }).data, 'base64').toString();

    // Two runs with the same rows: one upload.
    const steady = await eventually(async () => ((await view()).metrics.executionSucceededCount >= 2 ? view() : undefined), 15_000, 'two runs');
    const firstData = await result();
    expect(JSON.parse(firstData)).toEqual([{ id: 1, note: 'first' }, { id: 2, note: 'second' }]);
    expect(steady.lastHash).toBe(createHash('sha256').update(firstData).digest('hex'));
    expect(steady.metrics.resultSizeSum).toBe(Buffer.byteLength(firstData));

    // A changed row: a new hash and a new result.
    const db = new Database(clinic);
    db.prepare("update appointments set note = 'moved' where id = 2").run();
    db.close();
    const changed = await eventually(async () => {
      const v = await view();
      return v.lastHash !== steady.lastHash ? v : undefined;
    }, 15_000, 'changed hash');
    const secondData = await result();
    expect(JSON.parse(secondData)).toEqual([{ id: 1, note: 'first' }, { id: 2, note: 'moved' }]);
    expect(changed.lastHash).toBe(createHash('sha256').update(secondData).digest('hex'));

    // Restart the gateway mid-schedule on the same port and store.
    const port = new URL(gw.url).port;
    const dataDir = gw.dataDir;
    await gw.stop();
    // The scenario: no gateway runs while two slots come due. The restarted gateway fires the latest slot that came
    // due, late, and counts only those before it as missed: so it starts once the slot the stopped gateway stored as
    // next, and the one after it, are due.
    const store = new Database(path.join(dataDir, 'gateway.db'), { readonly: true });
    const stored = store.prepare('select next_run_at from registered_queries where id = ?').get(id) as { next_run_at: string };
    store.close();
    const secondSlotDue = Date.parse(stored.next_run_at) + FREQUENCY * 1000;
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(secondSlotDue), { timeout: 3 * FREQUENCY * 1000, interval: 50 });
    gw = await startGatewayProcess({ ...env, PORT: port }, dataDir);
    const restartedAt = Date.now();

    const done = await eventually(async () => {
      const v = await view();
      return v.status === 'completed' && v.metrics.executionSucceededCount + v.metrics.executionFailedCount >= SLOTS ? v : undefined;
    }, 40_000, 'completed with every slot accounted for');
    expect(done.completedAt).toBeDefined();
    // Every slot once: a run (succeeded or failed) or a recorded miss; none twice.
    expect(done.metrics.executionSucceededCount + done.metrics.executionFailedCount).toBe(SLOTS);
    // Runs resumed after the restart (how many depends on how long the restart took; slots missed meanwhile
    // are the failures above, never fired late).
    expect(Date.parse(done.metrics.lastSucceededAt ?? '')).toBeGreaterThan(restartedAt);
    // The slot that fell due while no gateway ran is recorded as missed.
    expect(done.metrics.executionFailedCount).toBeGreaterThan(0);
    expect(done.lastErrorDetails?.errorType).toBe('gateway');

    // At the agent: exactly two results sent (the first and the changed one); every other run found its result unchanged.
    const sent = agentRuns.filter((r) => !r.unchanged);
    expect(sent.map((r) => r.size)).toEqual([Buffer.byteLength(firstData), Buffer.byteLength(secondData)]);
    expect(agentRuns.length).toBe(done.metrics.executionSucceededCount);
    // At the gateway: only those two travelled.
    expect(done.metrics.resultSizeSum).toBe(Buffer.byteLength(firstData) + Buffer.byteLength(secondData));
    expect(await result()).toBe(secondData);
  }, 120_000);
});
