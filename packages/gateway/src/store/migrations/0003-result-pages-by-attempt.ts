/**
 * Migration 0003: result pages keyed by upload attempt, page content outside the query's page rows, and
 * inline results on the query row.
 *
 * - `result_pages` replaces `query_pages`: each page names its site (for the per-site upload quota), the
 *   upload attempt whose content it is and where
 *   that content lives (`inline`: the query's `inline_result`; `file`: a file beside a SQLite store;
 *   `chunks`: `result_page_chunks` rows). A stale or failed attempt can then never complete or tear a page.
 *   No foreign key to `queries`: an immediate query's record is written once, when it is final, after its
 *   pages were uploaded.
 * - `result_page_chunks` replaces `query_page_chunks`, with the attempt in its key.
 * - `queries.inline_result` holds a result small enough to come back on the agent's socket, so the hot
 *   immediate path writes one row and no page content.
 * - The dispatch and deadline indexes cover queued queries only: every finished query (most rows, and
 *   every immediate one, written once when final) is left out of them, which makes the hot insert cheaper
 *   and the sweeps' scans smaller.
 * Existing pages keep their chunks (attempt `legacy`).
 */
import { sql, type Kysely } from 'kysely';
import type { StoreEngine } from '../db.js';

export function createMigration0003(engine: StoreEngine) {
  const binary = engine === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('queries').addColumn('inline_result', 'text').execute();
      await db.schema.dropIndex('queries_dispatch').execute();
      await db.schema.dropIndex('queries_deadline').execute();
      await db.schema.createIndex('queries_queued_dispatch').on('queries').columns(['site_id', 'priority', 'created_at']).where(sql.ref('status'), '=', 'queued').execute();
      await db.schema.createIndex('queries_queued_deadline').on('queries').column('start_deadline').where(sql.ref('status'), '=', 'queued').execute();
      await db.schema.createIndex('queries_queued_order').on('queries').columns(['priority', 'created_at']).where(sql.ref('status'), '=', 'queued').execute();
      // The stalled-query sweep reads running queries by their last word.
      await db.schema.createIndex('queries_running_updated').on('queries').column('updated_at').where(sql.ref('status'), 'in', sql`('initialising', 'executing', 'uploading')`).execute();
      await db.schema
        .createTable('result_pages')
        .addColumn('query_id', 'text', (c) => c.notNull())
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('page_number', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('row_count', 'integer', (c) => c.notNull())
        .addColumn('range_start', 'integer', (c) => c.notNull())
        .addColumn('range_end', 'integer', (c) => c.notNull())
        .addColumn('storage', 'text', (c) => c.notNull())
        .addColumn('attempt_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_pages_pk', ['query_id', 'page_number'])
        .execute();
      // A site's stored bytes (its upload quota) add up from this index alone.
      await db.schema.createIndex('result_pages_site').on('result_pages').columns(['site_id', 'status']).execute();
      await db.schema
        .createTable('result_page_chunks')
        .addColumn('query_id', 'text', (c) => c.notNull())
        .addColumn('page_number', 'integer', (c) => c.notNull())
        .addColumn('attempt_id', 'text', (c) => c.notNull())
        .addColumn('chunk_index', 'integer', (c) => c.notNull())
        .addColumn('data', binary, (c) => c.notNull())
        .addPrimaryKeyConstraint('result_page_chunks_pk', ['query_id', 'page_number', 'attempt_id', 'chunk_index'])
        .execute();
      await sql`insert into result_pages (query_id, site_id, page_number, status, size, row_count, range_start, range_end, storage, attempt_id, created_at)
        select p.query_id, q.site_id, p.page_number, p.status, p.size, p.row_count, p.range_start, p.range_end, 'chunks', 'legacy', p.created_at
        from query_pages p join queries q on q.id = p.query_id`.execute(db);
      await sql`insert into result_page_chunks (query_id, page_number, attempt_id, chunk_index, data)
        select query_id, page_number, 'legacy', chunk_index, data from query_page_chunks`.execute(db);
      await db.schema.dropTable('query_page_chunks').execute();
      await db.schema.dropTable('query_pages').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const index of ['queries_queued_dispatch', 'queries_queued_deadline', 'queries_queued_order', 'queries_running_updated']) await db.schema.dropIndex(index).ifExists().execute();
      await db.schema.createIndex('queries_dispatch').on('queries').columns(['site_id', 'status', 'priority', 'created_at']).execute();
      await db.schema.createIndex('queries_deadline').on('queries').columns(['status', 'start_deadline']).execute();
      await db.schema.dropTable('result_page_chunks').ifExists().execute();
      await db.schema.dropTable('result_pages').ifExists().execute();
      await db.schema.alterTable('queries').dropColumn('inline_result').execute();
    },
  };
}
