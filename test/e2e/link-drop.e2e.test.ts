/**
 * A clinic's link that drops for a moment in the middle of an export: the gateway and a real agent as their
 * own processes, the agent reaching the gateway through a relay that meters its upload like a small uplink
 * and then cuts every connection (the WebSocket and the page uploads in flight). The export goes on after the
 * agent reconnects and retries the pages it was sending: it ends successful with every row once, in order.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgentCommand, startAgentProcess, stopProcess } from '@site-query-gateway/demo/agent-process.js';
import { OPERATOR_KEY, eventually, http, makeTempDir, startGatewayProcess, waitForAgentReady, type GatewayProcess } from '../helpers/processes.js';
import { TcpProxy } from '../helpers/tcp-proxy.js';

const ROWS = 150_000;

interface QueryRecord {
  id: string;
  status: string;
  result?: { rows: number; pages?: { pageNumber: number }[] };
}

describe('an export across a link that drops', () => {
  let gw: GatewayProcess;
  let proxy: TcpProxy;
  let dir: string;
  let key: string;
  let siteId: string;
  let agent: ReturnType<typeof startAgentProcess>;

  beforeAll(async () => {
    dir = makeTempDir('e2e-link-drop');
    const dbFile = path.join(dir, 'clinic.db');
    const db = new Database(dbFile);
    db.exec(`create table items (id integer primary key, name text not null, note text);
             with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
             insert into items select i, 'item-' || i, 'a note about item ' || i from n`);
    db.close();
    // Small pages, so many are in flight and the cut lands inside some of them.
    gw = await startGatewayProcess({ GATEWAY_PAGE_SIZE_BYTES: '65536' });
    proxy = await TcpProxy.start(gw.url, { upBytesPerSecond: 400_000 });
    const created = await http('POST', `${gw.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: '{"name":"link-drop"}' });
    key = (created.body as { apiKey: string }).apiKey;
    const configPath = path.join(dir, 'agent.json');
    const installed = await runAgentCommand(['--config', configPath, 'install', '--gateway-url', proxy.url, '--kind', 'Zedmed', '--pms-site-id', 'ZM-DROP', '--practice-name', 'Drop clinic', '--db-engine', 'sqlite', '--db', `ZEDMED=${dbFile}`]);
    expect(installed.code, installed.stderr).toBe(0);
    siteId = (JSON.parse(fs.readFileSync(configPath, 'utf8')) as { siteId: string }).siteId;
    expect((await http('POST', `${gw.url}/integrator/pair-site?practiceManagementName=Zedmed&practiceManagementSiteId=ZM-DROP`, { headers: { 'x-api-key': key } })).status).toBe(200);
    agent = startAgentProcess(configPath, { AGENT_LOG_LEVEL: 'warn', AGENT_MAX_RECONNECT_DELAY_MS: '500' });
    await waitForAgentReady(gw.url, siteId, key);
  }, 120_000);

  afterAll(async () => {
    if (agent) await stopProcess(agent);
    await proxy?.close();
    await gw?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('ends successful with every row once, in order, after the link dropped mid-upload', async () => {
    const headers = { 'x-api-key': key, 'content-type': 'application/json' };
    const created = await http('POST', `${gw.url}/integrator/sites/${siteId}/queries/async`, { headers, body: JSON.stringify({ command: { text: 'select id, name, note from items order by id' } }) });
    expect(created.status).toBe(201);
    const id = (created.body as QueryRecord).id;
    const read = async (): Promise<QueryRecord> => (await http('GET', `${gw.url}/integrator/sites/${siteId}/queries/${id}`, { headers: { 'x-api-key': key } })).body as QueryRecord;

    // Mid-upload: pages are going up, and the export is far from done.
    const before = proxy.upBytes;
    await eventually(async () => ((await read()).status === 'uploading' && proxy.upBytes - before > 150_000 ? true : undefined), 60_000, 'pages uploading');
    expect((await read()).status).toBe('uploading');
    proxy.cutAll();

    const done = await eventually(async () => {
      const record = await read();
      return ['successful', 'uploadFailed', 'executionFailed'].includes(record.status) ? record : undefined;
    }, 120_000, 'the export to end');
    expect(done.status).toBe('successful');
    expect(done.result?.rows).toBe(ROWS);

    let next = 1;
    for (const page of done.result?.pages ?? []) {
      const res = await fetch(`${gw.url}/integrator/sites/${siteId}/queries/${id}/results/${page.pageNumber}/stream`, { headers: { 'x-api-key': key } });
      const rows = (await res.json()) as { id: number; name: string }[];
      for (const row of rows) {
        expect(row.id).toBe(next);
        next++;
      }
    }
    expect(next - 1).toBe(ROWS);
  }, 240_000);
});
