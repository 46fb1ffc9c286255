/**
 * @module bench/lib/agent-swarm
 * The parent's handle on B4's simulated agents: N real AgentConnections split over several client
 * processes (one process cannot hold 10k sockets comfortably on 2 cores, and the measured server must
 * not share a process with its load). Aggregates their status and stops them all.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnNode, stopChild, type NodeChild } from './children.js';
import type { SwarmStartArgs, SwarmWorkerStatus } from './agent-swarm-worker.js';

/** The workers' statuses combined: counts summed, latest welcome time, client RSS summed. */
export type SwarmStatus = Omit<SwarmWorkerStatus, 'rss'> & {
  /** Summed RSS of the client processes. */
  clientRss: number;
};

const WORKER_SCRIPT = new URL('./agent-swarm-worker.js', import.meta.url).pathname;

export class AgentSwarm {
  private constructor(private readonly workers: NodeChild[]) {}

  /** Spawns `processes` workers and starts `keys` agents spread evenly over them. */
  static async start(options: { gatewayUrl: string; keys: readonly string[]; processes: number; rampPerSecond: number }): Promise<AgentSwarm> {
    const processes = Math.max(1, Math.min(options.processes, options.keys.length));
    const workers: NodeChild[] = [];
    const swarm = new AgentSwarm(workers);
    try {
      for (let p = 0; p < processes; p++) workers.push(spawnNode({ name: `agent swarm worker ${p + 1}/${processes}`, script: WORKER_SCRIPT }));
      await Promise.all(workers.map((w) => w.ipc.waitReady(15_000)));
      await Promise.all(
        workers.map((w, p) => {
          const args: SwarmStartArgs = {
            gatewayUrl: options.gatewayUrl,
            keys: options.keys.filter((_key, i) => i % processes === p),
            rampPerSecond: options.rampPerSecond / processes,
          };
          return w.ipc.request('start', args);
        }),
      );
    } catch (err) {
      await swarm.stop();
      throw err;
    }
    return swarm;
  }

  async status(options: { times?: boolean } = {}): Promise<SwarmStatus> {
    const all = await Promise.all(this.workers.map((w) => w.ipc.request<SwarmWorkerStatus>('status', { times: options.times === true }, 15_000)));
    const messages: Record<string, number> = {};
    for (const s of all) for (const [text, n] of Object.entries(s.messages)) messages[text] = (messages[text] ?? 0) + n;
    const done = all.every((s) => s.allWelcomedAt !== null);
    return {
      agents: sum(all.map((s) => s.agents)),
      open: sum(all.map((s) => s.open)),
      welcomed: sum(all.map((s) => s.welcomed)),
      allWelcomedAt: done ? Math.max(...all.map((s) => s.allWelcomedAt ?? 0)) : null,
      messages,
      maxAttempt: Math.max(0, ...all.map((s) => s.maxAttempt)),
      ...(options.times ? { welcomeTimes: all.flatMap((s) => s.welcomeTimes ?? []) } : {}),
      clientRss: sum(all.map((s) => s.rss)),
    };
  }

  /** Restarts the welcome count in every worker (before a gateway restart). */
  async mark(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.ipc.request('mark')));
  }

  /** Polls until `done(status)` or the deadline; returns the last status and whether `done` held. */
  async waitFor(done: (s: SwarmStatus) => boolean, timeoutMs: number, pollMs = 250): Promise<{ status: SwarmStatus; ok: boolean }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = await this.status();
      if (done(status)) return { status, ok: true };
      if (Date.now() >= deadline) return { status, ok: false };
      await sleep(pollMs);
    }
  }

  /** Kills the workers: the kernel closes their sockets, as when clinic machines vanish. */
  async stop(): Promise<void> {
    await Promise.all(this.workers.map((w) => stopChild(w, 'SIGKILL', 5000)));
  }
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
