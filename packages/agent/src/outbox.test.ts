/**
 * The outbox: messages wait for a ready socket, keep their order across a dropped socket, wait while
 * the socket's send buffer is above the high-water mark, fail on shutdown, and are framed as the socket's
 * session says (an inline result binary from protocol 3 on).
 */
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { Outbox } from './outbox.js';
import type { AgentMessage } from '@site-query-gateway/protocol/messages.js';
import { readAgentBinaryFrame } from '@site-query-gateway/protocol/wire.js';

/** Just the part of a ws socket the outbox uses: state, buffered bytes, send with a callback. */
class SocketStub {
  readyState: number = WebSocket.OPEN;
  /** What `bufferedAmount` reads; each read is counted (the outbox looks at it before every write). */
  buffered = 0;
  bufferLooks = 0;
  readonly sent: string[] = [];
  /** Per frame sent: whether it was binary. */
  readonly binary: boolean[] = [];
  failNext = false;
  /** Writes whose callback said they failed. */
  failures = 0;
  get bufferedAmount(): number {
    this.bufferLooks++;
    return this.buffered;
  }
  send(frame: string | Buffer, cb: (err?: Error) => void): void {
    if (this.failNext) {
      this.failNext = false;
      this.readyState = WebSocket.CLOSED;
      // allow-fixed-wait: the stub calls back later, as ws does; nothing waits on this timer.
      setImmediate(() => {
        this.failures++;
        cb(new Error('closed'));
      });
      return;
    }
    const message = typeof frame === 'string' ? (JSON.parse(frame) as { queryId: string }) : (readAgentBinaryFrame(frame).message as { queryId: string });
    this.sent.push(message.queryId);
    this.binary.push(typeof frame !== 'string');
    // allow-fixed-wait: the stub calls back later, as ws does; nothing waits on this timer.
    setImmediate(() => cb());
  }
  asSocket(): WebSocket {
    return this as unknown as WebSocket;
  }
}

const msg = (queryId: string): AgentMessage => ({ type: 'job:started', queryId, at: '2026-01-01T00:00:00Z' });

const inline = (queryId: string): AgentMessage => ({
  type: 'job:completed',
  queryId,
  at: '2026-01-01T00:00:00Z',
  sqlExecutionDurationMs: 1,
  rows: 1,
  size: 9,
  pages: [{ pageNumber: 1, size: 9, count: 1, rangeStart: 1, rangeEnd: 1 }],
  inlineData: '[{"x":1}]',
  outputParameters: [],
});

describe('Outbox', () => {
  it("frames an inline result as its socket's session says: binary on protocol 3, text after a reconnect to an older gateway", async () => {
    const outbox = new Outbox();
    const newer = new SocketStub();
    outbox.attach(newer.asSocket(), { binaryResults: true });
    await Promise.all([outbox.send(msg('a')), outbox.send(inline('b'))]);
    expect(newer.sent).toEqual(['a', 'b']);
    expect(newer.binary).toEqual([false, true]);
    const older = new SocketStub();
    outbox.attach(older.asSocket());
    await outbox.send(inline('c'));
    expect(older.sent).toEqual(['c']);
    expect(older.binary).toEqual([false]);
  });

  it('holds messages until a socket is attached, then sends them in order', async () => {
    const outbox = new Outbox();
    const sent = [outbox.send(msg('a')), outbox.send(msg('b'))];
    expect(outbox.pending).toBe(2);
    const socket = new SocketStub();
    outbox.attach(socket.asSocket());
    await Promise.all(sent);
    await outbox.send(msg('c'));
    expect(socket.sent).toEqual(['a', 'b', 'c']);
  });

  it('a failed write stays first in line for the next socket', async () => {
    const outbox = new Outbox();
    const first = new SocketStub();
    first.failNext = true;
    outbox.attach(first.asSocket());
    const sent = [outbox.send(msg('a')), outbox.send(msg('b'))];
    await vi.waitFor(() => expect(first.failures).toBe(1));
    expect(outbox.pending).toBe(2);
    const second = new SocketStub();
    outbox.attach(second.asSocket());
    await Promise.all(sent);
    expect(second.sent).toEqual(['a', 'b']);
    // Writes go one after another: anything sent on the first socket was sent before these.
    expect(first.sent).toEqual([]);
  });

  it('waits while the send buffer is above the high-water mark', async () => {
    const outbox = new Outbox(1000);
    const socket = new SocketStub();
    socket.buffered = 5000;
    outbox.attach(socket.asSocket());
    const sent = outbox.send(msg('a'));
    // It has looked at the buffer again and again, and found it full each time.
    await vi.waitFor(() => expect(socket.bufferLooks).toBeGreaterThanOrEqual(3));
    expect(socket.sent).toEqual([]);
    socket.buffered = 0;
    await sent;
    expect(socket.sent).toEqual(['a']);
  });

  it('close fails what is unsent and refuses more', async () => {
    const outbox = new Outbox();
    const pending = outbox.send(msg('a'));
    outbox.close();
    await expect(pending).rejects.toThrow(/stopping/);
    await expect(outbox.send(msg('b'))).rejects.toThrow(/stopping/);
  });
});
