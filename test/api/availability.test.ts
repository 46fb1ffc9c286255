/**
 * Truthful availability (issue 8): `online` only while the gateway can reach the agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAgent } from '../helpers/fake-agent.js';
import { OPERATOR_KEY, startTestGateway, type TestGateway } from '../helpers/gateway.js';

describe('availability', () => {
  let t: TestGateway;
  let baseUrl: string;
  const operator = { 'x-operator-key': OPERATOR_KEY };
  const availability = async (siteId: string) =>
    ((await t.inject({ url: '/admin/sites', headers: operator })).json() as { sites: { id: string; availability: string }[] }).sites.find((s) => s.id === siteId)?.availability;

  beforeAll(async () => {
    t = await startTestGateway({ port: 0, heartbeatIntervalMs: 60_000 });
    baseUrl = await t.gateway.listen();
  });
  afterAll(() => t.close());

  it('after revoke then activate, the site is offline until its agent is back, then online', async () => {
    const site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    const agent = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    try {
      await expect.poll(() => availability(site.siteId), { timeout: 10_000 }).toBe('online');
      expect((await t.inject({ method: 'POST', url: `/admin/sites/${site.siteId}/revoke`, headers: operator })).statusCode).toBe(200);
      await expect.poll(() => agent.closeCode, { timeout: 10_000 }).toBe(4001);
      expect((await t.inject({ method: 'POST', url: `/admin/sites/${site.siteId}/activate`, headers: operator })).statusCode).toBe(200);
      // The agent is still waiting out its retry: nothing reaches it.
      expect(await availability(site.siteId)).toBe('offline');
    } finally {
      agent.close();
    }
    const back = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    try {
      await expect.poll(() => availability(site.siteId), { timeout: 10_000 }).toBe('online');
    } finally {
      back.close();
    }
  });
  // A replaced connection's late sign-off is covered in agent-reports.test.ts.
});
