/**
 * Migration 0001: integrators, sites, pairings, pairing codes, settings.
 * Dialect-neutral: text ids and timestamps, integer booleans, so it runs unchanged on SQLite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('integrators')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('api_key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('api_key_prefix', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('practice_management_name', 'text', (c) => c.notNull())
    .addColumn('pms_type', 'text', (c) => c.notNull())
    .addColumn('practice_management_site_id', 'text', (c) => c.notNull())
    .addColumn('practice_name', 'text', (c) => c.notNull())
    .addColumn('practice_management_version', 'text', (c) => c.notNull())
    .addColumn('database_engine', 'text', (c) => c.notNull())
    .addColumn('catalogue', 'text', (c) => c.notNull())
    .addColumn('link_version', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('authoritative', 'integer', (c) => c.notNull())
    .addColumn('connection_state', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text')
    .addColumn('client_timestamp_utc', 'text')
    .addColumn('enriched_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sites_practice')
    .on('sites')
    .columns(['practice_management_name', 'practice_management_site_id'])
    .execute();
  // "Exactly one authoritative server per practice" enforced by the database, not only by code.
  await db.schema
    .createIndex('sites_one_authoritative')
    .on('sites')
    .columns(['practice_management_name', 'practice_management_site_id'])
    .unique()
    .where(sql.ref('authoritative'), '=', 1)
    .execute();

  await db.schema
    .createTable('pairings')
    .addColumn('integrator_id', 'text', (c) => c.notNull().references('integrators.id'))
    .addColumn('practice_management_name', 'text', (c) => c.notNull())
    .addColumn('practice_management_site_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pairings_pk', [
      'integrator_id',
      'practice_management_name',
      'practice_management_site_id',
    ])
    .execute();

  await db.schema
    .createTable('pairing_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('practice_management_name', 'text', (c) => c.notNull())
    .addColumn('practice_management_site_id', 'text', (c) => c.notNull())
    .addColumn('minted_by_site_id', 'text', (c) => c.notNull().references('sites.id'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by_integrator_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gateway_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['gateway_settings', 'pairing_codes', 'pairings', 'sites', 'integrators']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
