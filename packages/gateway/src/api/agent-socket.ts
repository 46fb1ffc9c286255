/**
 * @module api/agent-socket
 * The agents' WebSocket endpoint (`/agent/v1/connect`). Authenticates the subscription key during the
 * HTTP upgrade, so a bad or not-yet-active key gets a plain 401 with {statusCode, message} and never
 * a socket; then hands frames to the core's AgentHub. Bounded both ways: upgrades per address, the size
 * of one frame (what the protocol needs, no more), and the bytes waiting to go out to one agent (an agent
 * that stops reading is disconnected, and its work handed out again when it comes back).
 */
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GatewayContext } from '../core/context.js';
import { GatewayError } from '../core/errors.js';
import { HttpGatewayError, httpHeadersOf, httpStatusOf } from './http-errors.js';
import { authenticateAgentKey } from '../core/sites.js';
import { stripQuery } from '../log.js';
import { AGENT_SOCKET_PATH } from '@site-query-gateway/protocol/agent-api.js';
import { CLOSE_CODES, SUBSCRIPTION_KEY_HEADER } from '@site-query-gateway/protocol/messages.js';
import { corkPerTick } from '@site-query-gateway/protocol/turn-cork.js';
import { toGatewayError } from './error-handler.js';
import { WindowCounter, type FailedCredentials } from './rate-limits.js';

/**
 * Largest frame accepted from an agent: control messages, and `job:completed` carrying an inline result of
 * up to GATEWAY_INLINE_RESULT_BYTES as a JSON string (escaping can make it up to six times longer, for
 * control characters; bulk results are uploaded over HTTP).
 */
export function maxFrameBytes(inlineResultBytes: number): number {
  return Math.max(1024 * 1024, inlineResultBytes * 6 + 64 * 1024);
}

export interface AgentSocketServer {
  /** Terminates every agent socket (after the hub has said goodbye). */
  close(): void;
}

function rejectUpgrade(socket: Duplex, error: GatewayError): void {
  const status = httpStatusOf(error);
  const body = JSON.stringify({ statusCode: status, message: error.message, code: error.code });
  const extra = Object.entries(httpHeadersOf(error) ?? {}).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      extra +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** Ends a raw socket on error; module-level so no per-connection closure keeps the upgrade request alive. */
function destroyOnError(this: Duplex): void {
  this.destroy();
}

/**
 * Wires one authenticated agent socket to the hub. Deliberately outside the upgrade handler: closures
 * created there would keep the upgrade request, its head buffer and the site row alive for as long as the
 * socket lives (measured at ~2.4 KiB per agent with 10k agents).
 */
function wireAgent(ctx: GatewayContext, sockets: Set<WebSocket>, siteId: string, ws: WebSocket, socket: Duplex): void {
  sockets.add(ws);
  const limit = ctx.config.agentSendBufferBytes;
  let cutOff = false;
  // Frames sent in one tick (the acknowledgements of one group commit, say) leave in one write: one system
  // call here and one wake-up of the agent, instead of one each.
  const hold = corkPerTick(socket);
  const session = ctx.agents.open(siteId, {
    send: (message) => {
      if (cutOff) return;
      // An agent that does not read its socket must not make the gateway hold its work in memory: past the
      // limit it is disconnected, and what it had not started is handed out again when it is back.
      if (ws.bufferedAmount > limit) {
        cutOff = true;
        ctx.log.warn({ siteId, bufferedBytes: ws.bufferedAmount }, 'agent reads too slowly; disconnecting it');
        ws.terminate();
        return;
      }
      hold();
      ws.send(JSON.stringify(message));
    },
    close: (code, reason) => {
      ws.close(code, reason);
      // Closed for misbehaving: read nothing more it sent (a flood already in the socket would otherwise
      // still be parsed), and do not wait long for its side of the close.
      if (code === CLOSE_CODES.badMessage || code === CLOSE_CODES.overloaded) {
        ws.pause();
        setTimeout(() => ws.terminate(), 1000).unref();
      }
    },
    bufferedBytes: () => ws.bufferedAmount,
  });
  ws.on('message', (data, isBinary) => {
    // Binary: an inline result (protocol 3); ws hands a whole message over as one Buffer (binaryType nodebuffer).
    session.receive(isBinary ? (data as Buffer) : data.toString());
  });
  ws.on('close', (code) => {
    sockets.delete(ws);
    // Cut off for reading too slowly: the socket reports 1006 (no close frame); it is counted as overloaded (4006).
    session.closed(cutOff ? CLOSE_CODES.overloaded : code);
  });
  ws.on('error', (err) => ctx.log.warn({ siteId, err: err.message }, 'agent socket error'));
}

/** The client's address: the socket's, or (behind a trusted proxy) the first in X-Forwarded-For. */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || request.socket.remoteAddress || 'unknown';
}

export function attachAgentSocket(server: Server, ctx: GatewayContext, failedCredentials: FailedCredentials): AgentSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes(ctx.config.inlineResultBytes), perMessageDeflate: false, clientTracking: false });
  const sockets = new Set<WebSocket>();
  const upgrades = ctx.config.agentRateLimitPerMinute > 0 ? new WindowCounter(ctx.config.agentRateLimitPerMinute) : undefined;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', destroyOnError);
    if (stripQuery(request.url ?? '') !== AGENT_SOCKET_PATH) {
      rejectUpgrade(socket, new GatewayError('ROUTE_NOT_FOUND'));
      return;
    }
    const address = clientAddress(request, ctx.config.trustProxy);
    try {
      if (upgrades && !upgrades.hit(address)) {
        throw new GatewayError('RATE_LIMITED', `Rate limit of ${upgrades.limit} agent connections per minute from this address exceeded.`);
      }
      failedCredentials.check(address, 'agent');
    } catch (err) {
      rejectUpgrade(socket, toGatewayError(err));
      return;
    }
    const key = request.headers[SUBSCRIPTION_KEY_HEADER];
    authenticateAgentKey(ctx, Array.isArray(key) ? key[0] : key).then(
      (site) => {
        const siteId = site.id;
        const coolDownMs = ctx.agents.coolingDownMs(siteId);
        if (coolDownMs > 0) {
          const retryAfter = String(Math.ceil(coolDownMs / 1000));
          rejectUpgrade(socket, new HttpGatewayError('RATE_LIMITED', 'This agent was closed for misbehaving; it may reconnect after a cool-down.', { 'Retry-After': retryAfter }));
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => {
          // ws has its own error handling from here on.
          socket.off('error', destroyOnError);
          wireAgent(ctx, sockets, siteId, ws, socket);
        });
      },
      (err: unknown) => {
        const error = toGatewayError(err);
        if (error.code === 'INTERNAL_ERROR') ctx.log.error({ err }, 'agent upgrade failed');
        failedCredentials.record(address, error.code, 'agent');
        rejectUpgrade(socket, error);
      },
    );
  };
  server.on('upgrade', onUpgrade);

  return {
    close() {
      server.off('upgrade', onUpgrade);
      for (const ws of sockets) ws.terminate();
      sockets.clear();
    },
  };
}
