/**
 * A scripted agent for gateway tests: a real WebSocket client speaking the agent protocol, driven message
 * by message, so tests can send what a real agent never would (repeats, malformed reports, late sign-offs).
 */
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import WebSocket from 'ws';
import { AGENT_SOCKET_PATH, PROTOCOL_VERSION, SUBSCRIPTION_KEY_HEADER, type GatewayMessage, type Job } from '@site-query-gateway/protocol/index.js';

export class FakeAgent {
  readonly received: GatewayMessage[] = [];
  closeCode: number | undefined;

  private jobHandler: ((job: Job, send: (message: unknown) => void) => void) | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as GatewayMessage;
      this.received.push(message);
      if (message.type === 'job:dispatch') this.jobHandler?.(message.job, (m) => this.send(m));
    });
    socket.on('close', (code) => (this.closeCode = code));
  }

  /** Answers every job dispatched from now on with what `handle` sends. */
  onJob(handle: (job: Job, send: (message: unknown) => void) => void): void {
    this.jobHandler = handle;
  }

  static async connect(baseUrl: string, subscriptionKey: string, options: { ready?: boolean; protocolVersion?: number; timeZone?: string; pageEncodings?: string[] } = {}): Promise<FakeAgent> {
    const url = new URL(AGENT_SOCKET_PATH, baseUrl);
    url.protocol = 'ws:';
    const socket = new WebSocket(url, { headers: { [SUBSCRIPTION_KEY_HEADER]: subscriptionKey } });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const agent = new FakeAgent(socket);
    agent.send({
      type: 'agent:hello',
      protocolVersion: options.protocolVersion ?? PROTOCOL_VERSION,
      linkVersion: '26.1121.1',
      clientTimestampUTC: new Date().toISOString(),
      ...(options.timeZone === undefined ? {} : { timeZone: options.timeZone }),
      ...(options.pageEncodings === undefined ? {} : { pageEncodings: options.pageEncodings }),
    });
    await agent.waitFor((m) => m.type === 'gateway:welcome');
    if (options.ready ?? true) agent.send({ type: 'agent:ready' });
    return agent;
  }

  /**
   * Connects as the site's agent and resolves once the gateway counts it ready for work (`agent:ready` is
   * applied after the welcome, so a test that dispatches at once must wait for it).
   */
  static async connectReady(baseUrl: string, site: { siteId: string; subscriptionKey: string }, agents: { isReady(siteId: string): boolean }): Promise<FakeAgent> {
    const agent = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    await vi.waitFor(
      () => {
        if (!agents.isReady(site.siteId)) throw new Error(`the gateway did not count site ${site.siteId}'s agent ready within 5 s`);
      },
      { timeout: 5000, interval: 5 },
    );
    return agent;
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Sends raw bytes as a binary frame (an inline result from protocol 3 on, or anything a test needs). */
  sendBinary(frame: Buffer): void {
    this.socket.send(frame, { binary: true });
  }

  async waitFor(predicate: (m: GatewayMessage) => boolean, timeoutMs = 5000): Promise<GatewayMessage> {
    return vi.waitFor(
      () => {
        const found = this.received.find(predicate);
        if (!found) throw new Error('expected message did not arrive');
        return found;
      },
      { timeout: timeoutMs, interval: 10 },
    );
  }

  /**
   * Resolves once the gateway has applied every report this agent sent before (protocol 2 and later). It
   * applies a site's reports in the order they came and acknowledges each terminal one once applied, even
   * one about a query it does not have: this sends such a report and waits for its acknowledgement. Costs
   * one of the session's allowed reports about unknown queries.
   */
  async reportsApplied(): Promise<void> {
    const queryId = randomUUID();
    this.send({ type: 'job:failed', queryId, at: new Date().toISOString(), status: 'executionFailed', errorDetails: { errorType: 'agent', errorCode: 0, errorMessage: 'barrier' } });
    await this.waitFor((m) => m.type === 'job:ack' && m.queryId === queryId);
  }

  close(): void {
    this.socket.terminate();
  }
}
