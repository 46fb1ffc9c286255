/**
 * Graceful shutdown does not wait on work: an immediate query waiting for its agent answers 503 at once,
 * and new requests are refused in the envelope while the gateway drains.
 */
import { describe, expect, it } from 'vitest';
import { FakeAgent } from '../helpers/fake-agent.js';
import { startTestGateway } from '../helpers/gateway.js';

describe('graceful shutdown', () => {
  it('answers a waiting immediate query with 503 and closes promptly', async () => {
    const t = await startTestGateway({ port: 0 });
    const baseUrl = await t.gateway.listen();
    const { key } = await t.createIntegrator();
    const site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.pair(key, site);
    const agent = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    // The agent takes the job and never answers: the request would wait for the SQL timeout (60 s).
    const pending = fetch(`${baseUrl}/integrator/sites/${site.siteId}/queries/immediate`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ command: { text: 'select 1' } }),
    });
    await agent.waitFor((m) => m.type === 'job:dispatch');
    agent.send({ type: 'job:started', queryId: (agent.received.find((m) => m.type === 'job:dispatch') as { job: { queryId: string } }).job.queryId, at: new Date().toISOString() });
    const started = Date.now();
    await t.close();
    const res = await pending;
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_READY');
    expect(Date.now() - started).toBeLessThan(5000);
    agent.close();
  });
});
