/**
 * @module agent/drivers/sqlite/sqlite-heavy-slots
 * How many heavy immediate commands hold a SQLite worker thread at once (see sqlite-worker-pool). A
 * command that cannot have a slot waits, first come first served, and is handed the thread of the command
 * that gives its slot back. A command holding its slot longer than `longHoldMs` stops counting against the
 * limit: the limit is there so that many short searches do not share the cores to no gain, not so that a
 * long report (seconds) holds up every search behind it — that costs one more thread, and only after
 * `longHoldMs` of waiting. Knows nothing about threads: the pool lends them (`lend`) and takes them back.
 */

/** Why a waiting command got no slot: its wait passed its timeout, its signal aborted, or the pool closed. */
export type NoSlot = 'deadline' | 'aborted' | 'closed';

interface Waiter<T> {
  settle(outcome: T | NoSlot): void;
}

interface Holding {
  since: number;
  /** Still counted against the limit (not yet held past `longHoldMs`). */
  counted: boolean;
}

export class HeavySlots<T> {
  private readonly holders = new Map<T, Holding>();
  private waiters: Waiter<T>[] = [];
  private counted = 0;
  private longHoldTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Commands that had to wait for a slot (for tests and diagnostics). */
  waits = 0;

  constructor(
    readonly limit: number,
    private readonly longHoldMs: number,
    /** Lends a thread for a command given a slot (called when the slot is given). */
    private readonly lend: () => T,
  ) {}

  /** A slot with its thread, if one is free now. */
  tryTake(): T | undefined {
    return this.closed || this.counted >= this.limit ? undefined : this.give();
  }

  /** A slot with its thread once one is free; without one after `timeoutMs`, on abort, or at close. */
  wait(timeoutMs: number, signal?: AbortSignal): Promise<T | NoSlot> {
    const now = this.tryTake();
    if (now !== undefined) return Promise.resolve(now);
    if (this.closed) return Promise.resolve('closed');
    if (signal?.aborted) return Promise.resolve('aborted');
    this.waits++;
    const waiting = new Promise<T | NoSlot>((resolve) => {
      const onAbort = (): void => waiter.settle('aborted');
      const timer = setTimeout(() => waiter.settle('deadline'), timeoutMs);
      const waiter: Waiter<T> = {
        settle: (outcome) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          this.waiters = this.waiters.filter((w) => w !== waiter);
          if (this.waiters.length === 0) this.stopLongHoldTimer();
          resolve(outcome);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
    this.scheduleLongHoldCheck();
    return waiting;
  }

  /** The holder's command is over (or its thread given up): its slot, if still counted, goes to the first waiter. */
  giveBack(holder: T): void {
    const holding = this.holders.get(holder);
    if (holding === undefined) return;
    this.holders.delete(holder);
    if (holding.counted) this.counted--;
    this.grantWaiting();
  }

  /** Ends every wait ('closed'); slots are given no more. */
  close(): void {
    this.closed = true;
    this.stopLongHoldTimer();
    for (const waiter of [...this.waiters]) waiter.settle('closed');
    this.holders.clear();
    this.counted = 0;
  }

  private give(): T {
    const holder = this.lend();
    this.holders.set(holder, { since: performance.now(), counted: true });
    this.counted++;
    return holder;
  }

  private grantWaiting(): void {
    while (!this.closed && this.counted < this.limit && this.waiters.length > 0) this.waiters[0]!.settle(this.give());
    this.scheduleLongHoldCheck();
  }

  /** While commands wait, checks when the oldest counted holder passes `longHoldMs`. */
  private scheduleLongHoldCheck(): void {
    if (this.longHoldTimer !== undefined || this.waiters.length === 0 || this.closed) return;
    let oldest = Number.POSITIVE_INFINITY;
    for (const holding of this.holders.values()) if (holding.counted) oldest = Math.min(oldest, holding.since);
    if (oldest === Number.POSITIVE_INFINITY) return;
    this.longHoldTimer = setTimeout(() => {
      this.longHoldTimer = undefined;
      const cutoff = performance.now() - this.longHoldMs;
      for (const holding of this.holders.values()) {
        if (holding.counted && holding.since <= cutoff) {
          holding.counted = false;
          this.counted--;
        }
      }
      this.grantWaiting();
    }, Math.max(0, oldest + this.longHoldMs - performance.now()));
    this.longHoldTimer.unref();
  }

  private stopLongHoldTimer(): void {
    clearTimeout(this.longHoldTimer);
    this.longHoldTimer = undefined;
  }
}
