/**
 * Migration 0010: webhook delivery that costs the same whatever the backlog, and endpoints that fail for days.
 * An index on (endpoint_id, status, next_attempt_at) lets each tick read a few due deliveries of one endpoint
 * without ranking every pending row; `failing_since` (the first failed attempt since the last success) and
 * `disabled_reason` (why the gateway disabled an endpoint, shown to the integrator and the operator) are
 * new columns of webhook_endpoints. The previous release ignores all three.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').addColumn('failing_since', 'text').execute();
  await db.schema.alterTable('webhook_endpoints').addColumn('disabled_reason', 'text').execute();
  await db.schema.createIndex('webhook_deliveries_endpoint_due').on('webhook_deliveries').columns(['endpoint_id', 'status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_endpoint_due').execute();
  await db.schema.alterTable('webhook_endpoints').dropColumn('disabled_reason').execute();
  await db.schema.alterTable('webhook_endpoints').dropColumn('failing_since').execute();
}
