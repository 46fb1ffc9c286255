/**
 * Webhooks end to end in one process, with real local HTTP receivers that verify every delivery with the
 * `standardwebhooks` npm package (the library integrators use, not our code): the events of queries and
 * registered queries arrive signed; a failing receiver gets retries with the same webhook-id until it
 * accepts; a hanging endpoint does not delay another integrator's deliveries; a rotated secret signs beside
 * the new one; an availability change is announced once; an event recorded before a restart is delivered
 * after it; bad URLs get documented errors.
 * Delivery ticks and registered runs are driven by the test (their background intervals are long).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireDueRuns } from '@site-query-gateway/gateway/core/registered/scheduler.js';
import { forgetOldHistory } from '@site-query-gateway/gateway/core/history-retention.js';
import { recordAvailabilityTransitions } from '@site-query-gateway/gateway/core/webhooks/availability-events.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { OPERATOR_KEY, TestClock, expectEnvelope, startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

interface Received {
  id: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
}

/**
 * A receiver that verifies each delivery with standardwebhooks and answers as `respond` says. Its path is its
 * own: a later receiver may be given the port of one an earlier test stopped, whose endpoint still has
 * deliveries due, and those must not count as this receiver's attempts (they are answered 404).
 */
class Receiver {
  readonly verified: Received[] = [];
  readonly rejected: string[] = [];
  attempts = 0;
  secrets: string[] = [];
  respond: (attempt: number) => number | 'hang' = () => 204;
  private readonly hanging = new Set<http.ServerResponse>();
  private server!: http.Server;
  private readonly path = `/hook-${randomUUID()}`;
  url = '';

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url !== this.path) {
          res.writeHead(404).end();
          return;
        }
        this.attempts++;
        const answer = this.respond(this.attempts);
        if (answer === 'hang') {
          this.hanging.add(res);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = { 'webhook-id': String(req.headers['webhook-id']), 'webhook-timestamp': String(req.headers['webhook-timestamp']), 'webhook-signature': String(req.headers['webhook-signature']) };
        if (answer >= 200 && answer < 300) {
          // Every secret given must verify the delivery on its own (rotation: old and new).
          try {
            let body: unknown;
            for (const secret of this.secrets) body = new Webhook(secret).verify(raw, headers);
            this.verified.push({ id: headers['webhook-id'], body: body as Received['body'] });
          } catch (err) {
            this.rejected.push((err as Error).message);
            res.writeHead(400).end();
            return;
          }
        }
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${this.path}`;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 5000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (value === undefined) throw new Error(`timed out waiting for ${what}`);
      return value;
    },
    { timeout: timeoutMs, interval: 10 },
  );
}

describe('webhooks', () => {
  const clock = new TestClock();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhooks-'));
  const config = {
    port: 0,
    storeUrl: `sqlite:${path.join(dir, 'gateway.db')}`,
    registeredMinFrequencySeconds: 1,
    registeredClaimIntervalMs: 60_000,
    webhookAllowHttpLoopback: true,
    webhookDeliveryIntervalMs: 60_000,
    webhookRetryBaseMs: 50,
    webhookTimeoutMs: 1500,
  };
  let t: TestGateway;
  let key: string;
  let site: TestSite;
  let agent: FakeAgent;
  let baseUrl: string;
  const good = new Receiver();

  const headers = () => ({ 'x-api-key': key });
  const createEndpoint = async (apiKey: string, url: string, eventTypes: string[]): Promise<{ id: string; secret: string }> => {
    const res = await t.inject({ method: 'POST', url: '/integrator/webhooks', headers: { 'x-api-key': apiKey }, payload: { url, eventTypes } });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { endpoint: { id: string }; secret: string };
    return { id: body.endpoint.id, secret: body.secret };
  };
  /** Runs one delivery tick and waits for the attempts it started. */
  const deliver = async (): Promise<void> => {
    await t.gateway.webhooks.tick();
    await t.gateway.webhooks.drain();
  };

  beforeAll(async () => {
    await good.start();
    t = await startTestGateway(config, clock);
    const integrator = await t.createIntegrator();
    key = integrator.key;
    site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.pair(key, site);
    baseUrl = await t.gateway.listen();
    agent = await FakeAgent.connectReady(baseUrl, site, t.gateway.ctx.agents);
    agent.onJob((job, send) => {
      const data = '[{"id":1}]';
      send({ type: 'job:completed', queryId: job.queryId, at: new Date().toISOString(), startedAgoMs: 1, sqlExecutionDurationMs: 1, rows: 1, size: data.length, outputParameters: [], pages: [], inlineData: data, resultHash: 'a'.repeat(64), ...(job.registered?.lastHash === 'a'.repeat(64) ? { unchanged: true, inlineData: undefined } : {}) });
    });
  });
  afterAll(async () => {
    agent.close();
    await t.close();
    await good.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rejects bad endpoint input with documented errors', async () => {
    const post = (payload: object): Promise<LightMyRequestResponse> => t.inject({ method: 'POST', url: '/integrator/webhooks', headers: headers(), payload });
    expectEnvelope(await post({ url: 'http://example.com/hook', eventTypes: ['query.completed'] }), 400, 'WEBHOOK_URL_INVALID');
    expectEnvelope(await post({ url: 'ftp://127.0.0.1/hook', eventTypes: ['query.completed'] }), 400, 'WEBHOOK_URL_INVALID');
    expectEnvelope(await post({ url: 'https://user:pw@example.com/hook', eventTypes: ['query.completed'] }), 400, 'WEBHOOK_URL_INVALID');
    expectEnvelope(await post({ url: 'not a url', eventTypes: ['query.completed'] }), 400, 'WEBHOOK_URL_INVALID');
    expectEnvelope(await post({ url: 'https://example.com/hook', eventTypes: ['no.such.event'] }), 400, 'VALIDATION_FAILED');
    expectEnvelope(await t.inject({ url: '/integrator/webhooks/00000000-0000-4000-8000-000000000000', headers: headers() }), 404, 'WEBHOOK_NOT_FOUND');
  });

  it('caps the endpoints of one integrator (default 20), whatever their status; another integrator is not counted', async () => {
    const crowded = await t.createIntegrator('crowded');
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await createEndpoint(crowded.key, `https://hooks.example.com/${i}`, ['query.completed'])).id);
    await t.inject({ method: 'PATCH', url: `/integrator/webhooks/${ids[0]!}`, headers: { 'x-api-key': crowded.key }, payload: { status: 'disabled' } });
    const over = await t.inject({ method: 'POST', url: '/integrator/webhooks', headers: { 'x-api-key': crowded.key }, payload: { url: 'https://hooks.example.com/21', eventTypes: ['query.completed'] } });
    expectEnvelope(over, 409, 'WEBHOOK_ENDPOINT_LIMIT_REACHED');
    expect(over.json().error.message).toContain('20');
    const neighbour = await t.createIntegrator('neighbour');
    await createEndpoint(neighbour.key, 'https://hooks.example.com/n', ['query.completed']);
    expect((await t.inject({ method: 'DELETE', url: `/integrator/webhooks/${ids[1]!}`, headers: { 'x-api-key': crowded.key } })).statusCode).toBe(204);
    await createEndpoint(crowded.key, 'https://hooks.example.com/21', ['query.completed']);
  });

  it('delivers query and registered-query events, each verified by standardwebhooks; an unchanged result sends no event', async () => {
    const endpoint = await createEndpoint(key, good.url, ['query.completed', 'registeredQuery.resultChanged', 'registeredQuery.completed']);
    good.secrets = [endpoint.secret];
    expect(endpoint.secret).toMatch(/^whsec_/);
    // The secret is never shown again.
    expect((await t.inject({ url: `/integrator/webhooks/${endpoint.id}`, headers: headers() })).body).not.toContain(endpoint.secret);

    // Test event.
    expect((await t.inject({ method: 'POST', url: `/integrator/webhooks/${endpoint.id}/test`, headers: headers() })).statusCode).toBe(202);
    await deliver();
    expect(good.verified.map((r) => r.body.type)).toEqual(['webhook.test']);

    // An async query reaching its final status.
    const created = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/async`, headers: headers(), payload: { command: { text: 'select 1' } } });
    const queryId = (created.json() as { id: string }).id;
    await until(async () => ((await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${queryId}`, headers: headers() })).json() as { status: string }).status === 'successful' || undefined, 'query successful');
    await deliver();
    expect(good.verified.at(-1)?.body).toMatchObject({ type: 'query.completed', data: { siteId: site.siteId, queryId, status: 'successful' } });

    // A registered query: first result (changed), then the same (no event), then its end.
    const rq = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/registered`, headers: headers(), payload: { name: 'n', registeredQueryType: 'query', frequency: 5, duration: 10, registerCommand: { command: { text: 'select 1' } } } });
    const rqId = (rq.json() as { id: string }).id;
    const succeeded = async (n: number) =>
      until(async () => (((await t.inject({ url: `/integrator/sites/${site.siteId}/queries/registered/${rqId}`, headers: headers() })).json() as { metrics: { executionSucceededCount: number } }).metrics.executionSucceededCount >= n ? true : undefined), `run ${n}`);
    await fireDueRuns(t.gateway.ctx);
    await succeeded(1);
    clock.advance(5_000);
    await fireDueRuns(t.gateway.ctx);
    await succeeded(2);
    clock.advance(5_000);
    await fireDueRuns(t.gateway.ctx);
    await deliver();
    const types = good.verified.map((r) => r.body.type);
    expect(types.filter((x) => x === 'registeredQuery.resultChanged')).toHaveLength(1);
    expect(types.filter((x) => x === 'registeredQuery.completed')).toHaveLength(1);
    expect(good.verified.find((r) => r.body.type === 'registeredQuery.resultChanged')?.body.data).toEqual({ siteId: site.siteId, registeredQueryId: rqId, lastHash: 'a'.repeat(64) });
    expect(good.rejected).toEqual([]);

    const deliveries = (await t.inject({ url: `/integrator/webhooks/${endpoint.id}/deliveries`, headers: headers() })).json() as { deliveries: { status: string }[] };
    expect(deliveries.deliveries.every((d) => d.status === 'delivered')).toBe(true);
  });

  it('retries a failing receiver with the same webhook-id until it accepts; redeliver sends it again', async () => {
    const flaky = new Receiver();
    await flaky.start();
    try {
      flaky.respond = (n) => (n <= 2 ? 500 : 200);
      const endpoint = await createEndpoint(key, flaky.url, ['query.completed']);
      flaky.secrets = [endpoint.secret];
      const sent = (await t.inject({ method: 'POST', url: `/integrator/webhooks/${endpoint.id}/test`, headers: headers() })).json() as { id: string; eventId: string };
      await deliver();
      const view = async () => ((await t.inject({ url: `/integrator/webhooks/${endpoint.id}/deliveries`, headers: headers() })).json() as { deliveries: { id: string; status: string; attempts: number; lastStatusCode?: number }[] }).deliveries[0];
      expect(await view()).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
      // Still being retried: a redeliver now could start a second attempt beside one in flight.
      expectEnvelope(await t.inject({ method: 'POST', url: `/integrator/webhooks/${endpoint.id}/deliveries/${sent.id}/redeliver`, headers: headers() }), 409, 'WEBHOOK_DELIVERY_PENDING');
      // Backoff (50 ms, then ~300 ms, jittered): keep ticking until it went through.
      await until(async () => {
        await deliver();
        return flaky.verified.length > 0 ? true : undefined;
      }, 'the retried delivery');
      expect(flaky.attempts).toBe(3);
      expect(flaky.verified[0]?.id).toBe(sent.eventId);
      expect(await view()).toMatchObject({ status: 'delivered', attempts: 3 });

      const again = await t.inject({ method: 'POST', url: `/integrator/webhooks/${endpoint.id}/deliveries/${sent.id}/redeliver`, headers: headers() });
      expect(again.statusCode).toBe(202);
      await deliver();
      expect(flaky.verified.map((r) => r.id)).toEqual([sent.eventId, sent.eventId]);
      expectEnvelope(await t.inject({ method: 'POST', url: `/integrator/webhooks/${endpoint.id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`, headers: headers() }), 404, 'WEBHOOK_DELIVERY_NOT_FOUND');
    } finally {
      await flaky.stop();
    }
  });

  it("a hanging endpoint with a backlog does not delay another integrator's delivery", async () => {
    const dead = new Receiver();
    await dead.start();
    const other = new Receiver();
    await other.start();
    try {
      dead.respond = () => 'hang';
      const slowIntegrator = await t.createIntegrator('slow');
      const slow = await createEndpoint(slowIntegrator.key, dead.url, ['query.completed']);
      for (let i = 0; i < 10; i++) await t.inject({ method: 'POST', url: `/integrator/webhooks/${slow.id}/test`, headers: { 'x-api-key': slowIntegrator.key } });
      // The other integrator is set up first: between the two ticks the hanging attempts' timeout runs, and
      // only the one call that matters should take that time.
      const fastIntegrator = await t.createIntegrator('fast');
      const fast = await createEndpoint(fastIntegrator.key, other.url, ['query.completed']);
      other.secrets = [fast.secret];
      await t.gateway.webhooks.tick();
      // The slow endpoint's attempts are hanging now (its concurrency is full).
      await until(() => (dead.attempts >= 4 ? true : undefined), 'hanging attempts');

      await t.inject({ method: 'POST', url: `/integrator/webhooks/${fast.id}/test`, headers: { 'x-api-key': fastIntegrator.key } });
      const started = Date.now();
      await t.gateway.webhooks.tick();
      await until(() => (other.verified.length === 1 ? true : undefined), 'the other endpoint delivery', 1000);
      // Delivered while the hanging attempts still wait for their timeout (1.5 s).
      expect(Date.now() - started).toBeLessThan(config.webhookTimeoutMs);
      expect(dead.attempts).toBe(4);
      await t.gateway.webhooks.drain();
      const slowView = (await t.inject({ url: `/integrator/webhooks/${slow.id}/deliveries`, headers: { 'x-api-key': slowIntegrator.key } })).json() as { deliveries: { status: string; lastError?: string }[] };
      expect(slowView.deliveries.filter((d) => d.lastError?.startsWith('No answer within')).length).toBe(4);
      expect(slowView.deliveries.every((d) => d.status === 'pending')).toBe(true);
    } finally {
      await dead.stop();
      await other.stop();
    }
  });

  it("one endpoint's backlog of due deliveries does not fill the claim: another endpoint's goes out in the same tick", async () => {
    const failing = new Receiver();
    await failing.start();
    const other = new Receiver();
    await other.start();
    try {
      failing.respond = () => 500;
      const busyIntegrator = await t.createIntegrator('backlog');
      const busy = await createEndpoint(busyIntegrator.key, failing.url, ['query.completed']);
      // More due than one claim takes (100), all older than the other endpoint's one delivery.
      for (let i = 0; i < 110; i++) await t.inject({ method: 'POST', url: `/integrator/webhooks/${busy.id}/test`, headers: { 'x-api-key': busyIntegrator.key } });
      const otherIntegrator = await t.createIntegrator('other');
      const endpoint = await createEndpoint(otherIntegrator.key, other.url, ['query.completed']);
      other.secrets = [endpoint.secret];
      await t.inject({ method: 'POST', url: `/integrator/webhooks/${endpoint.id}/test`, headers: { 'x-api-key': otherIntegrator.key } });
      await t.gateway.webhooks.tick();
      await t.gateway.webhooks.drain();
      expect(other.verified).toHaveLength(1);
      // The backlogged endpoint got its concurrency's worth, no more.
      expect(failing.attempts).toBe(4); // GATEWAY_WEBHOOK_CONCURRENCY_PER_ENDPOINT, default 4
    } finally {
      await failing.stop();
      await other.stop();
    }
  });

  it('sends nothing for an integrator the operator disabled', async () => {
    const receiver = new Receiver();
    await receiver.start();
    try {
      const integrator = await t.createIntegrator('disabled later');
      const endpoint = await createEndpoint(integrator.key, receiver.url, ['query.completed']);
      const sent = (await t.inject({ method: 'POST', url: `/integrator/webhooks/${endpoint.id}/test`, headers: { 'x-api-key': integrator.key } })).json() as { id: string };
      const operator = { 'x-operator-key': OPERATOR_KEY };
      expect((await t.inject({ method: 'POST', url: `/admin/integrators/${integrator.id}/disable`, headers: operator })).statusCode).toBe(200);
      await deliver();
      expect(receiver.attempts).toBe(0);
      expect((await t.inject({ method: 'POST', url: `/admin/integrators/${integrator.id}/enable`, headers: operator })).statusCode).toBe(200);
      const deliveries = (await t.inject({ url: `/integrator/webhooks/${endpoint.id}/deliveries`, headers: { 'x-api-key': integrator.key } })).json() as { deliveries: { id: string; status: string; lastError?: string }[] };
      expect(deliveries.deliveries.find((d) => d.id === sent.id)).toMatchObject({ status: 'failed', lastError: 'The integrator is disabled.' });
    } finally {
      await receiver.stop();
    }
  });

  /**
   * A paired clinic whose agent is connected, watched by `receiver` for site.availabilityChanged; its
   * baseline availability (online) is recorded, so the next change is the first event.
   */
  const onlineClinicWatchedBy = async (receiver: Receiver): Promise<{ clinic: TestSite; clinicAgent: FakeAgent }> => {
    const endpoint = await createEndpoint(key, receiver.url, ['site.availabilityChanged']);
    receiver.secrets = [endpoint.secret];
    const clinic = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.pair(key, clinic);
    const clinicAgent = await FakeAgent.connectReady(baseUrl, clinic, t.gateway.ctx.agents);
    await recordAvailabilityTransitions(t.gateway.ctx);
    return { clinic, clinicAgent };
  };

  it('records an availability change once and tells the paired integrators (site.availabilityChanged)', async () => {
    const receiver = new Receiver();
    await receiver.start();
    try {
      const { clinic, clinicAgent } = await onlineClinicWatchedBy(receiver);
      clinicAgent.send({ type: 'agent:sign-off', reason: 'shutdown' });
      await until(async () => ((await t.inject({ url: `/integrator/sites/${clinic.siteId}`, headers: headers() })).json() as { availability: string }).availability === 'offline' || undefined, 'offline');
      // Two passes (as two instances would) record the change at most once between them, and the second finds
      // nothing left. The gateway's own pass (every sweep interval) may have recorded it first on a loaded
      // machine (CI once: 0 from both). Either way the integrator is told exactly once, below.
      const first = await recordAvailabilityTransitions(t.gateway.ctx);
      const second = await recordAvailabilityTransitions(t.gateway.ctx);
      expect(first + second).toBeLessThanOrEqual(1);
      expect(second).toBe(0);
      await deliver();
      expect(receiver.verified.map((r) => r.body)).toEqual([{ type: 'site.availabilityChanged', timestamp: expect.any(String) as string, data: { siteId: clinic.siteId, availability: 'offline', previous: 'online' } }]);
      clinicAgent.close();
    } finally {
      await receiver.stop();
    }
  });

  it('tells the paired integrators once that a site the operator revoked went offline', async () => {
    const receiver = new Receiver();
    await receiver.start();
    try {
      const { clinic, clinicAgent } = await onlineClinicWatchedBy(receiver);
      expect((await t.inject({ method: 'POST', url: `/admin/sites/${clinic.siteId}/revoke`, headers: { 'x-operator-key': OPERATOR_KEY } })).statusCode).toBe(200);
      expect((await recordAvailabilityTransitions(t.gateway.ctx)) + (await recordAvailabilityTransitions(t.gateway.ctx))).toBe(1);
      await deliver();
      const mine = receiver.verified.map((r) => r.body).filter((b) => b.data.siteId === clinic.siteId);
      // The gateway's own once-a-second pass runs beside these; on a loaded machine it may have recorded a
      // change before the revoke. The revoke itself is told once, as offline, and is the last word.
      const offline = mine.filter((b) => b.data.availability === 'offline');
      expect(offline, JSON.stringify(mine)).toEqual([{ type: 'site.availabilityChanged', timestamp: expect.any(String) as string, data: { siteId: clinic.siteId, availability: 'offline', previous: expect.any(String) as string } }]);
      expect(mine.at(-1)).toEqual(offline[0]);
      clinicAgent.close();
    } finally {
      await receiver.stop();
    }
  });

  it('the operator lists every endpoint (never a secret), suspends one (the integrator cannot lift it), and reads its deliveries', async () => {
    const endpoint = await createEndpoint(key, good.url, ['query.completed']);
    const operator = { 'x-operator-key': OPERATOR_KEY };
    const listed = await t.inject({ url: '/admin/webhooks', headers: operator });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(endpoint.secret);
    expect(listed.body).not.toContain('whsec_');
    expect((listed.json() as { webhooks: { id: string; integratorId: string }[] }).webhooks.map((w) => w.id)).toContain(endpoint.id);
    const disabled = await t.inject({ method: 'POST', url: `/admin/webhooks/${endpoint.id}/disable`, headers: operator });
    expect(disabled.json()).toMatchObject({ id: endpoint.id, status: 'suspended' });
    // The integrator sees the suspension and cannot lift it; the operator can.
    const patch = (status: string) => t.inject({ method: 'PATCH', url: `/integrator/webhooks/${endpoint.id}`, headers: headers(), payload: { status } });
    expect(((await t.inject({ url: `/integrator/webhooks/${endpoint.id}`, headers: headers() })).json() as { status: string }).status).toBe('suspended');
    expectEnvelope(await patch('enabled'), 409, 'WEBHOOK_SUSPENDED');
    expectEnvelope(await patch('disabled'), 409, 'WEBHOOK_SUSPENDED');
    // A disabled endpoint gets nothing: its delivery is marked failed, not sent.
    const attemptsBefore = good.attempts;
    await t.inject({ method: 'POST', url: `/integrator/webhooks/${endpoint.id}/test`, headers: headers() });
    await deliver();
    expect(good.attempts).toBe(attemptsBefore);
    const deliveries = (await t.inject({ url: `/admin/webhooks/${endpoint.id}/deliveries`, headers: operator })).json() as { deliveries: { status: string; lastError?: string }[] };
    expect(deliveries.deliveries[0]).toMatchObject({ status: 'failed', lastError: 'The endpoint is disabled.' });
    expect((await t.inject({ method: 'POST', url: `/admin/webhooks/${endpoint.id}/enable`, headers: operator })).json()).toMatchObject({ status: 'enabled' });
    expect((await patch('disabled')).json()).toMatchObject({ status: 'disabled' });
    expect((await patch('enabled')).json()).toMatchObject({ status: 'enabled' });
    expectEnvelope(await t.inject({ method: 'POST', url: '/admin/webhooks/00000000-0000-4000-8000-000000000000/enable', headers: operator }), 404, 'WEBHOOK_NOT_FOUND');
    expect((await t.inject({ url: '/admin/webhooks', headers: headers() })).statusCode).toBe(401);
  });

  it('after a rotation both secrets verify; an event recorded before a restart is delivered after it', async () => {
    const receiver = new Receiver();
    await receiver.start();
    try {
      const endpoint = await createEndpoint(key, receiver.url, ['query.completed']);
      const rotated = (await t.inject({ method: 'POST', url: `/integrator/webhooks/${endpoint.id}/rotate-secret`, headers: headers() })).json() as { secret: string };
      expect(rotated.secret).not.toBe(endpoint.secret);
      receiver.secrets = [endpoint.secret, rotated.secret];
      await t.inject({ method: 'POST', url: `/integrator/webhooks/${endpoint.id}/test`, headers: headers() });
      await deliver();
      expect(receiver.verified).toHaveLength(1);
      expect(receiver.rejected).toEqual([]);

      // Recorded, then the gateway stops before any tick: the outbox keeps it.
      const pending = (await t.inject({ method: 'POST', url: `/integrator/webhooks/${endpoint.id}/test`, headers: headers() })).json() as { eventId: string };
      agent.close();
      await t.close();
      t = await startTestGateway(config, clock);
      await deliver();
      expect(receiver.verified.map((r) => r.id)).toContain(pending.eventId);

      // Delete: 204, then gone.
      expect((await t.inject({ method: 'DELETE', url: `/integrator/webhooks/${endpoint.id}`, headers: headers() })).statusCode).toBe(204);
      expectEnvelope(await t.inject({ url: `/integrator/webhooks/${endpoint.id}`, headers: headers() }), 404, 'WEBHOOK_NOT_FOUND');
    } finally {
      await receiver.stop();
    }
  });
  it('forgets ended deliveries past the history retention, never a pending one', async () => {
    const ok = new Receiver();
    await ok.start();
    const failing = new Receiver();
    await failing.start();
    try {
      failing.respond = () => 500;
      const integrator = await t.createIntegrator('history');
      const auth = { 'x-api-key': integrator.key };
      const good = await createEndpoint(integrator.key, ok.url, ['query.completed']);
      ok.secrets = [good.secret];
      const bad = await createEndpoint(integrator.key, failing.url, ['query.completed']);
      const delivered = (await t.inject({ method: 'POST', url: `/integrator/webhooks/${good.id}/test`, headers: auth })).json() as { id: string };
      const pending = (await t.inject({ method: 'POST', url: `/integrator/webhooks/${bad.id}/test`, headers: auth })).json() as { id: string };
      await deliver();
      const list = async (id: string) => ((await t.inject({ url: `/integrator/webhooks/${id}/deliveries`, headers: auth })).json() as { deliveries: { id: string; status: string }[] }).deliveries;
      expect((await list(good.id)).find((d) => d.id === delivered.id)?.status).toBe('delivered');
      expect((await list(bad.id)).find((d) => d.id === pending.id)?.status).toBe('pending');

      // Within the retention nothing goes; past it, the delivered one goes and the pending one stays.
      expect((await forgetOldHistory(t.gateway.ctx)).deliveries).toBe(0);
      clock.advance(t.gateway.ctx.config.historyRetentionMs + 60_000);
      expect((await forgetOldHistory(t.gateway.ctx)).deliveries).toBeGreaterThanOrEqual(1);
      expect((await list(good.id)).map((d) => d.id)).not.toContain(delivered.id);
      expect((await list(bad.id)).map((d) => d.id)).toContain(pending.id);
    } finally {
      await ok.stop();
      await failing.stop();
    }
  });
});
