/**
 * Two gateway instances on one PostgreSQL store claim registered-query runs at the same moments, many
 * times: every run slot fires exactly once (one slot row, one run query, no gaps) within its period, and
 * no claim fails. Runs here without an agent answering, so the claim itself is what is
 * measured; a scripted agent on instance A keeps the site online for both (presence is in the store).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireDueRuns } from '@site-query-gateway/gateway/core/registered/scheduler.js';
import { listRunSlots } from '@site-query-gateway/gateway/store/registered-queries.js';
import type { Clock } from '@site-query-gateway/gateway/core/clock.js';
import { startGatewayPair, type GatewayPair } from '../helpers/gateway-pair.js';
import { PG_URL, serviceAvailable } from '../helpers/services.js';

const available = await serviceAvailable('PostgreSQL', PG_URL);
const REGISTRATIONS = 40;
const TICKS = 6;

/** Time that moves only when told: each tick is exactly one period after the last, however long claims take. */
class SteppedClock implements Clock {
  private at = Date.now();
  now(): Date {
    return new Date(this.at);
  }
  nowMs(): number {
    return this.at;
  }
  advance(ms: number): void {
    this.at += ms;
  }
}

describe.runIf(available)('registered-query claims on a shared PostgreSQL store', () => {
  const clock = new SteppedClock();
  let pair: GatewayPair;

  beforeAll(async () => {
    pair = await startGatewayPair('registered', { registeredMinFrequencySeconds: 1 }, clock);
  }, 30_000);

  afterAll(() => pair?.close());

  it('never fires a run slot twice, and loses none', async () => {
    const { a, b } = pair;
    const { integratorKey, site } = await pair.siteOnA();

    const ids: string[] = [];
    for (let i = 0; i < REGISTRATIONS; i++) {
      const res = await b.inject({
        method: 'POST',
        url: `/integrator/sites/${site.siteId}/queries/registered`,
        headers: { 'x-api-key': integratorKey },
        payload: { name: `r${i}`, registeredQueryType: 'query', frequency: 1, duration: 3600, registerCommand: { command: { text: 'select 1' } } },
      });
      expect(res.statusCode).toBe(202);
      ids.push((res.json() as { id: string }).id);
    }

    let firedByA = 0;
    let firedByB = 0;
    let latePicks = 0;
    for (let tick = 0; tick < TICKS; tick++) {
      // Each instance claims twice at the same moment as the other: four concurrent claimers per tick.
      const outcomes = await Promise.all([fireDueRuns(a.gateway.ctx), fireDueRuns(b.gateway.ctx), fireDueRuns(a.gateway.ctx), fireDueRuns(b.gateway.ctx)]);
      firedByA += outcomes[0].fired + outcomes[2].fired;
      firedByB += outcomes[1].fired + outcomes[3].fired;
      // The next claim interval, still within the period: SKIP LOCKED may leave a row that a concurrent
      // claimer held for an instant unclaimed by everyone in one pass; the next pass takes it, on time.
      const next = await fireDueRuns(b.gateway.ctx);
      latePicks += next.fired;
      firedByB += next.fired;
      expect([...outcomes, next].reduce((sum, o) => sum + o.skipped, 0)).toBe(0);
      clock.advance(1000);
    }

    expect(firedByA + firedByB).toBe(REGISTRATIONS * TICKS);
    // Most of each tick's runs are fired by the concurrent claimers themselves.
    expect(latePicks).toBeLessThan(REGISTRATIONS);
    const db = a.gateway.ctx.store.db;
    for (const id of ids) {
      const slots = await listRunSlots(db, id);
      expect(slots.map((s) => s.slot)).toEqual([...Array(TICKS).keys()]);
      expect(slots.every((s) => s.outcome === 'started' && s.queryId !== null)).toBe(true);
      const runs = await db.selectFrom('queries').select(sql<number>`count(*)`.as('n')).where('registered_query_id', '=', id).executeTakeFirstOrThrow();
      expect(Number(runs.n)).toBe(TICKS);
    }
  }, 60_000);
});
