/**
 * @module core/queries/remote
 * Queries that cross instances (several gateways sharing a PostgreSQL store, behind a load balancer):
 * the instance that receives a request is not always the one holding the site's socket. Work is a row in
 * the store; wake-ups (core/cluster) tell the others at once:
 * - an instance woken for work of a site whose agent is connected to it takes the work: an async query is
 *   handed to the agent; an immediate one is adopted as a flight here (its row, stored `queued` by the
 *   receiving instance, is updated once, when final) and its end is signalled back;
 * - an instance woken for a finished query wakes the request that waits on it here.
 * Without wake-ups (a lost notification, a restarting listener) the sweeps still hand work out, and a
 * waiting request reads its query every few seconds (core/queries/immediate).
 */
import { parseIsoTime } from '@site-query-gateway/protocol/iso-time.js';
import { isFinalStatus } from '@site-query-gateway/protocol/query-status.js';
import type { Query, Site } from '../../store/model.js';
import { findQuery, insertQuery } from '../../store/queries.js';
import type { GatewayContext } from '../context.js';
import type { Flight } from './flights.js';
import { expireQueued } from './sweeps.js';

/** Expires a flight that has not started by its deadline (and tells its agent); cleared when it ends. */
export function watchStartDeadline(ctx: GatewayContext, flight: Flight): void {
  const query = flight.query;
  flight.timer = setTimeout(
    () => {
      if (flight.query.status === 'queued') void expireQueued(ctx.queries, flight.query).catch((err: unknown) => ctx.log.error({ err, queryId: query.id }, 'expiring an immediate query failed'));
    },
    Math.max(0, parseIsoTime(query.startDeadline) - ctx.clock.nowMs()),
  );
  flight.timer.unref();
}

/** Work was queued for `siteId` somewhere: if its agent is connected here, hand the work over now. */
export async function takeQueuedWork(ctx: GatewayContext, siteId: string, queryId: string): Promise<void> {
  if (!ctx.agents.isReady(siteId) || ctx.queries.flights.get(queryId)) return;
  const query = await findQuery(ctx.store.db, queryId);
  if (!query || query.siteId !== siteId || query.status !== 'queued') return;
  if (query.mode === 'immediate') watchStartDeadline(ctx, ctx.queries.flights.adopt(query));
  ctx.queries.dispatcher.offer(query);
}

/** A query became final somewhere: wake the request waiting on it here, if any. */
export async function wakeWaiters(ctx: GatewayContext, queryId: string): Promise<void> {
  if (!ctx.queries.waiters.has(queryId)) return;
  const query = await findQuery(ctx.store.db, queryId);
  if (query && isFinalStatus(query.status)) ctx.queries.waiters.notify(query);
}

export async function listenToOtherInstances(ctx: GatewayContext): Promise<void> {
  const { cluster } = ctx.queries;
  if (!cluster.shared) return;
  const failed = (err: unknown): void => ctx.log.error({ err }, 'handling a wake-up from another instance failed');
  await cluster.onWorkQueued((siteId, queryId) => void takeQueuedWork(ctx, siteId, queryId).catch(failed));
  await cluster.onQueryFinished((queryId) => void wakeWaiters(ctx, queryId).catch(failed));
}

/**
 * Whether the site's agent is connected to another instance (by the presence every instance writes):
 * an immediate query received here is then stored for that instance instead of answered 503.
 */
export function connectedElsewhere(ctx: GatewayContext, site: Site): boolean {
  if (!ctx.queries.cluster.shared) return false;
  const current = ctx.presence.overlay(site);
  return current.connectionState === 'connected' && current.heartbeatAt !== null && ctx.clock.nowMs() - parseIsoTime(current.heartbeatAt) <= ctx.config.availabilityTimeoutMs;
}

/**
 * Hands an immediate query to the instance holding its site's socket: stored `queued`, and the wake-up sent
 * by the same statement once the row is in, so the other instance always finds it. One round trip,
 * committing on its own (relaxed: the request is still waiting for its answer, so a crash loses nothing it
 * was promised); a lost wake-up is covered by the sweeps.
 */
export async function storeForOtherInstance(ctx: GatewayContext, query: Query): Promise<void> {
  const signal = ctx.queries.cluster.workQueuedSignal(query.siteId, query.id);
  await insertQuery(ctx.store.relaxed, query, signal);
}
