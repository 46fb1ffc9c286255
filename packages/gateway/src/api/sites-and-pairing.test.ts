/**
 * Sites, pairing and the operator's site actions through the HTTP API (inject).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_KEY, expectEnvelope, startTestGateway, type TestGateway } from '../../../../test/helpers/gateway.js';

const op = { 'x-operator-key': OPERATOR_KEY };

describe('sites and pairing', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway();
  });
  afterAll(() => t.close());

  it('the first install is authoritative, later ones are not, and those answer 403', async () => {
    const first = await t.registerSite({ practiceManagementName: 'Zedmed', practiceManagementSiteId: 'ZM-1' });
    const second = await t.registerSite({ practiceManagementName: 'Zedmed', practiceManagementSiteId: 'ZM-1' });
    expect([first.authoritative, second.authoritative]).toEqual([true, false]);
    const { key } = await t.createIntegrator();
    expect((await t.pair(key, first)).statusCode).toBe(200);
    expect((await t.inject({ url: `/integrator/sites/${first.siteId}`, headers: { 'x-api-key': key } })).statusCode).toBe(200);
    expectEnvelope(await t.inject({ url: `/integrator/sites/${second.siteId}`, headers: { 'x-api-key': key } }), 403, 'SITE_NOT_AUTHORITATIVE');

    const list = await t.inject({ url: '/integrator/sites?practiceManagementSiteId=ZM-1&practiceManagementName=Zedmed', headers: { 'x-api-key': key } });
    expect((list.json() as { sites: { id: string }[] }).sites.map((s) => s.id)).toEqual([first.siteId]);

    // The operator moves authority; the pairing (per practice) follows and the lookup returns the new GUID.
    const moved = await t.inject({ method: 'POST', url: `/admin/sites/${second.siteId}/make-authoritative`, headers: op });
    expect(moved.json()).toMatchObject({ id: second.siteId, authoritative: true });
    const legacy = await t.inject({ url: '/integrator/sites?externalSiteId=ZM-1&externalSiteIdProviderName=Zedmed', headers: { 'x-api-key': key } });
    expect((legacy.json() as { sites: { id: string }[] }).sites.map((s) => s.id)).toEqual([second.siteId]);
    expectEnvelope(await t.inject({ url: `/integrator/sites/${first.siteId}`, headers: { 'x-api-key': key } }), 403, 'SITE_NOT_AUTHORITATIVE');
  });

  it('reports every Site field from what the agent registered', async () => {
    const site = await t.registerSite({ practiceManagementName: 'D4w' });
    const { key } = await t.createIntegrator();
    const res = await t.pair(key, site);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: site.siteId,
      pmsType: 'D4w',
      availability: 'offline',
      status: 'active',
      linkVersion: '26.1121.1',
      catalogue: [{ name: 'BPSPatients', isDefault: true }],
      practiceMetadata: { pmsType: 'D4w', practiceName: 'Test Clinic', practiceManagementSiteId: site.practiceManagementSiteId, practiceManagementVersion: '6.5' },
      name: 'Test Clinic',
      practiceManagementSiteId: site.practiceManagementSiteId,
      practiceManagementName: 'D4w',
      practiceManagementVersion: '6.5',
      authoritative: true,
    });
    expect(Date.parse((res.json() as { enrichedAt: string }).enrichedAt)).not.toBeNaN();
  });

  it('without a practice, lists the authoritative site of every practice the caller is paired with, and only those', async () => {
    const { key } = await t.createIntegrator();
    const zedmed = await t.registerSite({ practiceManagementName: 'Zedmed' });
    const d4w = await t.registerSite({ practiceManagementName: 'D4w' });
    // A second install of the Zedmed practice is not authoritative; another integrator's practice is not listed.
    await t.registerSite({ practiceManagementName: 'Zedmed', practiceManagementSiteId: zedmed.practiceManagementSiteId });
    const foreign = await t.registerSite({ practiceManagementName: 'Zedmed' });
    await t.pair((await t.createIntegrator()).key, foreign);
    const list = async () => (await t.inject({ url: '/integrator/sites', headers: { 'x-api-key': key } })).json() as { sites: { id: string }[] };
    expect((await list()).sites).toEqual([]);
    expect((await t.pair(key, zedmed)).statusCode).toBe(200);
    expect((await t.pair(key, d4w)).statusCode).toBe(200);
    // Sites registered within one millisecond list in id order: compared as a set.
    expect((await list()).sites.map((s) => s.id).sort()).toEqual([zedmed.siteId, d4w.siteId].sort());
    // Half a practice is still refused.
    expectEnvelope(await t.inject({ url: '/integrator/sites?practiceManagementName=Zedmed', headers: { 'x-api-key': key } }), 400, 'VALIDATION_FAILED');
  });

  it('Best Practice pairing needs a valid, unexpired, unused code', async () => {
    const site = await t.registerSite();
    const { key } = await t.createIntegrator();
    const base = `/integrator/pair-site?practiceManagementName=Best%20Practice&practiceManagementSiteId=${site.practiceManagementSiteId}`;
    expectEnvelope(await t.inject({ method: 'POST', url: base, headers: { 'x-api-key': key } }), 400, 'PAIRING_CODE_REQUIRED');
    expectEnvelope(await t.inject({ method: 'POST', url: `${base}&pairingCode=WRONG234`, headers: { 'x-api-key': key } }), 403, 'PAIRING_CODE_INVALID');
    const code = await t.mintCode(site);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // The deprecated alias and a JSON body work too; the code is case-insensitive.
    const ok = await t.inject({ method: 'POST', url: '/integrator/pairSite', headers: { 'x-api-key': key }, payload: { practiceManagementName: 'Best Practice', practiceManagementSiteId: site.practiceManagementSiteId, pairingCode: code.toLowerCase() } });
    expect(ok.statusCode).toBe(200);
    // Single use: another integrator cannot reuse it.
    const other = await t.createIntegrator();
    expectEnvelope(await t.inject({ method: 'POST', url: `${base}&pairingCode=${code}`, headers: { 'x-api-key': other.key } }), 403, 'PAIRING_CODE_INVALID');
  });

  it('codes are minted only for kinds that use them and only by the authoritative server', async () => {
    const zed = await t.registerSite({ practiceManagementName: 'Zedmed' });
    const res = await t.inject({ method: 'POST', url: '/agent/v1/pairing-codes', headers: { 'x-subscription-key': zed.subscriptionKey } });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'PAIRING_CODE_NOT_USED_BY_KIND' });
    const bp = await t.registerSite();
    const backup = await t.registerSite({ practiceManagementSiteId: bp.practiceManagementSiteId });
    const denied = await t.inject({ method: 'POST', url: '/agent/v1/pairing-codes', headers: { 'x-subscription-key': backup.subscriptionKey } });
    expect(denied.json()).toMatchObject({ statusCode: 403, code: 'SITE_NOT_AUTHORITATIVE' });
  });

  it('unknown practice → 404 PRACTICE_NOT_FOUND', async () => {
    const { key } = await t.createIntegrator();
    expectEnvelope(await t.inject({ method: 'POST', url: '/integrator/pair-site?practiceManagementName=Zedmed&practiceManagementSiteId=none', headers: { 'x-api-key': key } }), 404, 'PRACTICE_NOT_FOUND');
  });

  it('re-registering with the same key updates the site; another key for the same id is refused', async () => {
    const site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    const payload = { siteId: site.siteId, subscriptionKey: site.subscriptionKey, practiceManagementName: 'Zedmed', practiceManagementSiteId: site.practiceManagementSiteId, practiceName: 'Renamed', practiceManagementVersion: '7', databaseEngine: 'firebird', catalogue: [{ name: 'ZEDMED', isDefault: true }], linkVersion: '26.1201.2' };
    expect((await t.inject({ method: 'POST', url: '/agent/v1/sites', payload })).statusCode).toBe(200);
    const clash = await t.inject({ method: 'POST', url: '/agent/v1/sites', payload: { ...payload, subscriptionKey: `sk_${'x'.repeat(40)}` } });
    expect(clash.json()).toMatchObject({ statusCode: 409, code: 'SITE_ALREADY_REGISTERED' });
    // A key already in use cannot register another site id either (409, not a store fault).
    const reusedKey = await t.inject({ method: 'POST', url: '/agent/v1/sites', payload: { ...payload, siteId: '00000000-0000-4000-8000-00000000abcd', practiceManagementSiteId: 'ZM-NEW' } });
    expect(reusedKey.json()).toMatchObject({ statusCode: 409, code: 'SITE_ALREADY_REGISTERED' });
  });

  it('manual activation: a new site is initialising and its key gets 401 not-ready until activated', async () => {
    const manual = await startTestGatewayManual();
    try {
      const site = await manual.registerSite({ practiceManagementName: 'Zedmed' });
      const before = await manual.inject({ url: '/agent/v1/site', headers: { 'x-subscription-key': site.subscriptionKey } });
      expect(before.json()).toMatchObject({ statusCode: 401, code: 'SUBSCRIPTION_NOT_READY' });
      const activated = await manual.inject({ method: 'POST', url: `/admin/sites/${site.siteId}/activate`, headers: op });
      expect(activated.json()).toMatchObject({ status: 'active' });
      expect((await manual.inject({ url: '/agent/v1/site', headers: { 'x-subscription-key': site.subscriptionKey } })).statusCode).toBe(200);
      await manual.inject({ method: 'POST', url: `/admin/sites/${site.siteId}/revoke`, headers: op });
      const revoked = await manual.inject({ url: '/agent/v1/site', headers: { 'x-subscription-key': site.subscriptionKey } });
      expect(revoked.json()).toMatchObject({ statusCode: 401, code: 'SUBSCRIPTION_KEY_INVALID' });
    } finally {
      await manual.close();
    }
  });
});

function startTestGatewayManual(): Promise<TestGateway> {
  return startTestGateway({ siteActivation: 'manual' });
}
