/**
 * @module bench/b1-immediate
 * B1: an immediate point query by primary key relayed integrator → gateway →
 * agent → SQLite and back, against the same SQL served by a minimal in-process HTTP route (its own
 * process, the same better-sqlite3 prepared statement on the same file), in the same run.
 *
 * Processes, all on loopback: the built gateway (rate limit off), a real `site-agent run` on a SQLite
 * clinic file, the baseline server (./lib/direct-sql-server), the bare relay (./lib/bare-relay-server
 * and its agent: the same hops with nothing of the gateway in them, reported beside the target as the
 * floor this machine puts under any relay), and the load generator (./lib/http-load-worker:
 * closed-loop keep-alive connections, every latency kept).
 *
 * Phases, each bounded in time:
 *  1. build the clinic file (`appt`, BENCH_B1_ROWS rows) and start every process;
 *  2. check both paths answer the same row;
 *  3. warm-up: each path at concurrency 10, then 1;
 *  4. repetitions (alternating which path goes first): concurrency 1 (latency), then concurrency 10
 *     (throughput, with the CPU each process spent per request);
 *  5. medians over the repetitions.
 *
 * Beside the relayed path, the same gateway and agent with the gateway's audit trail off
 * (GATEWAY_AUDIT_TRAIL=off; `unaudited`), measured in the same repetitions: what recording every access
 * costs the request path.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPT_TABLE, createApptDb } from './lib/appt-db.js';
import { spawnNode, stopChild, type NodeChild } from './lib/children.js';
import { onCleanup } from './lib/cleanup.js';
import { LoadGenerator, type LoadArgs, type LoadResult } from './lib/http-load.js';
import { progress } from './lib/poll.js';
import { readCpuSeconds } from './lib/proc.js';
import { startRelayStack, type RelayStack } from './lib/relay-stack.js';
import { integerSetting, median } from './lib/stats.js';
import { row, type BenchOutcome, type BenchRow, type Benchmark } from './lib/types.js';

const DIRECT_SERVER = new URL('./lib/direct-sql-server.js', import.meta.url).pathname;
const BARE_RELAY_SERVER = new URL('./lib/bare-relay-server.js', import.meta.url).pathname;

/** The point query: the whole row by primary key, one named parameter (same text on both paths). */
const POINT_SQL = `select * from ${APPT_TABLE} where id = @id`;
/** The id every run asks for: a row in the middle of the table. */
const POINT_ID = 424_242;

const SETTINGS = [
  { name: 'BENCH_B1_SECONDS', meaning: "length of each measured run, per path and concurrency (default 8)" },
  { name: 'BENCH_B1_REPS', meaning: 'repetitions; medians are reported (default 3)' },
  { name: 'BENCH_B1_WARMUP_SECONDS', meaning: 'warm-up per path at concurrency 10 (default 3; then 1 s at 1)' },
  { name: 'BENCH_B1_ROWS', meaning: `rows in the clinic table (default 1,000,000; at least ${POINT_ID.toLocaleString('en-US')})` },
] as const;

interface B1Settings {
  seconds: number;
  reps: number;
  warmupSeconds: number;
  rows: number;
}

function readSettings(): B1Settings {
  return {
    seconds: integerSetting('BENCH_B1_SECONDS', 8, 1, 120),
    reps: integerSetting('BENCH_B1_REPS', 3, 1, 20),
    warmupSeconds: integerSetting('BENCH_B1_WARMUP_SECONDS', 3, 0, 60),
    rows: integerSetting('BENCH_B1_ROWS', 1_000_000, POINT_ID, 50_000_000),
  };
}

/**
 * `bare`: the bare relay (./lib/bare-relay-server), the floor under the gateway's added latency;
 * `unaudited`: the relayed path with the gateway's audit trail off.
 */
type PathName = 'direct' | 'relayed' | 'bare' | 'unaudited';

interface Target {
  name: PathName;
  request: Omit<LoadArgs, 'connections' | 'durationMs'>;
  /** Processes that serve this path (CPU per request is read for them). */
  servers: Record<string, number>;
}

interface RunReading {
  path: PathName;
  connections: number;
  result: LoadResult;
  /** CPU time per 2xx answer (µs) of each serving process and of the load generator. */
  cpuMicrosPerRequest: Record<string, number>;
}

interface Rep {
  c1: Record<PathName, RunReading>;
  c10: Record<PathName, RunReading>;
}

function assertClean(reading: RunReading): void {
  const bad = Object.entries(reading.result.statuses).filter(([status]) => !status.startsWith('2'));
  if (bad.length > 0 || reading.result.ok === 0) {
    throw new Error(`${reading.path} at c=${reading.connections}: ${JSON.stringify(reading.result.statuses)}; first problem: ${reading.result.firstProblem ?? 'none'}`);
  }
}

async function measure(load: LoadGenerator, target: Target, connections: number, seconds: number): Promise<RunReading> {
  const pids = { ...target.servers, 'load generator': load.pid };
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, readCpuSeconds(pid)]));
  const result = await load.run({ ...target.request, connections, durationMs: seconds * 1000 });
  const cpuMicrosPerRequest: Record<string, number> = {};
  for (const [name, pid] of Object.entries(pids)) {
    cpuMicrosPerRequest[name] = result.ok > 0 ? ((readCpuSeconds(pid) - (before[name] ?? 0)) / result.ok) * 1e6 : Number.NaN;
  }
  const reading: RunReading = { path: target.name, connections, result, cpuMicrosPerRequest };
  assertClean(reading);
  return reading;
}

/** Both paths must answer the same row before their speeds mean anything. */
async function checkSameAnswer(directPort: number, relay: RelayStack): Promise<Record<string, unknown>> {
  const direct = await fetch(`http://127.0.0.1:${directPort}/direct`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: POINT_ID }),
  });
  if (direct.status !== 200) throw new Error(`direct route answered ${direct.status}`);
  const expected = (await direct.json()) as Record<string, unknown>;
  const relayed = await fetch(`${relay.queriesUrl}/immediate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': relay.apiKey },
    body: JSON.stringify(relayedBody()),
  });
  if (relayed.status !== 200) throw new Error(`relayed query answered ${relayed.status}: ${await relayed.text()}`);
  const record = (await relayed.json()) as { status: string; result?: { data?: string } };
  const rows = JSON.parse(Buffer.from(record.result?.data ?? '', 'base64').toString('utf8')) as unknown;
  assert.deepEqual(rows, [expected], 'the relayed answer differs from the direct one');
  return expected;
}

/** The bare relay must answer the direct route's row too. */
async function checkBareAnswer(barePort: number, directPort: number): Promise<void> {
  const ask = async (port: number, route: string): Promise<unknown> => {
    const res = await fetch(`http://127.0.0.1:${port}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: POINT_ID }) });
    if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
    return res.json();
  };
  assert.deepEqual(await ask(barePort, '/relay'), await ask(directPort, '/direct'), 'the bare relay answers a different row');
}

function relayedBody(): unknown {
  return { command: { text: POINT_SQL, parameters: [{ name: '@id', type: 'Int', value: String(POINT_ID) }] } };
}

function pick(reps: readonly Rep[], c: 'c1' | 'c10', p: PathName, f: (r: RunReading) => number): number {
  return median(reps.map((rep) => f(rep[c][p])));
}

function rowsFor(reps: readonly Rep[]): BenchRow[] {
  const design = 'design' as const;
  const p50 = (r: RunReading): number => r.result.latencyMs.p50;
  const p99 = (r: RunReading): number => r.result.latencyMs.p99;
  const rps = (r: RunReading): number => r.result.rps;
  const cpu = (name: string) => (r: RunReading): number => r.cpuMicrosPerRequest[name] ?? Number.NaN;
  const relayedP50 = pick(reps, 'c1', 'relayed', p50);
  const directP50 = pick(reps, 'c1', 'direct', p50);
  const relayedP99 = pick(reps, 'c1', 'relayed', p99);
  const directP99 = pick(reps, 'c1', 'direct', p99);
  const addedP50 = relayedP50 - directP50;
  const addedP99 = relayedP99 - directP99;
  const gatewayCpu = pick(reps, 'c10', 'relayed', cpu('gateway'));
  const agentCpu = pick(reps, 'c10', 'relayed', cpu('agent'));
  const bareP50 = pick(reps, 'c1', 'bare', p50);
  const bareP99 = pick(reps, 'c1', 'bare', p99);
  const unauditedP50 = pick(reps, 'c1', 'unaudited', p50);
  const unauditedP99 = pick(reps, 'c1', 'unaudited', p99);
  return [
    row('latency p50, concurrency 1 (relayed | direct)', 'ms', relayedP50, directP50, null),
    row('added latency p50 (relayed − direct)', 'ms', addedP50, null, { text: '≤ 0.25 ms', source: design, isMet: (f) => f <= 0.25 }),
    row('latency p99, concurrency 1 (relayed | direct)', 'ms', relayedP99, directP99, null),
    row('added latency p99 (relayed − direct)', 'ms', addedP99, null, { text: '≤ 1 ms', source: design, isMet: (f) => f <= 1 }),
    row('throughput, concurrency 10 (relayed | direct)', 'req/s', pick(reps, 'c10', 'relayed', rps), pick(reps, 'c10', 'direct', rps), {
      text: '≥ 0.5×',
      source: design,
      isMet: (_f, r) => r !== null && r >= 0.5,
    }),
    row('latency p50, concurrency 10 (relayed | direct)', 'ms', pick(reps, 'c10', 'relayed', p50), pick(reps, 'c10', 'direct', p50), null),
    row('latency p99, concurrency 10 (relayed | direct)', 'ms', pick(reps, 'c10', 'relayed', p99), pick(reps, 'c10', 'direct', p99), null),
    row('CPU per request, c=10 (gateway + agent | direct server)', 'µs', gatewayCpu + agentCpu, pick(reps, 'c10', 'direct', cpu('direct server')), null),
    row('  of which gateway', 'µs', gatewayCpu, null, null),
    row('  of which agent', 'µs', agentCpu, null, null),
    row('load generator CPU per request, c=10 (relayed | direct)', 'µs', pick(reps, 'c10', 'relayed', cpu('load generator')), pick(reps, 'c10', 'direct', cpu('load generator')), null),
    // The floor: the same hops with nothing of the gateway in them, measured beside the two paths.
    row('bare relay: added latency p50 over direct (floor)', 'ms', bareP50 - directP50, null, null),
    row('bare relay: added latency p99 over direct', 'ms', bareP99 - directP99, null, null),
    row('bare relay: throughput, concurrency 10 (bare | direct)', 'req/s', pick(reps, 'c10', 'bare', rps), pick(reps, 'c10', 'direct', rps), null),
    row("gateway's own added latency p50 (relayed − bare relay)", 'ms', relayedP50 - bareP50, null, null),
    // The audit trail's cost: the same stack with the trail off is the baseline.
    row('audit trail: added latency p50, c=1 (trail on | off)', 'ms', addedP50, unauditedP50 - directP50, null),
    row('audit trail: added latency p99, c=1 (trail on | off)', 'ms', addedP99, unauditedP99 - directP99, null),
    row('audit trail: throughput, c=10 (trail on | off)', 'req/s', pick(reps, 'c10', 'relayed', rps), pick(reps, 'c10', 'unaudited', rps), null),
    row('audit trail: gateway CPU per request, c=10 (trail on | off)', 'µs', gatewayCpu, pick(reps, 'c10', 'unaudited', cpu('gateway')), null),
  ];
}

function summarise(reading: RunReading): Record<string, unknown> {
  const l = reading.result.latencyMs;
  return {
    path: reading.path,
    connections: reading.connections,
    ok: reading.result.ok,
    rps: Math.round(reading.result.rps),
    latencyMs: { p50: l.p50, p90: l.p90, p99: l.p99, p999: l.p999, max: l.max, mean: l.mean },
    cpuMicrosPerRequest: reading.cpuMicrosPerRequest,
  };
}

async function run(): Promise<BenchOutcome> {
  const settings = readSettings();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-b1-'));
  const removeTmp = (): void => fs.rmSync(tmp, { recursive: true, force: true });
  const unregister = onCleanup(removeTmp);
  let direct: NodeChild | undefined;
  let bare: NodeChild | undefined;
  let relay: RelayStack | undefined;
  let unaudited: RelayStack | undefined;
  let load: LoadGenerator | undefined;
  try {
    const clinicDb = path.join(tmp, 'clinic.db');
    progress(`B1: building the clinic file (${settings.rows.toLocaleString('en-US')} rows)`);
    const db = createApptDb(clinicDb, settings.rows);

    direct = spawnNode({ name: 'direct SQL server', script: DIRECT_SERVER, env: { ...process.env, BENCH_DIRECT_DB: clinicDb, BENCH_DIRECT_SQL: POINT_SQL } });
    const { port: directPort } = await direct.ipc.waitReady<{ port: number }>(15_000);
    bare = spawnNode({ name: 'bare relay', script: BARE_RELAY_SERVER, env: { ...process.env, BENCH_DIRECT_DB: clinicDb, BENCH_DIRECT_SQL: POINT_SQL } });
    const { port: barePort } = await bare.ipc.waitReady<{ port: number }>(15_000);
    await checkBareAnswer(barePort, directPort);
    progress('B1: starting gateway and site agent');
    relay = await startRelayStack({ dir: path.join(tmp, 'relay'), clinicDb });
    unaudited = await startRelayStack({ dir: path.join(tmp, 'relay-unaudited'), clinicDb, gatewayEnv: { GATEWAY_AUDIT_TRAIL: 'off' } });
    load = await LoadGenerator.start();
    const expectedRow = await checkSameAnswer(directPort, relay);
    await checkSameAnswer(directPort, unaudited);

    const targets: Record<PathName, Target> = {
      direct: {
        name: 'direct',
        request: { port: directPort, method: 'POST', path: '/direct', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: POINT_ID }) },
        servers: { 'direct server': direct.pid },
      },
      relayed: {
        name: 'relayed',
        request: {
          port: relay.port,
          method: 'POST',
          path: new URL(`${relay.queriesUrl}/immediate`).pathname,
          headers: { 'content-type': 'application/json', 'x-api-key': relay.apiKey },
          body: JSON.stringify(relayedBody()),
        },
        servers: { gateway: relay.gateway.pid, agent: relay.agent.pid },
      },
      unaudited: {
        name: 'unaudited',
        request: {
          port: unaudited.port,
          method: 'POST',
          path: new URL(`${unaudited.queriesUrl}/immediate`).pathname,
          headers: { 'content-type': 'application/json', 'x-api-key': unaudited.apiKey },
          body: JSON.stringify(relayedBody()),
        },
        servers: { gateway: unaudited.gateway.pid, agent: unaudited.agent.pid },
      },
      bare: {
        name: 'bare',
        request: { port: barePort, method: 'POST', path: '/relay', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: POINT_ID }) },
        servers: { 'bare relay (server and agent)': bare.pid },
      },
    };

    if (settings.warmupSeconds > 0) {
      progress(`B1: warm-up (${settings.warmupSeconds} s at c=10 and 1 s at c=1, each path)`);
      for (const target of Object.values(targets)) {
        await measure(load, target, 10, settings.warmupSeconds);
        await measure(load, target, 1, 1);
      }
    }
    const reps: Rep[] = [];
    for (let r = 0; r < settings.reps; r++) {
      const order: PathName[] = r % 2 === 0 ? ['direct', 'relayed', 'unaudited', 'bare'] : ['bare', 'unaudited', 'relayed', 'direct'];
      const c1: Partial<Record<PathName, RunReading>> = {};
      const c10: Partial<Record<PathName, RunReading>> = {};
      for (const name of order) {
        c1[name] = await measure(load, targets[name], 1, settings.seconds);
        c10[name] = await measure(load, targets[name], 10, settings.seconds);
      }
      const rep = { c1, c10 } as Rep;
      reps.push(rep);
      progress(
        `B1: rep ${r + 1}/${settings.reps}: p50 c=1 relayed ${rep.c1.relayed.result.latencyMs.p50.toFixed(3)} ms, direct ${rep.c1.direct.result.latencyMs.p50.toFixed(3)} ms; ` +
          `bare ${rep.c1.bare.result.latencyMs.p50.toFixed(3)} ms; ` +
          `c=10 relayed ${Math.round(rep.c10.relayed.result.rps)} req/s, direct ${Math.round(rep.c10.direct.result.rps)} req/s, bare ${Math.round(rep.c10.bare.result.rps)} req/s`,
      );
    }
    const gatewayLogLines = relay.gateway.logLines();
    return {
      rows: rowsFor(reps),
      details: {
        settings,
        clinicDb: { rows: db.rows, bytes: db.bytes, buildMs: Math.round(db.ms) },
        sql: POINT_SQL,
        id: POINT_ID,
        row: expectedRow,
        reps: reps.map((rep) => ({
          c1: [summarise(rep.c1.direct), summarise(rep.c1.relayed), summarise(rep.c1.unaudited), summarise(rep.c1.bare)],
          c10: [summarise(rep.c10.direct), summarise(rep.c10.relayed), summarise(rep.c10.unaudited), summarise(rep.c10.bare)],
        })),
        gatewayLogLines,
        gatewayLogTail: relay.gateway.logTail().split('\n').slice(-10),
        method: {
          load: 'own closed-loop keep-alive HTTP/1.1 client over raw TCP in its own process; latency of every 2xx answer, performance.now() resolution',
          latency: 'p50/p99 of all answers of one run at concurrency 1; median over repetitions of each path; added = median relayed − median direct',
          throughput: '2xx answers / (first send → last answer) at concurrency 10; median over repetitions',
          cpu: 'utime+stime of /proc/<pid>/stat over the c=10 run / 2xx answers',
          relayed: `POST /integrator/sites/{siteId}/queries/immediate, X-Api-Key, parameter @id Int ${POINT_ID}; gateway: SQLite store, GATEWAY_RATE_LIMIT_PER_MINUTE=0, log level warn; agent log level warn`,
          direct: 'Fastify POST /direct {"id"} → better-sqlite3 prepared get() of the same SQL on the same file, own process',
          bare: 'Fastify POST /relay {"id"} → one ws message to a bare agent process → better-sqlite3 prepared get() there → ws back → the row; no auth, store, validation or logging (its CPU is the server process only)',
        },
      },
    };
  } finally {
    await load?.stop();
    await relay?.stop();
    await unaudited?.stop();
    if (direct) await stopChild(direct, 'SIGKILL', 5000);
    if (bare) await stopChild(bare, 'SIGKILL', 5000);
    removeTmp();
    unregister();
  }
}

export const b1Immediate: Benchmark = {
  id: 'B1',
  title: 'Immediate point query relayed gateway → agent → SQLite vs the same SQL on a minimal HTTP route',
  settings: SETTINGS,
  timeoutMs: 10 * 60_000,
  run,
};
