/**
 * Migration 0006: webhook endpoints and their deliveries. A delivery row is the durable outbox: written in
 * the same transaction as the change it reports, then sent (and retried) by the delivery worker. The
 * endpoint's signing secret is kept as issued (see docs/security.md, "Webhook secrets"): HMAC needs the key
 * itself, so it cannot be hashed like the other credentials. `site_availability` records each site's last
 * announced availability, so a change becomes one recorded transition (and one `site.availabilityChanged`).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('integrator_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('event_types', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_integrator').on('webhook_endpoints').columns(['integrator_id', 'status']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('integrator_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('give_up_at', 'text', (c) => c.notNull())
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema
    .createTable('site_availability')
    .addColumn('site_id', 'text', (c) => c.primaryKey())
    .addColumn('availability', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_availability').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
