/**
 * @module core/audit/audit-retention
 * Forgets audit records older than `GATEWAY_AUDIT_RETENTION_MS` (400 days by default), hourly. The trail
 * has its own period, longer than results' and history's: it is what remains to show who read a clinic's
 * data long after the data is gone.
 */
import { deleteAuditRecordsBefore } from '../../store/audit-records.js';
import type { BackgroundTask } from '../background-tasks.js';
import type { GatewayContext } from '../context.js';

const INTERVAL_MS = 60 * 60 * 1000;

/** One pass; resolves with how many records it forgot. */
export async function forgetOldAuditRecords(ctx: Pick<GatewayContext, 'store' | 'clock' | 'config' | 'log'>): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.auditRetentionMs).toISOString();
  const forgotten = await deleteAuditRecordsBefore(ctx.store.db, cutoff);
  if (forgotten > 0) ctx.log.info({ auditRecords: forgotten }, 'forgot audit records past their retention');
  return forgotten;
}

export function auditRetentionTask(ctx: GatewayContext): BackgroundTask {
  return { name: 'audit:retention', intervalMs: Math.min(INTERVAL_MS, ctx.config.auditRetentionMs), run: () => forgetOldAuditRecords(ctx).then(() => undefined) };
}
