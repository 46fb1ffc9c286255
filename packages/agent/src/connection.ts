/**
 * @module agent/connection
 * The agent's one outbound WebSocket: hello, heartbeats, reconnects with jittered exponential backoff,
 * a fixed slow retry while the gateway answers 401 "not ready", and a sign-off on shutdown so the site
 * shows `offline` rather than `unavailable`. After each welcome it lets the work handler do its start-up
 * duties (orphan reports), then says `agent:ready` and opens the outbox; job messages from the gateway go
 * to the work handler. It runs no jobs itself.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { backOff } from 'exponential-backoff';
import WebSocket from 'ws';
import type { Logger } from 'pino';
import {
  ACK_PROTOCOL_VERSION,
  BINARY_RESULT_PROTOCOL_VERSION,
  AGENT_SOCKET_PATH,
  CLOSE_CODES,
  PROTOCOL_VERSION,
  RELEASE_VERSION,
  SUBSCRIPTION_KEY_HEADER,
  parseGatewayMessage,
  type AgentMessage,
  type CatalogueEntry,
  type JobMessageToAgent,
} from '@site-query-gateway/protocol/index.js';
import { ENCODED_PAGES_PROTOCOL_VERSION } from '@site-query-gateway/protocol/page-encoding.js';
import type { Uplink } from './link/uplink.js';
import { batchWrites, writeMessage, type Framing, type Outbox } from './outbox.js';

/** What runs the work the gateway sends (agent/jobs). */
export interface WorkHandler {
  /**
   * Called after every welcome, before `agent:ready` (the gateway dispatches nothing before it).
   * `send` writes straight to the new socket and rejects if it closes.
   */
  beforeReady(send: (message: AgentMessage) => Promise<void>, session: { acknowledges: boolean }): Promise<void>;
  receive(message: JobMessageToAgent): void;
}

export interface ConnectionOptions {
  gatewayUrl: string;
  subscriptionKey: string;
  catalogue: CatalogueEntry[];
  practiceManagementVersion: string;
  log: Logger;
  notReadyRetryMs: number;
  maxReconnectDelayMs: number;
  /** Overrides the gateway's requested heartbeat interval. */
  heartbeatIntervalMs: number | undefined;
  /** The clinic's time zone, sent in the hello (none: the gateway reads the site as Australia/Sydney). */
  timeZone?: string;
  /**
   * Runs jobs. Without one the agent never says `agent:ready`, so the gateway sends it no work
   * (connection-only uses, such as the idle-agent benchmark).
   */
  work?: WorkHandler;
  /** Job messages waiting for a ready socket; attached once a session is ready. */
  outbox?: Outbox;
  /** How result pages use the link: told each session's page encoding, sampling round trips over this socket. */
  uplink?: Uplink;
}

/** The gateway refused the key (unknown, revoked or not yet active); `code` says which. */
class NotReadyError extends Error {
  override name = 'NotReadyError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * What the agent's log says when the gateway refuses its key: a site awaiting activation is expected to wait,
 * a revoked or unknown key needs a person (re-activate the site, or reinstall). Saying "not ready" for a
 * revoked key sent operators looking in the wrong place.
 */
export function keyRefusal(code: string | undefined): { level: 'warn' | 'error'; message: string } {
  if (code === 'SUBSCRIPTION_NOT_READY') {
    return { level: 'warn', message: 'gateway refused the subscription key: the site is not ready (awaiting activation by the operator); retrying later' };
  }
  if (code === 'SUBSCRIPTION_KEY_INVALID') {
    return { level: 'error', message: 'gateway refused the subscription key: it was revoked or is unknown (an operator must re-activate the site, or reinstall); retrying later' };
  }
  return { level: 'warn', message: 'gateway refused the subscription key; retrying later' };
}

/** The oldest protocol version this agent falls back to. */
const LOWEST_PROTOCOL_VERSION = 1;

function socketUrl(gatewayUrl: string): string {
  const url = new URL(AGENT_SOCKET_PATH, gatewayUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export class AgentConnection {
  private socket: WebSocket | undefined;
  private stopping = false;
  /**
   * The protocol version the hello offers: this agent's, one lower each time a gateway closes with "protocol
   * unsupported" (an older gateway refuses a newer version outright rather than speaking the lower one).
   */
  private helloVersion = PROTOCOL_VERSION;
  private readonly stopController = new AbortController();
  private heartbeatTimer: NodeJS.Timeout | undefined;
  /** Resolves when the run loop has ended. */
  private loop: Promise<void> | undefined;

  private pingSequence = 0;

  constructor(private readonly options: ConnectionOptions) {
    options.uplink?.sampleWith(() => this.ping());
  }

  /** A ping whose round trip, if it comes back, tells the uplink the link's own delay (nothing uploads now). */
  private sampleIdleRtt(timeoutMs?: number): void {
    void this.ping(timeoutMs).then((rtt) => {
      if (rtt !== undefined) this.options.uplink?.observeIdleRtt(rtt);
    });
  }

  /**
   * One WebSocket ping's round trip in ms, or undefined when there is no open socket or no pong within
   * `timeoutMs`. Each ping carries its own number, so a late pong of an earlier ping is not taken for it.
   */
  ping(timeoutMs = 5_000): Promise<number | undefined> {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return Promise.resolve(undefined);
    const payload = Buffer.from(`rtt-${++this.pingSequence}`);
    return new Promise((resolve) => {
      const started = performance.now();
      const done = (value: number | undefined): void => {
        clearTimeout(timer);
        socket.off('pong', onPong);
        socket.off('close', onClose);
        resolve(value);
      };
      const onPong = (data: Buffer): void => {
        if (data.equals(payload)) done(performance.now() - started);
      };
      const onClose = (): void => done(undefined);
      const timer = setTimeout(() => done(undefined), timeoutMs);
      socket.on('pong', onPong);
      socket.once('close', onClose);
      socket.ping(payload);
    });
  }

  start(): void {
    this.loop ??= this.runLoop();
  }

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Signs off (so the site shows `offline`) and closes; resolves once the socket is closed or gone. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.stopController.abort();
    this.stopHeartbeats();
    const socket = this.socket;
    if (socket && socket.readyState === WebSocket.OPEN) {
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      this.send(socket, { type: 'agent:sign-off', reason: 'shutdown' });
      socket.close(CLOSE_CODES.normal, 'agent shutting down');
      await Promise.race([closed, sleep(2000)]);
      socket.terminate();
    } else {
      socket?.terminate();
    }
  }

  private async runLoop(): Promise<void> {
    const log = this.options.log;
    while (!this.stopping) {
      try {
        const socket = await backOff(() => this.open(), {
          numOfAttempts: Number.MAX_SAFE_INTEGER,
          startingDelay: 500,
          timeMultiple: 2,
          maxDelay: this.options.maxReconnectDelayMs,
          // Full jitter, also on the first attempt: after a gateway restart thousands of agents
          // reconnect at once, and spreading them out is what lets the storm settle.
          jitter: 'full',
          delayFirstAttempt: true,
          retry: (err: unknown, attempt: number) => {
            if (this.stopping || err instanceof NotReadyError) return false;
            log.warn({ attempt, err: (err as Error).message }, 'cannot reach the gateway; will retry');
            return true;
          },
        });
        await this.session(socket);
      } catch (err) {
        if (this.stopping) break;
        if (err instanceof NotReadyError) {
          const refusal = keyRefusal(err.code);
          log[refusal.level]({ retryInMs: this.options.notReadyRetryMs, code: err.code, reason: err.message }, refusal.message);
          await sleep(this.options.notReadyRetryMs, undefined, { signal: this.stopController.signal }).catch(() => undefined);
        } else {
          log.error({ err }, 'connection loop failed; retrying');
          await sleep(1000, undefined, { signal: this.stopController.signal }).catch(() => undefined);
        }
      }
    }
  }

  /** Opens the socket; rejects with NotReadyError on 401 and with an Error on anything else. */
  private open(): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      if (this.stopping) return reject(new Error('stopping'));
      const socket = new WebSocket(socketUrl(this.options.gatewayUrl), {
        headers: { [SUBSCRIPTION_KEY_HEADER]: this.options.subscriptionKey },
        handshakeTimeout: 10_000,
        perMessageDeflate: false,
      });
      batchWrites(socket);
      socket.once('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          socket.terminate();
          let message = `HTTP ${response.statusCode}`;
          let code: string | undefined;
          try {
            const parsed = JSON.parse(body) as { message?: string; code?: string };
            message = parsed.message ?? message;
            code = parsed.code;
          } catch {
            // keep the status line
          }
          reject(response.statusCode === 401 ? new NotReadyError(message, code) : new Error(message));
        });
      });
      socket.once('open', () => resolve(socket));
      socket.once('error', (err) => reject(err));
    });
  }

  /** Runs one connected session until the socket closes. */
  private session(socket: WebSocket): Promise<void> {
    const log = this.options.log;
    this.socket = socket;
    let welcomed = false;
    socket.on('error', (err) => log.warn({ err: err.message }, 'socket error'));
    return new Promise((resolve) => {
      let awaitingPong = false;
      socket.on('pong', () => (awaitingPong = false));
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const message = parseGatewayMessage(data.toString());
        if (!message) return log.warn('ignoring an unknown message from the gateway');
        switch (message.type) {
          case 'gateway:welcome': {
            const interval = this.options.heartbeatIntervalMs ?? message.heartbeatIntervalMs;
            const pageEncoding = message.protocolVersion >= ENCODED_PAGES_PROTOCOL_VERSION ? message.pageEncoding : undefined;
            this.options.uplink?.startSession(pageEncoding);
            // The new path's round trip, known before the first upload needs it.
            this.sampleIdleRtt();
            log.info({ gatewayVersion: message.gatewayVersion, heartbeatIntervalMs: interval, pageEncoding: this.options.uplink?.pageEncoding ?? 'identity' }, 'connected to the gateway');
            this.stopHeartbeats();
            this.heartbeatTimer = setInterval(() => {
              // A gateway that vanished without closing (network cut) never answers the ping: reconnect.
              if (awaitingPong) {
                log.warn('gateway did not answer the last ping; reconnecting');
                socket.terminate();
                return;
              }
              awaitingPong = true;
              this.sampleIdleRtt(interval);
              this.send(socket, { type: 'agent:heartbeat', clientTimestampUTC: new Date().toISOString() });
            }, interval);
            if (!welcomed) {
              welcomed = true;
              void this.becomeReady(socket, {
                acknowledges: message.protocolVersion >= ACK_PROTOCOL_VERSION,
                binaryResults: message.protocolVersion >= BINARY_RESULT_PROTOCOL_VERSION,
                ...(this.options.uplink?.pageEncoding ? { inlineEncoding: this.options.uplink.pageEncoding } : {}),
              });
            }
            return;
          }
          case 'gateway:error':
            log.error({ code: message.code }, message.message);
            return;
          case 'job:dispatch':
          case 'job:cancel':
          case 'job:ack':
            if (this.options.work) this.options.work.receive(message);
            else log.warn({ type: message.type }, 'this agent runs no jobs; ignoring');
            return;
        }
      });
      socket.once('close', (code, reason) => {
        this.options.outbox?.detach(socket);
        this.stopHeartbeats();
        if (this.socket === socket) this.socket = undefined;
        if (this.stopping) {
          // Our own sign-off: nothing to report.
        } else if (code === CLOSE_CODES.unauthorized) {
          log.error({ code, reason: reason.toString() }, 'disconnected by the gateway: the subscription was revoked');
        } else if (code === CLOSE_CODES.protocolUnsupported && this.helloVersion > LOWEST_PROTOCOL_VERSION) {
          this.helloVersion--;
          log.warn({ code, protocolVersion: this.helloVersion }, 'the gateway does not speak this protocol version (an older gateway); offering the one before it');
        } else {
          log.warn({ code, reason: reason.toString() }, 'disconnected from the gateway');
        }
        resolve();
      });
      this.send(socket, {
        type: 'agent:hello',
        protocolVersion: this.helloVersion,
        linkVersion: RELEASE_VERSION,
        clientTimestampUTC: new Date().toISOString(),
        catalogue: this.options.catalogue,
        practiceManagementVersion: this.options.practiceManagementVersion,
        ...(this.options.timeZone ? { timeZone: this.options.timeZone } : {}),
        ...(this.options.uplink && this.options.uplink.offeredEncodings.length > 0 && this.helloVersion >= ENCODED_PAGES_PROTOCOL_VERSION
          ? { pageEncodings: [...this.options.uplink.offeredEncodings] }
          : {}),
      });
    });
  }

  /** Start-up duties, then `agent:ready`, then the job messages that waited for a socket. */
  private async becomeReady(socket: WebSocket, session: { acknowledges: boolean } & Framing): Promise<void> {
    const work = this.options.work;
    if (!work || this.stopping) return;
    try {
      await work.beforeReady((message) => writeMessage(socket, message, session), session);
      if (this.stopping) return;
      await writeMessage(socket, { type: 'agent:ready' });
    } catch (err) {
      // The socket went away mid-way: the next session starts over (unreported orphans are still pending).
      this.options.log.warn({ err: (err as Error).message }, 'could not finish start-up duties on this connection');
      return;
    }
    this.options.log.info('ready for work');
    if (socket.readyState === WebSocket.OPEN) this.options.outbox?.attach(socket, session);
  }

  private send(socket: WebSocket, message: AgentMessage): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  private stopHeartbeats(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
  }
}
