/**
 * @module bench/lib/bare-fhir-relay-server
 * B6's floor, run as its own process: the FHIR facade behind a relay with nothing else of the gateway in it.
 * `GET /search/{i}` sends `{n, i}` over one WebSocket to a bare agent process (./bare-fhir-relay-agent),
 * which runs search i's recorded commands there (better-sqlite3, on its own thread) and sends the rows
 * back; this process then answers as the gateway's FHIR route does: handleFhirRequest over those rows,
 * the Bundle serialised. No auth, rate limits, query records, validation, logging or worker thread. What a
 * real gateway and agent cost beyond it is theirs; what it costs itself is the price of the design (one
 * more process, two WebSocket hops, the facade) on this machine.
 *
 * Configured by the environment: BENCH_B6_FLOOR_WORK (a JSON file of FloorWork, written by the bench) and
 * BENCH_B6_FLOOR_DB (the clinic file, handed to the agent). Announces `{ port, agentPid }` over IPC once
 * the agent is connected.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import Fastify from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { handleFhirRequest, type FhirHttpRequest, type FhirSite, type RunSql } from '../../src/fhir/index.js';
import type { SqlCommand } from '../../src/protocol/sql-command.js';
import { announceReady, serveIpc } from './ipc.js';

/** What the bench hands over: each search's FHIR query (for the facade) and the commands it runs (for the agent). */
export interface FloorWork {
  site: FhirSite;
  searches: Array<{ resource: string; query: string; commands: SqlCommand[] }>;
}

const AGENT_SCRIPT = new URL('./bare-fhir-relay-agent.js', import.meta.url).pathname;

const workFile = process.env.BENCH_B6_FLOOR_WORK;
if (!workFile || !process.env.BENCH_B6_FLOOR_DB) throw new Error('BENCH_B6_FLOOR_WORK and BENCH_B6_FLOOR_DB must be set');
const work = JSON.parse(fs.readFileSync(workFile, 'utf8')) as FloorWork;

const app = Fastify({ logger: false });
const pending = new Map<number, (results: unknown[][]) => void>();
let next = 0;
let agentSocket: WebSocket | undefined;

function relay(search: number): Promise<unknown[][]> {
  return new Promise((resolve) => {
    const n = next++;
    pending.set(n, resolve);
    agentSocket!.send(JSON.stringify({ n, i: search }));
  });
}

app.get('/search/:i', async (request, reply) => {
  const i = Number((request.params as { i: string }).i);
  const search = work.searches[i];
  if (!search) return reply.code(404).send({ error: 'no such search' });
  if (!agentSocket) return reply.code(503).send({ error: 'no agent' });
  const results = await relay(i);
  let nextResult = 0;
  const run: RunSql = () => Promise.resolve(results[nextResult++] as Array<Record<string, unknown>>);
  const fhirRequest: FhirHttpRequest = { method: 'GET', path: search.resource, query: [...new URLSearchParams(search.query).entries()], headers: {}, baseUrl: `http://127.0.0.1:${port}/fhir/R4` };
  const answer = await handleFhirRequest(fhirRequest, work.site, run);
  return reply.code(answer.status).type('application/fhir+json').send(JSON.stringify(answer.body));
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const wss = new WebSocketServer({ server: app.server, path: '/agent' });
const connected = new Promise<void>((resolve) => {
  wss.on('connection', (socket) => {
    agentSocket = socket;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { n: number; results: unknown[][] };
      pending.get(message.n)?.(message.results);
      pending.delete(message.n);
    });
    resolve();
  });
});
const agent = spawn(process.execPath, [AGENT_SCRIPT], { stdio: 'inherit', env: { ...process.env, BENCH_B6_FLOOR_URL: `ws://127.0.0.1:${port}/agent` } });
process.on('exit', () => agent.kill('SIGKILL'));
await connected;
serveIpc({});
announceReady({ port, agentPid: agent.pid });
