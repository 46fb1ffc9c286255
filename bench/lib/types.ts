/**
 * @module bench/lib/types
 * What a benchmark hands back to the runner: printable rows (figure, baseline measured in the same run,
 * ratio, target) plus free-form details that only go to `.bench/results.json`.
 */

/** One line of the printed table. Numbers stay numbers here; formatting is the report's job. */
export interface BenchRow {
  metric: string;
  /** Unit of `figure` and `baseline` (e.g. "KB", "s", "ms", "% core", "agents"). */
  unit: string;
  figure: number;
  /** The same quantity for the physical-limit baseline, measured in the same run; null when there is none. */
  baseline: number | null;
  /** figure / baseline, when both exist. */
  ratio: number | null;
  /** Human-readable target, e.g. "≤ 2×" or "≤ 30 s"; null for rows that only inform. */
  target: string | null;
  met: boolean | null;
  /** Where the target comes from: the figure the design started from, or a guide figure proposed beside it. */
  targetSource?: 'design' | 'guide';
}

export interface BenchOutcome {
  rows: BenchRow[];
  /** Everything else worth keeping (raw readings, timelines, settings); written to the JSON only. */
  details: Record<string, unknown>;
}

export interface Benchmark {
  /** Short id (B1…B6, H1), as docs/performance.md names the benchmarks. */
  readonly id: string;
  readonly title: string;
  /** Environment variables the benchmark reads, for `--help`. */
  readonly settings: readonly { name: string; meaning: string }[];
  /** Hard limit for the whole benchmark; the runner reports it as failed after that. */
  readonly timeoutMs: number;
  run(): Promise<BenchOutcome>;
}

/** Builds a row with the ratio filled in and `met` decided by `isMet(figure, ratio)`. */
export function row(
  metric: string,
  unit: string,
  figure: number,
  baseline: number | null,
  target: { text: string; source: BenchRow['targetSource']; isMet: (figure: number, ratio: number | null) => boolean } | null,
): BenchRow {
  const ratio = baseline !== null && baseline !== 0 && Number.isFinite(figure) ? figure / baseline : null;
  return {
    metric,
    unit,
    figure,
    baseline,
    ratio,
    target: target?.text ?? null,
    met: target ? target.isMet(figure, ratio) : null,
    ...(target?.source ? { targetSource: target.source } : {}),
  };
}
