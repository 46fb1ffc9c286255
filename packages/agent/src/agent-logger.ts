/**
 * @module agent/agent-logger
 * The site agent's logger: pino JSON lines on stdout with the site id on every line. Any Error logged
 * under `err` is reduced to its class, codes and call sites (log-safe), so an engine message — which can
 * echo SQL and row values — cannot reach a log even from a call site that forgot to redact it (D12).
 * Writes are synchronous: the agent may leave by a signal (process-exit), which skips the exit handlers
 * that flush an asynchronous logger, and its last lines are the ones that explain why.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import { loggableError } from './log-safe.js';

export function createAgentLogger(level: string, siteId: string, destination?: DestinationStream): Logger {
  const options = {
    name: 'site-agent',
    level,
    base: { siteId },
    // Values already reduced by the call site pass through unchanged.
    serializers: { err: (value: unknown) => (value instanceof Error ? loggableError(value) : value) },
  };
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}
