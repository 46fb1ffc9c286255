/**
 * A long SQLite step end to end (built gateway and a real site agent as separate processes): a statement
 * that SQLite computes in one native step before its first row (an aggregate over a recursive CTE, sized
 * here to take about 10 s on this machine) must not stall the agent. While it runs as an async query, an
 * immediate query on the same agent answers in about its own time and the site stays `online` under a
 * short heartbeat; and past the SQL command timeout the same statement is reported as a timeout near the
 * deadline rather than when the step ends. Whether the step still runs is read from the clinic database's
 * lock (the statement reads a table, so it holds a shared lock until its step ends), not from the clock.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAgentCommand, startAgentProcess, stopProcess } from '@site-query-gateway/demo/agent-process.js';
import { OPERATOR_KEY, eventually, http, makeTempDir, startGatewayProcess, type GatewayProcess } from '../helpers/processes.js';

/** How long the long statement should take; calibrated below on this machine. */
const TARGET_STEP_MS = 10_000;
/** Short, so an agent whose event loop is blocked shows `unavailable` within seconds. */
const HEARTBEAT_ENV = { GATEWAY_HEARTBEAT_INTERVAL_MS: '500', GATEWAY_AVAILABILITY_TIMEOUT_MS: '2500' };
const AGENT_ENV = { AGENT_LOG_LEVEL: 'info', AGENT_MAX_RECONNECT_DELAY_MS: '300' };
const FINAL = ['successful', 'executionFailed', 'uploadFailed', 'expiredInQueue'];

interface QueryRecord {
  id: string;
  status: string;
  result?: { rows: number; data?: string };
  errorDetails?: { errorType: string; errorCode: number; errorMessage: string };
}

/** One aggregate row after `steps` recursions: SQLite does all the work inside a single sqlite3_step. */
function longStatement(steps: number): string {
  return `with recursive c(x) as (select 1 union all select x + 1 from c where x < ${steps}) select count(*) as n from c`;
}

/** The same, reading the clinic's `items`: the step holds the database's shared lock until it ends. */
function longRead(steps: number): string {
  return `${longStatement(steps)} where exists (select 1 from items)`;
}

/** Recursion steps that take about `targetMs` here (best of three short runs, so a busy moment counts less). */
function calibrate(targetMs: number): { steps: number; estimateMs: number } {
  const db = new Database(':memory:');
  const probe = 1_000_000;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    db.prepare(longStatement(probe)).get();
    best = Math.min(best, performance.now() - started);
  }
  db.close();
  const steps = Math.round(Math.min(400_000_000, Math.max(5_000_000, (probe * targetMs) / best)));
  return { steps, estimateMs: (steps / probe) * best };
}

interface Site {
  gw: GatewayProcess;
  agent: ReturnType<typeof startAgentProcess>;
  agentLog: string[];
  post(mode: 'immediate' | 'async', body: unknown): Promise<{ status: number; body: unknown }>;
  query(id: string): Promise<QueryRecord>;
  /** Rows of an async query's result page. */
  page(id: string, pageNumber: number): Promise<unknown>;
  availability(): Promise<string | undefined>;
  /** Whether a statement reading the clinic database is inside its step (its shared lock keeps out an exclusive one). */
  aReadRuns(): boolean;
  stop(): Promise<void>;
}

/** Until a statement reading the clinic database is inside its step. */
async function untilInsideTheStep(site: Site): Promise<void> {
  await vi.waitFor(() => expect(site.aReadRuns()).toBe(true), { timeout: 30_000, interval: 50 });
}

/** A gateway with `env`, an integrator, and one paired SQLite site whose agent runs as its own process. */
async function startSite(name: string, env: Record<string, string>): Promise<Site> {
  const dir = makeTempDir(`e2e-${name}`);
  const dbFile = path.join(dir, 'clinic.db');
  const db = new Database(dbFile);
  db.exec("create table items (id integer primary key, name text); insert into items values (1, 'one'), (2, 'two');");
  db.close();
  const gw = await startGatewayProcess(env);
  const created = await http('POST', `${gw.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: `{"name":"${name}"}` });
  const key = (created.body as { apiKey: string }).apiKey;
  const configPath = path.join(dir, 'agent.json');
  const pmsSiteId = `ZM-${name}`;
  const installed = await runAgentCommand(['--config', configPath, 'install', '--gateway-url', gw.url, '--kind', 'Zedmed', '--pms-site-id', pmsSiteId, '--practice-name', name, '--db-engine', 'sqlite', '--db', `ZEDMED=${dbFile}`]);
  expect(installed.code, installed.stderr).toBe(0);
  const siteId = (JSON.parse(fs.readFileSync(configPath, 'utf8')) as { siteId: string }).siteId;
  expect((await http('POST', `${gw.url}/integrator/pair-site?practiceManagementName=Zedmed&practiceManagementSiteId=${pmsSiteId}`, { headers: { 'x-api-key': key } })).status).toBe(200);
  const agentLog: string[] = [];
  const agent = startAgentProcess(configPath, AGENT_ENV, (line) => agentLog.push(line));
  const headers = { 'x-api-key': key, 'content-type': 'application/json' };
  const site: Site = {
    gw,
    agent,
    agentLog,
    post: (mode, body) => http('POST', `${gw.url}/integrator/sites/${siteId}/queries/${mode}`, { headers, body: JSON.stringify(body) }),
    query: async (id) => (await http('GET', `${gw.url}/integrator/sites/${siteId}/queries/${id}`, { headers: { 'x-api-key': key } })).body as QueryRecord,
    page: async (id, pageNumber) => {
      const res = await http('GET', `${gw.url}/integrator/sites/${siteId}/queries/${id}/results/${pageNumber}`, { headers: { 'x-api-key': key } });
      return JSON.parse(Buffer.from((res.body as { data: string }).data, 'base64').toString('utf8')) as unknown;
    },
    availability: async () => ((await http('GET', `${gw.url}/integrator/sites/${siteId}`, { headers: { 'x-api-key': key } })).body as { availability?: string }).availability,
    aReadRuns: () => {
      const probe = new Database(dbFile, { timeout: 0 });
      try {
        probe.exec('BEGIN EXCLUSIVE');
        probe.exec('ROLLBACK');
        return false;
      } catch (err) {
        if (/locked|busy/i.test((err as Error).message)) return true;
        throw err;
      } finally {
        probe.close();
      }
    },
    stop: async () => {
      await stopProcess(agent);
      await gw.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await eventually(async () => ((await site.availability()) === 'online' ? true : undefined), 15_000, 'site online');
  return site;
}

async function waitFinal(site: Site, id: string, timeoutMs: number): Promise<{ record: QueryRecord; at: number }> {
  return eventually(async () => {
    const record = await site.query(id);
    return FINAL.includes(record.status) ? { record, at: performance.now() } : undefined;
  }, timeoutMs, `query ${id} final`);
}

/**
 * The long statement's size and expected length, calibrated in each suite's `beforeAll` (after its site has
 * started), not when the file is collected: collection runs while other files load, and a step measured then
 * on a busy machine could last a fraction of its estimate once the machine was quiet.
 */
let steps = 0;
let estimateMs = 0;
function calibrateSteps(): void {
  ({ steps, estimateMs } = calibrate(TARGET_STEP_MS));
}

describe('a long SQLite step does not stall the agent', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite('long-step', { ...HEARTBEAT_ENV, GATEWAY_SQL_COMMAND_TIMEOUT_MS: '300000', GATEWAY_SWEEP_INTERVAL_MS: '50' });
    calibrateSteps();
  }, 60_000);
  afterAll(() => site?.stop());

  it('an immediate query answers during a ~10 s async step, and the site stays online', async () => {
    // The small query answers with the agent idle.
    expect((await site.post('immediate', { command: { text: 'select id, name from items where id = 2' } })).status).toBe(200);
    const submitted = await site.post('async', { command: { text: longRead(steps) } });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const longId = (submitted.body as QueryRecord).id;
    await eventually(async () => ((await site.query(longId)).status === 'executing' ? true : undefined), 15_000, 'long query executing');
    const executingAt = performance.now();

    // Availability read all along the long statement (every 200 ms, well inside the 500 ms heartbeat).
    const availability: string[] = [];
    let longDone = false;
    const watching = (async () => {
      while (!longDone) {
        availability.push((await site.availability()) ?? 'missing');
        // allow-fixed-wait: the pace of a sampler that reads availability all along the step; nothing waits on it.
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();

    // Inside the step, ask something small on the same agent.
    await untilInsideTheStep(site);
    const immediate = await site.post('immediate', { command: { text: 'select id, name from items where id = 2' } });
    const stepRanMeanwhile = site.aReadRuns();
    const longMeanwhile = (await site.query(longId)).status;

    const { record: longRecord, at: longEndedAt } = await waitFinal(site, longId, estimateMs * 10 + 60_000);
    longDone = true;
    await watching;
    const longMs = longEndedAt - executingAt;

    expect(immediate.status, JSON.stringify(immediate.body)).toBe(200);
    expect(JSON.parse(Buffer.from((immediate.body as QueryRecord).result?.data ?? '', 'base64').toString('utf8'))).toEqual([{ id: 2, name: 'two' }]);
    expect(longRecord.status).toBe('successful');
    expect(await site.page(longId, 1)).toEqual([{ n: steps }]);
    // The statement was long, and the immediate query answered while it was still inside its step (an agent
    // held by the statement would have answered only once it ended).
    expect(longMs).toBeGreaterThan(4_000);
    expect(stepRanMeanwhile).toBe(true);
    expect(longMeanwhile).toBe('executing');
    // A blocked event loop sends no heartbeat: after 2.5 s of silence the site would read `unavailable`.
    expect(availability.length).toBeGreaterThan(10);
    expect(availability.filter((a) => a !== 'online')).toEqual([]);
  }, 180_000);
});

describe('a long SQLite step past the SQL command timeout', () => {
  const TIMEOUT_MS = 2_000;
  let site: Site;
  beforeAll(async () => {
    site = await startSite('timeout', { ...HEARTBEAT_ENV, GATEWAY_SQL_COMMAND_TIMEOUT_MS: String(TIMEOUT_MS), GATEWAY_SWEEP_INTERVAL_MS: '50' });
    calibrateSteps();
  }, 60_000);
  afterAll(() => site?.stop());

  it('an async query is failed as a timeout near the deadline, not when the step ends', async () => {
    const started = performance.now();
    const submitted = await site.post('async', { command: { text: longRead(steps) } });
    const { record, at } = await waitFinal(site, (submitted.body as QueryRecord).id, estimateMs * 10 + 60_000);
    const stepRanAtReport = site.aReadRuns();
    const elapsed = at - started;
    expect(record.status).toBe('executionFailed');
    expect(record.errorDetails).toMatchObject({ errorType: 'sqlite', errorCode: 9 });
    expect(record.errorDetails?.errorMessage).toMatch(/did not finish within 2000 ms/);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS);
    // Reported while the step still ran.
    expect(stepRanAtReport).toBe(true);
  }, 180_000);

  it('an immediate query is answered 504 by the agent near the deadline, and the agent serves the next query at once', async () => {
    // The last test's abandoned step has ended: a step running from now on is this test's.
    await vi.waitFor(() => expect(site.aReadRuns()).toBe(false), { timeout: estimateMs * 4 + 30_000, interval: 100 });
    const started = performance.now();
    const res = await site.post('immediate', { command: { text: longRead(steps) } });
    const stepRanAtAnswer = site.aReadRuns();
    const elapsed = performance.now() - started;
    // The agent's own report (errorDetails sqlite), not the gateway giving up after its grace period.
    expect(res).toMatchObject({ status: 504, body: { status: 'executionFailed', error: { code: 'QUERY_TIMEOUT' }, errorDetails: { errorType: 'sqlite', errorCode: 9 } } });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(stepRanAtAnswer).toBe(true);
    // The abandoned step still runs on its own thread; a new worker takes the next query meanwhile.
    const next = await site.post('immediate', { command: { text: 'select name from items where id = 1' } });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(site.aReadRuns()).toBe(true);
    expect(await site.availability()).toBe('online');
  }, 180_000);

  it('the abandoned threads end when their steps do, and the agent logs neither SQL nor engine messages', async () => {
    const lines = (pattern: RegExp): string[] => site.agentLog.filter((l) => pattern.test(l));
    await eventually(async () => (lines(/abandoned a SQLite worker thread/).length >= 2 ? true : undefined), 10_000, 'two abandoned threads');
    await eventually(async () => (lines(/an abandoned SQLite worker thread has ended/).length >= 2 ? true : undefined), estimateMs * 4 + 30_000, 'the abandoned threads to end');
    expect(site.agentLog.join('\n')).not.toMatch(/recursive|count\(\*\)|did not finish/);
  }, 180_000);

  it('SIGTERM while a thread is stuck in a step: the agent leaves within its shutdown deadline, by the signal', async () => {
    const submitted = await site.post('async', { command: { text: longRead(steps) } });
    const id = (submitted.body as QueryRecord).id;
    await eventually(async () => ((await site.query(id)).status === 'executing' ? true : undefined), 15_000, 'long query executing');
    await untilInsideTheStep(site);
    const stopping = performance.now();
    // 'close': the process has exited and its output has been read to the end.
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => site.agent.once('close', (code, signal) => resolve({ code, signal })));
    site.agent.kill('SIGTERM');
    const { signal } = await exited;
    const stopMs = performance.now() - stopping;
    // process.exit() would have waited for the step (seconds more); leaving by the signal does not.
    expect(signal).toBe('SIGTERM');
    expect(stopMs).toBeLessThan(Math.min(5_000 + 1_000, estimateMs));
    expect(site.agentLog.some((l) => /leaving by signal/.test(l))).toBe(true);
  }, 180_000);
});
