/**
 * @module core/metric-gauges
 * The gauges of /metrics that are levels rather than events, read when Prometheus scrapes: from the store the
 * figures every instance shares (queries not final, the webhook backlog, result bytes held: the same on every
 * instance, so aggregate them with max, not sum), and from this process its immediate queries in flight.
 * The store is read at most once per STORE_READ_INTERVAL_MS, by one statement set at a time, whatever the
 * number of scrapers: /metrics needs no credential, and a scrape must not be a way to load the store.
 */
import { Gauge, type Registry } from 'prom-client';
import { IN_FLIGHT_STATUSES } from '@site-query-gateway/protocol/query-status.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/db.js';
import { PAGE_STORAGES, PENDING_QUERY_STATUSES, readStoreGauges, type StoreGauges } from '../store/gauges.js';
import type { Clock } from './clock.js';
import type { ImmediateFlights } from './queries/flights.js';

/** How long figures read from the store are served before they are read again. */
export const STORE_READ_INTERVAL_MS = 5_000;
/** Counts stop here: past it a backlog is simply "this big or more", and the count costs no more. */
export const GAUGE_COUNT_CAP = 100_000;

export interface MetricGaugeSources {
  store: Store;
  log: Logger;
  clock: Clock;
  flights: ImmediateFlights;
}

/**
 * Store figures, read at most once per interval; concurrent scrapes share one read. A failed read (the store
 * down) is logged and gives undefined for the interval: the gauges then show NaN, and the rest of the scrape is
 * served, which is when an operator needs it most.
 */
class StoreGaugeReader {
  private last: { at: number; value: Promise<StoreGauges | undefined> } | undefined;

  constructor(private readonly sources: MetricGaugeSources) {}

  read(): Promise<StoreGauges | undefined> {
    // The gateway's clock: a test that moves it sees fresh figures without waiting.
    const now = this.sources.clock.nowMs();
    if (!this.last || now - this.last.at >= STORE_READ_INTERVAL_MS) {
      const value = readStoreGauges(this.sources.store.db, this.sources.clock.now().toISOString(), GAUGE_COUNT_CAP).catch((err: unknown) => {
        this.sources.log.warn({ err }, 'reading the store for /metrics failed; its gauges show NaN until a read succeeds');
        return undefined;
      });
      this.last = { at: now, value };
    }
    return this.last.value;
  }
}

export function installMetricGauges(registry: Registry, sources: MetricGaugeSources): void {
  const reader = new StoreGaugeReader(sources);
  new Gauge({
    name: 'gateway_queries_pending',
    help: 'Queries in the store not final yet, by status (cluster-wide; counts stop at 100000).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const gauges = await reader.read();
      for (const status of PENDING_QUERY_STATUSES) this.set({ status }, gauges?.pendingQueries[status] ?? NaN);
    },
  });
  new Gauge({
    name: 'gateway_webhook_deliveries_pending',
    help: 'Webhook deliveries not ended yet: waiting for their next attempt, or being sent (cluster-wide; counts stop at 100000).',
    registers: [registry],
    async collect() {
      this.set((await reader.read())?.webhookPending ?? NaN);
    },
  });
  new Gauge({
    name: 'gateway_webhook_deliveries_due',
    help: 'Webhook deliveries due now and not yet taken by a sender (cluster-wide; counts stop at 100000).',
    registers: [registry],
    async collect() {
      this.set((await reader.read())?.webhookDue ?? NaN);
    },
  });
  new Gauge({
    name: 'gateway_webhook_oldest_due_seconds',
    help: 'How long the longest-waiting due webhook delivery has been due; 0 when none is (cluster-wide).',
    registers: [registry],
    async collect() {
      const gauges = await reader.read();
      if (gauges === undefined) this.set(NaN);
      else if (gauges.webhookOldestDueAt === null) this.set(0);
      else this.set(Math.max(0, sources.clock.nowMs() - Date.parse(gauges.webhookOldestDueAt)) / 1000);
    },
  });
  new Gauge({
    name: 'gateway_result_page_stored_bytes',
    help: 'Bytes of result pages the store holds until their retention ends, as stored, by storage (cluster-wide).',
    labelNames: ['storage'] as const,
    registers: [registry],
    async collect() {
      const gauges = await reader.read();
      for (const storage of PAGE_STORAGES) this.set({ storage }, gauges?.pageBytes[storage] ?? NaN);
    },
  });
  new Gauge({
    name: 'gateway_immediate_queries_in_flight',
    help: 'Immediate queries this instance holds in memory until final, by status (per instance).',
    labelNames: ['status'] as const,
    registers: [registry],
    collect() {
      const counts = new Map<string, number>(IN_FLIGHT_STATUSES.map((s) => [s, 0]));
      // Adopted ones are in the store already (queued, for the instance that received them): counted there.
      for (const flight of sources.flights.values()) if (!flight.adopted) counts.set(flight.query.status, (counts.get(flight.query.status) ?? 0) + 1);
      for (const status of IN_FLIGHT_STATUSES) this.set({ status }, counts.get(status) ?? 0);
    },
  });
}
