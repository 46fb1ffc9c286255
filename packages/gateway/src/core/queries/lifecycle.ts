/**
 * @module core/queries/lifecycle
 * Moves a query from one status to the next along the transition table, wherever it lives: an immediate
 * query in flight is changed in memory (and written once, when final); any other in the store, by a
 * conditional update from the statuses the table allows, so a late or repeated report changes nothing.
 * When a query becomes final it tells those who need to know: the waiting request, and the agent hub
 * (the connection may forget the job), and the metrics (a query dispatched, a query final: counted here, once
 * per query, by the instance whose change applied). The one place queries change status.
 */
import type { Logger } from '../../log.js';
import { isFinalStatus } from '@site-query-gateway/protocol/query-status.js';
import type { Db, Store } from '../../store/db.js';
import type { Query, ResultPage } from '../../store/model.js';
import { updateQueriesIf, updateQueryIf } from '../../store/queries.js';
import { insertPages } from '../../store/result-pages.js';
import type { AgentHub } from '../agent-hub.js';
import { isoNow, type Clock } from '../clock.js';
import type { ClusterSignals } from '../cluster.js';
import type { GatewayMetrics } from '../metrics.js';
import type { ImmediateFlights } from './flights.js';
import { allowedFrom, applyTransition, changesOf, type Transition } from './transitions.js';
import type { CompletionWaiters } from './waiters.js';

export interface QueryLifecycleOptions {
  store: Store;
  cluster: ClusterSignals;
  flights: ImmediateFlights;
  waiters: CompletionWaiters;
  agents: AgentHub;
  clock: Clock;
  log: Logger;
  metrics: GatewayMetrics;
  /** How long results of a final query are kept. */
  resultRetentionMs: number;
}

/**
 * Work that must commit together with a stored query becoming final (a registered query's counters, a
 * webhook outbox row): `wants` picks the queries cheaply, `apply` writes in the status change's transaction.
 */
export interface FinalHook {
  wants(query: Query): boolean;
  apply(db: Db, query: Query): Promise<void>;
  /**
   * Optional: the same for many queries that became final in one transaction (moveStoredMany), in fewer
   * statements than one `apply` each. Without it, `apply` is called for each.
   */
  applyAll?(db: Db, queries: readonly Query[]): Promise<void>;
}

/** Queries moved by one statement in moveStoredMany (a few thousand bound values at most). */
const MOVE_BATCH = 200;

export class QueryLifecycle {
  private readonly finalHooks: FinalHook[] = [];

  constructor(private readonly options: QueryLifecycleOptions) {}

  /** Adds work done in the same transaction as a stored query's final transition. */
  addFinalHook(hook: FinalHook): void {
    this.finalHooks.push(hook);
  }

  /** Now on the gateway's clock, as every transition is stamped (clinic clocks drift). */
  now(): string {
    return isoNow(this.options.clock);
  }

  /**
   * Applies `transition` to the query (as last read). Resolves with the query after it, or undefined when
   * the query had already moved on (the table does not allow the change from its current status).
   * `pages` are recorded with the change (in the same transaction for a stored query).
   */
  async move(query: Query, transition: Omit<Transition, 'at'> & { at?: string }, pages: readonly ResultPage[] = []): Promise<Query | undefined> {
    // A copy with `at` set, assigned rather than spread (see changesOf: Node 20's slow path).
    const step = Object.assign({}, transition) as Transition;
    step.at = transition.at ?? this.now();
    const flight = this.options.flights.get(query.id);
    if (flight) {
      // In memory: the change happens before the first await, so reports apply in the order they came.
      const next = applyTransition(flight.query, step, this.options.resultRetentionMs);
      if (!next) return undefined;
      flight.query = next;
      this.count(next, step.event);
      for (const page of pages) flight.pages.set(page.pageNumber, page);
      if (isFinalStatus(next.status)) {
        this.options.agents.jobEnded(next.siteId, next.id);
        const persisted = this.options.flights.persistFinal(flight);
        if (flight.adopted) {
          // Another instance waits on a query it handed over: the write of its row wakes it (one statement).
          await persisted;
          this.options.waiters.notify(next);
        } else {
          // The request waiting here is answered from memory at once; the record is written beside the
          // answer (and stays readable from the flight until it is).
          this.options.waiters.notify(next);
          await persisted;
        }
      }
      return next;
    }
    const store = this.options.store;
    const needsTransaction = pages.length > 0 || this.hooksFor(query, step).length > 0;
    const next = needsTransaction ? await store.transaction((trx) => this.writeStored(trx, query, step, pages)) : await this.writeStored(store.db, query, step, pages);
    if (next) {
      this.count(next, step.event);
      this.announce(next);
    }
    return next;
  }

  /**
   * Applies the same transition to many queries. On SQLite the stored ones move in one transaction: a
   * sweep expiring hundreds of queued queries writes one commit, not one each (each commit rewrites the
   * touched pages of the table and its indexes, and the checkpointer copies them again), in one statement
   * per MOVE_BATCH queries, and the final hooks once for all (FinalHook.applyAll). If that transaction
   * fails, each query is moved on its own, so one bad query cannot hold back the others.
   * On PostgreSQL each moves on its own, as before: one long transaction would hold the row locks of the
   * registrations its final hooks update, and other instances' schedulers (which claim with SKIP LOCKED)
   * would pass those registrations by. Resolves with the queries that moved.
   */
  async moveStoredMany(queries: readonly Query[], transition: Omit<Transition, 'at'>): Promise<Query[]> {
    const step: Transition = { ...transition, at: this.now() };
    if (this.options.store.engine !== 'sqlite') return this.moveEach(queries, step);
    const stored = queries.filter((q) => !this.options.flights.get(q.id));
    let moved: Query[];
    try {
      moved = await this.options.store.transaction(async (trx) => {
        const done: Query[] = [];
        for (let start = 0; start < stored.length; start += MOVE_BATCH) {
          const batch = stored.slice(start, start + MOVE_BATCH).map((query) => ({ query, changes: changesOf(query, step, this.options.resultRetentionMs) }));
          const changed = await updateQueriesIf(
            trx,
            batch.map((b) => ({ id: b.query.id, changes: b.changes })),
            allowedFrom(step),
          );
          for (const { query, changes } of batch) {
            if (changed.has(query.id)) done.push({ ...query, ...changes });
            else this.options.log.debug({ queryId: query.id, status: query.status, event: step.event, wanted: step.to }, 'transition not applied: the query moved on');
          }
        }
        if (isFinalStatus(step.to)) await this.applyHooksToAll(trx, done);
        return done;
      });
    } catch (err) {
      this.options.log.warn({ err, queries: stored.length }, 'a batch of transitions failed; applying them one by one');
      return this.moveEach(queries, step);
    }
    for (const next of moved) {
      this.count(next, step.event);
      this.announce(next);
    }
    return [...moved, ...(await this.moveEach(queries.filter((q) => this.options.flights.get(q.id)), step))];
  }

  /** Moves each query on its own; one that fails is logged and left for the next pass. */
  private async moveEach(queries: readonly Query[], step: Transition): Promise<Query[]> {
    const moved: Query[] = [];
    for (const query of queries) {
      const next = await this.move(query, step).catch((err: unknown) => {
        this.options.log.error({ err, queryId: query.id }, 'a transition failed');
        return undefined;
      });
      if (next) moved.push(next);
    }
    return moved;
  }

  /** The final hooks of queries that became final together, each hook once for all it wants when it can. */
  private async applyHooksToAll(db: Db, queries: readonly Query[]): Promise<void> {
    for (const hook of this.finalHooks) {
      const wanted = queries.filter((q) => hook.wants(q));
      if (wanted.length === 0) continue;
      if (hook.applyAll) await hook.applyAll(db, wanted);
      else for (const query of wanted) await hook.apply(db, query);
    }
  }

  private hooksFor(query: Query, step: Transition): FinalHook[] {
    return isFinalStatus(step.to) ? this.finalHooks.filter((h) => h.wants(query)) : [];
  }

  /**
   * The conditional update of a stored query (from the statuses the table allows), with its pages and, when
   * it becomes final, the final hooks, on `db` (a transaction whenever there are pages or hooks). Resolves
   * with the query after it, or undefined when it had moved on.
   */
  private async writeStored(db: Db, query: Query, step: Transition, pages: readonly ResultPage[]): Promise<Query | undefined> {
    const changes = changesOf(query, step, this.options.resultRetentionMs);
    const done = await updateQueryIf(db, query.id, allowedFrom(step), changes);
    if (!done) {
      this.options.log.debug({ queryId: query.id, status: query.status, event: step.event, wanted: step.to }, 'transition not applied: the query moved on');
      return undefined;
    }
    await insertPages(db, pages);
    const next: Query = { ...query, ...changes };
    for (const hook of this.hooksFor(query, step)) await hook.apply(db, next);
    return next;
  }

  /** The metrics of a change that applied: a start is the query's dispatch; a final status ends it. */
  private count(next: Query, event: Transition['event']): void {
    if (event === 'started') this.options.metrics.queryStarted(next);
    else if (isFinalStatus(next.status)) this.options.metrics.queryFinal(next);
  }

  /** After a stored query's change is committed: a final one ends its waits and its job at the agent. */
  private announce(next: Query): void {
    if (!isFinalStatus(next.status)) return;
    this.options.agents.jobEnded(next.siteId, next.id);
    this.options.waiters.notify(next);
    // An immediate query in the store may have a request waiting on another instance.
    if (next.mode === 'immediate') this.signalFinished(next.id);
  }

  private signalFinished(queryId: string): void {
    if (!this.options.cluster.shared) return;
    this.options.cluster.queryFinished(this.options.store.db, queryId).catch((err: unknown) => this.options.log.warn({ err, queryId }, 'could not signal a finished query to the other instances'));
  }
}
