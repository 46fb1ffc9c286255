/**
 * @module api/auth
 * Request hooks that authenticate each surface and put the caller on the request:
 * integrator key, operator key, agent subscription key, and Desktop/Device bearer tokens.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../core/context.js';
import { GatewayError } from '../core/errors.js';
import { authenticateIntegratorKey, type AuthenticatedIntegrator } from '../core/integrators.js';
import { secretsEqual } from '../core/secrets.js';
import { authenticateAgentKey, type SiteRecord } from '../core/sites.js';
import { scopesAllow } from '../core/smart/scopes.js';
import { authenticateSmartToken, type SmartAccess } from '../core/smart/token.js';
import { authenticateToken, type TokenAccess, type TokenSurface } from '../core/tokens.js';
import { ENROLMENT_KEY_HEADER, SUBSCRIPTION_KEY_HEADER } from '@site-query-gateway/protocol/messages.js';
import { isFhirUrl } from './fhir-errors.js';
import { SITE_ACCESS_ERRORS, declareErrorCodes } from './route-errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    integrator: AuthenticatedIntegrator | null;
    agentSite: SiteRecord | null;
    tokenAccess: TokenAccess | null;
    /** A SMART Backend Services token's grant, on the Integrator surface's FHIR bases only. */
    smartAccess: SmartAccess | null;
  }
}

export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('integrator', null);
  app.decorateRequest('agentSite', null);
  app.decorateRequest('tokenAccess', null);
  app.decorateRequest('smartAccess', null);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * X-Api-Key, or Ocp-Apim-Subscription-Key as clients of the commercial service send; on a FHIR base, a SMART
 * Backend Services bearer token instead (its scopes are checked per resource type by the FHIR routes).
 * Checked in preParsing: after the rate limiter (onRequest), before any body is read.
 */
export function requireIntegrator(ctx: GatewayContext, app: FastifyInstance, onAuthenticated: (key: string) => void): void {
  declareErrorCodes(app, ['API_KEY_MISSING', 'API_KEY_INVALID', 'INTEGRATOR_DISABLED', 'TOKEN_INVALID']);
  app.addHook('preParsing', async (request) => {
    const key = header(request, 'x-api-key') ?? header(request, 'ocp-apim-subscription-key');
    const bearer = key === undefined ? bearerToken(header(request, 'authorization')) : undefined;
    if (bearer !== undefined && isFhirUrl(request.url)) {
      request.smartAccess = await authenticateSmartToken(ctx, bearer);
      request.integrator = request.smartAccess.integrator;
      request.log = request.log.child({ integratorId: request.integrator.id, clientId: request.smartAccess.clientId });
      return;
    }
    request.integrator = await authenticateIntegratorKey(ctx, key);
    if (key) onAuthenticated(key);
    request.log = request.log.child({ integratorId: request.integrator.id });
  });
}

export function requireOperator(ctx: GatewayContext, app: FastifyInstance): void {
  declareErrorCodes(app, ['OPERATOR_API_DISABLED', 'OPERATOR_KEY_INVALID']);
  app.addHook('onRequest', async (request) => {
    const expected = ctx.config.operatorKey;
    if (!expected) throw new GatewayError('OPERATOR_API_DISABLED');
    const given = header(request, 'x-operator-key') ?? bearerToken(header(request, 'authorization'));
    if (!given || !secretsEqual(given, expected)) throw new GatewayError('OPERATOR_KEY_INVALID');
  });
}

export function requireAgentKey(ctx: GatewayContext, app: FastifyInstance): void {
  declareErrorCodes(app, ['SUBSCRIPTION_KEY_INVALID', 'SUBSCRIPTION_NOT_READY']);
  app.addHook('onRequest', async (request) => {
    request.agentSite = await authenticateAgentKey(ctx, header(request, SUBSCRIPTION_KEY_HEADER));
    request.log = request.log.child({ siteId: request.agentSite.id });
  });
}

export function checkEnrolmentKey(ctx: GatewayContext, request: FastifyRequest): void {
  const expected = ctx.config.enrolmentKey;
  if (!expected) return;
  const given = header(request, ENROLMENT_KEY_HEADER);
  if (!given || !secretsEqual(given, expected)) throw new GatewayError('ENROLMENT_KEY_INVALID');
}

/**
 * Bearer token + DeviceId for routes under `/:surface/sites/:siteId/…`: in preParsing, after the rate
 * limiter and before any body is read (path parameters are known once the route matched).
 */
export function requireToken(ctx: GatewayContext, app: FastifyInstance, surface: TokenSurface): void {
  // core/tokens' authenticateToken: the token, its device and site, then the integrator's and the site's access.
  declareErrorCodes(app, ['TOKEN_MISSING', 'TOKEN_INVALID', 'TOKEN_WRONG_SURFACE', 'DEVICE_MISMATCH', 'TOKEN_SITE_MISMATCH', 'INTEGRATOR_DISABLED', ...SITE_ACCESS_ERRORS]);
  app.addHook('preParsing', async (request) => {
    const siteId = (request.params as { siteId?: string }).siteId ?? '';
    request.tokenAccess = await authenticateToken(ctx, surface, bearerToken(header(request, 'authorization')), header(request, 'deviceid'), siteId);
    request.log = request.log.child({ integratorId: request.tokenAccess.integrator.id, siteId });
  });
}

/** The token of an `Authorization: Bearer <token>` header; undefined for any other value. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
}

/** Refuses (403) a SMART token whose scopes do not let it read `type`; other credentials pass. */
export function checkSmartScope(request: FastifyRequest, type: string): void {
  const access = request.smartAccess;
  if (access && !scopesAllow(access.scopes, type)) throw new GatewayError('SMART_SCOPE_MISSING', `The token's scopes do not grant ${type.slice(0, 64)} (system/${type.slice(0, 64)}.rs).`);
}

export function integratorOf(request: FastifyRequest): AuthenticatedIntegrator {
  if (!request.integrator) throw new GatewayError('API_KEY_MISSING');
  return request.integrator;
}

export function agentSiteOf(request: FastifyRequest): SiteRecord {
  if (!request.agentSite) throw new GatewayError('SUBSCRIPTION_KEY_INVALID');
  return request.agentSite;
}
