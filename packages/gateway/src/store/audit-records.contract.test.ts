/**
 * The audit trail's store functions on every engine the gateway supports: SQLite in memory always,
 * PostgreSQL when it answers (in its own schema, dropped afterwards). An async query's record is one row
 * whichever of its two writes (the request's, the query's end) lands first; lists go newest first with
 * filters and a keyset cursor; retention deletes by age only.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL, serviceAvailable } from '../../../../test/helpers/services.js';
import { deleteAuditRecordsBefore, insertAuditRecords, listAuditRecords, recordQueryEnds } from './audit-records.js';
import { openStore, type Store } from './db.js';
import { migrateToLatest } from './migrate.js';
import type { AuditRecord } from './model.js';

const SITE_A = randomUUID();
const SITE_B = randomUUID();

function record(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    id: randomUUID(),
    at: '2026-11-21T00:00:00.000Z',
    integratorId: 'integrator-1',
    credentialKind: 'integratorKey',
    credentialId: 'ik_abcdefg',
    surface: 'integrator',
    siteId: SITE_A,
    operation: 'query.immediate',
    queryId: null,
    sqlHash: 'a'.repeat(64),
    sqlSize: 12,
    fhirRequest: null,
    outcome: 'ok',
    httpStatus: 200,
    rows: 3,
    bytes: 120,
    ...overrides,
  };
}

function runAuditSuite(engine: string, open: () => Promise<Store>, cleanup: (store: Store) => Promise<void>): void {
  describe(`audit records on ${engine}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
      await migrateToLatest(store.db, store.engine);
    });
    afterAll(async () => {
      await cleanup(store);
      await store.close();
    });

    it('round-trips every field', async () => {
      const one = record({ siteId: randomUUID(), fhirRequest: 'GET Patient?family', sqlHash: null, sqlSize: null, rows: null, bytes: null, httpStatus: null });
      await insertAuditRecords(store.db, [one]);
      expect(await listAuditRecords(store.db, { siteId: one.siteId! }, 10)).toEqual([one]);
    });

    it("keeps one row per query whichever write lands first, with the request's who and the end's outcome", async () => {
      const request = (queryId: string) => record({ queryId, operation: 'query.async', outcome: 'accepted', httpStatus: 201, rows: null, bytes: null, credentialId: 'ik_request', siteId: SITE_B });
      const end = (queryId: string) => record({ queryId, operation: 'query.async', outcome: 'successful', httpStatus: null, rows: 7, bytes: 700, credentialId: '', siteId: SITE_B, at: '2026-11-20T00:00:00.000Z' });
      const first = randomUUID();
      await insertAuditRecords(store.db, [request(first)]);
      await recordQueryEnds(store.db, [end(first)]);
      const second = randomUUID();
      await recordQueryEnds(store.db, [end(second)]);
      await insertAuditRecords(store.db, [request(second)]);
      for (const queryId of [first, second]) {
        const rows = (await listAuditRecords(store.db, { siteId: SITE_B }, 100)).filter((r) => r.queryId === queryId);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ credentialId: 'ik_request', httpStatus: 201, outcome: 'successful', rows: 7, bytes: 700, at: '2026-11-21T00:00:00.000Z' });
      }
    });

    it('lists newest first, filtered by site, integrator and time, page by page', async () => {
      const site = randomUUID();
      const records = Array.from({ length: 7 }, (_, i) => record({ siteId: site, integratorId: i % 2 === 0 ? 'even' : 'odd', at: `2026-11-2${i}T00:00:00.000Z` }));
      // Two at the same instant: the id orders them.
      records.push(record({ siteId: site, integratorId: 'even', at: records[3]!.at }));
      await insertAuditRecords(store.db, records);
      const all = await listAuditRecords(store.db, { siteId: site }, 100);
      expect(all).toHaveLength(8);
      const sorted = [...records].sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
      expect(all.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
      expect((await listAuditRecords(store.db, { siteId: site, integratorId: 'odd' }, 100)).map((r) => r.integratorId)).toEqual(['odd', 'odd', 'odd']);
      expect(await listAuditRecords(store.db, { siteId: site, from: '2026-11-22T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' }, 100)).toHaveLength(3);
      const pages: string[] = [];
      let after: { at: string; id: string } | undefined;
      for (;;) {
        const page = await listAuditRecords(store.db, { siteId: site, ...(after ? { after } : {}) }, 3);
        pages.push(...page.map((r) => r.id));
        if (page.length < 3) break;
        after = { at: page[2]!.at, id: page[2]!.id };
      }
      expect(pages).toEqual(sorted.map((r) => r.id));
    });

    it('forgets records older than the cutoff only', async () => {
      const site = randomUUID();
      await insertAuditRecords(store.db, [record({ siteId: site, at: '2020-01-01T00:00:00.000Z' }), record({ siteId: site, at: '2030-01-01T00:00:00.000Z' })]);
      expect(await deleteAuditRecordsBefore(store.db, '2021-01-01T00:00:00.000Z')).toBeGreaterThanOrEqual(1);
      expect((await listAuditRecords(store.db, { siteId: site }, 10)).map((r) => r.at)).toEqual(['2030-01-01T00:00:00.000Z']);
    });

    it('writes a batch larger than one statement', async () => {
      const site = randomUUID();
      await insertAuditRecords(store.db, Array.from({ length: 250 }, () => record({ siteId: site })));
      expect(await listAuditRecords(store.db, { siteId: site }, 1000)).toHaveLength(250);
    });
  });
}

runAuditSuite('sqlite', () => openStore('sqlite::memory:'), async () => undefined);

const pgAvailable = await serviceAvailable('PostgreSQL', PG_URL);
describe.runIf(pgAvailable)('PostgreSQL', () => {
  const schema = `audit_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  runAuditSuite(
    'postgres',
    () => openStore(PG_URL, { schema, poolSize: 2 }),
    async (store) => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
    },
  );
});
