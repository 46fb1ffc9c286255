/**
 * @module bench/lib/hostile-agent-worker
 * A hostile agent for benchmark H1, as its own process: `node hostile-agent-worker.js <attack> <socketUrl>
 * <subscriptionKey>`. It connects with a real site's key, says hello and then attacks until killed,
 * reconnecting (after 100 ms) whenever the gateway closes it:
 *   report-flood   job:started about queries that do not exist, as fast as the socket takes them
 *   ready-flood    stops reading its socket and repeats agent:ready (its site has a queue of big commands)
 *   deep-frames    frames of one million `[`
 *   message-flood  heartbeats, as fast as the socket takes them
 * It writes the number of frames it sent to stdout when killed.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';

const [attackArg, url, key] = process.argv.slice(2);
if (!attackArg || !url || !key) throw new Error('usage: hostile-agent-worker <attack> <socketUrl> <subscriptionKey>');
const attack: string = attackArg;

let sent = 0;
let connections = 0;
process.on('SIGTERM', () => {
  process.stdout.write(`${JSON.stringify({ sent, connections })}\n`);
  process.exit(0);
});

const DEEP = '['.repeat(1_000_000);

function attackOnce(): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url!, { headers: { 'x-subscription-key': key! }, perMessageDeflate: false });
    connections++;
    let open = true;
    const pump = (frame: () => string): void => {
      // Keep a few MB in the socket's buffer: as fast as it takes them, without buffering without end.
      while (open && ws.bufferedAmount < 4 * 1024 * 1024) {
        ws.send(frame());
        sent++;
        if (sent % 1000 === 0) break;
      }
      if (open) setImmediate(() => pump(frame));
    };
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'agent:hello', protocolVersion: 1, linkVersion: '26.1121.1', clientTimestampUTC: new Date().toISOString() }));
    });
    ws.on('message', (data) => {
      if ((JSON.parse(data.toString()) as { type: string }).type !== 'gateway:welcome') return;
      const at = new Date().toISOString();
      switch (attack) {
        case 'report-flood':
          ws.send(JSON.stringify({ type: 'agent:ready' }));
          pump(() => JSON.stringify({ type: 'job:started', queryId: randomUUID(), at }));
          return;
        case 'ready-flood':
          (ws as unknown as { _socket: { pause(): void } })._socket.pause();
          pump(() => '{"type":"agent:ready"}');
          return;
        case 'deep-frames':
          pump(() => DEEP);
          return;
        case 'message-flood':
          ws.send(JSON.stringify({ type: 'agent:ready' }));
          pump(() => JSON.stringify({ type: 'agent:heartbeat', clientTimestampUTC: at }));
          return;
        default:
          throw new Error(`unknown attack ${attack}`);
      }
    });
    const end = (): void => {
      if (!open) return;
      open = false;
      ws.terminate();
      resolve();
    };
    ws.on('close', end);
    ws.on('error', end);
  });
}

for (;;) {
  await attackOnce();
  await sleep(100);
}
