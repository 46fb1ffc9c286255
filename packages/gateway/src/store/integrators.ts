/**
 * @module store/integrators
 * Integrator rows as `Integrator` records. Keys are stored only as SHA-256 hashes; lookups go by hash.
 */
import type { Db } from './schema.js';
import type { Integrator } from './model.js';
import type { IntegratorRow } from './schema.js';

function toIntegrator(row: IntegratorRow): Integrator {
  return {
    id: row.id,
    name: row.name,
    apiKeyHash: row.api_key_hash,
    apiKeyPrefix: row.api_key_prefix,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertIntegrator(db: Db, integrator: Integrator): Promise<void> {
  await db
    .insertInto('integrators')
    .values({
      id: integrator.id,
      name: integrator.name,
      api_key_hash: integrator.apiKeyHash,
      api_key_prefix: integrator.apiKeyPrefix,
      status: integrator.status,
      created_at: integrator.createdAt,
      updated_at: integrator.updatedAt,
    })
    .execute();
}

export async function findIntegratorByKeyHash(db: Db, keyHash: string): Promise<Integrator | undefined> {
  const row = await db.selectFrom('integrators').selectAll().where('api_key_hash', '=', keyHash).executeTakeFirst();
  return row && toIntegrator(row);
}

export async function findIntegratorById(db: Db, id: string): Promise<Integrator | undefined> {
  const row = await db.selectFrom('integrators').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toIntegrator(row);
}

export async function listIntegrators(db: Db): Promise<Integrator[]> {
  return (await db.selectFrom('integrators').selectAll().orderBy('created_at').orderBy('id').execute()).map(toIntegrator);
}

/** Returns the number of rows changed (0 when the id is unknown). */
export async function setIntegratorStatus(db: Db, id: string, status: Integrator['status'], now: string): Promise<number> {
  const result = await db.updateTable('integrators').set({ status, updated_at: now }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Replaces the integrator's key (hash and prefix); returns the number of rows changed (0 when the id is unknown). */
export async function setIntegratorKey(db: Db, id: string, key: { hash: string; prefix: string }, now: string): Promise<number> {
  const result = await db.updateTable('integrators').set({ api_key_hash: key.hash, api_key_prefix: key.prefix, updated_at: now }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
