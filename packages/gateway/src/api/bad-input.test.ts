/**
 * Bad input never produces a 500 or a stack trace: each gets its documented status and envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, startTestGateway, type TestGateway } from '../../../../test/helpers/gateway.js';

describe('bad input', () => {
  let t: TestGateway;
  let key: string;
  beforeAll(async () => {
    t = await startTestGateway({ bodyLimitBytes: 4096 });
    key = (await t.createIntegrator()).key;
  });
  afterAll(() => t.close());

  it('malformed JSON → 400 MALFORMED_JSON', async () => {
    const res = await t.inject({ method: 'POST', url: '/integrator/pair-site', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: '{"practiceManagementName":' });
    expectEnvelope(res, 400, 'MALFORMED_JSON');
    expect(res.body).not.toMatch(/at .*\.js/);
  });

  it('wrong types in a body → 400 VALIDATION_FAILED, not a coercion', async () => {
    const res = await t.inject({ method: 'POST', url: '/integrator/pair-site', headers: { 'x-api-key': key }, payload: { practiceManagementSiteId: 12345, practiceManagementName: 'Zedmed' } });
    expectEnvelope(res, 400, 'VALIDATION_FAILED');
    const reg = await t.inject({ method: 'POST', url: '/agent/v1/sites', payload: { siteId: 'not-a-guid', subscriptionKey: 'short' } });
    expect(reg.statusCode).toBe(400);
    expect(reg.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('unknown practice-management kind → 400 UNKNOWN_PMS_KIND', async () => {
    const res = await t.inject({ method: 'POST', url: '/integrator/pair-site?practiceManagementSiteId=1&practiceManagementName=Acme%20PMS', headers: { 'x-api-key': key } });
    expectEnvelope(res, 400, 'UNKNOWN_PMS_KIND');
    const list = await t.inject({ method: 'GET', url: '/integrator/sites?practiceManagementSiteId=1&practiceManagementName=Nope', headers: { 'x-api-key': key } });
    expectEnvelope(list, 400, 'UNKNOWN_PMS_KIND');
  });

  it('missing required fields → 400 VALIDATION_FAILED naming the field', async () => {
    const res = await t.inject({ method: 'GET', url: '/integrator/sites?practiceManagementName=Zedmed', headers: { 'x-api-key': key } });
    expectEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.json().error.message).toContain('practiceManagementSiteId');
  });

  it('oversized body → 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.inject({ method: 'POST', url: '/integrator/pair-site', headers: { 'x-api-key': key }, payload: { practiceManagementSiteId: 'x'.repeat(10_000), practiceManagementName: 'Zedmed' } });
    expectEnvelope(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('unsupported content type → 415', async () => {
    const res = await t.inject({ method: 'POST', url: '/integrator/pair-site', headers: { 'x-api-key': key, 'content-type': 'application/xml' }, payload: '<x/>' });
    expectEnvelope(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('missing, wrong and disabled keys → 401/401/403', async () => {
    expectEnvelope(await t.inject({ method: 'GET', url: '/integrator/sites?practiceManagementSiteId=1&practiceManagementName=Zedmed' }), 401, 'API_KEY_MISSING');
    expectEnvelope(await t.inject({ method: 'GET', url: '/integrator/sites?practiceManagementSiteId=1&practiceManagementName=Zedmed', headers: { 'x-api-key': 'ik_wrong' } }), 401, 'API_KEY_INVALID');
    const other = await t.createIntegrator('to-disable');
    await t.inject({ method: 'POST', url: `/admin/integrators/${other.id}/disable`, headers: { 'x-operator-key': 'test-operator-key-0123456789' } });
    expectEnvelope(await t.inject({ method: 'GET', url: '/integrator/sites?practiceManagementSiteId=1&practiceManagementName=Zedmed', headers: { 'x-api-key': other.key } }), 403, 'INTEGRATOR_DISABLED');
    expectEnvelope(await t.inject({ method: 'GET', url: '/admin/sites', headers: { 'x-operator-key': 'nope' } }), 401, 'OPERATOR_KEY_INVALID');
  });

  it('the commercial service header Ocp-Apim-Subscription-Key is accepted', async () => {
    const res = await t.inject({ method: 'GET', url: '/integrator/sites?practiceManagementSiteId=1&practiceManagementName=Zedmed', headers: { 'ocp-apim-subscription-key': key } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sites: [] });
  });

  it("another integrator's site is indistinguishable from a missing one (404)", async () => {
    const site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    const owner = await t.createIntegrator('owner');
    expect((await t.pair(owner.key, site)).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/integrator/sites/${site.siteId}`, headers: { 'x-api-key': owner.key } })).statusCode).toBe(200);
    expectEnvelope(await t.inject({ method: 'GET', url: `/integrator/sites/${site.siteId}`, headers: { 'x-api-key': key } }), 404, 'SITE_NOT_FOUND');
    expectEnvelope(await t.inject({ method: 'GET', url: '/integrator/sites/not-a-guid', headers: { 'x-api-key': key } }), 400, 'VALIDATION_FAILED');
  });

  it('a malformed URL gets the envelope too', async () => {
    expectEnvelope(await t.inject({ url: '/integrator/sites/%E0%A4%A', headers: { 'x-api-key': key } }), 400, 'VALIDATION_FAILED');
  });

  it('unknown routes → 404 ROUTE_NOT_FOUND; bad agent keys → 401 with statusCode and message', async () => {
    expectEnvelope(await t.inject({ method: 'GET', url: '/integrator/nothing-here', headers: { 'x-api-key': key } }), 404, 'ROUTE_NOT_FOUND');
    const res = await t.inject({ method: 'GET', url: '/agent/v1/site', headers: { 'x-subscription-key': 'sk_nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: expect.stringContaining('Access denied') as string, code: 'SUBSCRIPTION_KEY_INVALID' });
  });
});
