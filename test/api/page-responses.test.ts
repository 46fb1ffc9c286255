/**
 * The page endpoints over a real socket (api/page-response): byte-exact bodies with Content-Length for page
 * sizes around the read buffer's edges, from file and chunk storage; read buffers reused, not made anew,
 * under a steady load; content shorter than its recorded size cut off as an error; a client that goes away
 * midway; each response counted once in gateway_http_requests_total, a cut one with the status `cut`. Finished
 * queries are seeded into the store, as in pages-and-surfaces.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE64_PIECE_BYTES, PAGE_READ_BYTES, pageBuffers, sendBase64Page, sendRawPage } from '@site-query-gateway/gateway/api/page-response.js';
import type { OpenPage } from '@site-query-gateway/gateway/core/queries/pages.js';
import { RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';
import { ChunkPageStore } from '@site-query-gateway/gateway/store/page-content/chunk-page-store.js';
import type { PageContentStore } from '@site-query-gateway/gateway/store/page-content/page-content-store.js';
import { insertQuery } from '@site-query-gateway/gateway/store/queries.js';
import { insertPages } from '@site-query-gateway/gateway/store/result-pages.js';
import { startPairedGateway, type PairedGateway } from '../helpers/gateway.js';
import { queryFixture } from '../helpers/rows.js';

const DAY = 24 * 3600 * 1000;

/** A page's JSON text of exactly `bytes` bytes (at least 2), with multi-byte characters inside. */
function pageText(bytes: number, seed: number): Buffer {
  if (bytes < 2) throw new Error('a page is at least []');
  const inner = bytes - 2;
  if (inner === 0) return Buffer.from('[]');
  // One string value `"…"`: é (2 bytes) where the length allows, so multi-byte characters cross read buffers.
  const value = Buffer.alloc(inner, 'a');
  value[0] = 0x22;
  value[inner - 1] = 0x22;
  for (let i = 1 + (seed % 7); i + 1 < inner - 1; i += 97) {
    value[i] = 0xc3;
    value[i + 1] = 0xa9;
  }
  return Buffer.concat([Buffer.from('['), value, Buffer.from(']')]);
}

interface Fetched {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The response ended short or with an error. */
  broken: boolean;
}

function get(url: string, key: string, stopAfterBytes?: number): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'x-api-key': key } }, (response) => {
      const parts: Buffer[] = [];
      let received = 0;
      let settled = false;
      const finish = (broken: boolean): void => {
        if (settled) return;
        settled = true;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts), broken });
      };
      response.on('data', (chunk: Buffer) => {
        parts.push(chunk);
        received += chunk.length;
        if (stopAfterBytes !== undefined && received >= stopAfterBytes) {
          request.destroy();
          finish(true);
        }
      });
      response.on('end', () => finish(!response.complete));
      response.on('aborted', () => finish(true));
      response.on('error', () => finish(true));
      response.on('close', () => finish(!response.complete));
    });
    request.on('error', (err) => (stopAfterBytes === undefined ? reject(err) : undefined));
  });
}

describe('page responses', () => {
  let g: PairedGateway;
  let dataDir: string;
  let integratorId: string;

  /** A successful query whose pages are `texts`, stored by `store` (storage as it names itself). */
  async function seed(texts: Buffer[], store: PageContentStore, recordedSizes?: number[]): Promise<string> {
    const db = g.t.gateway.ctx.store.db;
    const id = randomUUID();
    const now = new Date().toISOString();
    await insertQuery(db, queryFixture(g.site.siteId, {
      id, integratorId, status: 'successful', command: { text: 'select 1', executionMode: 'reader', type: 'text', parameters: [] },
      startDeadline: now, sqlExecutionDuration: 1, resultRows: texts.length, resultSize: 0, outputParameters: [], pageCount: texts.length,
      resultsExpireAt: new Date(Date.now() + DAY).toISOString(), createdAt: now, completedAt: now,
    }));
    for (const [index, text] of texts.entries()) {
      const key = { queryId: id, pageNumber: index + 1, attemptId: randomUUID() };
      // A copy, as an upload's body is: the store frees the chunks it is given once written.
      await store.write(key, Readable.from([Buffer.from(text)]), text.length + 1);
      await insertPages(db, [{ ...key, siteId: g.site.siteId, status: 'cached', size: recordedSizes?.[index] ?? text.length, count: 1, rangeStart: index + 1, rangeEnd: index + 1, storage: store.storage, createdAt: now }]);
    }
    return id;
  }

  /** gateway_http_requests_total summed over the page endpoints (both routes), by status. */
  async function pageResponsesCounted(): Promise<Record<string, number>> {
    const text = await (await fetch(`${g.baseUrl}/metrics`)).text();
    const counted: Record<string, number> = {};
    for (const [, route, status, value] of text.matchAll(/^gateway_http_requests_total\{method="GET",route="([^"]*)",status="([^"]*)"\} (\d+)$/gm)) {
      if (route!.includes('/results/:pageNumber')) counted[status!] = (counted[status!] ?? 0) + Number(value);
    }
    return counted;
  }

  const pageUrl = (id: string, page: number, stream: boolean): string => `${g.baseUrl}/integrator/sites/${g.site.siteId}/queries/${id}/results/${page}${stream ? '/stream' : ''}`;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqg-page-responses-'));
    // A store in a file, so new pages are files (the default deployment); chunk pages are seeded beside them.
    g = await startPairedGateway({ storeUrl: `sqlite:${path.join(dataDir, 'gateway.db')}` });
    const integrators = await g.t.inject({ url: '/admin/integrators', headers: { 'x-operator-key': 'test-operator-key-0123456789' } });
    integratorId = (integrators.json() as { integrators: { id: string }[] }).integrators[0]!.id;
  });
  afterAll(async () => {
    await g.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves every size byte for byte, with Content-Length, from files and from chunks, raw and as base64', async () => {
    const file = g.t.gateway.ctx.store.pageContent.primary;
    expect(file.storage).toBe('file');
    const chunks = new ChunkPageStore(g.t.gateway.ctx.store.db, 1000);
    // Also around the base64 endpoint's pieces (several strings per read).
    const pieces = [BASE64_PIECE_BYTES - 1, BASE64_PIECE_BYTES, BASE64_PIECE_BYTES + 1, 5 * BASE64_PIECE_BYTES + 2];
    const sizes = [2, 3, 4, 5, 100, ...pieces, PAGE_READ_BYTES - 1, PAGE_READ_BYTES, PAGE_READ_BYTES + 1, 2 * PAGE_READ_BYTES + 2, 3 * PAGE_READ_BYTES + 7];
    for (const store of [file, chunks]) {
      const texts = sizes.map((n, i) => pageText(n, i));
      const id = await seed(texts, store);
      for (const [index, text] of texts.entries()) {
        const raw = await get(pageUrl(id, index + 1, true), g.key);
        const label = `${store.storage} page of ${text.length} bytes`;
        expect({ label, status: raw.status, broken: raw.broken, length: raw.headers['content-length'], same: raw.body.equals(text) }).toEqual({ label, status: 200, broken: false, length: String(text.length), same: true });
        expect(raw.headers).toMatchObject({ 'x-gateway-version': RELEASE_VERSION, size: String(text.length), 'rows-count': '1', 'content-type': 'application/json; charset=utf-8' });

        const wrapped = await get(pageUrl(id, index + 1, false), g.key);
        const envelope = JSON.parse(wrapped.body.toString('utf8')) as { data: string; parameters: unknown[] };
        expect({ label, status: wrapped.status, broken: wrapped.broken, length: Number(wrapped.headers['content-length']) }).toEqual({ label, status: 200, broken: false, length: wrapped.body.length });
        expect(Buffer.from(envelope.data, 'base64').equals(text)).toBe(true);
        expect(envelope.data).toBe(text.toString('base64'));
        expect(envelope.parameters).toEqual([]);
      }
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const text = pageText(PAGE_READ_BYTES + 100, 9);
    const id = await seed([text], g.t.gateway.ctx.store.pageContent.primary);
    for (const stream of [true, false]) {
      // Uncompressed, the length is known ahead (a compressed answer has none: it is chunked, for HEAD too).
      const response = await fetch(pageUrl(id, 1, stream), { method: 'HEAD', headers: { 'x-api-key': g.key, 'accept-encoding': 'identity' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('size')).toBe(String(text.length));
      expect(Number(response.headers.get('content-length'))).toBeGreaterThanOrEqual(text.length);
      expect((await response.arrayBuffer()).byteLength).toBe(0);
    }
    // The connection pool is still good for a full read afterwards.
    expect((await get(pageUrl(id, 1, true), g.key)).body.equals(text)).toBe(true);
  });

  it('reuses its read buffers: a steady run of page reads makes none', async () => {
    const id = await seed([pageText(3 * PAGE_READ_BYTES, 1), pageText(5000, 2)], g.t.gateway.ctx.store.pageContent.primary);
    await get(pageUrl(id, 1, true), g.key);
    const made = pageBuffers.made;
    for (let i = 0; i < 20; i++) {
      expect((await get(pageUrl(id, 1 + (i % 2), i % 3 !== 0), g.key)).broken).toBe(false);
    }
    expect(pageBuffers.made).toBe(made);
  });

  it('cuts the response off when the content is shorter than its recorded size, and goes on serving', async () => {
    const text = pageText(PAGE_READ_BYTES + 10, 3);
    const id = await seed([text], g.t.gateway.ctx.store.pageContent.primary, [text.length + 50]);
    const before = await pageResponsesCounted();
    for (const stream of [true, false]) {
      const cut = await get(pageUrl(id, 1, stream), g.key);
      expect({ stream, status: cut.status, broken: cut.broken }).toEqual({ stream, status: 200, broken: true });
      expect(cut.body.length).toBeLessThan(Number(cut.headers['content-length']));
    }
    // Never finished, so never seen by onResponse: counted as cut, not as the 200 their headers said.
    const after = await pageResponsesCounted();
    expect({ cut: (after.cut ?? 0) - (before.cut ?? 0), ok: (after['200'] ?? 0) - (before['200'] ?? 0) }).toEqual({ cut: 2, ok: 0 });
    const good = await seed([pageText(10, 4)], g.t.gateway.ctx.store.pageContent.primary);
    expect((await get(pageUrl(good, 1, true), g.key)).body.toString()).toBe(pageText(10, 4).toString());
  });

  it('survives a client that goes away midway', async () => {
    const text = pageText(4 * PAGE_READ_BYTES, 5);
    const id = await seed([text], g.t.gateway.ctx.store.pageContent.primary);
    const total = (counted: Record<string, number>): number => Object.values(counted).reduce((a, b) => a + b, 0);
    const before = total(await pageResponsesCounted());
    for (let i = 0; i < 5; i++) expect((await get(pageUrl(id, 1, i % 2 === 0), g.key, 64 * 1024)).broken).toBe(true);
    // Each counted once: as cut, or as 200 when the gateway had written it all before the client left.
    await expect.poll(async () => total(await pageResponsesCounted()) - before).toBe(5);
    const whole = await get(pageUrl(id, 1, true), g.key);
    expect(whole.body.equals(text)).toBe(true);
  });

  it('answers a missing page file with the error envelope, before any byte of a body', async () => {
    const text = pageText(100, 6);
    const id = await seed([text], g.t.gateway.ctx.store.pageContent.primary);
    fs.rmSync(path.join(dataDir, 'results', id), { recursive: true, force: true });
    const missing = await get(pageUrl(id, 1, true), g.key);
    expect(missing.status).toBe(500);
    expect(JSON.parse(missing.body.toString('utf8'))).toMatchObject({ error: { status: 500 } });
  });
});

describe('page responses from a reader that returns short reads', () => {
  /** A page whose reader hands out at most 1…4999 bytes a read (a chunk store's, a network's). */
  function shortReadPage(text: Buffer, seed: number): OpenPage {
    return {
      size: text.length, count: 1, rangeStart: 1, rangeEnd: 1, parameters: [{ name: '@out', value: 'x' }] as OpenPage['parameters'],
      open: async () => {
        let at = 0;
        let turn = seed;
        return {
          read: async (buffer: Buffer) => {
            turn = (turn * 1103515245 + 12345) % 2147483648;
            const n = Math.min(buffer.length, text.length - at, 1 + (turn % 4999));
            text.copy(buffer, 0, at, at + n);
            at += n;
            return n;
          },
          close: async () => undefined,
        };
      },
    };
  }

  it('joins the pieces: the raw body and the base64 envelope are exact', async () => {
    const texts = [2, 7, 4096, PAGE_READ_BYTES + 2, 2 * PAGE_READ_BYTES + 1].map((n, i) => pageText(n, i));
    const app = Fastify();
    app.get('/raw/:i', async (request, reply) => {
      await sendRawPage(reply, shortReadPage(texts[Number((request.params as { i: string }).i)]!, 7));
      return reply;
    });
    app.get('/b64/:i', async (request, reply) => {
      await sendBase64Page(reply, shortReadPage(texts[Number((request.params as { i: string }).i)]!, 11));
      return reply;
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const [i, text] of texts.entries()) {
        const raw = await get(`${base}/raw/${i}`, 'unused');
        expect({ i, broken: raw.broken, same: raw.body.equals(text) }).toEqual({ i, broken: false, same: true });
        const wrapped = await get(`${base}/b64/${i}`, 'unused');
        expect(wrapped.broken).toBe(false);
        expect(JSON.parse(wrapped.body.toString('utf8'))).toEqual({ data: text.toString('base64'), parameters: [{ name: '@out', value: 'x' }] });
      }
    } finally {
      await app.close();
    }
  });
});
