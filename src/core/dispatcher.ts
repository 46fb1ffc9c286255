/**
 * @module core/dispatcher
 * Moves queries through their lifecycle: hands queued work to the site's agent (immediate before async,
 * oldest first), turns the agent's reports into durable status changes with their timing, wakes the
 * HTTP requests waiting on immediate queries, and sweeps deadlines (queued → expiredInQueue at
 * `maxTimeInQueue`, whether the site is online or not) and result retention.
 *
 * Every status change is a conditional update from the statuses it may come from, so a late or duplicate
 * report (an agent finishing work the sweep already expired) changes nothing.
 */
import type { GatewayConfig } from '../config/gateway-config.js';
import type { Logger } from '../log.js';
import type { Job, JobMessageFromAgent, JobCompleted, JobFailed } from '../protocol/jobs.js';
import type { SqlCommand } from '../protocol/sql-command.js';
import { findQuery, listQueriesWithExpiredResults, listQueued, listQueuedForSite, listQueuedPastDeadline, listStalled, updateQueryIf } from '../store/queries.js';
import { expireResults, writeWholePage } from '../store/result-pages.js';
import type { Database, QueryRow, QueryUpdate } from '../store/schema.js';
import type { Kysely, Transaction } from 'kysely';
import type { AgentHub } from './agent-hub.js';
import { isValidReport } from './agent-reports.js';
import type { Clock } from './clock.js';
import { advanceTiming, parseTiming } from './status-timing.js';

export const FINAL_STATUSES = ['successful', 'expiredInQueue', 'executionFailed', 'uploadFailed', 'initialisationFailed'] as const;
const IN_FLIGHT = ['queued', 'executing', 'uploading'];
const ORPHAN_STATUS = { queued: 'expiredInQueue', executing: 'executionFailed', uploading: 'uploadFailed' } as const;
const DISPATCH_BATCH = 500;

export interface DispatcherOptions {
  db: Kysely<Database>;
  config: GatewayConfig;
  clock: Clock;
  log: Logger;
  agents: AgentHub;
}

export class QueryDispatcher {
  private readonly waiters = new Map<string, Set<() => void>>();
  /** Per-site chains: an agent's reports are applied in the order it sent them. */
  private readonly siteChains = new Map<string, Promise<void>>();
  /** When each query was last handed to an agent (immediate `downloading` phase starts there). */
  private readonly dispatchedAt = new Map<string, string>();
  /** Immediate queries' `uploading` phase, written with their completion rather than on its own. */
  private readonly immediateUploading = new Map<string, { at: string; sqlExecutionDurationMs: number }>();
  private readonly sweeper: NodeJS.Timeout;
  private sweeping = false;
  private sweeps = 0;

  constructor(private readonly options: DispatcherOptions) {
    options.agents.setJobHandler((siteId, message) => this.enqueue(siteId, message));
    this.sweeper = setInterval(() => void this.sweep(), options.config.sweepIntervalMs);
    this.sweeper.unref();
  }

  /** True once the gateway is shutting down: waiting requests are woken and answer 503. */
  closed = false;

  /** Stops sweeping and wakes every waiting immediate request, so shutdown does not wait on them. */
  close(): void {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const wake of [...this.waiters.values()].flatMap((set) => [...set])) wake();
  }

  /** Resolves once the agents' reports already received have been applied (before the store closes). */
  async drain(): Promise<void> {
    await Promise.all([...this.siteChains.values()]);
  }

  private now(): string {
    return this.options.clock.now().toISOString();
  }

  /** When results (and the command) of a query finishing now are deleted. */
  private retentionEnd(): string {
    return new Date(this.options.clock.now().getTime() + this.options.config.resultRetentionMs).toISOString();
  }

  /** Hands a queued query to its site's agent when it is connected here; otherwise it waits for `agent:ready`. */
  dispatch(row: QueryRow): boolean {
    const config = this.options.config;
    const job: Job = {
      queryId: row.id,
      mode: row.mode,
      command: JSON.parse(row.command) as SqlCommand,
      catalogue: row.catalogue,
      startDeadline: row.start_deadline,
      startWithinMs: Math.max(0, Date.parse(row.start_deadline) - this.options.clock.now().getTime()),
      commandTimeoutMs: config.sqlCommandTimeoutMs,
      // An immediate result is answered whole, so it is cut as one page (bounded by maxResultBytes).
      pageSizeBytes: row.mode === 'immediate' ? config.immediateResultLimitBytes : config.pageSizeBytes,
      inlineLimitBytes: config.inlineResultBytes,
      ...(row.mode === 'immediate' ? { maxResultBytes: config.immediateResultLimitBytes } : {}),
    };
    const sent = this.options.agents.isReady(row.site_id) && this.options.agents.send(row.site_id, { type: 'job:dispatch', job });
    if (sent) this.dispatchedAt.set(row.id, this.now());
    return sent;
  }

  /** Resolves when the query reaches a final status, or at `untilMs` (epoch ms), whichever is first. */
  waitForFinal(queryId: string, untilMs: number): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiters.get(queryId) ?? new Set();
      const wake = (): void => {
        clearTimeout(timer);
        set.delete(wake);
        if (set.size === 0) this.waiters.delete(queryId);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, untilMs - this.options.clock.now().getTime()));
      set.add(wake);
      this.waiters.set(queryId, set);
    });
  }

  private wake(queryId: string): void {
    for (const wake of [...(this.waiters.get(queryId) ?? [])]) wake();
  }

  /** Expires a queued query now if it has not started (used at an immediate query's deadline). */
  async expireIfQueued(row: QueryRow): Promise<boolean> {
    const at = this.now();
    const changed = await updateQueryIf(this.options.db, row.id, ['queued'], {
      status: 'expiredInQueue',
      status_timing: JSON.stringify(advanceTiming(parseTiming(row.status_timing), at)),
      completed_at: at,
      updated_at: at,
      // Like every final status: the command (SQL and parameter values) is forgotten after retention.
      results_expire_at: this.retentionEnd(),
    });
    if (changed) {
      this.options.agents.send(row.site_id, { type: 'job:cancel', queryId: row.id, reason: 'expiredInQueue' });
      this.dispatchedAt.delete(row.id);
      this.wake(row.id);
    }
    return changed;
  }

  private enqueue(siteId: string, message: JobMessageFromAgent): void {
    const previous = this.siteChains.get(siteId) ?? Promise.resolve();
    const next = previous
      .then(() => this.apply(siteId, message))
      .catch((err: unknown) => this.options.log.error({ err, siteId, type: message.type }, 'applying an agent report failed'));
    this.siteChains.set(siteId, next);
    void next.then(() => {
      if (this.siteChains.get(siteId) === next) this.siteChains.delete(siteId);
    });
  }

  private async apply(siteId: string, message: JobMessageFromAgent): Promise<void> {
    if (!isValidReport(message)) {
      this.options.log.warn({ siteId, type: message.type }, 'malformed agent report ignored');
      return;
    }
    if (message.type === 'agent:ready') return this.dispatchQueued(siteId);
    const row = await findQuery(this.options.db, message.queryId);
    // Reports about another site's query are ignored: an agent can only ever touch its own work.
    if (!row || row.site_id !== siteId) {
      this.options.log.warn({ siteId, queryId: message.queryId, type: message.type }, 'report about an unknown query ignored');
      return;
    }
    const log = this.options.log.child({ siteId, queryId: row.id });
    switch (message.type) {
      case 'job:orphaned': {
        const status = ORPHAN_STATUS[message.phase];
        await this.finish(row, IN_FLIGHT, status, {
          error_details: JSON.stringify({ errorType: 'agent', errorCode: 0, errorMessage: `The agent stopped unexpectedly while the query was ${message.phase}.` }),
        });
        log.warn({ status }, 'orphaned query finalised by its agent');
        return;
      }
      case 'job:started': {
        const timing = parseTiming(row.status_timing);
        const dispatched = this.dispatchedAt.get(row.id);
        this.dispatchedAt.delete(row.id);
        // Immediate queries show the hand-over to the agent as the `downloading` phase.
        const withDownload = row.mode === 'immediate' && dispatched ? advanceTiming(timing, dispatched, 'downloading') : timing;
        // Phases are stamped with the gateway's clock: clinic servers drift (hence clientTimestampUTC).
        const at = this.now();
        const changed = await updateQueryIf(this.options.db, row.id, ['queued'], {
          status: 'executing',
          status_timing: JSON.stringify(advanceTiming(withDownload, at, 'executing')),
          updated_at: at,
        });
        // Too late (expired, failed): stop the agent. A repeated report of a running query changes nothing.
        if (!changed && isFinal(row.status)) this.options.agents.send(siteId, { type: 'job:cancel', queryId: row.id, reason: `query is ${row.status}` });
        return;
      }
      case 'job:uploading': {
        const at = this.now();
        if (row.mode === 'immediate') {
          // Nobody can observe an immediate query between this report and its answer: keep the phase in
          // memory and write it with the completion (one store write fewer on the hot path, B1).
          this.immediateUploading.set(row.id, { at, sqlExecutionDurationMs: message.sqlExecutionDurationMs });
          return;
        }
        await updateQueryIf(this.options.db, row.id, ['executing'], {
          status: 'uploading',
          sql_execution_duration: Math.round(message.sqlExecutionDurationMs),
          status_timing: JSON.stringify(advanceTiming(parseTiming(row.status_timing), at, 'uploading')),
          updated_at: at,
        });
        return;
      }
      case 'job:completed':
        return this.complete(row, message);
      case 'job:failed':
        return this.fail(row, message);
    }
  }

  private async complete(row: QueryRow, message: JobCompleted): Promise<void> {
    const at = this.now();
    const inline =
      message.inlineData === undefined
        ? undefined
        : (() => {
            const data = Buffer.from(message.inlineData, 'utf8');
            const page = message.pages[0] ?? { pageNumber: 1, size: data.length, count: message.rows, rangeStart: message.rows > 0 ? 1 : 0, rangeEnd: message.rows };
            return { data, meta: { ...page, size: data.length } };
          })();
    const executionMode = (JSON.parse(row.command) as SqlCommand).executionMode;
    // Inline data is stored only together with the status change: a late report for a query that
    // already expired or failed stores nothing.
    await this.finish(row, ['executing', 'uploading'], 'successful', {
      sql_execution_duration: Math.round(message.sqlExecutionDurationMs),
      result_rows: message.rows,
      result_size: message.size,
      page_count: Math.max(1, message.pages.length),
      // The command's mode decides the result's shape, whatever an engine or agent reports besides.
      rows_affected: executionMode === 'nonQuery' ? (message.rowsAffected ?? 0) : null,
      scalar_value: executionMode === 'scalar' ? (message.scalar ?? 'null') : null,
      output_parameters: JSON.stringify(message.outputParameters ?? []),
    }, inline ? (trx) => writeWholePage(trx, row.id, inline.meta, inline.data, 64 * 1024, at) : undefined);
  }

  private async fail(row: QueryRow, message: JobFailed): Promise<void> {
    const status = (['executionFailed', 'uploadFailed', 'expiredInQueue'] as const).includes(message.status) ? message.status : 'executionFailed';
    await this.finish(row, IN_FLIGHT, status, {
      // `timedOut` is kept beside the details (not shown to integrators) to answer immediate timeouts with 504.
      error_details: JSON.stringify({ ...message.errorDetails, ...(message.timedOut ? { timedOut: true } : {}) }),
      ...(message.sqlExecutionDurationMs === undefined ? {} : { sql_execution_duration: Math.round(message.sqlExecutionDurationMs) }),
    });
  }

  /**
   * Moves a query to a final status (conditionally), ending its open timing phase, and wakes waiters.
   * Every final status starts the retention clock: pages uploaded before a failure are deleted too.
   * `alsoInTransaction` runs only when the status changed, in the same transaction.
   */
  private async finish(
    row: QueryRow,
    from: readonly string[],
    status: string,
    changes: QueryUpdate,
    alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<void> {
    const at = this.now();
    const uploading = this.immediateUploading.get(row.id);
    this.immediateUploading.delete(row.id);
    const timing = uploading ? advanceTiming(parseTiming(row.status_timing), uploading.at, 'uploading') : parseTiming(row.status_timing);
    const update: QueryUpdate = {
      ...(uploading ? { sql_execution_duration: Math.round(uploading.sqlExecutionDurationMs) } : {}),
      ...changes,
      status,
      status_timing: JSON.stringify(advanceTiming(timing, at)),
      completed_at: at,
      updated_at: at,
      results_expire_at: this.retentionEnd(),
    };
    const changed = await this.options.db.transaction().execute(async (trx) => {
      const done = await updateQueryIf(trx, row.id, from, update);
      if (done && alsoInTransaction) await alsoInTransaction(trx);
      return done;
    });
    this.dispatchedAt.delete(row.id);
    if (changed) this.wake(row.id);
    else this.options.log.debug({ queryId: row.id, status: row.status, wanted: status }, 'late report ignored');
  }

  private async dispatchQueued(siteId: string): Promise<void> {
    const rows = await listQueuedForSite(this.options.db, siteId, DISPATCH_BATCH);
    for (const row of rows) this.dispatch(row);
    if (rows.length > 0) this.options.log.info({ siteId, count: rows.length }, 'queued work dispatched to a ready agent');
  }

  /**
   * Queries the agent stopped reporting on (its machine died and never came back, a report was lost at a
   * gateway restart) would stay in flight forever: fail them after GATEWAY_STALLED_QUERY_MS without word.
   * Uploads touch the query with every page, so a long healthy export never looks stalled.
   */
  private async failStalled(now: string): Promise<void> {
    const cutoff = new Date(Date.parse(now) - this.options.config.stalledQueryMs).toISOString();
    for (const row of await listStalled(this.options.db, cutoff, DISPATCH_BATCH)) {
      const status = row.status === 'initialising' ? 'initialisationFailed' : row.status === 'uploading' ? 'uploadFailed' : 'executionFailed';
      await this.finish(row, [row.status], status, {
        error_details: JSON.stringify({ errorType: 'agent', errorCode: 0, errorMessage: `No word from the site's agent for ${Math.round(this.options.config.stalledQueryMs / 1000)} s while the query was ${row.status}.` }),
      });
      this.options.log.warn({ queryId: row.id, siteId: row.site_id, was: row.status, status }, 'stalled query failed');
    }
  }

  /** Expires queued queries at their deadline and deletes results past retention. */
  private async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const now = this.now();
      for (const row of await listQueuedPastDeadline(this.options.db, now, DISPATCH_BATCH)) await this.expireIfQueued(row);
      await this.failStalled(now);
      // Queued work this instance has not handed over yet, for agents it holds: queries created on another
      // gateway instance (shared PostgreSQL store). (Work dispatched before a dropped socket is sent again
      // when the agent reconnects and says it is ready.)
      for (const row of await listQueued(this.options.db, DISPATCH_BATCH)) {
        if (!this.dispatchedAt.has(row.id) && this.options.agents.isReady(row.site_id)) this.dispatch(row);
      }
      // Retention is coarse: checking once a minute's worth of sweeps is plenty.
      if (this.sweeps++ % Math.max(1, Math.round(60_000 / this.options.config.sweepIntervalMs)) === 0) {
        for (const id of await listQueriesWithExpiredResults(this.options.db, now, DISPATCH_BATCH)) await expireResults(this.options.db, id);
      }
    } catch (err) {
      this.options.log.error({ err }, 'query sweep failed');
    } finally {
      this.sweeping = false;
    }
  }
}

export function isFinal(status: string): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}
