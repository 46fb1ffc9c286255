/**
 * Token API and the Desktop/Device surfaces: both grants, content types, device, site, expiry.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, expectEnvelope, startTestGateway, type TestGateway, type TestSite } from '../../../../test/helpers/gateway.js';

const DESKTOP = 'urn:service:oauth:desktop-token';
const DEVICE = 'urn:service:oauth:device-token';
const SECRET = 'tokens-test-secret-0123456789abcdef-0123';

describe('tokens', () => {
  const clock = new TestClock();
  let t: TestGateway;
  let key: string;
  let site: TestSite;

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const token = async (grant: string, siteId: string, deviceId = 'device-1'): Promise<string> => {
    const res = await t.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ grant_type: grant, device_id: deviceId, site_id: siteId }) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  };

  beforeAll(async () => {
    t = await startTestGateway({ tokenTtlSeconds: 600, tokenSecret: SECRET }, clock);
    key = (await t.createIntegrator()).key;
    site = await t.registerSite();
    expect((await t.pair(key, site)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('issues desktop tokens from a form body and device tokens from form or JSON', async () => {
    const desktop = await t.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': key }, payload: form({ grant_type: DESKTOP, device_id: 'pc-1', site_id: site.siteId }), });
    expect(desktop.statusCode).toBe(415);
    const res = await t.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ grant_type: DESKTOP, device_id: 'pc-1', site_id: site.siteId }) });
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    const json = await t.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': key }, payload: { grant_type: DEVICE, device_id: 'phone-1', site_id: site.siteId } });
    expect(json.statusCode).toBe(200);
    const desktopJson = await t.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': key }, payload: { grant_type: DESKTOP, device_id: 'pc-1', site_id: site.siteId } });
    expectEnvelope(desktopJson, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it("takes the operator's grant-type aliases as the grant they name, the desktop one form-encoded only", async () => {
    const aliased = await startTestGateway({ tokenSecret: SECRET, grantTypeAliases: { 'urn:example:oauth:desktop-token': 'desktop', 'urn:example:oauth:device-token': 'device' } });
    try {
      const k = (await aliased.createIntegrator()).key;
      const s = await aliased.registerSite();
      expect((await aliased.pair(k, s)).statusCode).toBe(200);
      const desktopForm = await aliased.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': k, 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ grant_type: 'urn:example:oauth:desktop-token', device_id: 'pc-1', site_id: s.siteId }) });
      expect(desktopForm.statusCode, desktopForm.body).toBe(200);
      const access = (desktopForm.json() as { access_token: string }).access_token;
      expect((await aliased.inject({ url: `/desktop/sites/${s.siteId}/token-info`, headers: { authorization: `Bearer ${access}`, deviceid: 'pc-1' } })).json()).toMatchObject({ surface: 'desktop' });
      const desktopJson = await aliased.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': k }, payload: { grant_type: 'urn:example:oauth:desktop-token', device_id: 'pc-1', site_id: s.siteId } });
      expectEnvelope(desktopJson, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const device = await aliased.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': k }, payload: { grant_type: 'urn:example:oauth:device-token', device_id: 'phone-1', site_id: s.siteId } });
      expect(device.statusCode).toBe(200);
    } finally {
      await aliased.close();
    }
    // Without the setting the name is unknown; and names of Object's prototype are not grants.
    for (const grant of ['urn:example:oauth:desktop-token', 'constructor', '__proto__']) {
      expectEnvelope(await t.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': key }, payload: { grant_type: grant, device_id: 'd', site_id: site.siteId } }), 400, 'UNSUPPORTED_GRANT_TYPE');
    }
  });

  it('refuses unknown grants, unpaired and non-authoritative sites', async () => {
    const bad = await t.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': key }, payload: { grant_type: 'password', device_id: 'd', site_id: site.siteId } });
    expectEnvelope(bad, 400, 'UNSUPPORTED_GRANT_TYPE');
    const unpaired = await t.registerSite({ practiceManagementName: 'Zedmed' });
    const res = await t.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': key }, payload: { grant_type: DEVICE, device_id: 'd', site_id: unpaired.siteId } });
    expectEnvelope(res, 404, 'SITE_NOT_FOUND');
    const backup = await t.registerSite({ practiceManagementSiteId: site.practiceManagementSiteId });
    const res2 = await t.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': key }, payload: { grant_type: DEVICE, device_id: 'd', site_id: backup.siteId } });
    expectEnvelope(res2, 403, 'SITE_NOT_AUTHORITATIVE');
  });

  it('a token works only with its DeviceId, its site and its surface', async () => {
    const desktop = await token(DESKTOP, site.siteId, 'pc-7');
    const url = `/desktop/sites/${site.siteId}/token-info`;
    const ok = await t.inject({ url, headers: { authorization: `Bearer ${desktop}`, deviceid: 'pc-7' } });
    expect(ok.json()).toMatchObject({ siteId: site.siteId, deviceId: 'pc-7', surface: 'desktop' });
    expectEnvelope(await t.inject({ url, headers: { authorization: `Bearer ${desktop}`, deviceid: 'pc-8' } }), 403, 'DEVICE_MISMATCH');
    expectEnvelope(await t.inject({ url, headers: { authorization: `Bearer ${desktop}` } }), 403, 'DEVICE_MISMATCH');
    expectEnvelope(await t.inject({ url }), 401, 'TOKEN_MISSING');
    expectEnvelope(await t.inject({ url, headers: { authorization: 'Bearer not.a.jwt', deviceid: 'pc-7' } }), 401, 'TOKEN_INVALID');
    const other = await t.registerSite({ practiceManagementName: 'Zedmed' });
    expect((await t.pair(key, other)).statusCode).toBe(200);
    expectEnvelope(await t.inject({ url: `/desktop/sites/${other.siteId}/token-info`, headers: { authorization: `Bearer ${desktop}`, deviceid: 'pc-7' } }), 403, 'TOKEN_SITE_MISMATCH');
    expectEnvelope(await t.inject({ url: `/device/sites/${site.siteId}/token-info`, headers: { authorization: `Bearer ${desktop}`, deviceid: 'pc-7' } }), 403, 'TOKEN_WRONG_SURFACE');
    const device = await token(DEVICE, site.siteId, 'phone-3');
    expect((await t.inject({ url: `/device/sites/${site.siteId}/token-info`, headers: { authorization: `Bearer ${device}`, deviceid: 'phone-3' } })).statusCode).toBe(200);
  });

  it('an expired token is refused', async () => {
    const device = await token(DEVICE, site.siteId, 'phone-9');
    const url = `/device/sites/${site.siteId}/token-info`;
    expect((await t.inject({ url, headers: { authorization: `Bearer ${device}`, deviceid: 'phone-9' } })).statusCode).toBe(200);
    clock.advance(601_000);
    expectEnvelope(await t.inject({ url, headers: { authorization: `Bearer ${device}`, deviceid: 'phone-9' } }), 401, 'TOKEN_INVALID');
  });

  it('disabling the integrator revokes its tokens at once', async () => {
    const fresh = await startTestGateway();
    try {
      const integrator = await fresh.createIntegrator();
      const s = await fresh.registerSite({ practiceManagementName: 'Zedmed' });
      await fresh.pair(integrator.key, s);
      const res = await fresh.inject({ method: 'POST', url: '/integrator/token', headers: { 'x-api-key': integrator.key }, payload: { grant_type: DEVICE, device_id: 'd', site_id: s.siteId } });
      const access = (res.json() as { access_token: string }).access_token;
      await fresh.inject({ method: 'POST', url: `/admin/integrators/${integrator.id}/disable`, headers: { 'x-operator-key': 'test-operator-key-0123456789' } });
      expectEnvelope(await fresh.inject({ url: `/device/sites/${s.siteId}/token-info`, headers: { authorization: `Bearer ${access}`, deviceid: 'd' } }), 403, 'INTEGRATOR_DISABLED');
    } finally {
      await fresh.close();
    }
  });

  it('refuses tokens that never expire or live longer than the configured lifetime, even when signed with the secret', async () => {
    const integratorId = (await t.inject({ url: '/admin/integrators', headers: { 'x-operator-key': 'test-operator-key-0123456789' } })).json().integrators[0].id as string;
    const now = Math.floor(clock.now().getTime() / 1000);
    const forge = (exp: number | undefined, iat = now) => {
      const jwt = new SignJWT({ int: integratorId, site: site.siteId }).setProtectedHeader({ alg: 'HS256' }).setIssuer('site-query-gateway').setAudience('device').setSubject('phone-9').setIssuedAt(iat);
      return (exp === undefined ? jwt : jwt.setExpirationTime(exp)).sign(new TextEncoder().encode(SECRET));
    };
    const use = async (jwt: string) => t.inject({ url: `/device/sites/${site.siteId}/token-info`, headers: { authorization: `Bearer ${jwt}`, deviceid: 'phone-9' } });
    expect((await use(await forge(now + 600))).statusCode).toBe(200);
    expectEnvelope(await use(await forge(now + 10 * 365 * 24 * 3600)), 401, 'TOKEN_INVALID');
    expectEnvelope(await use(await forge(undefined)), 401, 'TOKEN_INVALID');
    // Issued long ago with a short expiry pushed forward: the age counts, not only the expiry.
    expectEnvelope(await use(await forge(now + 300, now - 3600)), 401, 'TOKEN_INVALID');
  });
});
