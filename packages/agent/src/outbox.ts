/**
 * @module agent/outbox
 * Job messages on their way to the gateway. Jobs keep running when the socket drops, so what they report
 * waits here, in order, until the next session is welcomed and ready; then it is sent. Sending also
 * waits while the socket's send buffer is above a high-water mark (a slow link must not make the agent
 * buffer without bound). It holds control messages and inline results (bulk results travel as uploaded
 * pages). Messages that queued up while the previous write was on its way go out together, in one write of
 * the socket (protocol/turn-cork): under load, completions share system calls and the gateway's wake-ups.
 * Each session says how its messages are framed (an inline result as a binary frame from protocol 3 on).
 * It does not know about jobs, sessions or reconnects — the connection attaches and detaches sockets.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import type { AgentMessage } from '@site-query-gateway/protocol/messages.js';
import { encodeAgentMessage, type AgentFraming } from '@site-query-gateway/protocol/wire.js';
import { corkPerTurn } from '@site-query-gateway/protocol/turn-cork.js';

/** Above this many bytes waiting in the socket's buffer, the agent waits before sending more. */
export const SEND_HIGH_WATER_BYTES = 4 * 1024 * 1024;
const DRAIN_POLL_MS = 10;
/** One batch stops growing past this many bytes of frames (inline results can be large) or messages. */
const BATCH_BYTES = 256 * 1024;
const BATCH_MESSAGES = 64;

/** Each socket's "hold this turn's writes together", from its raw TCP socket (see batchWrites). */
const holds = new WeakMap<WebSocket, () => void>();

/**
 * Lets writes to `socket` made in one turn leave in one system call. Call before it opens: ws hands the
 * raw TCP socket out only with the `upgrade` event.
 */
export function batchWrites(socket: WebSocket): void {
  socket.once('upgrade', (response) => holds.set(socket, corkPerTurn(response.socket)));
}

export class SocketGoneError extends Error {
  override name = 'SocketGoneError';
}

/**
 * How a session's messages are framed: `binaryResults` when its protocol has binary inline results (3 and
 * later), `inlineEncoding` when it compresses their rows (4 and later, the session's page encoding).
 */
export type Framing = AgentFraming;

const TEXT_ONLY: Framing = { binaryResults: false };

/**
 * Writes one message, after waiting for the send buffer to drain below the high-water mark. Resolves
 * once ws has handed it to the operating system; rejects when the socket is (or becomes) not open.
 */
export async function writeMessage(socket: WebSocket, message: AgentMessage, framing: Framing = TEXT_ONLY, highWaterBytes = SEND_HIGH_WATER_BYTES): Promise<void> {
  // ws has no drain event; its buffer is the socket's, so polling a counter is cheap and bounded.
  while (socket.readyState === WebSocket.OPEN && socket.bufferedAmount > highWaterBytes) await sleep(DRAIN_POLL_MS);
  if (socket.readyState !== WebSocket.OPEN) throw new SocketGoneError('socket is not open');
  await new Promise<void>((resolve, reject) => {
    socket.send(encodeAgentMessage(message, framing), (err) => (err ? reject(new SocketGoneError(err.message)) : resolve()));
  });
}

/**
 * Writes messages in order, in one write of the socket when it allows (batchWrites), after waiting for
 * the send buffer to drain below the high-water mark. Resolves with how many were handed to the operating
 * system, counted from the first: fewer than all when the socket closed on the way.
 */
async function writeInOrder(socket: WebSocket, frames: readonly (string | Buffer)[], highWaterBytes: number): Promise<number> {
  while (socket.readyState === WebSocket.OPEN && socket.bufferedAmount > highWaterBytes) await sleep(DRAIN_POLL_MS);
  if (socket.readyState !== WebSocket.OPEN) return 0;
  holds.get(socket)?.();
  const written = await Promise.all(frames.map((frame) => new Promise<boolean>((resolve) => socket.send(frame, (err) => resolve(!err)))));
  const firstLost = written.indexOf(false);
  return firstLost === -1 ? written.length : firstLost;
}

interface Item {
  message: AgentMessage;
  resolve: () => void;
  reject: (err: Error) => void;
}

export class Outbox {
  private items: Item[] = [];
  private socket: WebSocket | undefined;
  private framing: Framing = TEXT_ONLY;
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
  attach(socket: WebSocket, framing: Framing = TEXT_ONLY): void {
    this.socket = socket;
    this.framing = framing;
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
        const batch = this.nextBatch();
        const written = await writeInOrder(socket, batch.frames, this.highWaterBytes);
        // Those written leave the head (unless close() emptied it meanwhile); the rest stay first in line.
        for (const item of batch.items.slice(0, written)) {
          if (this.items[0] === item) this.items.shift();
          item.resolve();
        }
        if (written < batch.items.length) {
          // The gateway treats a message it already had as a repeat: a no-op.
          this.detach(socket);
          break;
        }
      }
    } finally {
      this.pumping = false;
    }
    // A socket attached while the last write was in flight would otherwise wait for the next send.
    if (this.socket && this.items.length > 0) void this.pump();
  }

  /** The messages at the head of the line, as frames, up to a batch's bounds (always at least one). */
  private nextBatch(): { items: Item[]; frames: (string | Buffer)[] } {
    const items: Item[] = [];
    const frames: (string | Buffer)[] = [];
    let bytes = 0;
    for (const item of this.items) {
      if (items.length > 0 && (items.length >= BATCH_MESSAGES || bytes >= BATCH_BYTES)) break;
      const frame = encodeAgentMessage(item.message, this.framing);
      items.push(item);
      frames.push(frame);
      bytes += frame.length;
    }
    return { items, frames };
  }
}
