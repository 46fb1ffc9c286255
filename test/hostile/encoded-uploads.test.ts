/**
 * Result pages uploaded compressed (protocol 4), over real HTTP: the welcome names the agent's preferred
 * encoding the gateway decodes (none for an older agent); a compressed page is kept compressed and read back
 * as its text; damaged data, a page that decodes past the page limit and an encoding the gateway does not
 * take are refused and leave nothing behind; a page uploaded again (a retry after a network error) is
 * stored once, whichever path each attempt took.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@site-query-gateway/protocol/version.js';
import { listPages } from '@site-query-gateway/gateway/store/result-pages.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import type { TestSite } from '../helpers/gateway.js';
import { openArena, type Arena } from './kit.js';

/** Page files the gateway keeps for one query. */
function contentFiles(dataDir: string, queryId: string): string[] {
  const dir = path.join(dataDir, 'results', queryId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

const ROWS = Buffer.from(JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }))));

describe('compressed result pages', () => {
  let arena: Arena;
  let site: TestSite;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'sqg-encoded-'));
    arena = await openArena({ storeUrl: `sqlite:${path.join(dataDir, 'gateway.db')}`, dataDir });
    site = await arena.site();
  });
  afterAll(async () => {
    await arena.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** PUT a page as the site's agent on the encoded path (or the plain one when `encoding` is undefined). */
  async function put(queryId: string, page: number, body: Buffer, encoding: string | undefined): Promise<{ status: number; code?: string }> {
    const res = await fetch(`${arena.baseUrl}/agent/v1/queries/${queryId}/${encoding ? 'encoded-pages' : 'pages'}/${page}`, {
      method: 'PUT',
      headers: {
        'x-subscription-key': site.subscriptionKey,
        'content-type': 'application/json',
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'rows-count': '300',
        'rows-range-start': '1',
        'rows-range-end': '300',
      },
      body: new Uint8Array(body),
    });
    const text = await res.text();
    return { status: res.status, ...(text ? { code: (JSON.parse(text) as { code?: string }).code } : {}) };
  }

  /** An async query dispatched to a connected scripted agent; returns its id. */
  async function runningQuery(agent: FakeAgent): Promise<string> {
    const created = await arena.query(site, 'async', { command: { text: 'select * from rows' } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await agent.waitFor((m) => m.type === 'job:dispatch' && m.job.queryId === id);
    return id;
  }

  async function complete(agent: FakeAgent, queryId: string, size: number): Promise<void> {
    agent.send({ type: 'job:completed', queryId, at: new Date().toISOString(), sqlExecutionDurationMs: 1, rows: 300, size, pages: [{ pageNumber: 1, size, count: 300, rangeStart: 1, rangeEnd: 300 }], outputParameters: [] });
    await agent.reportsApplied();
  }

  async function pageText(queryId: string): Promise<Buffer> {
    const res = await fetch(`${arena.baseUrl}/integrator/sites/${site.siteId}/queries/${queryId}/results/1/stream`, { headers: { 'x-api-key': arena.key, 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }

  it("names the agent's first encoding it decodes in the welcome, and none for an older agent", async () => {
    const welcome = async (options: { protocolVersion?: number; pageEncodings?: string[] }): Promise<unknown> => {
      const agent = await FakeAgent.connect(arena.baseUrl, site.subscriptionKey, { ready: false, ...options });
      const message = agent.received.find((m) => m.type === 'gateway:welcome');
      agent.close();
      return message;
    };
    expect(await welcome({ pageEncodings: ['lz4', 'gzip', 'br'] })).toMatchObject({ protocolVersion: PROTOCOL_VERSION, pageEncoding: 'gzip' });
    expect(await welcome({ pageEncodings: ['lz4'] })).not.toHaveProperty('pageEncoding');
    expect(await welcome({})).not.toHaveProperty('pageEncoding');
    expect(await welcome({ protocolVersion: 3, pageEncodings: ['br'] })).not.toHaveProperty('pageEncoding');
  });

  it('keeps a compressed page compressed and reads it back as its text', async () => {
    const agent = await arena.agent(site);
    try {
      const id = await runningQuery(agent);
      const body = zlib.brotliCompressSync(ROWS);
      expect(await put(id, 1, body, 'br')).toEqual({ status: 204 });
      const [page] = await listPages(arena.t.gateway.ctx.store.db, id);
      expect(page).toMatchObject({ size: ROWS.length, encoding: 'br', storedSize: body.length });
      const [file] = contentFiles(dataDir, id);
      expect(fs.readFileSync(path.join(dataDir, 'results', id, file!)).equals(body)).toBe(true);
      await complete(agent, id, ROWS.length);
      expect((await pageText(id)).equals(ROWS)).toBe(true);
    } finally {
      agent.close();
    }
  });

  it('refuses damaged data, a page that decodes past the limit and an encoding it does not take, keeping nothing', async () => {
    const agent = await arena.agent(site);
    try {
      const id = await runningQuery(agent);
      const damaged = zlib.gzipSync(ROWS);
      damaged.fill(0x41, 20, 60);
      expect(await put(id, 1, damaged, 'gzip')).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      // 80 MB of spaces in a few kilobytes: past the 64 MB page limit once decoded.
      const bomb = zlib.gzipSync(Buffer.alloc(80 * 1024 * 1024, 0x20), { level: 9 });
      expect(bomb.length).toBeLessThan(200_000);
      expect(await put(id, 1, bomb, 'gzip')).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
      expect(await put(id, 1, Buffer.from('data'), 'lz4')).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(await listPages(arena.t.gateway.ctx.store.db, id)).toEqual([]);
      expect(contentFiles(dataDir, id)).toEqual([]);
    } finally {
      agent.close();
    }
  });

  it('stores a page uploaded again once, whichever path each attempt took', async () => {
    const agent = await arena.agent(site);
    try {
      const id = await runningQuery(agent);
      expect(await put(id, 1, Buffer.from(ROWS), undefined)).toEqual({ status: 204 });
      expect(await put(id, 1, zlib.brotliCompressSync(ROWS), 'br')).toEqual({ status: 204 });
      expect(await put(id, 1, zlib.gzipSync(ROWS), 'gzip')).toEqual({ status: 204 });
      const pages = await listPages(arena.t.gateway.ctx.store.db, id);
      expect(pages).toHaveLength(1);
      expect(pages[0]).toMatchObject({ size: ROWS.length, encoding: 'gzip' });
      expect(contentFiles(dataDir, id)).toHaveLength(1);
      await complete(agent, id, ROWS.length);
      expect((await pageText(id)).equals(ROWS)).toBe(true);
    } finally {
      agent.close();
    }
  });
});
