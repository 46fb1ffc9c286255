/**
 * @module store/sites
 * Site rows: registration, presence (connection state, heartbeats), authority and status.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database, NewSiteRow, SiteRow, SiteUpdate } from './schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertSite(db: Db, row: NewSiteRow): Promise<void> {
  await db.insertInto('sites').values(row).execute();
}

export async function findSiteById(db: Db, id: string): Promise<SiteRow | undefined> {
  return db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSiteByKeyHash(db: Db, keyHash: string): Promise<SiteRow | undefined> {
  return db.selectFrom('sites').selectAll().where('subscription_key_hash', '=', keyHash).executeTakeFirst();
}

export async function findAuthoritativeSite(
  db: Db,
  practiceManagementName: string,
  practiceManagementSiteId: string,
): Promise<SiteRow | undefined> {
  return db
    .selectFrom('sites')
    .selectAll()
    .where('practice_management_name', '=', practiceManagementName)
    .where('practice_management_site_id', '=', practiceManagementSiteId)
    .where('authoritative', '=', 1)
    .executeTakeFirst();
}

export interface SiteFilter {
  practiceManagementName?: string;
  practiceManagementSiteId?: string;
}

export async function listSites(db: Db, filter: SiteFilter = {}): Promise<SiteRow[]> {
  let query = db.selectFrom('sites').selectAll();
  if (filter.practiceManagementName !== undefined) query = query.where('practice_management_name', '=', filter.practiceManagementName);
  if (filter.practiceManagementSiteId !== undefined) query = query.where('practice_management_site_id', '=', filter.practiceManagementSiteId);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function updateSite(db: Db, id: string, changes: SiteUpdate): Promise<number> {
  const result = await db.updateTable('sites').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Clears the authoritative flag of every site of a practice (before another is made authoritative). */
export async function clearAuthoritative(
  db: Db,
  practiceManagementName: string,
  practiceManagementSiteId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('sites')
    .set({ authoritative: 0, updated_at: now })
    .where('practice_management_name', '=', practiceManagementName)
    .where('practice_management_site_id', '=', practiceManagementSiteId)
    .where('authoritative', '=', 1)
    .execute();
}

/** Presence updates per transaction: big enough to amortise commits, small enough not to stall the loop. */
const PRESENCE_CHUNK = 250;

/**
 * Applies many presence updates (heartbeats arrive by the thousand) in transactions of PRESENCE_CHUNK rows,
 * yielding to the event loop between them: better-sqlite3 is synchronous, so one big transaction would block
 * every socket for its whole duration (measured: 2,500 rows ≈ 80–250 ms).
 */
export async function applySiteUpdates(db: Kysely<Database>, updates: ReadonlyMap<string, SiteUpdate>): Promise<void> {
  const entries = [...updates];
  for (let start = 0; start < entries.length; start += PRESENCE_CHUNK) {
    if (start > 0) await yieldToEventLoop();
    await db.transaction().execute(async (trx) => {
      for (const [id, changes] of entries.slice(start, start + PRESENCE_CHUNK)) {
        await trx.updateTable('sites').set(changes).where('id', '=', id).execute();
      }
    });
  }
}

