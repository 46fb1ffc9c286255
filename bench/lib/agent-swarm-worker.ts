/**
 * @module bench/lib/agent-swarm-worker
 * One client process of B4's agent swarm: a real AgentConnection (the agent's own class, with its
 * reconnect policy and heartbeats) per subscription key it is given. Started by ./agent-swarm.ts.
 *
 * The connections log through a pino logger whose logMethod hook counts messages and writes nothing:
 * as quiet as `pino({level:'silent'})`, but the bench learns when each agent was welcomed and how
 * many connection attempts failed, without touching AgentConnection's internals.
 */
import { pino, type Logger } from 'pino';
import { AgentConnection } from '@site-query-gateway/agent/connection.js';
import { loadAgentRuntimeSettings } from '@site-query-gateway/agent/agent-config.js';
import { announceReady, serveIpc } from './ipc.js';

export interface SwarmStartArgs {
  gatewayUrl: string;
  keys: string[];
  /** Connections this process starts per second (the first attempt still gets the agent's own jitter). */
  rampPerSecond: number;
}

export interface SwarmWorkerStatus {
  agents: number;
  /** Sockets currently open. */
  open: number;
  /** Agents welcomed since the last mark. */
  welcomed: number;
  /** When the last of this worker's agents got its welcome since the mark (epoch ms), or null. */
  allWelcomedAt: number | null;
  /** Log messages since the mark, by text plus close code or error: failed attempts, disconnects, errors. */
  messages: Record<string, number>;
  /** Highest reconnect attempt number logged since the mark (how deep into its backoff an agent got). */
  maxAttempt: number;
  /** When each agent welcomed since the mark was welcomed (epoch ms); only when asked for. */
  welcomeTimes?: number[];
  rss: number;
}

const WELCOME_MESSAGE = 'connected to the gateway';

const connections: AgentConnection[] = [];
const loggerOwner = new WeakMap<object, number>();
let welcomedEpoch = new Int32Array(0);
let welcomedAt = new Float64Array(0);
let epoch = 1;
let welcomed = 0;
let allWelcomedAt: number | null = null;
let messages = new Map<string, number>();
let maxAttempt = 0;

/** "disconnected from the gateway (code 1012)", "cannot reach the gateway; will retry: connect ECONNREFUSED …". */
function messageKey(text: string, fields: Record<string, unknown> | undefined): string {
  if (!fields) return text;
  if (typeof fields.code === 'number') return `${text} (code ${fields.code})`;
  if (typeof fields.err === 'string') return `${text}: ${fields.err.replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>')}`;
  return text;
}

function onLog(agent: number | undefined, args: unknown[]): void {
  const text = args.find((a): a is string => typeof a === 'string') ?? '(no message)';
  const first = args[0];
  const fields = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : undefined;
  const key = messageKey(text, fields);
  messages.set(key, (messages.get(key) ?? 0) + 1);
  if (typeof fields?.attempt === 'number') maxAttempt = Math.max(maxAttempt, fields.attempt);
  if (text !== WELCOME_MESSAGE || agent === undefined || welcomedEpoch[agent] === epoch) return;
  welcomedEpoch[agent] = epoch;
  welcomedAt[agent] = Date.now();
  welcomed++;
  if (welcomed === connections.length) allWelcomedAt = Date.now();
}

const baseLog = pino({
  level: 'info',
  hooks: {
    logMethod(args) {
      // Not calling the method: nothing is serialised or written.
      onLog(loggerOwner.get(this), args);
    },
  },
});

function start(raw: unknown): { agents: number } {
  const args = raw as SwarmStartArgs;
  if (connections.length > 0) throw new Error('already started');
  // The agent's real defaults (not-ready retry, longest reconnect delay), as `site-agent run` uses them.
  const settings = loadAgentRuntimeSettings({});
  welcomedEpoch = new Int32Array(args.keys.length);
  welcomedAt = new Float64Array(args.keys.length);
  for (const [i, key] of args.keys.entries()) {
    const log: Logger = baseLog.child({});
    loggerOwner.set(log, i);
    connections.push(
      new AgentConnection({
        gatewayUrl: args.gatewayUrl,
        subscriptionKey: key,
        catalogue: [{ name: 'ZEDMED', isDefault: true }],
        practiceManagementVersion: '1.0.0',
        log,
        notReadyRetryMs: settings.notReadyRetryMs,
        maxReconnectDelayMs: settings.maxReconnectDelayMs,
        heartbeatIntervalMs: settings.heartbeatIntervalMs,
      }),
    );
  }
  // Ramp: a batch every 50 ms, so a whole swarm does not land in the same half second.
  const perBatch = Math.max(1, Math.ceil(args.rampPerSecond / 20));
  let next = 0;
  const timer = setInterval(() => {
    const end = Math.min(connections.length, next + perBatch);
    for (; next < end; next++) connections[next]?.start();
    if (next >= connections.length) clearInterval(timer);
  }, 50);
  return { agents: connections.length };
}

function status(raw: unknown): SwarmWorkerStatus {
  const withTimes = typeof raw === 'object' && raw !== null && (raw as { times?: unknown }).times === true;
  let open = 0;
  for (const c of connections) if (c.connected) open++;
  const result: SwarmWorkerStatus = {
    agents: connections.length,
    open,
    welcomed,
    allWelcomedAt,
    messages: Object.fromEntries(messages),
    maxAttempt,
    rss: process.memoryUsage().rss,
  };
  if (withTimes) result.welcomeTimes = Array.from(welcomedAt).filter((_t, i) => welcomedEpoch[i] === epoch);
  return result;
}

/** Starts a new count: welcomes, the all-welcomed time and message counts restart from zero. */
function mark(): null {
  epoch++;
  welcomed = 0;
  allWelcomedAt = null;
  messages = new Map();
  maxAttempt = 0;
  return null;
}

serveIpc({ start, status, mark });
announceReady({ pid: process.pid });
