/**
 * Two gateway processes sharing one PostgreSQL store (the scaled-out deployment), with a real agent on a
 * SQLite clinic database connected to the first: immediate and paged async queries through the PostgreSQL
 * store (bytea chunks, conditional updates), and work created on the second instance picked up by the one
 * holding the site's socket. Each run uses its own schema, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgentCommand, startAgentProcess, stopProcess } from '@site-query-gateway/demo/agent-process.js';
import { OPERATOR_KEY, eventually, http, makeTempDir, startGatewayProcess, waitForAgentReady, type GatewayProcess } from '../helpers/processes.js';
import { PG_URL, pgAdmin, serviceAvailable } from '../helpers/services.js';

const available = await serviceAvailable('PostgreSQL', PG_URL);
const ROWS = 3000;

describe.runIf(available)('two gateways on a shared PostgreSQL store', () => {
  const schema = `e2e_store_${randomBytes(4).toString('hex')}`;
  const storeUrl = `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  let a: GatewayProcess;
  let b: GatewayProcess;
  let dir: string;
  let key: string;
  let siteId: string;
  let agent: ReturnType<typeof startAgentProcess>;


  beforeAll(async () => {
    await pgAdmin(`create schema ${schema}`);
    dir = makeTempDir('e2e-pgstore');
    const clinic = path.join(dir, 'clinic.db');
    const db = new Database(clinic);
    db.exec(`create table items (id integer primary key, name text);
             with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS}) insert into items select i, 'item-' || i from n`);
    db.close();
    const env = { GATEWAY_STORE_URL: storeUrl, GATEWAY_SWEEP_INTERVAL_MS: '100', GATEWAY_PAGE_SIZE_BYTES: '8192', GATEWAY_INLINE_RESULT_BYTES: '1024' };
    a = await startGatewayProcess(env);
    b = await startGatewayProcess(env);
    const created = await http('POST', `${a.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: '{"name":"pg-store"}' });
    key = (created.body as { apiKey: string }).apiKey;
    const config = path.join(dir, 'agent.json');
    const installed = await runAgentCommand(['--config', config, 'install', '--gateway-url', a.url, '--kind', 'D4w', '--pms-site-id', 'D4W-PGSTORE', '--practice-name', 'Store clinic', '--db-engine', 'sqlite', '--db', `D4W=${clinic}`]);
    expect(installed.code, installed.stderr).toBe(0);
    siteId = (JSON.parse(fs.readFileSync(config, 'utf8')) as { siteId: string }).siteId;
    // Paired through the other instance: both read the same store.
    expect((await http('POST', `${b.url}/integrator/pair-site?practiceManagementName=D4w&practiceManagementSiteId=D4W-PGSTORE`, { headers: { 'x-api-key': key } })).status).toBe(200);
    agent = startAgentProcess(config, { AGENT_LOG_LEVEL: 'warn' });
    await eventually(async () => ((await http('GET', `${b.url}/integrator/sites/${siteId}`, { headers: { 'x-api-key': key } })).body as { availability?: string }).availability === 'online' || undefined, 15_000, 'site online');
    await waitForAgentReady(b.url, siteId, key);
  }, 60_000);

  afterAll(async () => {
    if (agent) await stopProcess(agent);
    await a?.stop();
    await b?.stop();
    await pgAdmin(`drop schema if exists ${schema} cascade`);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = (gw: GatewayProcess, mode: string, text: string) =>
    http('POST', `${gw.url}/integrator/sites/${siteId}/queries/${mode}`, { headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ command: { text } }) });

  it('answers an immediate query through the instance holding the socket', async () => {
    const res = await post(a, 'immediate', 'select id, name from items where id <= 3 order by id');
    expect(res.status).toBe(200);
    const data = (res.body as { result: { data: string } }).result.data;
    expect(JSON.parse(Buffer.from(data, 'base64').toString())).toEqual([{ id: 1, name: 'item-1' }, { id: 2, name: 'item-2' }, { id: 3, name: 'item-3' }]);
  });

  it('answers an immediate query received by the instance without the socket (the other runs it), small and uploaded results alike', async () => {
    const res = await post(b, 'immediate', 'select id, name from items where id <= 3 order by id');
    expect(res.status).toBe(200);
    const record = res.body as { id: string; result: { data: string }; statusTiming: Record<string, unknown> };
    expect(JSON.parse(Buffer.from(record.result.data, 'base64').toString())).toEqual([{ id: 1, name: 'item-1' }, { id: 2, name: 'item-2' }, { id: 3, name: 'item-3' }]);
    expect(Object.keys(record.statusTiming)).toEqual(expect.arrayContaining(['queued', 'executing', 'uploading']));
    // Readable from either instance afterwards.
    expect(((await http('GET', `${a.url}/integrator/sites/${siteId}/queries/${record.id}`, { headers: { 'x-api-key': key } })).body as { status: string }).status).toBe('successful');
    // Larger than the inline limit (1 KiB here): page 1 is uploaded to whichever instance, read back by the one answering.
    const big = await post(b, 'immediate', 'select id, name from items where id <= 200 order by id');
    expect(big.status).toBe(200);
    expect(JSON.parse(Buffer.from((big.body as { result: { data: string } }).result.data, 'base64').toString())).toHaveLength(200);
  });

  it('runs an async query created on the other instance, and both serve its pages row for row', async () => {
    const created = await post(b, 'async', 'select id, name from items order by id');
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const record = await eventually(async () => {
      const r = (await http('GET', `${b.url}/integrator/sites/${siteId}/queries/${id}`, { headers: { 'x-api-key': key } })).body as { status: string; result?: { rows: number; pages: { pageNumber: number }[] } };
      return r.status === 'successful' ? r : undefined;
    }, 20_000, 'async query successful');
    expect(record.result?.rows).toBe(ROWS);
    expect(record.result?.pages.length).toBeGreaterThan(3);
    const ids: number[] = [];
    for (const page of record.result?.pages ?? []) {
      const via = page.pageNumber % 2 === 0 ? a : b;
      const res = await fetch(`${via.url}/integrator/sites/${siteId}/queries/${id}/results/${page.pageNumber}/stream`, { headers: { 'x-api-key': key } });
      ids.push(...((await res.json()) as { id: number }[]).map((r) => r.id));
    }
    expect(ids).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
  }, 40_000);
});
