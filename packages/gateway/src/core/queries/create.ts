/**
 * @module core/queries/create
 * Creates queries from a SqlCommand for a site and an integrator: the record (`newQuery`, pure) and, for
 * async queries, its durable life from `initialising` to `queued` (`createAsyncQuery`), optionally inside
 * a caller's transaction (a registered query's run, a webhook outbox row written with it). Immediate
 * queries are created in memory by core/queries/immediate.
 */
import { v7 as timeOrderedUuid } from 'uuid';
import type { Transaction } from 'kysely';
import { isoTime } from '@site-query-gateway/protocol/iso-time.js';
import type { QueryMode } from '@site-query-gateway/protocol/jobs.js';
import type { Db } from '../../store/db.js';
import type { Query } from '../../store/model.js';
import { insertQueries } from '../../store/queries.js';
import type { Database } from '../../store/schema.js';
import { isoNow } from '../clock.js';
import type { GatewayContext } from '../context.js';
import type { NormalisedQuery } from './input.js';
import { applyTransition } from './transitions.js';

/**
 * Below this, maxTimeInQueue counts as this much: handing a query to the agent takes a moment, and a
 * deadline of 0 ms could never be met. 0 thus means "start at once or not at all".
 */
export const MIN_QUEUE_ALLOWANCE_MS = 1_000;

export interface NewQueryInput {
  integratorId: string;
  siteId: string;
  query: NormalisedQuery;
  /** Bytes of the request that asked for it (0 for internal callers). */
  requestSize: number;
  /** Set when the query runs a registered query (see core/registered). */
  registeredRun?: Query['registeredRun'];
  /** The id, when the caller must know it before the query exists (a registered run's slot names it). */
  id?: string;
}

/**
 * A query record as created at `now` (gateway clock): `initialising` (async) or `queued` (immediate: nobody sees
 * it initialise). The mode and the instant are arguments, not fields of a spread input object: a record built from
 * `{ ...input, mode, now }` costs about four times as much on Node 20, and one is built for every query and
 * every registered run.
 */
export function newQuery(input: NewQueryInput, mode: QueryMode, nowMs: number): Query {
  const at = isoTime(nowMs);
  const { query } = input;
  const record: Query = {
    // Time-ordered (UUIDv7, still a GUID): new rows land at the end of the id index instead of at a random
    // page of it, which halves what each commit writes to the store's WAL.
    id: input.id ?? timeOrderedUuid(),
    integratorId: input.integratorId,
    siteId: input.siteId,
    mode,
    status: mode === 'immediate' ? 'queued' : 'initialising',
    catalogue: query.catalogue,
    command: query.command,
    maxTimeInQueue: query.maxTimeInQueue,
    startDeadline: isoTime(nowMs + Math.max(query.maxTimeInQueue, MIN_QUEUE_ALLOWANCE_MS)),
    commandSize: query.commandSize,
    requestSize: input.requestSize,
    sqlQuerySize: query.sqlQuerySize,
    statusTiming: mode === 'immediate' ? { queued: { startTime: at } } : { initialising: { startTime: at } },
    sqlExecutionDuration: null,
    resultRows: null,
    resultSize: null,
    rowsAffected: null,
    scalarValue: null,
    outputParameters: null,
    errorDetails: null,
    pageCount: null,
    inlineResult: null,
    resultsExpireAt: null,
    createdAt: at,
    updatedAt: at,
    completedAt: null,
  };
  if (input.registeredRun) record.registeredRun = input.registeredRun;
  return record;
}

export interface CreatedAsyncQuery {
  /** The record as created (`initialising`: the async create answers with it). */
  created: Query;
  /** The record once its data is cached (`queued`). */
  queued: Query;
}

export type AsyncQueryInput = NewQueryInput;

function createdAndQueued(ctx: GatewayContext, input: AsyncQueryInput): CreatedAsyncQuery {
  const created = newQuery(input, 'async', ctx.clock.nowMs());
  const queued = applyTransition(created, { event: 'cached', to: 'queued', phase: 'queued', at: isoNow(ctx.clock) }, ctx.config.resultRetentionMs);
  if (!queued) throw new Error('a new query cannot be queued');
  return { created, queued };
}

/**
 * Writes async queries already queued, in one statement: the row shows the initialising phase that ended
 * at once (nobody could read it between an insert and an update in one transaction anyway). Whichever
 * instance holds each site's socket hands the work out when `db`'s transaction commits.
 */
async function writeQueued(ctx: GatewayContext, db: Db, queued: readonly Query[]): Promise<void> {
  await insertQueries(db, queued);
  await ctx.queries.cluster.workQueued(
    db,
    queued.map((q) => ({ siteId: q.siteId, queryId: q.id })),
  );
}

/**
 * Creates async queries in the caller's transaction (a scheduler pass firing many registered runs): one
 * insert for all of them. The caller hands the work out after committing
 * (`ctx.queries.dispatcher.offer(queued)`).
 */
export async function createAsyncQueriesIn(ctx: GatewayContext, inputs: readonly AsyncQueryInput[], trx: Transaction<Database>): Promise<Query[]> {
  const queued = inputs.map((input) => createdAndQueued(ctx, input).queued);
  await writeQueued(ctx, trx, queued);
  return queued;
}

/**
 * Creates an async query durably, already `queued` (its data is cached at once). With `trx` it is written
 * in the caller's transaction and the caller hands the work out after committing
 * (`ctx.queries.dispatcher.offer(queued)`); without, this writes it and dispatches at once.
 */
export async function createAsyncQuery(ctx: GatewayContext, input: AsyncQueryInput, trx?: Transaction<Database>): Promise<CreatedAsyncQuery> {
  const { created, queued } = createdAndQueued(ctx, input);
  if (trx) {
    await writeQueued(ctx, trx, [queued]);
    return { created, queued };
  }
  await ctx.store.transaction((t) => writeQueued(ctx, t, [queued]));
  ctx.log.info({ queryId: created.id, siteId: created.siteId, mode: 'async' }, 'query created');
  ctx.queries.dispatcher.offer(queued);
  return { created, queued };
}
