/**
 * @module agent/jobs
 * The agent's work coordinator: owns the database driver, the job queue, the journal and the executor.
 * Takes `job:dispatch` and `job:cancel` from the connection, journals each accepted job, runs it under
 * the queue's limits, and at start reports what the previous run left in the journal as orphans (before
 * the connection says `agent:ready`). On stop it aborts running jobs without touching their journal
 * entries, so work cut short shows up as orphans at the next start. It never opens sockets itself: it
 * sends through the function it is given.
 */
import type { Logger } from 'pino';
import type { Job, JobMessageFromAgent, JobMessageToAgent } from '@site-query-gateway/protocol/jobs.js';
import type { AgentMessage } from '@site-query-gateway/protocol/messages.js';
import { auditEntryOf, type AuditLog } from './audit-log.js';
import type { DatabaseDriver } from './drivers/driver.js';
import { AgentStopping, JobCancelled, executeJob, type ExecutorContext } from './executor.js';
import { JobControl } from './job-control.js';
import { JobQueue, type QueueLimits } from './job-queue.js';
import { isJournaled, type JobJournal, type JournalEntry } from './journal.js';
import { loggableError } from './log-safe.js';
import { UnacknowledgedReports, type TerminalReport } from './unacknowledged.js';
import type { PageUploader } from './uploader.js';

export interface AgentJobsOptions {
  driver: DatabaseDriver;
  /** Catalogue name → connection string (file path for SQLite, URL for the others). */
  catalogues: ReadonlyMap<string, string>;
  journal: JobJournal;
  uploader: Pick<PageUploader, 'upload'>;
  limits: QueueLimits;
  /** Queues a job message for the gateway (the outbox); resolves once written to a ready socket. */
  send: (message: JobMessageFromAgent) => Promise<void>;
  log: Logger;
  /** How long stop() waits for aborted jobs to release their cursors before closing the driver. */
  stopGraceMs?: number;
  /** The clinic's audit log: every job that ran gets a line. */
  audit?: AuditLog;
}

export class AgentJobs {
  private readonly queue: JobQueue<Job>;
  private readonly controllers = new Map<string, JobControl>();
  private readonly running = new Set<Promise<void>>();
  private orphans: JournalEntry[] = [];
  private loaded: Promise<void> | undefined;
  private stopping = false;
  private readonly context: ExecutorContext;
  /** Terminal reports written but not acknowledged yet; sent again on the next connection. */
  private readonly unacknowledged: UnacknowledgedReports;
  /** Whether the current session's gateway acknowledges terminal reports (protocol 2 and later). */
  private gatewayAcknowledges = false;

  constructor(private readonly options: AgentJobsOptions) {
    this.context = {
      driver: options.driver,
      connectionFor: (catalogue) => findCatalogue(options.catalogues, catalogue),
      journal: options.journal,
      uploader: options.uploader,
      send: options.send,
      reported: (job, report) => this.reported(job, report),
      ...(options.audit ? { ran: (job: Job, report: TerminalReport | undefined, stopped: boolean, startedAt: number) => options.audit!.record(auditEntryOf(job, report, stopped, startedAt, Date.now())) } : {}),
      log: options.log,
    };
    this.unacknowledged = new UnacknowledgedReports((queryId) => void this.forgetJournalEntry(queryId));
    this.queue = new JobQueue(options.limits, (job) => this.run(job));
  }

  /**
   * Reads the journal the previous run left. Safe to call more than once; `beforeReady` calls it too, so
   * orphans are known before the first `agent:ready` whatever the order of start-up.
   */
  load(): Promise<void> {
    this.loaded ??= this.options.journal.load().then(
      (entries) => {
        this.orphans = entries;
        if (entries.length > 0) this.options.log.warn({ orphans: entries.length }, 'found jobs interrupted by the last stop; reporting them to the gateway');
      },
      (err: unknown) => this.options.log.error({ err: loggableError(err) }, 'cannot read the job journal; no orphans can be reported'),
    );
    return this.loaded;
  }

  /**
   * Start-up duty of every session, between `gateway:welcome` and `agent:ready`: report each orphan
   * (its phase tells the gateway which failure status to give it), then forget it. `send` writes
   * straight to the new socket. An orphan whose report did not get out stays for the next session.
   */
  async beforeReady(send: (message: AgentMessage) => Promise<void>, session: { acknowledges: boolean }): Promise<void> {
    await this.load();
    while (this.orphans.length > 0) {
      const orphan = this.orphans[0]!;
      await send({ type: 'job:orphaned', queryId: orphan.queryId, phase: orphan.phase });
      this.orphans.shift();
      await this.forgetJournalEntry(orphan.queryId);
    }
    // Terminal reports the last gateway may never have read (it could have died with them unread).
    const resend = this.unacknowledged.all();
    for (const report of resend) await send(report);
    if (resend.length > 0) this.options.log.info({ reports: resend.length }, 'sent again the job reports the gateway had not acknowledged');
    this.gatewayAcknowledges = session.acknowledges;
    if (!session.acknowledges) {
      // An older gateway never acknowledges: forget them now rather than keep them forever.
      for (const report of resend) {
        this.unacknowledged.acknowledge(report.queryId);
        await this.forgetJournalEntry(report.queryId);
      }
    }
  }

  /** Terminal reports waiting for the gateway's acknowledgement. */
  get unacknowledgedReports(): number {
    return this.unacknowledged.size;
  }

  /** A job message from the gateway. */
  receive(message: JobMessageToAgent): void {
    switch (message.type) {
      case 'job:dispatch':
        this.dispatch(message.job);
        return;
      case 'job:cancel':
        this.cancel(message.queryId, message.reason);
        return;
      case 'job:ack':
        if (this.unacknowledged.acknowledge(message.queryId)) void this.forgetJournalEntry(message.queryId);
        return;
    }
  }

  get activeJobs(): number {
    return this.controllers.size;
  }

  /**
   * Stops taking work and aborts what runs. Journal entries stay as they are (queued, executing,
   * uploading): the next start reports them as orphans, exactly as after a hard kill.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.queue.close();
    for (const controller of this.controllers.values()) controller.abort(new AgentStopping('the agent is stopping'));
    const grace = this.options.stopGraceMs ?? 1500;
    await waitAtMost(Promise.allSettled([...this.running]), grace);
    await waitAtMost(this.options.driver.close(), 1000).catch((err: unknown) => this.options.log.warn({ err: loggableError(err) }, 'closing the database driver failed'));
  }

  private dispatch(job: Job): void {
    const log = this.options.log;
    if (this.stopping) return;
    const problem = invalidJob(job);
    if (problem) {
      log.warn({ queryId: job.queryId, problem }, 'ignoring a malformed job');
      if (typeof job.queryId === 'string') {
        this.options
          .send({ type: 'job:failed', queryId: job.queryId, at: new Date().toISOString(), status: 'executionFailed', errorDetails: { errorType: 'agent', errorCode: 400, errorMessage: `Malformed job: ${problem}` } })
          .catch(() => undefined);
      }
      return;
    }
    // Also covers a job that has finished but whose report is still waiting for a socket.
    if (this.controllers.has(job.queryId)) {
      log.debug({ queryId: job.queryId }, 'ignoring a duplicate dispatch');
      return;
    }
    // Re-express the deadline on this machine's clock (it may drift from the gateway's).
    const startBy = typeof job.startWithinMs === 'number' ? Date.now() + job.startWithinMs : Date.parse(job.startDeadline);
    this.controllers.set(job.queryId, new JobControl(startBy));
    if (isJournaled(job)) {
      this.options.journal
        .set({ queryId: job.queryId, mode: job.mode, phase: 'queued', startDeadline: new Date(startBy).toISOString() })
        .catch((err: unknown) => log.warn({ err: loggableError(err) }, 'cannot update the job journal'));
    }
    this.queue.push(job);
  }

  /** Called once a terminal report has been written to a socket (see ExecutorContext.reported). */
  private async reported(job: Job, report: TerminalReport): Promise<void> {
    if (this.gatewayAcknowledges) this.unacknowledged.add(report);
    else if (isJournaled(job)) await this.forgetJournalEntry(job.queryId);
  }

  private forgetJournalEntry(queryId: string): Promise<void> {
    return this.options.journal.remove(queryId).catch((err: unknown) => this.options.log.warn({ err: loggableError(err) }, 'cannot update the job journal'));
  }

  private cancel(queryId: string, reason: string): void {
    const controller = this.controllers.get(queryId);
    if (!controller) return;
    this.options.log.info({ queryId, reason }, 'the gateway cancelled a job');
    if (this.queue.remove(queryId)) {
      this.controllers.delete(queryId);
      this.options.journal.remove(queryId).catch((err: unknown) => this.options.log.warn({ err: loggableError(err) }, 'cannot update the job journal'));
      return;
    }
    controller.abort(new JobCancelled(`cancelled by the gateway: ${reason}`));
  }

  private run(job: Job): Promise<void> {
    const control = this.controllers.get(job.queryId) ?? new JobControl(Date.parse(job.startDeadline));
    const done = executeJob(job, control, this.context).finally(() => {
      this.controllers.delete(job.queryId);
      this.running.delete(done);
    });
    this.running.add(done);
    return done;
  }
}

function invalidJob(job: Partial<Job>): string | undefined {
  if (typeof job.queryId !== 'string' || job.queryId === '') return 'queryId';
  if (job.mode !== 'immediate' && job.mode !== 'async') return 'mode';
  if (typeof job.command !== 'object' || job.command === null || typeof job.command.text !== 'string') return 'command';
  if (typeof job.catalogue !== 'string') return 'catalogue';
  if (typeof job.startDeadline !== 'string') return 'startDeadline';
  for (const key of ['commandTimeoutMs', 'pageSizeBytes'] as const) {
    if (typeof job[key] !== 'number' || !(job[key] > 0)) return key;
  }
  // 0 is a gateway that takes every result as pages.
  if (typeof job.inlineLimitBytes !== 'number' || !(job.inlineLimitBytes >= 0)) return 'inlineLimitBytes';
  return undefined;
}

/** Exact name first; then ignoring case, as database names are on most of the engines clinics run. */
function findCatalogue(catalogues: ReadonlyMap<string, string>, name: string): string | undefined {
  const exact = catalogues.get(name);
  if (exact !== undefined) return exact;
  const lower = name.toLowerCase();
  for (const [key, connection] of catalogues) if (key.toLowerCase() === lower) return connection;
  return undefined;
}

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
