/**
 * The seams later features build on, used as they will use them: create an async query from a SqlCommand
 * inside the caller's transaction (committed or rolled back with it), and run a command as an immediate
 * query for an internal caller, getting decoded rows or the HTTP path's errors. A scripted agent answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsyncQuery } from '@site-query-gateway/gateway/core/queries/create.js';
import { runImmediateCommand } from '@site-query-gateway/gateway/core/queries/immediate.js';
import { normaliseCommand } from '@site-query-gateway/gateway/core/queries/input.js';
import { GatewayError } from '@site-query-gateway/gateway/core/errors.js';
import { findAnyQuery } from '@site-query-gateway/gateway/core/queries/lookup.js';
import { resolveIntegratorSite } from '@site-query-gateway/gateway/core/pairing.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

const COMMAND: SqlCommand = { text: 'select 1 as one', executionMode: 'reader', type: 'text', parameters: [] };

describe('query seams for internal callers', () => {
  let t: TestGateway;
  let baseUrl: string;
  let integratorId: string;
  let site: TestSite;

  beforeAll(async () => {
    t = await startTestGateway({ port: 0 });
    baseUrl = await t.gateway.listen();
    const integrator = await t.createIntegrator();
    integratorId = integrator.id;
    site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.pair(integrator.key, site);
  });
  afterAll(() => t.close());

  const siteRecord = () => resolveIntegratorSite(t.gateway.ctx, integratorId, site.siteId, { forWork: true });

  it('creates an async query inside a caller\'s transaction: it exists once committed, not after a rollback', async () => {
    const ctx = t.gateway.ctx;
    const query = normaliseCommand(COMMAND, {}, 'async', (await siteRecord()).catalogue);
    const kept = await ctx.store.transaction((trx) => createAsyncQuery(ctx, { integratorId, siteId: site.siteId, query, requestSize: 0 }, trx));
    expect((await findAnyQuery(ctx, kept.queued.id))?.status).toBe('queued');
    let rolledBackId = '';
    await expect(
      ctx.store.transaction(async (trx) => {
        rolledBackId = (await createAsyncQuery(ctx, { integratorId, siteId: site.siteId, query, requestSize: 0 }, trx)).created.id;
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('changes its mind');
    expect(rolledBackId).not.toBe('');
    expect(await findAnyQuery(ctx, rolledBackId)).toBeUndefined();
  });

  it('runs a command as an immediate query and returns its decoded rows; an SQL error and an absent agent are the HTTP path\'s errors', async () => {
    const ctx = t.gateway.ctx;
    await expect(runImmediateCommand(ctx, { integratorId, site: await siteRecord(), command: COMMAND })).rejects.toMatchObject({ code: 'SITE_NOT_CONNECTED' });

    const agent = await FakeAgent.connectReady(baseUrl, site, ctx.agents);
    try {
      agent.onJob((job, send) => {
        const at = new Date().toISOString();
        send({ type: 'job:started', queryId: job.queryId, at });
        if (job.command.text.includes('broken')) {
          send({ type: 'job:failed', queryId: job.queryId, at, status: 'executionFailed', errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage: 'no such table: broken' } });
          return;
        }
        const data = '[{"one":1},{"one":2}]';
        send({ type: 'job:completed', queryId: job.queryId, at, sqlExecutionDurationMs: 1, rows: 2, size: data.length, pages: [{ pageNumber: 1, size: data.length, count: 2, rangeStart: 1, rangeEnd: 2 }], inlineData: data, outputParameters: [] });
      });
      const result = await runImmediateCommand(ctx, { integratorId, site: await siteRecord(), command: COMMAND });
      expect(result.rows).toEqual([{ one: 1 }, { one: 2 }]);
      expect(result.record).toMatchObject({ status: 'successful', mode: 'immediate', requestSize: 0 });
      // The record was written once, when final, and reads back from the store.
      expect((await findAnyQuery(ctx, result.record.id))?.status).toBe('successful');

      // A short job may end with one message: the phases it did not report are back-dated from startedAgoMs.
      agent.onJob((job, send) => {
        const data = '[{"one":1}]';
        send({ type: 'job:completed', queryId: job.queryId, at: new Date().toISOString(), startedAgoMs: 3, sqlExecutionDurationMs: 2, rows: 1, size: data.length, pages: [], inlineData: data, outputParameters: [] });
      });
      const short = await runImmediateCommand(ctx, { integratorId, site: await siteRecord(), command: COMMAND });
      expect(short.rows).toEqual([{ one: 1 }]);
      const timing = short.record.statusTiming;
      expect(Object.keys(timing).sort()).toEqual(['downloading', 'executing', 'queued', 'uploading']);
      expect(Date.parse(timing.uploading!.startTime) - Date.parse(timing.executing!.startTime)).toBe(2);
      expect(timing.uploading!.endTime).toBe(short.record.completedAt);

      agent.onJob((job, send) => {
        const at = new Date().toISOString();
        send({ type: 'job:started', queryId: job.queryId, at });
        send({ type: 'job:failed', queryId: job.queryId, at, status: 'executionFailed', errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage: 'no such table: broken' } });
      });
      const failure = await runImmediateCommand(ctx, { integratorId, site: await siteRecord(), command: { ...COMMAND, text: 'select * from broken' } }).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(GatewayError);
      expect(failure).toMatchObject({ code: 'SQL_ERROR', message: 'no such table: broken' });
    } finally {
      agent.close();
    }
  });
});
