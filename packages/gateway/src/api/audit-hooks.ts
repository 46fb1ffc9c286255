/**
 * @module api/audit-hooks
 * Puts requests that reach a site's data on the audit trail. A route that reaches one opens the request's
 * record (`beginAudit`: operation, site, what was asked, without values) once the caller's access to the
 * site is checked; when the answer is sent, the record is completed from the request (credential, surface)
 * and the answer (status, error code, bytes) and, once the response is closed, handed to the trail, which
 * writes it later. Requests of
 * any other route carry no record and cost one property check.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isoNow } from '../core/clock.js';
import type { GatewayContext } from '../core/context.js';
import type { AuditCredentialKind, AuditSurface } from '../core/audit/audit-trail.js';
import { toGatewayError } from './error-handler.js';

/** What a route knows of the access it serves; the hooks add who and how it ended. */
export interface AuditDraft {
  at: string;
  operation: string;
  siteId: string | null;
  queryId: string | null;
  sqlHash: string | null;
  sqlSize: number | null;
  fhirRequest: string | null;
  rows: number | null;
  /** Set by the route when the answer's own status does not say it (a failed query's code, an async query's acceptance). */
  outcome: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    audit: AuditDraft | null;
  }
}

export function decorateAudit(app: FastifyInstance): void {
  app.decorateRequest('audit', null);
}

/** Opens the request's audit record; the route fills in what it learns (query id, rows, outcome). */
export function beginAudit(ctx: Pick<GatewayContext, 'clock'>, request: FastifyRequest, fields: Partial<AuditDraft> & { operation: string; siteId: string | null }): AuditDraft {
  const draft: AuditDraft = { at: isoNow(ctx.clock), queryId: null, sqlHash: null, sqlSize: null, fhirRequest: null, rows: null, outcome: null, ...fields };
  request.audit = draft;
  return draft;
}

/** The credential the request presented, by a name that is not the secret: a key's prefix, a token's device. */
function credentialOf(request: FastifyRequest): { surface: AuditSurface; kind: AuditCredentialKind; id: string; integratorId: string } | undefined {
  const token = request.tokenAccess;
  if (token) return { surface: token.claims.surface, kind: token.claims.surface === 'desktop' ? 'desktopToken' : 'deviceToken', id: token.claims.deviceId, integratorId: token.integrator.id };
  const smart = request.smartAccess;
  if (smart) return { surface: 'integrator', kind: 'smartToken', id: smart.clientId, integratorId: smart.integrator.id };
  const integrator = request.integrator;
  if (integrator) return { surface: 'integrator', kind: 'integratorKey', id: integrator.keyPrefix, integratorId: integrator.id };
  return undefined;
}

/** Bytes of the answer as the route made it (before any compression); null for a stream. */
function payloadBytes(payload: unknown): number | null {
  if (typeof payload === 'string') return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  return null;
}

/** Hands one completed record to the trail. */
function recordAccess(ctx: Pick<GatewayContext, 'audit' | 'log'>, request: FastifyRequest, draft: AuditDraft, httpStatus: number, bytes: number | null, delivered: boolean): void {
  const credential = credentialOf(request);
  if (!credential) {
    ctx.log.warn({ operation: draft.operation }, 'an audited request had no credential on it; not recorded');
    return;
  }
  ctx.audit.record({
    at: draft.at,
    integratorId: credential.integratorId,
    credentialKind: credential.kind,
    credentialId: credential.id,
    surface: credential.surface,
    siteId: draft.siteId,
    operation: draft.operation,
    queryId: draft.queryId,
    sqlHash: draft.sqlHash,
    sqlSize: draft.sqlSize,
    fhirRequest: draft.fhirRequest,
    // A caller that left before its answer was delivered still had the site's data read for it.
    outcome: delivered ? (draft.outcome ?? (httpStatus < 400 ? 'ok' : 'failed')) : 'aborted',
    httpStatus,
    rows: draft.rows,
    bytes,
  });
}

/**
 * Completes the request's open record, if it has one, with the answer being sent, and hands it to the trail once
 * the response is closed, delivered or not (a caller that hangs up mid-request gets no onResponse, but must not
 * leave its access unrecorded). The onSend hook calls it; so does a route that writes its response itself (a
 * hijacked reply runs no onSend), once nothing can fail before the response starts.
 */
export function completeAuditOnClose(ctx: Pick<GatewayContext, 'audit' | 'log'>, request: FastifyRequest, response: FastifyReply['raw'], httpStatus: number, bytes: number | null): void {
  const draft = request.audit;
  if (draft === null) return;
  request.audit = null;
  if (response.destroyed) recordAccess(ctx, request, draft, httpStatus, bytes, false);
  // Ended by the gateway (rather than cut off by the caller) means the answer went out whole.
  else response.once('close', () => recordAccess(ctx, request, draft, httpStatus, bytes, response.writableEnded));
}

export function installAuditHooks(ctx: Pick<GatewayContext, 'audit' | 'log'>, app: FastifyInstance): void {
  app.addHook('onError', (request, _reply, error, done) => {
    if (request.audit !== null && request.audit.outcome === null) request.audit.outcome = toGatewayError(error).code;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.audit !== null) completeAuditOnClose(ctx, request, reply.raw, reply.statusCode, payloadBytes(payload));
    done(null, payload);
  });
}
