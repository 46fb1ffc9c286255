/**
 * Real processes for end-to-end tests: the built gateway (`packages/gateway/bin/site-gateway.js`) on a free port with a
 * temporary data directory, and helpers to poll until a condition holds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { GATEWAY_NODE_FLAGS, withRuntimeEnv } from '@site-query-gateway/protocol/runtime-flags.js';

const GATEWAY_BIN = fileURLToPath(new URL('../../packages/gateway/bin/site-gateway.js', import.meta.url));
/** Shared by every gateway a test starts, as instances sharing a store must share it. */
const TOKEN_SECRET = 'test-token-secret-0123456789abcdef0123';
export const OPERATOR_KEY = 'e2e-operator-key-0123456789';

export interface GatewayProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function makeTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

/** Starts the gateway and resolves once it logs its URL (a generous wait: a loaded 2-core CI machine can take long to start node). */
export async function startGatewayProcess(env: Record<string, string> = {}, dataDir = makeTempDir('gw')): Promise<GatewayProcess> {
  const child = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, GATEWAY_BIN], {
    env: withRuntimeEnv({ ...process.env, PORT: '0', GATEWAY_DATA_DIR: dataDir, GATEWAY_OPERATOR_KEY: OPERATOR_KEY, GATEWAY_TOKEN_SECRET: TOKEN_SECRET, GATEWAY_LOG_LEVEL: 'info', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    // allow-fixed-wait: a deadline on the wait for the start, not a wait itself.
    const timer = setTimeout(() => {
      // A gateway that missed the deadline must not outlive the test run.
      child.kill('SIGKILL');
      reject(new Error(`gateway did not start:\n${output}`));
    }, 45_000);
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      const match = /"msg":"gateway listening"/.test(output) ? /"url":"(http:\/\/[^"]+)"/.exec(output) : null;
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`gateway exited (${code}):\n${output}`)));
  });
  return {
    url,
    dataDir,
    child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** Polls `probe` until it returns a defined value or the time runs out (a probe that throws is polled again). */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  let last: unknown;
  return vi.waitFor(
    async () => {
      let value: T | undefined;
      try {
        value = await probe();
      } catch (err) {
        last = err;
      }
      if (value === undefined) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
      return value;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

export async function http(method: string, url: string, init: { headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { method, headers: init.headers, body: init.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

/**
 * Waits until the site's agent takes work. `online` is only its hello: the gateway hands out work after the
 * agent's start-up duties and its `agent:ready`, a moment later, and under CI load a query sent in between got
 * 503. Probes with an immediate query; `sql` must run on the site's default catalogue.
 */
export async function waitForAgentReady(baseUrl: string, siteId: string, apiKey: string, sql = 'select 1 as ready', timeoutMs = 15_000): Promise<void> {
  const body = JSON.stringify({ command: { text: sql } });
  const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
  await eventually(async () => ((await http('POST', `${baseUrl}/integrator/sites/${siteId}/queries/immediate`, { headers, body })).status === 200 ? true : undefined), timeoutMs, 'agent ready for work');
}
