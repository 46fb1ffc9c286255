/**
 * SQL passthrough end to end on SQLite: the built gateway and a real site agent as separate processes.
 * Immediate and async queries, parameters, catalogues, SQL errors, timeouts, a 1,000,000-row async result
 * read back through both page endpoints, orphans after SIGKILL, and queued work surviving a gateway kill.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgentCommand, startAgentProcess, stopProcess } from '@site-query-gateway/demo/agent-process.js';
import { OPERATOR_KEY, eventually, http, makeTempDir, startGatewayProcess, waitForAgentReady, type GatewayProcess } from '../helpers/processes.js';

const MILLION = 1_000_000;
/**
 * Yields one row every ~20M recursion steps (about a second): slow, yet interruptible, because the
 * SQLite driver checks the command timeout between rows (a single long step cannot be interrupted).
 */
const SLOW_ROWS = 'with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000000000) select i from n where i % 20000000 = 0';
const GATEWAY_ENV = {
  GATEWAY_SWEEP_INTERVAL_MS: '50',
  // Long enough for the 1M-row export's statement on a loaded CI machine (8 s was not, once), short enough that
  // the two timeout tests wait for it in reasonable time.
  GATEWAY_SQL_COMMAND_TIMEOUT_MS: '20000',
  GATEWAY_INLINE_RESULT_BYTES: '65536',
  // Small, so an immediate result over the limit is cheap to produce.
  GATEWAY_IMMEDIATE_RESULT_LIMIT_BYTES: '200000',
};
const AGENT_ENV = { AGENT_LOG_LEVEL: 'warn', AGENT_MAX_RECONNECT_DELAY_MS: '300' };

interface Record_ {
  id: string;
  status: string;
  result?: { rows: number; size: number; data?: string; rowsAffected?: number; parameters: unknown[]; pages?: { pageNumber: number; size: number; rows: { count: number; rangeStart: number; rangeEnd: number } }[] };
  errorDetails?: { errorType: string; errorCode: number; errorMessage: string };
  metrics: { sqlExecutionDuration?: number };
  statusTiming: Record<string, { startTime: string; endTime?: string }>;
}

function makeClinicDb(file: string, rows: number, label: string): void {
  const db = new Database(file);
  db.exec(`create table items (id integer primary key, name text not null, amount real, note text);
           create table meta (label text);`);
  db.prepare('insert into meta values (?)').run(label);
  db.exec(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${rows})
           insert into items select i, 'item-' || i, i * 1.5, case when i % 7 = 0 then null else 'note ' || i end from n`);
  db.close();
}

describe('SQL passthrough on SQLite, end to end', () => {
  let gw: GatewayProcess;
  let dir: string;
  let key: string;
  let siteId: string;
  let configPath: string;
  let agent: ReturnType<typeof startAgentProcess>;
  let mainDb: string;

  const headers = () => ({ 'x-api-key': key, 'content-type': 'application/json' });
  const post = (mode: string, body: unknown) => http('POST', `${gw.url}/integrator/sites/${siteId}/queries/${mode}`, { headers: headers(), body: JSON.stringify(body) });
  const get = (suffix: string) => http('GET', `${gw.url}/integrator/sites/${siteId}/queries/${suffix}`, { headers: { 'x-api-key': key } });
  const decode = (record: Record_): unknown => JSON.parse(Buffer.from(record.result?.data ?? '', 'base64').toString('utf8'));
  const waitStatus = (id: string, wanted: (s: string) => boolean, timeoutMs = 60_000) =>
    eventually(async () => {
      const r = (await get(id)).body as Record_;
      return wanted(r.status) ? r : undefined;
    }, timeoutMs, `query ${id}`);
  const startAgent = async (): Promise<void> => {
    agent = startAgentProcess(configPath, AGENT_ENV);
    await eventually(async () => {
      const sites = (await http('GET', `${gw.url}/admin/sites`, { headers: { 'x-operator-key': OPERATOR_KEY } })).body as { sites: { id: string; availability: string }[] };
      return sites.sites.find((s) => s.id === siteId)?.availability === 'online' ? true : undefined;
    }, 15_000, 'agent online');
    await waitForAgentReady(gw.url, siteId, key);
  };

  beforeAll(async () => {
    dir = makeTempDir('e2e-sql');
    mainDb = path.join(dir, 'main.db');
    makeClinicDb(mainDb, MILLION, 'main');
    makeClinicDb(path.join(dir, 'other.db'), 3, 'other');
    gw = await startGatewayProcess(GATEWAY_ENV);
    const created = await http('POST', `${gw.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: '{"name":"sql-e2e"}' });
    key = (created.body as { apiKey: string }).apiKey;
    configPath = path.join(dir, 'agent.json');
    const installed = await runAgentCommand(['--config', configPath, 'install', '--gateway-url', gw.url, '--kind', 'Zedmed', '--pms-site-id', 'ZM-SQL', '--practice-name', 'SQL clinic', '--db-engine', 'sqlite', '--db', `ZEDMED=${mainDb}`, '--db', `ZEDMEDCLINICAL=${path.join(dir, 'other.db')}`]);
    expect(installed.code, installed.stderr).toBe(0);
    siteId = (JSON.parse(fs.readFileSync(configPath, 'utf8')) as { siteId: string }).siteId;
    expect((await http('POST', `${gw.url}/integrator/pair-site?practiceManagementName=Zedmed&practiceManagementSiteId=ZM-SQL`, { headers: { 'x-api-key': key } })).status).toBe(200);
    await startAgent();
  }, 120_000);

  afterAll(async () => {
    if (agent) await stopProcess(agent);
    await gw?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('immediate reader: 200 with base64 JSON rows, keys in select order, the downloading phase timed', async () => {
    const res = await post('immediate', { command: { text: 'select id, name, note from items where id <= 7 order by id' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const record = res.body as Record_;
    expect(record).toMatchObject({ status: 'successful', result: { rows: 7 } });
    const rows = decode(record) as Record<string, unknown>[];
    expect(rows[0]).toEqual({ id: 1, name: 'item-1', note: 'note 1' });
    expect(Object.keys(rows[0]!)).toEqual(['id', 'name', 'note']);
    expect(rows[6]).toEqual({ id: 7, name: 'item-7', note: null });
    expect(record.statusTiming.downloading?.endTime).toBeDefined();
    expect(record.statusTiming.executing?.endTime).toBeDefined();
    expect(record.statusTiming.uploading?.endTime).toBeDefined();
    expect(typeof record.metrics.sqlExecutionDuration).toBe('number');
    // A status read of an immediate query shows the result without pages.
    const status = (await get(record.id)).body as Record_;
    expect(status.result?.pages).toBeUndefined();
    expect(decode(status)).toEqual(rows);
  });

  it('an immediate result larger than the inline limit comes back whole (uploaded, then answered)', async () => {
    const res = await post('immediate', { command: { text: 'select id, name, amount, note from items where id <= 2500 order by id' } });
    expect(res.status).toBe(200);
    const rows = decode(res.body as Record_) as { id: number }[];
    expect((res.body as Record_).result?.size).toBeGreaterThan(65_536);
    expect(rows).toHaveLength(2500);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 2500 }, (_, i) => i + 1));
    // Over 64 KiB the record's data is streamed (api/record-response), on create and on a status read alike.
    const status = (await get((res.body as Record_).id)).body as Record_;
    expect(status.result).toEqual((res.body as Record_).result);
  });

  it('input parameters, scalar and nonQuery', async () => {
    const params = await post('immediate', { command: { text: 'select name from items where id = @id', parameters: [{ name: '@id', type: 'Int', value: '42' }] } });
    expect(decode(params.body as Record_)).toEqual([{ name: 'item-42' }]);
    const scalar = await post('immediate', { command: { text: 'select count(*) from items where id <= 10', executionMode: 'scalar' } });
    expect(decode(scalar.body as Record_)).toBe(10);
    const write = await post('immediate', { command: { text: "update items set note = 'changed' where id in (1, 2, 3)", executionMode: 'nonQuery' } });
    expect(write.body).toMatchObject({ status: 'successful', result: { rowsAffected: 3 } });
    expect((write.body as Record_).result?.data).toBeUndefined();
  });

  it('catalogue chooses the database; an unknown one is 400', async () => {
    const main = await post('immediate', { command: { text: 'select label from meta' } });
    const other = await post('immediate', { command: { text: 'select label from meta' }, catalogue: 'ZEDMEDCLINICAL' });
    expect([decode(main.body as Record_), decode(other.body as Record_)]).toEqual([[{ label: 'main' }], [{ label: 'other' }]]);
    expect((await post('immediate', { command: { text: 'select 1' }, catalogue: 'NOPE' })).status).toBe(400);
  });

  it('an SQL error is 400 with the record in executionFailed and sqlite errorDetails', async () => {
    const res = await post('immediate', { command: { text: 'select * from no_such_table' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'executionFailed', errorDetails: { errorType: 'sqlite' }, error: { code: 'SQL_ERROR', status: 400 } });
  });

  it('an immediate result over the limit is 413; an immediate command past the SQL timeout is 504', async () => {
    const big = await post('immediate', { command: { text: 'select id, name, amount, note from items where id <= 10000' } });
    expect(big).toMatchObject({ status: 413, body: { status: 'executionFailed', error: { code: 'RESULT_TOO_LARGE' } } });
    const slow = await post('immediate', { command: { text: SLOW_ROWS } });
    expect(slow).toMatchObject({ status: 504, body: { status: 'executionFailed', error: { code: 'QUERY_TIMEOUT' }, errorDetails: { errorType: 'sqlite' } } });
  }, 45_000);

  it('a command past the SQL timeout fails with a timeout error', async () => {
    const res = await post('async', { command: { text: SLOW_ROWS } });
    const record = await waitStatus((res.body as Record_).id, (s) => !['initialising', 'queued', 'executing', 'uploading'].includes(s), 45_000);
    expect(record).toMatchObject({ status: 'executionFailed', errorDetails: { errorType: 'sqlite' } });
    expect(record.errorDetails?.errorMessage.toLowerCase()).toMatch(/timeout|timed out|interrupt|did not finish/);
  }, 45_000);

  it('an async query of 1,000,000 rows returns every row exactly once through the page and the stream endpoints', async () => {
    const res = await post('async', { command: { text: 'select id, name, amount, note from items order by id' } });
    expect(res.status).toBe(201);
    const record = await waitStatus((res.body as Record_).id, (s) => s === 'successful' || s.endsWith('Failed'), 120_000);
    expect(record.status).toBe('successful');
    expect(record.result?.rows).toBe(MILLION);
    const pages = record.result?.pages ?? [];
    expect(pages.length).toBeGreaterThan(50);

    const source = new Database(mainDb, { readonly: true });
    const check = (rows: { id: number; name: string; amount: number; note: string | null }[], expectedStart: number): number => {
      let next = expectedStart;
      const stmt = source.prepare('select id, name, amount, note from items where id >= ? order by id limit ?');
      const expected = stmt.all(next, rows.length) as typeof rows;
      expect(rows).toEqual(expected);
      next += rows.length;
      return next;
    };
    let nextViaPages = 1;
    let nextViaStream = 1;
    for (const page of pages) {
      const viaPage = await fetch(`${gw.url}/integrator/sites/${siteId}/queries/${record.id}/results/${page.pageNumber}`, { headers: { 'x-api-key': key } });
      expect(viaPage.headers.get('rows-range-start')).toBe(String(page.rows.rangeStart));
      expect(Number(viaPage.headers.get('size'))).toBe(page.size);
      const body = (await viaPage.json()) as { data: string };
      const rows = JSON.parse(Buffer.from(body.data, 'base64').toString('utf8')) as { id: number; name: string; amount: number; note: string | null }[];
      expect(page.rows.rangeStart).toBe(nextViaPages);
      nextViaPages = check(rows, nextViaPages);

      const viaStream = await fetch(`${gw.url}/integrator/sites/${siteId}/queries/${record.id}/results/${page.pageNumber}/stream`, { headers: { 'x-api-key': key } });
      const streamed = (await viaStream.json()) as typeof rows;
      nextViaStream = check(streamed, nextViaStream);
    }
    source.close();
    expect([nextViaPages, nextViaStream]).toEqual([MILLION + 1, MILLION + 1]);
    const missing = await get(`${record.id}/results/${pages.length + 1}`);
    expect(missing).toMatchObject({ status: 404, body: { error: { code: 'PAGE_NOT_FOUND' } } });
  }, 240_000);

  it('an empty async result has one page: [] with count 0 and range 0..0', async () => {
    const res = await post('async', { command: { text: 'select id from items where id < 0' } });
    const record = await waitStatus((res.body as Record_).id, (s) => s === 'successful', 15_000);
    expect(record.result).toMatchObject({ rows: 0, pages: [{ pageNumber: 1, rows: { count: 0, rangeStart: 0, rangeEnd: 0 } }] });
    const page = await get(`${record.id}/results/1`);
    expect(Buffer.from((page.body as { data: string }).data, 'base64').toString()).toBe('[]');
  });

  it('killing the agent while a query executes leaves executionFailed after it restarts', async () => {
    const res = await post('async', { command: { text: SLOW_ROWS } });
    const id = (res.body as Record_).id;
    await waitStatus(id, (s) => s === 'executing', 10_000);
    await stopProcess(agent, 'SIGKILL');
    await startAgent();
    const record = await waitStatus(id, (s) => s !== 'executing', 15_000);
    expect(record.status).toBe('executionFailed');
    // Finalised as an orphan by the restarted agent, not by the command timeout.
    expect(record.errorDetails).toMatchObject({ errorType: 'agent', errorMessage: expect.stringContaining('stopped unexpectedly') as string });
  });

  it('killing the agent while it uploads leaves uploadFailed after it restarts', async () => {
    const res = await post('async', { command: { text: 'select id, name, amount, note from items order by id' } });
    const id = (res.body as Record_).id;
    await waitStatus(id, (s) => s === 'uploading', 30_000);
    await stopProcess(agent, 'SIGKILL');
    await startAgent();
    const record = await waitStatus(id, (s) => s !== 'uploading', 15_000);
    expect(record.status).toBe('uploadFailed');
    expect(record.errorDetails?.errorMessage).toContain('stopped unexpectedly');
  });

  it('async queries queued while the site is offline survive a gateway kill and run when the agent connects', async () => {
    await stopProcess(agent, 'SIGTERM');
    const ids: string[] = [];
    for (let i = 1; i <= 3; i++) ids.push(((await post('async', { command: { text: `select ${i} as n` } })).body as Record_).id);
    await gw.stop('SIGKILL');
    gw = await startGatewayProcess(GATEWAY_ENV, gw.dataDir);
    // The agent's config holds the old URL (random port): point it at the new gateway.
    const config = JSON.parse(fs.readFileSync(configPath, 'utf8')) as { gatewayUrl: string };
    fs.writeFileSync(configPath, JSON.stringify({ ...config, gatewayUrl: gw.url }), { mode: 0o600 });
    await startAgent();
    for (const [i, id] of ids.entries()) {
      const record = await waitStatus(id, (s) => s === 'successful', 15_000);
      const page = await get(`${id}/results/1`);
      expect(JSON.parse(Buffer.from((page.body as { data: string }).data, 'base64').toString('utf8'))).toEqual([{ n: i + 1 }]);
      expect(record.result?.rows).toBe(1);
    }
  }, 60_000);
});
