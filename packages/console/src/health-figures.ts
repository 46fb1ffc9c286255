/**
 * The gateway's figures for the operator's Health page, from the samples of one `/metrics` scrape: counts summed
 * over the labels the page does not show, and latency percentiles estimated from histogram buckets the way
 * Prometheus's histogram_quantile does (linear within the bucket the rank falls in).
 */
import type { Sample } from './prometheus-text.js';

/** A count per label value (e.g. per status), in the order the gateway lists them. */
export type Breakdown = [string, number][];

export interface Latency {
  count: number;
  /** Seconds; undefined when nothing was observed. */
  mean: number | undefined;
  p50: number | undefined;
  p95: number | undefined;
}

export interface HealthFigures {
  agentsConnected: number | undefined;
  disconnects: Breakdown;
  queriesByStatus: Breakdown;
  queriesBySurface: Breakdown;
  queueDepth: Breakdown;
  immediateInFlight: Breakdown;
  dispatchWait: Latency;
  dispatchToFinal: Latency;
  webhookPending: number | undefined;
  webhookDue: number | undefined;
  webhookOldestDueSeconds: number | undefined;
  webhookAttempts: Breakdown;
  runsDue: number | undefined;
  runsRun: number | undefined;
  runsMissed: Breakdown;
  pageBytes: Breakdown;
  process: {
    residentBytes: number | undefined;
    heapUsedBytes: number | undefined;
    cpuSeconds: number | undefined;
    uptimeSeconds: number | undefined;
    eventLoopLagP99Seconds: number | undefined;
    nodeVersion: string | undefined;
  };
}

const named = (samples: Sample[], name: string): Sample[] => samples.filter((s) => s.name === name);

/** The sum of a series over all its labels; undefined when the gateway does not expose it or cannot read it (NaN). */
function total(samples: Sample[], name: string): number | undefined {
  const found = named(samples, name);
  if (found.length === 0 || found.some((s) => Number.isNaN(s.value))) return undefined;
  return found.reduce((n, s) => n + s.value, 0);
}

/** A series summed by one label, keeping the first-seen order of its values; NaN (not readable) stays NaN. */
function by(samples: Sample[], name: string, label: string): Breakdown {
  const sums = new Map<string, number>();
  for (const s of named(samples, name)) {
    const key = s.labels[label] ?? '';
    sums.set(key, (sums.get(key) ?? 0) + s.value);
  }
  return [...sums];
}

/** Count, mean and estimated p50 and p95 of a histogram, over all its label sets together. */
export function latency(samples: Sample[], name: string): Latency {
  const cumulative = new Map<number, number>();
  for (const s of named(samples, `${name}_bucket`)) {
    const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
    cumulative.set(le, (cumulative.get(le) ?? 0) + s.value);
  }
  const buckets = [...cumulative].sort((a, b) => a[0] - b[0]);
  const count = total(samples, `${name}_count`) ?? 0;
  const sum = total(samples, `${name}_sum`) ?? 0;
  const quantile = (q: number): number | undefined => {
    if (count === 0) return undefined;
    const rank = q * count;
    let lower = 0;
    let below = 0;
    for (const [le, cum] of buckets) {
      if (cum >= rank) {
        // Above the highest finite bound all Prometheus can say is "at least that bound".
        if (le === Infinity) return lower;
        return cum === below ? le : lower + ((le - lower) * (rank - below)) / (cum - below);
      }
      lower = le;
      below = cum;
    }
    return lower;
  };
  return { count, mean: count > 0 ? sum / count : undefined, p50: quantile(0.5), p95: quantile(0.95) };
}

export function healthFigures(samples: Sample[]): HealthFigures {
  const started = total(samples, 'process_start_time_seconds');
  return {
    agentsConnected: total(samples, 'gateway_agents_connected'),
    disconnects: by(samples, 'gateway_agent_disconnects_total', 'reason'),
    queriesByStatus: by(samples, 'gateway_queries_total', 'status'),
    queriesBySurface: by(samples, 'gateway_queries_total', 'surface'),
    queueDepth: by(samples, 'gateway_queries_pending', 'status'),
    immediateInFlight: by(samples, 'gateway_immediate_queries_in_flight', 'status'),
    dispatchWait: latency(samples, 'gateway_query_dispatch_wait_seconds'),
    dispatchToFinal: latency(samples, 'gateway_query_dispatch_to_final_seconds'),
    webhookPending: total(samples, 'gateway_webhook_deliveries_pending'),
    webhookDue: total(samples, 'gateway_webhook_deliveries_due'),
    webhookOldestDueSeconds: total(samples, 'gateway_webhook_oldest_due_seconds'),
    webhookAttempts: by(samples, 'gateway_webhook_attempts_total', 'outcome'),
    runsDue: total(samples, 'gateway_registered_runs_due_total'),
    runsRun: total(samples, 'gateway_registered_runs_total'),
    runsMissed: by(samples, 'gateway_registered_runs_missed_total', 'reason'),
    pageBytes: by(samples, 'gateway_result_page_stored_bytes', 'storage'),
    process: {
      residentBytes: total(samples, 'process_resident_memory_bytes'),
      heapUsedBytes: total(samples, 'nodejs_heap_size_used_bytes'),
      cpuSeconds: total(samples, 'process_cpu_seconds_total'),
      uptimeSeconds: started === undefined ? undefined : Math.max(0, Date.now() / 1000 - started),
      eventLoopLagP99Seconds: total(samples, 'nodejs_eventloop_lag_p99_seconds'),
      nodeVersion: named(samples, 'nodejs_version_info')[0]?.labels.version,
    },
  };
}
