/**
 * Result pages through the HTTP API (page, stream, headers, 404, 410) and the query operations on the
 * Desktop and Device surfaces. A finished query is seeded straight into the store, so these tests are about
 * what the API serves; execution by a real agent is covered in test/e2e.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { queryFixture } from '../helpers/rows.js';
import { TestClock, expectEnvelope, startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';
import { ChunkPageStore } from '@site-query-gateway/gateway/store/page-content/chunk-page-store.js';
import { insertQuery } from '@site-query-gateway/gateway/store/queries.js';
import { insertPages } from '@site-query-gateway/gateway/store/result-pages.js';

const DAY = 24 * 3600 * 1000;

describe('result pages and token surfaces', () => {
  const clock = new TestClock();
  let t: TestGateway;
  let key: string;
  let integratorId: string;
  let site: TestSite;
  const pageRows = [
    [{ id: 1, name: 'Ann' }, { id: 2, name: 'Bo' }],
    [{ id: 3, name: 'Cy' }],
  ];

  async function seedSuccessfulQuery(owner = integratorId): Promise<string> {
    const id = randomUUID();
    const now = clock.now().toISOString();
    const query = queryFixture(site.siteId, {
      id, integratorId: owner, status: 'successful', command: { text: 'select id, name from p', executionMode: 'reader', type: 'text', parameters: [] },
      startDeadline: now, sqlExecutionDuration: 3, resultRows: 3, resultSize: 0, outputParameters: [], pageCount: 2,
      resultsExpireAt: new Date(clock.now().getTime() + DAY).toISOString(), createdAt: now, completedAt: now,
    });
    const db = t.gateway.ctx.store.db;
    await insertQuery(db, query);
    // Content in 8-byte chunks, so reads must reassemble many of them in order.
    const content = new ChunkPageStore(db, 8);
    let start = 1;
    for (const [index, rows] of pageRows.entries()) {
      const data = Buffer.from(JSON.stringify(rows));
      const key = { queryId: id, pageNumber: index + 1, attemptId: randomUUID() };
      await content.write(key, Readable.from([data]), data.length);
      await insertPages(db, [{ ...key, siteId: site.siteId, status: 'cached', size: data.length, count: rows.length, rangeStart: start, rangeEnd: start + rows.length - 1, storage: 'chunks', createdAt: now }]);
      start += rows.length;
    }
    return id;
  }

  beforeAll(async () => {
    t = await startTestGateway({}, clock);
    const integrator = await t.createIntegrator();
    key = integrator.key;
    integratorId = integrator.id;
    site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    expect((await t.pair(key, site)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('serves a page as base64 JSON with Size and Rows-* headers, and the same rows as a raw JSON stream', async () => {
    const id = await seedSuccessfulQuery();
    const status = await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}`, headers: { 'x-api-key': key } });
    expect(status.json()).toMatchObject({ status: 'successful', result: { rows: 3, pages: [{ pageNumber: 1, status: 'cached', rows: { count: 2, rangeStart: 1, rangeEnd: 2 } }, { pageNumber: 2, rows: { count: 1, rangeStart: 3, rangeEnd: 3 } }] } });

    const page = await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/2`, headers: { 'x-api-key': key } });
    expect(page.statusCode).toBe(200);
    expect(JSON.parse(Buffer.from((page.json() as { data: string }).data, 'base64').toString())).toEqual(pageRows[1]);
    expect(page.headers).toMatchObject({ size: String(JSON.stringify(pageRows[1]).length), 'rows-count': '1', 'rows-range-start': '3', 'rows-range-end': '3' });

    // Stored in 8-byte chunks: the stream reassembles them in order.
    const stream = await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/1/stream`, headers: { 'x-api-key': key } });
    expect(stream.headers['content-type']).toContain('application/json');
    expect(stream.json()).toEqual(pageRows[0]);
    expect(stream.headers['rows-count']).toBe('2');
  });

  it('an unknown page is 404; a foreign query is 404; past retention is 410', async () => {
    const id = await seedSuccessfulQuery();
    expectEnvelope(await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/3`, headers: { 'x-api-key': key } }), 404, 'PAGE_NOT_FOUND');
    const other = await t.createIntegrator('other');
    await t.pair(other.key, site);
    expectEnvelope(await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/1`, headers: { 'x-api-key': other.key } }), 404, 'QUERY_NOT_FOUND');
    clock.advance(DAY + 1000);
    expectEnvelope(await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/1`, headers: { 'x-api-key': key } }), 410, 'RESULTS_EXPIRED');
    expectEnvelope(await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/1/stream`, headers: { 'x-api-key': key } }), 410, 'RESULTS_EXPIRED');
  });

  it('desktop and device tokens run the query operations for their own site and integrator only', async () => {
    const tokenFor = async (grant: 'desktop' | 'device', deviceId: string): Promise<string> => {
      const res = await t.inject({
        method: 'POST',
        url: '/integrator/token',
        headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: `urn:service:oauth:${grant}-token`, device_id: deviceId, site_id: site.siteId }).toString(),
      });
      return (res.json() as { access_token: string }).access_token;
    };
    const desktop = { authorization: `Bearer ${await tokenFor('desktop', 'pc-1')}`, deviceid: 'pc-1' };
    const created = await t.inject({ method: 'POST', url: `/desktop/sites/${site.siteId}/queries/async`, headers: desktop, payload: { command: { text: 'select 1' } } });
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toMatch(new RegExp(`^/desktop/sites/${site.siteId}/queries/`));
    const id = (created.json() as { id: string }).id;
    // The same integrator sees it from any surface; the record names the integrator.
    expect((await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}`, headers: { 'x-api-key': key } })).json()).toMatchObject({ integratorId, status: 'queued' });
    const device = { authorization: `Bearer ${await tokenFor('device', 'phone-1')}`, deviceid: 'phone-1' };
    expect((await t.inject({ url: `/device/sites/${site.siteId}/queries/${id}`, headers: device })).statusCode).toBe(200);
    expectEnvelope(await t.inject({ url: `/device/sites/${site.siteId}/queries/${id}`, headers: { ...device, deviceid: 'phone-2' } }), 403, 'DEVICE_MISMATCH');
    expectEnvelope(await t.inject({ method: 'POST', url: `/desktop/sites/${site.siteId}/queries/immediate`, headers: desktop, payload: { command: { text: 'select 1' } } }), 503, 'SITE_NOT_CONNECTED');
    const seeded = await seedSuccessfulQuery();
    const page = await t.inject({ url: `/device/sites/${site.siteId}/queries/${seeded}/results/1/stream`, headers: device });
    expect(page.json()).toEqual(pageRows[0]);
  });
});
