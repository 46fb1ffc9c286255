/**
 * @module core/queries/sweeps
 * The periodic work of the query lifecycle, as background tasks (core/background-tasks):
 * - expire queued queries at their deadline (`maxTimeInQueue`), whether or not the site is online;
 * - fail in-flight queries whose agent has been silent past GATEWAY_STALLED_QUERY_MS;
 * - hand out queued work this instance's agents have not received (created on another instance, or
 *   stranded by a dropped socket);
 * - forget results past retention, a grace (RESULT_DELETE_GRACE_MS) after reads of them stopped being served.
 * Immediate queries in flight have their own deadline timers (core/queries/immediate) but are swept for
 * silence here too.
 */
import type { GatewayConfig } from '../../config/gateway-config.js';
import type { Logger } from '../../log.js';
import type { QueryStatus } from '@site-query-gateway/protocol/query-status.js';
import type { Store } from '../../store/db.js';
import type { Query } from '../../store/model.js';
import { listQueriesWithExpiredResults, listQueuedPastDeadline, listStalled } from '../../store/queries.js';
import type { BackgroundTask } from '../background-tasks.js';
import type { Clock } from '../clock.js';
import { DISPATCH_BATCH, type WorkDispatcher } from './dispatch.js';
import { forgetQueryResults } from './forget.js';
import type { ImmediateFlights } from './flights.js';
import type { QueryLifecycle } from './lifecycle.js';

export interface QuerySweepOptions {
  store: Store;
  flights: ImmediateFlights;
  lifecycle: QueryLifecycle;
  dispatcher: WorkDispatcher;
  clock: Clock;
  log: Logger;
  config: Pick<GatewayConfig, 'sweepIntervalMs' | 'stalledQueryMs' | 'resultRetentionMs'>;
}

/** Retention is coarse: once a minute is plenty. */
const RETENTION_INTERVAL_MS = 60_000;

/**
 * How long after its results expire a query's content is deleted (or after the retention itself, when that is
 * shorter: an operator who keeps results seconds keeps them no longer than twice that). From `resultsExpireAt`
 * on every read is refused (410) and status reads show no result, but a response that began just before keeps
 * reading as its client downloads: on PostgreSQL a page is read chunk by chunk, so deleting the chunks then
 * would cut a slow client's download off midway (a file store keeps reading an unlinked file). At 10 KB/s a
 * 1 MiB page takes ~100 s; an 8 MB immediate result, 10.7 MB as base64 in its record, ~18 min, past the grace
 * (at 20 KB/s, within it). The sweep runs once a minute, so deletion comes within a minute after the grace.
 */
export const RESULT_DELETE_GRACE_MS = 15 * 60_000;

/** The grace for a retention of `retentionMs` (RESULT_DELETE_GRACE_MS at most). */
export function resultDeleteGraceMs(retentionMs: number): number {
  return Math.min(RESULT_DELETE_GRACE_MS, retentionMs);
}

const STALLED_STATUS: Partial<Record<QueryStatus, QueryStatus>> = {
  initialising: 'initialisationFailed',
  executing: 'executionFailed',
  uploading: 'uploadFailed',
};

/** Expires a queued query at its deadline and tells its agent to drop it; true when it did. */
export async function expireQueued(options: Pick<QuerySweepOptions, 'lifecycle' | 'dispatcher'>, query: Query): Promise<boolean> {
  const moved = await options.lifecycle.move(query, { event: 'deadline', to: 'expiredInQueue' });
  if (moved) options.dispatcher.cancel(query.siteId, query.id, 'expiredInQueue');
  return moved !== undefined;
}

/**
 * Expires one batch of queued queries past their deadline; resolves with how many it moved (fewer than it
 * read when some moved on meanwhile or failed to move: the sweep then waits for its next tick rather than
 * retrying them at once). A site offline for a while can have hundreds expiring together: on SQLite they move
 * in one transaction (see QueryLifecycle.moveStoredMany).
 */
async function expireBatch(options: QuerySweepOptions, now: string): Promise<number> {
  const due = await listQueuedPastDeadline(options.store.db, now, DISPATCH_BATCH);
  if (due.length === 0) return 0;
  const moved = await options.lifecycle.moveStoredMany(due, { event: 'deadline', to: 'expiredInQueue' });
  for (const query of moved) options.dispatcher.cancel(query.siteId, query.id, 'expiredInQueue');
  return moved.length;
}

async function failStalled(options: QuerySweepOptions, query: Query): Promise<void> {
  const to = STALLED_STATUS[query.status];
  if (!to) return;
  const seconds = Math.round(options.config.stalledQueryMs / 1000);
  const moved = await options.lifecycle.move(query, {
    event: 'stalled',
    to,
    changes: { errorDetails: { errorType: 'agent', errorCode: 0, errorMessage: `No word from the site's agent for ${seconds} s while the query was ${query.status}.` } },
  });
  if (moved) options.log.warn({ queryId: query.id, siteId: query.siteId, was: query.status, status: to }, 'stalled query failed');
}

export function querySweepTasks(options: QuerySweepOptions): BackgroundTask[] {
  const { store, clock, config } = options;
  const now = (): string => clock.now().toISOString();
  return [
    {
      name: 'queries:expire-queued',
      intervalMs: config.sweepIntervalMs,
      async run() {
        // Batch after batch while full ones are moved, within the interval: one batch a tick would cap expiry
        // at DISPATCH_BATCH a second, and thousands of registered queries on a busy site can fall due faster
        // than that, so the backlog would grow without end.
        const until = Date.now() + config.sweepIntervalMs;
        while ((await expireBatch(options, now())) >= DISPATCH_BATCH && Date.now() < until);
      },
    },
    {
      name: 'queries:fail-stalled',
      intervalMs: config.sweepIntervalMs,
      async run() {
        // Uploads touch the query with every page, so a long healthy export never looks stalled.
        const cutoff = new Date(clock.now().getTime() - config.stalledQueryMs).toISOString();
        for (const query of await listStalled(store.db, cutoff, DISPATCH_BATCH)) await failStalled(options, query);
        for (const flight of [...options.flights.values()]) {
          if (flight.persisted === undefined && flight.query.updatedAt < cutoff) await failStalled(options, flight.query);
        }
      },
    },
    {
      name: 'queries:dispatch-queued',
      intervalMs: config.sweepIntervalMs,
      async run() {
        await options.dispatcher.sweepQueued();
      },
    },
    {
      name: 'queries:retention',
      intervalMs: Math.max(config.sweepIntervalMs, RETENTION_INTERVAL_MS),
      async run() {
        const cutoff = new Date(clock.now().getTime() - resultDeleteGraceMs(config.resultRetentionMs)).toISOString();
        for (const id of await listQueriesWithExpiredResults(store.db, cutoff, DISPATCH_BATCH)) await forgetQueryResults(store, id);
      },
    },
  ];
}
