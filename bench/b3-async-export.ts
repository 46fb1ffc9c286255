/**
 * @module bench/b3-async-export
 * B3: an async query of 1,000,000 rows (and 5,000,000), from submit until the
 * integrator has fetched every page, against the database's own JSON export of the same rows, in the
 * same run; with the peak memory of the gateway and of the agent process at each size.
 *
 * Processes, all on loopback: the built gateway (SQLite store, rate limit off), a real `site-agent run`
 * on a SQLite clinic file (table `appt`, 7 columns, ≈ 190 B of JSON per row), the baseline exporter
 * (`sqlite3` CLI, or better-sqlite3 in a child process when the CLI is missing), and the integrator, its own
 * process too (bench/lib/integrator-process: the bench process's heap made its reads pay for collections).
 *
 * Per size N, each step bounded in time:
 *  1. fresh gateway (empty store) and agent, so each size's VmHWM is that size's peak;
 *  2. warm-up: one export and one relayed query of min(N, 1M) rows (a smaller warm-up leaves the first
 *     large read of a fresh integrator several times slower than the next ones);
 *  3. repetitions, alternating baseline and relay: the export of rows 1…N to an NDJSON file; the relay:
 *     POST async → status polled every 20 ms until final → every page read in order through the stream
 *     endpoint; rows counted in the bodies, first and last row compared with the export and the source;
 *  4. VmHWM of both processes, and the CPU each spent over each repetition (from /proc, the agent's also by
 *     thread: its main thread and its SQLite worker, the stage that bounds the upload); then once, every page
 *     again through the base64 page endpoint (its figure, for comparison);
 *  5. VmHWM again (VmRSS is also sampled every 50 ms during each repetition), then stop.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from '@site-query-gateway/sqlite/better-sqlite3.js';
import { APPT_JSON_OBJECT, APPT_SELECT, APPT_TABLE, createApptDb, type ApptDbSummary } from './lib/appt-db.js';
import { onCleanup } from './lib/cleanup.js';
import { exportNdjson, exportTool, type ExportReading, type ExportTool } from './lib/json-export.js';
import { RssSampler, readVmBytes, type PeakReading } from './lib/peak-memory.js';
import { readCpuSeconds, readThreadCpuSeconds } from './lib/proc.js';
import { progress } from './lib/poll.js';
import { startRelayStack, type RelayStack } from './lib/relay-stack.js';
import { spawnNode, stopChild, type NodeChild } from './lib/children.js';
import type { FetchRequest, RelayAnswer, RelayRequest } from './lib/integrator-process.js';
import type { FetchReading, SubmitReading } from './lib/result-fetch.js';
import { integerSetting, median } from './lib/stats.js';
import { row, type BenchOutcome, type BenchRow, type Benchmark } from './lib/types.js';

const INTEGRATOR_SCRIPT = fileURLToPath(new URL('./lib/integrator-process.js', import.meta.url));
const DEFAULT_SIZES = [1_000_000, 5_000_000];
const WARMUP_ROWS = 1_000_000;
const MB = 1_000_000;
const MIB = 1024 * 1024;
/** The memory target, "peak RSS < 150 MB" each process, read as written: 150,000,000 bytes (143 MiB). */
const RSS_LIMIT_BYTES = 150 * MB;
const RSS_LIMIT_TEXT = '< 150 MB (143 MiB)';
/** "Flat from 1M to 5M": the larger size's peak at most this much above the smaller's. */
const FLAT_RATIO = 1.1;

const SETTINGS = [
  { name: 'BENCH_B3_ROWS', meaning: 'row counts to run, comma-separated (default 1000000,5000000)' },
  { name: 'BENCH_B3_REPS', meaning: 'repetitions per size; medians are reported (default 3)' },
  { name: 'BENCH_B3_PAGE_ENDPOINT', meaning: '1 (default) also reads every page once through the base64 page endpoint; 0 skips it' },
] as const;

interface B3Settings {
  sizes: number[];
  reps: number;
  pageEndpoint: boolean;
}

function readSettings(): B3Settings {
  const raw = process.env.BENCH_B3_ROWS;
  const sizes = raw === undefined || raw.trim() === '' ? DEFAULT_SIZES : raw.split(',').map((v) => Number(v.trim()));
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 50_000_000)) {
    throw new Error(`BENCH_B3_ROWS must be comma-separated integers from 1 to 50,000,000 (got "${raw}")`);
  }
  return {
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    reps: integerSetting('BENCH_B3_REPS', 3, 1, 20),
    pageEndpoint: integerSetting('BENCH_B3_PAGE_ENDPOINT', 1, 0, 1) === 1,
  };
}

function label(n: number): string {
  return n % 1_000_000 === 0 ? `${n / 1_000_000}M` : n % 1000 === 0 ? `${n / 1000}k` : String(n);
}

function relayedSql(n: number): string {
  return `${APPT_SELECT} where id <= ${n} order by id`;
}

function exportSql(n: number): string {
  return `select ${APPT_JSON_OBJECT} from ${APPT_TABLE} where id <= ${n} order by id`;
}

/** Time allowed for one relayed query of n rows (generous: a slow path must be measured, not killed). */
function relayTimeoutMs(n: number): number {
  return 120_000 + n / 10;
}

interface RelayRep {
  submit: SubmitReading;
  fetch: FetchReading;
  /** POST → last page read. */
  totalMs: number;
  peaks: Record<string, PeakReading>;
  cpu: RelayCpu;
}

/** CPU seconds each serving process spent from submit to the last page read (the integrator's excluded). */
interface RelayCpu {
  gateway: number;
  agent: number;
  /** The agent's main thread: jobs, page cutting and uploads. */
  agentMain: number;
  /** The agent's busiest other thread: the SQLite worker that ran the export. */
  agentBusiestOther: number;
}

/** CPU of both processes, and the agent's by thread, taken before and after a relayed run. */
function cpuSnapshot(stack: RelayStack): { gateway: number; agent: number; agentThreads: Map<number, number> } {
  return { gateway: readCpuSeconds(stack.gateway.pid), agent: readCpuSeconds(stack.agent.pid), agentThreads: readThreadCpuSeconds(stack.agent.pid) };
}

function cpuBetween(stack: RelayStack, before: ReturnType<typeof cpuSnapshot>, after: ReturnType<typeof cpuSnapshot>): RelayCpu {
  // Per thread, only threads alive at the end (a worker started during the run counts from zero); the
  // process figures also count threads that ended meanwhile.
  const spent = [...after.agentThreads].map(([tid, seconds]) => ({ tid, seconds: seconds - (before.agentThreads.get(tid) ?? 0) }));
  const others = spent.filter((t) => t.tid !== stack.agent.pid).map((t) => t.seconds);
  return {
    gateway: after.gateway - before.gateway,
    agent: after.agent - before.agent,
    agentMain: spent.find((t) => t.tid === stack.agent.pid)?.seconds ?? 0,
    agentBusiestOther: others.length === 0 ? 0 : Math.max(...others),
  };
}

interface SizeReading {
  rows: number;
  exports: ExportReading[];
  relays: RelayRep[];
  pageEndpoint: FetchReading | null;
  /** VmHWM after the warm-up and the stream-endpoint repetitions (the processes were started for this size). */
  hwm: { gateway: number; agent: number };
  /** VmHWM after the page-endpoint pass as well (null when skipped). */
  hwmAfterPagePass: { gateway: number; agent: number } | null;
  /** Largest sampled VmRSS over all repetitions. */
  sampledPeak: { gateway: number; agent: number };
  firstSource: string;
  lastSource: string;
  relayStartMs: number;
  gatewayLogLines: number;
  gatewayLogTail: string[];
  agentLogTail: string[];
}

/** One relayed run, by the integrator's process: submit, wait, read every page through the stream endpoint; then the content check. */
async function relayOnce(stack: RelayStack, integrator: NodeChild, n: number, expected: { first: string; last: string }): Promise<RelayRep> {
  const sampler = new RssSampler({ gateway: stack.gateway.pid, agent: stack.agent.pid });
  let peaks: Record<string, PeakReading> | undefined;
  try {
    const request: RelayRequest = { target: { queriesUrl: stack.queriesUrl, apiKey: stack.apiKey }, sql: relayedSql(n), timeoutMs: relayTimeoutMs(n) };
    const cpuBefore = cpuSnapshot(stack);
    const answer = await integrator.ipc.request<RelayAnswer>('relay', request, relayTimeoutMs(n) + 60_000);
    const cpu = cpuBetween(stack, cpuBefore, cpuSnapshot(stack));
    peaks = sampler.stop();
    const record = answer.submit.record;
    if (!answer.fetch || record.status !== 'successful') throw new Error(`the ${label(n)}-row query ended ${record.status}: ${JSON.stringify(record.errorDetails)}`);
    checkFetched(answer.fetch, n, record, expected);
    return { submit: answer.submit, fetch: answer.fetch, totalMs: answer.totalMs, peaks, cpu };
  } finally {
    if (!peaks) sampler.stop();
  }
}

/** Starts B3's integrator in its own process (integrator-process: why). */
async function startIntegrator(): Promise<NodeChild> {
  const child = spawnNode({ name: 'B3 integrator', script: INTEGRATOR_SCRIPT });
  try {
    await child.ipc.waitReady(30_000);
    return child;
  } catch (err) {
    await stopChild(child, 'SIGKILL', 5_000);
    throw err;
  }
}

function checkFetched(fetched: FetchReading, n: number, record: SubmitReading['record'], expected: { first: string; last: string }): void {
  const problems: string[] = [];
  if (record.result?.rows !== n) problems.push(`record says ${record.result?.rows} rows`);
  if (fetched.rows !== n) problems.push(`${fetched.rows} rows counted in the ${fetched.endpoint} bodies`);
  if (fetched.headerRows !== n) problems.push(`Rows-Count headers sum to ${fetched.headerRows}`);
  if (fetched.firstRow !== expected.first) problems.push(`first row ${fetched.firstRow.slice(0, 120)} ≠ ${expected.first.slice(0, 120)}`);
  if (fetched.lastRow !== expected.last) problems.push(`last row ${fetched.lastRow.slice(0, 120)} ≠ ${expected.last.slice(0, 120)}`);
  if (problems.length > 0) throw new Error(`${label(n)} rows via the ${fetched.endpoint} endpoint: ${problems.join('; ')}`);
}

function checkExport(reading: ExportReading, n: number, expected: { first: string; last: string }): void {
  if (reading.rows !== n || reading.firstLine !== expected.first || reading.lastLine !== expected.last) {
    throw new Error(`the ${reading.tool} export of ${label(n)} rows differs from the source: ${reading.rows} lines, first ${reading.firstLine.slice(0, 120)}, last ${reading.lastLine.slice(0, 120)}`);
  }
}

async function measureSize(tool: ExportTool, dbFile: string, n: number, reps: number, pageEndpoint: boolean, dir: string): Promise<SizeReading> {
  // The source's own JSON of its first and last row: what both paths must deliver.
  const source = new Database(dbFile, { readonly: true, fileMustExist: true });
  const sourceRows = source.prepare(`select ${APPT_JSON_OBJECT} from ${APPT_TABLE} where id in (1, ?) order by id`).pluck().all(n) as string[];
  const count = Number(source.prepare(`select count(*) from ${APPT_TABLE} where id <= ?`).pluck().get(n));
  source.close();
  if (count !== n) throw new Error(`the clinic table has ${count} rows with id ≤ ${n}`);
  const expected = { first: sourceRows[0] ?? '', last: sourceRows[sourceRows.length - 1] ?? '' };
  const outFile = path.join(dir, 'export.ndjson');
  const exportOnce = async (rows: number, check: { first: string; last: string } | null): Promise<ExportReading> => {
    try {
      const reading = await exportNdjson(tool, dbFile, exportSql(rows), outFile, relayTimeoutMs(rows));
      if (check) checkExport(reading, rows, check);
      return reading;
    } finally {
      fs.rmSync(outFile, { force: true });
    }
  };

  progress(`B3 ${label(n)}: starting a fresh gateway and site agent`);
  const t0 = performance.now();
  const stack = await startRelayStack({ dir: path.join(dir, `relay-${label(n)}`), clinicDb: dbFile });
  const relayStartMs = performance.now() - t0;
  let integrator: NodeChild | undefined;
  try {
    integrator = await startIntegrator();
    const warm = Math.min(n, WARMUP_ROWS);
    progress(`B3 ${label(n)}: warm-up (${label(warm)} rows each way)`);
    await exportOnce(warm, null);
    const warmSource = new Database(dbFile, { readonly: true });
    const warmLast = warmSource.prepare(`select ${APPT_JSON_OBJECT} from ${APPT_TABLE} where id = ?`).pluck().get(warm) as string;
    warmSource.close();
    await relayOnce(stack, integrator, warm, { first: expected.first, last: warmLast });

    const exports: ExportReading[] = [];
    const relays: RelayRep[] = [];
    for (let r = 0; r < reps; r++) {
      const e = await exportOnce(n, expected);
      exports.push(e);
      const relay = await relayOnce(stack, integrator, n, expected);
      relays.push(relay);
      progress(
        `B3 ${label(n)}: rep ${r + 1}/${reps}: export ${(e.ms / 1000).toFixed(2)} s; relay ${(relay.totalMs / 1000).toFixed(2)} s ` +
          `(to successful ${(relay.submit.finalMs / 1000).toFixed(2)} s, fetch ${(relay.fetch.ms / 1000).toFixed(2)} s, ${relay.fetch.pages} pages); ` +
          `peak RSS gateway ${mib(relay.peaks.gateway?.sampledPeakBytes)} MiB, agent ${mib(relay.peaks.agent?.sampledPeakBytes)} MiB`,
      );
    }

    const readHwm = (): { gateway: number; agent: number } => ({ gateway: readVmBytes(stack.gateway.pid, 'VmHWM'), agent: readVmBytes(stack.agent.pid, 'VmHWM') });
    const hwm = readHwm();
    let pageReading: FetchReading | null = null;
    if (pageEndpoint) {
      // Every page of the last repetition's query again (all still stored), through the base64 page endpoint.
      const last = relays[relays.length - 1];
      if (last) {
        progress(`B3 ${label(n)}: reading every page once more through the page endpoint (base64)`);
        const request: FetchRequest = { target: { queriesUrl: stack.queriesUrl, apiKey: stack.apiKey }, queryId: last.submit.record.id, pages: last.submit.record.result?.pages ?? [], endpoint: 'page' };
        pageReading = await integrator.ipc.request<FetchReading>('fetch', request, relayTimeoutMs(n) + 60_000);
        checkFetched(pageReading, n, last.submit.record, expected);
      }
    }
    const hwmAfterPagePass = pageReading ? readHwm() : null;
    const sampledPeak = {
      gateway: Math.max(...relays.map((r) => r.peaks.gateway?.sampledPeakBytes ?? 0)),
      agent: Math.max(...relays.map((r) => r.peaks.agent?.sampledPeakBytes ?? 0)),
    };
    return {
      rows: n,
      exports,
      relays,
      pageEndpoint: pageReading,
      hwm,
      hwmAfterPagePass,
      sampledPeak,
      firstSource: expected.first,
      lastSource: expected.last,
      relayStartMs,
      gatewayLogLines: stack.gateway.logLines(),
      gatewayLogTail: stack.gateway.logTail().split('\n').slice(-10),
      agentLogTail: stack.agent.tail().split('\n').slice(-10),
    };
  } finally {
    if (integrator) await stopChild(integrator, 'SIGTERM', 5_000);
    await stack.stop();
    // The store holds every page of every repetition (GBs at 5M); gone before the next size.
    fs.rmSync(path.join(dir, `relay-${label(n)}`), { recursive: true, force: true });
  }
}

function mib(bytes: number | undefined): string {
  return bytes === undefined ? '?' : (bytes / MIB).toFixed(0);
}

function rowsFor(tool: ExportTool, sizes: readonly SizeReading[]): BenchRow[] {
  const design = 'design' as const;
  const reading = 'guide' as const;
  const rows: BenchRow[] = [];
  const smallest = sizes[0];
  for (const s of sizes) {
    const n = s.rows;
    const L = label(n);
    const exportRowsPerS = median(s.exports.map((e) => n / (e.ms / 1000)));
    const exportMBs = median(s.exports.map((e) => e.bytes / MB / (e.ms / 1000)));
    const relayRowsPerS = median(s.relays.map((r) => n / (r.totalMs / 1000)));
    const relayMBs = median(s.relays.map((r) => r.fetch.bytes / MB / (r.totalMs / 1000)));
    const toSuccessRowsPerS = median(s.relays.map((r) => n / (r.submit.finalMs / 1000)));
    const fetchMBs = median(s.relays.map((r) => r.fetch.bytes / MB / (r.fetch.ms / 1000)));
    rows.push(
      row(`${L} rows: submit → all pages read, stream endpoint | ${tool} NDJSON export`, 'rows/s', relayRowsPerS, exportRowsPerS, {
        text: '≥ 0.5×',
        source: design,
        isMet: (_f, r) => r !== null && r >= 0.5,
      }),
      row(`${L} rows: same, JSON MB/s`, 'MB/s', relayMBs, exportMBs, null),
      row(`${L} rows: submit → successful (agent → gateway store) | export`, 'rows/s', toSuccessRowsPerS, exportRowsPerS, null),
      row(`${L} rows: paged fetch, stream endpoint`, 'MB/s', fetchMBs, null, { text: '≥ 100 MB/s', source: reading, isMet: (f) => f >= 100 }),
    );
    if (s.pageEndpoint) {
      const p = s.pageEndpoint;
      rows.push(row(`${L} rows: paged fetch, page endpoint (base64, decoded bytes; 1 pass)`, 'MB/s', p.bytes / MB / (p.ms / 1000), null, null));
    }
    const cpu = (pick: (c: RelayCpu) => number): number => median(s.relays.map((r) => pick(r.cpu)));
    rows.push(
      row(`${L} rows: CPU per export, submit → all pages read (gateway | agent)`, 's', cpu((c) => c.gateway), cpu((c) => c.agent), null),
      row(`${L} rows: the agent's CPU per export (its main thread | its SQLite worker)`, 's', cpu((c) => c.agentMain), cpu((c) => c.agentBusiestOther), null),
    );
    rows.push(
      row(`${L} rows: rows read back (stream bodies; = source, first/last row equal)`, 'rows', Math.min(...s.relays.map((r) => r.fetch.rows)), n, {
        text: `= ${n.toLocaleString('en-US')}`,
        source: design,
        isMet: (f) => f === n,
      }),
    );
    for (const proc of ['gateway', 'agent'] as const) {
      const peak = s.hwm[proc] / MIB;
      const base = smallest && smallest !== s ? smallest.hwm[proc] / MIB : null;
      rows.push(
        row(
          `${L} rows: ${proc} peak RSS (VmHWM), stream path${base === null ? '' : ` | at ${label(smallest?.rows ?? 0)}`}`,
          'MiB',
          peak,
          base,
          base === null
            ? { text: RSS_LIMIT_TEXT, source: design, isMet: (f) => f * MIB < RSS_LIMIT_BYTES }
            : { text: `${RSS_LIMIT_TEXT}, ≤ ${FLAT_RATIO}× (flat)`, source: design, isMet: (f, r) => f * MIB < RSS_LIMIT_BYTES && r !== null && r <= FLAT_RATIO },
        ),
      );
    }
    if (s.hwmAfterPagePass) {
      const after = s.hwmAfterPagePass;
      rows.push(
        row(`${L} rows: peak RSS after the page-endpoint pass too (gateway | agent)`, 'MiB', after.gateway / MIB, after.agent / MIB, {
          text: `${RSS_LIMIT_TEXT} each`,
          source: design,
          isMet: (f) => f * MIB < RSS_LIMIT_BYTES && after.agent < RSS_LIMIT_BYTES,
        }),
      );
    }
  }
  return rows;
}

function summariseSize(s: SizeReading): Record<string, unknown> {
  return {
    rows: s.rows,
    relayStackStartMs: Math.round(s.relayStartMs),
    exports: s.exports.map((e) => ({ ms: Math.round(e.ms), bytes: e.bytes, rows: e.rows })),
    relays: s.relays.map((r) => ({
      totalMs: Math.round(r.totalMs),
      submitMs: Math.round(r.submit.submitMs),
      toSuccessfulMs: Math.round(r.submit.finalMs),
      polls: r.submit.polls,
      statusTiming: r.submit.record.statusTiming,
      sqlExecutionDurationMs: r.submit.record.metrics?.sqlExecutionDuration,
      resultSize: r.submit.record.result?.size,
      fetch: { ms: Math.round(r.fetch.ms), pages: r.fetch.pages, bytes: r.fetch.bytes, rows: r.fetch.rows, headerRows: r.fetch.headerRows },
      sampledPeakMiB: { gateway: (r.peaks.gateway?.sampledPeakBytes ?? Number.NaN) / MIB, agent: (r.peaks.agent?.sampledPeakBytes ?? Number.NaN) / MIB },
      cpuSeconds: r.cpu,
    })),
    pageEndpoint: s.pageEndpoint && { ms: Math.round(s.pageEndpoint.ms), pages: s.pageEndpoint.pages, bytes: s.pageEndpoint.bytes, wireBytes: s.pageEndpoint.wireBytes, rows: s.pageEndpoint.rows },
    vmHwmMiB: { gateway: s.hwm.gateway / MIB, agent: s.hwm.agent / MIB },
    vmHwmAfterPagePassMiB: s.hwmAfterPagePass && { gateway: s.hwmAfterPagePass.gateway / MIB, agent: s.hwmAfterPagePass.agent / MIB },
    sampledPeakMiB: { gateway: s.sampledPeak.gateway / MIB, agent: s.sampledPeak.agent / MIB },
    firstRow: s.firstSource,
    lastRow: s.lastSource,
    gatewayLogLines: s.gatewayLogLines,
    gatewayLogTail: s.gatewayLogTail,
    agentLogTail: s.agentLogTail,
  };
}

async function run(): Promise<BenchOutcome> {
  const settings = readSettings();
  const tool = exportTool();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-b3-'));
  const removeTmp = (): void => fs.rmSync(tmp, { recursive: true, force: true });
  const unregister = onCleanup(removeTmp);
  try {
    const largest = Math.max(...settings.sizes);
    const dbFile = path.join(tmp, 'clinic.db');
    progress(`B3: building the clinic file (${largest.toLocaleString('en-US')} rows); baseline: ${tool}`);
    const db: ApptDbSummary = createApptDb(dbFile, largest);
    progress(`B3: built in ${(db.ms / 1000).toFixed(1)} s (${(db.bytes / MIB).toFixed(0)} MiB)`);
    const sizes: SizeReading[] = [];
    for (const n of settings.sizes) sizes.push(await measureSize(tool, dbFile, n, settings.reps, settings.pageEndpoint, tmp));
    return {
      rows: rowsFor(tool, sizes),
      details: {
        settings,
        baselineTool: tool,
        clinicDb: { rows: db.rows, bytes: db.bytes, buildMs: Math.round(db.ms) },
        relayedSql: relayedSql(largest),
        exportSql: exportSql(largest),
        sizes: sizes.map(summariseSize),
        method: {
          relay: 'by the integrator, a process of its own (bench/lib/integrator-process): POST …/queries/async; GET …/queries/{id} every 20 ms until final; then every page in order over one keep-alive connection; time = POST → last byte of the last page, taken in that process',
          baseline: `${tool}: ${tool === 'sqlite3 CLI' ? 'sqlite3 -batch -bail -readonly <db> "<export SQL>" > file' : 'node json-export-worker.js <db> "<export SQL>" > file'}; time = spawn → exit`,
          check: 'rows counted in the bodies (`{` bytes), Rows-Count headers summed, first and last row textually equal to the source json_object and to the export',
          memory: 'VmHWM of /proc/<pid>/status at the end of each size (fresh processes per size); VmRSS sampled every 50 ms during each repetition',
          flat: `peak at the larger size ≤ ${FLAT_RATIO}× the peak at the smallest size`,
        },
      },
    };
  } finally {
    removeTmp();
    unregister();
  }
}

export const b3AsyncExport: Benchmark = {
  id: 'B3',
  title: 'Async query of 1M and 5M rows, submit → all pages read, vs the database\'s own JSON export',
  settings: SETTINGS,
  timeoutMs: 45 * 60_000,
  run,
};
