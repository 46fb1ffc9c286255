/**
 * The operator's series on /metrics after a scripted run against a listening gateway and an agent speaking
 * the protocol over its WebSocket: SQL queries (immediate, failed, async), a FHIR read, registered runs (one
 * on time, one after two missed slots, one skipped while the site is offline), webhook attempts (delivered,
 * retrying, not sent), a replaced connection, a sign-off, a bad frame, a silent agent and a dropped connection. Each series is scraped over HTTP and
 * must hold exactly the value the script implies, and every query of the Grafana dashboard in deploy/ and every
 * alert of docs/operations.md must read series of that scrape. The gateway's clock is the test's, so registered slots,
 * webhook retries and the store gauges' refresh follow it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import YAML from 'yaml';
import { fireDueRuns } from '@site-query-gateway/gateway/core/registered/scheduler.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { OPERATOR_KEY, TestClock, startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';
import { parsePrometheusText, sampleValue, type Sample } from '../helpers/prometheus-text.js';
import { promqlReads } from '../helpers/promql.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A webhook receiver answering every delivery with `status`; counts what it got. */
async function receiver(status: number): Promise<{ url: string; received: () => number; stop: () => Promise<void> }> {
  let received = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received: () => received,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const INLINE = '[{"ok":1}]';

/** Waits for a condition, with room for a loaded machine. */
function eventually(check: () => void | Promise<void>, timeout = 10_000): Promise<void> {
  return vi.waitFor(check, { timeout, interval: 20 });
}
const HASH = 'a'.repeat(64);

/** Answers jobs as a clinic would: `fail` in the SQL fails it; the FHIR facade's SQL finds no rows; the rest return INLINE. */
function serveJobs(agent: FakeAgent): void {
  agent.onJob((job, send) => {
    const at = new Date().toISOString();
    const text = job.command.text;
    if (text.includes('fail')) {
      send({ type: 'job:failed', queryId: job.queryId, at, startedAgoMs: 1, status: 'executionFailed', errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage: 'no such table: fail' } });
      return;
    }
    const data = text.startsWith('select 1') ? INLINE : '[]';
    const unchanged = job.registered?.lastHash === HASH;
    send({
      type: 'job:completed',
      queryId: job.queryId,
      at,
      startedAgoMs: 1,
      sqlExecutionDurationMs: 1,
      rows: data === '[]' ? 0 : 1,
      size: data.length,
      outputParameters: [],
      pages: [],
      ...(unchanged ? { unchanged: true, resultHash: HASH } : { inlineData: data, resultHash: HASH }),
    });
  });
}

describe('/metrics after a scripted run', () => {
  const clock = new TestClock();
  let t: TestGateway;
  let baseUrl: string;
  let key: string;
  let site: TestSite;
  let samples: Sample[];
  /** The gateway's clock just before and just after the scrape, and when the failed delivery came due. */
  let scrapeWindow: { from: number; to: number; retryDueAt: number };
  const good = receiver(204);
  const failing = receiver(500);
  const suspended = receiver(204);

  const headers = (): Record<string, string> => ({ 'x-api-key': key });
  const post = (url: string, payload?: object) => t.inject({ method: 'POST', url, headers: headers(), ...(payload ? { payload } : {}) });
  const get = (url: string) => t.inject({ url, headers: headers() });
  const deliver = async (): Promise<void> => {
    await t.gateway.webhooks.tick();
    await t.gateway.webhooks.drain();
  };
  const endpoint = async (url: string, eventTypes: string[]): Promise<string> => {
    const res = await post('/integrator/webhooks', { url, eventTypes });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { endpoint: { id: string } }).endpoint.id;
  };
  const queryStatus = async (queryId: string): Promise<string> => (((await get(`/integrator/sites/${site.siteId}/queries/${queryId}`)).json()) as { status: string }).status;
  const runsSucceeded = async (id: string): Promise<number> =>
    ((await get(`/integrator/sites/${site.siteId}/queries/registered/${id}`)).json() as { metrics: { executionSucceededCount: number } }).metrics.executionSucceededCount;

  beforeAll(async () => {
    t = await startTestGateway(
      {
        port: 0,
        registeredMinFrequencySeconds: 1,
        registeredClaimIntervalMs: 600_000,
        webhookAllowHttpLoopback: true,
        webhookDeliveryIntervalMs: 600_000,
        webhookRetryBaseMs: 50,
      },
      clock,
    );
    baseUrl = await t.gateway.listen();
    key = (await t.createIntegrator()).key;
    site = await t.registerSite();
    expect((await t.pair(key, site)).statusCode).toBe(200);
    const [goodHook, failingHook, suspendedHook] = await Promise.all([good, failing, suspended]);

    // A first connection, replaced by a second: the first is closed with 4002.
    const first = await FakeAgent.connectReady(baseUrl, site, t.gateway.ctx.agents);
    const agent = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    await eventually(() => expect(first.closeCode).toBe(4002));
    await eventually(() => expect(t.gateway.ctx.agents.isReady(site.siteId)).toBe(true));
    serveJobs(agent);

    await endpoint(goodHook.url, ['query.completed']);
    const failingId = await endpoint(failingHook.url, ['registeredQuery.completed']);
    const suspendedId = await endpoint(suspendedHook.url, ['registeredQuery.completed']);

    // SQL: an immediate query that succeeds, one that fails, an async one that succeeds (its page is inline).
    expect((await post(`/integrator/sites/${site.siteId}/queries/immediate`, { command: { text: 'select 1 as ok' } })).statusCode).toBe(200);
    expect((await post(`/integrator/sites/${site.siteId}/queries/immediate`, { command: { text: 'select * from fail' } })).statusCode).toBe(400);
    const created = await post(`/integrator/sites/${site.siteId}/queries/async`, { command: { text: 'select 1 as ok' } });
    expect(created.statusCode).toBe(201);
    const asyncId = (created.json() as { id: string }).id;
    await eventually(async () => expect(await queryStatus(asyncId)).toBe('successful'));

    // FHIR: a read of a patient the clinic does not have (the query succeeds; the answer is 404).
    expect((await get(`/integrator/sites/${site.siteId}/fhir/R4/Patient/999`)).statusCode).toBe(404);

    // Registered: slot 0 runs; three seconds later slot 3 runs and slots 1 and 2 are missed.
    const rq = await post(`/integrator/sites/${site.siteId}/queries/registered`, { name: 'n', registeredQueryType: 'query', frequency: 1, duration: 60, registerCommand: { command: { text: 'select 1 as ok' } } });
    expect(rq.statusCode, rq.body).toBe(202);
    const rqId = (rq.json() as { id: string }).id;
    expect((await fireDueRuns(t.gateway.ctx)).fired).toBe(1);
    await eventually(async () => expect(await runsSucceeded(rqId)).toBe(1));
    clock.advance(3_000);
    expect((await fireDueRuns(t.gateway.ctx)).fired).toBe(1);
    await eventually(async () => expect(await runsSucceeded(rqId)).toBe(2));

    // Webhooks: the async query's event is delivered; a test event to a failing receiver will be retried; one to
    // an endpoint the operator suspended is not sent.
    expect((await post(`/integrator/webhooks/${failingId}/test`)).statusCode).toBe(202);
    expect((await post(`/integrator/webhooks/${suspendedId}/test`)).statusCode).toBe(202);
    expect((await t.inject({ method: 'POST', url: `/admin/webhooks/${suspendedId}/disable`, headers: { 'x-operator-key': OPERATOR_KEY } })).statusCode).toBe(200);
    await deliver();
    expect([goodHook.received(), failingHook.received(), suspendedHook.received()]).toEqual([1, 1, 0]);

    // The agent signs off (1000); the next slot is skipped, and an async query waits in the queue.
    agent.send({ type: 'agent:sign-off', reason: 'shutdown' });
    await eventually(() => expect(agent.closeCode).toBe(1000));
    clock.advance(1_000);
    expect((await fireDueRuns(t.gateway.ctx)).skipped).toBe(1);
    expect((await post(`/integrator/sites/${site.siteId}/queries/async`, { command: { text: 'select 1 as ok' } })).statusCode).toBe(201);

    // An agent that sends a frame that is not a message is closed with 4004.
    const faulty = await FakeAgent.connect(baseUrl, site.subscriptionKey, { ready: false });
    faulty.socket.send('not json');
    // The gateway reads nothing more from it and ends the socket a second after its close frame.
    await eventually(() => expect(faulty.closeCode).toBe(4004));
    await eventually(() => expect(t.gateway.ctx.agents.connectedCount).toBe(0));

    // Another clinic's agent falls silent past the availability timeout (4005); a third's connection drops
    // without a close frame (1006).
    const silentSite = await t.registerSite();
    const silent = await FakeAgent.connect(baseUrl, silentSite.subscriptionKey);
    clock.advance(t.gateway.ctx.config.availabilityTimeoutMs + 1_000);
    t.gateway.ctx.agents.closeSilent();
    await eventually(() => expect(silent.closeCode).toBe(4005));
    const droppedSite = await t.registerSite();
    const dropped = await FakeAgent.connect(baseUrl, droppedSite.subscriptionKey);
    dropped.close();
    await eventually(() => expect(t.gateway.ctx.agents.connectedCount).toBe(0));

    // The failed delivery's retry is due now (its backoff is well under the clock's step); the store gauges are
    // read afresh after the step.
    clock.advance(10_000);
    const deliveries = (await get(`/integrator/webhooks/${failingId}/deliveries`)).json() as { deliveries: { nextAttemptAt?: string }[] };
    const retryDueAt = Date.parse(deliveries.deliveries[0]!.nextAttemptAt!);
    const from = clock.nowMs();
    const scrape = await fetch(`${baseUrl}/metrics`);
    expect(scrape.status).toBe(200);
    samples = parsePrometheusText(await scrape.text());
    scrapeWindow = { from, to: clock.nowMs(), retryDueAt };
  });

  afterAll(async () => {
    await t.close();
    await Promise.all([good, failing, suspended].map(async (r) => (await r).stop()));
  });

  const value = (name: string, labels: Record<string, string> = {}): number | undefined => sampleValue(samples, name, labels);

  it('counts queries by surface, mode and final status', () => {
    const queries = samples.filter((s) => s.name === 'gateway_queries_total').map((s) => [s.labels.surface, s.labels.mode, s.labels.status, s.value]);
    expect(queries.sort()).toEqual(
      [
        ['fhir', 'immediate', 'successful', 1],
        ['registered', 'async', 'successful', 2],
        ['sql', 'async', 'successful', 1],
        ['sql', 'immediate', 'executionFailed', 1],
        ['sql', 'immediate', 'successful', 1],
      ].sort(),
    );
  });

  it('times each dispatched query from creation to dispatch and from dispatch to final', () => {
    expect(value('gateway_query_dispatch_wait_seconds_count', { surface: 'sql', mode: 'immediate' })).toBe(2);
    expect(value('gateway_query_dispatch_wait_seconds_count', { surface: 'sql', mode: 'async' })).toBe(1);
    expect(value('gateway_query_dispatch_wait_seconds_count', { surface: 'fhir', mode: 'immediate' })).toBe(1);
    expect(value('gateway_query_dispatch_wait_seconds_count', { surface: 'registered', mode: 'async' })).toBe(2);
    // The queued async query was never dispatched.
    expect(samples.filter((s) => s.name === 'gateway_query_dispatch_wait_seconds_count').reduce((n, s) => n + s.value, 0)).toBe(6);
    expect(value('gateway_query_dispatch_to_final_seconds_count', { surface: 'sql', mode: 'immediate', status: 'successful' })).toBe(1);
    expect(value('gateway_query_dispatch_to_final_seconds_count', { surface: 'sql', mode: 'immediate', status: 'executionFailed' })).toBe(1);
    expect(value('gateway_query_dispatch_to_final_seconds_count', { surface: 'registered', mode: 'async', status: 'successful' })).toBe(2);
    // The agent reported each started 1 ms before it ended: every run took well under a second.
    expect(value('gateway_query_dispatch_to_final_seconds_bucket', { surface: 'sql', mode: 'async', status: 'successful', le: '1' })).toBe(1);
  });

  it('shows the queue depth per state, cluster-wide from the store and per instance in memory', () => {
    expect(['initialising', 'queued', 'executing', 'uploading'].map((status) => value('gateway_queries_pending', { status }))).toEqual([0, 1, 0, 0]);
    expect(['initialising', 'queued', 'executing', 'uploading'].map((status) => value('gateway_immediate_queries_in_flight', { status }))).toEqual([0, 0, 0, 0]);
  });

  it('counts agents connected and disconnects by reason', () => {
    expect(value('gateway_agents_connected')).toBe(0);
    const disconnects = Object.fromEntries(samples.filter((s) => s.name === 'gateway_agent_disconnects_total').map((s) => [s.labels.reason, s.value]));
    expect(disconnects).toEqual({
      normal: 1,
      going_away: 0,
      connection_lost: 1,
      service_restart: 0,
      unauthorized: 0,
      replaced: 1,
      protocol_unsupported: 0,
      bad_message: 1,
      heartbeat_timeout: 1,
      overloaded: 0,
      other: 0,
    });
  });

  it('counts webhook attempts by outcome and shows the backlog', () => {
    expect(['delivered', 'retrying', 'failed', 'not_sent'].map((outcome) => value('gateway_webhook_attempts_total', { outcome }))).toEqual([1, 1, 0, 1]);
    expect(value('gateway_webhook_deliveries_pending')).toBe(1);
    expect(value('gateway_webhook_deliveries_due')).toBe(1);
    // Due since its retry time, as of the moment of the scrape.
    const { from, to, retryDueAt } = scrapeWindow;
    expect(value('gateway_webhook_oldest_due_seconds')).toBeGreaterThanOrEqual((from - retryDueAt) / 1000);
    expect(value('gateway_webhook_oldest_due_seconds')).toBeLessThanOrEqual((to - retryDueAt) / 1000);
    expect((from - retryDueAt) / 1000).toBeGreaterThan(10);
  });

  it('counts registered runs due, run and missed', () => {
    // Slot 0; slots 1 to 3 (3 ran, 1 and 2 missed); slot 4 skipped while the site was offline.
    expect(value('gateway_registered_runs_due_total')).toBe(5);
    expect(value('gateway_registered_runs_total')).toBe(2);
    const missed = Object.fromEntries(samples.filter((s) => s.name === 'gateway_registered_runs_missed_total').map((s) => [s.labels.reason, s.value]));
    expect(missed).toEqual({ no_instance: 2, integrator_disabled: 0, site_gone: 0, site_not_online: 1, site_not_active: 0 });
  });

  it('shows the bytes of result pages stored', () => {
    // The async query's page and the first registered run's (the second was unchanged: nothing travelled).
    expect(value('gateway_result_page_stored_bytes', { storage: 'inline' })).toBe(2 * INLINE.length);
    expect(value('gateway_result_page_stored_bytes', { storage: 'file' })).toBe(0);
    expect(value('gateway_result_page_stored_bytes', { storage: 'chunks' })).toBe(0);
  });

  it('backs every query of deploy/grafana-dashboard.json: each is PromQL reading series of this scrape by labels they carry', () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/grafana-dashboard.json'), 'utf8')) as GrafanaDashboard;
    const queries = [
      ...panelsOf(dashboard.panels).flatMap((p) => (p.targets ?? []).map((target) => ({ where: p.title, expr: target.expr }))),
      // A variable's `label_values(series, label)` reads the series.
      ...dashboard.templating.list.flatMap((v) => (v.definition ? [{ where: `variable ${v.name}`, expr: v.definition.replace(/^label_values\((.*), *\w+\)$/, '$1') }] : [])),
    ];
    expect(queries.length).toBeGreaterThan(20);
    expect(unbackedReads(queries, samples)).toEqual([]);
  });

  it('backs every alert of docs/operations.md the same way', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
    const block = /<!-- tested-by: test\/api\/metrics\.test\.ts -->\n```yaml\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(block, 'the alert rules block of docs/operations.md').toBeDefined();
    const rules = (YAML.parse(block!) as { groups: { rules: { alert: string; expr: string }[] }[] }).groups.flatMap((g) => g.rules);
    expect(rules.length).toBeGreaterThan(10);
    // `up` is the series Prometheus itself writes for each target it scrapes.
    expect(unbackedReads(rules.map((r) => ({ where: r.alert, expr: r.expr })), samples, ['up'])).toEqual([]);
  });
});


interface GrafanaPanel {
  title: string;
  targets?: { expr: string }[];
  panels?: GrafanaPanel[];
}

interface GrafanaDashboard {
  panels: GrafanaPanel[];
  templating: { list: { name: string; definition?: string }[] };
}

/**
 * What in these queries is not backed by the scrape: a query that is not PromQL (promqlReads throws), reads no
 * series, names a series the scrape lacks (but for `prometheusOwn`), or uses a label none of its series carries.
 */
function unbackedReads(queries: readonly { where: string; expr: string }[], samples: readonly Sample[], prometheusOwn: readonly string[] = []): string[] {
  const problems: string[] = [];
  for (const { where, expr } of queries) {
    const reads = promqlReads(expr);
    const metrics = reads.metrics.filter((m) => !prometheusOwn.includes(m));
    if (reads.metrics.length === 0) problems.push(`${where}: reads no series`);
    const read = samples.filter((s) => metrics.includes(s.name));
    for (const metric of metrics) if (!read.some((s) => s.name === metric)) problems.push(`${where}: ${metric} is not in the scrape`);
    // Prometheus adds `instance` and `job` to what it scrapes; every other label must be the series' own.
    if (metrics.length < reads.metrics.length) continue;
    for (const label of reads.labels.filter((l) => l !== 'instance' && l !== 'job')) {
      if (!read.some((s) => label in s.labels)) problems.push(`${where}: no series of ${metrics.join(', ')} has the label ${label}`);
    }
  }
  return problems;
}

/** Every panel, those inside collapsed rows too. */
function panelsOf(panels: readonly GrafanaPanel[]): GrafanaPanel[] {
  return panels.flatMap((p) => [p, ...panelsOf(p.panels ?? [])]);
}
