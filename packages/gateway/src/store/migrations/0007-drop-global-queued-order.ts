/**
 * Migration 0007: drops `queries_queued_order` (queued work of every site in dispatch order). It served the
 * dispatch sweep's read of the oldest queued work of any site; the sweep now reads only the queues of the
 * sites whose agents are ready on the instance, which `queries_queued_dispatch` (site, priority, created)
 * answers. Every queued query paid for the unused index twice: in when queued, out when it moved on.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('queries_queued_order').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('queries_queued_order').on('queries').columns(['priority', 'created_at']).where(sql.ref('status'), '=', 'queued').execute();
}
