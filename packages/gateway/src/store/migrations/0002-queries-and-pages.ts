/**
 * Migration 0002: SQL passthrough queries, their result pages, and page content in chunks.
 * Page content is stored as ~64 KiB chunks so a page is written and streamed without ever being held
 * whole; the binary column type is the only dialect difference (blob on SQLite, bytea on PostgreSQL).
 */
import { sql, type Kysely } from 'kysely';
import type { StoreEngine } from '../db.js';

export function createMigration0002(engine: StoreEngine) {
  const binary = engine === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('queries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('integrator_id', 'text', (c) => c.notNull())
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull())
        .addColumn('catalogue', 'text', (c) => c.notNull())
        .addColumn('command', 'text', (c) => c.notNull())
        .addColumn('max_time_in_queue', 'integer', (c) => c.notNull())
        .addColumn('start_deadline', 'text', (c) => c.notNull())
        .addColumn('command_size', 'integer', (c) => c.notNull())
        .addColumn('request_size', 'integer', (c) => c.notNull())
        .addColumn('sql_query_size', 'integer', (c) => c.notNull())
        .addColumn('status_timing', 'text', (c) => c.notNull())
        .addColumn('sql_execution_duration', 'integer')
        .addColumn('result_rows', 'integer')
        .addColumn('result_size', 'integer')
        .addColumn('rows_affected', 'integer')
        .addColumn('scalar_value', 'text')
        .addColumn('output_parameters', 'text')
        .addColumn('error_details', 'text')
        .addColumn('page_count', 'integer')
        .addColumn('results_expire_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        .execute();
      // Dispatch order per site: immediate (priority 0) before async, then oldest first.
      await db.schema.createIndex('queries_dispatch').on('queries').columns(['site_id', 'status', 'priority', 'created_at']).execute();
      // The expiry sweep reads queued queries by deadline.
      await db.schema.createIndex('queries_deadline').on('queries').columns(['status', 'start_deadline']).execute();
      await db.schema.createIndex('queries_results_expiry').on('queries').columns(['results_expire_at']).execute();

      await db.schema
        .createTable('query_pages')
        .addColumn('query_id', 'text', (c) => c.notNull().references('queries.id').onDelete('cascade'))
        .addColumn('page_number', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('row_count', 'integer', (c) => c.notNull())
        .addColumn('range_start', 'integer', (c) => c.notNull())
        .addColumn('range_end', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('query_pages_pk', ['query_id', 'page_number'])
        .execute();

      await db.schema
        .createTable('query_page_chunks')
        .addColumn('query_id', 'text', (c) => c.notNull())
        .addColumn('page_number', 'integer', (c) => c.notNull())
        .addColumn('chunk_index', 'integer', (c) => c.notNull())
        .addColumn('data', binary, (c) => c.notNull())
        .addPrimaryKeyConstraint('query_page_chunks_pk', ['query_id', 'page_number', 'chunk_index'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['query_page_chunks', 'query_pages', 'queries']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
