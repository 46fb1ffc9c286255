/**
 * @module core/queries/immediate
 * Immediate queries: created in memory, handed to the site's agent at once, answered when final. Two
 * entries share the one path: `runImmediateQuery` for the HTTP API (the record and, on failure, the error
 * to answer with) and `runImmediateCommand` for internal callers such as the FHIR facade (the decoded
 * rows, or the same errors thrown). Neither knows HTTP: errors are catalogue codes.
 */
import { parseIsoTime } from '@site-query-gateway/protocol/iso-time.js';
import { isFinalStatus } from '@site-query-gateway/protocol/query-status.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { findQuery } from '../../store/queries.js';
import { findSiteById } from '../../store/sites.js';
import type { Query, Site } from '../../store/model.js';
import type { GatewayContext } from '../context.js';
import { GatewayError } from '../errors.js';
import { newQuery } from './create.js';
import { writtenWithoutData, type Flight } from './flights.js';
import { forgetQueryResults } from './forget.js';
import { normaliseCommand, type NormalisedQuery } from './input.js';
import { findAnyQuery } from './lookup.js';
import type { ResultContent } from './pages.js';
import { immediateResultText, recordOf } from './records.js';
import { connectedElsewhere, storeForOtherInstance, watchStartDeadline } from './remote.js';
import { expireQueued } from './sweeps.js';
import { failedByTimeout, toQueryRecord, type QueryRecord } from './view.js';

/** After the SQL command timeout, how long an immediate request still waits for the agent's answer. */
const ANSWER_GRACE_MS = 5_000;
/** How often a request waiting on another instance reads its query, in case the wake-up was lost. */
const REMOTE_CHECK_MS = 2_000;

export interface ImmediateRequest {
  integratorId: string;
  site: Site;
  query: NormalisedQuery;
  /** Bytes of the HTTP request (0 for internal callers). */
  requestSize: number;
}

export interface ImmediateOutcome {
  query: Query;
  record: QueryRecord;
  /** A successful query's result JSON (the API sends it as `result.data`, base64). */
  data?: ResultContent;
  /** Set when the query did not succeed: what to answer with (the record is kept beside it). */
  error?: GatewayError;
}

/**
 * Runs the query and waits for it to end (or for the answer deadline); returns it as it then stands.
 * The site's agent is connected here (the query is a flight of this instance), or to another instance
 * sharing the store (the query is stored for it, and this instance waits for its end); otherwise 503.
 */
async function runToEnd(ctx: GatewayContext, request: ImmediateRequest, keepsData = true): Promise<Query> {
  const { flights, dispatcher, waiters } = ctx.queries;
  if (waiters.closed) throw new GatewayError('NOT_READY', 'The gateway is shutting down.');
  const local = ctx.agents.isReady(request.site.id);
  // The site as the access check loaded it (cached up to a couple of seconds) says whether its agent is
  // connected elsewhere; only when that says no is the store asked again, so a fresh connection is seen.
  let site = request.site;
  if (!local && ctx.queries.cluster.shared && !connectedElsewhere(ctx, site)) site = (await findSiteById(ctx.store.db, site.id)) ?? site;
  if (!local && !connectedElsewhere(ctx, site)) throw new GatewayError('SITE_NOT_CONNECTED');
  const query = newQuery({ integratorId: request.integratorId, siteId: site.id, query: request.query, requestSize: request.requestSize }, 'immediate', ctx.clock.nowMs());
  const startDeadlineMs = parseIsoTime(query.startDeadline);
  const answerBy = startDeadlineMs + ctx.config.sqlCommandTimeoutMs + ANSWER_GRACE_MS;
  if (!local) return runElsewhere(ctx, query, startDeadlineMs, answerBy);
  const flight = flights.add(query, keepsData);
  if (!dispatcher.offer(query)) {
    flights.drop(flight);
    throw new GatewayError('SITE_NOT_CONNECTED');
  }
  watchStartDeadline(ctx, flight);
  const final = await waiters.wait(query.id, answerBy);
  if (final) return final;
  if (waiters.closed) throw new GatewayError('NOT_READY', 'The gateway is shutting down; query status remains readable.');
  return (await findAnyQuery(ctx, query.id)) ?? flight.query;
}

/**
 * The site's agent is on another instance: the query is stored for it and this request waits for the
 * end it signals. If nobody started it by its deadline (that instance went away), it expires here.
 */
async function runElsewhere(ctx: GatewayContext, query: Query, startDeadlineMs: number, answerBy: number): Promise<Query> {
  const { waiters } = ctx.queries;
  const finished = waiters.wait(query.id, answerBy);
  await storeForOtherInstance(ctx, query);
  const early = await waitWithChecks(ctx, query.id, finished, startDeadlineMs);
  if (early) return early;
  const current = await findQuery(ctx.store.db, query.id);
  if (current?.status === 'queued') await expireQueued(ctx.queries, current);
  const final = await waitWithChecks(ctx, query.id, finished, answerBy);
  if (final) return final;
  if (waiters.closed) throw new GatewayError('NOT_READY', 'The gateway is shutting down; query status remains readable.');
  return (await findQuery(ctx.store.db, query.id)) ?? query;
}

/**
 * Waits for the wake-up until `untilMs`, reading the query from the store every REMOTE_CHECK_MS meanwhile:
 * a notification lost while a listener reconnects, or an instance killed between writing a final status and
 * signalling it (where those are two statements: a sweep's, not the adopted flight's final write), must not
 * leave the request waiting for its deadline with the answer already stored.
 */
async function waitWithChecks(ctx: GatewayContext, queryId: string, finished: Promise<Query | undefined>, untilMs: number): Promise<Query | undefined> {
  for (;;) {
    const nowMs = ctx.clock.nowMs();
    if (ctx.queries.waiters.closed || nowMs >= untilMs) return undefined;
    const early = await Promise.race([finished, sleepUntil(ctx, Math.min(untilMs, nowMs + REMOTE_CHECK_MS)).then(() => undefined)]);
    if (early) return early;
    const current = await findQuery(ctx.store.db, queryId);
    if (current && isFinalStatus(current.status)) {
      // Ends this request's wait (and any other waiting here on the same query).
      ctx.queries.waiters.notify(current);
      return current;
    }
  }
}

function sleepUntil(ctx: GatewayContext, epochMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, epochMs - ctx.clock.nowMs())).unref());
}

/** The error an immediate query that did not succeed answers with. */
function errorOf(ctx: GatewayContext, query: Query): GatewayError | undefined {
  switch (query.status) {
    case 'successful':
      return undefined;
    case 'expiredInQueue':
      return new GatewayError('QUERY_TIMEOUT', `The site did not start the query within maxTimeInQueue (${query.maxTimeInQueue} ms).`);
    case 'uploadFailed':
      return new GatewayError('RESULT_TRANSFER_FAILED');
    case 'executionFailed': {
      const details = query.errorDetails;
      if (details?.errorType === 'agent' && details.errorCode === 413) return new GatewayError('RESULT_TOO_LARGE');
      if (failedByTimeout(query)) return new GatewayError('QUERY_TIMEOUT', `The command did not finish within the SQL command timeout (${ctx.config.sqlCommandTimeoutMs} ms).`);
      return new GatewayError('SQL_ERROR', details?.errorMessage ?? undefined);
    }
    case 'initialisationFailed':
    case 'initialising':
    case 'queued':
    case 'executing':
    case 'uploading':
      return new GatewayError('QUERY_TIMEOUT', 'The site did not answer within the SQL command timeout.');
  }
}

/**
 * Runs an immediate query for the HTTP API: the record with its result, or the record and the error to
 * answer with (503 not connected is thrown: there is no record then).
 */
export async function runImmediateQuery(ctx: GatewayContext, request: ImmediateRequest): Promise<ImmediateOutcome> {
  const query = await runToEnd(ctx, request);
  const error = errorOf(ctx, query);
  if (error) return { query, record: toQueryRecord(query), error };
  return { query, ...(await recordOf(ctx, query)) };
}

export interface ImmediateCommand {
  integratorId: string;
  site: Site;
  command: SqlCommand;
  catalogue?: string;
  maxTimeInQueue?: number;
  /**
   * False: the caller keeps no result, and neither does the gateway. The record stays (status, timings,
   * sizes), without the command (its parameter values) or the result — as retention leaves a record, at
   * once instead of a day later. The FHIR facade, whose rows are patient data it only translates.
   */
  keepsData?: boolean;
}

export interface ImmediateCommandResult {
  record: QueryRecord;
  /** reader: the rows, as decoded JSON objects; scalar: the one row; nonQuery: none. */
  rows: Record<string, unknown>[];
  /** scalar: the value. */
  scalar?: unknown;
  rowsAffected?: number;
}

/**
 * Runs a command as an immediate query for an internal caller, with the HTTP path's limits, and returns
 * its decoded result. Throws GatewayError with the HTTP path's codes (SITE_NOT_CONNECTED, QUERY_TIMEOUT,
 * SQL_ERROR, RESULT_TOO_LARGE, RESULT_TRANSFER_FAILED, VALIDATION_FAILED, UNKNOWN_CATALOGUE).
 */
export async function runImmediateCommand(ctx: GatewayContext, input: ImmediateCommand): Promise<ImmediateCommandResult> {
  const normalised = normaliseCommand(input.command, { maxTimeInQueue: input.maxTimeInQueue, catalogue: input.catalogue }, 'immediate', input.site.catalogue);
  const keepsData = input.keepsData ?? true;
  const query = await runToEnd(ctx, { integratorId: input.integratorId, site: input.site, query: normalised, requestSize: 0 }, keepsData);
  if (keepsData) return resultOf(ctx, query);
  const flight = ctx.queries.flights.get(query.id);
  try {
    return await resultOf(ctx, query);
  } finally {
    forgetOnceWritten(ctx, query, flight);
  }
}

/**
 * For a caller that keeps no data, once it has read the result: forgets the query's data in the store,
 * after its record is written. Not needed for a flight written without its data; a query still running
 * (the caller gave up waiting) is left to whoever ends it and to retention.
 */
function forgetOnceWritten(ctx: GatewayContext, query: Query, flight: Flight | undefined): void {
  if (!isFinalStatus(query.status) || (flight && writtenWithoutData(flight))) return;
  void (async () => {
    await flight?.persisted;
    await forgetQueryResults(ctx.store, query.id);
  })().catch((err: unknown) => ctx.log.error({ err, queryId: query.id }, "forgetting the result of a command whose caller keeps none failed"));
}

async function resultOf(ctx: GatewayContext, query: Query): Promise<ImmediateCommandResult> {
  const error = errorOf(ctx, query);
  if (error) throw error;
  const record = toQueryRecord(query);
  if (query.command.executionMode === 'nonQuery') return { record, rows: [], rowsAffected: query.rowsAffected ?? 0 };
  const text = await immediateResultText(ctx, query);
  if (text === undefined) throw new GatewayError('RESULTS_EXPIRED');
  if (query.command.executionMode === 'scalar') return { record, rows: [], scalar: JSON.parse(text) as unknown };
  return { record, rows: JSON.parse(text) as Record<string, unknown>[] };
}
