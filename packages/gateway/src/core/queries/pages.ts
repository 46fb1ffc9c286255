/**
 * @module core/queries/pages
 * Result pages: stored from the agent's upload stream, read back as a stream (read whole only when small, or
 * when the FHIR facade parses an immediate result, bounded at 8 MB).
 *
 * Every upload is its own attempt with its own id: it writes its own content and completes the page only
 * if no newer attempt claimed it meanwhile, so two uploads of one page can never interleave, and an
 * attempt that fails (too large, aborted, superseded) leaves nothing behind. Uploads are accepted while
 * the query runs, including before its `job:started` is applied (a page and a report travel separately).
 * A page uploaded compressed is kept compressed; readers that need its text get it decoded, and the stream
 * endpoint can hand the stored bytes to a client that accepts their encoding.
 */
import { randomUUID } from 'node:crypto';
import type { PageEncoding } from '@site-query-gateway/protocol/page-encoding.js';
import { isFinalStatus } from '@site-query-gateway/protocol/query-status.js';
import type { OutputParameter } from '@site-query-gateway/protocol/sql-command.js';
import type { PageRange, Query, ResultPage } from '../../store/model.js';
import { PageContentTooLarge, type PageContentKey, type PageContentStore, type PageReader } from '../../store/page-content/page-content-store.js';
import { DecodedSizeMeter, PageContentCorrupt, decodingReader } from '../../store/page-content/page-decoding.js';
import { findQuery, touchQuery } from '../../store/queries.js';
import { claimPage, completePage, findPage, releasePage } from '../../store/result-pages.js';
import { isoNow } from '../clock.js';
import type { GatewayContext } from '../context.js';
import { GatewayError } from '../errors.js';
import type { Flight } from './flights.js';
import { requireOwnQuery } from './lookup.js';
import { queryUsage, siteUsage } from './result-usage.js';
import { INLINE_ATTEMPT } from './reports.js';

export interface PageUpload {
  siteId: string;
  queryId: string;
  pageNumber: number;
  range: PageRange;
  body: AsyncIterable<Uint8Array>;
  /** The body's content encoding, when the agent compressed the page. */
  encoding?: PageEncoding;
}

/** What an upload left in the store: the text's bytes, and for a compressed page its encoding and stored bytes. */
interface WrittenPage {
  size: number;
  encoding?: PageEncoding;
  storedSize?: number;
}

/** Writes an upload's body as one attempt's content, measuring the text a compressed body decodes to. */
async function writeUpload(content: PageContentStore, key: PageContentKey, upload: PageUpload, maxBytes: number): Promise<WrittenPage> {
  if (!upload.encoding) return { size: await content.write(key, upload.body, maxBytes) };
  const meter = new DecodedSizeMeter(upload.encoding, maxBytes);
  const storedSize = await content.write(key, meter.pass(upload.body), maxBytes);
  return { size: meter.size, encoding: upload.encoding, storedSize };
}

function corrupt(err: unknown): unknown {
  return err instanceof PageContentCorrupt ? new GatewayError('VALIDATION_FAILED', `The page could not be decoded: ${err.message}`) : err;
}

const UPLOADABLE = new Set(['queued', 'executing', 'uploading']);

/**
 * A page's rows must describe themselves consistently: `count` rows from `rangeStart` to `rangeEnd`
 * (1-based, inclusive), or an empty page 0–0. Anything else is a faulty agent, refused before a byte is read.
 */
function checkRange(range: PageRange): void {
  const consistent = range.count === 0 ? range.rangeStart === 0 && range.rangeEnd === 0 : range.rangeStart >= 1 && range.rangeEnd - range.rangeStart + 1 === range.count;
  if (!consistent) throw new GatewayError('VALIDATION_FAILED', 'Rows-Count, Rows-Range-Start and Rows-Range-End do not describe the same rows.');
}

function quotaError(what: string): GatewayError {
  return new GatewayError('RESULT_QUOTA_EXCEEDED', `The upload would take ${what}; nothing of it was kept.`);
}

function tooLarge(err: unknown, kind: 'page' | 'quota'): unknown {
  if (!(err instanceof PageContentTooLarge)) return err;
  return kind === 'page' ? new GatewayError('PAYLOAD_TOO_LARGE', `A result page may not exceed ${err.limitBytes} bytes.`) : quotaError('the stored results past their quota');
}

/**
 * Stores one uploaded page from the agent of `siteId`, within the quotas: page numbers up to
 * GATEWAY_MAX_PAGES_PER_QUERY, a page up to four times the page size (one huge row gets a page of its
 * own), and stored bytes per query and per site.
 */
export async function storeUploadedPage(ctx: GatewayContext, upload: PageUpload): Promise<void> {
  checkRange(upload.range);
  const config = ctx.config;
  if (upload.pageNumber > config.maxPagesPerQuery) throw quotaError(`a query past ${config.maxPagesPerQuery} pages (GATEWAY_MAX_PAGES_PER_QUERY)`);
  const flight = ctx.queries.flights.get(upload.queryId);
  if (flight && flight.query.siteId === upload.siteId) return storeFlightPage(ctx, flight, upload);
  const query = await findQuery(ctx.store.db, upload.queryId);
  if (!query || query.siteId !== upload.siteId) throw new GatewayError('QUERY_NOT_FOUND');
  if (!UPLOADABLE.has(query.status)) throw new GatewayError('QUERY_NOT_ACCEPTING_PAGES');

  const pageLimit = Math.max(64 * 1024 * 1024, config.pageSizeBytes * 4);
  const stored = await queryUsage(ctx, query.id);
  const site = await siteUsage(ctx, query.siteId);
  const queryRoom = config.maxResultBytesPerQuery - stored.bytes;
  const siteRoom = config.maxResultBytesPerSite - site.bytes;
  if (queryRoom <= 0) throw quotaError(`the query past ${config.maxResultBytesPerQuery} bytes (GATEWAY_MAX_RESULT_BYTES_PER_QUERY)`);
  if (siteRoom <= 0) throw quotaError(`the site past ${config.maxResultBytesPerSite} bytes of stored results (GATEWAY_MAX_RESULT_BYTES_PER_SITE)`);
  const maxBytes = Math.min(pageLimit, queryRoom, siteRoom);

  const content = ctx.store.pageContent.primary;
  const key = { queryId: query.id, pageNumber: upload.pageNumber, attemptId: randomUUID() };
  const previous = await claimPage(ctx.store.db, { ...key, siteId: query.siteId, storage: content.storage, now: isoNow(ctx.clock) });
  let written: WrittenPage;
  try {
    written = await writeUpload(content, key, upload, maxBytes);
  } catch (err) {
    await releasePage(ctx.store.db, key.queryId, key.pageNumber, key.attemptId);
    throw corrupt(tooLarge(err, maxBytes === pageLimit ? 'page' : 'quota'));
  }
  const size = written.size;
  if (!(await completePage(ctx.store.db, { ...key, ...written, ...upload.range }))) {
    // A newer attempt took the page over while this one was streaming: its content stays, this goes.
    await content.discard(key);
    return;
  }
  stored.add(size);
  site.add(size);
  if (previous && previous !== key.attemptId) await ctx.store.pageContent.of(content.storage).discard({ ...key, attemptId: previous }).catch(() => undefined);
  await touchQuery(ctx.store.db, query.id, isoNow(ctx.clock));
}

/**
 * An immediate query in flight here: the page is kept with the flight and written with its record. Its
 * result is bounded by the immediate limit (8 MB), whatever the agent claims.
 */
async function storeFlightPage(ctx: GatewayContext, flight: Flight, upload: PageUpload): Promise<void> {
  if (isFinalStatus(flight.query.status)) throw new GatewayError('QUERY_NOT_ACCEPTING_PAGES');
  const content = ctx.store.pageContent.primary;
  const key = { queryId: flight.query.id, pageNumber: upload.pageNumber, attemptId: randomUUID() };
  const others = [...flight.pages.values()].filter((p) => p.pageNumber !== key.pageNumber).reduce((sum, p) => sum + p.size, 0);
  const maxBytes = ctx.config.immediateResultLimitBytes + 2 - others;
  if (maxBytes <= 0) throw new GatewayError('PAYLOAD_TOO_LARGE', `An immediate result may not exceed ${ctx.config.immediateResultLimitBytes} bytes.`);
  flight.uploads.set(key.pageNumber, key.attemptId);
  let written: WrittenPage;
  try {
    written = await writeUpload(content, key, upload, maxBytes);
  } catch (err) {
    if (flight.uploads.get(key.pageNumber) === key.attemptId) flight.uploads.delete(key.pageNumber);
    throw corrupt(tooLarge(err, 'page'));
  }
  const stillWanted = flight.uploads.get(key.pageNumber) === key.attemptId && !isFinalStatus(flight.query.status) && flight.persisted === undefined;
  if (!stillWanted) {
    await content.discard(key);
    if (isFinalStatus(flight.query.status)) throw new GatewayError('QUERY_NOT_ACCEPTING_PAGES');
    return;
  }
  const replaced = flight.pages.get(key.pageNumber);
  const page: ResultPage = { ...key, siteId: flight.query.siteId, status: 'cached', ...written, ...upload.range, storage: content.storage, createdAt: isoNow(ctx.clock) };
  flight.pages.set(key.pageNumber, page);
  flight.query = { ...flight.query, updatedAt: page.createdAt };
  if (replaced && replaced.storage !== 'inline') await ctx.store.pageContent.of(replaced.storage).discard(replaced).catch(() => undefined);
}

/**
 * The one page of an immediate query whose result came back inline: not written as a page row (the hot
 * path writes the query alone), so derived from the query. Once retention forgot the result it shows as
 * expired.
 */
function inlinePage(query: Query): ResultPage | undefined {
  if (query.mode !== 'immediate' || (query.pageCount ?? 0) < 1) return undefined;
  const rows = query.resultRows ?? 0;
  return {
    queryId: query.id,
    siteId: query.siteId,
    pageNumber: 1,
    status: query.inlineResult === null ? 'expired' : 'cached',
    size: query.inlineResult === null ? 0 : Buffer.byteLength(query.inlineResult),
    count: rows,
    rangeStart: rows > 0 ? 1 : 0,
    rangeEnd: rows,
    storage: 'inline',
    attemptId: INLINE_ATTEMPT,
    createdAt: query.completedAt ?? query.updatedAt,
  };
}

/** The page of a successful query, or the documented error (409 not complete, 404 no page, 410 expired). */
export async function requirePage(ctx: GatewayContext, query: Query, pageNumber: number): Promise<ResultPage> {
  if (query.status !== 'successful') {
    // A final failure will never have pages: saying "once it is successful" would have the client poll forever.
    if (isFinalStatus(query.status)) {
      throw new GatewayError('QUERY_ENDED_WITHOUT_RESULTS', `The query ended ${query.status} and has no results; its record's errorDetails says why.`);
    }
    throw new GatewayError('QUERY_NOT_COMPLETE', `The query is ${query.status}; results are available once it is successful.`);
  }
  const page =
    ctx.queries.flights.get(query.id)?.pages.get(pageNumber) ??
    (await findPage(ctx.store.db, query.id, pageNumber)) ??
    (pageNumber === 1 ? inlinePage(query) : undefined);
  if (!page) throw new GatewayError('PAGE_NOT_FOUND', `Page ${pageNumber} does not exist; this query has ${query.pageCount ?? 0} page(s).`);
  const expired = page.status === 'expired' || (query.resultsExpireAt !== null && query.resultsExpireAt <= isoNow(ctx.clock));
  if (expired || (page.storage === 'inline' && query.inlineResult === null)) throw new GatewayError('RESULTS_EXPIRED');
  return page;
}

/**
 * A whole page: an immediate or registered result under 64 KiB, one the FHIR facade parses (at most 8 MB), a
 * bulk export's. Read into one buffer of the page's recorded size and a byte more (so a longer content shows):
 * a new one, or `into` when the caller reads page after page into one of its own (at least that large). The
 * store's chunks gathered and joined would each wait as garbage for a collection.
 */
export async function readPageContent(ctx: GatewayContext, query: Query, page: ResultPage, into?: Buffer): Promise<Buffer> {
  if (into !== undefined && into.length <= page.size) throw new RangeError('the buffer is smaller than the page');
  const reader = await openPageContent(ctx, query, page);
  try {
    const bytes = (into ?? Buffer.allocUnsafe(page.size + 1)).subarray(0, page.size + 1);
    let filled = 0;
    while (filled < bytes.length) {
      const n = await reader.read(bytes.subarray(filled));
      if (n === 0) break;
      filled += n;
    }
    return bytes.subarray(0, filled);
  } finally {
    await reader.close();
  }
}

export type { PageReader };

/** A page's JSON text opened for reading into the caller's buffers (the page endpoints). */
async function openPageContent(ctx: GatewayContext, query: Query, page: ResultPage): Promise<PageReader> {
  if (page.storage === 'inline') return readerOf(query.inlineResult === null ? Buffer.alloc(0) : Buffer.from(query.inlineResult, 'utf8'));
  const stored = await ctx.store.pageContent.of(page.storage).open(page);
  return page.encoding ? decodingReader(stored, page.encoding) : stored;
}

function readerOf(bytes: Buffer): PageReader {
  let rest = bytes;
  return {
    read: async (buffer) => {
      const n = rest.copy(buffer, 0, 0, Math.min(rest.length, buffer.length));
      rest = rest.subarray(n);
      return n;
    },
    close: async () => undefined,
  };
}

/** A result's JSON text (an immediate query's, a registered query's), to send whole when small or streamed when not. */
export interface ResultContent {
  /** Bytes of the text. */
  size: number;
  /** Opens it for reading into the caller's buffers. */
  open(): Promise<PageReader>;
  /** The whole text at once (a caller sure it is small). */
  read(): Promise<Buffer>;
}

/** Text already in memory (a scalar, an inline result) as ResultContent. */
export function contentOfBytes(bytes: Buffer): ResultContent {
  return { size: bytes.length, open: () => Promise.resolve(readerOf(bytes)), read: () => Promise.resolve(bytes) };
}

/** A stored page as ResultContent. */
export function contentOfPage(ctx: GatewayContext, query: Query, page: ResultPage): ResultContent {
  return {
    size: page.size,
    open: () => openPageContent(ctx, query, page),
    read: async () => {
      const bytes = await readPageContent(ctx, query, page);
      // The store holds what was written: other bytes are its fault, answered as an error rather than as data
      // (a streamed response is cut off for the same reason, api/page-response).
      if (bytes.length !== page.size) throw new Error(`the stored result has ${bytes.length} bytes where ${page.size} were written`);
      return bytes;
    },
  };
}

export interface OpenPage {
  /** Bytes of the page's JSON text (what `open` reads). */
  size: number;
  count: number;
  rangeStart: number;
  rangeEnd: number;
  /** The query's output parameters (every page carries them). */
  parameters: OutputParameter[];
  /** Opens the page's JSON text for reading (never read whole). */
  open(): Promise<PageReader>;
  /** How the page is stored compressed, when it is: `openStored` reads those bytes as they are. */
  stored?: { encoding: PageEncoding; size: number; open(): Promise<PageReader> };
}

/** A page of one of this integrator's queries, ready to stream (404, 409 and 410 as requirePage says). */
export async function openOwnPage(ctx: GatewayContext, integratorId: string, siteId: string, queryId: string, pageNumber: number): Promise<OpenPage> {
  const query = await requireOwnQuery(ctx, integratorId, siteId, queryId);
  const page = await requirePage(ctx, query, pageNumber);
  const { storage, encoding } = page;
  return {
    size: page.size,
    count: page.count,
    rangeStart: page.rangeStart,
    rangeEnd: page.rangeEnd,
    parameters: query.outputParameters ?? [],
    open: () => openPageContent(ctx, query, page),
    ...(encoding && storage !== 'inline' ? { stored: { encoding, size: page.storedSize ?? 0, open: () => ctx.store.pageContent.of(storage).open(page) } } : {}),
  };
}
