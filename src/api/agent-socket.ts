/**
 * @module api/agent-socket
 * The agents' WebSocket endpoint (`/agent/v1/connect`). Authenticates the subscription key during the
 * HTTP upgrade, so a bad or not-yet-active key gets a plain 401 with {statusCode, message} and never
 * a socket; then hands frames to the core's AgentHub.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GatewayContext } from '../core/context.js';
import { GatewayError } from '../core/errors.js';
import { authenticateAgentKey } from '../core/sites.js';
import { stripQuery } from '../log.js';
import { AGENT_SOCKET_PATH } from '../protocol/agent-api.js';
import { SUBSCRIPTION_KEY_HEADER } from '../protocol/messages.js';
import { toGatewayError } from './error-handler.js';

/** Largest frame accepted from an agent: control messages and inline results (bulk results are uploaded). */
const MAX_CONTROL_FRAME_BYTES = 8 * 1024 * 1024;

export interface AgentSocketServer {
  /** Terminates every agent socket (after the hub has said goodbye). */
  close(): void;
}

function rejectUpgrade(socket: Duplex, error: GatewayError): void {
  const body = JSON.stringify({ statusCode: error.status, message: error.message, code: error.code });
  socket.end(
    `HTTP/1.1 ${error.status} ${error.status === 401 ? 'Unauthorized' : 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
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
function wireAgent(ctx: GatewayContext, sockets: Set<WebSocket>, siteId: string, ws: WebSocket): void {
  sockets.add(ws);
  const session = ctx.agents.open(siteId, {
    send: (message) => ws.send(JSON.stringify(message)),
    close: (code, reason) => ws.close(code, reason),
  });
  ws.on('message', (data, isBinary) => {
    if (!isBinary) session.receive(data.toString());
  });
  ws.on('close', () => {
    sockets.delete(ws);
    session.closed();
  });
  ws.on('error', (err) => ctx.log.warn({ siteId, err: err.message }, 'agent socket error'));
}

export function attachAgentSocket(server: Server, ctx: GatewayContext): AgentSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CONTROL_FRAME_BYTES, perMessageDeflate: false, clientTracking: false });
  const sockets = new Set<WebSocket>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', destroyOnError);
    if (stripQuery(request.url ?? '') !== AGENT_SOCKET_PATH) {
      rejectUpgrade(socket, new GatewayError('ROUTE_NOT_FOUND'));
      return;
    }
    const key = request.headers[SUBSCRIPTION_KEY_HEADER];
    authenticateAgentKey(ctx, Array.isArray(key) ? key[0] : key).then(
      (site) => {
        const siteId = site.id;
        wss.handleUpgrade(request, socket, head, (ws) => {
          // ws has its own error handling from here on.
          socket.off('error', destroyOnError);
          wireAgent(ctx, sockets, siteId, ws);
        });
      },
      (err: unknown) => {
        const error = toGatewayError(err);
        if (error.code === 'INTERNAL_ERROR') ctx.log.error({ err }, 'agent upgrade failed');
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
