/**
 * @module bench/lib/http-load-worker
 * B1's load generator, run as its own process (started by ./http-load.ts): N keep-alive HTTP/1.1
 * connections over raw TCP, each sending the same pre-serialised request and the next one as soon as the
 * answer is complete (closed loop, no pipelining), for a fixed time. Every request's latency is kept at
 * sub-microsecond resolution (performance.now()), so percentiles are exact rather than bucketed:
 * autocannon's histogram holds whole milliseconds, too coarse for a 0.25 ms target.
 *
 * A raw socket rather than node:http or fetch: the client shares two cores with the servers it measures,
 * and building request objects and parsing headers through http's machinery would cost it several times
 * the CPU of writing one buffer and finding `\r\n\r\n` plus Content-Length. Responses must carry a
 * Content-Length (both servers measured here do); anything else counts as an error.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { announceReady, serveIpc } from './ipc.js';

export interface LoadArgs {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationMs: number;
}

export interface LatencySummary {
  min: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
}

export interface LoadResult {
  connections: number;
  /** From the first request sent to the last answer received. */
  elapsedMs: number;
  /** Answers with status 2xx. */
  ok: number;
  /** Answers by status code, and socket errors as "error". */
  statuses: Record<string, number>;
  /** The first non-2xx answer's head and body (truncated), or the first socket error. */
  firstProblem: string | null;
  /** Response bytes received (headers included). */
  bytes: number;
  /** 2xx answers per second. */
  rps: number;
  /** Latency of 2xx answers, ms. */
  latencyMs: LatencySummary;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;
const CONNECTION_CLOSE = /\r\nconnection:[ \t]*close/i;

function buildRequest(args: LoadArgs): Buffer {
  const body = args.body === undefined ? undefined : Buffer.from(args.body, 'utf8');
  const lines = [`${args.method} ${args.path} HTTP/1.1`, `host: 127.0.0.1:${args.port}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(args.headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`content-length: ${body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return body ? Buffer.concat([head, body]) : head;
}

class Latencies {
  private values = new Float64Array(1 << 16);
  count = 0;

  add(ms: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = ms;
  }

  summary(): LatencySummary {
    const sorted = this.values.slice(0, this.count).sort();
    const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
    let sum = 0;
    for (const v of sorted) sum += v;
    return { min: sorted[0] ?? Number.NaN, mean: sorted.length > 0 ? sum / sorted.length : Number.NaN, p50: at(0.5), p90: at(0.9), p99: at(0.99), p999: at(0.999), max: sorted[sorted.length - 1] ?? Number.NaN };
  }
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setNoDelay(true);
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

async function run(raw: unknown): Promise<LoadResult> {
  const args = raw as LoadArgs;
  const request = buildRequest(args);
  const sockets = await Promise.all(Array.from({ length: args.connections }, () => connect(args.port)));
  const latencies = new Latencies();
  const statuses: Record<string, number> = {};
  let firstProblem: string | null = null;
  let bytes = 0;
  let lastAnswerAt = 0;
  const count = (key: string, problem?: string): void => {
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (problem !== undefined && firstProblem === null) firstProblem = problem.slice(0, 800);
  };

  const started = performance.now();
  const stopAt = started + args.durationMs;
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          let pending: Buffer | null = null;
          let sentAt = 0;
          let done = false;
          const finish = (): void => {
            if (done) return;
            done = true;
            socket.destroy();
            resolve();
          };
          const send = (): void => {
            if (performance.now() >= stopAt) return finish();
            sentAt = performance.now();
            socket.write(request);
          };
          socket.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            pending = pending === null ? chunk : Buffer.concat([pending, chunk]);
            const headerEnd = pending.indexOf(HEADER_END);
            if (headerEnd < 0) return;
            const head = pending.toString('latin1', 0, headerEnd);
            const length = CONTENT_LENGTH.exec(head);
            if (!length?.[1]) {
              count('error', `answer without Content-Length: ${head}`);
              return finish();
            }
            const total = headerEnd + HEADER_END.length + Number(length[1]);
            if (pending.length < total) return;
            const now = performance.now();
            lastAnswerAt = now;
            const status = head.slice(9, 12);
            if (status.startsWith('2')) {
              latencies.add(now - sentAt);
              count(status);
            } else {
              count(status, `${head}\n${pending.toString('utf8', headerEnd + HEADER_END.length, total)}`);
            }
            // Closed loop without pipelining: nothing may follow the answer.
            pending = pending.length > total ? pending.subarray(total) : null;
            if (pending !== null) {
              count('error', 'bytes after a complete answer');
              return finish();
            }
            if (CONNECTION_CLOSE.test(head)) {
              count('error', `server closed the connection: ${head}`);
              return finish();
            }
            send();
          });
          socket.on('error', (err) => {
            count('error', err.message);
            finish();
          });
          socket.on('close', finish);
          send();
        }),
    ),
  );
  const elapsedMs = Math.max(lastAnswerAt, started) - started;
  const ok = latencies.count;
  return {
    connections: args.connections,
    elapsedMs,
    ok,
    statuses,
    firstProblem,
    bytes,
    rps: elapsedMs > 0 ? ok / (elapsedMs / 1000) : 0,
    latencyMs: latencies.summary(),
  };
}

serveIpc({ run });
announceReady({ pid: process.pid });
