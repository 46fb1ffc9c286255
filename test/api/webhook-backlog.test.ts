/**
 * A backlog of failing webhook deliveries costs each tick the same bounded work: 50 endpoints of three
 * integrators, all pointing at a closed port, with 20,000 deliveries due at once (as after a restart). Each
 * tick looks at a bounded number of endpoints, reads a few due rows of each and starts a bounded batch, of
 * which one integrator gets a bounded share; every endpoint is served within a few ticks; and an endpoint
 * that failed is paused (jittered) and then probed one attempt at a time, so the backlog is not spent on it.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_BATCH, ENDPOINTS_PER_TICK, MAX_ENDPOINT_PAUSE_MS, PER_INTEGRATOR_PER_TICK } from '@site-query-gateway/gateway/core/webhooks/delivery.js';
import { deliveryRow } from '@site-query-gateway/gateway/core/webhooks/events.js';
import { insertDeliveries } from '@site-query-gateway/gateway/store/webhooks.js';
import { ManualClock, startTestGateway, type TestGateway } from '../helpers/gateway.js';

const PER_ENDPOINT = 400;

/** A loopback port nothing listens on: every attempt is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('webhook delivery under a backlog', () => {
  const clock = new ManualClock(Date.parse('2026-11-29T08:00:00.000Z'));
  let t: TestGateway;
  const endpointsOf = new Map<string, string[]>();

  /** Attempts made so far, per endpoint. */
  const attemptsByEndpoint = async (): Promise<Map<string, number>> => {
    const rows = await t.gateway.ctx.store.db.selectFrom('webhook_deliveries').select(['endpoint_id', (eb) => eb.fn.sum<number | string>('attempts').as('n')]).groupBy('endpoint_id').execute();
    return new Map(rows.map((r) => [r.endpoint_id, Number(r.n)]));
  };
  const tick = async () => {
    await t.gateway.webhooks.tick();
    const work = t.gateway.webhooks.lastTick;
    await t.gateway.webhooks.drain();
    return work;
  };

  beforeAll(async () => {
    t = await startTestGateway({ webhookAllowHttpLoopback: true, webhookDeliveryIntervalMs: 60_000, webhookRetryBaseMs: 1000, webhookTimeoutMs: 2000 }, clock);
    const url = `http://127.0.0.1:${await closedPort()}/hook`;
    const at = clock.now().toISOString();
    for (const [name, count] of [['a', 20], ['b', 20], ['c', 10]] as const) {
      const integrator = await t.createIntegrator(name);
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const res = await t.inject({ method: 'POST', url: '/integrator/webhooks', headers: { 'x-api-key': integrator.key }, payload: { url, eventTypes: ['query.completed'] } });
        expect(res.statusCode, res.body).toBe(201);
        const id = (res.json() as { endpoint: { id: string } }).endpoint.id;
        ids.push(id);
        const rows = Array.from({ length: PER_ENDPOINT }, () => deliveryRow({ id, integratorId: integrator.id }, randomUUID(), 'query.completed', '{}', at));
        for (let k = 0; k < rows.length; k += 500) await insertDeliveries(t.gateway.ctx.store.db, rows.slice(k, k + 500));
      }
      endpointsOf.set(integrator.id, ids);
    }
  }, 120_000);
  afterAll(() => t.close());

  it('each tick does bounded work, shared across integrators, and every endpoint is served within a few ticks', async () => {
    const integratorOf = new Map([...endpointsOf].flatMap(([integrator, ids]) => ids.map((id) => [id, integrator] as const)));
    let before = await attemptsByEndpoint();
    const served = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const work = await tick();
      expect(work.endpoints).toBeLessThanOrEqual(ENDPOINTS_PER_TICK);
      expect(work.claimReads).toBeLessThanOrEqual(work.endpoints);
      expect(work.started).toBeLessThanOrEqual(CLAIM_BATCH);
      const after = await attemptsByEndpoint();
      const perIntegrator = new Map<string, number>();
      for (const [endpoint, n] of after) {
        const made = n - (before.get(endpoint) ?? 0);
        if (made > 0) served.add(endpoint);
        perIntegrator.set(integratorOf.get(endpoint)!, (perIntegrator.get(integratorOf.get(endpoint)!) ?? 0) + made);
      }
      for (const n of perIntegrator.values()) expect(n).toBeLessThanOrEqual(PER_INTEGRATOR_PER_TICK);
      expect([...perIntegrator.values()].reduce((a, b) => a + b, 0)).toBe(work.started);
      before = after;
    }
    expect(served.size).toBe(50);
  });

  it('a failed endpoint is paused, then probed one attempt at a time', async () => {
    // Every endpoint has failed once: with the clock standing still, a tick starts nothing.
    expect((await tick()).started).toBe(0);
    clock.advance(MAX_ENDPOINT_PAUSE_MS * 1.5 + 1);
    const before = await attemptsByEndpoint();
    let started = 0;
    for (let i = 0; i < 3; i++) started += (await tick()).started;
    const after = await attemptsByEndpoint();
    expect(started).toBe(50);
    for (const [endpoint, n] of after) expect(n - (before.get(endpoint) ?? 0), endpoint).toBe(1);
  });
});

