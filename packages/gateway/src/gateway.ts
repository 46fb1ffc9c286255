/**
 * @module gateway
 * Composition of a gateway: opens and migrates the store, builds the core context and the HTTP app, and
 * declares the order of shutdown once. Used by `bin/gateway.ts`, the demo and tests, so all three run the
 * same wiring.
 */
import type { FastifyInstance } from 'fastify';
import { buildGatewayApp } from './api/app.js';
import type { GatewayConfig } from './config/gateway-config.js';
import { AccessCache } from './core/access-cache.js';
import { auditRetentionTask } from './core/audit/audit-retention.js';
import { AuditTrail } from './core/audit/audit-trail.js';
import { auditQueryEnds } from './core/audit/query-ends.js';
import { bulkRenderTask } from './core/fhir-bulk/render.js';
import { AgentHub } from './core/agent-hub.js';
import { BackgroundTasks } from './core/background-tasks.js';
import { postgresSignals, soloSignals } from './core/cluster.js';
import { systemClock, type Clock } from './core/clock.js';
import type { GatewayContext, QueryServices } from './core/context.js';
import { PresenceRecorder } from './core/presence.js';
import { GatewayMetrics } from './core/metrics.js';
import { installMetricGauges } from './core/metric-gauges.js';
import { WorkDispatcher } from './core/queries/dispatch.js';
import { ImmediateFlights } from './core/queries/flights.js';
import { QueryLifecycle } from './core/queries/lifecycle.js';
import { ReportApplier } from './core/queries/reports.js';
import { listenToOtherInstances } from './core/queries/remote.js';
import { querySweepTasks } from './core/queries/sweeps.js';
import { CompletionWaiters } from './core/queries/waiters.js';
import { registeredRunOutcomes } from './core/registered/run-outcomes.js';
import { historyRetentionTask } from './core/history-retention.js';
import { registeredSchedulerTask } from './core/registered/scheduler.js';
import { WebhookDeliverer } from './core/webhooks/delivery.js';
import { queryCompletedEvents } from './core/webhooks/query-events.js';
import { availabilityTransitionsTask } from './core/webhooks/availability-events.js';
import { TokenService } from './core/token-service.js';
import { createLogger, type Logger } from './log.js';
import { openStore, type OpenStoreOptions, type Store } from './store/db.js';
import { migrateToLatest } from './store/migrate.js';

export interface Gateway {
  readonly ctx: GatewayContext;
  readonly app: FastifyInstance;
  /** The webhook deliverer (tests run its ticks and wait for its attempts). */
  readonly webhooks: WebhookDeliverer;
  /** Listens on the configured host and port; returns the base URL. */
  listen(): Promise<string>;
  /** Graceful stop: agents told, in-flight requests finished, pending writes flushed, store closed. */
  close(): Promise<void>;
}

export interface CreateGatewayOptions {
  log?: Logger;
  clock?: Clock;
  store?: OpenStoreOptions;
}

/** How long an access check (key, site, pairing) is remembered; see core/access-cache. */
const ACCESS_CACHE_TTL_MS = 2_000;

function buildQueryServices(store: Store, config: GatewayConfig, clock: Clock, log: Logger, agents: AgentHub, metrics: GatewayMetrics): QueryServices {
  const cluster = store.notifications ? postgresSignals(store.notifications, log) : soloSignals;
  const flights = new ImmediateFlights(store, log, (queryId) => cluster.queryFinishedSignal(queryId));
  const waiters = new CompletionWaiters(clock);
  const lifecycle = new QueryLifecycle({ store, cluster, flights, waiters, agents, clock, log, metrics, resultRetentionMs: config.resultRetentionMs });
  const dispatcher = new WorkDispatcher({ agents, store, flights, config, clock, log });
  const reports = new ReportApplier({ store, flights, lifecycle, dispatcher, agents, log, maxPendingPerSite: config.agentPendingReports });
  return { flights, waiters, lifecycle, dispatcher, reports, cluster };
}

export async function createGateway(config: GatewayConfig, options: CreateGatewayOptions = {}): Promise<Gateway> {
  const log = options.log ?? createLogger({ level: config.logLevel, name: 'gateway' });
  if (config.enrolmentKey === undefined && config.siteActivation === 'auto') {
    log.warn(
      'Open registration: any agent that reaches this gateway can register a site and become authoritative for an unclaimed practice. ' +
        'In production set GATEWAY_ENROLMENT_KEY or GATEWAY_SITE_ACTIVATION=manual.',
    );
  }
  const clock = options.clock ?? systemClock;
  const store = await openStore(config.storeUrl, { ...options.store, onBackgroundError: (err) => log.warn({ err }, 'store notification connection failed; reconnecting') });
  const applied = await migrateToLatest(store.db, store.engine);
  if (applied.length > 0) log.info({ migrations: applied }, 'store migrated');
  const tasks = new BackgroundTasks(log);
  const metrics = new GatewayMetrics();
  const presence = new PresenceRecorder(store, log, Math.min(1000, Math.max(20, Math.floor(config.heartbeatIntervalMs / 4))));
  const agents = new AgentHub({
    presence,
    clock,
    log,
    metrics,
    heartbeatIntervalMs: config.heartbeatIntervalMs,
    silenceTimeoutMs: config.availabilityTimeoutMs,
    messagesPerSecond: config.agentMessagesPerSecond,
    unknownReports: config.agentUnknownReports,
  });
  if (config.tokenSecret === undefined) {
    log.warn('GATEWAY_TOKEN_SECRET is not set: tokens are signed with a secret generated for this process and stop working when it restarts.');
  }
  const tokens = TokenService.create(config.tokenSecret, config.tokenTtlSeconds, clock);
  const queries = buildQueryServices(store, config, clock, log, agents, metrics);
  installMetricGauges(metrics.registry, { store, log, clock, flights: queries.flights });
  agents.setJobHandler((siteId, message) => queries.reports.receive(siteId, message));

  tasks.add({ name: 'presence:write', intervalMs: presence.flushIntervalMs, run: () => presence.flush(), onStop: true });
  tasks.add({ name: 'agents:close-silent', intervalMs: agents.silenceCheckIntervalMs, run: () => agents.closeSilent() });
  for (const task of querySweepTasks({ store, flights: queries.flights, lifecycle: queries.lifecycle, dispatcher: queries.dispatcher, clock, log, config })) tasks.add(task);

  const ctx: GatewayContext = { config, store, clock, log, presence, agents, tokens, access: new AccessCache(ACCESS_CACHE_TTL_MS), tasks, queries, metrics, audit: new AuditTrail(store, log, config.auditTrail) };
  // Registered queries: a run's outcome commits with its query; runs fire from the stored schedule.
  queries.lifecycle.addFinalHook(registeredRunOutcomes(config.resultRetentionMs));
  tasks.add(registeredSchedulerTask(ctx));
  // Webhooks: events are written to the outbox with their change; the deliverer sends them.
  queries.lifecycle.addFinalHook(queryCompletedEvents);
  const webhooks = new WebhookDeliverer({ store, clock, log, config, metrics });
  tasks.add(availabilityTransitionsTask(ctx));
  tasks.add({ name: 'webhooks:deliver', intervalMs: config.webhookDeliveryIntervalMs, run: () => webhooks.tick().then(() => undefined) });
  tasks.add(historyRetentionTask(ctx));
  // The audit trail: async queries and registered runs complete their record as they end.
  if (config.auditTrail) queries.lifecycle.addFinalHook(auditQueryEnds);
  tasks.add(auditRetentionTask(ctx));
  // FHIR bulk exports: each type's file is rendered as soon as its query succeeds.
  tasks.add(bulkRenderTask(ctx));
  const { app, close } = await buildGatewayApp(ctx);
  await listenToOtherInstances(ctx);
  tasks.start();
  let closed = false;

  return {
    ctx,
    app,
    webhooks,
    async listen() {
      return app.listen({ host: config.host, port: config.port });
    },
    async close() {
      if (closed) return;
      closed = true;
      // 1. No new work: waiting immediate requests answer 503 at once, agents are told to reconnect
      //    elsewhere, the HTTP server finishes what it has.
      queries.waiters.close();
      await close();
      // 2. Periodic work stops; what already runs finishes.
      tasks.stop();
      await tasks.drain();
      // Webhook attempts in flight end (each has its timeout); what is unsent stays in the outbox.
      await webhooks.drain();
      // 3. Reports already received are applied; immediate queries still in flight are written as they stand.
      await queries.reports.drain();
      await queries.flights.persistAll();
      await ctx.audit.drain();
      // 4. Last writes of the periodic tasks that keep pending state (presence), then the store.
      await tasks.flush();
      await store.close();
    },
  };
}
