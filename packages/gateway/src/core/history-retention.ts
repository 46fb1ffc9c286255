/**
 * @module core/history-retention
 * Keeps the store from growing without end with history nobody reads: webhook deliveries that ended
 * (delivered or failed) and the run slots of registered queries that ended, once older than
 * `GATEWAY_HISTORY_RETENTION_MS` (14 days by default). Every `query.completed` event adds a delivery per
 * subscribed endpoint, and a registration adds a slot per run, so both grow with traffic. Pending
 * deliveries, enabled registrations and the registrations themselves are never touched. Bulk exports past
 * their own expiry go too (their files are no longer served; their queries' results expire on their own).
 */
import { deleteExpiredBulkExports } from '../store/bulk-exports.js';
import { deleteRunSlotsOfEnded } from '../store/registered-queries.js';
import { deleteEndedDeliveries } from '../store/webhooks.js';
import type { BackgroundTask } from './background-tasks.js';
import type { GatewayContext } from './context.js';

const INTERVAL_MS = 60 * 60 * 1000;

/** One pass; resolves with what it forgot (tests, logs). */
export async function forgetOldHistory(ctx: Pick<GatewayContext, 'store' | 'clock' | 'config' | 'log'>): Promise<{ deliveries: number; runSlots: number; bulkExports: number }> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.historyRetentionMs).toISOString();
  const deliveries = await deleteEndedDeliveries(ctx.store.db, cutoff);
  const runSlots = await deleteRunSlotsOfEnded(ctx.store.db, cutoff);
  const bulkExports = await deleteExpiredBulkExports(ctx.store.db, ctx.clock.now().toISOString());
  if (deliveries + runSlots + bulkExports > 0) ctx.log.info({ deliveries, runSlots, bulkExports }, 'forgot history past its retention');
  return { deliveries, runSlots, bulkExports };
}

export function historyRetentionTask(ctx: GatewayContext): BackgroundTask {
  return { name: 'history:retention', intervalMs: Math.min(INTERVAL_MS, ctx.config.historyRetentionMs), run: () => forgetOldHistory(ctx).then(() => undefined) };
}
