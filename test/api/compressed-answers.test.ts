/**
 * Integrators get compressed answers when they ask (Accept-Encoding): a result page through the stream and
 * page endpoints, a query record with its result, in gzip, br and (where Node has it) zstd, each decoding to
 * the same bytes as the uncompressed answer. A page stored compressed (as an agent uploaded it) goes out as it
 * is stored to a client that takes its encoding, and decoded to one that does not.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageEncoding } from '@site-query-gateway/protocol/page-encoding.js';
import { insertQuery } from '@site-query-gateway/gateway/store/queries.js';
import { insertPages } from '@site-query-gateway/gateway/store/result-pages.js';
import { startPairedGateway, type PairedGateway } from '../helpers/gateway.js';
import { queryFixture } from '../helpers/rows.js';

const DAY = 24 * 3600 * 1000;
const hasZstd = typeof (zlib as { zstdDecompressSync?: unknown }).zstdDecompressSync === 'function';

function decode(encoding: string | undefined, body: Buffer): Buffer {
  switch (encoding) {
    case undefined:
      return body;
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'zstd':
      return (zlib as unknown as { zstdDecompressSync: (b: Buffer) => Buffer }).zstdDecompressSync(body);
  }
  throw new Error(`unexpected encoding ${encoding}`);
}

function encode(encoding: PageEncoding, text: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(text);
  if (encoding === 'gzip') return zlib.gzipSync(text);
  return (zlib as unknown as { zstdCompressSync: (b: Buffer) => Buffer }).zstdCompressSync(text);
}

/** A GET with exactly these headers (no client adds its own Accept-Encoding), the body as it came. */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (chunk: Buffer) => parts.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Rows of JSON, large enough to be worth compressing. */
function rowsText(rows: number): Buffer {
  return Buffer.from(JSON.stringify(Array.from({ length: rows }, (_, i) => ({ id: i + 1, name: `Patient ${i + 1}`, note: 'Ünïcödé text' }))));
}

describe('compressed answers for integrators', () => {
  let g: PairedGateway;
  let dataDir: string;
  let integratorId: string;

  /** A successful query with one page of `text`, stored as it is or compressed with `stored`. */
  async function seed(text: Buffer, stored?: PageEncoding): Promise<string> {
    const db = g.t.gateway.ctx.store.db;
    const store = g.t.gateway.ctx.store.pageContent.primary;
    const id = randomUUID();
    const now = new Date().toISOString();
    await insertQuery(db, queryFixture(g.site.siteId, {
      id, integratorId, status: 'successful', command: { text: 'select 1', executionMode: 'reader', type: 'text', parameters: [] },
      startDeadline: now, sqlExecutionDuration: 1, resultRows: 1, resultSize: text.length, outputParameters: [], pageCount: 1,
      resultsExpireAt: new Date(Date.now() + DAY).toISOString(), createdAt: now, completedAt: now,
    }));
    const bytes = stored ? encode(stored, text) : Buffer.from(text);
    const key = { queryId: id, pageNumber: 1, attemptId: randomUUID() };
    await store.write(key, Readable.from([bytes]), bytes.length + 1);
    await insertPages(db, [{ ...key, siteId: g.site.siteId, status: 'cached', size: text.length, count: 1, rangeStart: 1, rangeEnd: 1, storage: store.storage, createdAt: now, ...(stored ? { encoding: stored, storedSize: bytes.length } : {}) }]);
    return `${g.baseUrl}/integrator/sites/${g.site.siteId}/queries/${id}`;
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqg-compressed-answers-'));
    g = await startPairedGateway({ storeUrl: `sqlite:${path.join(dataDir, 'gateway.db')}` });
    const integrators = await g.t.inject({ url: '/admin/integrators', headers: { 'x-operator-key': 'test-operator-key-0123456789' } });
    integratorId = (integrators.json() as { integrators: { id: string }[] }).integrators[0]!.id;
  });
  afterAll(async () => {
    await g.t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const asked = ['gzip', 'br', ...(hasZstd ? ['zstd'] : [])];

  it.each(asked)('%s: the page stream, the page envelope and the record decode to the uncompressed answers', async (encoding) => {
    const text = rowsText(400);
    const url = await seed(text);
    for (const [what, suffix] of [['stream', '/results/1/stream'], ['page', '/results/1']] as const) {
      const plain = await get(`${url}${suffix}`, { 'x-api-key': g.key });
      const packed = await get(`${url}${suffix}`, { 'x-api-key': g.key, 'accept-encoding': encoding });
      expect({ what, status: packed.status, encoding: packed.headers['content-encoding'], vary: packed.headers.vary }).toEqual({ what, status: 200, encoding, vary: 'accept-encoding' });
      expect(packed.body.length).toBeLessThan(plain.body.length / 3);
      expect(decode(encoding, packed.body).equals(plain.body)).toBe(true);
    }
    expect((await get(`${url}/results/1/stream`, { 'x-api-key': g.key })).body.equals(text)).toBe(true);
  });

  it('leaves small answers and clients that ask for nothing uncompressed', async () => {
    const url = await seed(rowsText(2));
    const small = await get(`${url}/results/1/stream`, { 'x-api-key': g.key, 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const large = await get(`${await seed(rowsText(400))}/results/1/stream`, { 'x-api-key': g.key });
    expect(large.headers['content-encoding']).toBeUndefined();
    expect(large.headers['content-length']).toBe(String(large.body.length));
  });

  it('compresses JSON answers of other operations too (a batch status read)', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => seed(rowsText(1))));
    const body = JSON.stringify({ queryIds: ids.map((u) => u.split('/').at(-1)) });
    const answer = await fetch(`${g.baseUrl}/integrator/sites/${g.site.siteId}/queries/status`, { method: 'POST', headers: { 'x-api-key': g.key, 'content-type': 'application/json', 'accept-encoding': 'gzip' }, body });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(((await answer.json()) as { results: unknown[] }).results).toHaveLength(30);
  });

  it('sends a page stored compressed as it is stored to a client that takes its encoding, decoded to others', async () => {
    const text = rowsText(400);
    const url = await seed(text, 'br');
    const stored = encode('br', text);
    const asIs = await get(`${url}/results/1/stream`, { 'x-api-key': g.key, 'accept-encoding': 'br' });
    expect({ encoding: asIs.headers['content-encoding'], length: asIs.headers['content-length'], size: asIs.headers.size }).toEqual({ encoding: 'br', length: String(stored.length), size: String(text.length) });
    expect(asIs.body.equals(stored)).toBe(true);
    const gzip = await get(`${url}/results/1/stream`, { 'x-api-key': g.key, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(text)).toBe(true);
    const plain = await get(`${url}/results/1/stream`, { 'x-api-key': g.key, 'accept-encoding': 'identity' });
    expect({ encoding: plain.headers['content-encoding'], length: plain.headers['content-length'] }).toEqual({ encoding: undefined, length: String(text.length) });
    expect(plain.body.equals(text)).toBe(true);
    const envelope = JSON.parse((await get(`${url}/results/1`, { 'x-api-key': g.key })).body.toString('utf8')) as { data: string };
    expect(Buffer.from(envelope.data, 'base64').equals(text)).toBe(true);
  });
});
