/**
 * Work wake-ups between instances on one PostgreSQL store: several sent in one statement each arrive, once;
 * sent in a transaction that rolls back, none arrives.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueuedWork } from '@site-query-gateway/gateway/core/cluster.js';
import { startGatewayPair, type GatewayPair } from '../helpers/gateway-pair.js';
import { PG_URL, serviceAvailable } from '../helpers/services.js';

const available = await serviceAvailable('PostgreSQL', PG_URL);

const work = (n: number, tag: string): QueuedWork[] =>
  Array.from({ length: n }, (_, i) => ({ siteId: `00000000-0000-4000-8000-${tag}${String(i).padStart(12 - tag.length, '0')}`, queryId: `10000000-0000-4000-8000-${tag}${String(i).padStart(12 - tag.length, '0')}` }));

describe.runIf(available)('work wake-ups on a shared PostgreSQL store', () => {
  let pair: GatewayPair;
  const heard: QueuedWork[] = [];

  beforeAll(async () => {
    pair = await startGatewayPair('signals');
    await pair.b.gateway.ctx.queries.cluster.onWorkQueued((siteId, queryId) => heard.push({ siteId, queryId }));
  }, 30_000);

  afterAll(() => pair?.close());

  /** Until a wake-up of `tag` has arrived: PostgreSQL delivers notifications in commit order, so every earlier one has too. */
  async function heardFrom(tag: string): Promise<void> {
    await vi.waitFor(() => expect(heard.some((h) => h.siteId.includes(`-${tag}`))).toBe(true), { timeout: 5_000, interval: 10 });
  }

  it('delivers each of several wake-ups sent in one statement, once', async () => {
    const sent = work(5, 'a');
    const { ctx } = pair.a.gateway;
    await ctx.store.transaction((trx) => ctx.queries.cluster.workQueued(trx, sent));
    // A later wake-up arrives after any repeat of those.
    await ctx.queries.cluster.workQueued(ctx.store.db, work(1, 'd'));
    await heardFrom('d');
    expect(heard.filter((h) => h.siteId.includes('-a')).sort((x, y) => x.queryId.localeCompare(y.queryId))).toEqual(sent);
  });

  it('delivers none from a transaction that rolls back', async () => {
    const { ctx } = pair.a.gateway;
    await expect(
      ctx.store.transaction(async (trx) => {
        await ctx.queries.cluster.workQueued(trx, work(3, 'b'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // A later wake-up arrives, so the earlier ones would have too.
    await ctx.queries.cluster.workQueued(ctx.store.db, work(1, 'c'));
    await heardFrom('c');
    expect(heard.some((h) => h.siteId.includes('-b'))).toBe(false);
  });
});
