/**
 * The page uploader against a small HTTP server playing the gateway's page endpoint: the request it
 * makes, which answers it retries (and at which page), the retry budget, and abort during a backoff.
 */
import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageUploader, UploadError, pageUrl } from './uploader.js';
import type { Page } from './page-cutter.js';

const TEXT = '[{"a":1},{"a":2}]';
const page: Page = { pageNumber: 4, size: 15, count: 2, rangeStart: 7, rangeEnd: 8, body: Buffer.from(TEXT), text: TEXT };

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A server answering each request with the next status of `statuses` (the last one repeats). */
async function serve(statuses: number[]): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      res.writeHead(status, { 'content-type': 'application/json' }).end(status < 300 ? undefined : JSON.stringify({ statusCode: status, message: 'nope' }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, seen };
}

const uploader = (gatewayUrl: string, retryBudgetMs = 5000): PageUploader =>
  new PageUploader({ gatewayUrl, subscriptionKey: 'sk_k', retryBudgetMs, startingDelayMs: 5, maxDelayMs: 20 });

describe('PageUploader', () => {
  it('PUTs the page text with the key and row-range headers to the page path', async () => {
    const { url, seen } = await serve([204]);
    await uploader(url).upload('q/1', page);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      url: '/agent/v1/queries/q%2F1/pages/4',
      body: page.text,
      headers: { 'x-subscription-key': 'sk_k', 'content-type': 'application/json', 'rows-count': '2', 'rows-range-start': '7', 'rows-range-end': '8' },
    });
    expect(pageUrl('https://gw.example/', 'abc', 1).toString()).toBe('https://gw.example/agent/v1/queries/abc/pages/1');
  });

  it('retries 5xx and 429 at the same page until it is stored', async () => {
    const { url, seen } = await serve([503, 500, 429, 201]);
    await uploader(url).upload('q', page);
    expect(seen.map((s) => s.url)).toEqual(Array(4).fill('/agent/v1/queries/q/pages/4'));
  });

  it.each([404, 409, 410])('stops at once on %i: the gateway no longer wants the result', async (status) => {
    const { url, seen } = await serve([status]);
    const err = (await uploader(url).upload('q', page).catch((e: unknown) => e)) as UploadError;
    expect(err).toBeInstanceOf(UploadError);
    expect(err).toMatchObject({ status, gone: true });
    expect(seen).toHaveLength(1);
  });

  it('does not retry other client errors, and they are not "gone"', async () => {
    const { url, seen } = await serve([400]);
    await expect(uploader(url).upload('q', page)).rejects.toMatchObject({ status: 400, gone: false });
    expect(seen).toHaveLength(1);
  });

  it('gives up when the retry budget is spent, on 503s and on network errors alike', async () => {
    const { url, seen } = await serve([503]);
    // A budget a loaded machine cannot spend on the first attempt alone (150 ms once saw a single attempt
    // under CI load); the bound below is still well short of the helper's default of 5 s.
    const started = Date.now();
    await expect(uploader(url, 800).upload('q', page)).rejects.toMatchObject({ name: 'UploadError', status: 503, gone: false });
    expect(seen.length).toBeGreaterThan(1);
    expect(Date.now() - started).toBeLessThan(4000);
    // Nothing listens on port 9 of this host: connection refused, retried, then no status at all.
    await expect(uploader('http://127.0.0.1:9', 100).upload('q', page)).rejects.toMatchObject({ name: 'UploadError', status: undefined });
  });

  it('an abort during the backoff rejects at once with the abort reason', async () => {
    const { url, seen } = await serve([503]);
    const controller = new AbortController();
    // Aborted as the 10 s backoff after the first 503 begins.
    const slow = new PageUploader({ gatewayUrl: url, subscriptionKey: 'k', retryBudgetMs: 60_000, startingDelayMs: 10_000, maxDelayMs: 10_000, onRetry: () => controller.abort(new Error('cancelled')) });
    await expect(slow.upload('q', page, controller.signal)).rejects.toThrow('cancelled');
    // Without waiting the backoff out for a second attempt (which would have outlasted the test's timeout too).
    expect(seen).toHaveLength(1);
  });

  it('an attempt that gets no answer in time is retried, and an abort closes the attempt in flight', async () => {
    // A server that reads each page and never answers; it notes when a request's connection goes away.
    let attempts = 0;
    /** Per attempt: whether its connection has gone away. */
    const gone: boolean[] = [];
    server = http.createServer((req) => {
      const attempt = attempts++;
      gone[attempt] = false;
      req.resume();
      req.socket.once('close', () => (gone[attempt] = true));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    // A budget of many attempts' length: a loaded machine that stalls the first attempt still gets to retry it.
    const hanging = new PageUploader({ gatewayUrl: url, subscriptionKey: 'k', retryBudgetMs: 2_000, requestTimeoutMs: 100, startingDelayMs: 5, maxDelayMs: 20 });
    await expect(hanging.upload('q', page)).rejects.toMatchObject({ name: 'UploadError', status: undefined, message: expect.stringContaining('no answer within 100 ms') as unknown });
    expect(attempts).toBeGreaterThan(1);

    // The caller's abort (a cancelled job) must end the request itself, not only the caller's wait: a request
    // left running would keep writing a page whose buffer is about to be reused.
    const before = attempts;
    const controller = new AbortController();
    const upload = new PageUploader({ gatewayUrl: url, subscriptionKey: 'k', retryBudgetMs: 60_000, requestTimeoutMs: 60_000 }).upload('q', page, controller.signal);
    await vi.waitFor(() => expect(attempts).toBeGreaterThan(before), { timeout: 5_000, interval: 10 });
    controller.abort(new Error('cancelled'));
    await expect(upload).rejects.toThrow('cancelled');
    await vi.waitFor(() => expect(gone[before]).toBe(true), { timeout: 5_000, interval: 10 });
  });

  it('sends the page buffer as it is, with its length, and reads a large error answer only in part', async () => {
    const big = 'x'.repeat(200 * 1024);
    const bodies: Buffer[] = [];
    const lengths: Array<string | undefined> = [];
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        bodies.push(Buffer.concat(chunks));
        lengths.push(req.headers['content-length']);
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 400, message: big }));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const bodyBytes = Buffer.from('[' + Array.from({ length: 5000 }, (_, i) => `{"n":${i}}`).join(',') + ']');
    const large: Page = { pageNumber: 2, size: bodyBytes.length, count: 5000, rangeStart: 1, rangeEnd: 5000, body: bodyBytes, text: bodyBytes.toString() };
    // The answer is cut at 64 KiB, so it is no JSON and no message is quoted from it.
    await expect(uploader(url).upload('q', large)).rejects.toMatchObject({ status: 400, message: 'The gateway refused page 2: HTTP 400' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.equals(bodyBytes)).toBe(true);
    expect(lengths).toEqual([String(bodyBytes.length)]);
  });
});
