/**
 * @module bench/b6-fhir-search
 * B6: FHIR Patient searches on a generated Best Practice-shaped clinic
 * (BENCH_B6_PATIENTS patients, 100,000 by default) through the facade — integrator → gateway FHIR route →
 * agent → SQLite and back, the rows mapped to a searchset Bundle — against the same SQL run directly on
 * the same file with better-sqlite3 in the bench process, in the same run. Target: ≥ 0.5× the direct
 * throughput.
 *
 * "The same SQL": each search is first answered in the bench process by the facade itself
 * (handleFhirRequest) over a RunSql that runs every command on better-sqlite3 and records it; the
 * recorded commands (text and bound parameters, exactly as the agent would bind them) are the baseline's
 * work for one search, and the gateway's answer must list the same ids as that in-process answer.
 *
 * Processes, all on loopback: the built gateway (rate limit off), a real `site-agent run` serving the
 * clinic as a Best Practice site, and the load generator (./lib/http-load-worker: closed-loop keep-alive
 * connections, every latency kept). The direct loop runs synchronously in this process, one search after
 * another (better-sqlite3 is synchronous, so concurrency would not change it): its throughput is the
 * database's own pace for that work.
 *
 * The floor (./lib/bare-fhir-relay-server), measured beside them as B1 measures a bare relay: the same
 * facade behind a relay with nothing else of the gateway in it (a Fastify route, one WebSocket to a bare
 * agent process that runs the recorded commands on its own thread; no auth, rate limits, query records,
 * validation, logging or worker thread). For a search whose SQL is cheap (the card search) its ratio is
 * what the design itself (one more process, two WebSocket hops, the facade) leaves of the direct
 * throughput on this machine, before anything the real gateway and agent add. For a search whose SQL is
 * heavy it is not a floor: its agent runs one statement at a time on one thread, where the real agent
 * runs two at once on its worker threads.
 *
 * The ceiling rows: the CPU the gateway's main thread (and the floor server's) spends a search, as the searches a
 * second one such process could serve however many cores the machine had — its JavaScript is that one thread.
 * Where the gateway's ceiling is under the line, more cores would not bring one gateway to it.
 *
 * Phases: build the clinic and start the stack; per search, check all three paths agree; warm up; then
 * repetitions (alternating which path goes first) of each search on each path; medians reported.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import type { Bundle } from 'fhir/r4.js';
import { sqliteBindings } from '@site-query-gateway/agent/drivers/sqlite/sqlite-bindings.js';
import { generateClinicDatabase } from '@site-query-gateway/demo/clinic-db/generate.js';
import { handleFhirRequest, type FhirHttpRequest, type FhirSite, type RunSql } from '@site-query-gateway/fhir/index.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import type { FloorWork } from './lib/bare-fhir-relay-server.js';
import { spawnNode, stopChild, type NodeChild } from './lib/children.js';
import { onCleanup } from './lib/cleanup.js';
import { LoadGenerator, type LoadResult } from './lib/http-load.js';
import { progress } from './lib/poll.js';
import { readCpuSeconds, readMainThreadCpuSeconds } from './lib/proc.js';
import { startRelayStack, type RelayStack } from './lib/relay-stack.js';
import { integerSetting, median } from './lib/stats.js';
import { row, type BenchOutcome, type BenchRow, type Benchmark } from './lib/types.js';

const SETTINGS = [
  { name: 'BENCH_B6_PATIENTS', meaning: 'patients in the generated clinic (default 100,000)' },
  { name: 'BENCH_B6_SECONDS', meaning: 'length of each measured run, per search and path (default 8)' },
  { name: 'BENCH_B6_REPS', meaning: 'repetitions; medians are reported (default 3)' },
  { name: 'BENCH_B6_WARMUP_SECONDS', meaning: 'warm-up per search and path (default 2)' },
  { name: 'BENCH_B6_CONNECTIONS', meaning: 'concurrent connections on the facade path (default 10)' },
  { name: 'BENCH_B6_SEARCHES', meaning: 'which searches to run, comma-separated from family, birthdate, card (default all three)' },
] as const;

interface B6Settings {
  patients: number;
  seconds: number;
  reps: number;
  warmupSeconds: number;
  connections: number;
  searches: SearchKey[];
}

const SEARCH_KEYS = ['family', 'birthdate', 'card'] as const;
type SearchKey = (typeof SEARCH_KEYS)[number];

/** BENCH_B6_SEARCHES: a subset of the searches, for studying one (the full run and the mean take all three). */
function searchKeys(): SearchKey[] {
  const raw = process.env.BENCH_B6_SEARCHES?.trim();
  if (!raw) return [...SEARCH_KEYS];
  const keys = raw.split(',').map((k) => k.trim());
  const unknown = keys.filter((k) => !(SEARCH_KEYS as readonly string[]).includes(k));
  if (unknown.length > 0 || keys.length === 0) throw new Error(`BENCH_B6_SEARCHES: expected some of ${SEARCH_KEYS.join(', ')}, got ${raw}`);
  return SEARCH_KEYS.filter((k) => keys.includes(k));
}

function readSettings(): B6Settings {
  return {
    patients: integerSetting('BENCH_B6_PATIENTS', 100_000, 100, 2_000_000),
    seconds: integerSetting('BENCH_B6_SECONDS', 8, 1, 120),
    reps: integerSetting('BENCH_B6_REPS', 3, 1, 20),
    warmupSeconds: integerSetting('BENCH_B6_WARMUP_SECONDS', 2, 0, 60),
    connections: integerSetting('BENCH_B6_CONNECTIONS', 10, 1, 200),
    searches: searchKeys(),
  };
}

const FLOOR_SERVER = new URL('./lib/bare-fhir-relay-server.js', import.meta.url).pathname;

const PRACTICE = { kind: 'Best Practice', pmsSiteId: 'BENCH-FHIR', catalogue: 'BPSPatients', needsPairingCode: true };
const MEDICARE_SYSTEM = 'http://ns.electronichealth.net.au/id/medicare-number';
/** The clinic's zone and a fixed clock for the in-process facade (only `ap` searches read the clock; none here). */
const TIME_ZONE = 'Australia/Sydney';

/** One Patient search: its FHIR query and, once prepared, the SQL a search costs the database. */
interface Search {
  key: SearchKey;
  name: string;
  query: string;
}

interface PreparedSearch extends Search {
  /** Statements and bindings of every command the facade runs for one search, in order. */
  work: Array<{ statement: Database.Statement; bindings: Record<string, unknown> }>;
  commands: SqlCommand[];
  /** Each command's rows as JSON text, as the gateway's adapter receives them (for facadeCpu). */
  results: string[];
  ids: string[];
  total: number | undefined;
}

/** Values drawn from the data, so each search finds something real (not hard-coded results). */
function chooseSearches(db: Database.Database): Search[] {
  const one = <T>(sql: string): T => {
    const found = db.prepare(sql).get() as T | undefined;
    if (found === undefined) throw new Error(`no row for: ${sql}`);
    return found;
  };
  const surname = one<{ s: string }>('SELECT SURNAME AS s FROM PATIENTS WHERE RECORDSTATUS = 1 GROUP BY SURNAME ORDER BY COUNT(*) DESC LIMIT 1').s;
  const year = one<{ y: string }>("SELECT substr(DOB, 1, 4) AS y FROM PATIENTS WHERE RECORDSTATUS = 1 AND DOB IS NOT NULL GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1").y;
  const card = one<{ m: string }>('SELECT MEDICARENO AS m FROM PATIENTS WHERE RECORDSTATUS = 1 AND MEDICARENO IS NOT NULL ORDER BY INTERNALID LIMIT 1').m;
  return [
    { key: 'family', name: 'family (prefix), _count=20', query: new URLSearchParams({ family: surname.slice(0, 3), _count: '20' }).toString() },
    { key: 'birthdate', name: 'birthdate (a year) + gender, _sort=family', query: new URLSearchParams({ birthdate: year, gender: 'female', _sort: 'family', _count: '20' }).toString() },
    { key: 'card', name: 'identifier (Medicare card)', query: new URLSearchParams({ identifier: `${MEDICARE_SYSTEM}|${card}` }).toString() },
  ];
}

const BENCH_SITE: FhirSite = { siteId: 'bench', practiceManagementName: 'Best Practice', databaseEngine: 'sqlite', timeZone: TIME_ZONE };

function facadeRequest(search: Search): FhirHttpRequest {
  return { method: 'GET', path: 'Patient', query: [...new URLSearchParams(search.query).entries()], headers: {}, baseUrl: 'http://bench/fhir/R4' };
}

/** Answers the search with the facade in this process over better-sqlite3, recording each command. */
async function prepareSearch(db: Database.Database, search: Search): Promise<PreparedSearch> {
  const commands: SqlCommand[] = [];
  const results: string[] = [];
  const run: RunSql = (command) => {
    commands.push(command);
    const rows = db.prepare(command.text).all(sqliteBindings(command)) as Array<Record<string, unknown>>;
    results.push(JSON.stringify(rows));
    return Promise.resolve(rows);
  };
  const answer = await handleFhirRequest(facadeRequest(search), BENCH_SITE, run);
  if (answer.status !== 200) throw new Error(`in-process facade answered ${answer.status} for ${search.query}: ${JSON.stringify(answer.body)}`);
  const bundle = answer.body as Bundle;
  const ids = (bundle.entry ?? []).filter((e) => e.search?.mode === 'match').map((e) => e.resource?.id ?? '');
  if (ids.length === 0) throw new Error(`the search ${search.query} found nothing; the bench would measure an empty answer`);
  return {
    ...search,
    commands,
    results,
    work: commands.map((command) => ({ statement: db.prepare(command.text), bindings: sqliteBindings(command) })),
    ids,
    total: bundle.total,
  };
}

/** The same search through the gateway or the floor (`who`) must list the same ids (and total) before speeds mean anything. */
async function checkAnswer(who: string, url: string, headers: Record<string, string>, search: PreparedSearch): Promise<void> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`the ${who} answered ${response.status} for ${search.query}: ${text.slice(0, 400)}`);
  const bundle = JSON.parse(text) as Bundle;
  const ids = (bundle.entry ?? []).filter((e) => e.search?.mode === 'match').map((e) => e.resource?.id ?? '');
  assert.deepEqual(ids, search.ids, `the ${who}'s answer to ${search.query} differs from the in-process one`);
  assert.equal(bundle.total, search.total);
}

/** Searches timed per figure of the facade's own CPU. */
const FACADE_CPU_SEARCHES = 2000;
/**
 * Unmeasured searches before them, so the figure is the optimised code's, as in a gateway that has served
 * a while: V8 takes thousands of searches to get there, and a fresh process spends several times the CPU
 * a search at first.
 */
const FACADE_CPU_WARMUP_SEARCHES = 8000;

/**
 * The facade's own CPU per search, without SQL or relay: the route's and adapter's share of the
 * gateway's work (rows decoded from the JSON text the relay hands over, handleFhirRequest, the Bundle
 * serialised as the route sends it), in this process. CPU time, not wall time, so a loaded machine
 * inflates it far less than the throughputs; it says how much of a relayed search is the facade.
 */
async function facadeCpuMicros(search: PreparedSearch): Promise<number> {
  const request = facadeRequest(search);
  const once = async (): Promise<void> => {
    let next = 0;
    const run: RunSql = () => Promise.resolve(JSON.parse(search.results[next++]!) as Array<Record<string, unknown>>);
    const answer = await handleFhirRequest(request, BENCH_SITE, run);
    if (answer.status !== 200 || JSON.stringify(answer.body).length === 0) throw new Error(`in-process facade answered ${answer.status}`);
  };
  for (let i = 0; i < FACADE_CPU_WARMUP_SEARCHES; i++) await once();
  const started = process.cpuUsage();
  for (let i = 0; i < FACADE_CPU_SEARCHES; i++) await once();
  const spent = process.cpuUsage(started);
  return (spent.user + spent.system) / FACADE_CPU_SEARCHES;
}

interface DirectReading {
  searches: number;
  elapsedMs: number;
  rps: number;
  rows: number;
}

/** Runs the search's commands back to back for `seconds`; every row is fetched (`all`). */
function runDirect(search: PreparedSearch, seconds: number): DirectReading {
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  let searches = 0;
  let rows = 0;
  let now = started;
  while (now < stopAt) {
    for (const { statement, bindings } of search.work) rows += statement.all(bindings).length;
    searches++;
    now = performance.now();
  }
  const elapsedMs = now - started;
  return { searches, elapsedMs, rps: searches / (elapsedMs / 1000), rows };
}

interface RelayedReading {
  result: LoadResult;
  /** CPU time (µs) each serving process spent per 2xx answer. */
  cpuMicros: { gateway: number; agent: number };
  /**
   * CPU time (µs) the serving process's main thread spent per 2xx answer. Its JavaScript runs on that one
   * thread, so 1e6 / this is as many searches a second as one such process can serve on any number of
   * cores (an estimate: measured at c=10 on this machine's cores).
   */
  mainThreadMicros: number;
}

/** CPU readings of the serving processes, taken before and after a run. */
function cpuNow(serverPid: number, agentPid: number): { server: number; agent: number; serverMain: number } {
  return { server: readCpuSeconds(serverPid), agent: readCpuSeconds(agentPid), serverMain: readMainThreadCpuSeconds(serverPid) };
}

function perAnswer(before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>, ok: number): Pick<RelayedReading, 'cpuMicros' | 'mainThreadMicros'> {
  const micros = (cpuSeconds: number): number => (cpuSeconds / ok) * 1e6;
  return { cpuMicros: { gateway: micros(after.server - before.server), agent: micros(after.agent - before.agent) }, mainThreadMicros: micros(after.serverMain - before.serverMain) };
}

async function runRelayed(load: LoadGenerator, relay: RelayStack, fhirPath: string, search: PreparedSearch, connections: number, seconds: number): Promise<RelayedReading> {
  const before = cpuNow(relay.gateway.pid, relay.agent.pid);
  const result = await load.run({
    port: relay.port,
    method: 'GET',
    path: `${fhirPath}/Patient?${search.query}`,
    headers: { 'x-api-key': relay.apiKey, accept: 'application/fhir+json' },
    connections,
    durationMs: seconds * 1000,
  });
  const bad = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'));
  if (bad.length > 0 || result.ok === 0) throw new Error(`facade run for ${search.name}: ${JSON.stringify(result.statuses)}; first problem: ${result.firstProblem ?? 'none'}`);
  return { result, ...perAnswer(before, cpuNow(relay.gateway.pid, relay.agent.pid), result.ok) };
}

/** The floor's server and agent, as started: its port, and both processes for their CPU. */
interface Floor {
  child: NodeChild;
  port: number;
  agentPid: number;
}

async function startFloor(tmp: string, clinicDb: string, searches: readonly PreparedSearch[]): Promise<Floor> {
  const workFile = path.join(tmp, 'floor-work.json');
  const work: FloorWork = { site: BENCH_SITE, searches: searches.map((s) => ({ resource: 'Patient', query: s.query, commands: s.commands })) };
  fs.writeFileSync(workFile, JSON.stringify(work));
  const child = spawnNode({ name: 'bare FHIR relay', script: FLOOR_SERVER, env: { ...process.env, BENCH_B6_FLOOR_WORK: workFile, BENCH_B6_FLOOR_DB: clinicDb } });
  const { port, agentPid } = await child.ipc.waitReady<{ port: number; agentPid: number }>(15_000);
  return { child, port, agentPid };
}

async function runFloor(load: LoadGenerator, floor: Floor, index: number, search: PreparedSearch, connections: number, seconds: number): Promise<RelayedReading> {
  const before = cpuNow(floor.child.pid, floor.agentPid);
  const result = await load.run({ port: floor.port, method: 'GET', path: `/search/${index}`, headers: { accept: 'application/fhir+json' }, connections, durationMs: seconds * 1000 });
  const bad = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'));
  if (bad.length > 0 || result.ok === 0) throw new Error(`floor run for ${search.name}: ${JSON.stringify(result.statuses)}; first problem: ${result.firstProblem ?? 'none'}`);
  return { result, ...perAnswer(before, cpuNow(floor.child.pid, floor.agentPid), result.ok) };
}

interface Reading {
  direct: DirectReading;
  relayed: LoadResult;
  cpuMicros: RelayedReading['cpuMicros'];
  mainThreadMicros: number;
  /** The floor's run; its CPU per search is the server's (as `gateway`) and its agent's. */
  floor: RelayedReading;
}

async function run(): Promise<BenchOutcome> {
  const settings = readSettings();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-b6-'));
  const removeTmp = (): void => fs.rmSync(tmp, { recursive: true, force: true });
  const unregister = onCleanup(removeTmp);
  let relay: RelayStack | undefined;
  let load: LoadGenerator | undefined;
  let floor: Floor | undefined;
  let db: Database.Database | undefined;
  try {
    const clinicDb = path.join(tmp, 'clinic.db');
    progress(`B6: generating the clinic (${settings.patients.toLocaleString('en-US')} patients)`);
    const buildStarted = performance.now();
    // Appointments and clinical rows are few: Patient searches never read them, and they cost generation time.
    await generateClinicDatabase(clinicDb, { patients: settings.patients, appointments: Math.max(1000, Math.round(settings.patients / 10)), practitioners: 5, seed: 6 });
    const buildMs = performance.now() - buildStarted;
    db = new Database(clinicDb, { readonly: true });
    const patients = (db.prepare('SELECT COUNT(*) AS n FROM PATIENTS WHERE RECORDSTATUS = 1').get() as { n: number }).n;

    progress('B6: starting gateway and site agent (Best Practice)');
    relay = await startRelayStack({ dir: path.join(tmp, 'relay'), clinicDb, practice: PRACTICE });
    load = await LoadGenerator.start();
    const fhirPath = `/integrator/sites/${relay.siteId}/fhir/R4`;

    const searches: PreparedSearch[] = [];
    for (const search of chooseSearches(db).filter((s) => settings.searches.includes(s.key))) {
      const prepared = await prepareSearch(db, search);
      await checkAnswer('gateway', `${relay.baseUrl}${fhirPath}/Patient?${prepared.query}`, { 'x-api-key': relay.apiKey }, prepared);
      searches.push(prepared);
    }
    floor = await startFloor(tmp, clinicDb, searches);
    for (const [index, search] of searches.entries()) await checkAnswer('floor', `http://127.0.0.1:${floor.port}/search/${index}`, {}, search);

    if (settings.warmupSeconds > 0) {
      progress(`B6: warm-up (${settings.warmupSeconds} s per search and path)`);
      for (const [index, search] of searches.entries()) {
        runDirect(search, settings.warmupSeconds);
        await runRelayed(load, relay, fhirPath, search, settings.connections, settings.warmupSeconds);
        await runFloor(load, floor, index, search, settings.connections, settings.warmupSeconds);
      }
    }
    progress('B6: the facade\'s own CPU per search, in process');
    const facadeCpu = new Map<string, number>();
    for (const search of searches) facadeCpu.set(search.name, await facadeCpuMicros(search));
    const readings = new Map<string, Reading[]>(searches.map((s) => [s.name, []]));
    for (let r = 0; r < settings.reps; r++) {
      for (const [index, search] of searches.entries()) {
        let direct: DirectReading;
        let relayed: RelayedReading;
        let floorReading: RelayedReading;
        if (r % 2 === 0) {
          direct = runDirect(search, settings.seconds);
          relayed = await runRelayed(load, relay, fhirPath, search, settings.connections, settings.seconds);
          floorReading = await runFloor(load, floor, index, search, settings.connections, settings.seconds);
        } else {
          floorReading = await runFloor(load, floor, index, search, settings.connections, settings.seconds);
          relayed = await runRelayed(load, relay, fhirPath, search, settings.connections, settings.seconds);
          direct = runDirect(search, settings.seconds);
        }
        readings.get(search.name)!.push({ direct, relayed: relayed.result, cpuMicros: relayed.cpuMicros, mainThreadMicros: relayed.mainThreadMicros, floor: floorReading });
        progress(
          `B6: rep ${r + 1}/${settings.reps} ${search.name}: facade ${Math.round(relayed.result.rps)} searches/s, ` +
            `direct SQL ${Math.round(direct.rps)} searches/s, floor ${Math.round(floorReading.result.rps)} searches/s`,
        );
      }
    }

    const rows: BenchRow[] = [];
    const ratios: number[] = [];
    for (const search of searches) {
      const reps = readings.get(search.name)!;
      const facade = median(reps.map((x) => x.relayed.rps));
      const direct = median(reps.map((x) => x.direct.rps));
      ratios.push(facade / direct);
      rows.push(
        row(`Patient ${search.name}, c=${settings.connections} (facade | direct SQL)`, 'searches/s', facade, direct, {
          text: '≥ 0.5×',
          source: 'design',
          isMet: (_f, ratio) => ratio !== null && ratio >= 0.5,
        }),
        row(`  latency p50 through the facade, c=${settings.connections}`, 'ms', median(reps.map((x) => x.relayed.latencyMs.p50)), null, null),
        row('  facade CPU per search in process (decode rows, map, Bundle, serialise; no SQL, no relay)', 'µs', facadeCpu.get(search.name)!, null, null),
        // Where a relayed search's time goes: the gateway (route, facade, relay) and the agent (the SQL on a
        // worker or its own thread, the report), against the direct path's one in-process statement.
        row(`  CPU per search through the facade, c=${settings.connections} (gateway | agent)`, 'µs', median(reps.map((x) => x.cpuMicros.gateway)), median(reps.map((x) => x.cpuMicros.agent)), null),
        row('  direct SQL: wall time per search (one thread, in process)', 'µs', 1e6 / direct, null, null),
        row(`  floor: bare relay + facade, c=${settings.connections} (floor | direct SQL)`, 'searches/s', median(reps.map((x) => x.floor.result.rps)), direct, null),
        row('  floor: CPU per search (its server | its agent)', 'µs', median(reps.map((x) => x.floor.cpuMicros.gateway)), median(reps.map((x) => x.floor.cpuMicros.agent)), null),
        // What more cores could give: the gateway's JavaScript is one thread, so one gateway serves at most
        // 1 / (its main thread's CPU a search) whatever the machine; the direct path is one thread too.
        row(`  ceiling of one gateway on any cores: 1 / its main thread's CPU a search, c=${settings.connections} (ceiling | direct SQL)`, 'searches/s', 1e6 / median(reps.map((x) => x.mainThreadMicros)), direct, null),
        row('  the same ceiling for the floor\'s server (ceiling | direct SQL)', 'searches/s', 1e6 / median(reps.map((x) => x.floor.mainThreadMicros)), direct, null),
      );
    }
    const geometricMean = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
    // The mean is judged only over all three searches: a subset's mean would say nothing of the line.
    const whole = searches.length === SEARCH_KEYS.length;
    rows.push({
      metric: whole ? 'geometric mean of the ratios' : `geometric mean of the ratios (only ${settings.searches.join(', ')})`,
      unit: '',
      figure: geometricMean,
      baseline: null,
      ratio: geometricMean,
      target: whole ? '≥ 0.5×' : null,
      met: whole ? geometricMean >= 0.5 : null,
      ...(whole ? { targetSource: 'design' as const } : {}),
    });

    return {
      rows,
      details: {
        settings,
        clinic: { patients, bytes: fs.statSync(clinicDb).size, buildMs: Math.round(buildMs) },
        searches: searches.map((s) => ({
          name: s.name,
          query: s.query,
          total: s.total,
          firstPageIds: s.ids.length,
          facadeCpuMicros: Math.round(facadeCpu.get(s.name)!),
          sql: s.commands.map((c) => c.text),
          reps: (readings.get(s.name) ?? []).map((x) => ({
            facade: { ok: x.relayed.ok, rps: Math.round(x.relayed.rps), latencyMs: x.relayed.latencyMs, cpuMicrosPerSearch: { gateway: Math.round(x.cpuMicros.gateway), gatewayMainThread: Math.round(x.mainThreadMicros), agent: Math.round(x.cpuMicros.agent) } },
            direct: { searches: x.direct.searches, rps: Math.round(x.direct.rps) },
            floor: { ok: x.floor.result.ok, rps: Math.round(x.floor.result.rps), latencyMs: x.floor.result.latencyMs, cpuMicrosPerSearch: { server: Math.round(x.floor.cpuMicros.gateway), serverMainThread: Math.round(x.floor.mainThreadMicros), agent: Math.round(x.floor.cpuMicros.agent) } },
          })),
        })),
        gatewayLogTail: relay.gateway.logTail().split('\n').slice(-10),
        method: {
          facade: `GET /integrator/sites/{siteId}/fhir/R4/Patient?…, X-Api-Key, ${settings.connections} closed-loop keep-alive connections from the load generator process; 2xx answers / elapsed`,
          direct: "the commands the facade runs for the same search (recorded from the facade answering it in this process), as better-sqlite3 prepared statements with the agent's bindings, all rows fetched, back to back in this process",
          check: 'before measuring, the gateway and the floor answer with the same ids and total as the in-process facade',
          floor: `GET /search/{i} on ./lib/bare-fhir-relay-server (Fastify) → one ws message to a bare agent process → the recorded commands as better-sqlite3 prepared statements there → ws back → handleFhirRequest over the rows → the Bundle serialised; ${settings.connections} closed-loop connections from the same load generator; no auth, rate limits, query records, validation, logging or worker thread`,
          facadeCpu: `process CPU time of ${FACADE_CPU_SEARCHES} in-process facade answers per search, after ${FACADE_CPU_WARMUP_SEARCHES} unmeasured, each decoding the recorded rows from JSON text and serialising the Bundle (the gateway's share of a search that is the facade's)`,
        },
      },
    };
  } finally {
    db?.close();
    await load?.stop();
    if (floor) await stopChild(floor.child, 'SIGKILL', 5000);
    await relay?.stop();
    removeTmp();
    unregister();
  }
}

export const b6FhirSearch: Benchmark = {
  id: 'B6',
  title: 'FHIR Patient searches through the facade (gateway + agent) vs the same SQL run directly on the database',
  settings: SETTINGS,
  timeoutMs: 20 * 60_000,
  run,
};
