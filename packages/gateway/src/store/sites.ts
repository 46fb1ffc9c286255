/**
 * @module store/sites
 * Site rows as `Site` records: registration, presence (connection state, heartbeats), authority, status.
 */
import type { Db } from './schema.js';
import { parseJsonOr } from './json-columns.js';
import type { PracticeRef, Site, SiteChanges } from './model.js';
import type { SiteRow, SiteUpdate } from './schema.js';

function toSite(row: SiteRow): Site {
  const catalogue = parseJsonOr<unknown>(row.catalogue, []);
  return {
    id: row.id,
    subscriptionKeyHash: row.subscription_key_hash,
    practiceManagementName: row.practice_management_name,
    pmsType: row.pms_type,
    practiceManagementSiteId: row.practice_management_site_id,
    practiceName: row.practice_name,
    practiceManagementVersion: row.practice_management_version,
    databaseEngine: row.database_engine,
    catalogue: Array.isArray(catalogue) ? (catalogue as Site['catalogue']) : [],
    linkVersion: row.link_version,
    name: row.name,
    status: row.status,
    authoritative: row.authoritative === 1,
    connectionState: row.connection_state,
    heartbeatAt: row.heartbeat_at,
    clientTimestampUtc: row.client_timestamp_utc,
    enrichedAt: row.enriched_at,
    timeZone: row.time_zone,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const COLUMNS: { [K in keyof SiteChanges]-?: (value: NonNullable<SiteChanges[K]> | null) => SiteUpdate } = {
  subscriptionKeyHash: (v) => ({ subscription_key_hash: v as string }),
  practiceManagementName: (v) => ({ practice_management_name: v as string }),
  pmsType: (v) => ({ pms_type: v as string }),
  practiceManagementSiteId: (v) => ({ practice_management_site_id: v as string }),
  practiceName: (v) => ({ practice_name: v as string }),
  practiceManagementVersion: (v) => ({ practice_management_version: v as string }),
  databaseEngine: (v) => ({ database_engine: v as Site['databaseEngine'] }),
  catalogue: (v) => ({ catalogue: JSON.stringify(v ?? []) }),
  linkVersion: (v) => ({ link_version: v as string }),
  name: (v) => ({ name: v as string }),
  status: (v) => ({ status: v as Site['status'] }),
  authoritative: (v) => ({ authoritative: v ? 1 : 0 }),
  connectionState: (v) => ({ connection_state: v as Site['connectionState'] }),
  heartbeatAt: (v) => ({ heartbeat_at: v }),
  clientTimestampUtc: (v) => ({ client_timestamp_utc: v }),
  enrichedAt: (v) => ({ enriched_at: v }),
  timeZone: (v) => ({ time_zone: v }),
  updatedAt: (v) => ({ updated_at: v as string }),
};

function toUpdate(changes: SiteChanges): SiteUpdate {
  const update: SiteUpdate = {};
  for (const [key, value] of Object.entries(changes) as [keyof SiteChanges, never][]) {
    if (value !== undefined) Object.assign(update, COLUMNS[key](value));
  }
  return update;
}

function toRow(site: Site): SiteRow {
  const { id, createdAt, ...rest } = site;
  return { id, created_at: createdAt, ...(toUpdate(rest) as Omit<SiteRow, 'id' | 'created_at'>) };
}

export async function insertSite(db: Db, site: Site): Promise<void> {
  await db.insertInto('sites').values(toRow(site)).execute();
}

export async function findSiteById(db: Db, id: string): Promise<Site | undefined> {
  const row = await db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toSite(row);
}

export async function findSiteByKeyHash(db: Db, keyHash: string): Promise<Site | undefined> {
  const row = await db.selectFrom('sites').selectAll().where('subscription_key_hash', '=', keyHash).executeTakeFirst();
  return row && toSite(row);
}

export async function findAuthoritativeSite(db: Db, practice: PracticeRef): Promise<Site | undefined> {
  const row = await db
    .selectFrom('sites')
    .selectAll()
    .where('practice_management_name', '=', practice.practiceManagementName)
    .where('practice_management_site_id', '=', practice.practiceManagementSiteId)
    .where('authoritative', '=', 1)
    .executeTakeFirst();
  return row && toSite(row);
}

export async function listSites(db: Db, filter: Partial<PracticeRef> = {}): Promise<Site[]> {
  let query = db.selectFrom('sites').selectAll();
  if (filter.practiceManagementName !== undefined) query = query.where('practice_management_name', '=', filter.practiceManagementName);
  if (filter.practiceManagementSiteId !== undefined) query = query.where('practice_management_site_id', '=', filter.practiceManagementSiteId);
  return (await query.orderBy('created_at').orderBy('id').execute()).map(toSite);
}

export async function updateSite(db: Db, id: string, changes: SiteChanges): Promise<number> {
  const update = toUpdate(changes);
  if (Object.keys(update).length === 0) return 0;
  const result = await db.updateTable('sites').set(update).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The authoritative site of each practice the integrator is paired with, oldest first. */
export async function listSitesPairedWith(db: Db, integratorId: string): Promise<Site[]> {
  const rows = await db
    .selectFrom('sites')
    .innerJoin('pairings', (join) =>
      join.onRef('pairings.practice_management_name', '=', 'sites.practice_management_name').onRef('pairings.practice_management_site_id', '=', 'sites.practice_management_site_id'),
    )
    .selectAll('sites')
    .where('pairings.integrator_id', '=', integratorId)
    .where('sites.authoritative', '=', 1)
    .orderBy('sites.created_at')
    .orderBy('sites.id')
    .execute();
  return rows.map(toSite);
}

/** Clears the authoritative flag of every site of a practice (before another is made authoritative). */
export async function clearAuthoritative(db: Db, practice: PracticeRef, now: string): Promise<void> {
  await db
    .updateTable('sites')
    .set({ authoritative: 0, updated_at: now })
    .where('practice_management_name', '=', practice.practiceManagementName)
    .where('practice_management_site_id', '=', practice.practiceManagementSiteId)
    .where('authoritative', '=', 1)
    .execute();
}
