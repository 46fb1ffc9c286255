/**
 * @module core/queries/records
 * Reading query records: one, a batch, and what a status read shows (pages of an async query, the data
 * of an immediate one).
 */
import type { Query } from '../../store/model.js';
import { findQueries } from '../../store/queries.js';
import { findPage, listPages } from '../../store/result-pages.js';
import type { GatewayContext } from '../context.js';
import { requireOwnQuery } from './lookup.js';
import { readPageContent } from './pages.js';
import { toQueryRecord, type QueryRecord } from './view.js';

/** The JSON text of a successful immediate query's result, or undefined once it is gone (retention). */
export async function immediateResultText(ctx: GatewayContext, query: Query): Promise<string | undefined> {
  const expired = query.resultsExpireAt === null || query.resultsExpireAt <= ctx.clock.now().toISOString();
  if (expired) return undefined;
  if (query.command.executionMode === 'scalar' && query.scalarValue !== null) return query.scalarValue;
  if (query.inlineResult !== null) return query.inlineResult;
  const page = ctx.queries.flights.get(query.id)?.pages.get(1) ?? (await findPage(ctx.store.db, query.id, 1));
  if (!page || page.storage === 'inline' || page.status !== 'cached') return undefined;
  return (await readPageContent(ctx, query, page)).toString('utf8');
}

/**
 * The record with what a status read shows: pages for async queries, data for immediate ones (up to 8 MB;
 * `withData: false` leaves it out, as batch status does so 100 records cannot mean 800 MB).
 */
export async function recordOf(ctx: GatewayContext, query: Query, options: { withData?: boolean } = {}): Promise<QueryRecord> {
  if (query.status !== 'successful') return toQueryRecord(query);
  if (query.mode === 'async') return toQueryRecord(query, { pages: await listPages(ctx.store.db, query.id) });
  if (options.withData === false || query.command.executionMode === 'nonQuery') return toQueryRecord(query);
  const text = await immediateResultText(ctx, query);
  return toQueryRecord(query, text === undefined ? {} : { data: Buffer.from(text, 'utf8').toString('base64') });
}

export async function getQueryRecord(ctx: GatewayContext, integratorId: string, siteId: string, queryId: string): Promise<QueryRecord> {
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
    else entries.push({ queryId, status: 'found', query: await recordOf(ctx, query, { withData: false }) });
  }
  return entries;
}
