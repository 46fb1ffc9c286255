/**
 * @module store/site-availability
 * Each site's last announced availability. A change is applied by a conditional update from the value it
 * was read as, so when several instances notice the same change only one records it.
 */
import type { PracticeRef } from './model.js';
import type { Db } from './schema.js';

export async function recordedAvailability(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('site_availability').select(['site_id', 'availability']).execute();
  return new Map(rows.map((r) => [r.site_id, r.availability]));
}

/** First sight of a site: its current availability becomes the baseline (no transition). */
export async function insertAvailability(db: Db, siteId: string, availability: string, at: string): Promise<void> {
  await db.insertInto('site_availability').values({ site_id: siteId, availability, changed_at: at }).onConflict((oc) => oc.column('site_id').doNothing()).execute();
}

/** Records a transition; false when another instance recorded it first (or the value moved on). */
export async function moveAvailability(db: Db, siteId: string, from: string, to: string, at: string): Promise<boolean> {
  const result = await db.updateTable('site_availability').set({ availability: to, changed_at: at }).where('site_id', '=', siteId).where('availability', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Integrators paired with a practice (they hear about its authoritative site). */
export async function pairedIntegrators(db: Db, practice: PracticeRef): Promise<string[]> {
  const rows = await db
    .selectFrom('pairings')
    .select('integrator_id')
    .where('practice_management_name', '=', practice.practiceManagementName)
    .where('practice_management_site_id', '=', practice.practiceManagementSiteId)
    .execute();
  return rows.map((r) => r.integrator_id);
}
