/**
 * @module bench/lib/bare-relay-server
 * B1's second reference, run as its own process: the relay with nothing of the gateway in it — a minimal
 * Fastify route `POST /relay` with `{"id": n}` sends the id over one WebSocket to a bare agent process
 * (./bare-relay-agent), which runs the same better-sqlite3 prepared statement and sends the row back; the
 * route answers it. No auth, no store, no validation, no logging. What it adds over the direct route is what one more process and two
 * WebSocket hops cost on this machine, the floor under the gateway's own added latency.
 *
 * Configured by the environment: BENCH_DIRECT_DB and BENCH_DIRECT_SQL, handed to the agent it starts.
 * Announces `{ port }` over IPC once the agent is connected.
 */
import Fastify from 'fastify';
import { linkBareAgent, type BareAgentLink } from './bare-agent-link.js';
import { announceReady, serveIpc } from './ipc.js';

const AGENT_SCRIPT = new URL('./bare-relay-agent.js', import.meta.url).pathname;

const app = Fastify({ logger: false });
/** Set once the agent has connected (the route answers 503 before). */
const link: { agent?: BareAgentLink<{ row: unknown }> } = {};

app.post('/relay', async (request, reply) => {
  const id = (request.body as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'number') return reply.code(400).send({ error: 'id must be a number' });
  if (!link.agent) return reply.code(503).send({ error: 'no agent' });
  const { row } = await link.agent.ask({ id });
  if (row === null) return reply.code(404).send({ error: 'no such row' });
  return row;
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
link.agent = await linkBareAgent<{ row: unknown }>(app.server, port, AGENT_SCRIPT, 'BENCH_BARE_RELAY_URL');
serveIpc({});
announceReady({ port });
