/**
 * @module bench/lib/http-load
 * The parent's handle on the load-generator process (./http-load-worker.ts): one process, reused for
 * every run, so the load never shares a process with what it measures nor with the bench itself.
 */
import { spawnNode, stopChild, type NodeChild } from './children.js';
import type { LoadArgs, LoadResult } from './http-load-worker.js';

export type { LatencySummary, LoadArgs, LoadResult } from './http-load-worker.js';

const WORKER_SCRIPT = new URL('./http-load-worker.js', import.meta.url).pathname;

export class LoadGenerator {
  private constructor(private readonly child: NodeChild) {}

  get pid(): number {
    return this.child.pid;
  }

  static async start(): Promise<LoadGenerator> {
    const child = spawnNode({ name: 'load generator', script: WORKER_SCRIPT });
    try {
      await child.ipc.waitReady(15_000);
    } catch (err) {
      await stopChild(child, 'SIGKILL', 1000);
      throw err;
    }
    return new LoadGenerator(child);
  }

  run(args: LoadArgs): Promise<LoadResult> {
    return this.child.ipc.request<LoadResult>('run', args, args.durationMs + 60_000);
  }

  async stop(): Promise<void> {
    await stopChild(this.child, 'SIGKILL', 5000);
  }
}
