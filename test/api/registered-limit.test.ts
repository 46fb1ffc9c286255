/**
 * The bound on enabled registered queries per integrator and site (GATEWAY_REGISTERED_MAX_PER_SITE): the
 * next create is refused with the documented error, another site or integrator is not affected, and a
 * cancelled registration frees its place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

const LIMIT = 2;

describe('registered queries per site', () => {
  let t: TestGateway;
  let site: TestSite;
  let other: TestSite;
  let key: string;
  const valid = { name: 'poll', registeredQueryType: 'query', frequency: 60, duration: 600, registerCommand: { command: { text: 'select 1' } } };
  const create = (apiKey: string, siteId: string) => t.inject({ method: 'POST', url: `/integrator/sites/${siteId}/queries/registered`, headers: { 'x-api-key': apiKey }, payload: valid });

  beforeAll(async () => {
    t = await startTestGateway({ port: 0, registeredMaxPerSite: LIMIT, registeredClaimIntervalMs: 60_000 });
    key = (await t.createIntegrator()).key;
    site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    other = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.pair(key, site);
    await t.pair(key, other);
  });
  afterAll(() => t.close());

  it('refuses one more than the limit, per integrator and site, until one is cancelled', async () => {
    const ids: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await create(key, site.siteId);
      expect(res.statusCode, res.body).toBe(202);
      ids.push((res.json() as { id: string }).id);
    }
    expectEnvelope(await create(key, site.siteId), 409, 'REGISTERED_QUERY_LIMIT_REACHED');
    // Another site of the same integrator, and another integrator on the same site, have their own count.
    expect((await create(key, other.siteId)).statusCode).toBe(202);
    const second = await t.createIntegrator('second');
    await t.pair(second.key, site);
    expect((await create(second.key, site.siteId)).statusCode).toBe(202);
    // A cancelled one frees its place.
    expect((await t.inject({ method: 'DELETE', url: `/integrator/sites/${site.siteId}/queries/registered/${ids[0]}`, headers: { 'x-api-key': key } })).statusCode).toBe(204);
    expect((await create(key, site.siteId)).statusCode).toBe(202);
  });
});
