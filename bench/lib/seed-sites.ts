/**
 * @module bench/lib/seed-sites
 * Registers N active sites straight into a fresh SQLite store before the gateway starts: rows shaped
 * as core/sites.ts registerSite writes them (hashed subscription key, one authoritative site per
 * practice, status active), in one transaction. Going through `POST /agent/v1/sites` would measure
 * registration, not idle agents, and cost 10k HTTP requests.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hashSecret } from '../../src/core/secrets.js';
import { openStore } from '../../src/store/db.js';
import { migrateToLatest } from '../../src/store/migrate.js';
import type { NewSiteRow } from '../../src/store/schema.js';
import { insertSite } from '../../src/store/sites.js';
import { RELEASE_VERSION } from '../../src/protocol/version.js';

export interface SeededSites {
  /** Subscription keys, one per site, in the form `site-agent install` generates. */
  keys: string[];
  ms: number;
}

export async function seedSites(storeUrl: string, count: number): Promise<SeededSites> {
  const started = performance.now();
  const store = await openStore(storeUrl);
  try {
    await migrateToLatest(store.db, store.engine);
    const now = new Date().toISOString();
    const keys: string[] = [];
    await store.db.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i++) {
        const key = `sk_${randomBytes(32).toString('base64url')}`;
        keys.push(key);
        const row: NewSiteRow = {
          id: randomUUID(),
          subscription_key_hash: hashSecret(key),
          practice_management_name: 'Zedmed',
          pms_type: 'Zedmed',
          // One practice per site, so each site is its practice's authoritative server.
          practice_management_site_id: `bench-${i}`,
          practice_name: `Bench Clinic ${i}`,
          practice_management_version: '1.0.0',
          database_engine: 'sqlite',
          catalogue: JSON.stringify([{ name: 'ZEDMED', isDefault: true }]),
          link_version: RELEASE_VERSION,
          name: `Bench Clinic ${i}`,
          status: 'active',
          authoritative: 1,
          connection_state: 'never',
          heartbeat_at: null,
          client_timestamp_utc: null,
          enriched_at: now,
          created_at: now,
          updated_at: now,
        };
        await insertSite(trx, row);
      }
    });
    return { keys, ms: performance.now() - started };
  } finally {
    await store.close();
  }
}

/** Sites the store records as connected and heard from since `sinceIso` (what the gateway wrote). */
export async function countConnectedSince(storeUrl: string, sinceIso: string): Promise<number> {
  const store = await openStore(storeUrl);
  try {
    const row = await store.db
      .selectFrom('sites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('connection_state', '=', 'connected')
      .where('heartbeat_at', '>=', sinceIso)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await store.close();
  }
}
