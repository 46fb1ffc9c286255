/**
 * Operations endpoints: liveness, readiness, version header, Prometheus metrics, OpenAPI and /docs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../../../test/helpers/gateway.js';
import { PROTOCOL_VERSION } from '@site-query-gateway/protocol/version.js';

describe('ops endpoints', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway();
  });
  afterAll(() => t.close());

  it('answers healthz, readyz and version, with the version header on every response', async () => {
    expect((await t.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready', store: 'sqlite' });
    const version = await t.inject({ url: '/version' });
    expect(version.json()).toMatchObject({ version: expect.stringMatching(/^\d{2}\.\d{3,4}\.\d+$/) as string, protocolVersion: PROTOCOL_VERSION });
    expect(version.headers['x-gateway-version']).toBe((version.json() as { version: string }).version);
    expect((await t.inject({ url: '/no-such' })).headers['x-gateway-version']).toBeDefined();
  });

  it('exposes Prometheus metrics including request counts and connected agents', async () => {
    await t.inject({ url: '/healthz' });
    const res = await t.inject({ url: '/metrics' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('gateway_agents_connected 0');
    expect(res.body).toMatch(/gateway_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
  });

  it('serves an OpenAPI document generated from the route schemas, and an interactive reference', async () => {
    const doc = (await t.inject({ url: '/openapi.json' })).json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    for (const path of ['/integrator/pair-site', '/integrator/sites', '/integrator/sites/{siteId}', '/integrator/token', '/desktop/sites/{siteId}/token-info', '/admin/integrators', '/agent/v1/sites']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const paths = doc.paths as Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    expect(paths['/integrator/sites/{siteId}']?.get?.security).toEqual([{ integratorKey: [] }]);
    expect(paths['/device/sites/{siteId}/queries/{queryId}']?.get?.security).toEqual([{ bearer: [] }]);
    expect(paths['/admin/sites']?.get?.security).toEqual([{ operatorKey: [] }]);
    const page = await t.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html');
  });
});
