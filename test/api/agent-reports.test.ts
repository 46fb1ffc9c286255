/**
 * How the gateway treats what agents send about their work and presence, including what a real agent
 * never sends: repeated and malformed reports, a replaced connection's late sign-off, a poisoned hello,
 * and an agent that goes silent mid-query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, MAX_ERROR_MESSAGE_LENGTH, encodeAgentMessage, type JobCompleted } from '@site-query-gateway/protocol/index.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { OPERATOR_KEY, startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

describe('agent reports', () => {
  let t: TestGateway;
  let baseUrl: string;
  let key: string;
  let site: TestSite;
  const headers = () => ({ 'x-api-key': key });
  const status = async (id: string) => (await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}`, headers: headers() })).json() as { status: string; errorDetails?: { errorMessage: string } };
  const createAsync = async () => (await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/async`, headers: headers(), payload: { command: { text: 'select 1' } } })).json().id as string;
  /** A terminal report with a one-row inline result. */
  const completedReport = (id: string, inlineData: string): JobCompleted => ({
    type: 'job:completed', queryId: id, at: new Date().toISOString(), sqlExecutionDurationMs: 1, rows: 1, size: Buffer.byteLength(inlineData), pages: [], inlineData, outputParameters: [],
  });
  /** Creates an async query, waits for the agent to be handed it, and reports it started. */
  const startedOn = async (agent: FakeAgent): Promise<string> => {
    const id = await createAsync();
    await agent.waitFor((m) => m.type === 'job:dispatch' && m.job.queryId === id);
    agent.send({ type: 'job:started', queryId: id, at: new Date().toISOString() });
    return id;
  };
  const availability = async (s: TestSite) =>
    ((await t.inject({ url: '/admin/sites', headers: { 'x-operator-key': OPERATOR_KEY } })).json() as { sites: { id: string; availability: string }[] }).sites.find((x) => x.id === s.siteId)?.availability;

  beforeAll(async () => {
    t = await startTestGateway({ port: 0, sweepIntervalMs: 20, stalledQueryMs: 1500, sqlCommandTimeoutMs: 1000, heartbeatIntervalMs: 60_000 });
    baseUrl = await t.gateway.listen();
    key = (await t.createIntegrator()).key;
    site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.pair(key, site);
  });
  afterAll(() => t.close());

  it("keeps the clinic's time zone from the hello and shows it on the Site; an unknown zone is not kept and costs no connection", async () => {
    const clinic = await t.registerSite({ practiceManagementName: 'Best Practice' });
    // The gateway answers a hello with its welcome after noting what the hello said; written out here at once.
    const view = async () => {
      await t.gateway.ctx.presence.flush();
      return ((await t.inject({ url: '/admin/sites', headers: { 'x-operator-key': OPERATOR_KEY } })).json() as { sites: { id: string; availability: string; timeZone?: string }[] }).sites.find((x) => x.id === clinic.siteId);
    };
    expect((await view())?.timeZone).toBeUndefined();
    const perth = await FakeAgent.connect(baseUrl, clinic.subscriptionKey, { timeZone: 'Australia/Perth' });
    expect((await view())?.timeZone).toBe('Australia/Perth');
    perth.close();

    const unknown = await FakeAgent.connect(baseUrl, clinic.subscriptionKey, { timeZone: 'Mars/Olympus_Mons' });
    expect(unknown.closeCode).toBeUndefined();
    expect((await view())?.timeZone).toBe('Australia/Perth');
    unknown.close();

    // An agent that reports none (one from before the field) leaves the zone as it was.
    const older = await FakeAgent.connect(baseUrl, clinic.subscriptionKey);
    expect((await view())?.timeZone).toBe('Australia/Perth');
    older.close();
  });

  it('a repeated job:started does not cancel running work; malformed reports change nothing', async () => {
    const agent = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    try {
      const id = await createAsync();
      await agent.waitFor((m) => m.type === 'job:dispatch' && m.job.queryId === id);
      agent.send({ type: 'job:started', queryId: id, at: new Date().toISOString() });
      agent.send({ type: 'job:started', queryId: id, at: new Date().toISOString() });
      await agent.reportsApplied();
      expect(agent.received.some((m) => m.type === 'job:cancel')).toBe(false);
      expect((await status(id)).status).toBe('executing');

      agent.send({ type: 'job:failed', queryId: id, at: new Date().toISOString(), status: 'executionFailed', errorDetails: { errorType: 'sqlite', errorCode: '42P01', errorMessage: 'x' } });
      agent.send({ type: 'job:completed', queryId: id, at: new Date().toISOString(), rows: 1, size: 2, outputParameters: [] });
      await agent.reportsApplied();
      expect((await status(id)).status).toBe('executing');

      agent.send({ type: 'job:completed', queryId: id, at: new Date().toISOString(), sqlExecutionDurationMs: 2, rows: 1, size: 9, pages: [{ pageNumber: 1, size: 9, count: 1, rangeStart: 1, rangeEnd: 1 }], inlineData: '[{"x":1}]', outputParameters: [] });
      await expect.poll(async () => (await status(id)).status, { timeout: 5_000 }).toBe('successful');
      const page = await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/1/stream`, headers: headers() });
      expect(page.json()).toEqual([{ x: 1 }]);
    } finally {
      agent.close();
    }
  });

  it('keeps a failure report whose error message is over its bound: immediate answers 400 SQL_ERROR, async is executionFailed, at once', async () => {
    const agent = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    const hugeError = (id: string) => ({
      type: 'job:failed', queryId: id, at: new Date().toISOString(), status: 'executionFailed',
      errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage: `no such column: ${'A'.repeat(20_000)}` },
    });
    agent.onJob((job, send) => send(hugeError(job.queryId)));
    try {
      // Before, the report was refused whole and the caller waited for the immediate deadline (504).
      const immediate = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/immediate`, headers: headers(), payload: { command: { text: 'select 1' }, maxTimeInQueue: 60_000 } });
      expect(immediate.statusCode).toBe(400);
      const body = immediate.json<{ status: string; error: { code: string }; errorDetails: { errorType: string; errorMessage: string } }>();
      expect(body).toMatchObject({ status: 'executionFailed', error: { code: 'SQL_ERROR' }, errorDetails: { errorType: 'sqlite' } });
      expect(body.errorDetails.errorMessage.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE_LENGTH);
      expect(body.errorDetails.errorMessage).toMatch(/^no such column: AAAA.*characters cut by the gateway\]$/);

      const id = await createAsync();
      await agent.waitFor((m) => m.type === 'job:ack' && m.queryId === id);
      const record = await status(id);
      expect(record.status).toBe('executionFailed');
      expect(record.errorDetails?.errorMessage).toMatch(/cut by the gateway\]$/);
      expect(agent.closeCode).toBeUndefined();
    } finally {
      agent.close();
    }
  });

  it('acknowledges a terminal report once stored, and a repeat of it; a protocol 1 agent gets no acknowledgements', async () => {
    const completed = (id: string) => completedReport(id, '[{"x":1}]');
    const agent = await FakeAgent.connect(baseUrl, site.subscriptionKey, { protocolVersion: 2 });
    try {
      expect(agent.received.find((m) => m.type === 'gateway:welcome')).toMatchObject({ protocolVersion: 2 });
      const id = await startedOn(agent);
      agent.send(completed(id));
      await agent.waitFor((m) => m.type === 'job:ack' && m.queryId === id);
      // The acknowledgement comes after the store has the result, never before.
      expect((await status(id)).status).toBe('successful');
      // Sent again after a reconnect (the agent could not know it arrived): a no-op, acknowledged again.
      agent.send(completed(id));
      await expect.poll(() => agent.received.filter((m) => m.type === 'job:ack' && m.queryId === id).length, { timeout: 5_000 }).toBe(2);
    } finally {
      agent.close();
    }
    const old = await FakeAgent.connect(baseUrl, site.subscriptionKey, { protocolVersion: 1 });
    try {
      expect(old.received.find((m) => m.type === 'gateway:welcome')).toMatchObject({ protocolVersion: 1 });
      const id = await startedOn(old);
      old.send(completed(id));
      await expect.poll(async () => (await status(id)).status, { timeout: 5_000 }).toBe('successful');
      // An acknowledgement would have been sent right after the report was applied, so before the dispatch of
      // work created after that.
      await t.gateway.ctx.queries.reports.drain();
      await startedOn(old);
      expect(old.received.some((m) => m.type === 'job:ack')).toBe(false);
    } finally {
      old.close();
    }
  });

  it('takes an inline result as a binary frame from a protocol 3 agent; the same frame closes a protocol 2 session as a bad message', async () => {
    const rows = '[{"name":"O\'Brien \\"Bob\\"","city":"Zürich"}]';
    const agent = await FakeAgent.connect(baseUrl, site.subscriptionKey, { protocolVersion: 3 });
    try {
      expect(agent.received.find((m) => m.type === 'gateway:welcome')).toMatchObject({ protocolVersion: 3 });
      const id = await startedOn(agent);
      agent.sendBinary(encodeAgentMessage(completedReport(id, rows), { binaryResults: true }) as Buffer);
      await agent.waitFor((m) => m.type === 'job:ack' && m.queryId === id);
      expect((await status(id)).status).toBe('successful');
      const page = await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/1/stream`, headers: headers() });
      expect(page.json()).toEqual(JSON.parse(rows));
      expect(agent.closeCode).toBeUndefined();
    } finally {
      agent.close();
    }
    // Its own site: an agent closed for misbehaving is kept out for a cool-down.
    const other = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.pair(key, other);
    const older = await FakeAgent.connect(baseUrl, other.subscriptionKey, { protocolVersion: 2 });
    try {
      const created = await t.inject({ method: 'POST', url: `/integrator/sites/${other.siteId}/queries/async`, headers: headers(), payload: { command: { text: 'select 1' } } });
      const id = created.json<{ id: string }>().id;
      await older.waitFor((m) => m.type === 'job:dispatch' && m.job.queryId === id);
      older.sendBinary(encodeAgentMessage(completedReport(id, rows), { binaryResults: true }) as Buffer);
      await expect.poll(() => older.closeCode, { timeout: 5_000 }).toBe(CLOSE_CODES.badMessage);
      const after = await t.inject({ url: `/integrator/sites/${other.siteId}/queries/${id}`, headers: headers() });
      expect(after.json<{ status: string }>().status).not.toBe('successful');
    } finally {
      older.close();
    }
  });

  it('a report about a query that already expired is cancelled and stores nothing', async () => {
    const agent = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    try {
      const id = (await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/async`, headers: headers(), payload: { command: { text: 'select 1' }, maxTimeInQueue: 0 } })).json().id as string;
      await expect.poll(async () => (await status(id)).status, { timeout: 5_000 }).toBe('expiredInQueue');
      agent.send({ type: 'job:started', queryId: id, at: new Date().toISOString() });
      await agent.waitFor((m) => m.type === 'job:cancel' && m.queryId === id);
      agent.send({ type: 'job:completed', queryId: id, at: new Date().toISOString(), sqlExecutionDurationMs: 1, rows: 1, size: 9, pages: [], inlineData: '[{"x":1}]', outputParameters: [] });
      await agent.reportsApplied();
      expect((await status(id)).status).toBe('expiredInQueue');
      const page = await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/1`, headers: headers() });
      expect(page.statusCode).toBe(409);
    } finally {
      agent.close();
    }
  });

  it('an in-flight query whose agent goes silent is failed after the stalled timeout', async () => {
    const agent = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    const id = await createAsync();
    await agent.waitFor((m) => m.type === 'job:dispatch' && m.job.queryId === id);
    agent.send({ type: 'job:started', queryId: id, at: new Date().toISOString() });
    agent.close();
    await expect.poll(async () => (await status(id)).status, { timeout: 10_000 }).toBe('executionFailed');
    const record = await status(id);
    expect(record.errorDetails?.errorMessage).toContain('No word');
  });

  it("a replaced connection's late sign-off leaves the new connection registered", async () => {
    const first = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    // Not reading: the first connection does not see the gateway close it, and can still send.
    first.socket.pause();
    const second = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    first.send({ type: 'agent:sign-off', reason: 'shutdown' });
    first.socket.resume();
    // It reads the close only now; the gateway had its sign-off before the reply to that close.
    await expect.poll(() => first.closeCode, { timeout: 5_000 }).toBe(4002);
    expect(t.gateway.ctx.agents.isReady(site.siteId)).toBe(true);
    expect(await availability(site)).toBe('online');
    second.close();
  });

  it('a poisoned hello is refused and does not disturb another site connecting at the same moment', async () => {
    const victim = await t.registerSite({ practiceManagementName: 'D4w' });
    const attacker = await t.registerSite({ practiceManagementName: 'D4w' });
    const good = FakeAgent.connect(baseUrl, victim.subscriptionKey);
    const url = new URL('/agent/v1/connect', baseUrl);
    url.protocol = 'ws:';
    const { default: WebSocket } = await import('ws');
    const bad = new WebSocket(url, { headers: { 'x-subscription-key': attacker.subscriptionKey } });
    await new Promise((r) => bad.once('open', r));
    const closed = new Promise<number>((r) => bad.once('close', (code) => r(code)));
    bad.send(JSON.stringify({ type: 'agent:hello', protocolVersion: 1, linkVersion: '26.1121.1', clientTimestampUTC: 'now', practiceManagementVersion: {} }));
    expect(await closed).toBe(4004);
    const agent = await good;
    await expect.poll(() => availability(victim), { timeout: 5_000 }).toBe('online');
    agent.close();
  });
});
