/**
 * Migration 0008: the clinic's time zone, as its agent reports it in its hello (an IANA name). The FHIR
 * facade writes a site's local times as instants with that zone's offset; null (no agent has reported
 * one yet, or an agent before this column) reads as Australia/Sydney, as every site did before.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').addColumn('time_zone', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').dropColumn('time_zone').execute();
}
