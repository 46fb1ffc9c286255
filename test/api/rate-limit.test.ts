/**
 * Per-caller rate limits: integrator keys and desktop/device tokens each get GATEWAY_RATE_LIMIT_PER_MINUTE,
 * answered with 429, Retry-After and the envelope; one caller's flood does not limit another. The SMART
 * token endpoint, which takes no key, is limited per address, and refused assertions count as wrong keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, startTestGateway, type TestGateway } from '../helpers/gateway.js';

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
