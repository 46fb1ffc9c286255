/**
 * @module store/integrators
 * Integrator rows. Keys are stored only as SHA-256 hashes; lookups go by hash.
 */
import type { Kysely } from 'kysely';
import type { Database, IntegratorRow, NewIntegratorRow } from './schema.js';

export async function insertIntegrator(db: Kysely<Database>, row: NewIntegratorRow): Promise<void> {
  await db.insertInto('integrators').values(row).execute();
}

export async function findIntegratorByKeyHash(db: Kysely<Database>, keyHash: string): Promise<IntegratorRow | undefined> {
  return db.selectFrom('integrators').selectAll().where('api_key_hash', '=', keyHash).executeTakeFirst();
}

export async function findIntegratorById(db: Kysely<Database>, id: string): Promise<IntegratorRow | undefined> {
  return db.selectFrom('integrators').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listIntegrators(db: Kysely<Database>): Promise<IntegratorRow[]> {
  return db.selectFrom('integrators').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** Returns the number of rows changed (0 when the id is unknown). */
export async function setIntegratorStatus(
  db: Kysely<Database>,
  id: string,
  status: IntegratorRow['status'],
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('integrators')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
