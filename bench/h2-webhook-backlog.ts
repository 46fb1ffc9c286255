/**
 * @module bench/h2-webhook-backlog
 * H2: a backlog of failing webhook deliveries does not slow the API. The relay stack of B1 (built gateway, a
 * real site agent on a SQLite clinic) serves a victim site's immediate point query at concurrency 1, first
 * quiet, then while 50 endpoints of three integrators, all pointing at a closed port, have BENCH_H2_DELIVERIES
 * deliveries due at once (as after a restart). Target: the victim's p50 ≤ 2× its quiet value in the same run.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { APPT_TABLE, createApptDb } from './lib/appt-db.js';
import { onCleanup } from './lib/cleanup.js';
import { LoadGenerator } from './lib/http-load.js';
import { progress } from './lib/poll.js';
import { OPERATOR_KEY, startRelayStack, type RelayStack } from './lib/relay-stack.js';
import { integerSetting } from './lib/stats.js';
import { row, type BenchOutcome, type Benchmark } from './lib/types.js';

const SETTINGS = [
  { name: 'BENCH_H2_SECONDS', meaning: 'length of each measured run (default 8)' },
  { name: 'BENCH_H2_DELIVERIES', meaning: 'failing deliveries due at once (default 100,000)' },
] as const;

const POINT_SQL = `select * from ${APPT_TABLE} where id = @id`;
/** Endpoints per integrator: two at the default cap (20) and one smaller. */
const ENDPOINTS = [20, 20, 10] as const;

/** A loopback port nothing listens on: every attempt is refused at once, the cheapest failure to repeat. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Creates the integrators and their endpoints through the API; returns each endpoint with its integrator. */
async function failingEndpoints(relay: RelayStack): Promise<{ id: string; integratorId: string }[]> {
  const url = `http://127.0.0.1:${await closedPort()}/hook`;
  const endpoints: { id: string; integratorId: string }[] = [];
  for (const [i, count] of ENDPOINTS.entries()) {
    const created = await fetch(`${relay.baseUrl}/admin/integrators`, { method: 'POST', headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ name: `h2-${i}` }) });
    const { apiKey, integrator } = (await created.json()) as { apiKey: string; integrator: { id: string } };
    for (let k = 0; k < count; k++) {
      const res = await fetch(`${relay.baseUrl}/integrator/webhooks`, { method: 'POST', headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, body: JSON.stringify({ url, eventTypes: ['query.completed'] }) });
      if (res.status !== 201) throw new Error(`creating an endpoint answered ${res.status}`);
      endpoints.push({ id: ((await res.json()) as { endpoint: { id: string } }).endpoint.id, integratorId: integrator.id });
    }
  }
  return endpoints;
}

/** Writes the backlog into the gateway's store, all due now, spread evenly over the endpoints. */
function insertBacklog(storeFile: string, endpoints: readonly { id: string; integratorId: string }[], deliveries: number): void {
  const db = new Database(storeFile);
  db.pragma('busy_timeout = 30000');
  const now = new Date().toISOString();
  const giveUp = new Date(Date.now() + 24 * 3600_000).toISOString();
  const insert = db.prepare(
    `insert into webhook_deliveries (id, event_id, endpoint_id, integrator_id, event_type, payload, status, attempts, next_attempt_at, give_up_at, created_at, updated_at)
     values (?, ?, ?, ?, 'query.completed', '{}', 'pending', 0, ?, ?, ?, ?)`,
  );
  const chunk = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const endpoint = endpoints[i % endpoints.length]!;
      insert.run(randomUUID(), `evt_${randomUUID()}`, endpoint.id, endpoint.integratorId, now, giveUp, now, now);
    }
  });
  for (let i = 0; i < deliveries; i += 5000) chunk(i, Math.min(deliveries, i + 5000));
  db.close();
}

async function run(): Promise<BenchOutcome> {
  const seconds = integerSetting('BENCH_H2_SECONDS', 8, 2, 120);
  const deliveries = integerSetting('BENCH_H2_DELIVERIES', 100_000, 1000, 10_000_000);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-h2-'));
  const unregister = onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  let relay: RelayStack | undefined;
  let load: LoadGenerator | undefined;
  try {
    const clinicDb = path.join(tmp, 'clinic.db');
    createApptDb(clinicDb, 100_000);
    const dir = path.join(tmp, 'relay');
    relay = await startRelayStack({ dir, clinicDb, gatewayEnv: { GATEWAY_WEBHOOK_ALLOW_HTTP_LOOPBACK: 'true' } });
    const stack = relay;
    load = await LoadGenerator.start();
    const request = {
      port: stack.port,
      method: 'POST' as const,
      path: new URL(`${stack.queriesUrl}/immediate`).pathname,
      headers: { 'content-type': 'application/json', 'x-api-key': stack.apiKey },
      body: JSON.stringify({ command: { text: POINT_SQL, parameters: [{ name: '@id', type: 'Int', value: '42424' }] } }),
    };
    const endpoints = await failingEndpoints(stack);
    await load.run({ ...request, connections: 1, durationMs: 2000 });
    progress('H2: quiet run');
    const quiet = await load.run({ ...request, connections: 1, durationMs: seconds * 1000 });
    progress(`H2: writing ${deliveries} failing deliveries`);
    insertBacklog(path.join(dir, 'gateway-data', 'gateway.db'), endpoints, deliveries);
    progress('H2: under the backlog');
    const busy = await load.run({ ...request, connections: 1, durationMs: seconds * 1000 });
    const bad = Object.keys(busy.statuses).filter((s) => !s.startsWith('2'));
    if (bad.length > 0) throw new Error(`victim answered ${JSON.stringify(busy.statuses)} under the backlog`);
    const store = new Database(path.join(dir, 'gateway-data', 'gateway.db'), { readonly: true });
    const attempted = (store.prepare('select count(*) as n from webhook_deliveries where attempts > 0').get() as { n: number }).n;
    store.close();
    return {
      rows: [
        row('victim latency p50, quiet', 'ms', quiet.latencyMs.p50, null, null),
        row(`victim latency p50 under ${deliveries} failing deliveries | quiet`, 'ms', busy.latencyMs.p50, quiet.latencyMs.p50, { text: '≤ 2×', source: undefined, isMet: (_f, r) => r !== null && r <= 2 }),
        row(`victim latency p99 under ${deliveries} failing deliveries | quiet`, 'ms', busy.latencyMs.p99, quiet.latencyMs.p99, null),
      ],
      details: { settings: { seconds, deliveries, endpoints: endpoints.length }, quiet: quiet.latencyMs, busy: busy.latencyMs, deliveriesAttempted: attempted, gatewayLogTail: stack.gateway.logTail().split('\n').slice(-5) },
    };
  } finally {
    await load?.stop();
    await relay?.stop();
    unregister();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export const h2WebhookBacklog: Benchmark = {
  id: 'H2',
  title: "Another integrator's immediate query while a backlog of failing webhook deliveries is due",
  settings: SETTINGS,
  timeoutMs: 10 * 60_000,
  run,
};
