/**
 * @module core/results
 * Result pages: stored from the agent's upload stream in ~64 KiB chunks, read back whole (base64 page
 * endpoint, immediate data) or as a stream (the stream endpoint), never holding more than one chunk when
 * streaming. Retention: pages expire `resultRetentionMs` after completion (410 afterwards).
 */
import { PAGE_HEADERS } from '../protocol/jobs.js';
import { findQuery, touchQuery } from '../store/queries.js';
import { beginPage, completePage, findPage, insertPageChunk, readPageChunk, type PageMeta } from '../store/result-pages.js';
import type { QueryPageRow, QueryRow } from '../store/schema.js';
import { isoNow } from './clock.js';
import type { GatewayContext } from './context.js';
import { GatewayError } from './errors.js';

export const CHUNK_BYTES = 64 * 1024;


function headerInt(headers: Record<string, string | string[] | undefined>, name: string): number {
  const raw = headers[name];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(value) || value < 0) throw new GatewayError('VALIDATION_FAILED', `Header ${name} must be a non-negative integer.`);
  return value;
}

/** Reads the page description an agent sends with an upload. */
export function pageMetaFromHeaders(pageNumber: number, headers: Record<string, string | string[] | undefined>): Omit<PageMeta, 'size'> {
  return {
    pageNumber,
    count: headerInt(headers, PAGE_HEADERS.count),
    rangeStart: headerInt(headers, PAGE_HEADERS.rangeStart),
    rangeEnd: headerInt(headers, PAGE_HEADERS.rangeEnd),
  };
}

/**
 * Stores one uploaded page from the agent of `siteId`. The body is consumed chunk by chunk; awaiting each
 * insert pauses the request stream, which is the backpressure towards the agent.
 */
export async function storeUploadedPage(
  ctx: GatewayContext,
  siteId: string,
  queryId: string,
  meta: Omit<PageMeta, 'size'>,
  body: AsyncIterable<Buffer>,
  maxBytes: number,
): Promise<void> {
  const query = await findQuery(ctx.store.db, queryId);
  if (!query || query.site_id !== siteId) throw new GatewayError('QUERY_NOT_FOUND');
  if (query.status !== 'executing' && query.status !== 'uploading') throw new GatewayError('QUERY_NOT_ACCEPTING_PAGES');
  const db = ctx.store.db;
  await beginPage(db, queryId, meta.pageNumber, isoNow(ctx.clock));
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let chunkIndex = 0;
  const flush = async (final: boolean): Promise<void> => {
    while (pendingBytes >= CHUNK_BYTES || (final && pendingBytes > 0)) {
      const joined = Buffer.concat(pending, pendingBytes);
      const piece = joined.subarray(0, Math.min(CHUNK_BYTES, joined.length));
      await insertPageChunk(db, queryId, meta.pageNumber, chunkIndex++, piece);
      const rest = joined.subarray(piece.length);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
    }
  };
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new GatewayError('PAYLOAD_TOO_LARGE', `A result page may not exceed ${maxBytes} bytes.`);
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= CHUNK_BYTES) await flush(false);
  }
  await flush(true);
  if (chunkIndex === 0) await insertPageChunk(db, queryId, meta.pageNumber, 0, new Uint8Array(0));
  await completePage(db, queryId, { ...meta, size });
  await touchQuery(db, queryId, isoNow(ctx.clock));
}

/** The page of a successful query, or the documented error (409 not complete, 404 no page, 410 expired). */
export async function requirePage(ctx: GatewayContext, query: QueryRow, pageNumber: number): Promise<QueryPageRow> {
  if (query.status !== 'successful') throw new GatewayError('QUERY_NOT_COMPLETE', `The query is ${query.status}; results are available once it is successful.`);
  const page = await findPage(ctx.store.db, query.id, pageNumber);
  if (!page) throw new GatewayError('PAGE_NOT_FOUND', `Page ${pageNumber} does not exist; this query has ${query.page_count ?? 0} page(s).`);
  const expired = page.status === 'expired' || (query.results_expire_at !== null && query.results_expire_at <= isoNow(ctx.clock));
  if (expired) throw new GatewayError('RESULTS_EXPIRED');
  return page;
}

/** Streams a page's JSON text chunk by chunk (one chunk in memory at a time). */
export async function* streamPageContent(ctx: GatewayContext, queryId: string, pageNumber: number): AsyncGenerator<Uint8Array> {
  for (let index = 0; ; index++) {
    const chunk = await readPageChunk(ctx.store.db, queryId, pageNumber, index);
    if (chunk === undefined) return;
    if (chunk.length > 0) yield chunk;
  }
}

/** The whole page as one buffer: for the base64 page endpoint and immediate results (bounded sizes). */
export async function readPageContent(ctx: GatewayContext, queryId: string, pageNumber: number): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of streamPageContent(ctx, queryId, pageNumber)) parts.push(chunk);
  return Buffer.concat(parts);
}
