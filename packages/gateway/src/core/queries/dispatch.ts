/**
 * @module core/queries/dispatch
 * Hands queued work to agents connected to this instance: a new query at once, a site's whole queue when
 * its agent says `agent:ready`, and (from the sweep) queued work created elsewhere. Immediate work goes
 * first (the store lists it first). Builds the job the agent receives from the query record; sends
 * cancels. Changes no query status.
 */
import type { GatewayConfig } from '../../config/gateway-config.js';
import type { Logger } from '../../log.js';
import { parseIsoTime } from '@site-query-gateway/protocol/iso-time.js';
import type { Job } from '@site-query-gateway/protocol/jobs.js';
import type { Store } from '../../store/db.js';
import type { Query } from '../../store/model.js';
import { listQueuedForSite, listQueuedForSites } from '../../store/queries.js';
import type { AgentHub, JobHandOver } from '../agent-hub.js';
import { isoNow, type Clock } from '../clock.js';
import type { ImmediateFlights } from './flights.js';

/** Queued queries read per sweep (across sites); more follow at the next sweep. */
export const DISPATCH_BATCH = 500;
/** A site's queue is read in batches of this many after its `agent:ready`, up to SITE_DISPATCH_LIMIT. */
const SITE_DISPATCH_BATCH = 20;
const SITE_DISPATCH_LIMIT = 500;
/** Ready sites whose queues one statement of the sweep reads (well under SQLite's bound-parameter limit). */
const SWEEP_SITES_PER_READ = 200;

export interface WorkDispatcherOptions {
  agents: AgentHub;
  store: Store;
  flights: ImmediateFlights;
  config: Pick<GatewayConfig, 'sqlCommandTimeoutMs' | 'pageSizeBytes' | 'inlineResultBytes' | 'immediateResultLimitBytes'>;
  clock: Clock;
  log: Logger;
}

export class WorkDispatcher {
  /** The group of ready sites the next sweep reads first (see sweepQueued). */
  private sweepGroup = 0;

  constructor(private readonly options: WorkDispatcherOptions) {}

  /** The job an agent receives for a query. */
  jobOf(query: Query): Job {
    const config = this.options.config;
    // Immediate and registered results are taken whole, so they are cut as one page, capped at 8 MB.
    const whole = query.mode === 'immediate' || query.registeredRun !== undefined;
    return {
      queryId: query.id,
      mode: query.mode,
      command: query.command,
      catalogue: query.catalogue,
      startDeadline: query.startDeadline,
      startWithinMs: Math.max(0, Math.round(parseIsoTime(query.startDeadline) - this.options.clock.nowMs())),
      commandTimeoutMs: config.sqlCommandTimeoutMs,
      pageSizeBytes: whole ? config.immediateResultLimitBytes : config.pageSizeBytes,
      inlineLimitBytes: config.inlineResultBytes,
      ...(whole ? { maxResultBytes: config.immediateResultLimitBytes } : {}),
      ...(query.registeredRun ? { registered: query.registeredRun.knownHash ? { lastHash: query.registeredRun.knownHash } : {} } : {}),
      integratorId: query.integratorId,
    };
  }

  /**
   * Hands a queued query to its site's agent when it is ready here and does not have it yet. Immediate work
   * goes at once; async work waits (for the sweep) while the connection has much still to send.
   */
  offer(query: Query): boolean {
    return this.handOver(query) === 'sent';
  }

  private handOver(query: Query): JobHandOver {
    const outcome = this.options.agents.sendJob(query.siteId, this.jobOf(query), { urgent: query.mode === 'immediate' });
    if (outcome === 'sent') {
      const flight = this.options.flights.get(query.id);
      if (flight) flight.dispatchedAt = isoNow(this.options.clock);
    }
    return outcome;
  }

  /**
   * After `agent:ready`: the site's queue, except what this connection already has — immediate queries in
   * flight here first (a reconnect must not strand them), then the stored queue.
   */
  async dispatchQueued(siteId: string): Promise<void> {
    let sent = 0;
    for (const flight of this.options.flights.values()) {
      if (flight.query.siteId === siteId && flight.query.status === 'queued' && this.offer(flight.query)) sent++;
    }
    // Read a few at a time and stop when the connection has enough waiting to go out: reading a queue of big
    // commands the agent will not get now would only cost the gateway (the sweep hands out the rest).
    for (let offset = 0; offset < SITE_DISPATCH_LIMIT; offset += SITE_DISPATCH_BATCH) {
      const queued = await listQueuedForSite(this.options.store.db, siteId, SITE_DISPATCH_BATCH, offset);
      let stop = queued.length < SITE_DISPATCH_BATCH;
      for (const query of queued) {
        const outcome = this.handOver(query);
        if (outcome === 'sent') sent++;
        if (outcome === 'busy' || outcome === 'notReady') stop = true;
        if (stop && outcome !== 'sent') break;
      }
      if (stop) break;
    }
    if (sent > 0) this.options.log.info({ siteId, count: sent }, 'queued work dispatched to a ready agent');
  }

  /**
   * The sweep's hand-out: queued work of the sites whose agents are ready here (created on another instance
   * and its wake-up lost, or stranded by a dropped socket), DISPATCH_BATCH queries at most. Only those
   * sites' queues are read: an offline clinic's backlog costs nothing and cannot crowd out the work of a
   * connected one. The ready sites are read in groups, a different group first at each sweep, so one group
   * with long queues cannot keep the rest waiting for ever.
   */
  async sweepQueued(): Promise<void> {
    const sites = this.options.agents.readySiteIds();
    if (sites.length === 0) return;
    const groups = Math.ceil(sites.length / SWEEP_SITES_PER_READ);
    const first = this.sweepGroup++ % groups;
    let budget = DISPATCH_BATCH;
    for (let i = 0; i < groups && budget > 0; i++) {
      const group = (first + i) % groups;
      const queued = await listQueuedForSites(this.options.store.db, sites.slice(group * SWEEP_SITES_PER_READ, (group + 1) * SWEEP_SITES_PER_READ), budget);
      budget -= queued.length;
      for (const query of queued) this.offer(query);
    }
  }

  /** Tells the agent to stop a job (no report follows). */
  cancel(siteId: string, queryId: string, reason: string): void {
    this.options.agents.send(siteId, { type: 'job:cancel', queryId, reason });
  }
}
