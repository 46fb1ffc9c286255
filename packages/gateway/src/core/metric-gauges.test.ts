/**
 * The store gauges of /metrics: read when scraped, but from the store at most once per interval of the
 * gateway's clock (a scrape storm costs the store one read), counts stop at their cap, and a store that cannot
 * be read leaves them NaN without failing the scrape. Also which surface a
 * query record counts under, and that the in-memory gauge leaves out flights already in the store.
 */
import { Registry } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleValue } from '../../../../test/helpers/prometheus-text.js';
import { queryFixture } from '../../../../test/helpers/rows.js';
import { createLogger } from '../log.js';
import { openStore, type Store } from '../store/db.js';
import { readStoreGauges } from '../store/gauges.js';
import { migrateToLatest } from '../store/migrate.js';
import { insertQueries } from '../store/queries.js';
import type { Clock } from './clock.js';
import { STORE_READ_INTERVAL_MS, installMetricGauges } from './metric-gauges.js';
import { surfaceOf } from './metrics.js';
import { ImmediateFlights } from './queries/flights.js';

class ManualClock implements Clock {
  constructor(private ms = Date.parse('2026-11-21T01:00:00.000Z')) {}
  now(): Date {
    return new Date(this.ms);
  }
  nowMs(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

const SITE = '00000000-0000-4000-8000-000000000001';

describe('metric gauges', () => {
  let store: Store;
  let clock: ManualClock;
  let registry: Registry;
  let flights: ImmediateFlights;

  beforeEach(async () => {
    store = await openStore('sqlite::memory:');
    await migrateToLatest(store.db, store.engine);
    clock = new ManualClock();
    registry = new Registry();
    flights = new ImmediateFlights(store, createLogger({ level: 'silent', name: 'test' }));
    installMetricGauges(registry, { store, log: createLogger({ level: 'silent', name: 'test' }), clock, flights });
  });
  afterEach(() => store.close());

  const queued = async (): Promise<number | undefined> => {
    const metric = await registry.getSingleMetric('gateway_queries_pending')!.get();
    return metric.values.find((v) => v.labels.status === 'queued')?.value;
  };

  it('reads the store at most once per interval of the gateway clock', async () => {
    expect(await queued()).toBe(0);
    await insertQueries(store.db, [queryFixture(SITE), queryFixture(SITE)]);
    // Within the interval: the figures of the last read.
    clock.advance(STORE_READ_INTERVAL_MS - 1);
    expect(await queued()).toBe(0);
    clock.advance(1);
    expect(await queued()).toBe(2);
  });

  it('shows NaN while the store cannot be read, serves the rest of the scrape, and reads again at the next interval', async () => {
    let down = true;
    const broken = { selectNoFrom: () => ({ executeTakeFirstOrThrow: () => Promise.reject(new Error('store down')) }) };
    const failing = new Proxy(store, { get: (target, name) => (name === 'db' && down ? broken : Reflect.get(target, name)) });
    registry = new Registry();
    installMetricGauges(registry, { store: failing, log: createLogger({ level: 'silent', name: 'test' }), clock, flights });
    const samples = parsePrometheusText(await registry.metrics());
    expect(sampleValue(samples, 'gateway_queries_pending', { status: 'queued' })).toBeNaN();
    expect(sampleValue(samples, 'gateway_webhook_oldest_due_seconds')).toBeNaN();
    expect(sampleValue(samples, 'gateway_immediate_queries_in_flight', { status: 'queued' })).toBe(0);
    // The store is back: its figures return once the interval has passed.
    down = false;
    clock.advance(STORE_READ_INTERVAL_MS);
    expect(sampleValue(parsePrometheusText(await registry.metrics()), 'gateway_queries_pending', { status: 'queued' })).toBe(0);
  });

  it('counts up to the cap and no further', async () => {
    await insertQueries(store.db, [queryFixture(SITE), queryFixture(SITE), queryFixture(SITE), queryFixture(SITE, { status: 'executing' })]);
    const gauges = await readStoreGauges(store.db, clock.now().toISOString(), 2);
    expect(gauges.pendingQueries).toEqual({ initialising: 0, queued: 2, executing: 1, uploading: 0 });
  });

  it('leaves out of the in-memory gauge the immediate queries another instance stored', async () => {
    flights.add(queryFixture(SITE, { mode: 'immediate' }), true);
    flights.adopt(queryFixture(SITE, { mode: 'immediate' }));
    const metric = await registry.getSingleMetric('gateway_immediate_queries_in_flight')!.get();
    expect(metric.values.find((v) => v.labels.status === 'queued')?.value).toBe(1);
  });
});

describe('surfaceOf', () => {
  it('tells registered runs, the FHIR facade (immediate, no request of its own) and the SQL API apart', () => {
    expect(surfaceOf(queryFixture(SITE, { registeredRun: { registeredQueryId: SITE, knownHash: null }, requestSize: 0 }))).toBe('registered');
    expect(surfaceOf(queryFixture(SITE, { mode: 'immediate', requestSize: 0 }))).toBe('fhir');
    expect(surfaceOf(queryFixture(SITE, { mode: 'immediate', requestSize: 120 }))).toBe('sql');
    expect(surfaceOf(queryFixture(SITE, { mode: 'async', requestSize: 120 }))).toBe('sql');
  });
});
