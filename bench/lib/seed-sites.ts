/**
 * @module bench/lib/seed-sites
 * Registers N active sites straight into a fresh SQLite store before the gateway starts: rows shaped
 * as core/sites.ts registerSite writes them (hashed subscription key, one authoritative site per
 * practice, status active), in one transaction. Going through `POST /agent/v1/sites` would measure
 * registration, not idle agents, and cost 10k HTTP requests.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hashSecret } from '@site-query-gateway/gateway/core/secrets.js';
import { openStore } from '@site-query-gateway/gateway/store/db.js';
import { migrateToLatest } from '@site-query-gateway/gateway/store/migrate.js';
import type { Site } from '@site-query-gateway/gateway/store/model.js';
import { insertSite } from '@site-query-gateway/gateway/store/sites.js';
import { RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';

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
    await store.transaction(async (trx) => {
      for (let i = 0; i < count; i++) {
        const key = `sk_${randomBytes(32).toString('base64url')}`;
        keys.push(key);
        const site: Site = {
          id: randomUUID(),
          subscriptionKeyHash: hashSecret(key),
          practiceManagementName: 'Zedmed',
          pmsType: 'Zedmed',
          // One practice per site, so each site is its practice's authoritative server.
          practiceManagementSiteId: `bench-${i}`,
          practiceName: `Bench Clinic ${i}`,
          practiceManagementVersion: '1.0.0',
          databaseEngine: 'sqlite',
          catalogue: [{ name: 'ZEDMED', isDefault: true }],
          linkVersion: RELEASE_VERSION,
          name: `Bench Clinic ${i}`,
          status: 'active',
          authoritative: true,
          connectionState: 'never',
          heartbeatAt: null,
          clientTimestampUtc: null,
          enrichedAt: now,
          timeZone: null,
          createdAt: now,
          updatedAt: now,
        };
        await insertSite(trx, site);
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
