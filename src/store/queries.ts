/**
 * @module store/queries
 * Query rows: the durable record of every immediate and async SQL query. Status changes that race with
 * the agent or the expiry sweep are conditional updates (`where status in (…)`), so the first writer wins
 * and a late report can be detected (0 rows changed).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, QueryRow, QueryUpdate } from './schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertQuery(db: Db, row: QueryRow): Promise<void> {
  await db.insertInto('queries').values(row).execute();
}

export async function findQuery(db: Db, id: string): Promise<QueryRow | undefined> {
  return db.selectFrom('queries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findQueries(db: Db, ids: readonly string[]): Promise<QueryRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('queries').selectAll().where('id', 'in', ids).execute();
}

/** Updates a query only while it is in one of `fromStatuses`; returns whether it changed. */
export async function updateQueryIf(db: Db, id: string, fromStatuses: readonly string[], changes: QueryUpdate): Promise<boolean> {
  const result = await db.updateTable('queries').set(changes).where('id', '=', id).where('status', 'in', fromStatuses).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Queued work of a site in dispatch order: immediate first, then oldest first. */
export async function listQueuedForSite(db: Db, siteId: string, limit: number): Promise<QueryRow[]> {
  return db
    .selectFrom('queries')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('status', '=', 'queued')
    .orderBy('priority')
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Queued queries whose start deadline has passed (for the expiry sweep). */
export async function listQueuedPastDeadline(db: Db, now: string, limit: number): Promise<QueryRow[]> {
  return db.selectFrom('queries').selectAll().where('status', '=', 'queued').where('start_deadline', '<=', now).orderBy('start_deadline').limit(limit).execute();
}

/** Finished queries (of any final status) whose retention has passed and that still hold results. */
export async function listQueriesWithExpiredResults(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('queries').select('id').where('results_expire_at', '<=', now).limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Oldest queued queries of any site (the dispatcher keeps those whose agent it holds). */
export async function listQueued(db: Db, limit: number): Promise<QueryRow[]> {
  return db.selectFrom('queries').selectAll().where('status', '=', 'queued').orderBy('priority').orderBy('created_at').limit(limit).execute();
}

/** In-flight queries (not queued) untouched since `cutoff`. */
export async function listStalled(db: Db, cutoff: string, limit: number): Promise<QueryRow[]> {
  return db
    .selectFrom('queries')
    .selectAll()
    .where('status', 'in', ['initialising', 'executing', 'uploading'])
    .where('updated_at', '<', cutoff)
    .limit(limit)
    .execute();
}

/** Records progress (a page stored) so a long upload is not taken for a stalled one. */
export async function touchQuery(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('queries').set({ updated_at: now }).where('id', '=', id).where('status', 'in', ['executing', 'uploading']).execute();
}
