/**
 * The FHIR routes without an agent: every surface reaches the facade with its own caller check, every
 * refusal (credentials, foreign site, offline site, other kinds, formats, methods) is an OperationOutcome
 * with the right status and `application/fhir+json`, and the OpenAPI document lists the routes. Searches
 * and reads against a real agent and database are in test/e2e/fhir.e2e.test.ts.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { CapabilityStatement, OperationOutcome } from 'fhir/r4.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@site-query-gateway/protocol/index.js';
import { FakeAgent } from '../../../../test/helpers/fake-agent.js';
import { startTestGateway, type TestGateway, type TestSite } from '../../../../test/helpers/gateway.js';
import { GATEWAY_ERROR_SYSTEM } from './fhir-errors.js';

const SECRET = 'fhir-route-test-secret-0123456789abcdef';
const DESKTOP = 'urn:service:oauth:desktop-token';
const DEVICE = 'urn:service:oauth:device-token';

/** Asserts an OperationOutcome answer: status, FHIR content type, issue code and (if given) the gateway's code. */
function expectOutcome(res: LightMyRequestResponse, status: number, issueCode: string, gatewayCode?: string): OperationOutcome {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
  const outcome = res.json() as OperationOutcome;
  expect(outcome.resourceType).toBe('OperationOutcome');
  expect(outcome.issue[0]?.code).toBe(issueCode);
  if (gatewayCode) expect(outcome.issue[0]?.details?.coding).toEqual([{ system: GATEWAY_ERROR_SYSTEM, code: gatewayCode }]);
  return outcome;
}

describe('FHIR routes', () => {
  let t: TestGateway;
  let key: string;
  let bp: TestSite;
  let zedmed: TestSite;
  const base = (site: TestSite, surface = 'integrator') => `/${surface}/sites/${site.siteId}/fhir/R4`;
  const get = (url: string, headers: Record<string, string> = { 'x-api-key': key }) => t.inject({ url, headers });
  const token = async (grant: string, site: TestSite, deviceId: string): Promise<string> => {
    const res = await t.inject({
      method: 'POST',
      url: '/integrator/token',
      headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: grant, device_id: deviceId, site_id: site.siteId }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  };

  beforeAll(async () => {
    t = await startTestGateway({ tokenSecret: SECRET });
    key = (await t.createIntegrator()).key;
    bp = await t.registerSite();
    zedmed = await t.registerSite({ practiceManagementName: 'Zedmed' });
    expect((await t.pair(key, bp)).statusCode).toBe(200);
    expect((await t.pair(key, zedmed)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('metadata (no SQL needed) answers the CapabilityStatement with links under the integrator base', async () => {
    const res = await get(`${base(bp)}/metadata`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const statement = res.json() as CapabilityStatement;
    expect(statement.resourceType).toBe('CapabilityStatement');
    expect(statement.fhirVersion).toBe('4.0.1');
    expect(statement.implementation?.url).toBe(`http://localhost:80${base(bp)}`);
    expect(statement.rest?.[0]?.resource?.map((r) => r.type)).toContain('Patient');
  });

  it('accepts _format json and JSON Accept headers; other formats are 406', async () => {
    expect((await get(`${base(bp)}/metadata?_format=json`)).statusCode).toBe(200);
    expect((await get(`${base(bp)}/metadata?_format=application/fhir%2Bjson`)).statusCode).toBe(200);
    expect((await get(`${base(bp)}/metadata`, { 'x-api-key': key, accept: 'application/fhir+json' })).statusCode).toBe(200);
    expect((await get(`${base(bp)}/metadata`, { 'x-api-key': key, accept: 'application/json, text/plain, */*' })).statusCode).toBe(200);
    expectOutcome(await get(`${base(bp)}/metadata?_format=xml`), 406, 'not-supported');
    expectOutcome(await get(`${base(bp)}/metadata`, { 'x-api-key': key, accept: 'application/fhir+xml' }), 406, 'not-supported');
  });

  it('credentials and site access are checked as for SQL queries, answered as OperationOutcome', async () => {
    expectOutcome(await get(`${base(bp)}/Patient`, {}), 401, 'login', 'API_KEY_MISSING');
    expectOutcome(await get(`${base(bp)}/Patient`, { 'x-api-key': 'ik_wrong' }), 401, 'login', 'API_KEY_INVALID');
    const other = await t.createIntegrator('other');
    expectOutcome(await get(`${base(bp)}/metadata`, { 'x-api-key': other.key }), 404, 'not-found', 'SITE_NOT_FOUND');
    expectOutcome(await get(`${base(bp)}/Patient/1`, { 'x-api-key': other.key }), 404, 'not-found', 'SITE_NOT_FOUND');
    expectOutcome(await get('/integrator/sites/not-a-guid/fhir/R4/metadata'), 400, 'invalid', 'VALIDATION_FAILED');
    // Refusals raised before any route matched are OperationOutcomes too under a FHIR base.
    expectOutcome(await get(`/integrator/sites/${'a'.repeat(150)}/fhir/R4/metadata`), 414, 'too-costly', 'URI_TOO_LONG');
    expectOutcome(await get(`/integrator/sites/${bp.siteId}/fhir/R5/metadata`), 404, 'not-found', 'ROUTE_NOT_FOUND');
    // The Ocp-Apim-Subscription-Key header works here too.
    expect((await get(`${base(bp)}/metadata`, { 'ocp-apim-subscription-key': key })).statusCode).toBe(200);
  });

  it('a site whose agent is not connected: 503 transient; a revoked site: 403', async () => {
    const outcome = expectOutcome(await get(`${base(bp)}/Patient?family=smith`), 503, 'transient');
    expect(JSON.stringify(outcome)).not.toContain('smith');
    expectOutcome(await t.inject({ method: 'POST', url: `${base(bp)}/Patient/_search`, headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'family=smith' }), 503, 'transient');
    expectOutcome(await get(`${base(bp)}/Patient/12`), 503, 'transient');
    const revoked = await t.registerSite();
    expect((await t.pair(key, revoked)).statusCode).toBe(200);
    await t.inject({ method: 'POST', url: `/admin/sites/${revoked.siteId}/revoke`, headers: { 'x-operator-key': 'test-operator-key-0123456789' } });
    expectOutcome(await get(`${base(revoked)}/metadata`), 403, 'forbidden', 'SITE_NOT_ACTIVE');
  });

  it('kinds without a mapping, unknown types, other interactions and methods answer OperationOutcomes', async () => {
    expectOutcome(await get(`${base(zedmed)}/Patient`), 501, 'not-supported');
    expectOutcome(await get(`${base(bp)}/Basic`), 404, 'not-supported');
    expectOutcome(await get(`${base(bp)}/Patient/1/_history`), 501, 'not-supported');
    expectOutcome(await get(`${base(bp)}/Patient/$everything`), 501, 'not-supported');
    expectOutcome(await get(`${base(bp)}/Patient/bad%20id`), 400, 'invalid');
    // An encoded slash stays in its segment: an id that is not a FHIR id, not an operation named `b`.
    const slashed = expectOutcome(await get(`${base(bp)}/Patient/a%2Fb`), 400, 'invalid');
    expect(slashed.issue[0]?.diagnostics).toContain('a%2Fb');
    // A NUL would end the text in the engine (SQLite's LIKE then matched every patient): refused.
    expectOutcome(await get(`${base(bp)}/Patient?family:contains=%00`), 400, 'invalid');
    expectOutcome(await t.inject({ method: 'POST', url: `${base(bp)}/Patient/_search`, headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'given=a%00b' }), 400, 'invalid');
    expectOutcome(await get(`${base(bp)}/`), 404, 'not-found');
    const put = await t.inject({ method: 'PUT', url: `${base(bp)}/Patient/1`, headers: { 'x-api-key': key, 'content-type': 'application/fhir+json' }, payload: '{"resourceType":"Patient"}' });
    expectOutcome(put, 405, 'not-supported');
    expect(put.headers.allow).toBe('GET, POST');
    expectOutcome(await t.inject({ method: 'POST', url: `${base(bp)}/Patient`, headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'family=x' }), 405, 'not-supported');
  });

  it('POST _search takes form bodies only: JSON and other types are 415', async () => {
    const json = await t.inject({ method: 'POST', url: `${base(bp)}/Patient/_search`, headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: '{"family":"x"}' });
    expectOutcome(json, 415, 'not-supported');
    const text = await t.inject({ method: 'POST', url: `${base(bp)}/Patient/_search`, headers: { 'x-api-key': key, 'content-type': 'text/plain' }, payload: 'family=x' });
    expectOutcome(text, 415, 'not-supported');
  });

  it('desktop and device tokens reach their own site only', async () => {
    const desktop = await token(DESKTOP, bp, 'pc-1');
    const ok = await get(`${base(bp, 'desktop')}/metadata`, { authorization: `Bearer ${desktop}`, deviceid: 'pc-1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as CapabilityStatement).implementation?.url).toBe(`http://localhost:80${base(bp, 'desktop')}`);
    expectOutcome(await get(`${base(bp, 'desktop')}/Patient`, { authorization: `Bearer ${desktop}`, deviceid: 'pc-1' }), 503, 'transient');
    expectOutcome(await get(`${base(bp, 'desktop')}/metadata`, { authorization: `Bearer ${desktop}`, deviceid: 'pc-2' }), 403, 'forbidden', 'DEVICE_MISMATCH');
    expectOutcome(await get(`${base(zedmed, 'desktop')}/metadata`, { authorization: `Bearer ${desktop}`, deviceid: 'pc-1' }), 403, 'forbidden', 'TOKEN_SITE_MISMATCH');
    expectOutcome(await get(`${base(bp, 'device')}/metadata`, { authorization: `Bearer ${desktop}`, deviceid: 'pc-1' }), 403, 'forbidden', 'TOKEN_WRONG_SURFACE');
    expectOutcome(await get(`${base(bp, 'device')}/metadata`, {}), 401, 'login', 'TOKEN_MISSING');
    const device = await token(DEVICE, bp, 'phone-1');
    expect((await get(`${base(bp, 'device')}/metadata`, { authorization: `Bearer ${device}`, deviceid: 'phone-1' })).statusCode).toBe(200);
  });

  it('the OpenAPI document lists the FHIR routes on every surface with their FHIR content type', async () => {
    type Response = { content?: Record<string, unknown>; $ref?: string };
    const doc = (await t.inject({ url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, Response> }>>;
      components: { responses: Record<string, Response> };
    };
    // Responses several operations answer alike are shared by reference.
    const resolve = (response: Response): Response => (response.$ref ? doc.components.responses[response.$ref.split('/').pop()!]! : response);
    for (const surface of ['integrator', 'desktop', 'device']) {
      const prefix = `/${surface}/sites/{siteId}/fhir/R4`;
      expect(doc.paths[`${prefix}/metadata`]?.get).toBeDefined();
      expect(doc.paths[`${prefix}/{resourceType}`]?.get).toBeDefined();
      expect(doc.paths[`${prefix}/{resourceType}/{id}`]?.get).toBeDefined();
      expect(doc.paths[`${prefix}/{resourceType}/_search`]?.post).toBeDefined();
      expect(Object.keys(resolve(doc.paths[`${prefix}/{resourceType}`]!.get!.responses['200']!).content!)).toEqual(['application/fhir+json']);
    }
    expect(Object.keys(doc.paths).some((p) => p.includes('/fhir/R4/{*}') || p.endsWith('/fhir/R4/*'))).toBe(false);
  });
});

describe('FHIR routes with a scripted agent', () => {
  let t: TestGateway;
  let key: string;
  let site: TestSite;
  let agent: FakeAgent;
  const jobs: Job[] = [];

  beforeAll(async () => {
    t = await startTestGateway({ port: 0 });
    const baseUrl = await t.gateway.listen();
    key = (await t.createIntegrator()).key;
    site = await t.registerSite();
    expect((await t.pair(key, site)).statusCode).toBe(200);
    agent = await FakeAgent.connectReady(baseUrl, site, t.gateway.ctx.agents);
  });
  afterAll(async () => {
    agent?.close();
    await t.close();
  });

  const search = () => t.inject({ url: `/integrator/sites/${site.siteId}/fhir/R4/Patient?family=smith-secret`, headers: { 'x-api-key': key } });
  const fail = (extra: Record<string, unknown>) =>
    agent.onJob((job, send) => {
      jobs.push(job);
      const at = new Date().toISOString();
      send({ type: 'job:started', queryId: job.queryId, at });
      send({ type: 'job:failed', queryId: job.queryId, at, status: 'executionFailed', ...extra });
    });

  it('relays the search as a parameterised immediate query: the value travels as a parameter, never in the SQL', async () => {
    fail({ errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage: 'no such table' } });
    await search();
    const job = jobs.at(-1)!;
    expect(job.command.text).toContain('SURNAME');
    expect(job.command.text).not.toContain('smith-secret');
    // A starts-with match: the value plus a LIKE wildcard, bound.
    expect(job.command.parameters.map((p) => p.value)).toContain('smith-secret%');
  });

  it('the command timeout at the site: 504 timeout', async () => {
    fail({ errorDetails: { errorType: 'sqlite', errorCode: 9, errorMessage: 'interrupted' }, timedOut: true });
    expectOutcome(await search(), 504, 'timeout');
  });

  it("the site's database fails: 502 exception, the engine's message (which may quote values) not passed on", async () => {
    fail({ errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage: "near 'smith-secret': syntax error" } });
    const res = await search();
    expectOutcome(res, 502, 'exception');
    expect(res.body).not.toContain('smith-secret');
    expect(res.body).not.toContain('syntax');
  });
});
