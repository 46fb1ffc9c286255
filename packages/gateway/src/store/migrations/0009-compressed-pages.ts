/**
 * Migration 0009: result pages stored compressed, as the agent uploaded them. `encoding` names the content
 * encoding of the stored bytes (null: the JSON text itself), `stored_size` their length; `size` stays the
 * JSON text's length, which is what integrators are told and what quotas count.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('result_pages').addColumn('encoding', 'text').execute();
  await db.schema.alterTable('result_pages').addColumn('stored_size', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('result_pages').dropColumn('stored_size').execute();
  await db.schema.alterTable('result_pages').dropColumn('encoding').execute();
}
