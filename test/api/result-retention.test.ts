/**
 * The retention sweep: when a query's results expire every read is refused (410) at once, but its content is
 * deleted only RESULT_DELETE_GRACE_MS later, so a download that began before the expiry (a PostgreSQL page is
 * read chunk by chunk as the client takes it) runs to its end; after the grace the content and everything of
 * the query that may carry patient data are gone. The query is seeded straight into the store with its pages
 * in chunks (as PostgreSQL keeps them), as in pages-and-surfaces.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryFixture } from '../helpers/rows.js';
import { TestClock, expectEnvelope, startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';
import { RESULT_DELETE_GRACE_MS } from '../../src/core/queries/sweeps.js';
import { ChunkPageStore } from '../../src/store/page-content/chunk-page-store.js';
import type { PageContentKey } from '../../src/store/page-content/page-content-store.js';
import { findQuery, insertQuery } from '../../src/store/queries.js';
import { findPage, insertPages } from '../../src/store/result-pages.js';

const DAY = 24 * 3600 * 1000;
const CHUNK_BYTES = 8;

describe('result retention', () => {
  const clock = new TestClock();
  let t: TestGateway;
  let key: string;
  let integratorId: string;
  let site: TestSite;
  let chunks: ChunkPageStore;
  const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `patient ${i + 1}` }));
  const content = Buffer.from(JSON.stringify(rows));

  /** A successful query whose one page's content is stored in 8-byte chunks; expires a day from now. */
  async function seedQuery(): Promise<{ id: string; page: PageContentKey }> {
    const id = randomUUID();
    const now = clock.now().toISOString();
    const db = t.gateway.ctx.store.db;
    await insertQuery(
      db,
      queryFixture(site.siteId, {
        id, integratorId, status: 'successful', command: { text: 'select id, name from p', executionMode: 'reader', type: 'text', parameters: [] },
        startDeadline: now, sqlExecutionDuration: 3, resultRows: rows.length, resultSize: content.length, outputParameters: [], pageCount: 1,
        resultsExpireAt: new Date(clock.now().getTime() + DAY).toISOString(), createdAt: now, completedAt: now,
      }),
    );
    const page = { queryId: id, pageNumber: 1, attemptId: randomUUID() };
    await chunks.write(page, Readable.from([Buffer.from(content)]), content.length);
    await insertPages(db, [{ ...page, siteId: site.siteId, status: 'cached', size: content.length, count: rows.length, rangeStart: 1, rangeEnd: rows.length, storage: 'chunks', createdAt: now }]);
    return { id, page };
  }

  async function readRest(reader: { read(buffer: Buffer): Promise<number> }, into: Buffer[]): Promise<void> {
    for (;;) {
      const buffer = Buffer.alloc(CHUNK_BYTES);
      const n = await reader.read(buffer);
      if (n === 0) return;
      into.push(buffer.subarray(0, n));
    }
  }

  const streamUrl = (id: string): string => `/integrator/sites/${site.siteId}/queries/${id}/results/1/stream`;
  const sweep = (): Promise<void> => t.gateway.ctx.tasks.runNow('queries:retention');

  beforeAll(async () => {
    t = await startTestGateway({}, clock);
    chunks = new ChunkPageStore(t.gateway.ctx.store.db, CHUNK_BYTES);
    const integrator = await t.createIntegrator();
    key = integrator.key;
    integratorId = integrator.id;
    site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    expect((await t.pair(key, site)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('a read begun before the expiry finishes after it; reads begun after it are refused; the sweep deletes the content only after the grace', async () => {
    const { id, page } = await seedQuery();
    const stream = await t.inject({ url: streamUrl(id), headers: { 'x-api-key': key } });
    expect(stream.statusCode).toBe(200);
    expect(stream.json()).toEqual(rows);

    // A slow download: the first chunk taken before the expiry, the rest after it and after a sweep.
    const reader = await chunks.open(page);
    const taken: Buffer[] = [];
    const first = Buffer.alloc(CHUNK_BYTES);
    taken.push(first.subarray(0, await reader.read(first)));
    clock.advance(DAY + 1000);
    expectEnvelope(await t.inject({ url: streamUrl(id), headers: { 'x-api-key': key } }), 410, 'RESULTS_EXPIRED');
    await sweep();
    await readRest(reader, taken);
    await reader.close();
    expect(Buffer.concat(taken).equals(content)).toBe(true);
    expect((await findQuery(t.gateway.ctx.store.db, id))?.command.text).toBe('select id, name from p');

    // Past the grace the sweep forgets the query's results: the content, the command, the pages' status.
    clock.advance(RESULT_DELETE_GRACE_MS);
    await sweep();
    const after: Buffer[] = [];
    const late = await chunks.open(page);
    await readRest(late, after);
    await late.close();
    expect(after).toEqual([]);
    const forgotten = await findQuery(t.gateway.ctx.store.db, id);
    expect(forgotten?.command.text).not.toBe('select id, name from p');
    expect(forgotten?.resultsExpireAt).toBeNull();
    expect((await findPage(t.gateway.ctx.store.db, id, 1))?.status).toBe('expired');
    expectEnvelope(await t.inject({ url: streamUrl(id), headers: { 'x-api-key': key } }), 410, 'RESULTS_EXPIRED');
  });
});
