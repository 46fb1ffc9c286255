/**
 * @module bench/lib/result-fetch
 * B3's integrator (run in a process of its own, bench/lib/integrator-process): submits an async query,
 * waits for its final status, then reads every page back, one page at a time in order (as an integrator
 * would) over one keep-alive connection — through the stream endpoint (`…/results/{n}/stream`, raw JSON
 * array) or the page endpoint (`…/results/{n}`, base64 in JSON). It keeps no page: it counts bytes and
 * rows (RowCounter) and keeps only the first row of the first page and the last row of the last page for
 * the content check.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { ChunkReleaser } from '@site-query-gateway/gateway/store/page-content/chunk-release.js';

/** Where the integrator's requests go: a RelayStack, or its two fields handed to a child process. */
export interface IntegratorTarget {
  /** `<base>/integrator/sites/<siteId>/queries` */
  readonly queriesUrl: string;
  readonly apiKey: string;
}

export interface PageInfo {
  pageNumber: number;
  size: number;
  rows: { count: number; rangeStart: number; rangeEnd: number };
}

export interface QueryRecordView {
  id: string;
  status: string;
  result?: { rows: number; size: number; pages?: PageInfo[] };
  errorDetails?: unknown;
  metrics?: { sqlExecutionDuration?: number };
  statusTiming?: Record<string, { startTime: string; endTime?: string }>;
}

export interface SubmitReading {
  record: QueryRecordView;
  /** POST → 201. */
  submitMs: number;
  /** POST → the status read that showed a final status (polled every `pollMs`). */
  finalMs: number;
  polls: number;
}

export interface FetchReading {
  endpoint: 'stream' | 'page';
  ms: number;
  pages: number;
  /** JSON text bytes received (decoded from base64 for the page endpoint). */
  bytes: number;
  /** Bytes on the wire (response bodies). */
  wireBytes: number;
  /** Rows counted in the bodies. */
  rows: number;
  /** Sum of the Rows-Count headers. */
  headerRows: number;
  firstRow: string;
  lastRow: string;
}

const FINAL = new Set(['successful', 'expiredInQueue', 'executionFailed', 'uploadFailed', 'initialisationFailed']);
const OPEN_BRACE = 0x7b;

async function json(method: string, url: string, apiKey: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? { 'x-api-key': apiKey } : { 'x-api-key': apiKey, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** Submits `sql` as an async query and polls its status until final (or `timeoutMs`). */
export async function submitAndWait(stack: IntegratorTarget, sql: string, timeoutMs: number, pollMs = 20): Promise<SubmitReading> {
  const started = performance.now();
  const created = await json('POST', `${stack.queriesUrl}/async`, stack.apiKey, { command: { text: sql } });
  if (created.status !== 201) throw new Error(`async submit answered ${created.status}: ${JSON.stringify(created.body)}`);
  const submitMs = performance.now() - started;
  const id = (created.body as QueryRecordView).id;
  let polls = 0;
  for (;;) {
    await sleep(pollMs);
    polls++;
    const read = await json('GET', `${stack.queriesUrl}/${id}`, stack.apiKey);
    if (read.status !== 200) throw new Error(`status read answered ${read.status}: ${JSON.stringify(read.body)}`);
    const record = read.body as QueryRecordView;
    if (FINAL.has(record.status)) return { record, submitMs, finalMs: performance.now() - started, polls };
    if (performance.now() - started > timeoutMs) throw new Error(`query ${id} still ${record.status} after ${timeoutMs} ms`);
  }
}

/**
 * Counts rows as the `{` bytes of the bodies: each row object opens with one, and no value of the bench's
 * table holds one (appt-db's generator writes none), which the first and last rows' comparison with the
 * source confirms. A single-byte search runs on memchr, several times faster than a search for a longer
 * pattern such as `{"id":`, and the integrator shares the machine's cores with what it measures.
 */
class RowCounter {
  rows = 0;

  add(chunk: Buffer): void {
    for (let i = chunk.indexOf(OPEN_BRACE); i >= 0; i = chunk.indexOf(OPEN_BRACE, i + 1)) this.rows++;
  }
}

/** A GET whose body is handed over chunk by chunk as it arrives; resolves with the headers at its end. */
export function get(agent: http.Agent, url: URL, apiKey: string, onChunk: (chunk: Buffer) => void): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'x-api-key': apiKey } }, (response) => {
      if (response.statusCode !== 200) {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (d: string) => (text += d));
        response.on('end', () => reject(new Error(`GET ${url.pathname} answered ${response.statusCode}: ${text.slice(0, 500)}`)));
        return;
      }
      response.on('data', onChunk);
      response.on('end', () => resolve(response.headers));
      response.on('error', reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`GET ${url.pathname}: no answer within 60 s`)));
    request.on('error', reject);
  });
}

/** The first row of a page's JSON array text (from its first bytes). */
function firstRowOf(text: string): string {
  const end = text.indexOf('},{"id":');
  return end < 0 ? text.slice(1, text.lastIndexOf(']')) : text.slice(1, end + 1);
}

/** The last row of a page's JSON array text (from its last bytes). */
function lastRowOf(text: string): string {
  const start = text.lastIndexOf('},{"id":');
  return start < 0 ? text.slice(text.indexOf('['), -1).slice(1) : text.slice(start + 2, text.lastIndexOf(']'));
}

/** Reads every page of a successful query, in order, through one endpoint. */
export async function fetchAllPages(stack: IntegratorTarget, queryId: string, pages: readonly PageInfo[], endpoint: 'stream' | 'page'): Promise<FetchReading> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ordered = [...pages].sort((a, b) => a.pageNumber - b.pageNumber);
  const counter = new RowCounter();
  // Each chunk's memory is freed once counted, as the gateway frees an upload's (store/page-content/chunk-release: why).
  // Left to the collector, the 64 KiB chunks drove this reader into full collections of its own heap: its CPU
  // over a 1M-row fetch read 0.2–1.7 s from one run to the next, and with it the fetch's time.
  const released = new ChunkReleaser();
  let bytes = 0;
  let wireBytes = 0;
  let headerRows = 0;
  let firstRow = '';
  let lastRow = '';
  const started = performance.now();
  try {
    for (const [index, page] of ordered.entries()) {
      const url = new URL(`${stack.queriesUrl}/${queryId}/results/${page.pageNumber}${endpoint === 'stream' ? '/stream' : ''}`);
      const isFirst = index === 0;
      const isLast = index === ordered.length - 1;
      let head = '';
      let tail = Buffer.alloc(0);
      const keep = (chunk: Buffer): void => {
        if (isFirst && head.length < 4096) head += chunk.toString('utf8');
        if (isLast) tail = Buffer.concat([tail, chunk]).subarray(-4096);
      };
      let headers: http.IncomingHttpHeaders;
      if (endpoint === 'stream') {
        headers = await get(agent, url, stack.apiKey, (chunk) => {
          wireBytes += chunk.length;
          bytes += chunk.length;
          counter.add(chunk);
          keep(chunk);
          released.release([chunk]);
        });
      } else {
        const parts: Buffer[] = [];
        headers = await get(agent, url, stack.apiKey, (chunk) => {
          wireBytes += chunk.length;
          parts.push(chunk);
        });
        // What an integrator has to do with this endpoint: parse the envelope, decode the base64.
        const content = Buffer.from((JSON.parse(Buffer.concat(parts).toString('utf8')) as { data: string }).data, 'base64');
        bytes += content.length;
        counter.add(content);
        keep(content);
      }
      headerRows += Number(headers['rows-count'] ?? Number.NaN);
      if (isFirst) firstRow = firstRowOf(head);
      if (isLast) lastRow = lastRowOf(tail.toString('utf8'));
    }
  } finally {
    released.close();
    agent.destroy();
  }
  return { endpoint, ms: performance.now() - started, pages: ordered.length, bytes, wireBytes, rows: counter.rows, headerRows, firstRow, lastRow };
}
