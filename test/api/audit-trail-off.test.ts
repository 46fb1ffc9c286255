/**
 * GATEWAY_AUDIT_TRAIL=off: the same accesses the audit trail records (an immediate query, an async query
 * to its end, a registered run) leave no record at all, and the requests work as before.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadGatewayConfig } from '@site-query-gateway/gateway/config/gateway-config.js';
import { fireDueRuns } from '@site-query-gateway/gateway/core/registered/scheduler.js';
import { findQuery } from '@site-query-gateway/gateway/store/queries.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

describe('audit trail turned off', () => {
  let t: TestGateway;
  let key: string;
  let site: TestSite;
  let agent: FakeAgent;

  beforeAll(async () => {
    t = await startTestGateway({ auditTrail: false, registeredMinFrequencySeconds: 5, registeredClaimIntervalMs: 60_000 });
    const baseUrl = await t.gateway.listen();
    key = (await t.createIntegrator()).key;
    site = await t.registerSite();
    agent = await FakeAgent.connectReady(baseUrl, site, t.gateway.ctx.agents);
    agent.onJob((job, send) => {
      const data = '[{"id":1}]';
      send({
        type: 'job:completed', queryId: job.queryId, at: new Date().toISOString(), startedAgoMs: 1, sqlExecutionDurationMs: 2, rows: 1, size: data.length, outputParameters: [],
        pages: [{ pageNumber: 1, size: data.length, count: 1, rangeStart: 1, rangeEnd: 1 }], inlineData: data,
      });
    });
    expect((await t.pair(key, site)).statusCode).toBe(200);
  });
  afterAll(async () => {
    agent.close();
    await t.close();
  });

  it('is on unless the operator says off', () => {
    expect(loadGatewayConfig({}).auditTrail).toBe(true);
    expect(loadGatewayConfig({ GATEWAY_AUDIT_TRAIL: 'off' }).auditTrail).toBe(false);
    expect(() => loadGatewayConfig({ GATEWAY_AUDIT_TRAIL: 'no' })).toThrow(/GATEWAY_AUDIT_TRAIL/);
  });

  it('records nothing of queries of any mode, and they work as before', async () => {
    const headers = { 'x-api-key': key };
    const immediate = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/immediate`, headers, payload: { command: { text: 'select id from patients' } } });
    expect(immediate.statusCode, immediate.body).toBe(200);

    const async = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/async`, headers, payload: { command: { text: 'select id from appointments' } } });
    expect(async.statusCode, async.body).toBe(201);
    const asyncId = (async.json() as { id: string }).id;

    const registered = await t.inject({
      method: 'POST', url: `/integrator/sites/${site.siteId}/queries/registered`, headers,
      payload: { name: 'nightly', registeredQueryType: 'query', frequency: 10, duration: 30, registerCommand: { command: { text: 'select id from recalls' } } },
    });
    expect(registered.statusCode, registered.body).toBe(202);
    expect((await fireDueRuns(t.gateway.ctx)).fired).toBe(1);

    const db = t.gateway.ctx.store.db;
    await vi.waitFor(async () => expect((await findQuery(db, asyncId))?.status).toBe('successful'), { timeout: 5000, interval: 10 });
    const run = await db.selectFrom('queries').select(['id']).where('registered_query_id', 'is not', null).executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect((await findQuery(db, run.id))?.status).toBe('successful'), { timeout: 5000, interval: 10 });

    await t.gateway.ctx.audit.drain();
    expect(await db.selectFrom('audit_records').selectAll().execute()).toEqual([]);
  });
});
