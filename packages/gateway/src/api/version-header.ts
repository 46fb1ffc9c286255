/**
 * @module api/version-header
 * The `X-Gateway-Version` header every answer carries (the release, for support and clients' logs). Set by the app's onSend
 * hook, and by the page responses, which write their body themselves and so pass no onSend hook.
 */
import type { FastifyReply } from 'fastify';
import { RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';

export function setVersionHeader(reply: FastifyReply): void {
  void reply.header('X-Gateway-Version', RELEASE_VERSION);
}
