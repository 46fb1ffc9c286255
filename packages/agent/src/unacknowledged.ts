/**
 * @module agent/unacknowledged
 * Terminal reports (`job:completed`, `job:failed`) written to a socket but not yet acknowledged by the
 * gateway (`job:ack`, protocol 2). A report written to a socket is not a report received: a gateway
 * instance killed with unread frames loses them, and the query would stay in flight on the gateway until
 * its stalled timeout. These are sent again on the next connection, before `agent:ready`; the gateway
 * treats a repeat as a no-op and acknowledges it.
 *
 * Held in memory only: a report can carry a small result inline (patient data), which never goes to disk.
 * An async job's journal entry stays until the acknowledgement, so an agent that dies in between reports
 * the job as an orphan at its next start, which the gateway ignores if the query already ended.
 * Bounded by count and bytes; the oldest are let go first (the gateway's stalled sweep is the last resort).
 */
import type { JobCompleted, JobFailed } from '@site-query-gateway/protocol/jobs.js';

export type TerminalReport = JobCompleted | JobFailed;

export interface UnacknowledgedLimits {
  maxReports: number;
  maxBytes: number;
}

export const DEFAULT_UNACKNOWLEDGED_LIMITS: UnacknowledgedLimits = { maxReports: 1000, maxBytes: 16 * 1024 * 1024 };

export class UnacknowledgedReports {
  /** In the order written (a Map keeps insertion order), so the oldest go first and resends keep order. */
  private readonly reports = new Map<string, { report: TerminalReport; bytes: number }>();
  private bytes = 0;

  /** `forget` is told about each report let go without an acknowledgement (to drop its journal entry). */
  constructor(
    private readonly forget: (queryId: string) => void,
    private readonly limits: UnacknowledgedLimits = DEFAULT_UNACKNOWLEDGED_LIMITS,
  ) {}

  get size(): number {
    return this.reports.size;
  }

  /** The report has been written to a socket whose gateway acknowledges. */
  add(report: TerminalReport): void {
    this.remove(report.queryId);
    // Inline data dominates the size; the rest of a report is a few hundred bytes.
    const bytes = 512 + (report.type === 'job:completed' ? Buffer.byteLength(report.inlineData ?? '') : 0);
    this.reports.set(report.queryId, { report, bytes });
    this.bytes += bytes;
    while (this.reports.size > this.limits.maxReports || (this.bytes > this.limits.maxBytes && this.reports.size > 1)) {
      const oldest = this.reports.keys().next().value!;
      this.remove(oldest);
      this.forget(oldest);
    }
  }

  /** The gateway acknowledged the report; returns whether it was held. */
  acknowledge(queryId: string): boolean {
    return this.remove(queryId);
  }

  /** Every held report, oldest first. */
  all(): TerminalReport[] {
    return [...this.reports.values()].map((held) => held.report);
  }

  private remove(queryId: string): boolean {
    const held = this.reports.get(queryId);
    if (!held) return false;
    this.reports.delete(queryId);
    this.bytes -= held.bytes;
    return true;
  }
}
