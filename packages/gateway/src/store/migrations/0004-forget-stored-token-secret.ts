/**
 * Migration 0004: the token-signing secret is no longer kept in the store. Earlier versions generated it
 * once and stored it in plain text beside the data tokens give access to; it now comes from configuration
 * (GATEWAY_TOKEN_SECRET) or lives in one process's memory. Tokens signed with the stored secret stop working.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ gateway_settings: { key: string } }>).deleteFrom('gateway_settings').where('key', '=', 'token_secret').execute();
}

export async function down(): Promise<void> {
  // Nothing to restore: the secret is gone on purpose.
}
