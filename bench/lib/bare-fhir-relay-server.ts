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
import fs from 'node:fs';
import Fastify from 'fastify';
import { handleFhirRequest, type FhirHttpRequest, type FhirSite, type RunSql } from '@site-query-gateway/fhir/index.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { linkBareAgent, type BareAgentLink } from './bare-agent-link.js';
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
/** Set once the agent has connected (the route answers 503 before). */
const link: { agent?: BareAgentLink<{ results: unknown[][] }> } = {};

app.get('/search/:i', async (request, reply) => {
  const i = Number((request.params as { i: string }).i);
  const search = work.searches[i];
  if (!search) return reply.code(404).send({ error: 'no such search' });
  if (!link.agent) return reply.code(503).send({ error: 'no agent' });
  const { results } = await link.agent.ask({ i });
  let nextResult = 0;
  const run: RunSql = () => Promise.resolve(results[nextResult++] as Array<Record<string, unknown>>);
  const fhirRequest: FhirHttpRequest = { method: 'GET', path: search.resource, query: [...new URLSearchParams(search.query).entries()], headers: {}, baseUrl: `http://127.0.0.1:${port}/fhir/R4` };
  const answer = await handleFhirRequest(fhirRequest, work.site, run);
  return reply.code(answer.status).type('application/fhir+json').send(JSON.stringify(answer.body));
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
link.agent = await linkBareAgent<{ results: unknown[][] }>(app.server, port, AGENT_SCRIPT, 'BENCH_B6_FLOOR_URL');
serveIpc({});
announceReady({ port, agentPid: link.agent.agentPid });
