/**
 * @module core/queries/create
 * Creates queries from a SqlCommand for a site and an integrator: the record (`newQuery`, pure) and, for
 * async queries, its durable life from `initialising` to `queued` (`createAsyncQuery`), optionally inside
 * a caller's transaction (a registered query's run, a webhook outbox row written with it). Immediate
 * queries are created in memory by core/queries/immediate.
 */
import { v7 as timeOrderedUuid } from 'uuid';
import type { Transaction } from 'kysely';
import type { QueryMode } from '../../protocol/jobs.js';
import type { Db } from '../../store/db.js';
import type { Query } from '../../store/model.js';
import { insertQuery } from '../../store/queries.js';
import type { Database } from '../../store/schema.js';
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
  mode: QueryMode;
  query: NormalisedQuery;
  /** Bytes of the request that asked for it (0 for internal callers). */
  requestSize: number;
  /** Gateway clock. */
  now: Date;
  /** Set when the query runs a registered query (see core/registered). */
  registeredRun?: Query['registeredRun'];
  /** The id, when the caller must know it before the query exists (a registered run's slot names it). */
  id?: string;
}

/** A query record as created: `initialising` (async) or `queued` (immediate: nobody sees it initialise). */
export function newQuery(input: NewQueryInput): Query {
  const at = input.now.toISOString();
  const { query } = input;
  return {
    // Time-ordered (UUIDv7, still a GUID): new rows land at the end of the id index instead of at a random
    // page of it, which halves what each commit writes to the store's WAL.
    id: input.id ?? timeOrderedUuid(),
    integratorId: input.integratorId,
    siteId: input.siteId,
    mode: input.mode,
    status: input.mode === 'immediate' ? 'queued' : 'initialising',
    catalogue: query.catalogue,
    command: query.command,
    maxTimeInQueue: query.maxTimeInQueue,
    startDeadline: new Date(input.now.getTime() + Math.max(query.maxTimeInQueue, MIN_QUEUE_ALLOWANCE_MS)).toISOString(),
    commandSize: query.commandSize,
    requestSize: input.requestSize,
    sqlQuerySize: query.sqlQuerySize,
    statusTiming: input.mode === 'immediate' ? { queued: { startTime: at } } : { initialising: { startTime: at } },
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
    ...(input.registeredRun ? { registeredRun: input.registeredRun } : {}),
  };
}

export interface CreatedAsyncQuery {
  /** The record as created (`initialising`: the spec's async response shows it). */
  created: Query;
  /** The record once its data is cached (`queued`). */
  queued: Query;
}

/**
 * Creates an async query durably: inserted `initialising`, then `queued` once its data is cached. With
 * `trx` both happen in the caller's transaction and the caller hands the work out after committing
 * (`ctx.queries.dispatcher.offer(queued)`); without, this does both and dispatches at once.
 */
export async function createAsyncQuery(
  ctx: GatewayContext,
  input: Omit<NewQueryInput, 'mode' | 'now'>,
  trx?: Transaction<Database>,
): Promise<CreatedAsyncQuery> {
  const created = newQuery({ ...input, mode: 'async', now: ctx.clock.now() });
  const queued = applyTransition(created, { event: 'cached', to: 'queued', phase: 'queued', at: ctx.clock.now().toISOString() }, ctx.config.resultRetentionMs);
  if (!queued) throw new Error('a new query cannot be queued');
  const write = async (db: Db): Promise<void> => {
    // One statement: the row is written already queued, its timing showing the initialising phase that ended
    // at once. Nobody could read it between an insert and an update in one transaction anyway.
    await insertQuery(db, queued);
    // Whichever instance holds the site's socket hands it out when this commits (not at its next sweep).
    await ctx.queries.cluster.workQueued(db, created.siteId, created.id);
  };
  if (trx) {
    await write(trx);
    return { created, queued };
  }
  await ctx.store.transaction(write);
  ctx.log.info({ queryId: created.id, siteId: created.siteId, mode: 'async' }, 'query created');
  ctx.queries.dispatcher.offer(queued);
  return { created, queued };
}
