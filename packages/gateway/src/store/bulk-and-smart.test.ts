/**
 * The bulk export and SMART client tables on SQLite and, when it runs here, PostgreSQL: an export is read
 * back as written, cancelled, and forgotten past its expiry; its parts change only from what was read; an assertion's jti is accepted once per
 * client and forgotten once the assertion has expired.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL, serviceAvailable } from '../../../../test/helpers/services.js';
import { deleteExpiredBulkExports, findBulkExport, insertBulkExport, listRunningBulkExports, markBulkExportCancelled, markBulkExportReady, replaceBulkExportParts, type BulkExport } from './bulk-exports.js';
import { openStore, type Store } from './db.js';
import { migrateToLatest } from './migrate.js';
import { deleteSmartClient, findSmartClient, insertSmartClient, listSmartClients, rememberAssertionId } from './smart-clients.js';

function suite(engine: string, open: () => Promise<Store>, drop: (store: Store) => Promise<void>): void {
  describe(engine, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
      await migrateToLatest(store.db, store.engine);
    });
    afterAll(async () => {
      await drop(store);
      await store.close();
    });

    it('keeps an export, cancels it and forgets it past its expiry', async () => {
      const exp: BulkExport = {
        id: randomUUID(), integratorId: 'i1', siteId: 's1', requestUrl: 'https://gw/x/$export', parts: [{ type: 'Patient', queryId: randomUUID() }],
        status: 'running', transactionTime: '2026-01-01T00:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-02T00:00:00.000Z',
      };
      await insertBulkExport(store.db, exp);
      expect(await findBulkExport(store.db, exp.id)).toEqual(exp);
      await markBulkExportCancelled(store.db, exp.id);
      expect((await findBulkExport(store.db, exp.id))?.status).toBe('cancelled');
      expect(await deleteExpiredBulkExports(store.db, '2026-01-01T12:00:00.000Z')).toBe(0);
      expect(await deleteExpiredBulkExports(store.db, '2026-01-02T00:00:00.000Z')).toBe(1);
      expect(await findBulkExport(store.db, exp.id)).toBeUndefined();
    });

    it("changes an export's parts only from what was read, only while it runs; lists the running ones", async () => {
      const parts = [{ type: 'Patient', queryId: randomUUID() }, { type: 'Condition', queryId: randomUUID() }];
      const exp: BulkExport = {
        id: randomUUID(), integratorId: 'i1', siteId: 's1', requestUrl: 'https://gw/x/$export', parts,
        status: 'running', transactionTime: '2026-02-01T00:00:00.000Z', createdAt: '2026-02-01T00:00:00.000Z', expiresAt: '2026-02-02T00:00:00.000Z',
      };
      await insertBulkExport(store.db, exp);
      const claimed = [{ ...parts[0]!, rendering: { attemptId: 'a1', at: '2026-02-01T00:00:01.000Z' } }, parts[1]!];
      expect(await replaceBulkExportParts(store.db, exp.id, parts, claimed)).toBe(true);
      // A second instance that read the parts before the claim changes nothing.
      expect(await replaceBulkExportParts(store.db, exp.id, parts, [parts[0]!, { ...parts[1]!, renderFailed: true }])).toBe(false);
      expect((await findBulkExport(store.db, exp.id))?.parts).toEqual(claimed);
      expect((await listRunningBulkExports(store.db, '2026-02-01T12:00:00.000Z', 10)).map((e) => e.id)).toContain(exp.id);
      expect((await listRunningBulkExports(store.db, '2026-02-02T00:00:00.000Z', 10)).map((e) => e.id)).not.toContain(exp.id);
      await markBulkExportReady(store.db, exp.id);
      expect((await findBulkExport(store.db, exp.id))?.status).toBe('ready');
      expect((await listRunningBulkExports(store.db, '2026-02-01T12:00:00.000Z', 10)).map((e) => e.id)).not.toContain(exp.id);
      expect(await replaceBulkExportParts(store.db, exp.id, claimed, parts)).toBe(false);
      // A cancelled export stays cancelled.
      await markBulkExportCancelled(store.db, exp.id);
      await markBulkExportReady(store.db, exp.id);
      expect((await findBulkExport(store.db, exp.id))?.status).toBe('cancelled');
    });

    it('keeps SMART clients per integrator and accepts each jti once', async () => {
      const client = { id: randomUUID(), integratorId: 'i1', name: 'c', jwks: { keys: [{ kty: 'EC', crv: 'P-384' }] }, scopes: ['system/*.rs'], createdAt: '2026-01-01T00:00:00.000Z' };
      await insertSmartClient(store.db, client);
      expect(await findSmartClient(store.db, client.id)).toEqual(client);
      expect(await listSmartClients(store.db, 'i2')).toEqual([]);
      expect(await rememberAssertionId(store.db, client.id, 'j1', '2026-01-01T00:05:00.000Z', '2026-01-01T00:00:00.000Z')).toBe(true);
      expect(await rememberAssertionId(store.db, client.id, 'j1', '2026-01-01T00:05:00.000Z', '2026-01-01T00:01:00.000Z')).toBe(false);
      expect(await rememberAssertionId(store.db, randomUUID(), 'j1', '2026-01-01T00:05:00.000Z', '2026-01-01T00:01:00.000Z')).toBe(true);
      // Once the assertion has expired its jti is forgotten: an expired assertion is refused by its exp anyway.
      expect(await rememberAssertionId(store.db, client.id, 'j1', '2026-01-01T00:15:00.000Z', '2026-01-01T00:10:00.000Z')).toBe(true);
      expect(await deleteSmartClient(store.db, 'i2', client.id)).toBe(false);
      expect(await deleteSmartClient(store.db, 'i1', client.id)).toBe(true);
      expect(await findSmartClient(store.db, client.id)).toBeUndefined();
    });
  });
}

suite('sqlite', () => openStore('sqlite::memory:'), async () => undefined);

const pgAvailable = await serviceAvailable('PostgreSQL', PG_URL);
describe.runIf(pgAvailable)('PostgreSQL', () => {
  const schema = `bulk_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  suite('postgres', () => openStore(PG_URL, { schema, poolSize: 2 }), async (store) => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
  });
});
