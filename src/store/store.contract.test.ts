/**
 * One store suite, run on every engine the gateway supports: SQLite in memory always, PostgreSQL when
 * it answers (each run in its own schema, dropped afterwards). Under CI a missing PostgreSQL fails.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRowFixture } from '../../test/helpers/rows.js';
import { PG_URL, serviceAvailable } from '../../test/helpers/services.js';
import { openStore, type Store } from './db.js';
import { findIntegratorByKeyHash, insertIntegrator, listIntegrators, setIntegratorStatus } from './integrators.js';
import { migrateToLatest } from './migrate.js';
import { consumePairingCode, findPairing, insertPairing, insertPairingCode } from './pairings.js';
import { findQuery, insertQuery, listQueriesWithExpiredResults, listQueuedForSite, listQueuedPastDeadline, updateQueryIf } from './queries.js';
import { beginPage, completePage, expireResults, findPage, insertPageChunk, listPages, readPageChunk, storeWholePage } from './result-pages.js';
import type { QueryRow, SiteRow } from './schema.js';
import { getOrCreateSetting } from './settings.js';
import { applySiteUpdates, clearAuthoritative, findAuthoritativeSite, findSiteById, findSiteByKeyHash, insertSite, listSites } from './sites.js';

const NOW = '2026-11-21T00:00:00.000Z';

function siteRow(overrides: Partial<SiteRow> = {}): SiteRow {
  const id = randomUUID();
  return {
    id,
    subscription_key_hash: `hash-${id}`,
    practice_management_name: 'Best Practice',
    pms_type: 'BestPractice',
    practice_management_site_id: `practice-${id}`,
    practice_name: 'Clinic',
    practice_management_version: '1.0',
    database_engine: 'sqlite',
    catalogue: '[{"name":"BPSPatients","isDefault":true}]',
    link_version: '26.1121.1',
    name: 'Clinic',
    status: 'active',
    authoritative: 1,
    connection_state: 'never',
    heartbeat_at: null,
    client_timestamp_utc: null,
    enriched_at: NOW,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

const queryRow = (siteId: string): QueryRow => queryRowFixture(siteId, { created_at: NOW });

function runStoreSuite(engine: string, open: () => Promise<Store>, cleanup: (store: Store) => Promise<void>): void {
  describe(`store on ${engine}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
      await migrateToLatest(store.db, store.engine);
    });
    afterAll(async () => {
      await cleanup(store);
      await store.close();
    });

    it('migrates idempotently and answers pings', async () => {
      expect(await migrateToLatest(store.db, store.engine)).toEqual([]);
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('finds integrators by key hash only and changes their status', async () => {
      const id = randomUUID();
      await insertIntegrator(store.db, { id, name: 'acme', api_key_hash: `h-${id}`, api_key_prefix: 'ik_abc', status: 'active', created_at: NOW, updated_at: NOW });
      expect((await findIntegratorByKeyHash(store.db, `h-${id}`))?.id).toBe(id);
      expect(await findIntegratorByKeyHash(store.db, 'nope')).toBeUndefined();
      expect(await setIntegratorStatus(store.db, id, 'disabled', NOW)).toBe(1);
      expect(await setIntegratorStatus(store.db, randomUUID(), 'disabled', NOW)).toBe(0);
      expect((await listIntegrators(store.db)).find((i) => i.id === id)?.status).toBe('disabled');
    });

    it('allows exactly one authoritative site per practice', async () => {
      const first = siteRow();
      await insertSite(store.db, first);
      const second = siteRow({ practice_management_site_id: first.practice_management_site_id });
      await expect(insertSite(store.db, second)).rejects.toThrow();
      await insertSite(store.db, { ...second, authoritative: 0 });
      expect((await findAuthoritativeSite(store.db, 'Best Practice', first.practice_management_site_id))?.id).toBe(first.id);
      expect(await listSites(store.db, { practiceManagementName: 'Best Practice', practiceManagementSiteId: first.practice_management_site_id })).toHaveLength(2);

      await store.db.transaction().execute(async (trx) => {
        await clearAuthoritative(trx, 'Best Practice', first.practice_management_site_id, NOW);
        await trx.updateTable('sites').set({ authoritative: 1 }).where('id', '=', second.id).execute();
      });
      expect((await findAuthoritativeSite(store.db, 'Best Practice', first.practice_management_site_id))?.id).toBe(second.id);
      expect((await findSiteByKeyHash(store.db, first.subscription_key_hash))?.authoritative).toBe(0);
    });

    it('applies batched presence updates in one go', async () => {
      const a = siteRow();
      const b = siteRow();
      await insertSite(store.db, a);
      await insertSite(store.db, b);
      await applySiteUpdates(
        store.db,
        new Map([
          [a.id, { connection_state: 'connected', heartbeat_at: NOW }],
          [b.id, { connection_state: 'signed_off' }],
        ]),
      );
      expect((await findSiteById(store.db, a.id))?.connection_state).toBe('connected');
      expect((await findSiteById(store.db, a.id))?.heartbeat_at).toBe(NOW);
      expect((await findSiteById(store.db, b.id))?.connection_state).toBe('signed_off');
    });

    it('pairs idempotently and consumes a pairing code once, never after expiry', async () => {
      const site = siteRow();
      await insertSite(store.db, site);
      const integratorId = randomUUID();
      await insertIntegrator(store.db, { id: integratorId, name: 'x', api_key_hash: `h-${integratorId}`, api_key_prefix: 'ik', status: 'active', created_at: NOW, updated_at: NOW });
      const practice = { practiceManagementName: 'Best Practice', practiceManagementSiteId: site.practice_management_site_id };
      expect(await insertPairing(store.db, integratorId, practice, NOW)).toBe(true);
      expect(await insertPairing(store.db, integratorId, practice, NOW)).toBe(false);
      expect(await findPairing(store.db, integratorId, practice)).toBeDefined();

      await insertPairingCode(store.db, { codeHash: `c-${site.id}`, practice, mintedBySiteId: site.id, expiresAt: '2026-11-22T00:00:00.000Z', now: NOW });
      expect(await consumePairingCode(store.db, `c-${site.id}`, integratorId, NOW)).toBe(true);
      expect(await consumePairingCode(store.db, `c-${site.id}`, integratorId, NOW)).toBe(false);

      await insertPairingCode(store.db, { codeHash: `e-${site.id}`, practice, mintedBySiteId: site.id, expiresAt: NOW, now: NOW });
      expect(await consumePairingCode(store.db, `e-${site.id}`, integratorId, '2026-11-21T00:00:00.001Z')).toBe(false);
    });

    it('moves queries by conditional updates and lists queued work in dispatch order', async () => {
      const site = siteRow();
      await insertSite(store.db, site);
      const base = queryRow(site.id);
      const asyncOld = { ...base, id: randomUUID(), priority: 1, created_at: '2026-11-21T00:00:01.000Z' };
      const immediateNew = { ...base, id: randomUUID(), priority: 0, created_at: '2026-11-21T00:00:02.000Z' };
      const asyncNew = { ...base, id: randomUUID(), priority: 1, created_at: '2026-11-21T00:00:03.000Z' };
      for (const row of [asyncNew, asyncOld, immediateNew]) await insertQuery(store.db, row);
      expect((await listQueuedForSite(store.db, site.id, 10)).map((r) => r.id)).toEqual([immediateNew.id, asyncOld.id, asyncNew.id]);

      expect(await updateQueryIf(store.db, asyncOld.id, ['queued'], { status: 'executing' })).toBe(true);
      expect(await updateQueryIf(store.db, asyncOld.id, ['queued'], { status: 'expiredInQueue' })).toBe(false);
      expect((await findQuery(store.db, asyncOld.id))?.status).toBe('executing');
      expect((await listQueuedPastDeadline(store.db, '2026-11-21T01:00:00.000Z', 10)).map((r) => r.id).sort()).toEqual([immediateNew.id, asyncNew.id].sort());
    });

    it('stores page content in chunks and reads the same bytes back; expiry drops content but keeps pages', async () => {
      const site = siteRow();
      await insertSite(store.db, site);
      const query = queryRow(site.id);
      await insertQuery(store.db, query);
      const bytes = Buffer.from(JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ i, s: `row ${i} é ✓` }))), 'utf8');
      await beginPage(store.db, query.id, 1, NOW);
      for (let offset = 0, index = 0; offset < bytes.length; offset += 4096, index++) await insertPageChunk(store.db, query.id, 1, index, bytes.subarray(offset, offset + 4096));
      await completePage(store.db, query.id, { pageNumber: 1, size: bytes.length, count: 5000, rangeStart: 1, rangeEnd: 5000 });
      await storeWholePage(store.db, query.id, { pageNumber: 2, size: 2, count: 0, rangeStart: 0, rangeEnd: 0 }, Buffer.from('[]'), 4096, NOW);

      const chunks: Uint8Array[] = [];
      for (let index = 0; ; index++) {
        const chunk = await readPageChunk(store.db, query.id, 1, index);
        if (!chunk) break;
        chunks.push(chunk);
      }
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      await store.db.updateTable('queries').set({ results_expire_at: '2026-11-22T00:00:00.000Z' }).where('id', '=', query.id).execute();
      expect(await listQueriesWithExpiredResults(store.db, '2026-11-21T12:00:00.000Z', 10)).not.toContain(query.id);
      expect(await listQueriesWithExpiredResults(store.db, '2026-11-22T00:00:00.000Z', 10)).toContain(query.id);
      expect((await listPages(store.db, query.id)).map((p) => [p.page_number, p.status, p.row_count])).toEqual([[1, 'cached', 5000], [2, 'cached', 0]]);

      await expireResults(store.db, query.id);
      expect(await readPageChunk(store.db, query.id, 1, 0)).toBeUndefined();
      expect((await findPage(store.db, query.id, 1))?.status).toBe('expired');
      // What else may carry patient data is forgotten too.
      expect(await findQuery(store.db, query.id)).toMatchObject({ command: '{}', scalar_value: null, output_parameters: null, results_expire_at: null });
    });

    it('keeps the first value of a generated setting', async () => {
      const key = `k-${randomUUID()}`;
      expect(await getOrCreateSetting(store.db, key, 'first')).toBe('first');
      expect(await getOrCreateSetting(store.db, key, 'second')).toBe('first');
    });
  });
}

runStoreSuite('sqlite', () => openStore('sqlite::memory:'), async () => undefined);

const pgAvailable = await serviceAvailable('PostgreSQL', PG_URL);
describe.runIf(pgAvailable)('PostgreSQL', () => {
  const schema = `store_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  runStoreSuite(
    'postgres',
    () => openStore(PG_URL, { schema, poolSize: 4 }),
    async (store) => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
    },
  );
});
