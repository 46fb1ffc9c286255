/**
 * @module bench/lib/ipc
 * Request/response over a child process's IPC channel: the parent asks ("status", "memory"), the child
 * answers. Children also announce themselves once with a "ready" event. Used for the agent swarm, the
 * bare ws server and the probe preloaded into the gateway.
 */
import type { ChildProcess } from 'node:child_process';

interface Request {
  kind: 'request';
  id: number;
  op: string;
  args: unknown;
}

interface Reply {
  kind: 'reply';
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

interface ReadyEvent {
  kind: 'ready';
  data: unknown;
}

type Message = Request | Reply | ReadyEvent;

export type IpcHandler = (args: unknown) => unknown;

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';
}

/**
 * Child side: answers requests with the named handlers. A child whose parent has gone (IPC
 * disconnected) exits at once, so a bench killed with SIGKILL leaves no orphans holding sockets.
 */
export function serveIpc(handlers: Record<string, IpcHandler>, options: { unref?: boolean } = {}): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('This script runs as a child of the bench (it needs an IPC channel).');
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.kind !== 'request') return;
    const handler = handlers[message.op];
    const reply = (r: Omit<Reply, 'kind' | 'id'>): void => {
      if (process.connected) send({ kind: 'reply', id: message.id, ...r } satisfies Reply);
    };
    if (!handler) return reply({ ok: false, error: `unknown op ${message.op}` });
    Promise.resolve()
      .then(() => handler(message.args))
      .then(
        (result) => reply({ ok: true, result }),
        (err: unknown) => reply({ ok: false, error: err instanceof Error ? err.message : String(err) }),
      );
  });
  process.on('disconnect', () => process.exit(1));
  // A preloaded probe must not keep its host alive; the host decides when to exit.
  if (options.unref) process.channel?.unref();
}

/** Child side: tells the parent the child is up (with e.g. the port it listens on). */
export function announceReady(data: unknown): void {
  process.send?.({ kind: 'ready', data } satisfies ReadyEvent);
}

/** Parent side of the channel to one child. */
export class IpcClient {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  private readonly ready: Promise<unknown>;

  constructor(
    private readonly child: ChildProcess,
    private readonly name: string,
  ) {
    this.ready = new Promise((resolve, reject) => {
      child.on('message', (message: unknown) => {
        if (!isMessage(message)) return;
        if (message.kind === 'ready') resolve(message.data);
        if (message.kind !== 'reply') return;
        const waiter = this.pending.get(message.id);
        if (!waiter) return;
        this.pending.delete(message.id);
        clearTimeout(waiter.timer);
        if (message.ok) waiter.resolve(message.result);
        else waiter.reject(new Error(`${name}: ${message.error ?? 'request failed'}`));
      });
      child.once('exit', (code, signal) => {
        const error = new Error(`${name} exited (code ${code}, signal ${signal})`);
        reject(error);
        for (const waiter of this.pending.values()) {
          clearTimeout(waiter.timer);
          waiter.reject(error);
        }
        this.pending.clear();
      });
    });
    // Callers that never wait for ready must not see an unhandled rejection when the child exits.
    this.ready.catch(() => undefined);
  }

  /** Resolves with the child's "ready" data; rejects if it exits first or takes longer than `timeoutMs`. */
  waitReady<T>(timeoutMs: number): Promise<T> {
    return withTimeout(this.ready as Promise<T>, timeoutMs, `${this.name} did not become ready within ${timeoutMs} ms`);
  }

  request<T>(op: string, args: unknown = null, timeoutMs = 30_000): Promise<T> {
    if (!this.child.connected) return Promise.reject(new Error(`${this.name} is not connected`));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${this.name}: "${op}" got no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      this.child.send({ kind: 'request', id, op, args } satisfies Request);
    });
  }
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
