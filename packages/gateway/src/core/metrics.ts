/**
 * @module core/metrics
 * The gateway's own Prometheus series about its work: queries by surface, mode and final status with their
 * dispatch times, agent disconnects by close code, webhook attempts by outcome, registered runs. Counters and
 * histograms are moved where the event already happens (the query lifecycle, the agent hub, the webhook
 * deliverer, the scheduler), one call each, nothing read or awaited; the figures that are levels (backlogs,
 * bytes held) are gauges read when scraped (core/metric-gauges). One registry per gateway, so tests can run
 * several in one process. Each event is counted by the one instance where it happens, so summing a counter
 * over the instances of a cluster counts every event once.
 */
import { Counter, Histogram, Registry } from 'prom-client';
import { parseIsoTime } from '@site-query-gateway/protocol/iso-time.js';
import { CLOSE_CODE_CATALOGUE, OTHER_CLOSE_LABEL, closeCodeLabel } from '@site-query-gateway/protocol/close-codes.js';
import type { Query } from '../store/model.js';

/** What asked for a query: the SQL API, the FHIR facade, or a registered query's schedule. */
export type QuerySurface = 'sql' | 'fhir' | 'registered';

/**
 * The surface of a query, from its record alone, so whichever instance ends it can tell: a registered run names
 * its registration, and an immediate query with no request of its own (requestSize 0) was made by the gateway
 * for the FHIR facade, its only internal caller; every SQL API request has a body.
 */
export function surfaceOf(query: Pick<Query, 'registeredRun' | 'mode' | 'requestSize'>): QuerySurface {
  if (query.registeredRun) return 'registered';
  return query.mode === 'immediate' && query.requestSize === 0 ? 'fhir' : 'sql';
}

/** What became of one webhook attempt. */
export const WEBHOOK_ATTEMPT_OUTCOMES = ['delivered', 'retrying', 'failed', 'not_sent'] as const;
export type WebhookAttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];

/** Why a registered run that came due did not run. */
export const MISSED_RUN_REASONS = ['no_instance', 'integrator_disabled', 'site_gone', 'site_not_online', 'site_not_active'] as const;
export type MissedRunReason = (typeof MISSED_RUN_REASONS)[number];

/** Seconds a query may wait to be dispatched: immediate work in milliseconds, async work up to its hour in the queue. */
const DISPATCH_WAIT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600];
/** Seconds from dispatch to final: a point query in milliseconds, an export of millions of rows in hours. */
const RUN_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600, 14400];

export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly queries = new Counter({
    name: 'gateway_queries_total',
    help: 'Queries that reached a final status, by surface (sql, fhir, registered), mode and final status.',
    labelNames: ['surface', 'mode', 'status'] as const,
    registers: [this.registry],
  });
  private readonly dispatchWait = new Histogram({
    name: 'gateway_query_dispatch_wait_seconds',
    help: 'Time from a query being created to its agent starting it (dispatched), by surface and mode.',
    labelNames: ['surface', 'mode'] as const,
    buckets: DISPATCH_WAIT_BUCKETS,
    registers: [this.registry],
  });
  private readonly dispatchToFinal = new Histogram({
    name: 'gateway_query_dispatch_to_final_seconds',
    help: 'Time from a query being dispatched (its agent starting it) to its final status, by surface, mode and final status.',
    labelNames: ['surface', 'mode', 'status'] as const,
    buckets: RUN_BUCKETS,
    registers: [this.registry],
  });
  private readonly disconnects = new Counter({
    name: 'gateway_agent_disconnects_total',
    help: 'Agent connections closed, by reason (the close code; see docs/close-codes.md).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly webhookAttempts = new Counter({
    name: 'gateway_webhook_attempts_total',
    help: 'Webhook delivery attempts by outcome: delivered, retrying (failed, another attempt follows), failed (failed, given up), not_sent (endpoint or integrator disabled).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly runsDue = new Counter({
    name: 'gateway_registered_runs_due_total',
    help: 'Registered query runs that came due (each run slot once).',
    registers: [this.registry],
  });
  private readonly runsFired = new Counter({
    name: 'gateway_registered_runs_total',
    help: 'Registered query runs started (a query created for the run).',
    registers: [this.registry],
  });
  private readonly runsMissed = new Counter({
    name: 'gateway_registered_runs_missed_total',
    help: 'Registered query runs that came due and did not run, by reason.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  constructor() {
    // The few labels with a fixed set start at 0, so a rate or an alert on them has a series before the first event.
    for (const reason of [...Object.values(CLOSE_CODE_CATALOGUE).map((e) => e.label), OTHER_CLOSE_LABEL]) this.disconnects.inc({ reason }, 0);
    for (const outcome of WEBHOOK_ATTEMPT_OUTCOMES) this.webhookAttempts.inc({ outcome }, 0);
    for (const reason of MISSED_RUN_REASONS) this.runsMissed.inc({ reason }, 0);
  }

  /** A query was dispatched: its agent started it (the lifecycle's `started` transition, once per query). */
  queryStarted(query: Query): void {
    const startedAt = query.statusTiming.executing?.startTime;
    if (startedAt === undefined) return;
    this.dispatchWait.observe({ surface: surfaceOf(query), mode: query.mode }, secondsBetween(query.createdAt, startedAt));
  }

  /** A query became final (once per query, wherever it ended). */
  queryFinal(query: Query): void {
    const surface = surfaceOf(query);
    this.queries.inc({ surface, mode: query.mode, status: query.status });
    const startedAt = query.statusTiming.executing?.startTime;
    if (startedAt !== undefined && query.completedAt !== null) {
      this.dispatchToFinal.observe({ surface, mode: query.mode, status: query.status }, secondsBetween(startedAt, query.completedAt));
    }
  }

  /** An agent's connection closed with this code (the one the gateway sent, or the one it received). */
  agentDisconnected(code: number): void {
    this.disconnects.inc({ reason: closeCodeLabel(code) });
  }

  webhookAttempt(outcome: WebhookAttemptOutcome): void {
    this.webhookAttempts.inc({ outcome });
  }

  /** One scheduler pass committed: slots that came due, runs started, and runs missed by reason. */
  registeredRuns(due: number, fired: number, missed: ReadonlyMap<MissedRunReason, number>): void {
    if (due > 0) this.runsDue.inc(due);
    if (fired > 0) this.runsFired.inc(fired);
    for (const [reason, count] of missed) if (count > 0) this.runsMissed.inc({ reason }, count);
  }
}

function secondsBetween(fromIso: string, toIso: string): number {
  return Math.max(0, parseIsoTime(toIso) - parseIsoTime(fromIso)) / 1000;
}
