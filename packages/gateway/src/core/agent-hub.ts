/**
 * @module core/agent-hub
 * The agents connected to this gateway process, one session per site, and what their messages mean:
 * hello → connected, heartbeat → alive, sign-off → offline; job messages go to the report handler. It also
 * remembers which jobs each session was handed, so a job is never sent twice over one connection, and counts
 * each closed connection once by its close code (the one the hub sent, else the one the socket reports).
 * Transport-free: the API layer hands it an AgentLink wrapping the WebSocket.
 */
import type { Logger } from '../log.js';
import { isoTime } from '@site-query-gateway/protocol/iso-time.js';
import { ACK_PROTOCOL_VERSION, BINARY_RESULT_PROTOCOL_VERSION, PROTOCOL_VERSION, RELEASE_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@site-query-gateway/protocol/version.js';
import type { Job, JobMessageFromAgent } from '@site-query-gateway/protocol/jobs.js';
import { CLOSE_CODES, type AgentHello, type AgentMessage, type GatewayMessage } from '@site-query-gateway/protocol/messages.js';
import { isTimeZoneName } from '@site-query-gateway/protocol/time-zone-name.js';
import { ENCODED_PAGES_PROTOCOL_VERSION, isPageEncoding, type PageEncoding } from '@site-query-gateway/protocol/page-encoding.js';
import { DECODABLE_PAGE_ENCODINGS } from '../store/page-content/page-decoding.js';
import { readAgentBinaryFrame, readAgentFrame, type FrameReading } from '@site-query-gateway/protocol/wire.js';
import type { Clock } from './clock.js';
import { LogThrottle } from './log-throttle.js';
import type { PresenceRecorder } from './presence.js';
import type { GatewayMetrics } from './metrics.js';

/** What the hub needs of a connection. */
export interface AgentLink {
  send(message: GatewayMessage): void;
  close(code: number, reason: string): void;
  /** Bytes written to the connection and not yet taken by the network. */
  bufferedBytes(): number;
}

/**
 * Queued work is handed over only while less than this is waiting to go out to the agent: a queue of big
 * commands goes out as the agent takes it, not in one burst (the rest waits in the store, for the sweep).
 */
export const DISPATCH_HIGH_WATER_BYTES = 512 * 1024;

export interface AgentHubOptions {
  presence: PresenceRecorder;
  clock: Clock;
  log: Logger;
  metrics: Pick<GatewayMetrics, 'agentDisconnected'>;
  heartbeatIntervalMs: number;
  /** Silence after which a connection is presumed dead and closed. */
  silenceTimeoutMs: number;
  /** Messages per second one connection may send, on average (a burst of one second's worth is allowed). */
  messagesPerSecond: number;
  /** Reports about unknown queries one connection may send before it is closed. */
  unknownReports: number;
}

export interface AgentSession {
  readonly siteId: string;
  /** Feed every frame from the agent here: a text frame as its text, a binary frame as its bytes. */
  receive(frame: string | Buffer): void;
  /** Call when the socket has closed, for whatever reason, with the close code it reports. */
  closed(code: number): void;
}

interface SessionState {
  siteId: string;
  link: AgentLink;
  lastHeardMs: number;
  greeted: boolean;
  /** The protocol version this session speaks (set by the hello). */
  protocolVersion: number;
  /** The agent finished its start-up duties (orphans reported) and takes work. */
  ready: boolean;
  /** Jobs handed over on this connection and not final yet: never sent twice over it. */
  jobs: Set<string>;
  /** Token bucket of the message rate limit: messages it may still send, and when it was refilled. */
  allowance: number;
  refilledAt: number;
  /** Reports it sent about queries the gateway does not know. */
  unknownReports: number;
  /** The code the hub closed it with (the socket may report another: an agent that never answered the close). */
  closedWith: number | undefined;
}

/** What became of a job offered to a site's connection. */
export type JobHandOver = 'sent' | 'hasIt' | 'busy' | 'notReady';

/** How long a site's agent closed for misbehaving must wait before it may connect again. */
export const MISBEHAVIOUR_COOL_DOWN_MS = 10_000;

/**
 * A frame from an agent as a message. Binary frames (an inline result, protocol/wire) only from a session
 * that speaks a protocol with them; before the hello, or from an older agent, one is a bad frame.
 */
function readFrame(state: SessionState, frame: string | Buffer): FrameReading<AgentMessage> {
  if (typeof frame === 'string') return readAgentFrame(frame);
  return state.protocolVersion >= BINARY_RESULT_PROTOCOL_VERSION ? readAgentBinaryFrame(frame) : {};
}

/** Receives the job messages of greeted agents (the query dispatcher). */
export type JobMessageHandler = (siteId: string, message: JobMessageFromAgent) => void;

/** The agent's most preferred page encoding that this gateway can decode, if any. */
function pageEncodingFor(hello: AgentHello): PageEncoding | undefined {
  return hello.pageEncodings?.find((name): name is PageEncoding => isPageEncoding(name) && DECODABLE_PAGE_ENCODINGS.includes(name));
}

export class AgentHub {
  private readonly sessions = new Map<string, SessionState>();
  private jobHandler: JobMessageHandler = () => undefined;
  private readonly warnings: LogThrottle;
  /** Sites whose agent was closed for misbehaving, and until when (performance.now()) they must wait. */
  private readonly coolDowns = new Map<string, number>();

  constructor(private readonly options: AgentHubOptions) {
    this.warnings = new LogThrottle(options.log);
  }

  /** How often silent sessions should be looked for (see closeSilent). */
  get silenceCheckIntervalMs(): number {
    return Math.max(50, Math.min(this.options.heartbeatIntervalMs, 30_000));
  }

  /** Agents connected here that have said hello (sockets still before their hello are not counted). */
  get connectedCount(): number {
    let count = 0;
    for (const state of this.sessions.values()) if (state.greeted) count++;
    return count;
  }

  /** Sites whose agents are connected here and take work. */
  readySiteIds(): string[] {
    const ids: string[] = [];
    for (const [siteId, state] of this.sessions) if (state.ready) ids.push(siteId);
    return ids;
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

  /**
   * Tells the site's agent, if it is connected here and its protocol has acknowledgements, that its
   * terminal report about a query was applied and may be forgotten. Sent on whichever session is current:
   * the agent resends what is not acknowledged on its next connection, and a repeat is a no-op.
   */
  acknowledge(siteId: string, queryId: string): void {
    const state = this.sessions.get(siteId);
    if (state?.greeted && state.protocolVersion >= ACK_PROTOCOL_VERSION) state.link.send({ type: 'job:ack', queryId });
  }

  /**
   * Hands a job to the site's agent if it is connected here and ready, unless this connection already
   * has it (an agent repeating `agent:ready` must not get its whole queue again) or, for work that can
   * wait, the connection already has much waiting to go out. Returns whether sent.
   */
  sendJob(siteId: string, job: Job, options: { urgent: boolean }): JobHandOver {
    const state = this.sessions.get(siteId);
    if (!state?.ready) return 'notReady';
    if (state.jobs.has(job.queryId)) return 'hasIt';
    if (!options.urgent && state.link.bufferedBytes() > DISPATCH_HIGH_WATER_BYTES) return 'busy';
    state.jobs.add(job.queryId);
    state.link.send({ type: 'job:dispatch', job });
    return 'sent';
  }

  /**
   * Whether the site's agent was closed for misbehaving (a bad frame, a flood) within the cool-down: its
   * reconnections are refused meanwhile, so a hostile agent cannot repeat an attack ten times a second.
   */
  coolingDownMs(siteId: string): number {
    const until = this.coolDowns.get(siteId);
    if (until === undefined) return 0;
    const left = until - performance.now();
    if (left <= 0) this.coolDowns.delete(siteId);
    return Math.max(0, left);
  }

  /** Whether the site's current connection was handed this job. */
  hasJob(siteId: string, queryId: string): boolean {
    return this.sessions.get(siteId)?.jobs.has(queryId) ?? false;
  }

  /** The query is final: its connection may forget it. */
  jobEnded(siteId: string, queryId: string): void {
    this.sessions.get(siteId)?.jobs.delete(queryId);
  }

  /** Starts a session for an authenticated agent; an older connection of the same site is replaced. */
  open(siteId: string, link: AgentLink): AgentSession {
    const previous = this.sessions.get(siteId);
    if (previous) this.close(previous, CLOSE_CODES.replaced, 'replaced by a newer connection');
    const state: SessionState = {
      siteId,
      link,
      lastHeardMs: this.nowMs(),
      greeted: false,
      protocolVersion: 0,
      ready: false,
      jobs: new Set(),
      allowance: this.options.messagesPerSecond,
      refilledAt: performance.now(),
      unknownReports: 0,
      closedWith: undefined,
    };
    this.sessions.set(siteId, state);
    return {
      siteId,
      receive: (frame) => this.receive(state, frame),
      closed: (code) => {
        if (this.sessions.get(siteId) === state) this.sessions.delete(siteId);
        this.options.metrics.agentDisconnected(state.closedWith ?? code);
      },
    };
  }

  /** Closes a site's connection: its subscription was revoked, or it sends more than the gateway takes. */
  disconnect(siteId: string, reason: 'unauthorized' | 'overloaded'): void {
    const state = this.sessions.get(siteId);
    if (!state) return;
    if (reason === 'overloaded') {
      this.fail(state, CLOSE_CODES.overloaded, 'OVERLOADED', 'Too many reports waiting to be applied; reconnect and send fewer.');
      return;
    }
    this.sessions.delete(siteId);
    // The gateway ended this connection: the site is no longer reachable, whatever its last heartbeat says.
    // Without this, re-activating the site showed it `online` while its agent was still waiting out its
    // retry (queries then got 503). Its next hello marks it connected again.
    this.options.presence.record(siteId, { connectionState: 'signed_off', updatedAt: isoTime(this.nowMs()) });
    this.close(state, CLOSE_CODES[reason], 'subscription revoked');
  }

  /**
   * A report of this site's connection named a query the gateway does not know. A few happen (a store
   * restored from backup); many are an agent misbehaving, and each costs a store read: past the limit the
   * connection is closed.
   */
  noteUnknownReport(siteId: string): void {
    const state = this.sessions.get(siteId);
    if (!state) return;
    if (++state.unknownReports > this.options.unknownReports) {
      this.fail(state, CLOSE_CODES.overloaded, 'UNKNOWN_REPORTS', `More than ${this.options.unknownReports} reports about unknown queries.`);
    }
  }

  /** Closes every connection with "service restart" so agents reconnect to whichever instance is up. */
  closeAll(): void {
    for (const state of this.sessions.values()) this.close(state, CLOSE_CODES.serviceRestart, 'gateway shutting down');
    this.sessions.clear();
  }

  private nowMs(): number {
    return this.options.clock.nowMs();
  }

  /** Token bucket: false when the connection has used up its message rate. */
  private withinRate(state: SessionState): boolean {
    const now = performance.now();
    const rate = this.options.messagesPerSecond;
    state.allowance = Math.min(rate, state.allowance + ((now - state.refilledAt) / 1000) * rate);
    state.refilledAt = now;
    if (state.allowance < 1) return false;
    state.allowance -= 1;
    return true;
  }

  private receive(state: SessionState, frame: string | Buffer): void {
    // A connection replaced by a newer one of the same site has no say any more (its late sign-off
    // must not unregister the new session).
    if (this.sessions.get(state.siteId) !== state) return;
    if (!this.withinRate(state)) {
      this.fail(state, CLOSE_CODES.overloaded, 'TOO_MANY_MESSAGES', `More than ${this.options.messagesPerSecond} messages a second.`);
      return;
    }
    const { message, invalidType, cut } = readFrame(state, frame);
    if (message && cut) {
      // Kept, with its long texts cut (the cut text says so): dropping it would leave its query in flight.
      const queryId = 'queryId' in message ? message.queryId : undefined;
      this.warnings.warn(`cut:${state.siteId}`, { siteId: state.siteId, type: message.type, queryId, fields: cut }, 'agent message over its bounds: texts cut, message kept');
    }
    if (!message) {
      // A job report with a faulty field is ignored (it changes nothing); anything else ends the session.
      if (invalidType?.startsWith('job:') && state.greeted) {
        this.warnings.warn(`malformed:${state.siteId}`, { siteId: state.siteId, type: invalidType }, 'malformed agent report ignored');
        return;
      }
      this.fail(state, CLOSE_CODES.badMessage, 'BAD_MESSAGE', 'Frame is not a valid agent message.');
      return;
    }
    state.lastHeardMs = this.nowMs();
    const now = isoTime(state.lastHeardMs);
    switch (message.type) {
      case 'agent:hello':
        this.greet(state, message, now);
        return;
      case 'agent:heartbeat':
        if (!state.greeted) return this.fail(state, CLOSE_CODES.badMessage, 'HELLO_REQUIRED', 'Send agent:hello first.');
        // connection_state again: a heartbeat repairs a lost or failed hello write.
        this.options.presence.record(state.siteId, { connectionState: 'connected', heartbeatAt: now, clientTimestampUtc: message.clientTimestampUTC });
        return;
      case 'agent:sign-off':
        this.options.presence.record(state.siteId, {
          connectionState: 'signed_off',
          ...(message.reason === 'uninstall' ? { status: 'uninstalled' as const } : {}),
          updatedAt: now,
        });
        this.options.log.info({ siteId: state.siteId, reason: message.reason }, 'agent signed off');
        this.sessions.delete(state.siteId);
        this.close(state, CLOSE_CODES.normal, 'signed off');
        return;
      case 'agent:ready':
      case 'job:orphaned':
      case 'job:started':
      case 'job:uploading':
      case 'job:completed':
      case 'job:failed':
        if (!state.greeted) return this.fail(state, CLOSE_CODES.badMessage, 'HELLO_REQUIRED', 'Send agent:hello first.');
        if (message.type === 'agent:ready') {
          // Once per connection: a repeat would only make the gateway read the site's queue again.
          if (state.ready) return;
          state.ready = true;
        }
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
    state.protocolVersion = Math.min(hello.protocolVersion, PROTOCOL_VERSION);
    this.options.presence.record(state.siteId, {
      connectionState: 'connected',
      heartbeatAt: now,
      clientTimestampUtc: hello.clientTimestampUTC,
      linkVersion: hello.linkVersion,
      ...(hello.catalogue ? { catalogue: hello.catalogue } : {}),
      ...(hello.practiceManagementVersion ? { practiceManagementVersion: hello.practiceManagementVersion } : {}),
      ...this.timeZoneOf(state, hello),
      enrichedAt: now,
      updatedAt: now,
    });
    const pageEncoding = state.protocolVersion >= ENCODED_PAGES_PROTOCOL_VERSION ? pageEncodingFor(hello) : undefined;
    state.link.send({
      type: 'gateway:welcome',
      protocolVersion: state.protocolVersion,
      gatewayVersion: RELEASE_VERSION,
      siteId: state.siteId,
      heartbeatIntervalMs: this.options.heartbeatIntervalMs,
      ...(pageEncoding ? { pageEncoding } : {}),
    });
    this.options.log.debug({ siteId: state.siteId, linkVersion: hello.linkVersion }, 'agent connected');
  }

  /**
   * The hello's time zone, when this gateway knows it (its ICU is the facade's). An unknown name is not
   * kept, and does not cost the agent its connection: the site keeps the zone it had.
   */
  private timeZoneOf(state: SessionState, hello: AgentHello): { timeZone?: string } {
    if (hello.timeZone === undefined) return {};
    if (isTimeZoneName(hello.timeZone)) return { timeZone: hello.timeZone };
    this.warnings.warn(`time-zone:${state.siteId}`, { siteId: state.siteId }, 'the agent reported a time zone this gateway does not know; the site keeps its zone');
    return {};
  }

  private fail(state: SessionState, closeCode: number, code: string, message: string): void {
    state.link.send({ type: 'gateway:error', code, message });
    if (this.sessions.get(state.siteId) === state) this.sessions.delete(state.siteId);
    if (closeCode === CLOSE_CODES.badMessage || closeCode === CLOSE_CODES.overloaded) {
      if (this.coolDowns.size > 10_000) this.coolDowns.clear();
      this.coolDowns.set(state.siteId, performance.now() + MISBEHAVIOUR_COOL_DOWN_MS);
      this.warnings.warn(`closed:${state.siteId}`, { siteId: state.siteId, code }, 'agent closed for misbehaving; it may reconnect after a cool-down');
    }
    this.close(state, closeCode, code);
  }

  /** Closes a session's link, remembering the code it is counted by. */
  private close(state: SessionState, code: number, reason: string): void {
    state.closedWith ??= code;
    state.link.close(code, reason);
  }

  /** Half-open TCP connections never close by themselves: drops sessions silent past the timeout. */
  closeSilent(): void {
    const cutoff = this.nowMs() - this.options.silenceTimeoutMs;
    for (const state of this.sessions.values()) {
      if (state.lastHeardMs < cutoff) {
        this.sessions.delete(state.siteId);
        this.options.log.warn({ siteId: state.siteId }, 'agent silent past the timeout; closing its connection');
        this.close(state, CLOSE_CODES.heartbeatTimeout, 'no heartbeat');
      }
    }
  }
}
