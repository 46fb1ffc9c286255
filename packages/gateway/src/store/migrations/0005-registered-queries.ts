/**
 * Migration 0005: registered queries. The schedule lives here, not in timers: each registration carries
 * its next run slot and when it is due, and `registered_query_runs` holds one row per (registration, slot)
 * under a primary key, so two gateway instances can never both fire the same run (the second insert
 * fails) and a restart resumes from the stored slot. Queries created for a run name their registration and
 * the result hash the agent was given, so the agent can skip uploading an unchanged result.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registered_queries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('integrator_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('registered_query_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('frequency', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('catalogue', 'text', (c) => c.notNull())
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('command_size', 'integer', (c) => c.notNull())
    .addColumn('request_size', 'integer', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('next_slot', 'integer', (c) => c.notNull())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('last_hash', 'text')
    .addColumn('result_query_id', 'text')
    .addColumn('last_error_details', 'text')
    .addColumn('last_execution_duration', 'integer')
    .addColumn('execution_succeeded_count', 'integer', (c) => c.notNull())
    .addColumn('execution_failed_count', 'integer', (c) => c.notNull())
    .addColumn('result_size_sum', 'integer', (c) => c.notNull())
    .addColumn('last_succeeded_at', 'text')
    .addColumn('last_failed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  // The claimer reads enabled registrations by when they are next due.
  await db.schema.createIndex('registered_queries_due').on('registered_queries').columns(['status', 'next_run_at']).execute();
  await db.schema.createIndex('registered_queries_owner').on('registered_queries').columns(['site_id', 'integrator_id', 'status']).execute();

  await db.schema
    .createTable('registered_query_runs')
    .addColumn('registered_query_id', 'text', (c) => c.notNull().references('registered_queries.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (c) => c.notNull())
    /** The query that ran it; null when the run was skipped (site offline). */
    .addColumn('query_id', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('registered_query_runs_pk', ['registered_query_id', 'slot'])
    .execute();

  await db.schema.alterTable('queries').addColumn('registered_query_id', 'text').execute();
  await db.schema.alterTable('queries').addColumn('known_result_hash', 'text').execute();
  await db.schema.alterTable('queries').addColumn('result_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registered_query_runs').execute();
  await db.schema.dropTable('registered_queries').execute();
}
