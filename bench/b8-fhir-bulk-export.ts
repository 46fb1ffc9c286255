/**
 * @module bench/b8-fhir-bulk-export
 * B8: FHIR `Patient/$export` of a generated Best Practice clinic (BENCH_B8_PATIENTS, 100,000 and 500,000
 * patients by default, with their compartment resources), kick-off until every NDJSON file is read, against
 * the async SQL export of the same rows (the very statements the export runs, one async query per resource
 * type, every page read through the stream endpoint) in the same run; with the peak RSS of the gateway and
 * the agent over the export at each size.
 *
 * Processes, all on loopback: the built gateway (rate limit off) and a real `site-agent run` serving the
 * clinic as a Best Practice site (bench/lib/relay-stack); the integrator is this process (it keeps no file
 * or page: it counts lines and rows as they stream in).
 *
 * Per size: fresh clinic file, gateway and agent; the baseline (each type's statement as an async query,
 * one after another, polled every 20 ms, pages read in order) and then the export (kick-off, status polled
 * every 100 ms, files read in order); rows per second of each, their ratio (target ≥ 0.7×); VmHWM of each
 * process at the end, its peak over both (target < 150 MB) and, with two sizes or more, the largest size's against the
 * smallest's (flat: ≤ 1.1×).
 *
 * Then, for BENCH_B8_DSL_PATIENTS, the same two exports with the gateway and the agent on the two sides of
 * B7's emulated clinic link shaped as `dsl` (bench/lib/link-stack), the integrator on the cloud's side:
 * rows per second of each and their ratio, as a clinic's uplink allows; and B7's interactive probe (point
 * queries and FHIR searches one at a time) on the idle link and beside the bulk export, judged as B7 judges
 * it beside a SQL export: the gateway builds the export's files on its main thread meanwhile.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ChunkReleaser } from '@site-query-gateway/gateway/store/page-content/chunk-release.js';
import { generateClinicDatabase } from '@site-query-gateway/demo/clinic-db/generate.js';
import { planExport } from '@site-query-gateway/fhir/bulk/export-plan.js';
import { mappingForKind } from '@site-query-gateway/fhir/mapping/registry.js';
import { dialectFor } from '@site-query-gateway/fhir/sql/dialect.js';
import { spawnNode, stopChild } from './lib/children.js';
import { onCleanup } from './lib/cleanup.js';
import { readVmBytes } from './lib/peak-memory.js';
import { pollUntil, progress } from './lib/poll.js';
import { ClinicLink, linkUnavailableReason } from './lib/clinic-link.js';
import { startLinkStack, waitForRelay } from './lib/link-stack.js';
import type { ProbeSamples, ProbeTarget } from './lib/interactive-probe.js';
import { startRelayStack } from './lib/relay-stack.js';
import { fetchAllPages, get, submitAndWait } from './lib/result-fetch.js';
import { integerSetting, quantile } from './lib/stats.js';
import { row, type BenchOutcome, type BenchRow, type Benchmark } from './lib/types.js';

const DEFAULT_SIZES = [100_000, 500_000];
const DEFAULT_DSL_SIZES = [100_000];
const MB = 1_000_000;
const PROBE_SCRIPT = fileURLToPath(new URL('./lib/interactive-probe.js', import.meta.url));
const RSS_LIMIT_BYTES = 150 * MB;
const FLAT_RATIO = 1.1;
const PRACTICE = { kind: 'Best Practice', pmsSiteId: 'BENCH-BULK', catalogue: 'BPSPatients', needsPairingCode: true };

const SETTINGS = [
  { name: 'BENCH_B8_PATIENTS', meaning: 'clinic sizes in patients, comma-separated (default 100000,500000)' },
  { name: 'BENCH_B8_TIMEOUT_S', meaning: 'limit on each export and each baseline, seconds (default 1800)' },
  { name: 'BENCH_B8_DSL_PATIENTS', meaning: "clinic sizes also exported across B7's dsl link, comma-separated, or none (default 100000)" },
] as const;

function readSizes(name: string, fallback: readonly number[]): number[] {
  const raw = process.env[name];
  if (raw?.trim() === 'none' && name === 'BENCH_B8_DSL_PATIENTS') return [];
  const sizes = raw === undefined || raw.trim() === '' ? fallback : raw.split(',').map((v) => Number(v.trim()));
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 10 || n > 2_000_000)) {
    throw new Error(`${name} must be comma-separated integers from 10 to 2,000,000 (got "${raw}")`);
  }
  return [...new Set(sizes)].sort((a, b) => a - b);
}

const label = (n: number) => (n % 1000 === 0 ? `${n / 1000}k` : String(n));

interface SizeReading {
  patients: number;
  rows: number;
  baselineMs: number;
  exportMs: number;
  /** Kick-off until the manifest (the queries ran and their pages were uploaded); the rest is reading the files. */
  manifestMs: number;
  resources: number;
  gatewayPeakBytes: number;
  agentPeakBytes: number;
  perType: Record<string, number>;
  /** VmRSS of each process once started and connected, before any export: what the peak is measured against. */
  atStartBytes: { gateway: number; agent: number };
  /** VmHWM of each process once the SQL export was read, before the bulk export began. */
  peakAfterBaselineBytes: { gateway: number; agent: number };
  /** VmHWM of each process when the export's manifest was ready (its queries ran and uploaded), before its files were read. */
  peakAtManifestBytes: { gateway: number; agent: number };
}

/** The async SQL export of the export's own statements: one query per type, every page streamed. */
/** What the two exports need of a stack, on loopback (lib/relay-stack) or across the clinic link (lib/link-stack). */
interface ExportTarget {
  readonly baseUrl: string;
  readonly siteId: string;
  readonly apiKey: string;
  /** `<base>/integrator/sites/<siteId>/queries` */
  readonly queriesUrl: string;
  readonly gateway: { readonly pid: number };
  readonly agent: { readonly pid: number };
}

async function baseline(stack: ExportTarget, timeoutMs: number): Promise<{ ms: number; rows: number }> {
  const kind = mappingForKind('Best Practice')!;
  const parts = planExport({ kind, dialect: dialectFor('sqlite'), timeZone: 'Australia/Sydney', now: new Date(), baseUrl: 'http://bench', level: { kind: 'patient' }, params: [] });
  const started = performance.now();
  let rows = 0;
  for (const part of parts) {
    if (part.command.parameters.length > 0) throw new Error(`the ${part.type} statement binds parameters; the baseline sends text only`);
    const submitted = await submitAndWait(stack, part.command.text, timeoutMs);
    if (submitted.record.status !== 'successful') throw new Error(`the ${part.type} query ended ${submitted.record.status}`);
    rows += (await fetchAllPages(stack, submitted.record.id, submitted.record.result?.pages ?? [], 'stream')).rows;
  }
  return { ms: performance.now() - started, rows };
}

/**
 * Lines of an NDJSON response, counted as they stream in: read the way the baseline reads its pages (node:http,
 * the bytes searched natively, each chunk released once counted), so the two clients cost alike.
 */
async function countLines(url: string, apiKey: string): Promise<number> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: 1 });
  const released = new ChunkReleaser();
  let lines = 0;
  try {
    await get(agent, new URL(url), apiKey, (chunk) => {
      for (let i = chunk.indexOf(0x0a); i >= 0; i = chunk.indexOf(0x0a, i + 1)) lines++;
      released.release([chunk]);
    });
  } finally {
    released.close();
    agent.destroy();
  }
  return lines;
}

async function bulkExport(
  stack: ExportTarget,
  timeoutMs: number,
): Promise<{ ms: number; manifestMs: number; resources: number; perType: Record<string, number>; peakAtManifest: { gateway: number; agent: number } }> {
  const base = `${stack.baseUrl}/integrator/sites/${stack.siteId}/fhir/R4`;
  const started = performance.now();
  const kickOff = await fetch(`${base}/Patient/$export`, { headers: { 'x-api-key': stack.apiKey, prefer: 'respond-async', accept: 'application/fhir+json' } });
  const statusUrl = kickOff.headers.get('content-location');
  if (kickOff.status !== 202 || statusUrl === null) throw new Error(`kick-off answered ${kickOff.status}: ${await kickOff.text()}`);
  let manifest: { output: { type: string; url: string; count: number }[]; error: unknown[] } | undefined;
  const done = await pollUntil(async () => {
    const res = await fetch(statusUrl, { headers: { 'x-api-key': stack.apiKey } });
    if (res.status === 202) return false;
    if (res.status !== 200) throw new Error(`status answered ${res.status}`);
    manifest = (await res.json()) as typeof manifest;
    return true;
  }, timeoutMs, 100);
  if (!done || manifest === undefined) throw new Error('the export did not complete in time');
  if (manifest.error.length > 0) throw new Error('the export reported errors');
  const manifestMs = performance.now() - started;
  const peakAtManifest = { gateway: readVmBytes(stack.gateway.pid, 'VmHWM'), agent: readVmBytes(stack.agent.pid, 'VmHWM') };
  const perType: Record<string, number> = {};
  let resources = 0;
  for (const file of manifest.output) {
    const lines = await countLines(file.url, stack.apiKey);
    if (lines !== file.count) throw new Error(`${file.type}: ${lines} lines where the manifest says ${file.count}`);
    perType[file.type] = lines;
    resources += lines;
  }
  return { ms: performance.now() - started, manifestMs, resources, perType, peakAtManifest };
}

async function measureSize(patients: number, tmp: string, timeoutMs: number): Promise<SizeReading> {
  const clinicDb = path.join(tmp, `clinic-${patients}.db`);
  progress(`B8: generating a clinic of ${label(patients)} patients`);
  await generateClinicDatabase(clinicDb, { patients, seed: 8, overwrite: true });
  const stack = await startRelayStack({ dir: path.join(tmp, `stack-${patients}`), clinicDb, practice: PRACTICE });
  const forget = onCleanup(() => stack.stop());
  try {
    const atStart = { gateway: readVmBytes(stack.gateway.pid, 'VmRSS'), agent: readVmBytes(stack.agent.pid, 'VmRSS') };
    progress(`B8 ${label(patients)}: async SQL export of the same rows`);
    const base = await baseline(stack, timeoutMs);
    // Which phase set the peak: the SQL export's, read before the bulk export starts.
    const afterBaseline = { gateway: readVmBytes(stack.gateway.pid, 'VmHWM'), agent: readVmBytes(stack.agent.pid, 'VmHWM') };
    progress(`B8 ${label(patients)}: Patient/$export`);
    const exp = await bulkExport(stack, timeoutMs);
    if (exp.resources !== base.rows) throw new Error(`the export has ${exp.resources} resources where the SQL export has ${base.rows} rows`);
    return {
      patients,
      rows: base.rows,
      baselineMs: base.ms,
      exportMs: exp.ms,
      manifestMs: exp.manifestMs,
      resources: exp.resources,
      gatewayPeakBytes: readVmBytes(stack.gateway.pid, 'VmHWM'),
      agentPeakBytes: readVmBytes(stack.agent.pid, 'VmHWM'),
      perType: exp.perType,
      atStartBytes: atStart,
      peakAfterBaselineBytes: afterBaseline,
      peakAtManifestBytes: exp.peakAtManifest,
    };
  } finally {
    await stack.stop();
    forget();
    fs.rmSync(clinicDb, { force: true });
  }
}

interface LinkReading {
  patients: number;
  rows: number;
  baselineMs: number;
  exportMs: number;
  manifestMs: number;
  /** B7's interactive probe on the link when idle, and beside the bulk export (its files built on the gateway's main thread). */
  idle: ProbeSamples;
  during: ProbeSamples;
}

/**
 * Both exports of one clinic with the agent behind the emulated clinic link, shaped as B7's `dsl`; B7's
 * interactive probe (point queries and FHIR searches, one at a time) on the idle link, then beside the bulk export.
 */
async function measureOnLink(patients: number, tmp: string, timeoutMs: number): Promise<LinkReading> {
  const clinicDb = path.join(tmp, `clinic-dsl-${patients}.db`);
  progress(`B8 dsl: generating a clinic of ${label(patients)} patients`);
  await generateClinicDatabase(clinicDb, { patients, seed: 8, overwrite: true });
  const link = await ClinicLink.up('b8', 'lan');
  const removeLink = onCleanup(() => void link.down());
  try {
    const stack = await startLinkStack({ link, dir: path.join(tmp, `link-${patients}`), clinicDb });
    const forget = onCleanup(() => stack.stop());
    try {
      await link.shape('dsl');
      await waitForRelay(stack);
      const target: ExportTarget = { baseUrl: stack.baseUrl, apiKey: stack.apiKey, siteId: stack.siteId, queriesUrl: `${stack.siteUrl}/queries`, gateway: stack.gateway, agent: stack.agent };
      progress(`B8 dsl ${label(patients)}: async SQL export of the same rows`);
      const base = await baseline(target, timeoutMs);
      const prober = spawnNode({ name: 'interactive probe', script: PROBE_SCRIPT });
      try {
        await prober.ipc.waitReady(10_000);
        const probeTarget: ProbeTarget = { siteUrl: stack.siteUrl, apiKey: stack.apiKey, patients, pauseMs: 50 };
        progress(`B8 dsl ${label(patients)}: interactive probes on the idle link`);
        const idle = await prober.ipc.request<ProbeSamples>('runFor', { target: probeTarget, count: 40 }, 10 * 60_000);
        progress(`B8 dsl ${label(patients)}: Patient/$export with the probe beside it`);
        await prober.ipc.request('start', { target: probeTarget });
        // The probe is stopped whatever the export did, and then the export's failure, if any, is the error.
        const exported = await bulkExport(target, timeoutMs).then((value) => ({ value }), (error: unknown) => ({ error }));
        const during = await prober.ipc.request<ProbeSamples>('stop', null, 120_000);
        if ('error' in exported) throw exported.error;
        const exp = exported.value;
        if (exp.resources !== base.rows) throw new Error(`across the link the export has ${exp.resources} resources where the SQL export has ${base.rows} rows`);
        return { patients, rows: base.rows, baselineMs: base.ms, exportMs: exp.ms, manifestMs: exp.manifestMs, idle, during };
      } finally {
        await stopChild(prober, 'SIGTERM', 5000);
      }
    } finally {
      await stack.stop();
      forget();
    }
  } finally {
    await link.down();
    removeLink();
    fs.rmSync(clinicDb, { force: true });
  }
}

export const b8FhirBulkExport: Benchmark = {
  id: 'B8',
  title: 'FHIR Patient/$export vs the async SQL export of the same rows',
  settings: SETTINGS,
  timeoutMs: 3 * 3_600_000,
  async run(): Promise<BenchOutcome> {
    const sizes = readSizes('BENCH_B8_PATIENTS', DEFAULT_SIZES);
    const dslSizes = readSizes('BENCH_B8_DSL_PATIENTS', DEFAULT_DSL_SIZES);
    const unavailable = dslSizes.length > 0 ? linkUnavailableReason() : null;
    const timeoutMs = integerSetting('BENCH_B8_TIMEOUT_S', 1800, 10, 10_800) * 1000;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-b8-'));
    const forgetTmp = onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
    const readings: SizeReading[] = [];
    const onLink: LinkReading[] = [];
    try {
      for (const patients of sizes) readings.push(await measureSize(patients, tmp, timeoutMs));
      if (unavailable === null) for (const patients of dslSizes) onLink.push(await measureOnLink(patients, tmp, timeoutMs));
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
      forgetTmp();
    }
    const rows: BenchRow[] = [];
    for (const r of readings) {
      const exportRate = r.resources / (r.exportMs / 1000);
      const baselineRate = r.rows / (r.baselineMs / 1000);
      rows.push(row(`${label(r.patients)} patients: $export resources per second`, 'rows/s', exportRate, baselineRate, { text: '≥ 0.7×', source: 'design', isMet: (_f, ratio) => ratio !== null && ratio >= 0.7 }));
      // Beside each peak, the process's RSS at start: how much of the peak the export itself added.
      for (const [name, bytes, atStart] of [['gateway', r.gatewayPeakBytes, r.atStartBytes.gateway], ['agent', r.agentPeakBytes, r.atStartBytes.agent]] as const) {
        rows.push(row(`${label(r.patients)} patients: ${name} peak RSS (| at start)`, 'MB', bytes / MB, atStart / MB, { text: '< 150 MB', source: 'design', isMet: () => bytes < RSS_LIMIT_BYTES }));
      }
    }
    if (readings.length > 1) {
      const first = readings[0]!;
      const last = readings[readings.length - 1]!;
      for (const [name, key] of [['gateway', 'gatewayPeakBytes'], ['agent', 'agentPeakBytes']] as const) {
        rows.push(row(`${name} peak RSS, ${label(last.patients)} vs ${label(first.patients)} patients`, 'MB', last[key] / MB, first[key] / MB, { text: `≤ ${FLAT_RATIO}× (flat)`, source: 'design', isMet: (_f, ratio) => ratio !== null && ratio <= FLAT_RATIO }));
      }
    }
    // Across the link the uploads take most of both exports' time; the export still reads its files afterwards.
    for (const r of onLink) {
      const exportRate = r.rows / (r.exportMs / 1000);
      const baselineRate = r.rows / (r.baselineMs / 1000);
      const at = `dsl ${label(r.patients)} patients`;
      rows.push(row(`${at}: $export resources per second`, 'rows/s', exportRate, baselineRate, { text: '≥ 0.7×', source: 'design', isMet: (_f, ratio) => ratio !== null && ratio >= 0.7 }));
      // B7's judgement of interactive work beside an export, here beside a bulk export whose files the gateway builds.
      const p = (s: ProbeSamples, kind: 'point' | 'fhir', q: number) => quantile(s[kind], q);
      rows.push(
        row(`${at}: point query p50 during the export (| idle link)`, 'ms', p(r.during, 'point', 0.5), p(r.idle, 'point', 0.5), { text: '≤ 1.5×', source: 'design', isMet: (_f, ratio) => ratio !== null && ratio <= 1.5 }),
        row(`${at}: point query p99 during the export (| idle link)`, 'ms', p(r.during, 'point', 0.99), p(r.idle, 'point', 0.99), { text: '≤ 2×', source: 'design', isMet: (_f, ratio) => ratio !== null && ratio <= 2 }),
        row(`${at}: FHIR search p50 during the export (| idle link)`, 'ms', p(r.during, 'fhir', 0.5), p(r.idle, 'fhir', 0.5), null),
        row(`${at}: FHIR search p99 during the export (| idle link)`, 'ms', p(r.during, 'fhir', 0.99), p(r.idle, 'fhir', 0.99), null),
      );
    }
    // A probe answer other than 200 is a failure of the measurement: counted here, with the first few.
    const dsl = onLink.map(({ idle, during, ...reading }) => ({
      ...reading,
      probes: { idle: idle.point.length + idle.fhir.length, during: during.point.length + during.fhir.length },
      probeErrors: { count: idle.errors.length + during.errors.length, first: [...idle.errors, ...during.errors].slice(0, 3) },
    }));
    return { rows, details: { readings, dsl: unavailable === null ? dsl : { skipped: `no emulated link here: ${unavailable}` } } };
  },
};
