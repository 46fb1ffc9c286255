/**
 * The retention sweep: when a query's results expire every read is refused (410) and status reads show no
 * result at once, but its content is deleted only a grace later (RESULT_DELETE_GRACE_MS, or the retention when
 * shorter), so a download that began before the expiry (a PostgreSQL page is read chunk by chunk as the client
 * takes it) runs to its end; after the grace the content and everything of the query that may carry patient
 * data are gone. The query is seeded straight into the store with its pages in chunks (as PostgreSQL keeps
 * them), as in pages-and-surfaces.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryFixture } from '../helpers/rows.js';
import { TestClock, expectEnvelope, startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';
import { RESULT_DELETE_GRACE_MS } from '@site-query-gateway/gateway/core/queries/sweeps.js';
import type { OutputParameter } from '@site-query-gateway/protocol/sql-command.js';
import { ChunkPageStore } from '@site-query-gateway/gateway/store/page-content/chunk-page-store.js';
import type { PageContentKey, PageReader } from '@site-query-gateway/gateway/store/page-content/page-content-store.js';
import { findQuery, insertQuery } from '@site-query-gateway/gateway/store/queries.js';
import { findPage, insertPages } from '@site-query-gateway/gateway/store/result-pages.js';

const DAY = 24 * 3600 * 1000;
const CHUNK_BYTES = 8;
const COMMAND = 'select id, name from p';

/** A gateway with one integrator paired with one site, and a chunk store on the gateway's own database. */
interface Fixture {
  t: TestGateway;
  key: string;
  integratorId: string;
  site: TestSite;
  chunks: ChunkPageStore;
}

async function fixture(t: TestGateway): Promise<Fixture> {
  const integrator = await t.createIntegrator();
  const site = await t.registerSite({ practiceManagementName: 'Zedmed' });
  expect((await t.pair(integrator.key, site)).statusCode).toBe(200);
  return { t, key: integrator.key, integratorId: integrator.id, site, chunks: new ChunkPageStore(t.gateway.ctx.store.db, CHUNK_BYTES) };
}

const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `patient ${i + 1}` }));
const content = Buffer.from(JSON.stringify(rows));
const outputParameters: OutputParameter[] = [{ name: '@medicare', direction: 'output', type: 'NVarChar', value: '2950156481' }];

/** A successful query whose one page's content is stored in 8-byte chunks; its results expire `retentionMs` from now. */
async function seedQuery(f: Fixture, clock: TestClock, retentionMs: number): Promise<{ id: string; page: PageContentKey }> {
  const id = randomUUID();
  const now = clock.now().toISOString();
  const db = f.t.gateway.ctx.store.db;
  await insertQuery(
    db,
    queryFixture(f.site.siteId, {
      id, integratorId: f.integratorId, status: 'successful', command: { text: COMMAND, executionMode: 'reader', type: 'text', parameters: [] },
      startDeadline: now, sqlExecutionDuration: 3, resultRows: rows.length, resultSize: content.length, outputParameters, pageCount: 1,
      resultsExpireAt: new Date(clock.now().getTime() + retentionMs).toISOString(), createdAt: now, completedAt: now,
    }),
  );
  const page = { queryId: id, pageNumber: 1, attemptId: randomUUID() };
  await f.chunks.write(page, Readable.from([Buffer.from(content)]), content.length);
  await insertPages(db, [{ ...page, siteId: f.site.siteId, status: 'cached', size: content.length, count: rows.length, rangeStart: 1, rangeEnd: rows.length, storage: 'chunks', createdAt: now }]);
  return { id, page };
}

async function readRest(reader: PageReader, into: Buffer[]): Promise<void> {
  for (;;) {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    const n = await reader.read(buffer);
    if (n === 0) return;
    into.push(buffer.subarray(0, n));
  }
}

/** What is left of a page's content in the store (nothing once the sweep deleted it). */
async function storedContent(f: Fixture, page: PageContentKey): Promise<Buffer> {
  const parts: Buffer[] = [];
  const reader = await f.chunks.open(page);
  await readRest(reader, parts);
  await reader.close();
  return Buffer.concat(parts);
}

const sweep = (f: Fixture): Promise<void> => f.t.gateway.ctx.tasks.runNow('queries:retention');

describe('result retention', () => {
  const clock = new TestClock();
  let f: Fixture;

  const streamUrl = (id: string): string => `/integrator/sites/${f.site.siteId}/queries/${id}/results/1/stream`;
  const stream = (id: string): Promise<LightMyRequestResponse> => f.t.inject({ url: streamUrl(id), headers: { 'x-api-key': f.key } });
  const statusOf = async (id: string): Promise<{ result: { parameters: unknown[]; pages: Array<{ status: string }> } }> =>
    (await f.t.inject({ url: `/integrator/sites/${f.site.siteId}/queries/${id}`, headers: { 'x-api-key': f.key } })).json();

  beforeAll(async () => {
    f = await fixture(await startTestGateway({}, clock));
  });
  afterAll(() => f.t.close());

  it('a read begun before the expiry finishes after it; reads begun after it are refused; the sweep deletes the content only after the grace', async () => {
    const { id, page } = await seedQuery(f, clock, DAY);
    const before = await stream(id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual(rows);
    expect((await statusOf(id)).result).toMatchObject({ parameters: outputParameters, pages: [{ status: 'cached' }] });

    // A slow download: the first chunk taken before the expiry, the rest after it and after a sweep.
    const reader = await f.chunks.open(page);
    const taken: Buffer[] = [];
    const first = Buffer.alloc(CHUNK_BYTES);
    taken.push(first.subarray(0, await reader.read(first)));
    clock.advance(DAY + 1000);
    expectEnvelope(await stream(id), 410, 'RESULTS_EXPIRED');
    // The record shows the results gone at once, as the sweep will leave it.
    expect((await statusOf(id)).result).toMatchObject({ parameters: [], pages: [{ status: 'expired' }] });
    await sweep(f);
    await readRest(reader, taken);
    await reader.close();
    expect(Buffer.concat(taken).equals(content)).toBe(true);
    expect((await findQuery(f.t.gateway.ctx.store.db, id))?.command.text).toBe(COMMAND);

    // Past the grace the sweep forgets the query's results: the content, the command, the pages' status.
    clock.advance(RESULT_DELETE_GRACE_MS);
    await sweep(f);
    expect((await storedContent(f, page)).length).toBe(0);
    const forgotten = await findQuery(f.t.gateway.ctx.store.db, id);
    expect(forgotten?.command.text).not.toBe(COMMAND);
    expect(forgotten?.outputParameters).toBeNull();
    expect(forgotten?.resultsExpireAt).toBeNull();
    expect((await findPage(f.t.gateway.ctx.store.db, id, 1))?.status).toBe('expired');
    expectEnvelope(await stream(id), 410, 'RESULTS_EXPIRED');
  });

  it('waits no longer than the retention itself when that is shorter than the grace', async () => {
    const retentionMs = 5_000;
    const short = await fixture(await startTestGateway({ resultRetentionMs: retentionMs }, clock));
    try {
      const { id, page } = await seedQuery(short, clock, retentionMs);
      clock.advance(retentionMs + 1);
      await sweep(short);
      expect((await storedContent(short, page)).equals(content)).toBe(true);
      clock.advance(retentionMs);
      await sweep(short);
      expect((await storedContent(short, page)).length).toBe(0);
      expect((await findPage(short.t.gateway.ctx.store.db, id, 1))?.status).toBe('expired');
    } finally {
      await short.t.close();
    }
  });
});
