/**
 * @module agent/job-queue
 * Orders and limits the agent's jobs: immediate and async jobs have separate concurrency limits (4 and 1
 * by default), so a long async export never holds up an integrator waiting on an immediate query, and
 * when slots free up immediate jobs are started first. A queryId already waiting or running is not
 * accepted twice. It only schedules: running a job, deadlines and reporting belong to the caller.
 */
import type { QueryMode } from '@site-query-gateway/protocol/jobs.js';

export interface QueueLimits {
  immediate: number;
  async: number;
}

export interface Queueable {
  queryId: string;
  mode: QueryMode;
}

export class JobQueue<T extends Queueable> {
  private readonly waiting: Record<QueryMode, T[]> = { immediate: [], async: [] };
  private readonly running: Record<QueryMode, Set<string>> = { immediate: new Set(), async: new Set() };
  private readonly settled = new Set<() => void>();
  private closed = false;

  /** `run` is started once per job; the slot frees when its promise settles (it should not reject). */
  constructor(
    private readonly limits: QueueLimits,
    private readonly run: (job: T) => Promise<void>,
  ) {
    for (const mode of ['immediate', 'async'] as const) {
      if (!(limits[mode] >= 1)) throw new RangeError(`the ${mode} job limit must be at least 1`);
    }
  }

  /** Accepts a job unless the same queryId is already waiting or running. Returns whether it was accepted. */
  push(job: T): boolean {
    if (this.closed || this.has(job.queryId)) return false;
    this.waiting[job.mode].push(job);
    this.pump();
    return true;
  }

  has(queryId: string): boolean {
    return this.isWaiting(queryId) || this.running.immediate.has(queryId) || this.running.async.has(queryId);
  }

  isWaiting(queryId: string): boolean {
    return this.waiting.immediate.some((j) => j.queryId === queryId) || this.waiting.async.some((j) => j.queryId === queryId);
  }

  /** Takes a job out of the waiting line (cancel). Returns it, or undefined if it is not waiting. */
  remove(queryId: string): T | undefined {
    for (const mode of ['immediate', 'async'] as const) {
      const index = this.waiting[mode].findIndex((j) => j.queryId === queryId);
      if (index >= 0) return this.waiting[mode].splice(index, 1)[0];
    }
    return undefined;
  }

  get counts(): { waiting: Record<QueryMode, number>; running: Record<QueryMode, number> } {
    return {
      waiting: { immediate: this.waiting.immediate.length, async: this.waiting.async.length },
      running: { immediate: this.running.immediate.size, async: this.running.async.size },
    };
  }

  /** Stops starting jobs and drops the waiting ones (returned, for the caller's records). */
  close(): T[] {
    this.closed = true;
    const dropped = [...this.waiting.immediate, ...this.waiting.async];
    this.waiting.immediate = [];
    this.waiting.async = [];
    return dropped;
  }

  /** Resolves when nothing is running (or waiting, unless closed). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => {
      const check = (): void => {
        if (!this.isIdle()) return;
        this.settled.delete(check);
        resolve();
      };
      this.settled.add(check);
    });
  }

  private isIdle(): boolean {
    const c = this.counts;
    return c.running.immediate + c.running.async + c.waiting.immediate + c.waiting.async === 0;
  }

  private pump(): void {
    if (this.closed) return;
    // Immediate first: when both kinds wait, the integrator who is blocking on a response goes ahead.
    for (const mode of ['immediate', 'async'] as const) {
      while (this.running[mode].size < this.limits[mode] && this.waiting[mode].length > 0) {
        this.start(mode, this.waiting[mode].shift()!);
      }
    }
  }

  private start(mode: QueryMode, job: T): void {
    this.running[mode].add(job.queryId);
    let promise: Promise<void>;
    try {
      promise = this.run(job);
    } catch (err) {
      promise = Promise.reject(err as Error);
    }
    promise
      .catch(() => undefined)
      .finally(() => {
        this.running[mode].delete(job.queryId);
        this.pump();
        for (const check of [...this.settled]) check();
      })
      .catch(() => undefined);
  }
}
