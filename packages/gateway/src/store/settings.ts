/**
 * @module store/settings
 * Small key/value settings the gateway generates once and shares between instances (e.g. the token secret).
 */
import type { Db } from './schema.js';

/** Returns the stored value, or stores `candidate` and returns it when none exists (first writer wins). */
export async function getOrCreateSetting(db: Db, key: string, candidate: string): Promise<string> {
  await db.insertInto('gateway_settings').values({ key, value: candidate }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('gateway_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
