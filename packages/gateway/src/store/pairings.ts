/**
 * @module store/pairings
 * Pairings (integrator ↔ practice) and pairing codes. A pairing belongs to the practice, not to a site
 * GUID, so it survives a change of authoritative server. Codes are stored as hashes only.
 */
import type { Db } from './schema.js';
import type { PracticeRef } from './model.js';

/** Whether the integrator is paired with the practice. */
export async function isPaired(db: Db, integratorId: string, practice: PracticeRef): Promise<boolean> {
  const row = await db
    .selectFrom('pairings')
    .select('integrator_id')
    .where('integrator_id', '=', integratorId)
    .where('practice_management_name', '=', practice.practiceManagementName)
    .where('practice_management_site_id', '=', practice.practiceManagementSiteId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a pairing unless it exists; returns true when a new one was created. */
export async function insertPairing(db: Db, integratorId: string, practice: PracticeRef, now: string): Promise<boolean> {
  const result = await db
    .insertInto('pairings')
    .values({
      integrator_id: integratorId,
      practice_management_name: practice.practiceManagementName,
      practice_management_site_id: practice.practiceManagementSiteId,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertPairingCode(
  db: Db,
  row: { codeHash: string; practice: PracticeRef; mintedBySiteId: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('pairing_codes')
    .values({
      code_hash: row.codeHash,
      practice_management_name: row.practice.practiceManagementName,
      practice_management_site_id: row.practice.practiceManagementSiteId,
      minted_by_site_id: row.mintedBySiteId,
      expires_at: row.expiresAt,
      used_at: null,
      used_by_integrator_id: null,
      created_at: row.now,
    })
    .execute();
}

/**
 * Marks a code used, only if it is still unused and unexpired. Returns false when another request won
 * the race or the code lapsed, so a code can never pair twice.
 */
export async function consumePairingCode(db: Db, codeHash: string, integratorId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('pairing_codes')
    .set({ used_at: now, used_by_integrator_id: integratorId })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The integrators paired with a practice, oldest pairing first, with when each paired. */
export async function listPairedIntegrators(db: Db, practice: PracticeRef): Promise<{ integratorId: string; name: string; pairedAt: string }[]> {
  const rows = await db
    .selectFrom('pairings')
    .innerJoin('integrators', 'integrators.id', 'pairings.integrator_id')
    .select(['pairings.integrator_id as integratorId', 'integrators.name as name', 'pairings.created_at as pairedAt'])
    .where('pairings.practice_management_name', '=', practice.practiceManagementName)
    .where('pairings.practice_management_site_id', '=', practice.practiceManagementSiteId)
    .orderBy('pairings.created_at')
    .orderBy('pairings.integrator_id')
    .execute();
  return rows;
}
