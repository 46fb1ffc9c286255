/**
 * @module core/queries/waiters
 * Requests waiting for a query to reach a final status (an immediate query's HTTP request; later, internal
 * callers and waits on other instances). Whoever finishes a query calls `notify`; a wait also ends at its
 * deadline or when the gateway closes. Knows nothing of where queries live.
 */
import type { Query } from '../../store/model.js';
import type { Clock } from '../clock.js';

type Wake = (query: Query | undefined) => void;

export class CompletionWaiters {
  private readonly waiting = new Map<string, Set<Wake>>();
  private closedFlag = false;

  constructor(private readonly clock: Clock) {}

  /** True once the gateway is shutting down: every wait ends at once, and new ones too. */
  get closed(): boolean {
    return this.closedFlag;
  }

  /** Resolves with the final query, or undefined at `untilMs` (epoch ms, gateway clock) or at close. */
  wait(queryId: string, untilMs: number): Promise<Query | undefined> {
    if (this.closedFlag) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const set = this.waiting.get(queryId) ?? new Set<Wake>();
      const wake: Wake = (query) => {
        clearTimeout(timer);
        set.delete(wake);
        if (set.size === 0 && this.waiting.get(queryId) === set) this.waiting.delete(queryId);
        resolve(query);
      };
      const timer = setTimeout(() => wake(undefined), Math.max(0, untilMs - this.clock.nowMs()));
      set.add(wake);
      this.waiting.set(queryId, set);
    });
  }

  /** Whether a request waits on this query here. */
  has(queryId: string): boolean {
    return this.waiting.has(queryId);
  }

  /** The query reached a final status (and is readable from where it lives now). */
  notify(query: Query): void {
    const set = this.waiting.get(query.id);
    if (set) for (const wake of [...set]) wake(query);
  }

  /** Shutdown: wakes every waiter with nothing, so no request holds the shutdown up. */
  close(): void {
    this.closedFlag = true;
    for (const set of [...this.waiting.values()]) for (const wake of [...set]) wake(undefined);
  }
}
