/**
 * The clinic's audit log against the gateway's audit trail: a real agent (in-process, SQLite practice
 * database) serves an immediate query, a failing one, one with a parameter and an async export sent through
 * the gateway; its log has one line per command with whom it ran for (the integrator the gateway named),
 * the same query ids and SQL hashes as the gateway's records, outcomes and rows, and never the SQL text or a
 * parameter's value. `site-agent audit` (the built command) prints it with a header row.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAgentRuntimeSettings, type AgentFile } from '@site-query-gateway/agent/agent-config.js';
import { readAuditLog, type AuditLogEntry } from '@site-query-gateway/agent/audit-log.js';
import { SqliteDriver } from '@site-query-gateway/agent/drivers/sqlite/sqlite.js';
import { startAgent, type RunningAgent } from '@site-query-gateway/agent/run.js';
import { OPERATOR_KEY, startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

const SITE_AGENT = fileURLToPath(new URL('../../packages/agent/bin/site-agent.js', import.meta.url));
const LITERAL = 'Nguyen-Literal-2281';
const PARAMETER = 'Param-Value-9913';

describe("the agent's audit log", () => {
  let t: TestGateway;
  let key: string;
  let integratorId: string;
  let site: TestSite;
  let dir: string;
  let configPath: string;
  let agent: RunningAgent;
  const queryIds: string[] = [];

  beforeAll(async () => {
    t = await startTestGateway({ port: 0 });
    const gatewayUrl = await t.gateway.listen();
    const integrator = await t.createIntegrator();
    key = integrator.key;
    integratorId = integrator.id;
    site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    expect((await t.pair(key, site)).statusCode).toBe(200);

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-audit-'));
    const dbPath = path.join(dir, 'clinic.db');
    const db = new Database(dbPath);
    db.exec("create table patients (id integer primary key, surname text); insert into patients (surname) values ('Smith'), ('Jones'), ('Brown');");
    db.close();
    configPath = path.join(dir, 'site-agent.json');
    const config: AgentFile = {
      gatewayUrl, siteId: site.siteId, subscriptionKey: site.subscriptionKey, practiceManagementName: site.practiceManagementName,
      practiceManagementSiteId: site.practiceManagementSiteId, practiceName: 'Test Clinic', practiceManagementVersion: '6.5', databaseEngine: 'sqlite',
      name: 'Test Clinic', catalogues: [{ name: 'BPSPatients', isDefault: true, connection: dbPath }], readFrom: configPath,
    };
    fs.writeFileSync(configPath, JSON.stringify({ ...config, readFrom: undefined }), { mode: 0o600 });
    agent = startAgent(config, loadAgentRuntimeSettings({ AGENT_MAX_RECONNECT_DELAY_MS: '200' }), pino({ level: 'silent' }), { driver: new SqliteDriver() });
    await vi.waitFor(() => expect(t.gateway.ctx.agents.isReady(site.siteId)).toBe(true), { timeout: 10_000, interval: 20 });
  });
  afterAll(async () => {
    await agent?.stop();
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = async (mode: 'immediate' | 'async', command: object): Promise<{ id: string; status: number }> => {
    const res = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/${mode}`, headers: { 'x-api-key': key }, payload: { command } });
    const id = (res.json() as { id: string }).id;
    queryIds.push(id);
    return { id, status: res.statusCode };
  };
  const logged = (): Promise<AuditLogEntry[]> => readAuditLog(`${configPath}.audit.jsonl`, 10);

  it('records every command the gateway sent, as the gateway records it', async () => {
    expect((await post('immediate', { text: 'select id, surname from patients order by id' })).status).toBe(200);
    expect((await post('immediate', { text: `select * from no_such_table where surname = '${LITERAL}'` })).status).toBe(400);
    expect((await post('immediate', { text: 'select id from patients where surname = @s', parameters: [{ name: '@s', type: 'NVarChar', value: PARAMETER }] })).status).toBe(200);
    const exported = await post('async', { text: 'select * from patients' });
    expect(exported.status).toBe(201);

    const entries = await vi.waitFor(
      async () => {
        const found = await logged();
        if (found.length < 4) throw new Error(`${found.length} entries so far`);
        return found;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(entries).toHaveLength(4);
    expect(entries.map((e) => e.queryId).sort()).toEqual([...queryIds].sort());
    const byId = new Map(entries.map((e) => [e.queryId, e]));
    expect(byId.get(queryIds[0]!)).toMatchObject({ mode: 'immediate', registered: false, integratorId, catalogue: 'BPSPatients', outcome: 'successful', rows: 3, parameters: 0 });
    expect(byId.get(queryIds[1]!)).toMatchObject({ outcome: 'executionFailed', errorType: 'sqlite', integratorId });
    expect(byId.get(queryIds[2]!)).toMatchObject({ outcome: 'successful', rows: 0, parameters: 1 });
    expect(byId.get(queryIds[3]!)).toMatchObject({ mode: 'async', outcome: 'successful', rows: 3 });

    // The gateway's trail names the same queries with the same SQL hashes.
    await t.gateway.ctx.audit.drain();
    const trail = (await t.inject({ url: `/admin/audit?siteId=${site.siteId}`, headers: { 'x-operator-key': OPERATOR_KEY } })).json() as { records: { queryId: string | null; sqlHash: string | null }[] };
    for (const entry of entries) expect(trail.records.find((r) => r.queryId === entry.queryId)?.sqlHash).toBe(entry.sqlHash);

    const text = fs.readFileSync(`${configPath}.audit.jsonl`, 'utf8');
    for (const secret of [LITERAL, PARAMETER, 'no_such_table', 'patients', 'Smith', site.subscriptionKey]) expect(text).not.toContain(secret);
    expect(fs.statSync(`${configPath}.audit.jsonl`).mode & 0o777).toBe(0o600);
  });

  it('`site-agent audit` prints the log with a header row, and filters it', async () => {
    const run = (args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [SITE_AGENT, '--config', configPath, 'audit', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, AGENT_AUDIT_LOG: '' } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    const all = await run([]);
    expect(all.code, all.stderr).toBe(0);
    const [header, ...rows] = all.stdout.trimEnd().split('\n');
    expect(header!.split(/\s{2,}/)).toEqual(['TIME', 'QUERY', 'MODE', 'FOR', 'CATALOGUE', 'OUTCOME', 'ROWS', 'MS', 'SQL']);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.includes(integratorId))).toBe(true);
    const one = await run(['--json', '--query', queryIds[3]!]);
    expect(one.stdout.trim().split('\n').map((line) => (JSON.parse(line) as AuditLogEntry).queryId)).toEqual([queryIds[3]]);
    expect((await run(['--since', '2999-01-01T00:00:00Z'])).stdout.trim()).toBe('(none)');
    expect((await run(['--json', '--last', '2'])).stdout.trim().split('\n')).toHaveLength(2);
  });
});
