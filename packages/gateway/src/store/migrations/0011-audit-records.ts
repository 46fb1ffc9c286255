/**
 * Migration 0011: the audit trail, one row per access to a site's data (an SQL query of any mode, a
 * registered run, a FHIR read or search, a token grant, a pairing). Rows hold who, when, which site, what
 * (the SQL text's hash and size, or the FHIR request without values) and how it ended, never a secret or
 * a value of patient data. `query_id` is unique so an async query's record is completed, not duplicated,
 * when the query ends; the other indexes serve the operator's filters, newest first.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('integrator_id', 'text', (c) => c.notNull())
    .addColumn('credential_kind', 'text', (c) => c.notNull())
    .addColumn('credential_id', 'text', (c) => c.notNull())
    .addColumn('surface', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text')
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('query_id', 'text')
    .addColumn('sql_hash', 'text')
    .addColumn('sql_size', 'integer')
    .addColumn('fhir_request', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('rows', 'integer')
    .addColumn('bytes', 'integer')
    .execute();
  await db.schema.createIndex('audit_records_query').unique().on('audit_records').column('query_id').execute();
  await db.schema.createIndex('audit_records_at').on('audit_records').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_records_site').on('audit_records').columns(['site_id', 'at']).execute();
  await db.schema.createIndex('audit_records_integrator').on('audit_records').columns(['integrator_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_records').execute();
}
