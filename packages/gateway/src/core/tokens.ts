/**
 * @module core/tokens
 * Issuing and checking access tokens for the Desktop and Device surfaces. No refresh tokens: a client
 * asks for a new one. Every use re-checks that the integrator is active and still paired with an
 * authoritative site, so revocation needs no token list.
 */
import type { Site } from '../store/model.js';
import type { GatewayContext } from './context.js';
import { GatewayError } from './errors.js';
import { requireActiveIntegrator, type AuthenticatedIntegrator } from './integrators.js';
import { resolveIntegratorSite } from './pairing.js';
import { GRANT_TYPES, type TokenClaims, type TokenResponse, type TokenSurface } from './token-service.js';

export { GRANT_TYPES, type TokenSurface } from './token-service.js';

export interface TokenRequest {
  grant_type: string;
  device_id: string;
  site_id: string;
}

/** The surface a grant type's token opens: a built-in name or an operator's alias; undefined for others. */
export function grantSurface(ctx: GatewayContext, grantType: string): TokenSurface | undefined {
  if (Object.hasOwn(GRANT_TYPES, grantType)) return GRANT_TYPES[grantType];
  return Object.hasOwn(ctx.config.grantTypeAliases, grantType) ? ctx.config.grantTypeAliases[grantType] : undefined;
}

/** Issues a token for a paired, authoritative site. */
export async function issueToken(ctx: GatewayContext, integrator: AuthenticatedIntegrator, request: TokenRequest): Promise<TokenResponse> {
  const surface = grantSurface(ctx, request.grant_type);
  if (!surface) throw new GatewayError('UNSUPPORTED_GRANT_TYPE', `Unsupported grant_type "${request.grant_type}".`);
  const site = await resolveIntegratorSite(ctx, integrator.id, request.site_id.toLowerCase(), { forWork: true });
  ctx.log.info({ integratorId: integrator.id, siteId: site.id, surface }, 'token issued');
  return ctx.tokens.sign({ integratorId: integrator.id, siteId: site.id, deviceId: request.device_id, surface });
}

export interface TokenAccess {
  claims: TokenClaims;
  integrator: AuthenticatedIntegrator;
  site: Site;
}

/**
 * Checks a bearer token on a Desktop/Device request for `siteId`: valid signature and expiry, right
 * surface, `DeviceId` equal to the token's device, the token's own site, and access still granted.
 */
export async function authenticateToken(
  ctx: GatewayContext,
  surface: TokenSurface,
  /** The bearer token as sent (the API takes it out of its header), or undefined when none was. */
  token: string | undefined,
  deviceId: string | undefined,
  siteId: string,
): Promise<TokenAccess> {
  if (!token) throw new GatewayError('TOKEN_MISSING');
  const claims = await ctx.tokens.verify(token, surface);
  if (!deviceId || deviceId !== claims.deviceId) throw new GatewayError('DEVICE_MISMATCH');
  if (siteId !== claims.siteId) throw new GatewayError('TOKEN_SITE_MISMATCH');
  const integrator = await requireActiveIntegrator(ctx, claims.integratorId);
  const site = await resolveIntegratorSite(ctx, integrator.id, siteId, { forWork: true });
  return { claims, integrator, site };
}
