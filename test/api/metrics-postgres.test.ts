/**
 * /metrics of two gateway instances sharing one PostgreSQL store, an agent connected to the first: requests
 * received by the second are relayed through the store and end on the first. Counters are per instance and
 * count each query once, where it ended, so their sum over the instances is the cluster's total; the gauges
 * read from the store are cluster-wide, the same on both; agents connected are per instance.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestGateway } from '../helpers/gateway.js';
import { startGatewayPair, type GatewayPair } from '../helpers/gateway-pair.js';
import { parsePrometheusText, sampleValue, type Sample } from '../helpers/prometheus-text.js';
import { PG_URL, serviceAvailable } from '../helpers/services.js';

const available = await serviceAvailable('PostgreSQL', PG_URL);
const INLINE = '[{"ok":1}]';

async function scrape(t: TestGateway): Promise<Sample[]> {
  const res = await t.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return parsePrometheusText(res.body);
}

describe.runIf(available)('metrics of two instances on a shared PostgreSQL store', () => {
  let pair: GatewayPair;
  let a: Sample[];
  let b: Sample[];

  beforeAll(async () => {
    pair = await startGatewayPair('metrics');
    const { integratorKey, site, agent } = await pair.siteOnA();
    agent.onJob((job, send) =>
      send({ type: 'job:completed', queryId: job.queryId, at: new Date().toISOString(), startedAgoMs: 1, sqlExecutionDurationMs: 1, rows: 1, size: INLINE.length, outputParameters: [], pages: [], inlineData: INLINE }),
    );
    const headers = { 'x-api-key': integratorKey };
    // Three immediate queries and two async ones, all received by B; the agent is on A.
    for (let i = 0; i < 3; i++) {
      const res = await pair.b.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/immediate`, headers, payload: { command: { text: 'select 1 as ok' } } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await pair.b.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/async`, headers, payload: { command: { text: 'select 1 as ok' } } });
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as { id: string }).id);
    }
    for (const id of ids) {
      await vi.waitFor(
        async () => expect(((await pair.b.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}`, headers })).json() as { status: string }).status).toBe('successful'),
        { timeout: 10_000, interval: 20 },
      );
    }
    // A site of the same integrator whose agent never connected: its async query waits in the queue.
    const offline = await pair.a.registerSite({ practiceManagementName: 'Zedmed' });
    await pair.a.pair(integratorKey, offline);
    expect((await pair.a.inject({ method: 'POST', url: `/integrator/sites/${offline.siteId}/queries/async`, headers, payload: { command: { text: 'select 1' } } })).statusCode).toBe(201);
    [a, b] = await Promise.all([scrape(pair.a), scrape(pair.b)]);
  }, 60_000);

  afterAll(() => pair?.close());

  const total = (samples: Sample[], labels: Record<string, string>): number => sampleValue(samples, 'gateway_queries_total', labels) ?? 0;

  it('counts each query once, on the instance where it ended: the sum over instances is the total', () => {
    const immediate = { surface: 'sql', mode: 'immediate', status: 'successful' };
    const async = { surface: 'sql', mode: 'async', status: 'successful' };
    expect([total(a, immediate), total(b, immediate)]).toEqual([3, 0]);
    expect([total(a, async), total(b, async)]).toEqual([2, 0]);
    const dispatched = (samples: Sample[]) => samples.filter((s) => s.name === 'gateway_query_dispatch_wait_seconds_count').reduce((n, s) => n + s.value, 0);
    expect(dispatched(a) + dispatched(b)).toBe(5);
  });

  it('reads the store gauges cluster-wide: the same figures on both instances', () => {
    for (const samples of [a, b]) {
      expect(sampleValue(samples, 'gateway_queries_pending', { status: 'queued' })).toBe(1);
      expect(sampleValue(samples, 'gateway_queries_pending', { status: 'executing' })).toBe(0);
      // Only async results are pages; the immediate ones are answered from their records.
      expect(sampleValue(samples, 'gateway_result_page_stored_bytes', { storage: 'inline' })).toBe(2 * INLINE.length);
      expect(sampleValue(samples, 'gateway_webhook_deliveries_pending')).toBe(0);
    }
  });

  it('counts agents connected per instance', () => {
    expect([sampleValue(a, 'gateway_agents_connected'), sampleValue(b, 'gateway_agents_connected')]).toEqual([1, 0]);
  });
});
