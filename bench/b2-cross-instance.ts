/**
 * @module bench/b2-cross-instance
 * B2: two gateway processes on one PostgreSQL store, the site's agent
 * connected to instance B. The B1 point query received by instance A (which hands it to B through the
 * store and a LISTEN/NOTIFY wake-up, and answers when B's completion signal arrives) against the same
 * query received by B itself, in the same run; and the time from an async query's creation on A to its
 * dispatch by B, against creation and dispatch on B.
 *
 * Both figures come from the same processes, store and agent, so the ratio isolates the cross-instance
 * hop. Beside them, the hop's floor: the same four statements and two wake-ups on raw connections, without
 * the gateway (bench/lib/pg-handover-floor). Needs PostgreSQL (BENCH_PG_URL, default the test database);
 * each run uses its own schema.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { APPT_TABLE, createApptDb } from './lib/appt-db.js';
import { onCleanup } from './lib/cleanup.js';
import { GatewayProcess } from './lib/gateway-process.js';
import { LoadGenerator, type LoadArgs, type LoadResult } from './lib/http-load.js';
import { freePort } from './lib/net.js';
import { measureHandoverFloor } from './lib/pg-handover-floor.js';
import { progress } from './lib/poll.js';
import { startRelayStack, type RelayStack } from './lib/relay-stack.js';
import { integerSetting, median } from './lib/stats.js';
import { row, type BenchOutcome, type Benchmark } from './lib/types.js';

const POINT_SQL = `select * from ${APPT_TABLE} where id = @id`;
const POINT_ID = 4242;
const TOKEN_SECRET = 'bench-b2-token-secret-0123456789abcdef';

const SETTINGS = [
  { name: 'BENCH_PG_URL', meaning: 'PostgreSQL for the shared store (default postgres://postgres@127.0.0.1:5432/test)' },
  { name: 'BENCH_B2_SECONDS', meaning: 'length of each measured run, per receiving instance and concurrency (default 5)' },
  { name: 'BENCH_B2_REPS', meaning: 'repetitions, alternating which instance goes first; medians are reported (default 3)' },
  { name: 'BENCH_B2_ASYNC', meaning: 'async queries created on each instance for the dispatch delay (default 40)' },
] as const;

type Via = 'other' | 'holder';

interface Reading {
  via: Via;
  connections: number;
  result: LoadResult;
}

function pointBody(): string {
  return JSON.stringify({ command: { text: POINT_SQL, parameters: [{ name: '@id', type: 'Int', value: String(POINT_ID) }] } });
}

async function withPg<T>(url: string, f: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

async function measure(load: LoadGenerator, request: Omit<LoadArgs, 'connections' | 'durationMs'>, via: Via, connections: number, seconds: number): Promise<Reading> {
  const result = await load.run({ ...request, connections, durationMs: seconds * 1000 });
  const bad = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'));
  if (bad.length > 0 || result.ok === 0) throw new Error(`B2 via ${via} at c=${connections}: ${JSON.stringify(result.statuses)}; ${result.firstProblem ?? ''}`);
  return { via, connections, result };
}

interface TimedQuery {
  statusTiming: Record<string, { startTime: string; endTime?: string }>;
  status: string;
}

/**
 * Creates `count` async queries one after another through `baseUrl` and returns, for each, the time
 * from its creation (queued starts) to its hand-over to the agent (downloading starts), as stored.
 */
async function dispatchDelays(relay: RelayStack, baseUrl: string, count: number): Promise<number[]> {
  const headers = { 'content-type': 'application/json', 'x-api-key': relay.apiKey };
  const queries = `${baseUrl}/integrator/sites/${relay.siteId}/queries`;
  const delays: number[] = [];
  for (let i = 0; i < count; i++) {
    const created = await fetch(`${queries}/async`, { method: 'POST', headers, body: JSON.stringify({ command: { text: 'select 1 as ok' } }) });
    if (created.status !== 201) throw new Error(`async create answered ${created.status}: ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    const deadline = Date.now() + 15_000;
    for (;;) {
      const record = (await (await fetch(`${queries}/${id}`, { headers })).json()) as TimedQuery;
      if (record.status === 'successful') {
        const queued = Date.parse(record.statusTiming.queued?.startTime ?? '');
        const handed = Date.parse(record.statusTiming.downloading?.startTime ?? record.statusTiming.queued?.endTime ?? '');
        if (!Number.isFinite(queued) || !Number.isFinite(handed)) throw new Error(`query ${id} has no queued/downloading timing: ${JSON.stringify(record.statusTiming)}`);
        delays.push(handed - queued);
        break;
      }
      if (Date.now() > deadline) throw new Error(`async query ${id} not successful in 15 s (status ${record.status})`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return delays;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function run(): Promise<BenchOutcome> {
  const seconds = integerSetting('BENCH_B2_SECONDS', 5, 1, 120);
  const reps = integerSetting('BENCH_B2_REPS', 3, 1, 20);
  const asyncCount = integerSetting('BENCH_B2_ASYNC', 40, 5, 1000);
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `bench_b2_${randomBytes(4).toString('hex')}`;
  const storeUrl = `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-b2-'));
  const cleanup = async (): Promise<void> => {
    fs.rmSync(tmp, { recursive: true, force: true });
    await withPg(pgUrl, (c) => c.query(`drop schema if exists ${schema} cascade`)).catch(() => undefined);
  };
  const unregister = onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  let holder: RelayStack | undefined;
  let other: GatewayProcess | undefined;
  let load: LoadGenerator | undefined;
  try {
    await withPg(pgUrl, (c) => c.query(`create schema ${schema}`));
    const clinicDb = path.join(tmp, 'clinic.db');
    createApptDb(clinicDb, 100_000);
    const env = { GATEWAY_STORE_URL: storeUrl, GATEWAY_TOKEN_SECRET: TOKEN_SECRET };
    progress('B2: starting instance B with the site agent, then instance A, on one PostgreSQL store');
    holder = await startRelayStack({ dir: path.join(tmp, 'b'), clinicDb, gatewayEnv: env });
    other = await GatewayProcess.start({ port: await freePort(), dataDir: path.join(tmp, 'a-data'), env });
    load = await LoadGenerator.start();

    const pathname = new URL(`${holder.queriesUrl}/immediate`).pathname;
    const headers = { 'content-type': 'application/json', 'x-api-key': holder.apiKey };
    const requests: Record<Via, Omit<LoadArgs, 'connections' | 'durationMs'>> = {
      holder: { port: holder.port, method: 'POST', path: pathname, headers, body: pointBody() },
      other: { port: Number(new URL(other.baseUrl).port), method: 'POST', path: pathname, headers, body: pointBody() },
    };
    // Both instances answer the same row before their speeds mean anything.
    const answers = await Promise.all(
      (['holder', 'other'] as const).map(async (via) => {
        const base = via === 'holder' ? holder!.baseUrl : other!.baseUrl;
        const res = await fetch(`${base}${pathname}`, { method: 'POST', headers, body: pointBody() });
        if (res.status !== 200) throw new Error(`via ${via}: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { result: { data: string } }).result.data;
      }),
    );
    if (answers[0] !== answers[1]) throw new Error('the two instances answered different rows');

    progress('B2: warm-up');
    for (const via of ['holder', 'other'] as const) await measure(load, requests[via], via, 10, 2);
    const readings: { c1: Record<Via, Reading>; c10: Record<Via, Reading> }[] = [];
    for (let r = 0; r < reps; r++) {
      const order: Via[] = r % 2 === 0 ? ['holder', 'other'] : ['other', 'holder'];
      const c1 = {} as Record<Via, Reading>;
      const c10 = {} as Record<Via, Reading>;
      for (const via of order) {
        c1[via] = await measure(load, requests[via], via, 1, seconds);
        c10[via] = await measure(load, requests[via], via, 10, seconds);
      }
      readings.push({ c1, c10 });
      progress(`B2: rep ${r + 1}/${reps}: p50 c=1 via A ${c1.other.result.latencyMs.p50.toFixed(3)} ms, via B ${c1.holder.result.latencyMs.p50.toFixed(3)} ms`);
    }
    progress('B2: the hand-over floor (4 statements, 2 wake-ups on raw pg connections, no gateway)');
    const floor = await measureHandoverFloor(pgUrl, schema, 2000);
    progress(`B2: ${asyncCount} async queries created on each instance`);
    const delaysHolder = await dispatchDelays(holder, holder.baseUrl, asyncCount);
    const delaysOther = await dispatchDelays(holder, other.baseUrl, asyncCount);

    const pick = (c: 'c1' | 'c10', via: Via, f: (r: LoadResult) => number): number => median(readings.map((x) => f(x[c][via].result)));
    const p50 = (r: LoadResult): number => r.latencyMs.p50;
    const p99 = (r: LoadResult): number => r.latencyMs.p99;
    const rps = (r: LoadResult): number => r.rps;
    const addedP50 = pick('c1', 'other', p50) - pick('c1', 'holder', p50);
    const design = 'design' as const;
    return {
      rows: [
        row('point query p50, c=1 (received by A | by B, the holder)', 'ms', pick('c1', 'other', p50), pick('c1', 'holder', p50), null),
        row('added p50 by the cross-instance hop', 'ms', addedP50, null, { text: '≤ 1 ms', source: design, isMet: (f) => f <= 1 }),
        // What the design itself costs here (work as a row, wake-ups carrying ids): the added p50 cannot go below it.
        row('floor: the same hand-over on raw pg connections, no gateway, p50', 'ms', floor.p50Ms, null, { text: '≤ 1 ms (the design\'s own cost)', source: design, isMet: (f) => f <= 1 }),
        row('point query p99, c=1 (A | B)', 'ms', pick('c1', 'other', p99), pick('c1', 'holder', p99), null),
        row('throughput, c=10 (A | B)', 'req/s', pick('c10', 'other', rps), pick('c10', 'holder', rps), null),
        row('async creation → dispatch p50 (created on A | on B)', 'ms', median(delaysOther), median(delaysHolder), null),
        row('async creation → dispatch p99 (created on A | on B)', 'ms', percentile(delaysOther, 99), percentile(delaysHolder, 99), null),
      ],
      details: {
        settings: { seconds, reps, asyncCount },
        store: 'PostgreSQL, own schema per run; instance B holds the agent socket; both SQLite-free',
        readings: readings.map((x) => Object.fromEntries((['c1', 'c10'] as const).map((c) => [c, Object.fromEntries((['holder', 'other'] as const).map((v) => [v, { rps: Math.round(x[c][v].result.rps), latencyMs: x[c][v].result.latencyMs }]))]))),
        dispatchDelaysMs: { createdOnHolder: delaysHolder, createdOnOther: delaysOther },
        handoverFloor: floor,
        method: {
          latency: 'closed-loop keep-alive HTTP/1.1 load generator in its own process; p50/p99 of every answer at c=1; medians over repetitions',
          dispatch: 'statusTiming.downloading.startTime − statusTiming.queued.startTime of each async query, as stored (ms resolution)',
          floor: 'bench/lib/pg-handover-floor: insert+notify, read, update+notify, read on four raw pg connections in one process, synchronous_commit off, a 4-column table; 2,000 in a row',
        },
      },
    };
  } finally {
    await load?.stop();
    await other?.stop(10_000);
    await holder?.stop();
    await cleanup();
    unregister();
  }
}

export const b2CrossInstance: Benchmark = {
  id: 'B2',
  title: 'Point query and async dispatch across two gateway instances on one PostgreSQL store vs on the instance holding the socket',
  settings: SETTINGS,
  timeoutMs: 10 * 60_000,
  run,
};
