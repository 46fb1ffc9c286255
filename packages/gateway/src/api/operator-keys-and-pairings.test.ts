/**
 * Operator actions the console offers: rotating an integrator's key (the new one works at once, the old one is
 * refused at once, its prefix changes) and listing who is paired with a site's practice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_KEY, expectEnvelope, startTestGateway, type TestGateway } from '../../../../test/helpers/gateway.js';

describe('operator: key rotation and pairings', () => {
  let t: TestGateway;
  const operator = { 'x-operator-key': OPERATOR_KEY };
  beforeAll(async () => {
    t = await startTestGateway();
  });
  afterAll(() => t.close());

  it('rotates an integrator key: the new key works, the old one is refused, the prefix follows', async () => {
    const { id, key } = await t.createIntegrator('rotating');
    const sites = (apiKey: string) => t.inject({ url: '/integrator/sites', headers: { 'x-api-key': apiKey } });
    expect((await sites(key)).statusCode).toBe(200);
    const res = await t.inject({ method: 'POST', url: `/admin/integrators/${id}/rotate-key`, headers: operator });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { integrator: { id: string; keyPrefix: string; status: string }; apiKey: string };
    expect(body.integrator).toMatchObject({ id, status: 'active', keyPrefix: body.apiKey.slice(0, 10) });
    expect(body.apiKey).not.toBe(key);
    expectEnvelope(await sites(key), 401, 'API_KEY_INVALID');
    expect((await sites(body.apiKey)).statusCode).toBe(200);
    expectEnvelope(await t.inject({ method: 'POST', url: '/admin/integrators/00000000-0000-4000-8000-000000000000/rotate-key', headers: operator }), 404, 'INTEGRATOR_NOT_FOUND');
    expectEnvelope(await t.inject({ method: 'POST', url: `/admin/integrators/${id}/rotate-key` }), 401, 'OPERATOR_KEY_INVALID');
  });

  it("lists the integrators paired with a site's practice, oldest first", async () => {
    const site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    const first = await t.createIntegrator('first');
    const second = await t.createIntegrator('second');
    await t.createIntegrator('not paired');
    const pairings = async () => (await t.inject({ url: `/admin/sites/${site.siteId}/pairings`, headers: operator })).json() as { pairings: { integratorId: string; name: string; pairedAt: string }[] };
    expect((await pairings()).pairings).toEqual([]);
    expect((await t.pair(first.key, site)).statusCode).toBe(200);
    expect((await t.pair(second.key, site)).statusCode).toBe(200);
    const listed = (await pairings()).pairings;
    expect(listed.map((p) => [p.integratorId, p.name])).toEqual([[first.id, 'first'], [second.id, 'second']]);
    expect(Date.parse(listed[0]!.pairedAt)).not.toBeNaN();
    expectEnvelope(await t.inject({ url: '/admin/sites/00000000-0000-4000-8000-000000000000/pairings', headers: operator }), 404, 'SITE_NOT_FOUND');
  });
});
