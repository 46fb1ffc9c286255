/**
 * Per-caller rate limits: integrator keys and desktop/device tokens each get GATEWAY_RATE_LIMIT_PER_MINUTE,
 * answered with 429, Retry-After and the envelope; one caller's flood does not limit another. The SMART
 * token endpoint, which takes no key, is limited per address, and refused assertions count as wrong keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_KEY, expectEnvelope, startTestGateway, type TestGateway } from '../helpers/gateway.js';

describe('rate limits', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway({ rateLimitPerMinute: 3 });
  });
  afterAll(() => t.close());

  it('limits each integrator key separately', async () => {
    const a = await t.createIntegrator('a');
    const b = await t.createIntegrator('b');
    const list = (key: string) => t.inject({ url: '/integrator/sites?practiceManagementSiteId=1&practiceManagementName=Zedmed', headers: { 'x-api-key': key } });
    for (let i = 0; i < 3; i++) expect((await list(a.key)).statusCode).toBe(200);
    const limited = await list(a.key);
    expectEnvelope(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await list(b.key)).statusCode).toBe(200);
  });

  it('limits floods of wrong keys', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await t.inject({ url: '/integrator/sites/x', headers: { 'x-api-key': 'ik_wrong' } })).statusCode);
    expect(codes).toContain(429);
  });

  it('limits desktop and device tokens too', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await t.inject({ url: '/device/sites/00000000-0000-4000-8000-000000000000/token-info', headers: { authorization: 'Bearer abc', deviceid: 'd' } })).statusCode);
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes[4]).toBe(429);
  });

  it('limits the SMART token endpoint per address, refused assertions counting as wrong keys', async () => {
    const limited = await startTestGateway({ rateLimitPerMinute: 1000, failedAuthPerMinute: 3 });
    try {
      const form = new URLSearchParams({ grant_type: 'client_credentials', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: 'not.a.jwt' }).toString();
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push((await limited.inject({ method: 'POST', url: '/integrator/smart/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form })).statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([400, 400, 400]);
      expect(codes[4]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('gives each bearer token on an integrator FHIR base its own budget', async () => {
    const limited = await startTestGateway({ rateLimitPerMinute: 3 });
    try {
      const fhir = (token: string) => limited.inject({ url: '/integrator/sites/00000000-0000-4000-8000-000000000000/fhir/R4/Patient', headers: { authorization: `Bearer ${token}` } });
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await fhir('abc')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      expect((await fhir('xyz')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('failed-credential limits per surface', () => {
  let t: TestGateway;
  beforeAll(async () => {
    // Each test's floods come from the one address inject() uses, as from clients behind one proxy.
    t = await startTestGateway({ failedAuthPerMinute: 5, rateLimitPerMinute: 0 });
  });
  afterAll(() => t.close());

  const admin = (key: string) => t.inject({ url: '/admin/sites', headers: { 'x-operator-key': key } });
  const sites = (key: string) => t.inject({ url: '/integrator/sites?practiceManagementSiteId=1&practiceManagementName=Zedmed', headers: { 'x-api-key': key } });

  it('a flood of wrong integrator keys leaves the operator key, agents and desktop tokens working', async () => {
    const site = await t.registerSite({ practiceManagementName: 'Best Practice' });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await sites(`ik_wrong_${i}`)).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.at(-1)).toBe(429);

    expect((await admin(OPERATOR_KEY)).statusCode).toBe(200);
    const agent = await t.inject({ method: 'POST', url: '/agent/v1/pairing-codes', headers: { 'x-subscription-key': site.subscriptionKey } });
    expect(agent.statusCode).toBe(201);
    // A wrong token on the desktop surface is judged on its own (401), not refused for the integrator flood.
    const desktop = await t.inject({ url: `/desktop/sites/${site.siteId}/token-info`, headers: { authorization: 'Bearer abc', deviceid: 'd' } });
    expect(desktop.statusCode).toBe(401);
  });

  it('the right operator key passes even when wrong operator keys have used up the address\'s budget', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await admin(`wrong-operator-key-${i}`)).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect((await admin(OPERATOR_KEY)).statusCode).toBe(200);
    expect((await t.inject({ url: '/admin/sites', headers: { authorization: `Bearer ${OPERATOR_KEY}` } })).statusCode).toBe(200);
  });
});
