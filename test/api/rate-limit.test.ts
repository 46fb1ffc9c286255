/**
 * Per-caller rate limits: integrator keys and desktop/device tokens each get GATEWAY_RATE_LIMIT_PER_MINUTE,
 * answered with 429, Retry-After and the envelope; one caller's flood does not limit another.
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
