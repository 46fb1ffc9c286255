/**
 * @module bench/b7-clinic-link
 * B7: the gateway and an agent on the two sides of an emulated clinic link (bench/lib/clinic-link), as
 * clinics run them: a DSL-class uplink, a round trip to the cloud, a modem's queue, some loss.
 *
 * Per size N (appointments in a Best Practice-shaped clinic file; the export reads its BPS_Appointments view):
 *  1. `lan` (the same path with the WAN taken out): a warm-up export, then timed exports, submit → every
 *     page read by the integrator;
 *  2. `dsl` (30 ms RTT, 20 Mbit/s up, 50 down, 100 ms queue): the interactive probe alone (point queries and
 *     FHIR searches one at a time), then timed exports with the probe running beside them;
 *  3. the floors, from the last export's row JSON read once more: its bytes and its zstd -1 bytes, each
 *     divided by the uplink's rate (what the link needs for the raw and for naively compressed JSON);
 *  4. `dsl-loss` (the same with 1 % loss each way), for the sizes asked: timed exports.
 * The integrator and the probe sit on the cloud's fast side, as integrators do. The integrator reads pages as they
 * are (no Accept-Encoding): next to the gateway, compressing them would only cost both sides CPU. Latency percentiles carry the
 * machine's scheduling noise (the emulator, gateway, agent and probe share its cores); byte counts and
 * transfer times do not.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { spawnNode, stopChild, type NodeChild } from './lib/children.js';
import { onCleanup } from './lib/cleanup.js';
import { ClinicLink, linkUnavailableReason, PROFILES, type LinkProfile } from './lib/clinic-link.js';
import { measureExportBytes, type ExportBytes } from './lib/export-bytes.js';
import type { ProbeSamples, ProbeTarget } from './lib/interactive-probe.js';
import type { RelayAnswer, RelayRequest } from './lib/integrator-process.js';
import { startLinkStack, waitForRelay, type LinkStack } from './lib/link-stack.js';
import { progress } from './lib/poll.js';
import { integerSetting, median, quantile } from './lib/stats.js';
import { row, type BenchOutcome, type BenchRow, type Benchmark } from './lib/types.js';

const run = promisify(execFile);
const INTEGRATOR_SCRIPT = fileURLToPath(new URL('./lib/integrator-process.js', import.meta.url));
const PROBE_SCRIPT = fileURLToPath(new URL('./lib/interactive-probe.js', import.meta.url));
const CLINIC_DB_BIN = fileURLToPath(new URL('../../packages/demo/bin/site-clinic-db.js', import.meta.url));
const WORK_DIR = fileURLToPath(new URL('../../.bench/b7/', import.meta.url));
const EXPORT_SQL = 'SELECT * FROM BPS_Appointments';
const EXPORT_TIMEOUT_MS = 30 * 60_000;

const SETTINGS = [
  { name: 'BENCH_B7_ROWS', meaning: 'appointments in the clinic, per size, comma-separated (default 100000,1000000)' },
  { name: 'BENCH_B7_REPS', meaning: 'timed exports per size and profile; medians reported, probes pooled (default 3)' },
  { name: 'BENCH_B7_LOSS_ROWS', meaning: 'sizes also exported on dsl-loss, comma-separated, or none (default 100000)' },
  { name: 'BENCH_B7_PROBES', meaning: 'idle probes (each a point query and a FHIR search) per size (default 40)' },
  { name: 'BENCH_B7_PROFILES', meaning: 'link profiles to run, comma-separated from lan,dsl (default both; dsl-loss follows BENCH_B7_LOSS_ROWS)' },
  { name: 'BENCH_B7_AGENT_LOG_LEVEL', meaning: "the agent's log level (default warn; debug logs each page's compression and the link's rate; keep it with BENCH_CHILD_LOG_DIR)" },
] as const;

interface B7Settings {
  profiles: ('lan' | 'dsl')[];
  sizes: number[];
  reps: number;
  lossSizes: number[];
  probes: number;
}

function sizesSetting(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'none') return [];
  const sizes = raw.split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1000)) throw new Error(`${name} must list integers of at least 1000 (got "${raw}")`);
  return sizes;
}

function readSettings(): B7Settings {
  const profiles = (process.env.BENCH_B7_PROFILES ?? 'lan,dsl').split(',').map((p) => p.trim());
  if (profiles.some((p) => p !== 'lan' && p !== 'dsl')) throw new Error(`BENCH_B7_PROFILES lists lan and dsl only (got "${process.env.BENCH_B7_PROFILES}")`);
  return {
    profiles: profiles as ('lan' | 'dsl')[],
    sizes: sizesSetting('BENCH_B7_ROWS', [100_000, 1_000_000]),
    reps: integerSetting('BENCH_B7_REPS', 3, 1, 20),
    lossSizes: sizesSetting('BENCH_B7_LOSS_ROWS', [100_000]),
    probes: integerSetting('BENCH_B7_PROBES', 40, 5, 1000),
  };
}

/** A clinic file with `appointments` appointments, made once and kept under .bench/b7 for later runs. */
async function clinicFile(appointments: number): Promise<string> {
  fs.mkdirSync(WORK_DIR, { recursive: true });
  const file = path.join(WORK_DIR, `clinic-${appointments}.db`);
  if (fs.existsSync(file)) return file;
  progress(`B7: generating a clinic with ${appointments} appointments`);
  const patients = Math.max(1000, Math.round(appointments / 10));
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  await run(process.execPath, [CLINIC_DB_BIN, 'create', '--file', partial, '--patients', String(patients), '--appointments', String(appointments)], { maxBuffer: 1 << 24 });
  fs.renameSync(partial, file);
  return file;
}

interface ExportReading {
  ms: number;
  rows: number;
  bytes: number;
  queryId: string;
  answer: RelayAnswer;
}

async function timedExport(integrator: NodeChild, stack: LinkStack): Promise<ExportReading> {
  const request: RelayRequest = { target: { queriesUrl: `${stack.siteUrl}/queries`, apiKey: stack.apiKey }, sql: EXPORT_SQL, timeoutMs: EXPORT_TIMEOUT_MS };
  const answer = await integrator.ipc.request<RelayAnswer>('relay', request, EXPORT_TIMEOUT_MS + 60_000);
  if (!answer.fetch) throw new Error(`the export ended ${answer.submit.record.status}: ${JSON.stringify(answer.submit.record.errorDetails ?? null)}`);
  if (answer.fetch.headerRows !== answer.submit.record.result?.rows) throw new Error(`read ${answer.fetch.headerRows} rows of ${answer.submit.record.result?.rows}`);
  return { ms: answer.totalMs, rows: answer.fetch.headerRows, bytes: answer.fetch.bytes, queryId: answer.submit.record.id, answer };
}

/** Where an export's time went: until the query was successful, then reading its pages. */
function phases(reading: ExportReading): { untilSuccessfulMs: number; readMs: number; statusTiming: unknown } {
  return { untilSuccessfulMs: reading.answer.submit.finalMs, readMs: reading.answer.fetch?.ms ?? 0, statusTiming: reading.answer.submit.record.statusTiming };
}

function latencyRows(label: string, kind: 'point' | 'fhir', size: number, idle: ProbeSamples, during: ProbeSamples, judged: boolean): BenchRow[] {
  const p50 = (s: ProbeSamples): number => quantile(s[kind], 0.5);
  const p99 = (s: ProbeSamples): number => quantile(s[kind], 0.99);
  const what = kind === 'point' ? 'point query' : 'FHIR search';
  return [
    row(`${label} ${size}: ${what} p50 during the export (baseline: idle link)`, 'ms', p50(during), p50(idle), judged ? { text: '≤ 1.5×', source: 'design', isMet: (_f, r) => r !== null && r <= 1.5 } : null),
    row(`${label} ${size}: ${what} p99 during the export (baseline: idle link)`, 'ms', p99(during), p99(idle), judged ? { text: '≤ 2×', source: 'design', isMet: (_f, r) => r !== null && r <= 2 } : null),
  ];
}

function floorSeconds(bytes: number, profile: LinkProfile): number {
  return (bytes * 8) / PROFILES[profile].upBps;
}

async function runSize(link: ClinicLink, size: number, settings: B7Settings, rows: BenchRow[], details: Record<string, unknown>): Promise<void> {
  const db = await clinicFile(size);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `b7-${size}-`));
  const removeDir = onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  await link.shape('lan');
  const stack = await startLinkStack({ link, dir, clinicDb: db, agentEnv: { AGENT_LOG_LEVEL: process.env.BENCH_B7_AGENT_LOG_LEVEL ?? 'warn' } });
  const integrator = spawnNode({ name: 'integrator', script: INTEGRATOR_SCRIPT });
  const prober = spawnNode({ name: 'interactive probe', script: PROBE_SCRIPT });
  try {
    await integrator.ipc.waitReady(10_000);
    await prober.ipc.waitReady(10_000);
    const patients = Math.max(1000, Math.round(size / 10));
    const target: ProbeTarget = { siteUrl: stack.siteUrl, apiKey: stack.apiKey, patients, pauseMs: 50 };
    const sizeDetails: Record<string, unknown> = {};
    details[String(size)] = sizeDetails;

    let exported = 0;
    if (settings.profiles.includes('lan')) {
      progress(`B7 ${size}: lan`);
      await timedExport(integrator, stack);
      const lan: ExportReading[] = [];
      for (let i = 0; i < settings.reps; i++) lan.push(await timedExport(integrator, stack));
      const lanMs = median(lan.map((r) => r.ms));
      exported = lan[0]?.rows ?? 0;
      rows.push(row(`lan ${size}: export of ${exported} rows, submit → every page read`, 's', lanMs / 1000, null, null));
      sizeDetails.lan = { exportMs: lan.map((r) => r.ms), phases: lan.map(phases), rows: exported };
    }
    let zstdFloor: number | undefined;
    if (settings.profiles.includes('dsl')) {
      await link.shape('dsl');
      await waitForRelay(stack);
      progress(`B7 ${size}: dsl, idle probes`);
      const idle = await prober.ipc.request<ProbeSamples>('runFor', { target, count: settings.probes }, 10 * 60_000);
      const during: ProbeSamples = { point: [], fhir: [], errors: [] };
      const dsl: ExportReading[] = [];
      for (let i = 0; i < settings.reps; i++) {
        progress(`B7 ${size}: dsl, export ${i + 1} of ${settings.reps} with the probe beside it`);
        await prober.ipc.request('start', { target });
        try {
          dsl.push(await timedExport(integrator, stack));
        } finally {
          const samples = await prober.ipc.request<ProbeSamples>('stop', null, 120_000);
          during.point.push(...samples.point);
          during.fhir.push(...samples.fhir);
          during.errors.push(...samples.errors);
        }
      }
      const last = dsl[dsl.length - 1];
      if (!last) throw new Error('no export on dsl');
      const bytes: ExportBytes = await measureExportBytes({ queriesUrl: `${stack.siteUrl}/queries`, apiKey: stack.apiKey }, last.queryId, last.answer.submit.record.result?.pages ?? []);
      const dslMs = median(dsl.map((r) => r.ms));
      zstdFloor = floorSeconds(bytes.zstd1, 'dsl');
      const rawFloor = floorSeconds(bytes.raw, 'dsl');
      rows.push(
        row(`dsl ${size}: export of ${last.rows} rows (baseline: its zstd -1 bytes at the uplink's rate)`, 's', dslMs / 1000, zstdFloor, { text: '≤ 1.5×', source: 'design', isMet: (_f, r) => r !== null && r <= 1.5 }),
        row(`dsl ${size}: the same export (baseline: its raw JSON bytes at the uplink's rate)`, 's', dslMs / 1000, rawFloor, null),
        row(`dsl ${size}: idle point query p50 (baseline: the link's round trip)`, 'ms', quantile(idle.point, 0.5), 2 * PROFILES.dsl.delayMs, null),
        ...latencyRows('dsl', 'point', size, idle, during, true),
        ...latencyRows('dsl', 'fhir', size, idle, during, false),
      );
      sizeDetails.dsl = { exportMs: dsl.map((r) => r.ms), phases: dsl.map(phases), bytes, idle, during, probeErrors: during.errors.length, link: await link.status().catch((e: unknown) => String(e)) };
    }
    if (settings.lossSizes.includes(size)) {
      await link.shape('dsl-loss');
      await waitForRelay(stack);
      const loss: ExportReading[] = [];
      for (let i = 0; i < settings.reps; i++) {
        progress(`B7 ${size}: dsl-loss, export ${i + 1} of ${settings.reps}`);
        loss.push(await timedExport(integrator, stack));
      }
      const lossMs = median(loss.map((r) => r.ms));
      rows.push(row(`dsl-loss ${size}: export (baseline: its zstd -1 bytes at the uplink's rate)`, 's', lossMs / 1000, zstdFloor ?? null, null));
      sizeDetails.dslLoss = { exportMs: loss.map((r) => r.ms), phases: loss.map(phases), link: await link.status().catch((e: unknown) => String(e)) };
    }
  } finally {
    await stopChild(prober, 'SIGTERM', 5000);
    await stopChild(integrator, 'SIGTERM', 5000);
    await stack.stop();
    removeDir();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const b7ClinicLink: Benchmark = {
  id: 'B7',
  title: 'Clinic link: exports against the compressed floor, interactive latency during an export (dsl, dsl-loss, lan)',
  settings: SETTINGS,
  timeoutMs: 90 * 60_000,
  async run(): Promise<BenchOutcome> {
    const unavailable = linkUnavailableReason();
    if (unavailable) return { rows: [], details: { skipped: `no emulated link here: ${unavailable}` } };
    const settings = readSettings();
    const link = await ClinicLink.up('b7', 'lan');
    const removeLink = onCleanup(() => void link.down());
    const rows: BenchRow[] = [];
    const details: Record<string, unknown> = { settings, link: link.kind, profiles: PROFILES };
    try {
      for (const size of settings.sizes) await runSize(link, size, settings, rows, details);
    } finally {
      await link.down();
      removeLink();
    }
    return { rows, details };
  },
};
