/**
 * @module agent/drivers/sqlite/sqlite-worker-pool
 * The SQLite worker threads of one driver, in two lanes: immediate and async commands never share a
 * thread, so an export busy in a long step never holds up an integrator's immediate query (the job queue
 * already bounds how many of each run at once; each running command has a thread to itself). Threads are
 * started on demand, kept idle for reuse (with their connections and prepared statements), and trimmed to
 * one per lane after a minute without work.
 *
 * A thread stuck in a native step past the command timeout cannot be interrupted (better-sqlite3 has no
 * sqlite3_interrupt) — `worker.terminate()` only takes effect once that step returns to JavaScript, and
 * `process.exit()` waits for it — so it is abandoned: terminated (it ends, closing its connection and
 * releasing its locks, as soon as the step returns) and replaced by a fresh thread. Abandoned threads
 * still cost a core each while they run, so they are bounded: more than MAX_ABANDONED at once, or one
 * still running ABANDONED_LIMIT_MS after it was given up, is reported through `onStuck` (the agent then
 * restarts itself; see run.ts). Logs carry thread numbers and times only, never SQL or values.
 *
 * Heavy immediate commands (those whose last run took milliseconds; sqlite.ts decides) run at most
 * `heavyLimit` at once, the machine's cores by default; more wait for a thread one of them gives back
 * (sqlite-heavy-slots; one held past LONG_HOLD_MS stops counting, so a long report holds up searches
 * behind it by that much at most). More CPU-bound statements than cores only share the cores, each on
 * caches the others keep evicting, so each costs more CPU and fewer are answered a second. Quick commands
 * (a lookup) never wait for heavy ones: they cost little CPU, and an integrator's point query must not
 * queue behind a slow search.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { QueryMode } from '@site-query-gateway/protocol/jobs.js';
import { HeavySlots, type NoSlot } from './sqlite-heavy-slots.js';
import { WorkerChannel } from './sqlite-worker-channel.js';

/** Abandoned threads allowed to run on at once; one more asks for a restart. */
export const MAX_ABANDONED = 2;
/** How long an abandoned thread may run on before a restart is asked for. */
export const ABANDONED_LIMIT_MS = 10 * 60_000;
/** Idle threads beyond the first of a lane are ended after this long without work. */
const IDLE_TRIM_MS = 60_000;
/** At close, how long a busy thread may take to end before it counts as stuck. */
const CLOSE_WAIT_MS = 250;
/**
 * The page cache of each async-lane connection, KiB: SQLite's own default. better-sqlite3 builds with 16,000
 * KiB, and a connection keeps what it has cached until it closes; an export reads its pages once, in order,
 * so 16 MB would fill up in every export larger than that and stay with the idle thread, at no gain in
 * speed (sorted exports too, whose in-memory sort runs SQLite sizes by the same setting). The operating
 * system's cache still holds the file. The immediate lane
 * keeps the 16 MB: its searches look up the same index and table pages again and again.
 */
export const ASYNC_PAGE_CACHE_KIB = 2_000;

export interface WorkerPoolOptions {
  log?: Logger;
  /** Called once when abandoned threads pass their bounds; the agent restarts itself. */
  onStuck?: (reason: string) => void;
  maxAbandoned?: number;
  abandonedLimitMs?: number;
  /** How long a thread past its deadline (or aborted) may take to answer before it is abandoned (1 s). */
  graceMs?: number;
  /** Heavy immediate commands that may run at once (default: `os.availableParallelism()`). */
  heavyLimit?: number;
  /** How long a heavy command holds its slot before it stops counting against the limit (100 ms). */
  longHoldMs?: number;
}

/**
 * A heavy command holding its thread longer than this no longer counts against `heavyLimit`: a search
 * takes milliseconds even under load; a statement past this is a report or an export-sized read.
 */
const LONG_HOLD_MS = 100;

const GRACE_MS = 1_000;

interface IdleWorker {
  channel: WorkerChannel;
  since: number;
}

export class SqliteWorkerPool {
  private readonly idle: Record<QueryMode, IdleWorker[]> = { immediate: [], async: [] };
  private readonly live = new Set<WorkerChannel>();
  /** Threads lent to a command (not idle, not abandoned). */
  private readonly busy = new Set<WorkerChannel>();
  private readonly abandoned = new Map<WorkerChannel, number>();
  /** Threads lent to heavy commands, each holding a slot until it is back or abandoned. */
  private readonly heavy: HeavySlots<WorkerChannel>;
  private trimTimer: NodeJS.Timeout | undefined;
  private stuckReported = false;
  private closed = false;
  /** Answers the agent's thread slept for (sqlite-worker-execution), for tests and diagnostics. */
  answersSleptFor = 0;
  /** Commands a thread ran in push mode (sqlite-session `runPushing`), counted for tests and diagnostics. */
  pushedRuns = 0;

  constructor(private readonly options: WorkerPoolOptions = {}) {
    const limit = Math.max(1, Math.floor(options.heavyLimit ?? os.availableParallelism()));
    this.heavy = new HeavySlots(limit, options.longHoldMs ?? LONG_HOLD_MS, () => this.acquire('immediate'));
  }

  /** Heavy commands that had to wait for a slot (for tests and diagnostics). */
  get heavyWaits(): number {
    return this.heavy.waits;
  }

  /** Threads started and not yet ended, whatever their state (for tests and diagnostics). */
  get threads(): number {
    return this.live.size;
  }

  /** Threads given up inside a native step that are still running. */
  get abandonedThreads(): number {
    return this.abandoned.size;
  }

  get graceMs(): number {
    return this.options.graceMs ?? GRACE_MS;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** A thread of `lane` for one command: an idle one, or a new one (its start-up overlaps the first request). */
  acquire(lane: QueryMode): WorkerChannel {
    let channel: WorkerChannel | undefined;
    while (channel === undefined) {
      const idle = this.idle[lane].pop();
      if (idle === undefined) break;
      // The most recently used thread first: its caches are the warmest.
      if (idle.channel.alive) channel = idle.channel;
    }
    channel ??= this.spawn(lane);
    this.busy.add(channel);
    return channel;
  }

  /** A thread of the immediate lane for a heavy command, when fewer than `heavyLimit` heavy commands hold one. */
  tryHeavy(): WorkerChannel | undefined {
    return this.heavy.tryTake();
  }

  /**
   * A thread for a heavy command that `tryHeavy` could not serve: the first slot given back (with the
   * thread that held it, still warm). The wait ends without a thread after `timeoutMs`, when `signal`
   * aborts, or when the pool closes.
   */
  waitForHeavy(timeoutMs: number, signal?: AbortSignal): Promise<WorkerChannel | NoSlot> {
    return this.heavy.wait(timeoutMs, signal);
  }

  private spawn(lane: QueryMode): WorkerChannel {
    const channel = new WorkerChannel(lane === 'async' ? ASYNC_PAGE_CACHE_KIB : undefined);
    this.live.add(channel);
    void channel.exited.then(() => this.live.delete(channel));
    return channel;
  }

  /** The command is over and the thread is idle again (its cursor closed). */
  release(lane: QueryMode, channel: WorkerChannel): void {
    this.busy.delete(channel);
    if (this.closed || !channel.alive) {
      channel.terminate();
    } else {
      this.idle[lane].push({ channel, since: performance.now() });
      if (this.idle[lane].length > 1) this.scheduleTrim();
    }
    this.heavy.giveBack(channel);
  }

  /** Drops a thread that ended or failed under a command (it is not reused); its heavy slot, if any, is free. */
  discard(channel: WorkerChannel): void {
    this.busy.delete(channel);
    channel.terminate();
    this.heavy.giveBack(channel);
  }

  /**
   * Gives up a thread that is stuck (past its deadline and grace) or must not be reused. It is terminated
   * at once; it ends when its native step returns, and is watched until then.
   */
  abandon(channel: WorkerChannel, why: string): void {
    this.busy.delete(channel);
    channel.terminate();
    // Its slot is free at once: the abandoned thread is bounded on its own (MAX_ABANDONED).
    this.heavy.giveBack(channel);
    if (this.abandoned.has(channel)) return;
    const since = performance.now();
    this.abandoned.set(channel, since);
    this.options.log?.warn({ sqliteThread: channel.id, why, abandonedThreads: this.abandoned.size }, 'abandoned a SQLite worker thread stuck in a statement; a new thread takes its place');
    const limitMs = this.options.abandonedLimitMs ?? ABANDONED_LIMIT_MS;
    const overdue = setTimeout(() => this.stuck(`a SQLite worker thread abandoned ${Math.round(limitMs / 1000)} s ago is still running its statement`), limitMs);
    overdue.unref();
    void channel.exited.then(() => {
      clearTimeout(overdue);
      this.abandoned.delete(channel);
      this.options.log?.info({ sqliteThread: channel.id, ranOnMs: Math.round(performance.now() - since), abandonedThreads: this.abandoned.size }, 'an abandoned SQLite worker thread has ended');
    });
    const max = this.options.maxAbandoned ?? MAX_ABANDONED;
    if (this.abandoned.size > max) this.stuck(`${this.abandoned.size} abandoned SQLite worker threads are still running their statements (at most ${max})`);
  }

  /**
   * Ends every thread. Idle ones end at once; busy ones (shutdown aborted their commands) are given a
   * moment, and those still running — inside a native step — are abandoned, so `abandonedThreads` tells
   * the caller that `process.exit()` would wait for them.
   */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.trimTimer);
    this.heavy.close();
    const idle = [...this.idle.immediate, ...this.idle.async].map(({ channel }) => channel);
    const busy = [...this.busy];
    this.idle.immediate = [];
    this.idle.async = [];
    this.busy.clear();
    for (const channel of [...idle, ...busy]) channel.terminate();
    await Promise.race([Promise.all([...idle, ...busy].map((channel) => channel.exited)), sleep(CLOSE_WAIT_MS, undefined, { ref: false })]);
    for (const channel of busy) if (!channel.hasExited) this.abandon(channel, 'the agent is stopping');
  }

  private stuck(reason: string): void {
    if (this.stuckReported || this.closed) return;
    this.stuckReported = true;
    this.options.log?.error({ abandonedThreads: this.abandoned.size }, reason);
    this.options.onStuck?.(reason);
  }

  private scheduleTrim(): void {
    if (this.trimTimer) return;
    this.trimTimer = setTimeout(() => {
      this.trimTimer = undefined;
      const now = performance.now();
      let more = false;
      for (const lane of ['immediate', 'async'] as const) {
        // The most recently used thread (last) stays; older idle ones go once idle long enough.
        const list = this.idle[lane];
        const keep = list.filter((idle, i) => i === list.length - 1 || now - idle.since < IDLE_TRIM_MS);
        for (const idle of list) if (!keep.includes(idle)) idle.channel.terminate();
        this.idle[lane] = keep;
        if (keep.length > 1) more = true;
      }
      if (more) this.scheduleTrim();
    }, IDLE_TRIM_MS);
    this.trimTimer.unref();
  }
}
