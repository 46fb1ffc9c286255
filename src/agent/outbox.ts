/**
 * @module agent/outbox
 * Job messages on their way to the gateway. Jobs keep running when the socket drops, so what they report
 * waits here, in order, until the next session is welcomed and ready; then it is sent. Sending also
 * waits while the socket's send buffer is above a high-water mark (a slow link must not make the agent
 * buffer without bound). It holds only small control messages: result data travels as uploaded pages.
 * It does not know about jobs, sessions or reconnects — the connection attaches and detaches sockets.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import type { AgentMessage } from '../protocol/messages.js';

/** Above this many bytes waiting in the socket's buffer, the agent waits before sending more. */
export const SEND_HIGH_WATER_BYTES = 4 * 1024 * 1024;
const DRAIN_POLL_MS = 10;

export class SocketGoneError extends Error {
  override name = 'SocketGoneError';
}

/**
 * Writes one message, after waiting for the send buffer to drain below the high-water mark. Resolves
 * once ws has handed it to the operating system; rejects when the socket is (or becomes) not open.
 */
export async function writeMessage(socket: WebSocket, message: AgentMessage, highWaterBytes = SEND_HIGH_WATER_BYTES): Promise<void> {
  // ws has no drain event; its buffer is the socket's, so polling a counter is cheap and bounded.
  while (socket.readyState === WebSocket.OPEN && socket.bufferedAmount > highWaterBytes) await sleep(DRAIN_POLL_MS);
  if (socket.readyState !== WebSocket.OPEN) throw new SocketGoneError('socket is not open');
  await new Promise<void>((resolve, reject) => {
    socket.send(JSON.stringify(message), (err) => (err ? reject(new SocketGoneError(err.message)) : resolve()));
  });
}

interface Item {
  message: AgentMessage;
  resolve: () => void;
  reject: (err: Error) => void;
}

export class Outbox {
  private items: Item[] = [];
  private socket: WebSocket | undefined;
  private pumping = false;
  private closedReason: Error | undefined;

  constructor(private readonly highWaterBytes = SEND_HIGH_WATER_BYTES) {}

  /** Messages not yet handed to a socket. */
  get pending(): number {
    return this.items.length;
  }

  /** Queues a message; resolves once it has been written to a ready socket. */
  send(message: AgentMessage): Promise<void> {
    if (this.closedReason) return Promise.reject(this.closedReason);
    return new Promise<void>((resolve, reject) => {
      this.items.push({ message, resolve, reject });
      void this.pump();
    });
  }

  /** A ready session's socket: flush what waited and send through it from now on. */
  attach(socket: WebSocket): void {
    this.socket = socket;
    void this.pump();
  }

  /** The socket closed: keep messages until the next attach. */
  detach(socket: WebSocket): void {
    if (this.socket === socket) this.socket = undefined;
  }

  /** Shutdown: fail everything unsent (the journal keeps those jobs as orphans) and refuse more. */
  close(reason = new SocketGoneError('the agent is stopping')): void {
    this.closedReason = reason;
    this.socket = undefined;
    const items = this.items;
    this.items = [];
    for (const item of items) item.reject(reason);
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.socket && this.items.length > 0) {
        const socket = this.socket;
        const item = this.items[0]!;
        try {
          await writeMessage(socket, item.message, this.highWaterBytes);
        } catch {
          // Kept at the head: it goes first through the next socket. The gateway treats a repeat as a no-op.
          this.detach(socket);
          break;
        }
        if (this.items[0] === item) this.items.shift();
        item.resolve();
      }
    } finally {
      this.pumping = false;
    }
    // A socket attached while the last write was in flight would otherwise wait for the next send.
    if (this.socket && this.items.length > 0) void this.pump();
  }
}
