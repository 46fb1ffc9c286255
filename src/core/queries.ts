/**
 * @module core/queries
 * SQL passthrough use-cases: create immediate and async queries, read their records and batch status,
 * read result pages. Access: a query is visible only to the integrator that created it, under its site.
 */
import { randomUUID } from 'node:crypto';
import type { QueryMode } from '../protocol/jobs.js';
import type { SqlCommand } from '../protocol/sql-command.js';
import { findQueries, findQuery, insertQuery, updateQueryIf } from '../store/queries.js';
import { listPages } from '../store/result-pages.js';
import type { QueryRow } from '../store/schema.js';
import type { GatewayContext } from './context.js';
import { isFinal } from './dispatcher.js';
import { GatewayError } from './errors.js';
import { normaliseQuery, type CreateQueryBody, type NormalisedQuery } from './query-input.js';
import { failedByTimeout, toQueryRecord, type QueryRecord } from './query-view.js';
import { readPageContent, requirePage, streamPageContent } from './results.js';
import { parseCatalogue } from './site-view.js';
import type { SiteRecord } from './sites.js';
import { advanceTiming } from './status-timing.js';

/**
 * Below this, maxTimeInQueue counts as this much: handing a query to the agent takes a moment, and a
 * deadline of 0 ms could never be met. 0 thus means "start at once or not at all".
 */
const MIN_QUEUE_ALLOWANCE_MS = 1_000;

/** After the SQL command timeout, how long an immediate request still waits for the agent's answer. */
const ANSWER_GRACE_MS = 5_000;

export interface CreateQueryInput {
  integratorId: string;
  site: SiteRecord;
  body: CreateQueryBody;
  mode: QueryMode;
  requestSize: number;
}

/**
 * Creates the durable record: `initialising` while the query data is cached, then `queued` at once.
 * Returns the row as created (the spec's async response shows `initialising`) and the queued row.
 */
async function createQuery(ctx: GatewayContext, input: CreateQueryInput, normalised: NormalisedQuery): Promise<{ created: QueryRow; queued: QueryRow }> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const created: QueryRow = {
    id: randomUUID(),
    integrator_id: input.integratorId,
    site_id: input.site.id,
    mode: input.mode,
    status: 'initialising',
    priority: input.mode === 'immediate' ? 0 : 1,
    catalogue: normalised.catalogue,
    command: JSON.stringify(normalised.command),
    max_time_in_queue: normalised.maxTimeInQueue,
    start_deadline: new Date(now.getTime() + Math.max(normalised.maxTimeInQueue, MIN_QUEUE_ALLOWANCE_MS)).toISOString(),
    command_size: normalised.commandSize,
    request_size: input.requestSize,
    sql_query_size: normalised.sqlQuerySize,
    status_timing: JSON.stringify({ initialising: { startTime: at } }),
    sql_execution_duration: null,
    result_rows: null,
    result_size: null,
    rows_affected: null,
    scalar_value: null,
    output_parameters: null,
    error_details: null,
    page_count: null,
    results_expire_at: null,
    created_at: at,
    updated_at: at,
    completed_at: null,
  };
  const queued: QueryRow = {
    ...created,
    status: 'queued',
    status_timing: JSON.stringify(advanceTiming({ initialising: { startTime: at } }, ctx.clock.now().toISOString(), 'queued')),
  };
  // Nobody sees an immediate query's `initialising` (its answer is the result): one write instead of two.
  if (input.mode === 'immediate') {
    await insertQuery(ctx.store.db, queued);
    return { created: queued, queued };
  }
  await insertQuery(ctx.store.db, created);
  try {
    await updateQueryIf(ctx.store.db, created.id, ['initialising'], { status: 'queued', status_timing: queued.status_timing });
  } catch (err) {
    ctx.log.error({ err, queryId: created.id }, 'caching the query data failed');
    await updateQueryIf(ctx.store.db, created.id, ['initialising'], { status: 'initialisationFailed', completed_at: ctx.clock.now().toISOString() }).catch(() => false);
    throw err;
  }
  ctx.log.info({ queryId: created.id, siteId: input.site.id, mode: input.mode }, 'query created');
  return { created, queued };
}

export async function createAsyncQuery(ctx: GatewayContext, input: Omit<CreateQueryInput, 'mode'>): Promise<QueryRecord> {
  const normalised = normaliseQuery(input.body, 'async', parseCatalogue(input.site.catalogue));
  const { created, queued } = await createQuery(ctx, { ...input, mode: 'async' }, normalised);
  ctx.dispatcher.dispatch(queued);
  return toQueryRecord(created);
}

export interface ImmediateOutcome {
  status: number;
  record: QueryRecord;
  error?: GatewayError;
}

/**
 * Runs an immediate query and waits for it: 200 with the result; 503 when the site is not connected at
 * submit; 504 when it does not start within maxTimeInQueue or no answer comes within the SQL command
 * timeout; 413 for results over the immediate limit; 400 with the record for an SQL error.
 */
export async function runImmediateQuery(ctx: GatewayContext, input: Omit<CreateQueryInput, 'mode'>): Promise<ImmediateOutcome> {
  // Bad input is a 400 whether or not the site is connected.
  const normalised = normaliseQuery(input.body, 'immediate', parseCatalogue(input.site.catalogue));
  if (!ctx.agents.isReady(input.site.id)) throw new GatewayError('SITE_NOT_CONNECTED');
  const { queued } = await createQuery(ctx, { ...input, mode: 'immediate' }, normalised);
  ctx.dispatcher.dispatch(queued);

  await ctx.dispatcher.waitForFinal(queued.id, Date.parse(queued.start_deadline));
  if (ctx.dispatcher.closed) throw new GatewayError('NOT_READY', 'The gateway is shutting down; query status remains readable.');
  let row = await requireRow(ctx, queued.id);
  if (row.status === 'queued') {
    await ctx.dispatcher.expireIfQueued(row);
    row = await requireRow(ctx, queued.id);
  }
  if (!isFinal(row.status)) {
    await ctx.dispatcher.waitForFinal(queued.id, ctx.clock.now().getTime() + ctx.config.sqlCommandTimeoutMs + ANSWER_GRACE_MS);
    if (ctx.dispatcher.closed) throw new GatewayError('NOT_READY', 'The gateway is shutting down; query status remains readable.');
    row = await requireRow(ctx, queued.id);
  }
  return immediateOutcome(ctx, row);
}

async function immediateOutcome(ctx: GatewayContext, row: QueryRow): Promise<ImmediateOutcome> {
  const record = await recordOf(ctx, row);
  switch (row.status) {
    case 'successful':
      return { status: 200, record };
    case 'expiredInQueue':
      return { status: 504, record, error: new GatewayError('QUERY_TIMEOUT', `The site did not start the query within maxTimeInQueue (${row.max_time_in_queue} ms).`) };
    case 'uploadFailed':
      return { status: 502, record, error: new GatewayError('RESULT_TRANSFER_FAILED') };
    case 'executionFailed': {
      const details = record.errorDetails;
      if (details?.errorType === 'agent' && details.errorCode === 413) return { status: 413, record, error: new GatewayError('RESULT_TOO_LARGE') };
      if (failedByTimeout(row)) return { status: 504, record, error: new GatewayError('QUERY_TIMEOUT', `The command did not finish within the SQL command timeout (${ctx.config.sqlCommandTimeoutMs} ms).`) };
      return { status: 400, record, error: new GatewayError('SQL_ERROR', details?.errorMessage ?? undefined) };
    }
    default:
      return { status: 504, record, error: new GatewayError('QUERY_TIMEOUT', 'The site did not answer within the SQL command timeout.') };
  }
}

async function requireRow(ctx: GatewayContext, id: string): Promise<QueryRow> {
  const row = await findQuery(ctx.store.db, id);
  if (!row) throw new GatewayError('QUERY_NOT_FOUND');
  return row;
}

/** A query of this integrator under this site, or 404 (another integrator's query looks missing). */
export async function requireOwnQuery(ctx: GatewayContext, integratorId: string, siteId: string, queryId: string): Promise<QueryRow> {
  const row = await findQuery(ctx.store.db, queryId);
  if (!row || row.integrator_id !== integratorId || row.site_id !== siteId) throw new GatewayError('QUERY_NOT_FOUND');
  return row;
}

/**
 * The record with what a status read shows: pages for async queries, data for immediate ones (up to 8 MB;
 * `withData: false` leaves it out, as batch status does so 100 records cannot mean 800 MB).
 */
export async function recordOf(ctx: GatewayContext, row: QueryRow, options: { withData?: boolean } = {}): Promise<QueryRecord> {
  if (row.status !== 'successful') return toQueryRecord(row);
  if (row.mode === 'async') return toQueryRecord(row, { pages: await listPages(ctx.store.db, row.id) });
  if (options.withData === false) return toQueryRecord(row);
  const executionMode = (JSON.parse(row.command) as Partial<SqlCommand>).executionMode;
  if (executionMode === 'nonQuery') return toQueryRecord(row);
  const expired = row.results_expire_at === null || row.results_expire_at <= ctx.clock.now().toISOString();
  if (expired) return toQueryRecord(row);
  if (executionMode === 'scalar' && row.scalar_value !== null) return toQueryRecord(row, { data: Buffer.from(row.scalar_value, 'utf8').toString('base64') });
  return toQueryRecord(row, { data: (await readPageContent(ctx, row.id, 1)).toString('base64') });
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
  const rows = new Map((await findQueries(ctx.store.db, [...new Set(queryIds)])).map((r) => [r.id, r]));
  const entries: BatchStatusEntry[] = [];
  for (const queryId of queryIds) {
    const row = rows.get(queryId);
    if (!row || row.integrator_id !== integratorId || row.site_id !== siteId) entries.push({ queryId, status: 'notFound' });
    else entries.push({ queryId, status: 'found', query: await recordOf(ctx, row, { withData: false }) });
  }
  return entries;
}

export interface PageContent {
  data: string;
  parameters: unknown[];
  size: number;
  count: number;
  rangeStart: number;
  rangeEnd: number;
}

export async function getResultPage(ctx: GatewayContext, integratorId: string, siteId: string, queryId: string, pageNumber: number): Promise<PageContent> {
  const row = await requireOwnQuery(ctx, integratorId, siteId, queryId);
  const page = await requirePage(ctx, row, pageNumber);
  const content = await readPageContent(ctx, row.id, pageNumber);
  return {
    data: content.toString('base64'),
    parameters: row.output_parameters ? (JSON.parse(row.output_parameters) as unknown[]) : [],
    size: page.size,
    count: page.row_count,
    rangeStart: page.range_start,
    rangeEnd: page.range_end,
  };
}

export async function openResultPageStream(
  ctx: GatewayContext,
  integratorId: string,
  siteId: string,
  queryId: string,
  pageNumber: number,
): Promise<{ size: number; count: number; rangeStart: number; rangeEnd: number; content: AsyncGenerator<Uint8Array> }> {
  const row = await requireOwnQuery(ctx, integratorId, siteId, queryId);
  const page = await requirePage(ctx, row, pageNumber);
  return { size: page.size, count: page.row_count, rangeStart: page.range_start, rangeEnd: page.range_end, content: streamPageContent(ctx, row.id, pageNumber) };
}

