/**
 * @module bench/lib/bare-agent-link
 * The one WebSocket of the bare relays (B1's ./bare-relay-server, B6's ./bare-fhir-relay-server): starts
 * the bare agent script as a child with the socket's URL in the environment, waits for it to connect, and
 * numbers each question so its answer (`{n, …}`) reaches the request that asked. The agent is killed when
 * this process exits; it exits by itself when the socket closes.
 */
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

export interface BareAgentLink<Answer> {
  /** Sends `{n, ...question}` and resolves with the agent's message that carries the same `n`. */
  ask(question: Record<string, unknown>): Promise<Answer>;
  readonly agentPid: number | undefined;
}

/** `server` must be listening on `port` (127.0.0.1); the agent gets `ws://127.0.0.1:<port>/agent` in `urlVariable`. */
export async function linkBareAgent<Answer>(server: Server, port: number, agentScript: string, urlVariable: string): Promise<BareAgentLink<Answer>> {
  const pending = new Map<number, (answer: Answer) => void>();
  let next = 0;
  const wss = new WebSocketServer({ server, path: '/agent' });
  const connected = new Promise<WebSocket>((resolve) => {
    wss.on('connection', (socket) => {
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as Answer & { n: number };
        pending.get(message.n)?.(message);
        pending.delete(message.n);
      });
      resolve(socket);
    });
  });
  const agent = spawn(process.execPath, [agentScript], { stdio: 'inherit', env: { ...process.env, [urlVariable]: `ws://127.0.0.1:${port}/agent` } });
  process.on('exit', () => agent.kill('SIGKILL'));
  const socket = await connected;
  return {
    agentPid: agent.pid,
    ask: (question) =>
      new Promise<Answer>((resolve) => {
        const n = next++;
        pending.set(n, resolve);
        socket.send(JSON.stringify({ n, ...question }));
      }),
  };
}
