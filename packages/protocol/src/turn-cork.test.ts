/**
 * corkPerTurn: writes made in one turn of the event loop reach the peer as one chunk (one write), and
 * writes of a later turn still go out (the socket is uncorked each turn, not left corked). corkPerTick: the
 * same for one tick (a callback and its promise continuations), released before the turn's other callbacks.
 */
import net from 'node:net';
import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { corkPerTick, corkPerTurn } from './turn-cork.js';

describe('corkPerTurn', () => {
  it('sends the writes of one turn in one chunk, and those of the next turn too', async () => {
    const { chunks, client, server } = await connectedPair();
    const hold = corkPerTurn(client);
    try {
      for (const text of ['a', 'b', 'c']) {
        hold();
        client.write(text);
      }
      await waitFor(() => chunks.join('') === 'abc');
      expect(chunks).toEqual(['abc']);
      hold();
      client.write('d');
      await waitFor(() => chunks.join('') === 'abcd');
      expect(chunks).toEqual(['abc', 'd']);
    } finally {
      client.destroy();
      server.close();
    }
  });
});

describe('corkPerTick', () => {
  it('holds the writes of one callback and its promise continuations, and releases them when the tick ends', async () => {
    const { chunks, client, server } = await connectedPair();
    const hold = corkPerTick(client);
    try {
      hold();
      client.write('a');
      await Promise.resolve();
      hold();
      client.write('b');
      expect(client.writableCorked).toBe(1);
      // A tick queued now runs after the release: nothing waits for the rest of the turn.
      await new Promise((resolve) => process.nextTick(resolve));
      expect(client.writableCorked).toBe(0);
      await waitFor(() => chunks.join('') === 'ab');
      expect(chunks).toEqual(['ab']);
    } finally {
      client.destroy();
      server.close();
    }
  });
});

/** A loopback connection whose server side records each chunk it reads. */
async function connectedPair(): Promise<{ chunks: string[]; client: net.Socket; server: net.Server }> {
  const chunks: string[] = [];
  const server = net.createServer((peer) => peer.on('data', (d: Buffer) => chunks.push(d.toString())));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
  await once(client, 'connect');
  client.setNoDelay(true);
  return { chunks, client, server };
}

async function waitFor(done: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(done()).toBe(true), { timeout: 5000, interval: 5 });
}
