/**
 * @module bench/lib/scheduled-site
 * B5's world in a gateway's store: one site recorded online with no agent (every run becomes a real queued
 * async query and waits until it expires), an active integrator, and `count` registrations at `frequency`
 * seconds, created spread over the period that starts at `startMs`, as they arrive in life.
 */
import { randomUUID } from 'node:crypto';
import { hashSecret } from '@site-query-gateway/gateway/core/secrets.js';
import { newRegistration } from '@site-query-gateway/gateway/core/registered/new-registration.js';
import { RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';
import type { Store } from '@site-query-gateway/gateway/store/db.js';
import type { Site } from '@site-query-gateway/gateway/store/model.js';
import { insertIntegrator } from '@site-query-gateway/gateway/store/integrators.js';
import { insertRegisteredQuery } from '@site-query-gateway/gateway/store/registered-queries.js';
import { insertSite } from '@site-query-gateway/gateway/store/sites.js';

export async function seedScheduledSite(store: Store, options: { count: number; frequency: number; startMs: number; now: Date }): Promise<void> {
  const { count, frequency, startMs } = options;
  const periodMs = frequency * 1000;
  const at = options.now.toISOString();
  const siteId = randomUUID();
  const site: Site = {
    id: siteId,
    subscriptionKeyHash: hashSecret(`sk_${randomUUID()}`),
    practiceManagementName: 'Zedmed',
    pmsType: 'Zedmed',
    practiceManagementSiteId: 'bench-b5',
    practiceName: 'B5 clinic',
    practiceManagementVersion: '1.0.0',
    databaseEngine: 'sqlite',
    catalogue: [{ name: 'ZEDMED', isDefault: true }],
    linkVersion: RELEASE_VERSION,
    name: 'B5 clinic',
    status: 'active',
    authoritative: true,
    // Online as far as the store knows (heard from now), with no agent to take the work.
    connectionState: 'connected',
    heartbeatAt: at,
    clientTimestampUtc: at,
    enrichedAt: at,
    timeZone: null,
    createdAt: at,
    updatedAt: at,
  };
  await store.transaction(async (trx) => {
    await insertSite(trx, site);
    // The registrations' owner: an active integrator (a missing or disabled one has its runs skipped).
    await insertIntegrator(trx, { id: 'bench-integrator', name: 'B5', apiKeyHash: hashSecret(`key_${randomUUID()}`), apiKeyPrefix: 'bench', status: 'active', createdAt: at, updatedAt: at });
    for (let i = 0; i < count; i++) {
      // Ids as the API makes them (time-ordered).
      const rq = newRegistration({
        integratorId: 'bench-integrator',
        siteId,
        name: `r${i}`,
        frequency,
        duration: 86_400,
        catalogue: 'ZEDMED',
        command: { text: 'select 1', executionMode: 'reader', type: 'text', parameters: [] },
        commandSize: 60,
        requestSize: 200,
        createdAt: new Date(startMs + Math.floor((i * periodMs) / count)),
      });
      await insertRegisteredQuery(trx, rq);
    }
  });
}
