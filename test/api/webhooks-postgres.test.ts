/**
 * Webhook delivery claims on a shared PostgreSQL store: two gateway instances tick at the same moment over
 * one endpoint's backlog and another endpoint's single delivery. No delivery is sent by both instances
 * (rows are locked and leased), each instance takes at most its per-endpoint concurrency of the backlog,
 * and the other endpoint's delivery goes out in that same round.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayPair, type GatewayPair } from '../helpers/gateway-pair.js';
import { PG_URL, serviceAvailable } from '../helpers/services.js';

const available = await serviceAvailable('PostgreSQL', PG_URL);

/** Records the webhook-id of every request and answers with `status`. */
async function receiver(status: number): Promise<{ url: string; ids: string[]; close: () => Promise<void> }> {
  const ids: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      ids.push(String(req.headers['webhook-id']));
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, ids, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.runIf(available)('webhook delivery claims on a shared PostgreSQL store', () => {
  let pair: GatewayPair;

  beforeAll(async () => {
    pair = await startGatewayPair('webhooks', { webhookAllowHttpLoopback: true, webhookDeliveryIntervalMs: 60_000 });
  }, 30_000);

  afterAll(() => pair?.close());

  it('two instances never send one delivery twice, and a backlog does not hold back another endpoint', async () => {
    const { a, b } = pair;
    const failing = await receiver(500);
    const other = await receiver(204);
    try {
      const endpoint = async (key: string, url: string) => {
        const res = await a.inject({ method: 'POST', url: '/integrator/webhooks', headers: { 'x-api-key': key }, payload: { url, eventTypes: ['query.completed'] } });
        expect(res.statusCode, res.body).toBe(201);
        return (res.json() as { endpoint: { id: string } }).endpoint.id;
      };
      const backlogged = await a.createIntegrator('backlog');
      const backloggedId = await endpoint(backlogged.key, failing.url);
      for (let i = 0; i < 110; i++) await a.inject({ method: 'POST', url: `/integrator/webhooks/${backloggedId}/test`, headers: { 'x-api-key': backlogged.key } });
      const quiet = await a.createIntegrator('quiet');
      const quietId = await endpoint(quiet.key, other.url);
      await a.inject({ method: 'POST', url: `/integrator/webhooks/${quietId}/test`, headers: { 'x-api-key': quiet.key } });

      await Promise.all([a.gateway.webhooks.tick(), b.gateway.webhooks.tick()]);
      await Promise.all([a.gateway.webhooks.drain(), b.gateway.webhooks.drain()]);
      expect(other.ids).toHaveLength(1);
      // Each instance took at most its concurrency (4) of the backlog, and never the same delivery.
      expect(failing.ids.length).toBeGreaterThanOrEqual(4);
      expect(failing.ids.length).toBeLessThanOrEqual(8);
      expect(new Set(failing.ids).size).toBe(failing.ids.length);
    } finally {
      await failing.close();
      await other.close();
    }
  });
});
