/**
 * @module bench/lib/bare-ws-server
 * B4's baseline, run as its own process: a bare `ws` WebSocketServer with no application logic. It
 * accepts every upgrade, keeps the socket (ws's own client set) and replies to nothing, so its memory
 * per socket is what Node + ws cost before the gateway adds anything. Same options the gateway's
 * agent socket uses where they affect memory (no per-message deflate).
 */
import { WebSocketServer } from 'ws';
import { announceReady, serveIpc } from './ipc.js';
import { memoryReport } from './memory-report.js';

const wss = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0), perMessageDeflate: false });
// Without a listener an agent's socket error would be thrown and end the process.
wss.on('connection', (ws) => ws.on('error', () => undefined));
wss.on('listening', () => {
  const address = wss.address();
  announceReady({ port: typeof address === 'object' && address !== null ? address.port : 0 });
});

serveIpc({
  status: () => ({ sockets: wss.clients.size }),
  memory: memoryReport,
});
