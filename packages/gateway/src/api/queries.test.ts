/**
 * SQL passthrough API without an agent: validation, access rules, the async record as created, batch
 * status, page errors and queue expiry. Execution by a real agent is covered end to end in test/e2e.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, expectEnvelope, startTestGateway, type TestGateway, type TestSite } from '../../../../test/helpers/gateway.js';
import { MIN_QUEUE_ALLOWANCE_MS } from '../core/queries/create.js';

describe('query API', () => {
  let t: TestGateway;
  let key: string;
  let site: TestSite;
  const headers = () => ({ 'x-api-key': key });
  const create = (path: string, payload: unknown) => t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries${path}`, headers: headers(), payload: payload as object });

  beforeAll(async () => {
    t = await startTestGateway({ sweepIntervalMs: 20, bodyLimitBytes: 64 * 1024 });
    key = (await t.createIntegrator()).key;
    site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    expect((await t.pair(key, site)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('creates an async query: 201, Location, status initialising with its timing; then it is queued', async () => {
    const res = await create('/async', { command: { text: 'select 1 as one' } });
    expect(res.statusCode).toBe(201);
    const record = res.json() as { id: string; mode: string; status: string; statusTiming: { initialising: { startTime: string } }; maxTimeInQueue: number; catalogue: string; commandSize: number; sqlQuerySize: number; requestSize: number };
    expect(res.headers.location).toBe(`/integrator/sites/${site.siteId}/queries/${record.id}`);
    expect(record).toMatchObject({ mode: 'async', status: 'initialising', maxTimeInQueue: 3_600_000, catalogue: 'BPSPatients', sqlQuerySize: 15 });
    expect(record.commandSize).toBeGreaterThan(record.sqlQuerySize);
    expect(record.requestSize).toBeGreaterThan(0);
    expect(Date.parse(record.statusTiming.initialising.startTime)).not.toBeNaN();
    const status = await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${record.id}`, headers: headers() });
    expect(status.json()).toMatchObject({ id: record.id, status: 'queued', statusTiming: { initialising: { endTime: expect.any(String) as string }, queued: { startTime: expect.any(String) as string } } });
  });

  it('POST …/queries defaults to async; the deprecated sqlQuery still works; both together is 400', async () => {
    const res = await create('', { sqlQuery: 'select 2' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mode: 'async' });
    expectEnvelope(await create('/async', { sqlQuery: 'select 1', command: { text: 'select 1' } }), 400, 'VALIDATION_FAILED');
  });

  it('rejects bad command shapes with 400', async () => {
    for (const payload of [
      {},
      { command: {} },
      { command: { text: '' } },
      { command: { text: '   ' } },
      { command: { text: 'x', executionMode: 'write' } },
      { command: { text: 'x', type: 'macro' } },
      { command: { text: 'x', parameters: [{ name: '@a', type: 'Integer', value: '1' }] } },
      { command: { text: 'x', parameters: [{ name: '@a', type: 'Int' }] } },
      { command: { text: 'x', parameters: [{ name: '@a', type: 'Int', value: 1 }] } },
      { command: 'select 1' },
      { command: { text: 'x' }, mode: 'later' },
    ]) {
      const res = await create('/async', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code, JSON.stringify(payload)).toBe('VALIDATION_FAILED');
    }
  });

  it('enforces maxTimeInQueue bounds per mode', async () => {
    expectEnvelope(await create('/async', { command: { text: 'x' }, maxTimeInQueue: 7_200_001 }), 400, 'VALIDATION_FAILED');
    expectEnvelope(await create('/async', { command: { text: 'x' }, maxTimeInQueue: -1 }), 400, 'VALIDATION_FAILED');
    expectEnvelope(await create('/async', { command: { text: 'x' }, maxTimeInQueue: '100' }), 400, 'VALIDATION_FAILED');
    expectEnvelope(await create('/immediate', { command: { text: 'x' }, maxTimeInQueue: 60_001 }), 400, 'VALIDATION_FAILED');
    expect((await create('/async', { command: { text: 'x' }, maxTimeInQueue: 7_200_000 })).statusCode).toBe(201);
  });

  it('rejects an unknown catalogue with 400 and accepts a known one, in any case', async () => {
    expectEnvelope(await create('/async', { command: { text: 'x' }, catalogue: 'Nope' }), 400, 'UNKNOWN_CATALOGUE');
    expect((await create('/async', { command: { text: 'x' }, catalogue: 'BPSPatients' })).statusCode).toBe(201);
    expect((await create('/async', { command: { text: 'x' }, catalogue: 'bpspatients' })).json()).toMatchObject({ catalogue: 'BPSPatients' });
  });

  it('a revoked site takes no work but its status stays readable', async () => {
    const revoked = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.pair(key, revoked);
    await t.inject({ method: 'POST', url: `/admin/sites/${revoked.siteId}/revoke`, headers: { 'x-operator-key': 'test-operator-key-0123456789' } });
    expectEnvelope(await t.inject({ method: 'POST', url: `/integrator/sites/${revoked.siteId}/queries/async`, headers: headers(), payload: { command: { text: 'x' } } }), 403, 'SITE_NOT_ACTIVE');
    expect((await t.inject({ url: `/integrator/sites/${revoked.siteId}`, headers: headers() })).json()).toMatchObject({ status: 'removed', availability: 'offline' });
  });

  it('immediate query to a site whose agent is not connected → 503', async () => {
    expectEnvelope(await create('/immediate', { command: { text: 'select 1' } }), 503, 'SITE_NOT_CONNECTED');
  });

  it('a huge body → 413', async () => {
    expectEnvelope(await create('/async', { command: { text: `select '${'x'.repeat(100_000)}'` } }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('only the owning integrator sees a query; unpaired and non-authoritative sites are 404 and 403', async () => {
    const id = (await create('/async', { command: { text: 'select 1' } })).json().id as string;
    const other = await t.createIntegrator('other');
    await t.pair(other.key, site);
    expectEnvelope(await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}`, headers: { 'x-api-key': other.key } }), 404, 'QUERY_NOT_FOUND');
    const unpaired = await t.registerSite({ practiceManagementName: 'Zedmed' });
    expectEnvelope(await t.inject({ method: 'POST', url: `/integrator/sites/${unpaired.siteId}/queries/async`, headers: headers(), payload: { command: { text: 'x' } } }), 404, 'SITE_NOT_FOUND');
    const backup = await t.registerSite({ practiceManagementName: 'Zedmed', practiceManagementSiteId: site.practiceManagementSiteId });
    expectEnvelope(await t.inject({ method: 'POST', url: `/integrator/sites/${backup.siteId}/queries/async`, headers: headers(), payload: { command: { text: 'x' } } }), 403, 'SITE_NOT_AUTHORITATIVE');
    // The query is not visible under another site path either.
    await t.pair(key, unpaired);
    expectEnvelope(await t.inject({ url: `/integrator/sites/${unpaired.siteId}/queries/${id}`, headers: headers() }), 404, 'QUERY_NOT_FOUND');
  });

  it('batch status: found, notFound, and at most 100 ids', async () => {
    const id = (await create('/async', { command: { text: 'select 1' } })).json().id as string;
    const res = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/status`, headers: headers(), payload: { queryIds: [id, '00000000-0000-4000-8000-000000000000'] } });
    expect(res.json()).toMatchObject({ results: [{ queryId: id, status: 'found', query: { id, status: 'queued' } }, { status: 'notFound' }] });
    const tooMany = Array.from({ length: 101 }, (_, i) => `id-${i}`);
    expectEnvelope(await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/status`, headers: headers(), payload: { queryIds: tooMany } }), 400, 'VALIDATION_FAILED');
  });

  it('pages: page 0 is 400, a query that is not successful is 409', async () => {
    const id = (await create('/async', { command: { text: 'select 1' } })).json().id as string;
    expectEnvelope(await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/0`, headers: headers() }), 400, 'VALIDATION_FAILED');
    expectEnvelope(await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/1`, headers: headers() }), 409, 'QUERY_NOT_COMPLETE');
    expectEnvelope(await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/1/stream`, headers: headers() }), 409, 'QUERY_NOT_COMPLETE');
  });

  it('a queued query expires at its deadline even though the site is offline', async () => {
    // A gateway of its own, whose clock moves only when this test moves it and whose expiry sweep runs when
    // this test runs it.
    const clock = new ManualClock();
    const g = await startTestGateway({ sweepIntervalMs: 3_600_000 }, clock);
    try {
      const integrator = await g.createIntegrator();
      const offline = await g.registerSite({ practiceManagementName: 'Zedmed' });
      expect((await g.pair(integrator.key, offline)).statusCode).toBe(200);
      const queries = `/integrator/sites/${offline.siteId}/queries`;
      const sweep = (): Promise<void> => g.gateway.ctx.tasks.runNow('queries:expire-queued');
      // maxTimeInQueue below 1 s counts as 1 s (the hand-over allowance).
      const id = (await g.inject({ method: 'POST', url: `${queries}/async`, headers: { 'x-api-key': integrator.key }, payload: { command: { text: 'select 1' }, maxTimeInQueue: 50 } })).json().id as string;
      const read = async () => (await g.inject({ url: `${queries}/${id}`, headers: { 'x-api-key': integrator.key } })).json() as { status: string };
      clock.advance(MIN_QUEUE_ALLOWANCE_MS - 1);
      await sweep();
      expect(await read()).toMatchObject({ status: 'queued' });
      clock.advance(1);
      await sweep();
      expect(await read()).toMatchObject({ status: 'expiredInQueue', completedAt: expect.any(String) as string, statusTiming: { queued: { endTime: expect.any(String) as string } } });
    } finally {
      await g.close();
    }
  });

  it('agent page uploads are taken while a query runs (even before its job:started lands), refused once it ended and for other sites', async () => {
    const put = (id: string, subscriptionKey: string) =>
      t.inject({ method: 'PUT', url: `/agent/v1/queries/${id}/pages/1`, headers: { 'x-subscription-key': subscriptionKey, 'content-type': 'application/json', 'rows-count': '1', 'rows-range-start': '1', 'rows-range-end': '1' }, payload: '[{"one":1}]' });
    const queued = (await create('/async', { command: { text: 'select 1' } })).json().id as string;
    expect((await put(queued, site.subscriptionKey)).statusCode).toBe(204);
    const stranger = await t.registerSite({ practiceManagementName: 'D4w' });
    expect((await put(queued, stranger.subscriptionKey)).json()).toMatchObject({ statusCode: 404, code: 'QUERY_NOT_FOUND' });
    const expiring = (await create('/async', { command: { text: 'select 1' }, maxTimeInQueue: 0 })).json().id as string;
    await expect.poll(async () => ((await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${expiring}`, headers: headers() })).json() as { status: string }).status, { timeout: 5_000 }).toBe('expiredInQueue');
    expect((await put(expiring, site.subscriptionKey)).json()).toMatchObject({ statusCode: 409, code: 'QUERY_NOT_ACCEPTING_PAGES' });
  });
});
