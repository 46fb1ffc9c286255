/**
 * @module bench/b1a-agent-path
 * B1A: the agent's share of B1 in isolation — the CPU and time one immediate point query costs inside the
 * site agent, from the `job:dispatch` it receives to the `job:completed` it sends, with no gateway and no
 * socket. The real agent parts run in this process: AgentJobs (jobs.ts, job-queue) → executeJob (executor,
 * page-cutter) → the SQLite driver on a real file (`appt`, the B1 table); `send` only serialises each
 * message as the outbox would (JSON.stringify) and drops it. Logs go to a pino logger at the agent's
 * default level (info) writing to /dev/null, so log work is counted as a deployed agent spends it.
 *
 * Figure: the agent's SQLite driver (`agent`): worker threads, except bounded reads such as this point
 * query by rowid, which it runs on the agent's own thread (sqlite-bounded). Baseline, same run: the
 * in-thread driver (the same SQLite engine code called on the agent's own thread for every command, as
 * before worker threads), which has no thread hop. Reported: wall time per job one at a time (concurrency
 * 1), and CPU per job (all threads of the process, from process.cpuUsage) with 4 jobs in flight, the
 * agent's default immediate limit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { AgentJobs } from '@site-query-gateway/agent/jobs.js';
import { JobJournal } from '@site-query-gateway/agent/journal.js';
import type { DatabaseDriver } from '@site-query-gateway/agent/drivers/driver.js';
import { SqliteDriver } from '@site-query-gateway/agent/drivers/sqlite/sqlite.js';
import { SqliteInThreadDriver } from '@site-query-gateway/agent/drivers/sqlite/sqlite-in-thread.js';
import type { Job, JobMessageFromAgent } from '@site-query-gateway/protocol/jobs.js';
import { APPT_TABLE, createApptDb } from './lib/appt-db.js';
import { onCleanup } from './lib/cleanup.js';
import { progress } from './lib/poll.js';
import { integerSetting, median } from './lib/stats.js';
import { row, type BenchOutcome, type Benchmark } from './lib/types.js';

const POINT_SQL = `select * from ${APPT_TABLE} where id = @id`;
const ROWS = 100_000;
const CATALOGUE = 'CLINIC';

const SETTINGS = [
  { name: 'BENCH_B1A_JOBS', meaning: 'jobs per measured run (default 20,000)' },
  { name: 'BENCH_B1A_REPS', meaning: 'repetitions per driver, alternating; medians are reported (default 3)' },
  { name: 'BENCH_B1A_LOG_LEVEL', meaning: 'agent log level during the runs (default info, the agent default)' },
  { name: 'BENCH_B1A_ONLY', meaning: 'run one driver only (agent | in-thread), e.g. under --cpu-prof' },
] as const;

interface Variant {
  name: 'agent' | 'in-thread';
  make: () => DatabaseDriver;
}

const VARIANTS: readonly Variant[] = [
  { name: 'agent', make: () => new SqliteDriver() },
  { name: 'in-thread', make: () => new SqliteInThreadDriver() },
];

interface Reading {
  variant: Variant['name'];
  /** Mean wall time per job, one job at a time (µs). */
  wallMicros: number;
  /** p50 / p99 wall time per job at concurrency 1 (µs). */
  p50Micros: number;
  p99Micros: number;
  /** CPU (user + system, every thread) per job, 4 jobs in flight (µs). */
  cpuMicros: number;
  /** Jobs per second with 4 in flight. */
  jobsPerSecond: number;
}

/** One agent (AgentJobs with the given driver) that resolves each dispatched job when its report is sent. */
class AgentUnderTest {
  private readonly waiting = new Map<string, () => void>();
  private readonly jobs: AgentJobs;
  private next = 0;

  constructor(driver: DatabaseDriver, file: string, journalFile: string, log: Logger) {
    this.jobs = new AgentJobs({
      driver,
      catalogues: new Map([[CATALOGUE, file]]),
      journal: new JobJournal(journalFile),
      uploader: { upload: () => Promise.reject(new Error('B1A: no page should be uploaded')) },
      limits: { immediate: 4, async: 1 },
      send: (message) => this.sent(message),
      log,
    });
  }

  private sent(message: JobMessageFromAgent): Promise<void> {
    // What the outbox does with every message before it reaches the socket.
    JSON.stringify(message);
    if (message.type === 'job:failed') throw new Error(`B1A: a job failed: ${JSON.stringify(message.errorDetails)}`);
    if (message.type === 'job:completed') {
      if (message.rows !== 1) throw new Error(`B1A: expected one row, got ${message.rows}`);
      this.waiting.get(message.queryId)?.();
      this.waiting.delete(message.queryId);
    }
    return Promise.resolve();
  }

  /** Dispatches one point query (as the connection hands it over: parsed from the frame's text) and resolves at its report. */
  run(id: number): Promise<void> {
    const queryId = `q${this.next++}`;
    const text = `${DISPATCH_HEAD}${queryId}${DISPATCH_MIDDLE}${id}${DISPATCH_TAIL}`;
    const done = new Promise<void>((resolve) => this.waiting.set(queryId, resolve));
    this.jobs.receive(JSON.parse(text) as { type: 'job:dispatch'; job: Job });
    return done;
  }

  stop(): Promise<void> {
    return this.jobs.stop();
  }
}

const idFor = (i: number): number => 1 + ((i * 7919) % ROWS);

/** The `job:dispatch` frame the gateway sends, around its query id and the @id value. */
const [DISPATCH_HEAD, DISPATCH_MIDDLE, DISPATCH_TAIL] = ((): [string, string, string] => {
  const job: Job = {
    queryId: '\u0000Q',
    mode: 'immediate',
    command: { text: POINT_SQL, executionMode: 'reader', type: 'text', parameters: [{ name: '@id', direction: 'input', type: 'Int', value: '\u0000I' }] },
    catalogue: CATALOGUE,
    startDeadline: '2999-01-01T00:00:00.000Z',
    startWithinMs: 30_000,
    commandTimeoutMs: 60_000,
    pageSizeBytes: 1_048_576,
    inlineLimitBytes: 262_144,
    maxResultBytes: 8_388_608,
  };
  const text = JSON.stringify({ type: 'job:dispatch', job });
  const [head, rest] = text.split('\\u0000Q') as [string, string];
  const [middle, tail] = rest.split('\\u0000I') as [string, string];
  return [head, middle, tail];
})();

async function measure(variant: Variant, file: string, dir: string, jobs: number, log: Logger): Promise<Reading> {
  const agent = new AgentUnderTest(variant.make(), file, path.join(dir, `${variant.name}.journal.json`), log);
  try {
    // Warm-up: statement caches, JIT, worker start-up.
    for (let i = 0; i < Math.min(2000, jobs); i++) await agent.run(idFor(i));
    const times = new Float64Array(jobs);
    const wallStart = performance.now();
    for (let i = 0; i < jobs; i++) {
      const t = performance.now();
      await agent.run(idFor(i));
      times[i] = performance.now() - t;
    }
    const wallMicros = ((performance.now() - wallStart) * 1000) / jobs;
    times.sort();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let issued = 0;
    const lane = async (): Promise<void> => {
      while (issued < jobs) await agent.run(idFor(issued++));
    };
    await Promise.all([lane(), lane(), lane(), lane()]);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    return {
      variant: variant.name,
      wallMicros,
      p50Micros: (times[Math.floor(jobs * 0.5)] ?? Number.NaN) * 1000,
      p99Micros: (times[Math.floor(jobs * 0.99)] ?? Number.NaN) * 1000,
      cpuMicros: (cpu.user + cpu.system) / jobs,
      jobsPerSecond: jobs / seconds,
    };
  } finally {
    await agent.stop();
  }
}

async function run(): Promise<BenchOutcome> {
  const jobs = integerSetting('BENCH_B1A_JOBS', 20_000, 100, 10_000_000);
  const reps = integerSetting('BENCH_B1A_REPS', 3, 1, 20);
  const level = process.env.BENCH_B1A_LOG_LEVEL ?? 'info';
  const only = process.env.BENCH_B1A_ONLY;
  const variants = VARIANTS.filter((v) => only === undefined || only === '' || v.name === only);
  if (variants.length === 0) throw new Error(`BENCH_B1A_ONLY must name one of: ${VARIANTS.map((v) => v.name).join(', ')}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-b1a-'));
  const unregister = onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  const log = pino({ level, base: { siteId: 'bench' } }, pino.destination({ dest: '/dev/null', sync: true }));
  try {
    const file = path.join(dir, 'clinic.db');
    createApptDb(file, ROWS);
    const readings: Reading[] = [];
    for (let rep = 0; rep < reps; rep++) {
      // Alternate which driver goes first, so neither always runs on a warmer machine.
      const order = rep % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        progress(`B1A: rep ${rep + 1}/${reps}, ${variant.name} driver, ${jobs.toLocaleString('en-US')} jobs`);
        readings.push(await measure(variant, file, dir, jobs, log));
      }
    }
    const pick = (name: Variant['name'], f: (r: Reading) => number): number => median(readings.filter((r) => r.variant === name).map(f));
    const figureName: Variant['name'] = variants.some((v) => v.name === 'agent') ? 'agent' : 'in-thread';
    const baselineName: Variant['name'] | undefined = variants.some((v) => v.name === 'in-thread') && figureName !== 'in-thread' ? 'in-thread' : undefined;
    const both = (f: (r: Reading) => number): [number, number | null] => [pick(figureName, f), baselineName ? pick(baselineName, f) : null];
    return {
      rows: [
        row(`wall time per job, concurrency 1 (${figureName} | ${baselineName ?? '—'})`, 'µs', ...both((r) => r.wallMicros), null),
        row(`  p50 (${figureName} | ${baselineName ?? '—'})`, 'µs', ...both((r) => r.p50Micros), null),
        row(`  p99 (${figureName} | ${baselineName ?? '—'})`, 'µs', ...both((r) => r.p99Micros), null),
        row(`agent CPU per job, 4 in flight (${figureName} | ${baselineName ?? '—'})`, 'µs', ...both((r) => r.cpuMicros), {
          text: '< 100 µs',
          source: undefined,
          isMet: (f) => f <= 100,
        }),
        row(`jobs per second, 4 in flight (${figureName} | ${baselineName ?? '—'})`, 'jobs/s', ...both((r) => r.jobsPerSecond), null),
      ],
      details: { jobs, reps, logLevel: level, rows: ROWS, sql: POINT_SQL, readings },
    };
  } finally {
    unregister();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const b1aAgentPath: Benchmark = {
  id: 'B1A',
  title: "The agent's share of B1: one immediate point query from job:dispatch to job:completed, in process",
  settings: SETTINGS,
  timeoutMs: 10 * 60_000,
  run,
};
