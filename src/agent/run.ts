/**
 * @module agent/run
 * `site-agent run`: keeps the connection to the gateway until SIGTERM/SIGINT, then signs off and exits
 * within the shutdown deadline (5 s), whatever is still in flight.
 */
import type { Logger } from 'pino';
import { publicCatalogue, type AgentFile, type AgentRuntimeSettings } from '../config/agent-config.js';
import { AgentConnection } from './connection.js';

export interface RunningAgent {
  readonly connection: AgentConnection;
  stop(): Promise<void>;
}

export function startAgent(config: AgentFile, settings: AgentRuntimeSettings, log: Logger): RunningAgent {
  const connection = new AgentConnection({
    gatewayUrl: config.gatewayUrl,
    subscriptionKey: config.subscriptionKey,
    catalogue: publicCatalogue(config),
    practiceManagementVersion: config.practiceManagementVersion,
    log,
    notReadyRetryMs: settings.notReadyRetryMs,
    maxReconnectDelayMs: settings.maxReconnectDelayMs,
    heartbeatIntervalMs: settings.heartbeatIntervalMs,
  });
  connection.start();
  return { connection, stop: () => connection.stop() };
}

/** Installs signal handlers: first signal → graceful stop under a hard deadline; second → exit now. */
export function stopOnSignals(agent: RunningAgent, settings: AgentRuntimeSettings, log: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'stopping');
    setTimeout(() => {
      log.warn('shutdown deadline reached; exiting');
      process.exit(1);
    }, settings.shutdownTimeoutMs - 250).unref();
    agent.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
