/**
 * Registered queries through the API with a scripted agent and a movable clock: the schedule fires runs
 * from the store (slot 0 at once, then every frequency), an unchanged result (the agent's hash equals the
 * one the gateway sent) changes nothing but the counters, a changed one moves lastHash and the result, a
 * failure fills lastErrorDetails, an offline site's run is skipped and recorded, cancel and duration end
 * it, and bad input gets documented errors. The runs are fired by calling the claimer directly, so each
 * step is deterministic (its background interval is set long).
 */
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetOldHistory } from '@site-query-gateway/gateway/core/history-retention.js';
import { fireDueRuns } from '@site-query-gateway/gateway/core/registered/scheduler.js';
import type { Job } from '@site-query-gateway/protocol/jobs.js';
import { listQueuedPastDeadline } from '@site-query-gateway/gateway/store/queries.js';
import { listRunSlots } from '@site-query-gateway/gateway/store/registered-queries.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { OPERATOR_KEY, TestClock, expectEnvelope, startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

interface View {
  id: string;
  status: string;
  completedAt?: string;
  lastHash?: string;
  lastErrorDetails?: { errorType: string; errorCode: number; errorMessage: string };
  metrics: { executionSucceededCount: number; executionFailedCount: number; resultSizeSum: number; requestSize: number; lastExecutionDuration: number; lastSucceededAt?: string; lastFailedAt?: string };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('registered queries', () => {
  const clock = new TestClock();
  let t: TestGateway;
  let baseUrl: string;
  let key: string;
  let site: TestSite;
  let agent: FakeAgent;
  /** What the scripted agent answers next: rows as JSON text, or an SQL failure. */
  let answer: { data: string } | { fail: string } = { data: '[{"id":1}]' };
  const jobs: Job[] = [];
  /** While set, jobs are held here unanswered (runs still out when the next one fires). */
  let held: (() => void)[] | undefined;

  beforeAll(async () => {
    t = await startTestGateway({ port: 0, registeredMinFrequencySeconds: 5, registeredClaimIntervalMs: 60_000, webhookAllowHttpLoopback: true }, clock);
    baseUrl = await t.gateway.listen();
    const integrator = await t.createIntegrator();
    key = integrator.key;
    site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.pair(key, site);
    agent = await FakeAgent.connectReady(baseUrl, site, t.gateway.ctx.agents);
    agent.onJob((job, send) => {
      jobs.push(job);
      if (held) {
        held.push(() => answerJob(job, send));
        return;
      }
      answerJob(job, send);
    });
    const answerJob = (job: Job, send: (message: Record<string, unknown>) => void): void => {
      const at = new Date().toISOString();
      if ('fail' in answer) {
        send({ type: 'job:failed', queryId: job.queryId, at, status: 'executionFailed', errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage: answer.fail }, sqlExecutionDurationMs: 2 });
        return;
      }
      // As the real agent does: hash the whole result, send nothing of it when the gateway has it.
      const hash = sha256(answer.data);
      const rows = (JSON.parse(answer.data) as unknown[]).length;
      const base = { type: 'job:completed', queryId: job.queryId, at, startedAgoMs: 1, sqlExecutionDurationMs: 3, rows, size: answer.data.length, outputParameters: [], resultHash: hash };
      if (job.registered?.lastHash === hash) send({ ...base, pages: [], unchanged: true });
      else send({ ...base, pages: [{ pageNumber: 1, size: answer.data.length, count: rows, rangeStart: 1, rangeEnd: rows }], inlineData: answer.data });
    };
  });
  afterAll(async () => {
    agent.close();
    await t.close();
  });

  const path = (suffix = '') => `/integrator/sites/${site.siteId}/queries/registered${suffix}`;
  const headers = () => ({ 'x-api-key': key });
  const get = async (id: string) => (await t.inject({ url: path(`/${id}`), headers: headers() })).json() as View;
  const create = (payload: unknown): Promise<LightMyRequestResponse> => t.inject({ method: 'POST', url: path(), headers: headers(), payload: payload as object });
  const valid = { name: 'changed appointments', registeredQueryType: 'query', frequency: 10, duration: 35, registerCommand: { command: { text: 'select id from appointments' } } };

  async function until(id: string, ok: (v: View) => boolean): Promise<View> {
    return vi.waitFor(
      async () => {
        const view = await get(id);
        if (!ok(view)) throw new Error(`condition not reached: ${JSON.stringify(view)}`);
        return view;
      },
      { timeout: 5000, interval: 10 },
    );
  }
  /** Until the clinic double holds `n` runs (it answers them when the test lets it). */
  const heldRuns = (n: number): Promise<void> => vi.waitFor(() => expect(held?.length).toBeGreaterThanOrEqual(n), { timeout: 5000, interval: 5 });

  it('rejects bad input with documented errors', async () => {
    expectEnvelope(await create({ ...valid, frequency: 2 }), 400, 'REGISTERED_QUERY_FREQUENCY_INVALID');
    expectEnvelope(await create({ ...valid, frequency: 40 }), 400, 'REGISTERED_QUERY_FREQUENCY_INVALID');
    expectEnvelope(await create({ ...valid, duration: 86_401 }), 400, 'VALIDATION_FAILED');
    expectEnvelope(await create({ ...valid, registerCommand: undefined }), 400, 'VALIDATION_FAILED');
    expectEnvelope(await create({ ...valid, registeredQueryType: 'other' }), 400, 'VALIDATION_FAILED');
    expectEnvelope(await create({ ...valid, registerCommand: { command: { text: 'select 1' }, catalogue: 'nope' } }), 400, 'UNKNOWN_CATALOGUE');
    expectEnvelope(await t.inject({ url: path('/00000000-0000-4000-8000-000000000000'), headers: headers() }), 404, 'REGISTERED_QUERY_NOT_FOUND');
    // Another integrator sees nothing of it.
    const other = await t.createIntegrator('other');
    await t.pair(other.key, site);
    const mine = (await create(valid)).json() as View;
    expectEnvelope(await t.inject({ url: path(`/${mine.id}`), headers: { 'x-api-key': other.key } }), 404, 'REGISTERED_QUERY_NOT_FOUND');
    expectEnvelope(await t.inject({ method: 'DELETE', url: path(`/${mine.id}`), headers: { 'x-api-key': other.key } }), 404, 'REGISTERED_QUERY_NOT_FOUND');
    expect(((await t.inject({ url: path(), headers: { 'x-api-key': other.key } })).json() as { registeredQueries: View[] }).registeredQueries).toEqual([]);
    expect((await t.inject({ method: 'DELETE', url: path(`/${mine.id}`), headers: headers() })).statusCode).toBe(204);
    // An HTTP client set up with a default JSON content type sends it with no body: still a cancel.
    const second = (await create(valid)).json() as View;
    const cancel = await t.inject({ method: 'DELETE', url: path(`/${second.id}`), headers: { ...headers(), 'content-type': 'application/json' }, payload: '' });
    expect(cancel.statusCode, cancel.body).toBe(204);
    expect(((await t.inject({ url: path(`/${second.id}`), headers: headers() })).json() as View).status).toBe('cancelled');
    // A route that takes a body still refuses an empty one.
    expectEnvelope(await t.inject({ method: 'POST', url: path(), headers: { ...headers(), 'content-type': 'application/json' }, payload: '' }), 400, 'MALFORMED_JSON');
  });

  it('runs on schedule, keeps a result only when it changes, counts failures, then completes after its duration', async () => {
    const ctx = t.gateway.ctx;
    const res = await create(valid);
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as View;
    const created = await get(id);
    expect(created).toMatchObject({ status: 'enabled', frequency: 10, duration: 35, registeredQueryType: 'query', metrics: { executionSucceededCount: 0, executionFailedCount: 0, resultSizeSum: 0 } });
    expect(created.metrics.requestSize).toBeGreaterThan(0);
    expectEnvelope(await t.inject({ url: path(`/${id}/results`), headers: headers() }), 404, 'REGISTERED_QUERY_NO_RESULT');

    // Slot 0 is due at once.
    answer = { data: '[{"id":1}]' };
    expect((await fireDueRuns(ctx)).fired).toBe(1);
    // Not due again until a frequency has passed.
    expect((await fireDueRuns(ctx)).fired).toBe(0);
    let view = await until(id, (v) => v.metrics.executionSucceededCount === 1);
    expect(view.lastHash).toBe(sha256('[{"id":1}]'));
    expect(view.metrics.resultSizeSum).toBe(10);
    expect(view.metrics.lastSucceededAt).toBeDefined();
    const result = (await t.inject({ url: path(`/${id}/results`), headers: headers() })).json() as { data: string; rows: number; size: number; parameters: unknown[] };
    expect(Buffer.from(result.data, 'base64').toString()).toBe('[{"id":1}]');
    expect(result).toMatchObject({ rows: 1, size: 10, parameters: [] });
    expect(jobs.at(-1)?.registered).toEqual({});

    // Same rows: the job carries the last hash, the agent sends nothing, only counters move.
    clock.advance(10_000);
    expect((await fireDueRuns(ctx)).fired).toBe(1);
    view = await until(id, (v) => v.metrics.executionSucceededCount === 2);
    expect(jobs.at(-1)?.registered).toEqual({ lastHash: sha256('[{"id":1}]') });
    expect(view.lastHash).toBe(sha256('[{"id":1}]'));
    expect(view.metrics.resultSizeSum).toBe(10);

    // A changed row: new hash, new result.
    answer = { data: '[{"id":1},{"id":2}]' };
    clock.advance(10_000);
    expect((await fireDueRuns(ctx)).fired).toBe(1);
    view = await until(id, (v) => v.metrics.executionSucceededCount === 3);
    expect(view.lastHash).toBe(sha256('[{"id":1},{"id":2}]'));
    const changed = (await t.inject({ url: path(`/${id}/results`), headers: headers() })).json() as { data: string; rows: number };
    expect(Buffer.from(changed.data, 'base64').toString()).toBe('[{"id":1},{"id":2}]');
    expect(changed.rows).toBe(2);

    // Failing SQL: counted, details kept; the last good result stays.
    answer = { fail: 'no such table: appointments' };
    clock.advance(10_000);
    expect((await fireDueRuns(ctx)).fired).toBe(1);
    view = await until(id, (v) => v.metrics.executionFailedCount === 1);
    expect(view.lastErrorDetails).toEqual({ errorType: 'sqlite', errorCode: 1, errorMessage: 'no such table: appointments' });
    expect(view.metrics.lastFailedAt).toBeDefined();
    expect(view.lastHash).toBe(sha256('[{"id":1},{"id":2}]'));

    // Past createdAt + duration (35 s): completed, no further run.
    clock.advance(10_000);
    const last = await fireDueRuns(ctx);
    expect(last).toMatchObject({ fired: 0, completed: 1 });
    view = await get(id);
    expect(view.status).toBe('completed');
    expect(view.completedAt).toBeDefined();
    expectEnvelope(await t.inject({ method: 'DELETE', url: path(`/${id}`), headers: headers() }), 409, 'REGISTERED_QUERY_ENDED');
    // Completed ones are not listed; its result can still be read.
    expect(((await t.inject({ url: path(), headers: headers() })).json() as { registeredQueries: View[] }).registeredQueries.map((r) => r.id)).not.toContain(id);
    expect((await t.inject({ url: path(`/${id}/results`), headers: headers() })).statusCode).toBe(200);
    // One run per slot, slots 0..3 each once.
    expect((await listRunSlots(ctx.store.db, id)).map((r) => r.slot)).toEqual([0, 1, 2, 3]);
  });

  it('a run fired while the previous one was still out does not report the same change twice', async () => {
    const ctx = t.gateway.ctx;
    // An endpoint that collects resultChanged deliveries (nothing listens there: they are listed either way).
    const hook = await t.inject({ method: 'POST', url: '/integrator/webhooks', headers: headers(), payload: { url: 'http://127.0.0.1:9/hook', eventTypes: ['registeredQuery.resultChanged'] } });
    expect(hook.statusCode).toBe(201);
    const hookId = (hook.json() as { endpoint: { id: string } }).endpoint.id;
    answer = { data: '[{"id":10}]' };
    const { id } = (await create({ ...valid, name: 'overlap', duration: 60 })).json() as View;
    expect((await fireDueRuns(ctx)).fired).toBe(1);
    await until(id, (v) => v.metrics.executionSucceededCount === 1);
    // The clinic is slow: two runs go out with the same last hash before either answers, and both find the change.
    held = [];
    answer = { data: '[{"id":10},{"id":11}]' };
    for (let i = 0; i < 2; i++) {
      clock.advance(10_000);
      expect((await fireDueRuns(ctx)).fired).toBe(1);
      await heldRuns(i + 1);
    }
    const release = held;
    held = undefined;
    for (const go of release) go();
    const view = await until(id, (v) => v.metrics.executionSucceededCount === 3);
    expect(view.lastHash).toBe(sha256('[{"id":10},{"id":11}]'));
    const listed = await t.inject({ url: `/integrator/webhooks/${hookId}/deliveries`, headers: headers() });
    expect(listed.statusCode, listed.body).toBe(200);
    const deliveries = listed.json() as { deliveries: { eventType: string }[] };
    // One for the first result, one for the change: the second run's identical finding sends nothing.
    expect(deliveries.deliveries.filter((d) => d.eventType === 'registeredQuery.resultChanged')).toHaveLength(2);
    await t.inject({ method: 'DELETE', url: path(`/${id}`), headers: headers() });
    await t.inject({ method: 'DELETE', url: `/integrator/webhooks/${hookId}`, headers: headers() });
  });

  it('runs still queued when the next is due expire together in one sweep, each counted as a failure', async () => {
    const ctx = t.gateway.ctx;
    held = [];
    const ids: string[] = [];
    for (const name of ['slow one', 'slow two']) ids.push(((await create({ ...valid, name, duration: 60 })).json() as View).id);
    expect((await fireDueRuns(ctx)).fired).toBe(2);
    await heldRuns(2);
    // The agent never starts them; a period later the expiry sweep finds both past their deadline. (Read as of
    // then rather than moving the shared clock, which the later tests' schedules depend on.)
    const aPeriodOn = new Date(clock.now().getTime() + 10_000).toISOString();
    const due = (await listQueuedPastDeadline(ctx.store.db, aPeriodOn, 100)).filter((q) => ids.includes(q.registeredRun?.registeredQueryId ?? ''));
    expect(due).toHaveLength(2);
    expect(await ctx.queries.lifecycle.moveStoredMany(due, { event: 'deadline', to: 'expiredInQueue' })).toHaveLength(2);
    held = undefined;
    for (const id of ids) {
      const view = await get(id);
      expect(view.metrics.executionFailedCount).toBe(1);
      expect(view.lastErrorDetails).toEqual({ errorType: 'gateway', errorCode: 0, errorMessage: 'The run did not start before the next run was due (site busy or offline).' });
      await t.inject({ method: 'DELETE', url: path(`/${id}`), headers: headers() });
    }
  });

  it('skips a run when the site is offline (a recorded failure, no burst later); cancel stops further runs', async () => {
    const ctx = t.gateway.ctx;
    const offline = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.pair(key, offline);
    const res = await t.inject({ method: 'POST', url: `/integrator/sites/${offline.siteId}/queries/registered`, headers: headers(), payload: valid });
    const { id } = res.json() as View;
    await fireDueRuns(ctx);
    const view = (await t.inject({ url: `/integrator/sites/${offline.siteId}/queries/registered/${id}`, headers: headers() })).json() as View;
    expect(view.metrics.executionFailedCount).toBe(1);
    expect(view.lastErrorDetails?.errorType).toBe('gateway');
    expect(view.lastErrorDetails?.errorMessage).toMatch(/skipped: the site was offline/);
    // Three periods later: one tick, one skipped run for the due slot and the two missed ones counted, no burst.
    clock.advance(30_000);
    const tick = await fireDueRuns(ctx);
    expect(tick.fired).toBe(0);
    const after = (await t.inject({ url: `/integrator/sites/${offline.siteId}/queries/registered/${id}`, headers: headers() })).json() as View;
    expect(after.metrics.executionFailedCount).toBe(4);

    // Cancel on the online site: 204, cancelled with completedAt, no run afterwards.
    const live = (await create(valid)).json() as View;
    expect((await fireDueRuns(ctx)).fired).toBe(1);
    expect((await t.inject({ method: 'DELETE', url: path(`/${live.id}`), headers: headers() })).statusCode).toBe(204);
    const cancelled = await get(live.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.completedAt).toBeDefined();
    clock.advance(10_000);
    const slotsBefore = (await listRunSlots(ctx.store.db, live.id)).length;
    await fireDueRuns(ctx);
    expect((await listRunSlots(ctx.store.db, live.id)).length).toBe(slotsBefore);
    expectEnvelope(await t.inject({ method: 'DELETE', url: path(`/${live.id}`), headers: headers() }), 409, 'REGISTERED_QUERY_ENDED');
  });

  it('runs nothing for an integrator the operator disabled (a recorded, explained skip), and resumes when re-enabled', async () => {
    const ctx = t.gateway.ctx;
    const other = await t.createIntegrator('to be disabled');
    await t.pair(other.key, site);
    const otherHeaders = { 'x-api-key': other.key };
    const { id } = (await t.inject({ method: 'POST', url: path(), headers: otherHeaders, payload: valid })).json() as View;
    const operator = { 'x-operator-key': OPERATOR_KEY };
    expect((await t.inject({ method: 'POST', url: `/admin/integrators/${other.id}/disable`, headers: operator })).statusCode).toBe(200);
    const dispatchedBefore = agent.received.filter((m) => m.type === 'job:dispatch').length;
    const tick = await fireDueRuns(ctx);
    expect(tick.fired).toBe(0);
    expect(tick.skipped).toBe(1);
    expect(agent.received.filter((m) => m.type === 'job:dispatch').length).toBe(dispatchedBefore);

    expect((await t.inject({ method: 'POST', url: `/admin/integrators/${other.id}/enable`, headers: operator })).statusCode).toBe(200);
    const view = (await t.inject({ url: path(`/${id}`), headers: otherHeaders })).json() as View;
    expect(view.metrics.executionFailedCount).toBe(1);
    expect(view.lastErrorDetails?.errorMessage).toMatch(/skipped: the integrator is disabled/);
    clock.advance(10_000);
    expect((await fireDueRuns(ctx)).fired).toBe(1);
    expect((await t.inject({ method: 'DELETE', url: path(`/${id}`), headers: otherHeaders })).statusCode).toBe(204);
  });

  it('creates with 201 on the desktop and device surfaces', async () => {
    for (const grant of ['desktop', 'device'] as const) {
      const tokenRes = await t.inject({
        method: 'POST',
        url: '/integrator/token',
        headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: `urn:service:oauth:${grant}-token`, device_id: 'dev-1', site_id: site.siteId }).toString(),
      });
      const auth = { authorization: `Bearer ${(tokenRes.json() as { access_token: string }).access_token}`, deviceid: 'dev-1' };
      const res = await t.inject({ method: 'POST', url: `/${grant}/sites/${site.siteId}/queries/registered`, headers: auth, payload: valid });
      expect(res.statusCode).toBe(201);
      const { id } = res.json() as View;
      const listed = (await t.inject({ url: `/${grant}/sites/${site.siteId}/queries/registered`, headers: auth })).json() as { registeredQueries: View[] };
      expect(listed.registeredQueries.map((r) => r.id)).toContain(id);
      expect((await t.inject({ method: 'DELETE', url: `/${grant}/sites/${site.siteId}/queries/registered/${id}`, headers: auth })).statusCode).toBe(204);
    }
  });
  it('forgets the run slots of a registration that ended, past the history retention; an enabled one keeps its own', async () => {
    const ctx = t.gateway.ctx;
    const ended = (await create(valid)).json() as View;
    const running = (await create({ ...valid, name: 'still running' })).json() as View;
    expect((await fireDueRuns(ctx)).fired).toBeGreaterThanOrEqual(2);
    expect((await t.inject({ method: 'DELETE', url: path(`/${ended.id}`), headers: headers() })).statusCode).toBe(204);
    expect(await listRunSlots(ctx.store.db, ended.id)).toHaveLength(1);
    expect((await forgetOldHistory(ctx)).runSlots).toBe(0);
    clock.advance(ctx.config.historyRetentionMs + 60_000);
    expect((await forgetOldHistory(ctx)).runSlots).toBeGreaterThanOrEqual(1);
    expect(await listRunSlots(ctx.store.db, ended.id)).toHaveLength(0);
    expect(await listRunSlots(ctx.store.db, running.id)).toHaveLength(1);
    // The registration itself is still readable, with its counts.
    expect((await get(ended.id)).status).toBe('cancelled');
  });

});
