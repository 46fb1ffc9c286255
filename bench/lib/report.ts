/**
 * @module bench/lib/report
 * Turns benchmark outcomes into the printed table and `.bench/results.json`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchOutcome, BenchRow } from './types.js';

export interface BenchResult {
  id: string;
  title: string;
  startedAt: string;
  seconds: number;
  outcome: BenchOutcome | null;
  error: string | null;
}

const HEADER = ['benchmark', 'metric', 'figure', 'baseline', 'ratio', 'target', 'met?'] as const;

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  if (abs >= 1000) return Math.round(value).toLocaleString('en-US');
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

function formatValue(value: number | null, unit: string): string {
  if (value === null) return '–';
  return unit === '' ? formatNumber(value) : `${formatNumber(value)} ${unit}`;
}

function cells(id: string, r: BenchRow): string[] {
  return [
    id,
    r.targetSource === 'guide' ? `${r.metric} †` : r.metric,
    formatValue(r.figure, r.unit),
    formatValue(r.baseline, r.unit),
    r.ratio === null ? '–' : `${r.ratio.toFixed(2)}×`,
    r.target ?? '–',
    r.met === null ? '–' : r.met ? 'yes' : 'NO',
  ];
}

export function formatTable(results: readonly BenchResult[]): string {
  const lines: string[][] = [[...HEADER]];
  for (const result of results) {
    if (result.error !== null) lines.push([result.id, `FAILED: ${result.error.split('\n')[0] ?? ''}`, '', '', '', '', '']);
    const skipped = result.outcome?.details.skipped;
    if (typeof skipped === 'string') lines.push([result.id, `skipped: ${skipped}`, '', '', '', '', '']);
    for (const r of result.outcome?.rows ?? []) lines.push(cells(result.id, r));
  }
  const widths = HEADER.map((_h, c) => Math.max(...lines.map((l) => (l[c] ?? '').length)));
  const render = (l: string[]): string => l.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ').trimEnd();
  const out = [render(lines[0] ?? []), widths.map((w) => '-'.repeat(w)).join('-|-'), ...lines.slice(1).map(render)];
  if (results.some((r) => r.outcome?.rows.some((row) => row.targetSource === 'guide'))) {
    out.push('', '† a guide figure, proposed beside the design\'s targets');
  }
  return out.join('\n');
}

export function writeResultsJson(file: string, results: readonly BenchResult[], startedAt: Date, loadAverageAtStart: number[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const document = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    host: {
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      // Other work on the box skews timings; the 1/5/15-minute load averages say how much there was.
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg(),
    },
    results,
  };
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
}
