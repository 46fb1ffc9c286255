/**
 * The typed client (issue 8), end to end: the README's integrator program runs against the built gateway and
 * a real site agent on SQLite, and the committed client types are those of the served OpenAPI document.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayClient, GatewayApiError } from '@site-query-gateway/client/index.js';
import { generateClientTypes, servedOpenApiDocument } from '../../packages/client/scripts/generate-types.js';
import { runAgentCommand, startAgentProcess, stopProcess } from '@site-query-gateway/demo/agent-process.js';
import { OPERATOR_KEY, eventually, http, makeTempDir, startGatewayProcess, waitForAgentReady, type GatewayProcess } from '../helpers/processes.js';

const ROWS = 2500;

/** A whole integrator program over several result pages (the documented examples run against the demo: test/docs). */
async function integratorProgram(options: { baseUrl: string; apiKey: string; siteId: string; say?: (line: string) => void }) {
  const say = options.say ?? console.log;
  const gateway = createGatewayClient({ baseUrl: options.baseUrl, apiKey: options.apiKey });

  const site = await gateway.site(options.siteId);
  say(`${site.name} is ${site.availability}`);

  // Immediate: the rows come back decoded.
  const { rows: firstItems } = await gateway.immediate(options.siteId, {
    command: { text: 'SELECT id, name FROM items WHERE id <= @n ORDER BY id', parameters: [{ name: '@n', type: 'Int', value: '3' }] },
  });
  say(`first items: ${firstItems.map((r) => r.name).join(', ')}`);

  // Async: submit, wait with progress, then read every row of every page.
  const submitted = await gateway.submitAsync(options.siteId, { command: { text: 'SELECT id, amount FROM items ORDER BY id' } });
  const done = await gateway.waitFor(options.siteId, submitted.id, { intervalMs: 100, onProgress: (q) => say(`query ${q.id}: ${q.status}`) });
  let count = 0;
  let total = 0;
  for await (const row of gateway.rows(options.siteId, done.id)) {
    count++;
    total += Number(row.amount);
  }
  say(`read ${count} rows over ${done.result?.pages?.length ?? 0} page(s); amounts add up to ${total}`);

  // A mistake comes back as a GatewayApiError with the documented code.
  let refused = '';
  try {
    await gateway.immediate(options.siteId, { command: { text: 'SELECT * FROM no_such_table' } });
  } catch (err) {
    if (!(err instanceof GatewayApiError)) throw err;
    refused = err.code;
    say(`refused: ${err.message}`);
  }

  const statuses = await gateway.batchStatus(options.siteId, [submitted.id, '00000000-0000-4000-8000-000000000000']);
  say(`batch: ${statuses.map((s) => `${s.queryId.slice(0, 8)} ${s.status}`).join(', ')}`);
  return { firstItems, count, total, pages: done.result?.pages?.length ?? 0, refused, statuses };
}

describe('typed client against a real gateway and agent', () => {
  let gw: GatewayProcess;
  let dir: string;
  let key: string;
  let siteId: string;
  let agent: ReturnType<typeof startAgentProcess> | undefined;

  beforeAll(async () => {
    dir = makeTempDir('e2e-client');
    const file = path.join(dir, 'clinic.db');
    const db = new Database(file);
    db.exec(`create table items (id integer primary key, name text not null, amount integer not null);
             with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS}) insert into items select i, 'item-' || i, i from n`);
    db.close();
    // Small pages, so the async result spans several and the client walks them.
    gw = await startGatewayProcess({ GATEWAY_SWEEP_INTERVAL_MS: '50', GATEWAY_PAGE_SIZE_BYTES: '16384', GATEWAY_INLINE_RESULT_BYTES: '4096' });
    key = ((await http('POST', `${gw.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: '{"name":"client"}' })).body as { apiKey: string }).apiKey;
    const config = path.join(dir, 'agent.json');
    const installed = await runAgentCommand(['--config', config, 'install', '--gateway-url', gw.url, '--kind', 'Zedmed', '--pms-site-id', 'ZM-CLIENT', '--practice-name', 'Client clinic', '--db-engine', 'sqlite', '--db', `ZEDMED=${file}`]);
    expect(installed.code, installed.stderr).toBe(0);
    siteId = (JSON.parse(fs.readFileSync(config, 'utf8')) as { siteId: string }).siteId;
    expect((await http('POST', `${gw.url}/integrator/pair-site?practiceManagementName=Zedmed&practiceManagementSiteId=ZM-CLIENT`, { headers: { 'x-api-key': key } })).status).toBe(200);
    agent = startAgentProcess(config, { AGENT_LOG_LEVEL: 'warn' });
    await eventually(async () => {
      const sites = (await http('GET', `${gw.url}/admin/sites`, { headers: { 'x-operator-key': OPERATOR_KEY } })).body as { sites: { id: string; availability: string }[] };
      return sites.sites.find((s) => s.id === siteId)?.availability === 'online' ? true : undefined;
    }, 20_000, 'agent online');
    await waitForAgentReady(gw.url, siteId, key);
  }, 120_000);

  afterAll(async () => {
    if (agent) await stopProcess(agent);
    await gw?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs an integrator program over several pages', async () => {
    const lines: string[] = [];
    const outcome = await integratorProgram({ baseUrl: gw.url, apiKey: key, siteId, say: (line) => lines.push(line) });
    expect(outcome.firstItems).toEqual([{ id: 1, name: 'item-1' }, { id: 2, name: 'item-2' }, { id: 3, name: 'item-3' }]);
    expect(outcome.count).toBe(ROWS);
    expect(outcome.total).toBe((ROWS * (ROWS + 1)) / 2);
    expect(outcome.pages).toBeGreaterThan(1);
    expect(outcome.refused).toBe('SQL_ERROR');
    expect(outcome.statuses.map((s) => s.status)).toEqual(['found', 'notFound']);
    expect(lines.some((l) => l.includes(': successful'))).toBe(true);
  }, 60_000);

  it('the committed client types are those of the served OpenAPI document (npm run client:types)', async () => {
    const committed = fs.readFileSync(new URL('../../packages/client/src/openapi-types.ts', import.meta.url), 'utf8');
    expect(await generateClientTypes(await servedOpenApiDocument())).toBe(committed);
  });
});
