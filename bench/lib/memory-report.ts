/**
 * @module bench/lib/memory-report
 * The in-process half of a memory reading, answered over IPC by the bare ws server and by the probe
 * preloaded into the gateway. It can force two full GCs first (the process must run with --expose-gc),
 * so what remains is what the sockets retain.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface MemoryReport {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Whether two full GCs ran before the reading. */
  collected: boolean;
}

export async function memoryReport(args: unknown): Promise<MemoryReport> {
  const wantGc = typeof args === 'object' && args !== null && (args as { gc?: unknown }).gc === true;
  const gc = (globalThis as { gc?: () => void }).gc;
  if (wantGc && gc) {
    // Two collections with a turn between them: the first can leave finalizers/weak callbacks pending.
    gc();
    await nextTurn();
    gc();
    await nextTurn();
  }
  const usage = process.memoryUsage();
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    collected: wantGc && gc !== undefined,
  };
}
