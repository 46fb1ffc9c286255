/**
 * @module bench/lib/proc
 * Reads a process's memory and CPU from /proc, so the figures come from the kernel and the measured
 * process needs no cooperation. Linux only.
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Clock ticks per second of /proc/<pid>/stat times; 100 on every Linux this runs on (`getconf CLK_TCK`). */
const CLOCK_TICKS_PER_SECOND = 100;

/** Resident set size in bytes (VmRSS of /proc/<pid>/status). */
export function readRssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`No VmRSS for pid ${pid}`);
  return Number(match[1]) * 1024;
}

/** User + system CPU time consumed so far, in seconds (10 ms resolution). */
export function readCpuSeconds(pid: number): number {
  return cpuSecondsOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'), `/proc/${pid}/stat`);
}

/** User + system CPU time of a process's main thread (its JavaScript thread), in seconds (10 ms resolution). */
export function readMainThreadCpuSeconds(pid: number): number {
  return cpuSecondsOfStat(fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8'), `/proc/${pid}/task/${pid}/stat`);
}

/**
 * How long a process's main thread has waited, runnable, for a core (seconds; the second field of
 * /proc/<pid>/task/<pid>/schedstat, nanoseconds). A late timer on a busy machine is either this wait or the
 * thread's own work; this tells them apart. NaN where the kernel keeps no schedstat.
 */
export function readMainThreadRunQueueWaitSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ');
    return Number(fields[1]) / 1e9;
  } catch {
    return Number.NaN;
  }
}

/** utime + stime of one stat(5) line, in seconds. */
function cpuSecondsOfStat(stat: string, where: string): number {
  // The command name (field 2) may contain spaces and parentheses: count fields after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 (utime) and 15 (stime) of stat(5); the remainder starts at field 3.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`Unreadable ${where}`);
  return (utime + stime) / CLOCK_TICKS_PER_SECOND;
}

/**
 * CPU seconds of each live thread of a process, by thread id (the main thread's id is the pid). A thread
 * that ends between the listing and its read is left out.
 */
export function readThreadCpuSeconds(pid: number): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const where = `/proc/${pid}/task/${tid}/stat`;
    let stat: string;
    try {
      stat = fs.readFileSync(where, 'utf8');
    } catch {
      continue;
    }
    threads.set(Number(tid), cpuSecondsOfStat(stat, where));
  }
  return threads;
}

export interface SettledRss {
  bytes: number;
  /** False when RSS was still moving at the deadline; the last reading is returned anyway. */
  settled: boolean;
  waitedMs: number;
}

export interface SettleOptions {
  /** Spread of the readings in the window that counts as "not moving". */
  toleranceBytes?: number;
  windowMs?: number;
  sampleMs?: number;
  timeoutMs?: number;
}

/**
 * Waits until RSS stops moving: every sample of the last `windowMs` within `toleranceBytes`.
 * Memory right after a burst of connections still moves while V8 sweeps and the allocator returns
 * pages; reading it too early would charge the agents with garbage or credit them with a GC.
 */
export async function waitForSettledRss(pid: number, options: SettleOptions = {}): Promise<SettledRss> {
  const { toleranceBytes = 1024 * 1024, windowMs = 3000, sampleMs = 250, timeoutMs = 30_000 } = options;
  const started = Date.now();
  const samples: { at: number; bytes: number }[] = [];
  for (;;) {
    const now = Date.now();
    samples.push({ at: now, bytes: readRssBytes(pid) });
    while (samples.length > 0 && (samples[0]?.at ?? now) < now - windowMs) samples.shift();
    const full = now - started >= windowMs;
    const values = samples.map((s) => s.bytes);
    const last = values[values.length - 1] ?? 0;
    if (full && Math.max(...values) - Math.min(...values) <= toleranceBytes) {
      return { bytes: last, settled: true, waitedMs: now - started };
    }
    if (now - started >= timeoutMs) return { bytes: last, settled: false, waitedMs: now - started };
    await sleep(sampleMs);
  }
}
