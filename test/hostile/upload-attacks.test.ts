/**
 * Result uploads as a hostile or unlucky agent makes them, over real HTTP: D2 a page that arrives before
 * its job:started, D3 oversized uploads, absurd page numbers and row headers, and quotas per query and
 * per site, D4 two uploads of one page at once, D7 big pages read through the base64 endpoint. Uploads
 * are whole or absent: what fails leaves nothing behind.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPage, listPages } from '@site-query-gateway/gateway/store/result-pages.js';
import { openArena, pacedBody, retainedHeapBytes, type Arena } from './kit.js';

const MiB = 1024 * 1024;

/** Polls until `done` holds; on timeout just returns, so the assertions after it say what was seen instead. */
async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  await vi.waitFor(() => expect(done()).toBe(true), { timeout: timeoutMs, interval: 50 }).catch(() => undefined);
}

/** Files under the gateway's page content folder (beside its SQLite store). */
function contentFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'results');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
}

/** A raw keep-alive connection to the gateway, for uploads whose bytes and order the test controls. */
interface RawConnection {
  socket: net.Socket;
  /** Everything received so far, as latin1 text. */
  received(): string;
  isClosed(): boolean;
  /** The head of a page upload of `length` body bytes. */
  head(queryId: string, page: number, length: number): string;
}

async function rawConnection(baseUrl: string, subscriptionKey: string): Promise<RawConnection> {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
  let closed = false;
  // Not events.once: a reset (the client still writing when the server closes) emits 'error' first.
  socket.on('close', () => (closed = true));
  return {
    socket,
    received: () => received,
    isClosed: () => closed,
    head: (queryId, page, length) =>
      `PUT /agent/v1/queries/${queryId}/pages/${page} HTTP/1.1\r\nHost: ${hostname}\r\nx-subscription-key: ${subscriptionKey}\r\n` +
      `content-type: application/json\r\nrows-count: 0\r\nrows-range-start: 0\r\nrows-range-end: 0\r\ncontent-length: ${length}\r\n\r\n`,
  };
}

describe('hostile and unlucky uploads', () => {
  let arena: Arena;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-uploads-'));
    arena = await openArena({
      storeUrl: `sqlite:${path.join(dataDir, 'gateway.db')}`,
      dataDir,
      pageSizeBytes: 1024 * 1024,
      maxPagesPerQuery: 50,
      maxResultBytesPerQuery: 200 * MiB,
      maxResultBytesPerSite: 300 * MiB,
    });
  });
  afterAll(async () => {
    await arena.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const statusOf = async (siteId: string, id: string): Promise<string> =>
    ((await (await fetch(`${arena.baseUrl}/integrator/sites/${siteId}/queries/${id}`, { headers: { 'x-api-key': arena.key } })).json()) as { status: string }).status;

  /** A site with its agent, an async query dispatched to it, and a raw connection to upload its pages on. */
  async function onRawConnection(test: (raw: RawConnection, queryId: string) => Promise<void>): Promise<void> {
    const site = await arena.site();
    const agent = await arena.agent(site);
    let raw: RawConnection | undefined;
    try {
      const id = (await arena.query(site, 'async', { command: { text: 'select 1' } })).body.id as string;
      await agent.waitFor((m) => m.type === 'job:dispatch' && m.job.queryId === id);
      raw = await rawConnection(arena.baseUrl, site.subscriptionKey);
      await test(raw, id);
    } finally {
      raw?.socket.destroy();
      agent.close();
    }
  }

  it('D2: a page that arrives before its job:started is kept, for immediate and async queries alike', async () => {
    const site = await arena.site();
    const agent = await arena.agent(site);
    try {
      const big = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ i, pad: 'p'.repeat(100) })));
      agent.onJob((job, send) => {
        void (async () => {
          // The upload races ahead of every report.
          const put = await arena.upload(site, job.queryId, 1, big, { count: 5000, start: 1, end: 5000 });
          expect(put.status).toBe(204);
          const at = new Date().toISOString();
          send({ type: 'job:started', queryId: job.queryId, at });
          send({ type: 'job:completed', queryId: job.queryId, at, sqlExecutionDurationMs: 1, rows: 5000, size: big.length, pages: [{ pageNumber: 1, size: big.length, count: 5000, rangeStart: 1, rangeEnd: 5000 }], outputParameters: [] });
        })();
      });
      const immediate = await arena.query(site, 'immediate', { command: { text: 'select big' } });
      expect(immediate.status).toBe(200);
      expect(JSON.parse(Buffer.from((immediate.body.result as { data: string }).data, 'base64').toString())).toHaveLength(5000);
      const created = await arena.query(site, 'async', { command: { text: 'select big' } });
      const id = created.body.id as string;
      await expect.poll(() => statusOf(site.siteId, id), { timeout: 5_000, interval: 20 }).toBe('successful');
    } finally {
      agent.close();
    }
  });

  it('D3: an upload over the page limit is refused and leaves no page and no content; absurd page numbers and row headers are refused', async () => {
    const site = await arena.site();
    const agent = await arena.agent(site);
    try {
      const id = (await arena.query(site, 'async', { command: { text: 'select 1' } })).body.id as string;
      await agent.waitFor((m) => m.type === 'job:dispatch' && m.job.queryId === id);
      const filesBefore = contentFiles(dataDir).length;
      // 70 MiB against a 64 MiB page limit, streamed in 1 MiB pieces.
      const huge = await arena.upload(site, id, 1, pacedBody(Array.from({ length: 70 }, () => Buffer.alloc(MiB, 0x20)), 0));
      expect(huge.status).toBe(413);
      expect(JSON.parse(huge.body)).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
      expect(await findPage(arena.t.gateway.ctx.store.db, id, 1)).toBeUndefined();
      expect(contentFiles(dataDir).length).toBe(filesBefore);

      expect(JSON.parse((await arena.upload(site, id, 1_000_000, '[]', { count: 0, start: 0, end: 0 })).body)).toMatchObject({ statusCode: 413, code: 'RESULT_QUOTA_EXCEEDED' });
      expect((await arena.upload(site, id, 51, '[]', { count: 0, start: 0, end: 0 })).status).toBe(413);
      const res = await fetch(`${arena.baseUrl}/agent/v1/queries/${id}/pages/2`, {
        method: 'PUT',
        headers: { 'x-subscription-key': site.subscriptionKey, 'content-type': 'application/json', 'rows-count': '1e308', 'rows-range-start': '1', 'rows-range-end': '1' },
        body: '[1]',
      });
      expect(res.status).toBe(400);
      expect((await arena.upload(site, id, 2, '[1]', { count: 5, start: 1, end: 1 })).status).toBe(400);
      expect(await listPages(arena.t.gateway.ctx.store.db, id)).toEqual([]);
    } finally {
      agent.close();
    }
  });

  it('D3: an upload refused after its whole body was sent does not leave its connection stuck for the next request', () =>
    onRawConnection(async (raw, id) => {
      // A keep-alive client's order: the whole (oversized) body, then its next request on the same connection.
      // Deterministic where fetch is not: fetch reuses the connection only if the refusal came after the body.
      raw.socket.write(raw.head(id, 1, 70 * MiB));
      raw.socket.write(Buffer.alloc(70 * MiB, 0x20));
      raw.socket.write(`${raw.head(id, 51, 2)}[]`);
      // Not anchored at a line start: a pipelined answer follows the one before it straight after its body.
      const answers = (): string[] => [...raw.received().matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => m[1]!);
      await until(() => raw.isClosed() || answers().length >= 2, 15_000);
      // The rest of the refused body is drained, so the connection stays usable: the next request (page 51,
      // past the query's 50 pages) is answered on it, and neither answer closes it.
      expect(answers()).toEqual(['413', '413']);
      expect(raw.received()).toContain('"code":"PAYLOAD_TOO_LARGE"');
      expect(raw.received()).toContain('"code":"RESULT_QUOTA_EXCEEDED"');
      expect(raw.isClosed()).toBe(false);
      expect(raw.received()).not.toMatch(/^connection: close\r$/im);
    }));

  it('D3: a refused upload whose sender goes on far past the limit is cut off once the drain limit is spent', () =>
    onRawConnection(async (raw, id) => {
      const total = 256 * MiB;
      raw.socket.write(raw.head(id, 1, total));
      // 64 MiB are read against the page limit, at most 64 MiB more are drained; the rest is never taken.
      const piece = Buffer.alloc(MiB, 0x20);
      const socket = raw.socket;
      let sent = 0;
      while (sent < total && !raw.isClosed()) {
        // Not events.once, which rejects on the reset the cut-off brings.
        if (!socket.write(piece)) await new Promise<void>((resolve) => ['drain', 'close'].forEach((event) => socket.once(event, () => resolve())));
        sent += MiB;
      }
      await until(() => raw.isClosed(), 15_000);
      expect(raw.received()).toMatch(/^HTTP\/1\.1 413 /);
      expect(raw.received()).toContain('"code":"PAYLOAD_TOO_LARGE"');
      expect(raw.isClosed()).toBe(true);
      expect(sent).toBeLessThan(total);
    }));

  it('D3: bytes stored per query and per site are capped', async () => {
    const site = await arena.site();
    const agent = await arena.agent(site);
    try {
      const chunk = Buffer.alloc(MiB, 0x20);
      const fill = async (id: string, pages: number): Promise<number[]> => {
        const statuses: number[] = [];
        for (let n = 1; n <= pages; n++) statuses.push((await arena.upload(site, id, n, pacedBody(Array.from({ length: 40 }, () => chunk), 0))).status);
        return statuses;
      };
      const first = (await arena.query(site, 'async', { command: { text: 'select 1' } })).body.id as string;
      // 40 MiB pages: five fit in the 200 MiB query quota, the sixth does not.
      expect(await fill(first, 6)).toEqual([204, 204, 204, 204, 204, 413]);
      const second = (await arena.query(site, 'async', { command: { text: 'select 2' } })).body.id as string;
      // The site already holds 200 MiB of its 300: two more pages, then the site quota. The third page finds
      // 20 MiB of room and is refused half-way while the client still sends: it reads the refusal, because the
      // gateway drains the rest of the body instead of closing the connection under it (error-handler).
      expect(await fill(second, 3)).toEqual([204, 204, 413]);
      expect(await findPage(arena.t.gateway.ctx.store.db, second, 3)).toBeUndefined();
    } finally {
      agent.close();
    }
  });

  it('D4: two uploads of one page at once never interleave; the page is one of them, whole', async () => {
    const site = await arena.site();
    const agent = await arena.agent(site);
    try {
      const id = (await arena.query(site, 'async', { command: { text: 'select 1' } })).body.id as string;
      const a = '["a",' + Array.from({ length: 6 }, () => `"${'a'.repeat(70_000)}"`).join(',') + ']';
      const b = '["b",' + Array.from({ length: 6 }, () => `"${'b'.repeat(70_000)}"`).join(',') + ']';
      const pieces = (text: string) => Array.from({ length: 6 }, (_, i) => text.slice((i * text.length) / 6, ((i + 1) * text.length) / 6));
      // Both at once: each paced over six pieces, so the two bodies arrive interleaved.
      const [ra, rb] = await Promise.all([
        arena.upload(site, id, 1, pacedBody(pieces(a), 40), { count: 7, start: 1, end: 7 }),
        arena.upload(site, id, 1, pacedBody(pieces(b), 40), { count: 7, start: 1, end: 7 }),
      ]);
      expect([ra.status, rb.status].every((s) => s < 500)).toBe(true);
      const page = await findPage(arena.t.gateway.ctx.store.db, id, 1);
      expect(page?.status).toBe('cached');
      // The query is not successful yet, so integrators cannot read it: read what the store holds.
      const parts: Uint8Array[] = [];
      for await (const part of arena.t.gateway.ctx.store.pageContent.of(page!.storage as 'file').read(page!)) parts.push(part);
      const stored = Buffer.concat(parts).toString();
      expect([a, b]).toContain(stored);
      // The losing attempt left no file behind.
      expect(fs.readdirSync(path.join(dataDir, 'results', id))).toHaveLength(1);
    } finally {
      agent.close();
    }
  });

  it('D7: three concurrent reads of a 60 MiB page through the base64 endpoint stream it; memory stays flat', async () => {
    const site = await arena.site();
    const agent = await arena.agent(site);
    try {
      const id = (await arena.query(site, 'async', { command: { text: 'select big' } })).body.id as string;
      await agent.waitFor((m) => m.type === 'job:dispatch' && m.job.queryId === id);
      const row = `{"pad":"${'z'.repeat(MiB - 12)}"}`;
      const rows = Array.from({ length: 60 }, () => row);
      const text = `[${rows.join(',')}]`;
      expect((await arena.upload(site, id, 1, pacedBody([`[${rows[0]}`, ...rows.slice(1).map((r) => `,${r}`), ']'], 0), { count: 60, start: 1, end: 60 })).status).toBe(204);
      const at = new Date().toISOString();
      agent.send({ type: 'job:started', queryId: id, at });
      agent.send({ type: 'job:completed', queryId: id, at, sqlExecutionDurationMs: 1, rows: 60, size: text.length, pages: [{ pageNumber: 1, size: text.length, count: 60, rangeStart: 1, rangeEnd: 60 }], outputParameters: [] });
      // Until the report is applied.
      await expect.poll(() => statusOf(site.siteId, id), { timeout: 5_000, interval: 20 }).toBe('successful');
      const before = retainedHeapBytes();
      const rssBefore = process.memoryUsage().rss;
      let peakRss = rssBefore;
      // allow-fixed-wait: samples the peak while the reads run; nothing waits on it.
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
      const read = async (): Promise<number> => {
        const res = await fetch(`${arena.baseUrl}/integrator/sites/${site.siteId}/queries/${id}/results/1`, { headers: { 'x-api-key': arena.key } });
        expect(res.status).toBe(200);
        let length = 0;
        // Consumed as it arrives, as a client with its own backpressure would.
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) length += chunk.length;
        return length;
      };
      const lengths = await Promise.all([read(), read(), read()]);
      clearInterval(sampler);
      // {"data":"<base64 of 60 MiB>","parameters":[]}
      for (const length of lengths) expect(length).toBe(Math.ceil(text.length / 3) * 4 + '{"data":"","parameters":[]}'.length);
      // Whole pages in memory would cost the gateway three times 60 MiB plus their base64, ~420 MiB. This
      // process is also the client: the 3 × 80 MiB of base64 it receives arrive as fresh buffers that are
      // garbage until a collection runs, and on a fast machine none ran during the reads (+245 MiB once). So
      // the bound is that client share plus 80 MiB; with the endpoint changed to read the page whole, this
      // test saw +830–880 MiB.
      expect(peakRss - rssBefore).toBeLessThan(3 * 80 * MiB + 80 * MiB);
      expect(retainedHeapBytes() - before).toBeLessThan(16 * MiB);
    } finally {
      agent.close();
    }
  });
});
