/**
 * One store suite, run on every engine the gateway supports: SQLite in memory always, PostgreSQL when
 * it answers (each run in its own schema, dropped afterwards). Under CI a missing PostgreSQL fails.
 * The page content stores (chunk rows; files beside a SQLite store) are run through the same contract.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql, type Kysely, type MigrationProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryFixture, registeredFixture, siteFixture } from '../../../../test/helpers/rows.js';
import { PG_URL, serviceAvailable } from '../../../../test/helpers/services.js';
import { openStore, type Store } from './db.js';
import { findIntegratorByKeyHash, insertIntegrator, listIntegrators, setIntegratorKey, setIntegratorStatus } from './integrators.js';
import { migrateToLatest, migratorFor } from './migrate.js';
import type { Integrator } from './model.js';
import { FilePageStore } from './page-content/file-page-store.js';
import { PageContentTooLarge, type PageContentStore } from './page-content/page-content-store.js';
import { consumePairingCode, insertPairing, insertPairingCode, isPaired, listPairedIntegrators } from './pairings.js';
import { findQuery, forgetQueryData, insertQueries, insertQuery, listQueriesWithExpiredResults, listQueuedForSite, listQueuedForSites, listQueuedPastDeadline, updateQueriesIf, updateQueryIf } from './queries.js';
import { claimPage, completePage, findPage, insertPages, listPages, markPagesExpired, releasePage } from './result-pages.js';
import { advanceSchedules, claimDueRegisteredQueries, findRegisteredQuery, insertRegisteredQuery, insertRunSlots, listRunSlots, recordManyRunFailures } from './registered-queries.js';
import { getOrCreateSetting } from './settings.js';
import { clearAuthoritative, findAuthoritativeSite, findSiteById, findSiteByKeyHash, insertSite, listSites, listSitesPairedWith, updateSite } from './sites.js';

const NOW = '2026-11-21T00:00:00.000Z';

const integrator = (id: string): Integrator => ({ id, name: 'acme', apiKeyHash: `h-${id}`, apiKeyPrefix: 'ik_abc', status: 'active', createdAt: NOW, updatedAt: NOW });

async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

/** A stream of `bytes` in pieces of `piece` bytes, as an upload arrives. */
function pieces(bytes: Buffer, piece: number): AsyncIterable<Uint8Array> {
  return Readable.from((function* () {
    for (let offset = 0; offset < bytes.length; offset += piece) yield bytes.subarray(offset, offset + piece);
  })());
}

const sampleBytes = (): Buffer => Buffer.from(JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ i, s: `row ${i} é ✓` }))), 'utf8');

/** The contract every page content store keeps. */
function runPageContentSuite(name: string, make: () => PageContentStore): void {
  describe(`page content: ${name}`, () => {
    it('writes an attempt from a stream and reads the same bytes back, in bounded chunks', async () => {
      const store = make();
      const key = { queryId: randomUUID(), pageNumber: 1, attemptId: randomUUID() };
      const bytes = sampleBytes();
      expect(await store.write(key, pieces(bytes, 4096), bytes.length)).toBe(bytes.length);
      const chunks: Uint8Array[] = [];
      for await (const chunk of store.read(key)) chunks.push(chunk);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(64 * 1024);
      // An empty page has content too.
      const empty = { ...key, pageNumber: 2 };
      await store.write(empty, pieces(Buffer.alloc(0), 1), 10);
      expect((await collect(store.read(empty))).length).toBe(0);
    });

    it("stores an upload's pieces byte for byte when each is a buffer of its own, and frees them once stored", async () => {
      const store = make();
      const key = { queryId: randomUUID(), pageNumber: 1, attemptId: randomUUID() };
      // As an HTTP body arrives: 20 pieces of 50,000 bytes, each the whole of its buffer, across chunk bounds.
      const bodyPieces = Array.from({ length: 20 }, (_, i) => Buffer.alloc(50_000, 97 + i));
      const expected = Buffer.concat(bodyPieces);
      expect(await store.write(key, Readable.from(bodyPieces), expected.length)).toBe(expected.length);
      expect((await collect(store.read(key))).equals(expected)).toBe(true);
      expect(bodyPieces.every((piece) => piece.byteLength === 0)).toBe(true);
    });

    it("opens an attempt for reading into the caller's buffers, whatever their size", async () => {
      const store = make();
      const queryId = randomUUID();
      const bytes = sampleBytes();
      const key = { queryId, pageNumber: 1, attemptId: randomUUID() };
      await store.write(key, pieces(bytes, 4096), bytes.length);
      for (const size of [1, 7, 4096, 100_003, bytes.length + 10]) {
        const reader = await store.open(key);
        const buffer = Buffer.alloc(size);
        const parts: Buffer[] = [];
        for (let n = await reader.read(buffer); n > 0; n = await reader.read(buffer)) parts.push(Buffer.from(buffer.subarray(0, n)));
        await reader.close();
        await reader.close();
        expect({ size, same: Buffer.concat(parts).equals(bytes) }).toEqual({ size, same: true });
      }
      // A later page of the same query, and a page written after the query's content was discarded.
      const second = { ...key, pageNumber: 2, attemptId: randomUUID() };
      await store.write(second, pieces(Buffer.from('[2]'), 1), 10);
      await store.discardQuery(queryId);
      const again = { ...key, pageNumber: 3, attemptId: randomUUID() };
      await store.write(again, pieces(Buffer.from('[3]'), 1), 10);
      expect((await collect(store.read(again))).toString()).toBe('[3]');
    });

    it('keeps two attempts at one page apart, and a failed attempt leaves nothing', async () => {
      const store = make();
      const queryId = randomUUID();
      const a = { queryId, pageNumber: 1, attemptId: randomUUID() };
      const b = { ...a, attemptId: randomUUID() };
      await Promise.all([store.write(a, pieces(Buffer.from('["a","a","a"]'), 2), 100), store.write(b, pieces(Buffer.from('["b","b"]'), 3), 100)]);
      expect((await collect(store.read(a))).toString()).toBe('["a","a","a"]');
      expect((await collect(store.read(b))).toString()).toBe('["b","b"]');
      const big = { ...a, attemptId: randomUUID() };
      await expect(store.write(big, pieces(sampleBytes(), 4096), 10_000)).rejects.toBeInstanceOf(PageContentTooLarge);
      expect((await collect(store.read(big)).catch(() => Buffer.alloc(0))).length).toBe(0);
      await store.discard(a);
      expect((await collect(store.read(a)).catch(() => Buffer.alloc(0))).length).toBe(0);
      await store.discardQuery(queryId);
      expect((await collect(store.read(b)).catch(() => Buffer.alloc(0))).length).toBe(0);
    });
  });
}

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
      await insertIntegrator(store.db, integrator(id));
      expect((await findIntegratorByKeyHash(store.db, `h-${id}`))?.id).toBe(id);
      expect(await findIntegratorByKeyHash(store.db, 'nope')).toBeUndefined();
      expect(await setIntegratorStatus(store.db, id, 'disabled', NOW)).toBe(1);
      expect(await setIntegratorStatus(store.db, randomUUID(), 'disabled', NOW)).toBe(0);
      expect((await listIntegrators(store.db)).find((i) => i.id === id)?.status).toBe('disabled');
      expect(await setIntegratorKey(store.db, id, { hash: `k-${id}`, prefix: 'ik_new' }, NOW)).toBe(1);
      expect(await setIntegratorKey(store.db, randomUUID(), { hash: 'x', prefix: 'x' }, NOW)).toBe(0);
      expect(await findIntegratorByKeyHash(store.db, `h-${id}`)).toBeUndefined();
      expect(await findIntegratorByKeyHash(store.db, `k-${id}`)).toMatchObject({ id, apiKeyPrefix: 'ik_new' });
    });

    it("lists an integrator's paired practices by their authoritative site, and a practice's integrators", async () => {
      const [one, other] = [randomUUID(), randomUUID()];
      await insertIntegrator(store.db, { ...integrator(one), name: 'one' });
      await insertIntegrator(store.db, { ...integrator(other), name: 'other' });
      const site = siteFixture({ createdAt: '2026-11-20T00:00:00.000Z' });
      const standby = siteFixture({ practiceManagementSiteId: site.practiceManagementSiteId, authoritative: false });
      const second = siteFixture();
      for (const s of [site, standby, second]) await insertSite(store.db, s);
      const practiceOf = (s: typeof site) => ({ practiceManagementName: s.practiceManagementName, practiceManagementSiteId: s.practiceManagementSiteId });
      await insertPairing(store.db, one, practiceOf(site), NOW);
      await insertPairing(store.db, one, practiceOf(second), NOW);
      await insertPairing(store.db, other, practiceOf(site), '2026-11-21T00:00:01.000Z');
      expect((await listSitesPairedWith(store.db, one)).map((s) => s.id)).toEqual([site.id, second.id]);
      expect((await listSitesPairedWith(store.db, other)).map((s) => s.id)).toEqual([site.id]);
      expect(await listSitesPairedWith(store.db, randomUUID())).toEqual([]);
      expect(await listPairedIntegrators(store.db, practiceOf(site))).toEqual([
        { integratorId: one, name: 'one', pairedAt: NOW },
        { integratorId: other, name: 'other', pairedAt: '2026-11-21T00:00:01.000Z' },
      ]);
    });

    it('allows exactly one authoritative site per practice', async () => {
      const first = siteFixture();
      await insertSite(store.db, first);
      const second = siteFixture({ practiceManagementSiteId: first.practiceManagementSiteId });
      await expect(insertSite(store.db, second)).rejects.toThrow();
      await insertSite(store.db, { ...second, authoritative: false });
      expect((await findAuthoritativeSite(store.db, first))?.id).toBe(first.id);
      expect(await listSites(store.db, { practiceManagementName: 'Best Practice', practiceManagementSiteId: first.practiceManagementSiteId })).toHaveLength(2);

      await store.transaction(async (trx) => {
        await clearAuthoritative(trx, first, NOW);
        await updateSite(trx, second.id, { authoritative: true });
      });
      expect((await findAuthoritativeSite(store.db, first))?.id).toBe(second.id);
      expect((await findSiteByKeyHash(store.db, first.subscriptionKeyHash))?.authoritative).toBe(false);
    });

    it('round-trips a site and applies presence changes', async () => {
      const site = siteFixture({ catalogue: [{ name: 'A', isDefault: false }, { name: 'B', isDefault: true }] });
      await insertSite(store.db, site);
      expect(await findSiteById(store.db, site.id)).toEqual(site);
      await updateSite(store.db, site.id, { connectionState: 'connected', heartbeatAt: NOW });
      expect(await findSiteById(store.db, site.id)).toMatchObject({ connectionState: 'connected', heartbeatAt: NOW, timeZone: null });
      await updateSite(store.db, site.id, { timeZone: 'Australia/Perth' });
      expect((await findSiteById(store.db, site.id))?.timeZone).toBe('Australia/Perth');
      expect(await updateSite(store.db, site.id, {})).toBe(0);
    });

    it('pairs idempotently and consumes a pairing code once, never after expiry', async () => {
      const site = siteFixture();
      await insertSite(store.db, site);
      const integratorId = randomUUID();
      await insertIntegrator(store.db, integrator(integratorId));
      const practice = { practiceManagementName: 'Best Practice', practiceManagementSiteId: site.practiceManagementSiteId };
      expect(await isPaired(store.db, integratorId, practice)).toBe(false);
      expect(await insertPairing(store.db, integratorId, practice, NOW)).toBe(true);
      expect(await insertPairing(store.db, integratorId, practice, NOW)).toBe(false);
      expect(await isPaired(store.db, integratorId, practice)).toBe(true);

      await insertPairingCode(store.db, { codeHash: `c-${site.id}`, practice, mintedBySiteId: site.id, expiresAt: '2026-11-22T00:00:00.000Z', now: NOW });
      expect(await consumePairingCode(store.db, `c-${site.id}`, integratorId, NOW)).toBe(true);
      expect(await consumePairingCode(store.db, `c-${site.id}`, integratorId, NOW)).toBe(false);

      await insertPairingCode(store.db, { codeHash: `e-${site.id}`, practice, mintedBySiteId: site.id, expiresAt: NOW, now: NOW });
      expect(await consumePairingCode(store.db, `e-${site.id}`, integratorId, '2026-11-21T00:00:00.001Z')).toBe(false);
    });

    it('round-trips a query record, moves queries by conditional updates and lists queued work in dispatch order', async () => {
      const site = siteFixture();
      await insertSite(store.db, site);
      const full = queryFixture(site.id, {
        mode: 'immediate',
        status: 'executionFailed',
        statusTiming: { queued: { startTime: NOW, endTime: NOW } },
        errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage: 'no such table', timedOut: true },
        outputParameters: [{ name: '@o', direction: 'output', type: 'Int', value: '3' }],
        inlineResult: '[{"x":1}]',
        command: { text: 'select @a', executionMode: 'scalar', type: 'text', parameters: [{ name: '@a', direction: 'input', type: 'Int', value: '1' }] },
      });
      await insertQuery(store.db, full);
      expect(await findQuery(store.db, full.id)).toEqual(full);

      const asyncOld = queryFixture(site.id, { createdAt: '2026-11-21T00:00:01.000Z' });
      const immediateNew = queryFixture(site.id, { mode: 'immediate', createdAt: '2026-11-21T00:00:02.000Z' });
      const asyncNew = queryFixture(site.id, { createdAt: '2026-11-21T00:00:03.000Z' });
      await insertQueries(store.db, [asyncNew, asyncOld, immediateNew]);
      expect((await listQueuedForSite(store.db, site.id, 10)).map((r) => r.id)).toEqual([immediateNew.id, asyncOld.id, asyncNew.id]);

      expect(await updateQueryIf(store.db, asyncOld.id, ['queued'], { status: 'executing' })).toBe(true);
      expect(await updateQueryIf(store.db, asyncOld.id, ['queued'], { status: 'expiredInQueue' })).toBe(false);
      expect((await findQuery(store.db, asyncOld.id))?.status).toBe('executing');
      expect((await listQueuedPastDeadline(store.db, '2026-11-21T01:00:00.000Z', 10)).map((r) => r.id).sort()).toEqual([immediateNew.id, asyncNew.id].sort());
      // The dispatch sweep reads only the queues of the sites it names: another site's backlog is not read.
      const other = siteFixture();
      await insertSite(store.db, other);
      const otherQueued = queryFixture(other.id, { createdAt: '2026-11-21T00:00:00.500Z' });
      await insertQuery(store.db, otherQueued);
      expect((await listQueuedForSites(store.db, [site.id], 10)).map((r) => r.id)).toEqual([immediateNew.id, asyncNew.id]);
      expect((await listQueuedForSites(store.db, [site.id, other.id], 2)).map((r) => r.id)).toEqual([immediateNew.id, otherQueued.id]);
      expect(await listQueuedForSites(store.db, [], 10)).toEqual([]);
    });

    it('moves many queries in one statement, each with its own values, only from the statuses given', async () => {
      const site = siteFixture();
      await insertSite(store.db, site);
      const queued = [queryFixture(site.id), queryFixture(site.id), queryFixture(site.id)];
      await insertQueries(store.db, queued);
      expect(await updateQueryIf(store.db, queued[2]!.id, ['queued'], { status: 'executing' })).toBe(true);
      const at = '2026-11-21T00:05:00.000Z';
      const expire = (i: number) => ({
        status: 'expiredInQueue' as const,
        statusTiming: { queued: { startTime: NOW, endTime: at, durationMs: 300_000 + i } },
        updatedAt: at,
        completedAt: at,
        // Differs per query and is a number: typed in the VALUES list on PostgreSQL.
        resultSize: i === 0 ? null : 70_000 + i,
      });
      const changed = await updateQueriesIf(
        store.db,
        queued.map((q, i) => ({ id: q.id, changes: expire(i) })),
        ['queued'],
      );
      expect([...changed].sort()).toEqual([queued[0]!.id, queued[1]!.id].sort());
      for (const i of [0, 1]) expect(await findQuery(store.db, queued[i]!.id)).toMatchObject(expire(i));
      expect(await findQuery(store.db, queued[2]!.id)).toMatchObject({ status: 'executing', completedAt: null });
      // Changes setting different columns go one by one, with the same outcome.
      const more = [queryFixture(site.id), queryFixture(site.id)];
      await insertQueries(store.db, more);
      const mixed = await updateQueriesIf(
        store.db,
        [
          { id: more[0]!.id, changes: { status: 'expiredInQueue', updatedAt: at } },
          { id: more[1]!.id, changes: { status: 'expiredInQueue', updatedAt: at, completedAt: at } },
        ],
        ['queued'],
      );
      expect([...mixed].sort()).toEqual(more.map((q) => q.id).sort());
      expect(await findQuery(store.db, more[1]!.id)).toMatchObject({ status: 'expiredInQueue', completedAt: at });
      expect(await updateQueriesIf(store.db, [], ['queued'])).toEqual(new Set());
    });

    it('lets only the attempt that claimed a page last complete it; a released claim leaves no page', async () => {
      const site = siteFixture();
      await insertSite(store.db, site);
      const query = queryFixture(site.id);
      await insertQuery(store.db, query);
      const claim = (attemptId: string) => claimPage(store.db, { queryId: query.id, siteId: site.id, pageNumber: 1, attemptId, storage: 'chunks', now: NOW });
      const range = { count: 2, rangeStart: 1, rangeEnd: 2 };
      expect(await claim('first')).toBeUndefined();
      expect(await claim('second')).toBe('first');
      expect(await completePage(store.db, { queryId: query.id, pageNumber: 1, attemptId: 'first', size: 10, ...range })).toBe(false);
      expect(await completePage(store.db, { queryId: query.id, pageNumber: 1, attemptId: 'second', size: 12, ...range })).toBe(true);
      expect(await findPage(store.db, query.id, 1)).toMatchObject({ status: 'cached', attemptId: 'second', size: 12, count: 2 });
      await claim('third');
      await releasePage(store.db, query.id, 1, 'third');
      expect(await findPage(store.db, query.id, 1)).toBeUndefined();
    });

    it('lists pages in order; retention marks them expired and forgets what may carry patient data', async () => {
      const site = siteFixture();
      await insertSite(store.db, site);
      const query = queryFixture(site.id, { inlineResult: '[]', scalarValue: '1', outputParameters: [], resultsExpireAt: '2026-11-22T00:00:00.000Z' });
      await insertQuery(store.db, query);
      const page = { queryId: query.id, siteId: site.id, status: 'cached' as const, size: 2, count: 0, rangeStart: 0, rangeEnd: 0, storage: 'inline' as const, attemptId: 'inline', createdAt: NOW };
      await insertPages(store.db, [{ ...page, pageNumber: 2 }, { ...page, pageNumber: 1 }]);
      expect((await listPages(store.db, query.id)).map((p) => p.pageNumber)).toEqual([1, 2]);
      expect(await listQueriesWithExpiredResults(store.db, '2026-11-21T12:00:00.000Z', 10)).not.toContain(query.id);
      expect(await listQueriesWithExpiredResults(store.db, '2026-11-22T00:00:00.000Z', 10)).toContain(query.id);
      await markPagesExpired(store.db, query.id);
      await forgetQueryData(store.db, query.id);
      expect((await findPage(store.db, query.id, 1))?.status).toBe('expired');
      expect(await findQuery(store.db, query.id)).toMatchObject({ command: { text: '' }, scalarValue: null, outputParameters: null, inlineResult: null, resultsExpireAt: null });
    });

    it('moves many schedules and takes many run slots in one statement each, leaving stale ones alone', async () => {
      const at = new Date().toISOString();
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of ids) await insertRegisteredQuery(store.db, registeredFixture(id, at));
      // The third was claimed at slot 0 but has moved on meanwhile (slot 4): its advance is stale.
      await advanceSchedules(store.db, [{ id: ids[2]!, fromSlot: 0, nextSlot: 4, nextRunAt: at }], at);
      const moved = await advanceSchedules(
        store.db,
        ids.map((id) => ({ id, fromSlot: 0, nextSlot: 3, nextRunAt: '2030-01-01T00:00:00.000Z' })),
        at,
      );
      expect([...moved].sort()).toEqual([ids[0], ids[1]].sort());
      expect(await findRegisteredQuery(store.db, ids[0]!)).toMatchObject({ nextSlot: 3, nextRunAt: '2030-01-01T00:00:00.000Z' });
      expect(await findRegisteredQuery(store.db, ids[2]!)).toMatchObject({ nextSlot: 4 });
      expect(await advanceSchedules(store.db, [], at)).toEqual(new Set());

      const slot = (id: string, queryId: string | null) => ({ registeredQueryId: id, slot: 2, queryId, outcome: queryId ? ('started' as const) : ('skipped' as const), createdAt: at });
      expect(await insertRunSlots(store.db, [slot(ids[0]!, randomUUID())])).toEqual(new Set([ids[0]]));
      // Slot 2 of the first is taken: only the others' are.
      const taken = await insertRunSlots(store.db, [slot(ids[0]!, randomUUID()), slot(ids[1]!, null), slot(ids[2]!, randomUUID())]);
      expect([...taken].sort()).toEqual([ids[1], ids[2]].sort());
      expect((await listRunSlots(store.db, ids[0]!)).map((r) => r.slot)).toEqual([2]);
    });

    it('writes batches larger than a chunk (queries, run slots, schedule moves, failures) whole, and again with new values', async () => {
      const siteId = randomUUID();
      for (const round of [1, 2]) {
        const queries = Array.from({ length: 150 }, (_, i) => queryFixture(siteId, { catalogue: `round ${round} query ${i}` }));
        await store.transaction((trx) => insertQueries(trx, queries));
        for (const q of [queries[0]!, queries[70]!, queries[149]!]) expect(await findQuery(store.db, q.id)).toEqual(q);

        const at = new Date().toISOString();
        const ids = Array.from({ length: 70 }, () => randomUUID());
        for (const id of ids) await insertRegisteredQuery(store.db, registeredFixture(id, at));
        const moved = await advanceSchedules(
          store.db,
          ids.map((id, i) => ({ id, fromSlot: 0, nextSlot: round + i, nextRunAt: at })),
          at,
        );
        expect(moved).toEqual(new Set(ids));
        expect(await findRegisteredQuery(store.db, ids[69]!)).toMatchObject({ nextSlot: round + 69 });
        const taken = await insertRunSlots(
          store.db,
          ids.map((id, i) => ({ registeredQueryId: id, slot: i, queryId: queries[i]!.id, outcome: 'started' as const, createdAt: at })),
        );
        expect(taken).toEqual(new Set(ids));
        expect(await listRunSlots(store.db, ids[65]!)).toEqual([{ slot: 65, outcome: 'started', queryId: queries[65]!.id }]);
        await recordManyRunFailures(
          store.db,
          ids.map((id, i) => ({ id, failures: i + 1, details: { errorType: 'gateway', errorCode: 503, errorMessage: `run ${i}` }, at, durationMs: i })),
        );
        expect(await findRegisteredQuery(store.db, ids[66]!)).toMatchObject({ executionFailedCount: 67, lastExecutionDuration: 66, lastErrorDetails: { errorMessage: 'run 66' } });
      }
    });

    it('claims due registrations with what a run needs, and counts many runs\' failures in one statement', async () => {
      const at = '2026-11-21T00:00:00.000Z';
      const ids: string[] = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of ids) await insertRegisteredQuery(store.db, registeredFixture(id, at, id === ids[0] ? { lastHash: 'ab'.repeat(32) } : {}));
      const due = await claimDueRegisteredQueries(store.db, store.engine, '2026-11-21T00:00:01.000Z', 100);
      const mine = due.filter((d) => ids.includes(d.id));
      expect(mine).toHaveLength(3);
      const full = await findRegisteredQuery(store.db, ids[0]!);
      expect(mine.find((d) => d.id === ids[0])).toEqual({
        id: full!.id,
        integratorId: full!.integratorId,
        siteId: full!.siteId,
        frequency: full!.frequency,
        catalogue: full!.catalogue,
        command: full!.command,
        endsAt: full!.endsAt,
        nextSlot: full!.nextSlot,
        lastHash: full!.lastHash,
        createdAt: full!.createdAt,
      });

      const details = (errorMessage: string) => ({ errorType: 'gateway', errorCode: 503, errorMessage });
      await recordManyRunFailures(store.db, [
        { id: ids[0]!, failures: 1, details: details('later'), at: '2026-11-21T00:02:00.000Z', durationMs: 40 },
        { id: ids[1]!, failures: 3, details: details('missed'), at: '2026-11-21T00:01:00.000Z', durationMs: null },
        // A second entry of the first registration, older: counts add, the later details stay.
        { id: ids[0]!, failures: 2, details: details('earlier'), at: '2026-11-21T00:01:00.000Z', durationMs: 10 },
      ]);
      expect(await findRegisteredQuery(store.db, ids[0]!)).toMatchObject({ executionFailedCount: 3, lastErrorDetails: details('later'), lastFailedAt: '2026-11-21T00:02:00.000Z', lastExecutionDuration: 40 });
      // No duration given: the one it had stays.
      expect(await findRegisteredQuery(store.db, ids[1]!)).toMatchObject({ executionFailedCount: 3, lastErrorDetails: details('missed'), lastExecutionDuration: null });
      expect(await findRegisteredQuery(store.db, ids[2]!)).toMatchObject({ executionFailedCount: 0, lastErrorDetails: null });
      await recordManyRunFailures(store.db, []);
    });

    it('keeps the first value of a generated setting', async () => {
      const key = `k-${randomUUID()}`;
      expect(await getOrCreateSetting(store.db, key, 'first')).toBe('first');
      expect(await getOrCreateSetting(store.db, key, 'second')).toBe('first');
    });

    runPageContentSuite(`chunks on ${engine}`, () => (store.engine === 'postgres' ? store.pageContent.primary : store.pageContent.of('chunks')));
  });
}

/** Migration 0003 moves pages written before it (chunks in query_pages) to result_pages, readable as before. */
async function checkLegacyPagesMigrate(store: Store): Promise<void> {
  const db = store.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const provider = (await import('./migrate.js')).migrationsFor(store.engine);
  const migrator = await migratorFor(store.db, store.engine, { getMigrations: async () => provider } satisfies MigrationProvider);
  const before = await migrator.migrateTo('0002-queries-and-pages');
  expect(before.error).toBeUndefined();
  const queryId = randomUUID();
  const legacyQuery = { id: queryId, integrator_id: 'i', site_id: 's', mode: 'async', status: 'successful', priority: 1, catalogue: 'C', command: '{}', max_time_in_queue: 0, start_deadline: NOW, command_size: 0, request_size: 0, sql_query_size: 0, status_timing: '{}', created_at: NOW, updated_at: NOW };
  await db.insertInto('queries').values(legacyQuery).execute();
  await db.insertInto('query_pages').values({ query_id: queryId, page_number: 1, status: 'cached', size: 2, row_count: 0, range_start: 0, range_end: 0, created_at: NOW }).execute();
  await db.insertInto('query_page_chunks').values({ query_id: queryId, page_number: 1, chunk_index: 0, data: Buffer.from('[]') }).execute();
  await migrateToLatest(store.db, store.engine);
  const page = await findPage(store.db, queryId, 1);
  expect(page).toMatchObject({ storage: 'chunks', attemptId: 'legacy', size: 2 });
  expect((await collect(store.pageContent.of('chunks').read(page!))).toString()).toBe('[]');
}

runStoreSuite('sqlite', () => openStore('sqlite::memory:'), async () => undefined);

describe('store files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-files-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  runPageContentSuite('files', () => new FilePageStore(path.join(dir, 'results')));

  it('creates the SQLite store, its WAL and its page files owner-only', async () => {
    const store = await openStore(`sqlite:${path.join(dir, 'data', 'gateway.db')}`);
    await migrateToLatest(store.db, store.engine);
    await store.pageContent.primary.write({ queryId: randomUUID(), pageNumber: 1, attemptId: randomUUID() }, pieces(Buffer.from('[]'), 1), 10);
    const modes = ['data/gateway.db', 'data/gateway.db-wal', 'data/results'].map((f) => fs.statSync(path.join(dir, f)).mode & 0o777);
    await store.close();
    expect(modes).toEqual([0o600, 0o600, 0o700]);
  });

  it('migrates pages written before 0003 (SQLite)', async () => {
    const store = await openStore(`sqlite:${path.join(dir, 'legacy', 'gateway.db')}`);
    try {
      await checkLegacyPagesMigrate(store);
    } finally {
      await store.close();
    }
  });
});

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
  it('migrates pages written before 0003 (PostgreSQL)', async () => {
    const legacySchema = `${schema}_legacy`;
    const store = await openStore(PG_URL, { schema: legacySchema, poolSize: 2 });
    try {
      await checkLegacyPagesMigrate(store);
    } finally {
      await sql`drop schema if exists ${sql.id(legacySchema)} cascade`.execute(store.db);
      await store.close();
    }
  });
});
