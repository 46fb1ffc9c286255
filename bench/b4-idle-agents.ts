/**
 * @module bench/b4-idle-agents
 * B4: idle connected agents held by one gateway process, against a bare
 * `ws` server holding the same sockets from the same clients, in the same run.
 *
 * Phases, each bounded in time:
 *  1. seed N active sites straight into a fresh SQLite store;
 *  2. baseline: bare ws server process, N real AgentConnections from several client processes,
 *     VmRSS before and after (settled), then again after forced GCs;
 *  3. gateway: the real gateway process, same clients, same readings; confirms N agents via its
 *     /metrics and via the presence rows it wrote; idle CPU over a window;
 *  4. reconnect storm: SIGTERM (agents get 1012), start again on the same port and data dir, time from
 *     listening until `gateway_agents_connected` is N, max event-loop delay meanwhile;
 *  5. heartbeat cost: restart once more with a short GATEWAY_HEARTBEAT_INTERVAL_MS (the welcome tells
 *     agents the interval), gateway CPU over a window, per heartbeat, extrapolated to 60 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { AgentSwarm, type SwarmStatus } from './lib/agent-swarm.js';
import { spawnNode, stopChild } from './lib/children.js';
import { onCleanup } from './lib/cleanup.js';
import { GatewayProcess } from './lib/gateway-process.js';
import type { MemoryReport } from './lib/memory-report.js';
import { freePort } from './lib/net.js';
import { pollUntil, progress } from './lib/poll.js';
import { readCpuSeconds, readMainThreadRunQueueWaitSeconds, waitForSettledRss, type SettledRss } from './lib/proc.js';
import { countConnectedSince, seedSites } from './lib/seed-sites.js';
import { row, type BenchOutcome, type BenchRow, type Benchmark } from './lib/types.js';

const BARE_SERVER = new URL('./lib/bare-ws-server.js', import.meta.url).pathname;

/** The agent count of the reconnect-storm target, and the one of the heartbeat target. */
const DEFAULT_AGENTS = 10_000;
const HEARTBEAT_TARGET_AGENTS = 18_000;
/** The default heartbeat interval (60 s) the short-interval measurement is scaled to. */
const PRODUCTION_HEARTBEAT_MS = 60_000;
/** How long a reconnect storm is watched before it is declared unsettled (the target is 30 s). */
const STORM_TIMEOUT_MS = 90_000;
/**
 * /metrics poll period during a storm. A scrape costs the gateway ~25 ms of CPU at 10k agents
 * (prom-client lists every handle and fd), so polling faster would slow the storm it measures; the
 * clients' welcome times give the precise figure alongside.
 */
const STORM_POLL_MS = 1000;
const KIB = 1024;

interface B4Settings {
  agents: number;
  processes: number;
  rampPerSecond: number;
  heartbeatMs: number;
  cpuWindowMs: number;
}

const SETTINGS = [
  { name: 'BENCH_B4_AGENTS', meaning: `agents to hold (default ${DEFAULT_AGENTS})` },
  { name: 'BENCH_B4_PROCESSES', meaning: 'client processes for the agents (default one per 2,500 agents)' },
  { name: 'BENCH_B4_RAMP', meaning: 'agents started per second on first connect (default 2000)' },
  { name: 'BENCH_B4_HEARTBEAT_MS', meaning: 'short heartbeat interval for the CPU phase (default 2000)' },
  { name: 'BENCH_B4_CPU_WINDOW_MS', meaning: 'length of each CPU window (default 10000)' },
] as const;

function integerEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  return value;
}

function readSettings(): B4Settings {
  // One gateway process holds all N sockets under `ulimit -n` 20,000, and every client connects from
  // 127.0.0.1's single ephemeral range (32768–60999) while the baseline's closed ports sit in TIME_WAIT.
  const agents = integerEnv('BENCH_B4_AGENTS', DEFAULT_AGENTS, 1, 18_000);
  return {
    agents,
    processes: integerEnv('BENCH_B4_PROCESSES', Math.ceil(agents / 2500), 1, 64),
    rampPerSecond: integerEnv('BENCH_B4_RAMP', 2000, 10, 100_000),
    heartbeatMs: integerEnv('BENCH_B4_HEARTBEAT_MS', 2000, 500, 60_000),
    cpuWindowMs: integerEnv('BENCH_B4_CPU_WINDOW_MS', 10_000, 1000, 120_000),
  };
}

/** A server being measured while it holds the agents: the bare ws server or the gateway. */
interface HeldServer {
  pid: number;
  memory(gc: boolean): Promise<MemoryReport>;
  /** Agents (or sockets) the server itself says it holds. */
  held(): Promise<number>;
}

interface HoldReading {
  rssBefore: SettledRss;
  rssAfter: SettledRss;
  gcBefore: MemoryReport;
  gcAfter: MemoryReport;
  connectMs: number;
  /** What the server reports holding once the clients were done (should be N). */
  held: number;
  complete: boolean;
  clients: SwarmStatus;
}

function perAgentKiB(before: number, after: number, agents: number): number {
  return agents > 0 ? (after - before) / agents / KIB : Number.NaN;
}

/**
 * Reads the server's memory, connects the swarm, waits until the clients are done and the server
 * holds every agent, reads again. The swarm is returned still connected.
 */
async function holdAgents(
  server: HeldServer,
  url: string,
  keys: readonly string[],
  settings: B4Settings,
  clientsDone: (s: SwarmStatus) => boolean,
): Promise<{ swarm: AgentSwarm; reading: HoldReading }> {
  const rssBefore = await waitForSettledRss(server.pid);
  const gcBefore = await server.memory(true);
  const started = Date.now();
  const swarm = await AgentSwarm.start({ gatewayUrl: url, keys, processes: settings.processes, rampPerSecond: settings.rampPerSecond });
  try {
    let clients = await swarm.status();
    let held = 0;
    const timeoutMs = (keys.length / settings.rampPerSecond) * 1000 + 60_000;
    const complete = await pollUntil(async () => {
      clients = await swarm.status();
      if (!clientsDone(clients)) return false;
      held = await server.held();
      return held === keys.length;
    }, timeoutMs);
    const connectMs = Date.now() - started;
    if (!complete) held = await server.held();
    const rssAfter = await waitForSettledRss(server.pid);
    const gcAfter = await server.memory(true);
    return { swarm, reading: { rssBefore, rssAfter, gcBefore, gcAfter, connectMs, held, complete, clients } };
  } catch (err) {
    await swarm.stop();
    throw err;
  }
}

async function measureBaseline(keys: readonly string[], settings: B4Settings): Promise<HoldReading> {
  const server = spawnNode({ name: 'bare ws server', script: BARE_SERVER, execArgv: ['--expose-gc'] });
  try {
    const { port } = await server.ipc.waitReady<{ port: number }>(15_000);
    const { swarm, reading } = await holdAgents(
      {
        pid: server.pid,
        memory: (gc) => server.ipc.request<MemoryReport>('memory', { gc }),
        held: async () => (await server.ipc.request<{ sockets: number }>('status')).sockets,
      },
      `http://127.0.0.1:${port}`,
      keys,
      settings,
      // The bare server never welcomes: an agent is "held" once its socket is open.
      (s) => s.open === keys.length,
    );
    await swarm.stop();
    return reading;
  } finally {
    await stopChild(server, 'SIGKILL', 5000);
  }
}

interface CpuWindow {
  seconds: number;
  windowMs: number;
  /** Share of one core, in percent. */
  percentOfCore: number;
}

async function cpuWindow(pid: number, windowMs: number): Promise<CpuWindow> {
  const cpu0 = readCpuSeconds(pid);
  const t0 = performance.now();
  await sleep(windowMs);
  const seconds = readCpuSeconds(pid) - cpu0;
  const elapsed = performance.now() - t0;
  return { seconds, windowMs: elapsed, percentOfCore: (seconds / (elapsed / 1000)) * 100 };
}

interface StormReading {
  /** SIGTERM → exit of the old gateway, with N agents connected. */
  stopMs: number;
  stopForced: boolean;
  /** Old gateway exited → new one accepting connections (node start-up, store open, app build). */
  downMs: number;
  /** Per-agent time from the new gateway listening to its welcome: percentiles (ms). */
  reconnectMs: { p50: number; p90: number; p99: number; max: number } | null;
  /** Deepest reconnect attempt any agent reached. */
  maxAttempt: number;
  /**
   * New gateway listening → `gateway_agents_connected` = N, from /metrics polled every STORM_POLL_MS
   * (an upper bound by up to one poll); null if never.
   */
  settledMs: number | null;
  /** New gateway listening → the last agent received its welcome (clients' clock, same machine). */
  lastWelcomeMs: number | null;
  /**
   * Largest `nodejs_eventloop_lag_max_seconds` across the scrapes after the first (it includes the
   * 10 ms sampling resolution). The first scrape's window began before `listen`, so it holds start-up.
   */
  maxLoopDelayMs: number;
  /** The first scrape's value: start-up (module loading, app build) plus the first few ms of the storm. */
  startupLoopDelayMs: number;
  /**
   * How long the gateway's main thread waited, runnable, for a core between the two scrapes that bound the
   * max delay: the clients share the 2 cores, so a late timer may be a thread kept waiting, not a long task.
   */
  waitForCoreAtMaxDelayMs: number;
  /** The length of that scrape interval. */
  maxDelayIntervalMs: number;
  timeline: { ms: number; connected: number; loopDelayMaxMs: number; runQueueWaitMs: number }[];
  clientMessages: Record<string, number>;
}

/**
 * The scrape interval whose max delay is the largest (after the first): its length, and how long the
 * gateway's main thread waited for a core within it.
 */
function intervalOfMaxDelay(timeline: StormReading['timeline']): { waitMs: number; lengthMs: number } {
  let at = -1;
  for (let i = 1; i < timeline.length; i++) {
    if (at < 0 || (timeline[i]?.loopDelayMaxMs ?? 0) > (timeline[at]?.loopDelayMaxMs ?? 0)) at = i;
  }
  const end = timeline[at];
  const start = timeline[at - 1];
  return end && start ? { waitMs: end.runQueueWaitMs - start.runQueueWaitMs, lengthMs: end.ms - start.ms } : { waitMs: Number.NaN, lengthMs: Number.NaN };
}

/** Stops the gateway gracefully, starts a new one on the same port and data dir, watches agents return. */
async function restartAndWatch(
  old: GatewayProcess,
  swarm: AgentSwarm,
  options: { port: number; dataDir: string; agents: number; env?: Record<string, string> },
): Promise<{ gateway: GatewayProcess; storm: StormReading }> {
  await swarm.mark();
  const stopped = await old.stop();
  const downFrom = Date.now();
  const gateway = await GatewayProcess.start({ port: options.port, dataDir: options.dataDir, ...(options.env ? { env: options.env } : {}) });
  const timeline: StormReading['timeline'] = [];
  let settledMs: number | null = null;
  await pollUntil(async () => {
    let metrics: Map<string, number>;
    try {
      metrics = await gateway.metrics();
    } catch {
      return false;
    }
    const ms = Date.now() - gateway.listeningAt;
    const connected = metrics.get('gateway_agents_connected') ?? Number.NaN;
    const runQueueWaitMs = readMainThreadRunQueueWaitSeconds(gateway.pid) * 1000;
    timeline.push({ ms, connected, loopDelayMaxMs: (metrics.get('nodejs_eventloop_lag_max_seconds') ?? 0) * 1000, runQueueWaitMs });
    if (connected < options.agents) return false;
    settledMs = ms;
    return true;
  }, STORM_TIMEOUT_MS, STORM_POLL_MS);
  await swarm.waitFor((s) => s.welcomed === options.agents, 10_000);
  const clients = await swarm.status({ times: true });
  const welcomedAt = clients.allWelcomedAt;
  const delays = (clients.welcomeTimes ?? []).map((t) => t - gateway.listeningAt).sort((a, b) => a - b);
  const maxDelayInterval = intervalOfMaxDelay(timeline);
  return {
    gateway,
    storm: {
      stopMs: stopped.ms,
      stopForced: stopped.forced,
      downMs: gateway.listeningAt - downFrom,
      reconnectMs:
        delays.length === 0
          ? null
          : { p50: percentile(delays, 0.5), p90: percentile(delays, 0.9), p99: percentile(delays, 0.99), max: delays[delays.length - 1] ?? Number.NaN },
      maxAttempt: clients.maxAttempt,
      settledMs,
      lastWelcomeMs: welcomedAt === null ? null : welcomedAt - gateway.listeningAt,
      maxLoopDelayMs: Math.max(0, ...timeline.slice(1).map((t) => t.loopDelayMaxMs)),
      startupLoopDelayMs: timeline[0]?.loopDelayMaxMs ?? Number.NaN,
      waitForCoreAtMaxDelayMs: maxDelayInterval.waitMs,
      maxDelayIntervalMs: maxDelayInterval.lengthMs,
      timeline,
      clientMessages: clients.messages,
    },
  };
}

/**
 * Times GET /metrics (wall clock and gateway CPU) with the agents connected: prom-client's default
 * metrics list every active handle and every open fd, so a scrape grows with the agent count, and the
 * storm watch below scrapes several times a second.
 */
async function timeScrapes(gateway: GatewayProcess, count: number): Promise<{ medianMs: number; cpuMsPerScrape: number }> {
  const wall: number[] = [];
  const cpu0 = readCpuSeconds(gateway.pid);
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await gateway.metrics();
    wall.push(performance.now() - t0);
    await sleep(100);
  }
  // Idle CPU in the 100 ms pauses is a fraction of a tick (10 ms resolution); it is left in.
  const cpuMs = (readCpuSeconds(gateway.pid) - cpu0) * 1000;
  return { medianMs: percentile(wall.sort((a, b) => a - b), 0.5), cpuMsPerScrape: cpuMs / count };
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

interface HeartbeatReading {
  intervalMs: number;
  cpu: CpuWindow;
  heartbeats: number;
  /** Gateway CPU per heartbeat, net of the idle rate measured before (µs). */
  netMicrosPerHeartbeat: number;
  maxLoopDelayMs: number;
  /** How long the gateway's main thread waited, runnable, for a core in the same window (ms). */
  waitForCoreMs: number;
  connectedAfter: number;
  clientMessages: Record<string, number>;
}

async function measureGateway(
  keys: readonly string[],
  dataDir: string,
  storeUrl: string,
  settings: B4Settings,
): Promise<{
  coldStartMs: number;
  hold: HoldReading;
  scrape: { medianMs: number; cpuMsPerScrape: number };
  inStore: number;
  idle: CpuWindow;
  storm: StormReading;
  hbStorm: StormReading;
  heartbeat: HeartbeatReading;
  logLines: number;
  logTail: string;
}> {
  const n = keys.length;
  const port = await freePort();
  let gateway = await GatewayProcess.start({ port, dataDir });
  const coldStartMs = gateway.startMs;
  let swarm: AgentSwarm | undefined;
  let logLines = 0;
  try {
    const phaseStart = new Date().toISOString();
    progress(`B4: gateway pid ${gateway.pid} on port ${port}; connecting ${n.toLocaleString('en-US')} agents`);
    const held = await holdAgents(
      { pid: gateway.pid, memory: (gc) => gateway.memory(gc), held: () => gateway.agentsConnected() },
      gateway.baseUrl,
      keys,
      settings,
      (s) => s.welcomed === n,
    );
    swarm = held.swarm;
    // The gateway's own record of who said hello (presence is flushed within a second; RSS settling took longer).
    const inStore = await countConnectedSince(storeUrl, phaseStart);
    progress(`B4: gateway holds ${held.reading.held.toLocaleString('en-US')} agents; idle CPU window`);
    const scrape = await timeScrapes(gateway, 5);
    const idle = await cpuWindow(gateway.pid, settings.cpuWindowMs);

    progress('B4: reconnect storm (SIGTERM, restart on the same port and data dir)');
    logLines += gateway.logLines();
    const first = await restartAndWatch(gateway, swarm, { port, dataDir, agents: n });
    gateway = first.gateway;
    progress(`B4: storm settled in ${first.storm.settledMs === null ? 'never' : `${(first.storm.settledMs / 1000).toFixed(1)} s`}`);

    progress(`B4: heartbeat phase (restart with GATEWAY_HEARTBEAT_INTERVAL_MS=${settings.heartbeatMs})`);
    logLines += gateway.logLines();
    const second = await restartAndWatch(gateway, swarm, {
      port,
      dataDir,
      agents: n,
      env: { GATEWAY_HEARTBEAT_INTERVAL_MS: String(settings.heartbeatMs) },
    });
    gateway = second.gateway;
    // Two intervals: every agent has been welcomed and is on its steady schedule.
    await sleep(2 * settings.heartbeatMs);
    await swarm.mark();
    await gateway.metrics();
    const waitBefore = readMainThreadRunQueueWaitSeconds(gateway.pid);
    const cpu = await cpuWindow(gateway.pid, settings.cpuWindowMs);
    const metrics = await gateway.metrics();
    const waitForCoreMs = (readMainThreadRunQueueWaitSeconds(gateway.pid) - waitBefore) * 1000;
    const clients = await swarm.status();
    const heartbeats = (n * cpu.windowMs) / settings.heartbeatMs;
    const idleRate = idle.seconds / idle.windowMs;
    const heartbeat: HeartbeatReading = {
      intervalMs: settings.heartbeatMs,
      cpu,
      heartbeats,
      netMicrosPerHeartbeat: ((cpu.seconds - idleRate * cpu.windowMs) / heartbeats) * 1e6,
      maxLoopDelayMs: (metrics.get('nodejs_eventloop_lag_max_seconds') ?? Number.NaN) * 1000,
      waitForCoreMs,
      connectedAfter: metrics.get('gateway_agents_connected') ?? Number.NaN,
      clientMessages: clients.messages,
    };
    logLines += gateway.logLines();
    return { coldStartMs, hold: held.reading, scrape, inStore, idle, storm: first.storm, hbStorm: second.storm, heartbeat, logLines, logTail: gateway.logTail() };
  } finally {
    await swarm?.stop();
    await gateway.stop(10_000);
  }
}

/**
 * The rows of one reconnect storm: settle time (the design's target), the outage that drove it, the
 * loop delay; with `full`, also the precise client-side figures behind the polled one.
 */
function stormRows(label: string, storm: StormReading, full: boolean): BenchRow[] {
  const settled = row(
    storm.settledMs === null ? `${label}: not settled within ${STORM_TIMEOUT_MS / 1000} s` : `${label}: listening → gauge shows N`,
    's',
    (storm.settledMs ?? STORM_TIMEOUT_MS) / 1000,
    null,
    { text: '≤ 30 s', source: 'design', isMet: () => storm.settledMs !== null && storm.settledMs <= 30_000 },
  );
  const precise = full
    ? [
        row(`${label}: listening → last agent welcomed (client clock)`, 's', (storm.lastWelcomeMs ?? Number.NaN) / 1000, null, null),
        row(`${label}: per-agent reconnect p99 (client clock)`, 's', (storm.reconnectMs?.p99 ?? Number.NaN) / 1000, null, null),
      ]
    : [];
  return [
    settled,
    ...precise,
    row(`${label}: outage (SIGTERM → new gateway listening)`, 's', (storm.stopMs + storm.downMs) / 1000, null, null),
    row(`${label}: max event-loop delay`, 'ms', storm.maxLoopDelayMs, null, { text: '≤ 100 ms', source: 'guide', isMet: (f) => f <= 100 }),
    row(`${label}:   the gateway's wait for a core in that scrape interval | the interval`, 'ms', storm.waitForCoreAtMaxDelayMs, storm.maxDelayIntervalMs, null),
  ];
}

function rowsFor(
  n: number,
  settings: B4Settings,
  seedMs: number,
  base: HoldReading,
  gw: Awaited<ReturnType<typeof measureGateway>>,
): BenchRow[] {
  const design = 'design' as const;
  const reading = 'guide' as const;
  const rssGw = perAgentKiB(gw.hold.rssBefore.bytes, gw.hold.rssAfter.bytes, gw.hold.held);
  const rssBase = perAgentKiB(base.rssBefore.bytes, base.rssAfter.bytes, base.held);
  const storm = gw.storm;
  const hb = gw.heartbeat;
  const extrapolated = (hb.netMicrosPerHeartbeat / 1e6) * (HEARTBEAT_TARGET_AGENTS / (PRODUCTION_HEARTBEAT_MS / 1000)) * 100;
  return [
    row('memory per idle agent (VmRSS, settled)', 'KiB', rssGw, rssBase, { text: '≤ 2×', source: design, isMet: (_f, r) => r !== null && r <= 2 }),
    row('memory per idle agent (RSS after 2 forced GCs)', 'KiB', perAgentKiB(gw.hold.gcBefore.rss, gw.hold.gcAfter.rss, gw.hold.held), perAgentKiB(base.gcBefore.rss, base.gcAfter.rss, base.held), null),
    row('JS heap per idle agent (after 2 forced GCs)', 'KiB', perAgentKiB(gw.hold.gcBefore.heapUsed, gw.hold.gcAfter.heapUsed, gw.hold.held), perAgentKiB(base.gcBefore.heapUsed, base.gcAfter.heapUsed, base.held), null),
    row('agents held (gateway_agents_connected / bare sockets)', 'agents', gw.hold.held, base.held, { text: `= ${n.toLocaleString('en-US')}`, source: design, isMet: (f) => f === n && base.held === n }),
    row('agents greeted, per the store (connected since phase start)', 'agents', gw.inStore, null, { text: `= ${n.toLocaleString('en-US')}`, source: design, isMet: (f) => f === n }),
    row(`connect ${n.toLocaleString('en-US')} agents (ramp ${settings.rampPerSecond}/s)`, 's', gw.hold.connectMs / 1000, base.connectMs / 1000, null),
    ...stormRows('reconnect storm', storm, true),
    row(`graceful stop (SIGTERM → exit) with N agents`, 's', storm.stopMs / 1000, null, null),
    row('gateway start-up, no agents (spawn → listening)', 's', gw.coldStartMs / 1000, null, null),
    row('gateway CPU, idle (no heartbeat due)', '% core', gw.idle.percentOfCore, null, null),
    row('GET /metrics with N agents (gateway CPU per scrape)', 'ms', gw.scrape.cpuMsPerScrape, null, null),
    row(`gateway CPU, heartbeat every ${hb.intervalMs / 1000} s`, '% core', hb.cpu.percentOfCore, null, null),
    row('gateway CPU per heartbeat (net of idle)', 'µs', hb.netMicrosPerHeartbeat, null, null),
    row(`heartbeat CPU at 60 s, ${HEARTBEAT_TARGET_AGENTS / 1000}k agents (extrapolated)`, '% core', extrapolated, null, { text: '< 5% core', source: reading, isMet: (f) => f < 5 }),
    row(`max event-loop delay, heartbeat every ${hb.intervalMs / 1000} s`, 'ms', hb.maxLoopDelayMs, null, { text: '≤ 100 ms', source: reading, isMet: (f) => f <= 100 }),
    row(`  the gateway's wait for a core in that window | the window`, 'ms', hb.waitForCoreMs, hb.cpu.windowMs, null),
    ...stormRows(`storm #2 (${hb.intervalMs / 1000} s heartbeat config)`, gw.hbStorm, false),
    row(`seed ${n.toLocaleString('en-US')} sites (direct store insert, 1 transaction)`, 's', seedMs / 1000, null, null),
  ];
}

async function run(): Promise<BenchOutcome> {
  const settings = readSettings();
  const n = settings.agents;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-b4-'));
  const removeTmp = (): void => fs.rmSync(tmp, { recursive: true, force: true });
  const unregister = onCleanup(removeTmp);
  try {
    const dataDir = path.join(tmp, 'data');
    const storeUrl = `sqlite:${path.join(dataDir, 'gateway.db')}`;
    progress(`B4: seeding ${n.toLocaleString('en-US')} sites`);
    const seeded = await seedSites(storeUrl, n);
    progress(`B4: seeded in ${(seeded.ms / 1000).toFixed(2)} s; baseline: bare ws server`);
    const base = await measureBaseline(seeded.keys, settings);
    progress(`B4: baseline held ${base.held.toLocaleString('en-US')} sockets`);
    const gw = await measureGateway(seeded.keys, dataDir, storeUrl, settings);
    return {
      rows: rowsFor(n, settings, seeded.ms, base, gw),
      details: {
        settings,
        seedMs: seeded.ms,
        baseline: base,
        gateway: { ...gw, logTail: gw.logTail.split('\n').slice(-10) },
        clientRssPerAgentKiB: gw.hold.clients.clientRss / n / KIB,
        method: {
          memory: 'VmRSS of /proc/<pid>/status once RSS moved < 1 MiB over 3 s, after minus before connecting, / agents held',
          storm: `SIGTERM, restart on the same port and data dir; /metrics polled every ${STORM_POLL_MS} ms from the moment the port accepts; client welcome times`,
          heartbeatCpu: 'utime+stime of /proc/<pid>/stat over the window; heartbeats = N × window / interval',
        },
      },
    };
  } finally {
    removeTmp();
    unregister();
  }
}

export const b4IdleAgents: Benchmark = {
  id: 'B4',
  title: 'Idle connected agents per gateway process vs a bare ws server',
  settings: SETTINGS,
  timeoutMs: 12 * 60_000,
  run,
};
