/**
 * An endpoint whose every attempt fails for GATEWAY_WEBHOOK_DISABLE_AFTER_DAYS (5) is disabled by the gateway,
 * with a reason the integrator and the operator see, and the integrator's other endpoints get a
 * `webhook.endpointDisabled` event. Enabling it again clears the reason and starts the count afresh.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, OPERATOR_KEY, startTestGateway, type TestGateway } from '../helpers/gateway.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface EndpointView {
  id: string;
  status: string;
  disabledReason?: string;
  failingSince?: string;
}

describe('webhook endpoints failing for days', () => {
  const clock = new ManualClock(Date.parse('2026-11-29T08:00:00.000Z'));
  let t: TestGateway;
  let key: string;
  let receiver: http.Server;
  const received: { type: string; data: Record<string, unknown> }[] = [];
  let deadUrl: string;
  let goodUrl: string;

  const deliver = async () => {
    await t.gateway.webhooks.tick();
    await t.gateway.webhooks.drain();
  };
  const view = async (id: string) => (await t.inject({ url: `/integrator/webhooks/${id}`, headers: { 'x-api-key': key } })).json() as EndpointView;
  const create = async (url: string, eventTypes: string[]) =>
    ((await t.inject({ method: 'POST', url: '/integrator/webhooks', headers: { 'x-api-key': key }, payload: { url, eventTypes } })).json() as { endpoint: EndpointView }).endpoint;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body) as { type: string; data: Record<string, unknown> });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    goodUrl = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hook`;
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    deadUrl = `http://127.0.0.1:${(closed.address() as net.AddressInfo).port}/hook`;
    await new Promise((resolve) => closed.close(resolve));
    t = await startTestGateway({ webhookAllowHttpLoopback: true, webhookDeliveryIntervalMs: 60_000, webhookRetryBaseMs: 1000, webhookTimeoutMs: 2000 }, clock);
    key = (await t.createIntegrator()).key;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('is disabled with a reason after 5 days of failures, and the other endpoints are told', async () => {
    const dead = await create(deadUrl, ['query.completed']);
    const watcher = await create(goodUrl, ['webhook.endpointDisabled']);
    const failAgain = async () => {
      await t.inject({ method: 'POST', url: `/integrator/webhooks/${dead.id}/test`, headers: { 'x-api-key': key } });
      await deliver();
    };
    await failAgain();
    const failing = await view(dead.id);
    expect(failing).toMatchObject({ status: 'enabled', failingSince: clock.now().toISOString() });
    expect(failing.disabledReason).toBeUndefined();

    // Four days on it still fails, and is still enabled.
    clock.advance(4 * DAY_MS);
    await failAgain();
    expect((await view(dead.id)).status).toBe('enabled');

    clock.advance(DAY_MS);
    await failAgain();
    const disabled = await view(dead.id);
    expect(disabled.status).toBe('disabled');
    expect(disabled.disabledReason).toMatch(/failed for 5 days \(since 2026-11-29T08:00:00\.000Z\); the last: The endpoint could not be reached\./);
    // The operator sees the same reason.
    const listed = (await t.inject({ url: '/admin/webhooks', headers: { 'x-operator-key': OPERATOR_KEY } })).json() as { webhooks: EndpointView[] };
    expect(listed.webhooks.find((e) => e.id === dead.id)?.disabledReason).toBe(disabled.disabledReason);

    await deliver();
    expect(received).toEqual([{ type: 'webhook.endpointDisabled', timestamp: expect.any(String), data: { endpointId: dead.id, url: deadUrl, reason: disabled.disabledReason } }]);
    expect((await view(watcher.id)).status).toBe('enabled');

    // Enabled again by the integrator: the reason and the failure count are gone.
    const enabled = (await t.inject({ method: 'PATCH', url: `/integrator/webhooks/${dead.id}`, headers: { 'x-api-key': key }, payload: { status: 'enabled' } })).json() as EndpointView;
    expect(enabled).toMatchObject({ status: 'enabled' });
    expect(enabled.disabledReason).toBeUndefined();
    expect(enabled.failingSince).toBeUndefined();
  });
});
