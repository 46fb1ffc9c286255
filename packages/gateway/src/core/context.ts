/**
 * @module core/context
 * Everything the gateway's core needs, built once by the composition root (gateway.ts) and passed
 * explicitly to use-case functions. The classes named here take their own dependencies and never this
 * context, so no module they import leads back here.
 */
import type { GatewayConfig } from '../config/gateway-config.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/db.js';
import type { AccessCache } from './access-cache.js';
import type { AuditTrail } from './audit/audit-trail.js';
import type { AgentHub } from './agent-hub.js';
import type { BackgroundTasks } from './background-tasks.js';
import type { ClusterSignals } from './cluster.js';
import type { Clock } from './clock.js';
import type { GatewayMetrics } from './metrics.js';
import type { PresenceRecorder } from './presence.js';
import type { WorkDispatcher } from './queries/dispatch.js';
import type { ImmediateFlights } from './queries/flights.js';
import type { QueryLifecycle } from './queries/lifecycle.js';
import type { ReportApplier } from './queries/reports.js';
import type { CompletionWaiters } from './queries/waiters.js';
import type { TokenService } from './token-service.js';

/** The parts of the query lifecycle (core/queries). */
export interface QueryServices {
  readonly flights: ImmediateFlights;
  readonly waiters: CompletionWaiters;
  readonly lifecycle: QueryLifecycle;
  readonly dispatcher: WorkDispatcher;
  readonly reports: ReportApplier;
  /** Wake-ups between instances sharing the store (none for a single instance). */
  readonly cluster: ClusterSignals;
}

export interface GatewayContext {
  readonly config: GatewayConfig;
  readonly store: Store;
  readonly clock: Clock;
  readonly log: Logger;
  readonly presence: PresenceRecorder;
  readonly agents: AgentHub;
  readonly tokens: TokenService;
  readonly access: AccessCache;
  readonly tasks: BackgroundTasks;
  readonly queries: QueryServices;
  /** The Prometheus series of the gateway's work (served on /metrics). */
  readonly metrics: GatewayMetrics;
  /** The record of every access to a site's data (core/audit). */
  readonly audit: AuditTrail;
}
