/**
 * @module core/queries/reports
 * Applies what agents report about their work (messages already checked against the protocol's schemas):
 * `agent:ready` hands the site its queue; `job:*` reports move the query along the lifecycle. Reports
 * about an immediate query in flight here apply at once, in memory; the others are applied one after
 * another per site (an agent's reports in the order it sent them), each reading its query from the store.
 * An agent can only ever touch its own site's queries.
 */
import type { Logger } from '../../log.js';
import { isoTime, parseIsoTime } from '@site-query-gateway/protocol/iso-time.js';
import type { JobCompleted, JobFailed, JobMessageFromAgent, JobReport } from '@site-query-gateway/protocol/jobs.js';
import { isFinalStatus, type QueryStatus } from '@site-query-gateway/protocol/query-status.js';
import type { Store } from '../../store/db.js';
import type { Query, QueryChanges, ResultPage } from '../../store/model.js';
import { findQuery } from '../../store/queries.js';
import type { AgentHub } from '../agent-hub.js';
import { LogThrottle } from '../log-throttle.js';
import type { WorkDispatcher } from './dispatch.js';
import type { ImmediateFlights } from './flights.js';
import type { QueryLifecycle } from './lifecycle.js';

const ORPHAN_STATUS = { queued: 'expiredInQueue', executing: 'executionFailed', uploading: 'uploadFailed' } as const satisfies Record<string, QueryStatus>;

/** The attempt id of content kept inline on the query. */
export const INLINE_ATTEMPT = 'inline';

export interface ReportApplierOptions {
  store: Store;
  flights: ImmediateFlights;
  lifecycle: QueryLifecycle;
  dispatcher: WorkDispatcher;
  agents: Pick<AgentHub, 'disconnect' | 'noteUnknownReport' | 'acknowledge'>;
  log: Logger;
  /** Store-bound reports of one site waiting to be applied; past it the site's agent is disconnected. */
  maxPendingPerSite: number;
}

export class ReportApplier {
  /** Per-site chains: an agent's store-bound reports are applied in the order it sent them. */
  private readonly chains = new Map<string, { tail: Promise<void>; pending: number }>();
  private readonly warnings: LogThrottle;

  constructor(private readonly options: ReportApplierOptions) {
    this.warnings = new LogThrottle(options.log);
  }

  receive(siteId: string, message: JobMessageFromAgent): void {
    if (message.type !== 'agent:ready') {
      const flight = this.options.flights.get(message.queryId);
      if (flight && flight.query.siteId === siteId) {
        this.apply(siteId, flight.query, message)
          .then(() => this.acknowledge(siteId, message))
          .catch((err: unknown) => this.options.log.error({ err, siteId, type: message.type }, 'applying an agent report failed'));
        return;
      }
    }
    this.enqueue(siteId, message);
  }

  /** Resolves once the reports received so far have been applied (before the store closes). */
  async drain(): Promise<void> {
    while (this.chains.size > 0) await Promise.all([...this.chains.values()].map((c) => c.tail));
  }

  /**
   * Queues a report behind the site's earlier ones. The queue is bounded: an agent that sends faster than
   * the store applies (a flood) is disconnected rather than allowed to grow the gateway's memory.
   */
  private enqueue(siteId: string, message: JobMessageFromAgent): void {
    const chain = this.chains.get(siteId) ?? { tail: Promise.resolve(), pending: 0 };
    if (chain.pending >= this.options.maxPendingPerSite) {
      this.warnings.warn(`overloaded:${siteId}`, { siteId, pending: chain.pending }, 'agent reports pile up faster than they apply; disconnecting it');
      this.options.agents.disconnect(siteId, 'overloaded');
      return;
    }
    chain.pending++;
    const next = chain.tail
      .then(() => this.applyFromStore(siteId, message))
      .then(() => this.acknowledge(siteId, message))
      .catch((err: unknown) => this.options.log.error({ err, siteId, type: message.type }, 'applying an agent report failed'))
      .finally(() => {
        chain.pending--;
        if (this.chains.get(siteId) === chain && chain.tail === next) this.chains.delete(siteId);
      });
    chain.tail = next;
    this.chains.set(siteId, chain);
  }

  /**
   * A terminal report has been applied (stored), or was a repeat or about a query this gateway does not
   * have: the agent may forget it. Not sent when applying failed, so the agent sends it again later.
   */
  private acknowledge(siteId: string, message: JobMessageFromAgent): void {
    if (message.type === 'job:completed' || message.type === 'job:failed') this.options.agents.acknowledge(siteId, message.queryId);
  }

  private async applyFromStore(siteId: string, message: JobMessageFromAgent): Promise<void> {
    if (message.type === 'agent:ready') return this.options.dispatcher.dispatchQueued(siteId);
    const query = this.options.flights.get(message.queryId)?.query ?? (await findQuery(this.options.store.db, message.queryId));
    if (!query || query.siteId !== siteId) {
      this.warnings.warn(`unknown:${siteId}`, { siteId, type: message.type }, 'report about an unknown query ignored');
      this.options.agents.noteUnknownReport(siteId);
      return;
    }
    await this.apply(siteId, query, message);
  }

  private async apply(siteId: string, query: Query, message: JobReport): Promise<void> {
    const { lifecycle, dispatcher, log } = this.options;
    switch (message.type) {
      case 'job:orphaned': {
        const to = ORPHAN_STATUS[message.phase];
        const moved = await lifecycle.move(query, {
          event: 'orphaned',
          to,
          changes: { errorDetails: { errorType: 'agent', errorCode: 0, errorMessage: `The agent stopped unexpectedly while the query was ${message.phase}.` } },
        });
        if (moved) log.warn({ siteId, queryId: query.id, status: to }, 'orphaned query finalised by its agent');
        return;
      }
      case 'job:started': {
        const flight = this.options.flights.get(query.id);
        const moved = await lifecycle.move(query, {
          event: 'started',
          to: 'executing',
          phase: 'executing',
          ...(query.mode === 'immediate' && flight?.dispatchedAt ? { downloadingFrom: flight.dispatchedAt } : {}),
        });
        // Too late (expired, failed): stop the agent. A repeated report of a running query changes nothing.
        if (!moved && isFinalStatus(query.status)) dispatcher.cancel(siteId, query.id, `query is ${query.status}`);
        return;
      }
      case 'job:uploading':
        await lifecycle.move(query, { event: 'uploading', to: 'uploading', phase: 'uploading', changes: { sqlExecutionDuration: Math.round(message.sqlExecutionDurationMs) } });
        return;
      case 'job:completed':
        await this.complete(await this.backfillProgress(query, message), message);
        return;
      case 'job:failed':
        await this.fail(await this.backfillProgress(query, message), message);
        return;
    }
  }

  /**
   * A short job may end without its `job:started` and `job:uploading` having been sent (the agent saves
   * two messages on the hot path and says how long ago it started instead): apply them first, back-dated
   * on the gateway's clock, so the record shows the same phases either way.
   */
  private async backfillProgress(query: Query, message: JobCompleted | JobFailed): Promise<Query> {
    if (message.startedAgoMs === undefined || query.status !== 'queued') return query;
    const { lifecycle } = this.options;
    const endMs = parseIsoTime(lifecycle.now());
    const startedAt = isoTime(endMs - message.startedAgoMs);
    const flight = this.options.flights.get(query.id);
    const started = await lifecycle.move(query, {
      event: 'started',
      to: 'executing',
      phase: 'executing',
      at: startedAt,
      ...(query.mode === 'immediate' && flight?.dispatchedAt ? { downloadingFrom: flight.dispatchedAt < startedAt ? flight.dispatchedAt : startedAt } : {}),
    });
    if (!started || message.sqlExecutionDurationMs === undefined) return started ?? query;
    const uploadingAt = isoTime(Math.min(endMs, parseIsoTime(startedAt) + message.sqlExecutionDurationMs));
    return (await lifecycle.move(started, { event: 'uploading', to: 'uploading', phase: 'uploading', at: uploadingAt })) ?? started;
  }

  private async complete(query: Query, message: JobCompleted): Promise<void> {
    const executionMode = query.command.executionMode;
    const changes: QueryChanges = {
      sqlExecutionDuration: Math.round(message.sqlExecutionDurationMs),
      resultRows: message.rows,
      resultSize: message.size,
      pageCount: Math.max(1, message.pages.length),
      // The command's mode decides the result's shape, whatever an engine or agent reports besides.
      rowsAffected: executionMode === 'nonQuery' ? (message.rowsAffected ?? 0) : null,
      scalarValue: executionMode === 'scalar' ? (message.scalar ?? 'null') : null,
      outputParameters: message.outputParameters,
    };
    // A registered run: the agent's digest of the result; unchanged means no result travelled at all.
    if (query.registeredRun && message.resultHash !== undefined) changes.resultHash = message.resultHash;
    if (query.registeredRun && message.unchanged) changes.pageCount = 0;
    const pages: ResultPage[] = [];
    if (message.inlineData !== undefined) {
      // Stored together with the status change: a late report for a query that already ended stores nothing.
      changes.inlineResult = message.inlineData;
    }
    // An async query lists its pages; an immediate one does not (its record carries the data), so its hot
    // path writes one row and its page is derived from the query when asked for (inlinePage).
    if (message.inlineData !== undefined && query.mode === 'async') {
      const size = Buffer.byteLength(message.inlineData);
      const summary = message.pages[0] ?? { count: message.rows, rangeStart: message.rows > 0 ? 1 : 0, rangeEnd: message.rows };
      pages.push({
        queryId: query.id,
        siteId: query.siteId,
        pageNumber: 1,
        status: 'cached',
        size,
        count: summary.count,
        rangeStart: summary.rangeStart,
        rangeEnd: summary.rangeEnd,
        storage: 'inline',
        attemptId: INLINE_ATTEMPT,
        createdAt: this.options.lifecycle.now(),
      });
    }
    await this.options.lifecycle.move(query, { event: 'completed', to: 'successful', changes }, pages);
  }

  private async fail(query: Query, message: JobFailed): Promise<void> {
    await this.options.lifecycle.move(query, {
      event: 'failed',
      to: message.status,
      changes: {
        // `timedOut` is kept beside the details (not shown to integrators) to answer immediate timeouts with 504.
        errorDetails: { ...message.errorDetails, ...(message.timedOut ? { timedOut: true } : {}) },
        ...(message.sqlExecutionDurationMs === undefined ? {} : { sqlExecutionDuration: Math.round(message.sqlExecutionDurationMs) }),
      },
    });
  }
}
