/**
 * An immediate query's record with its result as `result.data`, and a registered query's result with its
 * `data` (api/record-response): the body streamed around a marker must be, byte for byte, what the route's
 * serializer writes for the same response with the base64 in it, for results on both sides of the streaming
 * threshold and around the base64 pieces and reads, with output parameters whose values need escaping and
 * hold multi-byte characters (so the text around the marker is measured in bytes, not characters). Through a
 * real gateway: a status read gives the stored bytes back, and never other bytes than the size stored.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE64_PIECE_BYTES, PAGE_READ_BYTES } from '@site-query-gateway/gateway/api/page-response.js';
import { STREAMED_FROM_BYTES, sendQueryRecord, sendWithBase64 } from '@site-query-gateway/gateway/api/record-response.js';
import { RegisteredQueryResult } from '@site-query-gateway/gateway/api/schemas/registered-queries.js';
import { QueryRecord } from '@site-query-gateway/gateway/api/schemas/queries.js';
import { contentOfBytes } from '@site-query-gateway/gateway/core/queries/pages.js';
import { newRegistration } from '@site-query-gateway/gateway/core/registered/new-registration.js';
import { toQueryRecord } from '@site-query-gateway/gateway/core/queries/view.js';
import type { Query } from '@site-query-gateway/gateway/store/model.js';
import { insertQuery } from '@site-query-gateway/gateway/store/queries.js';
import { insertRegisteredQuery } from '@site-query-gateway/gateway/store/registered-queries.js';
import { insertPages } from '@site-query-gateway/gateway/store/result-pages.js';
import { startPairedGateway, type PairedGateway } from '../helpers/gateway.js';
import { queryFixture } from '../helpers/rows.js';

const DAY = 24 * 3600 * 1000;

/** A result's JSON of exactly `bytes` bytes (at least 2), with multi-byte characters where they fit. */
function resultJson(bytes: number): Buffer {
  const text = Buffer.alloc(bytes, 'a');
  text[0] = 0x5b; // [
  text[bytes - 1] = 0x5d; // ]
  if (bytes >= 4) {
    text[1] = 0x22;
    text[bytes - 2] = 0x22;
  }
  for (let i = 3; i + 1 < bytes - 2; i += 101) {
    text[i] = 0xc3;
    text[i + 1] = 0xa9;
  }
  return text;
}

function successfulImmediate(siteId: string, size: number, overrides: Partial<Query> = {}): Query {
  const now = new Date().toISOString();
  return queryFixture(siteId, {
    mode: 'immediate', status: 'successful', sqlExecutionDuration: 3, resultRows: 1, resultSize: size, pageCount: 1,
    statusTiming: { executing: { startTime: now, endTime: now } }, resultsExpireAt: new Date(Date.now() + DAY).toISOString(), completedAt: now,
    ...overrides,
  });
}

describe('query records with an immediate result', () => {
  describe('the streamed body against the serializer', () => {
    let app: FastifyInstance;
    const cases = new Map<string, { record: ReturnType<typeof toQueryRecord>; data?: Buffer }>();

    beforeAll(async () => {
      app = Fastify();
      const schema = { response: { 200: QueryRecord } };
      // The way under test, and the plain way it must match: the record with its base64 through the serializer.
      app.get('/spliced/:name', { schema }, (request, reply) => {
        const { record, data } = cases.get((request.params as { name: string }).name)!;
        return sendQueryRecord(reply, record, data && contentOfBytes(data));
      });
      app.get('/plain/:name', { schema }, (request, reply) => {
        const { record, data } = cases.get((request.params as { name: string }).name)!;
        return reply.send({ ...record, result: { ...record.result!, data: data!.toString('base64') } });
      });
      // A registered query's result: `data` first, the rest after it.
      const registered = (request: { params: unknown }) => {
        const size = Number((request.params as { size: string }).size);
        return { text: resultJson(size), rest: { parameters: [{ name: '@n', direction: 'output', type: 'NVarChar', value: 'é "x"' }], rows: 1, size } };
      };
      app.get('/registered/spliced/:size', { schema: { response: { 200: RegisteredQueryResult } } }, (request, reply) => {
        const { text, rest } = registered(request);
        return sendWithBase64(reply, contentOfBytes(text), (data) => ({ data, ...rest }));
      });
      app.get('/registered/plain/:size', { schema: { response: { 200: RegisteredQueryResult } } }, (request, reply) => {
        const { text, rest } = registered(request);
        return reply.send({ data: text.toString('base64'), ...rest });
      });
      await app.ready();
    });
    afterAll(() => app.close());

    it('writes the same bytes as the serializer, for every size, with its headers', async () => {
      const outputParameters: NonNullable<Query['outputParameters']> = [
        { name: '@note', direction: 'output', type: 'NVarChar', value: 'quoted "data-marker-" and a \\ backslash, é and 😀' },
        { name: '@none', direction: 'inputOutput', type: 'Int', value: null },
      ];
      const sizes = [2, 3, 100, STREAMED_FROM_BYTES - 1, STREAMED_FROM_BYTES, STREAMED_FROM_BYTES + 1, 3 * BASE64_PIECE_BYTES + 1, PAGE_READ_BYTES + 2, 1_000_003];
      for (const size of sizes) {
        for (const withParameters of [false, true]) {
          const name = `${size}-${withParameters}`;
          const query = successfulImmediate(randomUUID(), size, withParameters ? { outputParameters } : {});
          cases.set(name, { record: toQueryRecord(query), data: resultJson(size) });
          const spliced = await app.inject({ url: `/spliced/${name}` });
          const plain = await app.inject({ url: `/plain/${name}` });
          expect({ name, status: spliced.statusCode }).toEqual({ name, status: 200 });
          expect({ name, same: spliced.rawPayload.equals(plain.rawPayload) }).toEqual({ name, same: true });
          expect(spliced.headers['content-type']).toBe(plain.headers['content-type']);
          expect(spliced.headers['content-length']).toBe(String(spliced.rawPayload.length));
          const body = spliced.json() as { result: { data: string; parameters: unknown[] } };
          expect(Buffer.from(body.result.data, 'base64').equals(resultJson(size))).toBe(true);
          expect(body.result.parameters).toEqual(withParameters ? outputParameters : []);
        }
      }
    });

    it("writes a registered query's result as the serializer does", async () => {
      for (const size of [100, STREAMED_FROM_BYTES + 1, 1_000_003]) {
        const spliced = await app.inject({ url: `/registered/spliced/${size}` });
        const plain = await app.inject({ url: `/registered/plain/${size}` });
        expect({ size, status: spliced.statusCode, same: spliced.rawPayload.equals(plain.rawPayload) }).toEqual({ size, status: 200, same: true });
        expect(spliced.headers['content-length']).toBe(String(spliced.rawPayload.length));
      }
    });

    it('sends a failed record, and a successful one without data, as they are', async () => {
      const failed = toQueryRecord(queryFixture(randomUUID(), { mode: 'immediate', status: 'executionFailed', errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage: 'no such table' } }));
      const nonQuery = toQueryRecord(successfulImmediate(randomUUID(), 0, { rowsAffected: 3 }));
      cases.set('failed', { record: failed });
      cases.set('nonQuery', { record: nonQuery });
      expect((await app.inject({ url: '/spliced/failed' })).json()).toEqual(failed);
      const written = (await app.inject({ url: '/spliced/nonQuery' })).json() as typeof nonQuery;
      expect(written).toEqual(nonQuery);
      expect(written.result?.data).toBeUndefined();
    });
  });

  describe('through a gateway', () => {
    let g: PairedGateway;
    let integratorId: string;
    beforeAll(async () => {
      g = await startPairedGateway();
      const integrators = await g.t.inject({ url: '/admin/integrators', headers: { 'x-operator-key': 'test-operator-key-0123456789' } });
      integratorId = (integrators.json() as { integrators: { id: string }[] }).integrators[0]!.id;
    });
    afterAll(() => g.t.close());

    /** A successful immediate query whose result `text` is stored as a file, its row saying `recordedSize` bytes. */
    async function seed(text: Buffer, recordedSize = text.length): Promise<string> {
      const db = g.t.gateway.ctx.store.db;
      const store = g.t.gateway.ctx.store.pageContent.primary;
      const query = successfulImmediate(g.site.siteId, recordedSize, { integratorId });
      await insertQuery(db, query);
      const key = { queryId: query.id, pageNumber: 1, attemptId: randomUUID() };
      await store.write(key, Readable.from([Buffer.from(text)]), text.length + 1);
      await insertPages(db, [{ ...key, siteId: g.site.siteId, status: 'cached', size: recordedSize, count: 1, rangeStart: 1, rangeEnd: 1, storage: store.storage, createdAt: query.createdAt }]);
      return `${g.baseUrl}/integrator/sites/${g.site.siteId}/queries/${query.id}`;
    }

    it("a status read gives a stored immediate result's bytes back, over the streaming threshold and under it", async () => {
      for (const size of [40, 3 * STREAMED_FROM_BYTES + 5]) {
        const text = resultJson(size);
        const url = await seed(text);
        const res = await fetch(url, { headers: { 'x-api-key': g.key, 'accept-encoding': 'identity' } });
        const body = Buffer.from(await res.arrayBuffer());
        expect(res.status, body.toString()).toBe(200);
        expect(res.headers.get('content-length')).toBe(String(body.length));
        const record = JSON.parse(body.toString('utf8')) as { id: string; result: { data: string; size: number; pages?: unknown } };
        expect(record).toMatchObject({ id: url.split('/').at(-1), result: { size } });
        expect(record.result.pages).toBeUndefined();
        expect(Buffer.from(record.result.data, 'base64').equals(text)).toBe(true);
      }
    });

    it("answers HEAD on a streamed record with the GET's length, and streams a registered query's large result", async () => {
      const text = resultJson(2 * STREAMED_FROM_BYTES + 1);
      const url = await seed(text);
      const headers = { 'x-api-key': g.key, 'accept-encoding': 'identity' };
      const get = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
      const head = await fetch(url, { method: 'HEAD', headers });
      expect({ status: head.status, length: head.headers.get('content-length'), body: (await head.arrayBuffer()).byteLength }).toEqual({ status: 200, length: String(get.length), body: 0 });

      const command = { text: 'select 1', executionMode: 'reader' as const, type: 'text' as const, parameters: [] };
      const registration = newRegistration({ integratorId, siteId: g.site.siteId, name: 'large', frequency: 60, duration: 3600, catalogue: 'BPSPatients', command, commandSize: 10, requestSize: 10, createdAt: new Date() });
      await insertRegisteredQuery(g.t.gateway.ctx.store.db, { ...registration, resultQueryId: url.split('/').at(-1)! });
      const res = await fetch(`${g.baseUrl}/integrator/sites/${g.site.siteId}/queries/registered/${registration.id}/results`, { headers });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.status, body.toString().slice(0, 300)).toBe(200);
      expect(res.headers.get('content-length')).toBe(String(body.length));
      const result = JSON.parse(body.toString('utf8')) as { data: string; rows: number; size: number; parameters: unknown[] };
      expect(Buffer.from(result.data, 'base64').equals(text)).toBe(true);
      expect(result).toMatchObject({ rows: 1, size: text.length, parameters: [] });
    });

    it('never answers other bytes than the stored size as the data: an error when small, a cut-off response when streamed', async () => {
      const small = await fetch(await seed(resultJson(40), 50), { headers: { 'x-api-key': g.key } });
      expect(small.status).toBe(500);
      expect(((await small.json()) as { error: { code: string } }).error.code).toBe('INTERNAL_ERROR');
      const big = await fetch(await seed(resultJson(2 * STREAMED_FROM_BYTES), 2 * STREAMED_FROM_BYTES + 30), { headers: { 'x-api-key': g.key } });
      expect(big.status).toBe(200);
      await expect(big.arrayBuffer()).rejects.toThrow();
    });
  });
});
