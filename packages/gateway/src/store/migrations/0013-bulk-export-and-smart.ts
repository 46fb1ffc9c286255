/**
 * Migration 0013: FHIR Bulk Data exports and SMART Backend Services clients. An export row names the
 * async queries that fetch each resource type's rows (JSON text, `parts`), so the export outlives a restart
 * of the gateway: its rows are the queries' pages. A SMART client is an integrator's registered public
 * JWKS and the scopes it may be granted; `smart_assertion_ids` remembers each accepted assertion's `jti`
 * until the assertion would have expired anyway, so a replay is refused.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bulk_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('integrator_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('request_url', 'text', (c) => c.notNull())
    .addColumn('parts', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('transaction_time', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bulk_exports_expiry').on('bulk_exports').column('expires_at').execute();

  await db.schema
    .createTable('smart_clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('integrator_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('jwks', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('smart_clients_integrator').on('smart_clients').column('integrator_id').execute();

  await db.schema
    .createTable('smart_assertion_ids')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('jti', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('smart_assertion_ids_pk', ['client_id', 'jti'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('smart_assertion_ids').execute();
  await db.schema.dropTable('smart_clients').execute();
  await db.schema.dropTable('bulk_exports').execute();
}
