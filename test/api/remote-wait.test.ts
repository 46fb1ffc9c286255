/**
 * An immediate query received by the instance without the agent's socket waits for the other instance to
 * signal its end. If that signal never comes (the other instance was killed between writing the final status
 * and signalling it, or a listener was reconnecting), the waiting request still answers soon after the result
 * is stored — not at its start deadline, which is what the load-balancer suite's SIGKILL run showed (a query
 * answered 200 exactly maxTimeInQueue after it was sent).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClusterSignals } from '@site-query-gateway/gateway/core/cluster.js';
import { startGatewayPair, type GatewayPair } from '../helpers/gateway-pair.js';
import { PG_URL, serviceAvailable } from '../helpers/services.js';

const available = await serviceAvailable('PostgreSQL', PG_URL);
/** Long enough that answering at the deadline cannot be mistaken for answering on time. */
const MAX_TIME_IN_QUEUE_MS = 30_000;

describe.runIf(available)('an immediate query waiting on another instance', () => {
  let pair: GatewayPair;

  beforeAll(async () => {
    pair = await startGatewayPair('remote_wait');
  }, 30_000);

  afterAll(() => pair?.close());

  it('is woken by the wake-up that the write of the final record sends', async () => {
    const { b } = pair;
    const { integratorKey, site, agent } = await pair.siteOnA();
    agent.onJob((job, send) => {
      const data = '[{"y":2}]';
      send({ type: 'job:completed', queryId: job.queryId, at: new Date().toISOString(), startedAgoMs: 1, sqlExecutionDurationMs: 1, rows: 1, size: data.length, pages: [{ pageNumber: 1, size: data.length, count: 1, rangeStart: 1, rangeEnd: 1 }], inlineData: data, outputParameters: [] });
    });
    const heardOnB: string[] = [];
    await b.gateway.ctx.queries.cluster.onQueryFinished((queryId) => heardOnB.push(queryId));
    const res = await b.inject({
      method: 'POST',
      url: `/integrator/sites/${site.siteId}/queries/immediate`,
      headers: { 'x-api-key': integratorKey },
      payload: { command: { text: 'select 2 as y' }, maxTimeInQueue: MAX_TIME_IN_QUEUE_MS },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: string };
    // The wake-up arrives with (or just after) the answer; it names this query.
    await vi.waitFor(() => expect(heardOnB).toContain(id), { timeout: 2_000, interval: 20 });
  }, 60_000);

  it('answers once the result is stored even when the end is never signalled', async () => {
    const { a, b } = pair;
    const { integratorKey, site, agent } = await pair.siteOnA();
    agent.onJob((job, send) => {
      const data = '[{"x":1}]';
      send({ type: 'job:completed', queryId: job.queryId, at: new Date().toISOString(), startedAgoMs: 1, sqlExecutionDurationMs: 1, rows: 1, size: data.length, pages: [{ pageNumber: 1, size: data.length, count: 1, rangeStart: 1, rangeEnd: 1 }], inlineData: data, outputParameters: [] });
    });
    // Instance A applies the agent's report and stores the result, but its signal to B is lost (the write
    // of the final record carries it; here it carries none).
    let signalsDropped = 0;
    (a.gateway.ctx.queries.cluster as { queryFinishedSignal: ClusterSignals['queryFinishedSignal'] }).queryFinishedSignal = () => {
      signalsDropped++;
      return undefined;
    };

    const started = Date.now();
    const res = await b.inject({
      method: 'POST',
      url: `/integrator/sites/${site.siteId}/queries/immediate`,
      headers: { 'x-api-key': integratorKey },
      payload: { command: { text: 'select 1 as x' }, maxTimeInQueue: MAX_TIME_IN_QUEUE_MS },
    });
    const waitedMs = Date.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(Buffer.from((res.json() as { result: { data: string } }).result.data, 'base64').toString())).toEqual([{ x: 1 }]);
    expect(signalsDropped).toBe(1);
    // Answered by B's own reading of the store, well before the start deadline it used to wait for.
    expect(waitedMs).toBeLessThan(MAX_TIME_IN_QUEUE_MS / 2);
  }, 60_000);
});
