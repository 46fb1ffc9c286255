/**
 * @module agent/run
 * `site-agent run`: wires the agent together — database driver, job journal, page uploader, job
 * coordinator, outbox and the connection — and keeps it running until SIGTERM/SIGINT, then signs off
 * and exits within the shutdown deadline (5 s), whatever is still in flight. Jobs cut short by the stop
 * stay in the journal and are reported as orphans at the next start.
 */
import type { Logger } from 'pino';
import { auditLogPathFor, journalPathFor, publicCatalogue, type AgentFile, type AgentRuntimeSettings } from './agent-config.js';
import { AuditLog } from './audit-log.js';
import { AgentConnection } from './connection.js';
import type { DatabaseDriver } from './drivers/driver.js';
import { AgentJobs } from './jobs.js';
import { loggableError } from './log-safe.js';
import { JobJournal } from './journal.js';
import { Outbox } from './outbox.js';
import { Uplink } from './link/uplink.js';
import { exitAgent } from './process-exit.js';
import { PageUploader, type StoredPageInfo } from './uploader.js';

export interface RunningAgent {
  readonly connection: AgentConnection;
  readonly jobs: AgentJobs;
  /** Driver threads stuck in native calls (process.exit() would wait for them). */
  readonly stuckThreads: number;
  stop(): Promise<void>;
}

export interface AgentParts {
  /** The database driver for the config's engine (see drivers/index.ts `loadDriver`). */
  driver: DatabaseDriver;
}

export function startAgent(config: AgentFile, settings: AgentRuntimeSettings, log: Logger, parts: AgentParts): RunningAgent {
  const outbox = new Outbox();
  const uplink = new Uplink();
  const uploader = new PageUploader({
    gatewayUrl: config.gatewayUrl,
    subscriptionKey: config.subscriptionKey,
    retryBudgetMs: settings.uploadRetryMs,
    onRetry: (info) => log.warn(info, 'result page upload failed; retrying the same page'),
    uplink,
    onEncodingRefused: () => log.warn('the gateway does not take compressed pages here (an older version); uploading them uncompressed'),
    // Per page at debug level: what a slow export on a clinic's link is made of (compression, rate, queueing).
    ...(log.isLevelEnabled('debug') ? { onStored: (info: StoredPageInfo) => log.debug(info, 'result page stored') } : {}),
  });
  const audit = new AuditLog(auditLogPathFor(config, settings), { maxBytes: settings.auditLogMaxBytes, files: settings.auditLogFiles }, (err) =>
    log.error({ err: loggableError(err) }, 'cannot write the audit log'),
  );
  const jobs = new AgentJobs({
    audit,
    driver: parts.driver,
    catalogues: new Map(config.catalogues.map((c) => [c.name, c.connection])),
    journal: new JobJournal(journalPathFor(config, settings)),
    uploader,
    limits: { immediate: settings.maxImmediateJobs, async: settings.maxAsyncJobs },
    send: (message) => outbox.send(message),
    log,
  });
  // Read now, so a broken journal is reported at start rather than at the first welcome.
  void jobs.load();
  const connection = new AgentConnection({
    gatewayUrl: config.gatewayUrl,
    subscriptionKey: config.subscriptionKey,
    catalogue: publicCatalogue(config),
    practiceManagementVersion: config.practiceManagementVersion,
    timeZone: settings.timeZone,
    log,
    notReadyRetryMs: settings.notReadyRetryMs,
    maxReconnectDelayMs: settings.maxReconnectDelayMs,
    heartbeatIntervalMs: settings.heartbeatIntervalMs,
    work: jobs,
    outbox,
    uplink,
  });
  connection.start();
  return {
    connection,
    jobs,
    get stuckThreads() {
      return parts.driver.stuckThreads ?? 0;
    },
    stop: async () => {
      // Unsent reports are dropped (their jobs stay journalled); jobs and socket wind down side by side,
      // each under its own short bound, well inside the 5 s shutdown deadline.
      outbox.close();
      await Promise.all([jobs.stop(), connection.stop()]);
      await audit.close();
    },
  };
}

/** Installs signal handlers: first signal → graceful stop under a hard deadline; second → exit now. */
export function stopOnSignals(agent: RunningAgent, settings: AgentRuntimeSettings, log: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    const exit = (code: number): void => {
      const stuck = agent.stuckThreads;
      if (stuck === 0) return exitAgent(code, 0);
      log.warn({ stuckThreads: stuck }, 'leaving by signal: threads stuck in database calls cannot be joined');
      exitAgent(code, stuck, signal);
    };
    if (stopping) return exit(1);
    stopping = true;
    log.info({ signal }, 'stopping');
    setTimeout(() => {
      log.warn('shutdown deadline reached; exiting');
      exit(1);
    }, settings.shutdownTimeoutMs - 250).unref();
    agent.stop().then(
      () => exit(0),
      () => exit(1),
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * The driver's `onStuck`: threads it cannot stop passed their bounds. Stops like a shutdown (sign-off, jobs
 * journalled), then exits as a failure so the service manager restarts the agent with fresh threads.
 * `agent` is read when it fires (the driver is made before the agent).
 */
export function restartWhenStuck(agent: () => RunningAgent | undefined, settings: AgentRuntimeSettings, log: Logger): (reason: string) => void {
  let restarting = false;
  return (reason) => {
    if (restarting) return;
    restarting = true;
    log.fatal({ reason }, 'restarting the agent to reclaim database threads it cannot stop');
    const running = agent();
    const leave = (): void => exitAgent(1, running?.stuckThreads ?? 1);
    setTimeout(leave, settings.shutdownTimeoutMs - 250).unref();
    (running ? running.stop() : Promise.resolve()).then(leave, leave);
  };
}
