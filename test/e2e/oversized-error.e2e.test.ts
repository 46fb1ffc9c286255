/**
 * An engine error message longer than a report may carry, end to end: the built gateway and a real site agent
 * on SQLite. SQLite quotes the unknown column in its message, so a 20,000-character identifier makes a message
 * over the protocol's bound. The report must still end the query: immediate answers 400 at once, async is
 * `executionFailed` at once, both with the message cut and marked.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgentCommand, startAgentProcess, stopProcess } from '@site-query-gateway/demo/agent-process.js';
import { MAX_ERROR_MESSAGE_LENGTH } from '@site-query-gateway/protocol/index.js';
import { OPERATOR_KEY, eventually, http, makeTempDir, startGatewayProcess, waitForAgentReady, type GatewayProcess } from '../helpers/processes.js';

/** Far beyond the bound: the unknown column's name, quoted back in SQLite's error message. */
const LONG_SQL = `SELECT ${'A'.repeat(20_000)}`;

interface FailedRecord {
  id: string;
  status: string;
  error?: { code: string; status: number };
  errorDetails?: { errorType: string; errorMessage: string };
}

describe('an oversized SQL error message, end to end', () => {
  let gw: GatewayProcess;
  let dir: string;
  let key: string;
  let siteId: string;
  let agent: ReturnType<typeof startAgentProcess>;

  const post = (mode: string, body: unknown) =>
    http('POST', `${gw.url}/integrator/sites/${siteId}/queries/${mode}`, { headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    dir = makeTempDir('e2e-long-error');
    const db = path.join(dir, 'clinic.db');
    new Database(db).exec('create table t (id integer primary key)').close();
    // A query left in flight would wait for the immediate deadline (504) or the stalled-query sweep: both
    // far longer than the waits below.
    gw = await startGatewayProcess({ GATEWAY_SWEEP_INTERVAL_MS: '50' });
    const created = await http('POST', `${gw.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: '{"name":"long-error"}' });
    key = (created.body as { apiKey: string }).apiKey;
    const configPath = path.join(dir, 'agent.json');
    const installed = await runAgentCommand(['--config', configPath, 'install', '--gateway-url', gw.url, '--kind', 'D4w', '--pms-site-id', 'D4W-LONG', '--practice-name', 'Long error clinic', '--db-engine', 'sqlite', '--db', `D4W=${db}`]);
    expect(installed.code, installed.stderr).toBe(0);
    siteId = (JSON.parse(fs.readFileSync(configPath, 'utf8')) as { siteId: string }).siteId;
    expect((await http('POST', `${gw.url}/integrator/pair-site?practiceManagementName=D4w&practiceManagementSiteId=D4W-LONG`, { headers: { 'x-api-key': key } })).status).toBe(200);
    agent = startAgentProcess(configPath, { AGENT_LOG_LEVEL: 'warn', AGENT_MAX_RECONNECT_DELAY_MS: '300' });
    await waitForAgentReady(gw.url, siteId, key);
  }, 120_000);

  afterAll(async () => {
    if (agent) await stopProcess(agent);
    await gw?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('immediate: 400 SQL_ERROR with the message cut to its bound, not a wait for the deadline', async () => {
    const res = await post('immediate', { command: { text: LONG_SQL }, maxTimeInQueue: 60_000 });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(400);
    const record = res.body as FailedRecord;
    expect(record).toMatchObject({ status: 'executionFailed', error: { code: 'SQL_ERROR' }, errorDetails: { errorType: 'sqlite' } });
    expect(record.errorDetails!.errorMessage.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE_LENGTH);
    expect(record.errorDetails!.errorMessage).toMatch(/AAAA.*characters cut by the site agent\]$/);
  }, 30_000);

  it('async: executionFailed as soon as the agent reports, with the message cut', async () => {
    const res = await post('async', { command: { text: LONG_SQL } });
    expect(res.status).toBe(201);
    const id = (res.body as FailedRecord).id;
    const record = await eventually(async () => {
      const r = (await http('GET', `${gw.url}/integrator/sites/${siteId}/queries/${id}`, { headers: { 'x-api-key': key } })).body as FailedRecord;
      return r.status === 'executionFailed' ? r : undefined;
    }, 15_000, 'the async query to fail');
    expect(record.errorDetails?.errorType).toBe('sqlite');
    expect(record.errorDetails!.errorMessage).toMatch(/characters cut by the site agent\]$/);
  }, 30_000);
});
