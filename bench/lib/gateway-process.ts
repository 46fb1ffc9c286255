/**
 * @module bench/lib/gateway-process
 * The real gateway (`packages/gateway/bin/site-gateway.js`) as a child process, configured only through its
 * environment variables like in production. The probe preloaded into it answers memory readings
 * after forced GCs and makes it exit with the bench.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_NODE_FLAGS, withRuntimeEnv } from '@site-query-gateway/protocol/runtime-flags.js';
import { isRunning, spawnNode, stopChild, type NodeChild } from './children.js';
import type { MemoryReport } from './memory-report.js';
import { parsePrometheus, waitForListening } from './net.js';

const GATEWAY_BIN = fileURLToPath(new URL('../../../packages/gateway/bin/site-gateway.js', import.meta.url));
const PROBE = new URL('./gateway-probe.js', import.meta.url).href;

export interface GatewayProcessOptions {
  port: number;
  dataDir: string;
  /** Extra GATEWAY_* variables (e.g. a short heartbeat interval). */
  env?: Record<string, string>;
  /** Started through this command (e.g. `ip netns exec <ns>`), listening on every address there. */
  via?: readonly string[];
  /** The address the bench reaches it at (default 127.0.0.1). */
  reachAt?: string;
}

export class GatewayProcess {
  private constructor(
    private readonly child: NodeChild,
    readonly baseUrl: string,
    /** When the port first accepted a connection (epoch ms). */
    readonly listeningAt: number,
    /** Spawn → port accepting: node start-up, store open and migration, app build. */
    readonly startMs: number,
  ) {}

  get pid(): number {
    return this.child.pid;
  }

  static async start(options: GatewayProcessOptions): Promise<GatewayProcess> {
    // The gateway's configuration is exactly what this bench sets: stray GATEWAY_* from the shell would skew it.
    const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GATEWAY_')));
    const host = options.reachAt ?? '127.0.0.1';
    Object.assign(env, {
      HOST: options.via ? '0.0.0.0' : '127.0.0.1',
      PORT: String(options.port),
      GATEWAY_DATA_DIR: options.dataDir,
      GATEWAY_STORE_URL: `sqlite:${path.join(options.dataDir, 'gateway.db')}`,
      GATEWAY_LOG_LEVEL: 'warn',
      GATEWAY_RATE_LIMIT_PER_MINUTE: '0',
      // Every bench agent connects from 127.0.0.1; real clinics each have their own address.
      GATEWAY_AGENT_RATE_LIMIT_PER_MINUTE: '0',
      ...options.env,
    });
    const spawnedAt = Date.now();
    const child = spawnNode({ name: 'gateway', script: GATEWAY_BIN, execArgv: [...GATEWAY_NODE_FLAGS, '--expose-gc', '--import', PROBE], env: withRuntimeEnv(env), ...(options.via ? { via: options.via } : {}) });
    try {
      const listeningAt = await waitForListening(options.port, 30_000, () => isRunning(child), 10, host);
      return new GatewayProcess(child, `http://${host}:${options.port}`, listeningAt, listeningAt - spawnedAt);
    } catch (err) {
      await stopChild(child, 'SIGKILL', 1000);
      throw new Error(`${(err as Error).message}\n--- gateway output ---\n${child.tail()}`, { cause: err });
    }
  }

  /** The gateway's own /metrics, unlabelled samples by name. */
  async metrics(): Promise<Map<string, number>> {
    const response = await fetch(`${this.baseUrl}/metrics`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
    return parsePrometheus(await response.text());
  }

  /** `gateway_agents_connected`, or NaN when the scrape failed (e.g. mid-restart). */
  async agentsConnected(): Promise<number> {
    try {
      return (await this.metrics()).get('gateway_agents_connected') ?? Number.NaN;
    } catch {
      return Number.NaN;
    }
  }

  memory(gc: boolean): Promise<MemoryReport> {
    return this.child.ipc.request<MemoryReport>('memory', { gc }, 30_000);
  }

  /** Lines the gateway logged (it runs at warn: each line is a warning or an error). */
  logLines(): number {
    return this.child.lineCount();
  }

  logTail(): string {
    return this.child.tail();
  }

  /** Graceful stop (SIGTERM: agents are told 1012 "service restart"); returns how long the exit took. */
  stop(timeoutMs = 30_000): Promise<{ ms: number; forced: boolean; code: number | null }> {
    return stopChild(this.child, 'SIGTERM', timeoutMs);
  }
}
