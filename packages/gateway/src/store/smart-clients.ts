/**
 * @module store/smart-clients
 * SMART Backend Services clients (an integrator's public JWKS and allowed scopes) and the `jti`s of the
 * client assertions already accepted, kept until those assertions expire so none is accepted twice.
 */
import { parseJsonOr } from './json-columns.js';
import type { Db } from './schema.js';

export interface SmartClient {
  id: string;
  integratorId: string;
  name: string;
  jwks: { keys: Record<string, unknown>[] };
  scopes: string[];
  createdAt: string;
}

export async function insertSmartClient(db: Db, c: SmartClient): Promise<void> {
  await db
    .insertInto('smart_clients')
    .values({ id: c.id, integrator_id: c.integratorId, name: c.name, jwks: JSON.stringify(c.jwks), scopes: JSON.stringify(c.scopes), created_at: c.createdAt })
    .execute();
}

function toClient(row: { id: string; integrator_id: string; name: string; jwks: string; scopes: string; created_at: string }): SmartClient {
  return {
    id: row.id,
    integratorId: row.integrator_id,
    name: row.name,
    jwks: parseJsonOr<{ keys: Record<string, unknown>[] }>(row.jwks, { keys: [] }),
    scopes: parseJsonOr<string[]>(row.scopes, []),
    createdAt: row.created_at,
  };
}

export async function findSmartClient(db: Db, id: string): Promise<SmartClient | undefined> {
  const row = await db.selectFrom('smart_clients').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toClient(row) : undefined;
}

export async function listSmartClients(db: Db, integratorId: string): Promise<SmartClient[]> {
  const rows = await db.selectFrom('smart_clients').selectAll().where('integrator_id', '=', integratorId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toClient);
}

export async function deleteSmartClient(db: Db, integratorId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('smart_clients').where('id', '=', id).where('integrator_id', '=', integratorId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Records an assertion's `jti`; false when that client's `jti` was already recorded (a replay). Forgets
 * the ones whose assertions have expired first, so the table holds a few minutes of assertions at most.
 */
export async function rememberAssertionId(db: Db, clientId: string, jti: string, expiresAt: string, now: string): Promise<boolean> {
  await db.deleteFrom('smart_assertion_ids').where('expires_at', '<', now).execute();
  const result = await db
    .insertInto('smart_assertion_ids')
    .values({ client_id: clientId, jti, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['client_id', 'jti']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
