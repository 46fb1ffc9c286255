/**
 * @module bench/lib/net
 * Loopback helpers: a free port, waiting for a port to accept, and reading the gateway's Prometheus text.
 */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Polls every `pollMs` until the port accepts a TCP connection; returns the time it first did
 * (epoch ms). Accurate to about one poll, which is small next to seconds of reconnect storm.
 */
export async function waitForListening(port: number, timeoutMs: number, isAlive: () => boolean, pollMs = 10, host = '127.0.0.1'): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await accepts(port, host)) return Date.now();
    if (!isAlive()) throw new Error(`the process meant to listen on ${port} exited`);
    if (Date.now() >= deadline) throw new Error(`nothing listened on ${host}:${port} within ${timeoutMs} ms`);
    await sleep(pollMs);
  }
}

/** Unlabelled samples of a Prometheus text exposition, by metric name. */
export function parsePrometheus(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*) (\S+)$/.exec(line);
    if (match?.[1] && match[2] !== undefined) values.set(match[1], Number(match[2]));
  }
  return values;
}
