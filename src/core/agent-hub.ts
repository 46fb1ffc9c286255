/**
 * @module core/agent-hub
 * The agents connected to this gateway process, one session per site, and what their messages mean:
 * hello → connected, heartbeat → alive, sign-off → offline. Transport-free: the API layer hands it an
 * AgentLink wrapping the WebSocket.
 */
import type { Logger } from '../log.js';
import {
  CLOSE_CODES,
  PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
  RELEASE_VERSION,
  type AgentHello,
  type GatewayMessage,
  type JobMessageFromAgent,
} from '../protocol/index.js';
import { parseAgentMessage } from '../protocol/messages.js';
import type { Clock } from './clock.js';
import type { PresenceRecorder } from './presence.js';

/** What the hub needs of a connection. */
export interface AgentLink {
  send(message: GatewayMessage): void;
  close(code: number, reason: string): void;
}

export interface AgentHubOptions {
  presence: PresenceRecorder;
  clock: Clock;
  log: Logger;
  heartbeatIntervalMs: number;
  /** Silence after which a connection is presumed dead and closed. */
  silenceTimeoutMs: number;
}

export interface AgentSession {
  readonly siteId: string;
  /** Feed every text frame from the agent here. */
  receive(text: string): void;
  /** Call when the socket has closed, for whatever reason. */
  closed(): void;
}

interface SessionState {
  siteId: string;
  link: AgentLink;
  lastHeardMs: number;
  greeted: boolean;
  /** The agent finished its start-up duties (orphans reported) and takes work. */
  ready: boolean;
}

/** Receives the job messages of greeted agents (the query dispatcher). */
export type JobMessageHandler = (siteId: string, message: JobMessageFromAgent) => void;

export class AgentHub {
  private readonly sessions = new Map<string, SessionState>();
  private readonly sweeper: NodeJS.Timeout;
  private jobHandler: JobMessageHandler = () => undefined;

  constructor(private readonly options: AgentHubOptions) {
    // Half-open TCP connections never close by themselves; drop sessions that went silent.
    this.sweeper = setInterval(() => this.sweep(), Math.max(50, Math.min(options.heartbeatIntervalMs, 30_000)));
    this.sweeper.unref();
  }

  /** Agents connected here that have said hello (sockets still before their hello are not counted). */
  get connectedCount(): number {
    let count = 0;
    for (const state of this.sessions.values()) if (state.greeted) count++;
    return count;
  }

  /** Whether the site's agent is connected here and takes work. */
  isReady(siteId: string): boolean {
    return this.sessions.get(siteId)?.ready ?? false;
  }

  setJobHandler(handler: JobMessageHandler): void {
    this.jobHandler = handler;
  }

  /** Sends to a site's agent if it is connected here; returns whether it was sent. */
  send(siteId: string, message: GatewayMessage): boolean {
    const state = this.sessions.get(siteId);
    if (!state?.greeted) return false;
    state.link.send(message);
    return true;
  }

  /** Starts a session for an authenticated agent; an older connection of the same site is replaced. */
  open(siteId: string, link: AgentLink): AgentSession {
    const previous = this.sessions.get(siteId);
    if (previous) previous.link.close(CLOSE_CODES.replaced, 'replaced by a newer connection');
    const state: SessionState = { siteId, link, lastHeardMs: this.nowMs(), greeted: false, ready: false };
    this.sessions.set(siteId, state);
    return {
      siteId,
      receive: (text) => this.receive(state, text),
      closed: () => {
        if (this.sessions.get(siteId) === state) this.sessions.delete(siteId);
      },
    };
  }

  /** Closes a site's connection (subscription revoked). */
  disconnect(siteId: string, reason: 'unauthorized'): void {
    const state = this.sessions.get(siteId);
    if (!state) return;
    this.sessions.delete(siteId);
    state.link.close(CLOSE_CODES[reason], 'subscription revoked');
  }

  /** Closes every connection with "service restart" so agents reconnect to whichever instance is up. */
  closeAll(): void {
    clearInterval(this.sweeper);
    for (const state of this.sessions.values()) state.link.close(CLOSE_CODES.serviceRestart, 'gateway shutting down');
    this.sessions.clear();
  }

  private nowMs(): number {
    return this.options.clock.now().getTime();
  }

  private receive(state: SessionState, text: string): void {
    // A connection replaced by a newer one of the same site has no say any more (its late sign-off
    // must not unregister the new session).
    if (this.sessions.get(state.siteId) !== state) return;
    const message = parseAgentMessage(text);
    if (!message) {
      this.fail(state, CLOSE_CODES.badMessage, 'BAD_MESSAGE', 'Frame is not a valid agent message.');
      return;
    }
    state.lastHeardMs = this.nowMs();
    const now = new Date(state.lastHeardMs).toISOString();
    switch (message.type) {
      case 'agent:hello':
        this.greet(state, message, now);
        return;
      case 'agent:heartbeat':
        if (!state.greeted) return this.fail(state, CLOSE_CODES.badMessage, 'HELLO_REQUIRED', 'Send agent:hello first.');
        // connection_state again: a heartbeat repairs a lost or failed hello write.
        this.options.presence.record(state.siteId, { connection_state: 'connected', heartbeat_at: now, client_timestamp_utc: message.clientTimestampUTC });
        return;
      case 'agent:sign-off':
        this.options.presence.record(state.siteId, {
          connection_state: 'signed_off',
          ...(message.reason === 'uninstall' ? { status: 'uninstalled' } : {}),
          updated_at: now,
        });
        this.options.log.info({ siteId: state.siteId, reason: message.reason }, 'agent signed off');
        this.sessions.delete(state.siteId);
        state.link.close(CLOSE_CODES.normal, 'signed off');
        return;
      case 'agent:ready':
      case 'job:orphaned':
      case 'job:started':
      case 'job:uploading':
      case 'job:completed':
      case 'job:failed':
        if (!state.greeted) return this.fail(state, CLOSE_CODES.badMessage, 'HELLO_REQUIRED', 'Send agent:hello first.');
        if (message.type === 'agent:ready') state.ready = true;
        this.jobHandler(state.siteId, message);
        return;
    }
  }

  private greet(state: SessionState, hello: AgentHello, now: string): void {
    if (!SUPPORTED_PROTOCOL_VERSIONS.includes(hello.protocolVersion)) {
      this.fail(state, CLOSE_CODES.protocolUnsupported, 'PROTOCOL_UNSUPPORTED', `Protocol ${hello.protocolVersion} is not supported; this gateway speaks ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}.`);
      return;
    }
    state.greeted = true;
    this.options.presence.record(state.siteId, {
      connection_state: 'connected',
      heartbeat_at: now,
      client_timestamp_utc: hello.clientTimestampUTC,
      link_version: hello.linkVersion,
      ...(hello.catalogue ? { catalogue: JSON.stringify(hello.catalogue) } : {}),
      ...(hello.practiceManagementVersion ? { practice_management_version: hello.practiceManagementVersion } : {}),
      enriched_at: now,
      updated_at: now,
    });
    state.link.send({
      type: 'gateway:welcome',
      protocolVersion: PROTOCOL_VERSION,
      gatewayVersion: RELEASE_VERSION,
      siteId: state.siteId,
      heartbeatIntervalMs: this.options.heartbeatIntervalMs,
    });
    this.options.log.debug({ siteId: state.siteId, linkVersion: hello.linkVersion }, 'agent connected');
  }

  private fail(state: SessionState, closeCode: number, code: string, message: string): void {
    state.link.send({ type: 'gateway:error', code, message });
    if (this.sessions.get(state.siteId) === state) this.sessions.delete(state.siteId);
    state.link.close(closeCode, code);
  }

  private sweep(): void {
    const cutoff = this.nowMs() - this.options.silenceTimeoutMs;
    for (const state of this.sessions.values()) {
      if (state.lastHeardMs < cutoff) {
        this.sessions.delete(state.siteId);
        this.options.log.warn({ siteId: state.siteId }, 'agent silent past the timeout; closing its connection');
        state.link.close(CLOSE_CODES.heartbeatTimeout, 'no heartbeat');
      }
    }
  }
}
