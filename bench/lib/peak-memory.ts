/**
 * @module bench/lib/peak-memory
 * Peak memory of processes while a workload runs, read from outside: the kernel's own high-water mark
 * (VmHWM of /proc/<pid>/status, the largest RSS the process ever had, so no spike between samples is
 * missed) plus VmRSS sampled periodically, which gives the peak of one phase of a longer-lived process.
 */
import fs from 'node:fs';

/** One `Vm…:  N kB` field of /proc/<pid>/status, in bytes. */
export function readVmBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`No ${field} for pid ${pid}`);
  return Number(match[1]) * 1024;
}

export interface PeakReading {
  /** Largest VmRSS seen by the sampler while it ran. */
  sampledPeakBytes: number;
  /** VmHWM when the sampler stopped: the process's peak since it started. */
  hwmBytes: number;
  samples: number;
}

/** Samples VmRSS of each named process every `intervalMs` until `stop()`. */
export class RssSampler {
  private readonly peaks = new Map<string, number>();
  private samples = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pids: Readonly<Record<string, number>>,
    intervalMs = 50,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  private sample(): void {
    this.samples++;
    for (const [name, pid] of Object.entries(this.pids)) {
      try {
        const rss = readVmBytes(pid, 'VmRSS');
        this.peaks.set(name, Math.max(this.peaks.get(name) ?? 0, rss));
      } catch {
        // The process is gone; its last readings stand.
      }
    }
  }

  stop(): Record<string, PeakReading> {
    clearInterval(this.timer);
    this.sample();
    const result: Record<string, PeakReading> = {};
    for (const [name, pid] of Object.entries(this.pids)) {
      let hwm = Number.NaN;
      try {
        hwm = readVmBytes(pid, 'VmHWM');
      } catch {
        // gone
      }
      result[name] = { sampledPeakBytes: this.peaks.get(name) ?? Number.NaN, hwmBytes: hwm, samples: this.samples };
    }
    return result;
  }
}
