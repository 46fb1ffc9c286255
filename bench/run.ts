#!/usr/bin/env node
/**
 * @module bench/run
 * `npm run bench [-- --only B4]`: runs the registered benchmarks in order and prints one table, each
 * figure next to its baseline measured in the same run and the ratio: speed is measured here, never
 * asserted by a timed test (docs/performance.md). The same results go to `.bench/results.json`.
 * Exits 1 when a benchmark fails to run; a missed target is reported in the table, not as a failure.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { b1Immediate } from './b1-immediate.js';
import { b1aAgentPath } from './b1a-agent-path.js';
import { b2CrossInstance } from './b2-cross-instance.js';
import { b3AsyncExport } from './b3-async-export.js';
import { b4IdleAgents } from './b4-idle-agents.js';
import { b6FhirSearch } from './b6-fhir-search.js';
import { b7ClinicLink } from './b7-clinic-link.js';
import { b8FhirBulkExport } from './b8-fhir-bulk-export.js';
import { b5RegisteredSchedule } from './b5-registered-schedule.js';
import { h1HostileAgents } from './h1-hostile-agents.js';
import { h2WebhookBacklog } from './h2-webhook-backlog.js';
import { installCleanupHandlers, runCleanups } from './lib/cleanup.js';
import { withTimeout } from './lib/ipc.js';
import { progress } from './lib/poll.js';
import { formatTable, writeResultsJson, type BenchResult } from './lib/report.js';
import type { Benchmark } from './lib/types.js';

/** In the order they run. A new benchmark is one line here. */
const BENCHMARKS: readonly Benchmark[] = [b1Immediate, b1aAgentPath, b2CrossInstance, b3AsyncExport, b4IdleAgents, b5RegisteredSchedule, b6FhirSearch, b7ClinicLink, b8FhirBulkExport, h1HostileAgents, h2WebhookBacklog];

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RESULTS_FILE = path.join(REPO_ROOT, '.bench', 'results.json');

function usage(): string {
  const lines = [
    'Usage: npm run bench [-- --only <id>[,<id>…]]   (or: node dist/bench/run.js …)',
    '',
    'Runs the benchmarks below and prints: benchmark | metric | figure | baseline | ratio | target | met?',
    `Results are also written to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}.`,
    '',
    'Options:',
    '  --only <ids>  run only these benchmarks (comma-separated or repeated), e.g. --only B4',
    '  --help        show this text',
    '',
    'For every benchmark:',
    '      BENCH_CHILD_LOG_DIR      keep everything each child process writes, a file per process, in this folder',
    '      BENCH_CPU_PROFILE_DIR    each child writes a V8 CPU profile here when it exits (slower: not for figures)',
    '',
    'Benchmarks:',
  ];
  for (const b of BENCHMARKS) {
    lines.push(`  ${b.id}  ${b.title}`);
    for (const s of b.settings) lines.push(`      ${s.name.padEnd(24)} ${s.meaning}`);
  }
  return lines.join('\n');
}

function selectBenchmarks(argv: readonly string[]): readonly Benchmark[] | 'help' {
  const only: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (!value) throw new Error('--only needs a benchmark id, e.g. --only B4');
      only.push(...value.split(',').map((v) => v.trim().toUpperCase()).filter((v) => v !== ''));
      continue;
    }
    throw new Error(`Unknown argument "${arg}" (see --help)`);
  }
  if (only.length === 0) return BENCHMARKS;
  const unknown = only.filter((id) => !BENCHMARKS.some((b) => b.id === id));
  if (unknown.length > 0) throw new Error(`Unknown benchmark ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.id).join(', ')}`);
  return BENCHMARKS.filter((b) => only.includes(b.id));
}

async function runOne(benchmark: Benchmark): Promise<BenchResult> {
  const startedAt = new Date();
  progress(`${benchmark.id}: ${benchmark.title}`);
  try {
    const outcome = await withTimeout(benchmark.run(), benchmark.timeoutMs, `did not finish within ${benchmark.timeoutMs / 1000} s`);
    return { id: benchmark.id, title: benchmark.title, startedAt: startedAt.toISOString(), seconds: (Date.now() - startedAt.getTime()) / 1000, outcome, error: null };
  } catch (err) {
    const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
    progress(`${benchmark.id} failed: ${message}`);
    return { id: benchmark.id, title: benchmark.title, startedAt: startedAt.toISOString(), seconds: (Date.now() - startedAt.getTime()) / 1000, outcome: null, error: message };
  } finally {
    // Whatever the benchmark left running (also after a timeout) goes before the next one starts.
    runCleanups();
  }
}

async function main(): Promise<number> {
  let selected: readonly Benchmark[] | 'help';
  try {
    selected = selectBenchmarks(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    return 2;
  }
  if (selected === 'help') {
    process.stdout.write(`${usage()}\n`);
    return 0;
  }
  installCleanupHandlers();
  const startedAt = new Date();
  // Timing figures (storms, CPU) assume the machine is otherwise idle; memory figures do not care.
  const loadAtStart = os.loadavg();
  // The figures move with the runtime (Node 24 against 20: less gateway work, more agent memory), so a run
  // says which it had.
  progress(`Node ${process.version} on ${os.cpus().length} cores`);
  if (Number(process.versions.node.split('.')[0]) < 24) {
    progress('note: Node 20 is past its end of life; for Node 24 figures: PATH="$(bash .ci/node24.sh)/bin:$PATH", then npm ci, npm run build, npm run bench');
  }
  const [load1] = loadAtStart;
  if (load1 !== undefined && load1 > os.cpus().length / 2) {
    progress(`warning: load average ${load1.toFixed(1)} on ${os.cpus().length} cores before starting; timing figures will be pessimistic`);
  }
  const results: BenchResult[] = [];
  for (const benchmark of selected) results.push(await runOne(benchmark));
  process.stdout.write(`\n${formatTable(results)}\n`);
  writeResultsJson(RESULTS_FILE, results, startedAt, loadAtStart);
  process.stdout.write(`\nresults: ${RESULTS_FILE}\n`);
  return results.some((r) => r.error !== null) ? 1 : 0;
}

process.exit(await main());
