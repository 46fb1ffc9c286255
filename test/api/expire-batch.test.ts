/**
 * Moving many stored queries at once (the expiry sweep): on SQLite they move in one transaction, with
 * every final hook inside it; when that transaction fails, each query is moved on its own, so one bad
 * query holds back none of the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@site-query-gateway/gateway/store/db.js';
import type { Query } from '@site-query-gateway/gateway/store/model.js';
import { randomUUID } from 'node:crypto';
import { DISPATCH_BATCH } from '@site-query-gateway/gateway/core/queries/dispatch.js';
import { findQuery, insertQueries, listQueuedPastDeadline } from '@site-query-gateway/gateway/store/queries.js';
import { startTestGateway, TestClock, type TestGateway, type TestSite } from '../helpers/gateway.js';

describe('moving many stored queries (SQLite)', () => {
  const clock = new TestClock();
  let t: TestGateway;
  let key: string;
  let site: TestSite;
  /** What the test's final hook saw: the database handle of each call, and which query to refuse. */
  const seen: { db: Db; queryId: string }[] = [];
  let refuse: string | undefined;

  beforeAll(async () => {
    // No background sweep during the test: it calls the lifecycle itself.
    t = await startTestGateway({ sweepIntervalMs: 3_600_000 }, clock);
    key = (await t.createIntegrator()).key;
    site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    expect((await t.pair(key, site)).statusCode).toBe(200);
    t.gateway.ctx.queries.lifecycle.addFinalHook({
      wants: () => true,
      async apply(db, query) {
        seen.push({ db, queryId: query.id });
        if (query.id === refuse) throw new Error('refused by the test');
      },
    });
  });
  afterAll(() => t.close());

  /** Creates `n` async queries (the site is offline, so they stay queued) and moves the clock past their deadline. */
  async function queuedPastDeadline(n: number): Promise<Query[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/async`, headers: { 'x-api-key': key }, payload: { command: { text: 'select 1' }, maxTimeInQueue: 1000 } });
      expect(res.statusCode).toBe(201);
      ids.push((res.json() as { id: string }).id);
    }
    clock.advance(5_000);
    const due = await listQueuedPastDeadline(t.gateway.ctx.store.db, clock.now().toISOString(), 1000);
    expect(due.map((q) => q.id).sort()).toEqual([...ids].sort());
    return due;
  }

  it('moves them all in one transaction, final hooks included', async () => {
    const due = await queuedPastDeadline(25);
    seen.length = 0;
    const moved = await t.gateway.ctx.queries.lifecycle.moveStoredMany(due, { event: 'deadline', to: 'expiredInQueue' });
    expect(moved.map((q) => q.id).sort()).toEqual(due.map((q) => q.id).sort());
    expect(seen).toHaveLength(25);
    // One transaction: every hook call got the same handle, and it is not the store's own database.
    expect(new Set(seen.map((s) => s.db)).size).toBe(1);
    expect(seen[0]!.db).not.toBe(t.gateway.ctx.store.db);
    for (const query of due) {
      expect(await findQuery(t.gateway.ctx.store.db, query.id)).toMatchObject({ status: 'expiredInQueue', completedAt: expect.any(String) as string });
    }
    // Moving them again changes nothing: they moved on.
    expect(await t.gateway.ctx.queries.lifecycle.moveStoredMany(due, { event: 'deadline', to: 'expiredInQueue' })).toEqual([]);
  });

  it('expires more than a batch in one run of the sweep, so a backlog larger than a batch a tick does not grow', async () => {
    const [first] = await queuedPastDeadline(1);
    const db = t.gateway.ctx.store.db;
    // The same queued query many times over (direct inserts: the API would rate-limit this many).
    const count = 2 * DISPATCH_BATCH + 20;
    await insertQueries(db, Array.from({ length: count }, () => ({ ...first!, id: randomUUID() })));
    expect((await listQueuedPastDeadline(db, clock.now().toISOString(), 10 * DISPATCH_BATCH)).length).toBeGreaterThan(2 * DISPATCH_BATCH);
    await t.gateway.ctx.tasks.runNow('queries:expire-queued');
    expect(await listQueuedPastDeadline(db, clock.now().toISOString(), 10 * DISPATCH_BATCH)).toEqual([]);
    expect(await findQuery(db, first!.id)).toMatchObject({ status: 'expiredInQueue' });
  });

  it('when the one transaction fails, moves the others one by one and leaves the bad one as it was', async () => {
    const due = await queuedPastDeadline(6);
    refuse = due[2]!.id;
    seen.length = 0;
    try {
      const moved = await t.gateway.ctx.queries.lifecycle.moveStoredMany(due, { event: 'deadline', to: 'expiredInQueue' });
      expect(moved.map((q) => q.id).sort()).toEqual(due.filter((q) => q.id !== refuse).map((q) => q.id).sort());
    } finally {
      refuse = undefined;
    }
    // The batch (up to the refused query) and then each query on its own transaction.
    expect(new Set(seen.map((s) => s.db)).size).toBeGreaterThan(2);
    expect(await findQuery(t.gateway.ctx.store.db, due[2]!.id)).toMatchObject({ status: 'queued' });
    expect(await findQuery(t.gateway.ctx.store.db, due[0]!.id)).toMatchObject({ status: 'expiredInQueue' });
  });
});
