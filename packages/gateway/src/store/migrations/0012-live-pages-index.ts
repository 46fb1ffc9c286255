/**
 * Migration 0012: an index of the result pages still held (not expired), covering what their stored bytes add up
 * from (with the status, so SQLite reads the index alone). Expired pages keep their row (a read of them answers 410), so the table grows with history; this index
 * grows only with what is held, and the bytes-stored gauge of /metrics sums it alone, never the table.
 * Only an index: the previous release neither needs nor minds it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('result_pages_held').on('result_pages').columns(['storage', 'size', 'stored_size', 'status']).where(sql.ref('status'), '<>', 'expired').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('result_pages_held').execute();
}
