/**
 * @module core/queries/records
 * Reading query records: one, a batch, and what a status read shows (pages of an async query, the data
 * of an immediate one).
 */
import type { Query } from '../../store/model.js';
import { findQueries } from '../../store/queries.js';
import { findPage, listPages } from '../../store/result-pages.js';
import { isoNow } from '../clock.js';
import type { GatewayContext } from '../context.js';
import { requireOwnQuery } from './lookup.js';
import { contentOfBytes, contentOfPage, type ResultContent } from './pages.js';
import { toQueryRecord, type QueryRecord } from './view.js';

/** Whether a finished query's results are past retention (or already forgotten): no longer served. */
function resultsExpired(ctx: GatewayContext, query: Query): boolean {
  return query.resultsExpireAt === null || query.resultsExpireAt <= isoNow(ctx.clock);
}

/** A successful immediate query's result JSON as stored: text (a scalar, an inline result) or a page. */
async function immediateResult(ctx: GatewayContext, query: Query): Promise<string | ResultContent | undefined> {
  if (resultsExpired(ctx, query)) return undefined;
  if (query.command.executionMode === 'scalar' && query.scalarValue !== null) return query.scalarValue;
  if (query.inlineResult !== null) return query.inlineResult;
  const page = ctx.queries.flights.get(query.id)?.pages.get(1) ?? (await findPage(ctx.store.db, query.id, 1));
  if (!page || page.storage === 'inline' || page.status !== 'cached') return undefined;
  return contentOfPage(ctx, query, page);
}

/** The JSON text of a successful immediate query's result, or undefined once it is gone (retention). */
export async function immediateResultText(ctx: GatewayContext, query: Query): Promise<string | undefined> {
  const result = await immediateResult(ctx, query);
  return typeof result === 'string' || result === undefined ? result : (await result.read()).toString('utf8');
}

/**
 * A query record as a status read shows it, and for a successful immediate query its result beside it: the
 * JSON text, which the API sends as `result.data` (base64). Kept out of the record so a result of up to 8 MB
 * never has to become one string, nor be read whole (the API streams its base64 into the response).
 */
export interface RecordWithData {
  record: QueryRecord;
  data?: ResultContent;
}

/**
 * The record with what a status read shows: pages for async queries, the data of immediate ones (up to 8 MB;
 * `withData: false` leaves it out, as batch status does so 100 records cannot mean 800 MB).
 */
export async function recordOf(ctx: GatewayContext, query: Query, options: { withData?: boolean } = {}): Promise<RecordWithData> {
  if (query.status !== 'successful') return { record: toQueryRecord(query) };
  const expired = resultsExpired(ctx, query);
  if (query.mode === 'async') return { record: toQueryRecord(query, { pages: await listPages(ctx.store.db, query.id), expired }) };
  const record = toQueryRecord(query, { expired });
  if (options.withData === false || query.command.executionMode === 'nonQuery') return { record };
  const result = await immediateResult(ctx, query);
  if (result === undefined) return { record };
  return { record, data: typeof result === 'string' ? contentOfBytes(Buffer.from(result, 'utf8')) : result };
}

export async function getQueryRecord(ctx: GatewayContext, integratorId: string, siteId: string, queryId: string): Promise<RecordWithData> {
  return recordOf(ctx, await requireOwnQuery(ctx, integratorId, siteId, queryId));
}

export interface BatchStatusEntry {
  queryId: string;
  status: 'found' | 'notFound';
  query?: QueryRecord;
}

export async function batchQueryStatus(ctx: GatewayContext, integratorId: string, siteId: string, queryIds: readonly string[]): Promise<BatchStatusEntry[]> {
  // Ids are stored lower-case; GUIDs are case-insensitive, and each entry answers under the id as sent.
  const unique = [...new Set(queryIds.map((id) => id.toLowerCase()))];
  const inFlight = unique.map((id) => ctx.queries.flights.get(id)?.query).filter((q): q is Query => q !== undefined);
  const stored = await findQueries(ctx.store.db, unique.filter((id) => !ctx.queries.flights.get(id)));
  const queries = new Map([...stored, ...inFlight].map((q) => [q.id, q]));
  const entries: BatchStatusEntry[] = [];
  for (const queryId of queryIds) {
    const query = queries.get(queryId.toLowerCase());
    if (!query || query.integratorId !== integratorId || query.siteId !== siteId) entries.push({ queryId, status: 'notFound' });
    else entries.push({ queryId, status: 'found', query: (await recordOf(ctx, query, { withData: false })).record });
  }
  return entries;
}
