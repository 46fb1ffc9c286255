/**
 * @module core/tokens
 * Access tokens for the Desktop and Device surfaces: HS256 JWTs (jose) naming one integrator, one site
 * and one device. No refresh tokens: a client asks for a new one. Every use re-checks that the
 * integrator is active and still paired with an authoritative site, so revocation needs no token list.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { getOrCreateSetting } from '../store/settings.js';
import type { GatewayContext } from './context.js';
import { GatewayError } from './errors.js';
import { requireActiveIntegrator, type AuthenticatedIntegrator } from './integrators.js';
import { resolveIntegratorSite } from './pairing.js';
import type { Store } from '../store/db.js';
import type { Clock } from './clock.js';
import type { SiteRow } from '../store/schema.js';

export type TokenSurface = 'desktop' | 'device';

export const GRANT_TYPES: Record<string, TokenSurface> = {
  'urn:service:oauth:desktop-token': 'desktop',
  'urn:service:oauth:device-token': 'device',
};

const ISSUER = 'site-query-gateway';

export interface TokenClaims {
  integratorId: string;
  siteId: string;
  deviceId: string;
  surface: TokenSurface;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export class TokenService {
  private constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {}

  /** Uses the configured secret, or one generated once and kept in the store (shared by all instances). */
  static async create(store: Store, secret: string | undefined, ttlSeconds: number, clock: Clock): Promise<TokenService> {
    const value = secret ?? (await getOrCreateSetting(store.db, 'token_secret', randomBytes(32).toString('base64url')));
    return new TokenService(new TextEncoder().encode(value), ttlSeconds, clock);
  }

  async sign(claims: TokenClaims): Promise<TokenResponse> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const token = await new SignJWT({ int: claims.integratorId, site: claims.siteId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(claims.surface)
      .setSubject(claims.deviceId)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
    return { access_token: token, token_type: 'Bearer', expires_in: this.ttlSeconds };
  }

  async verify(token: string, surface: TokenSurface): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: surface,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      if (typeof payload.int !== 'string' || typeof payload.site !== 'string' || typeof payload.sub !== 'string') {
        throw new GatewayError('TOKEN_INVALID');
      }
      return { integratorId: payload.int, siteId: payload.site, deviceId: payload.sub, surface };
    } catch (err) {
      if (err instanceof GatewayError) throw err;
      if (err instanceof joseErrors.JWTClaimValidationFailed && err.claim === 'aud') throw new GatewayError('TOKEN_WRONG_SURFACE');
      throw new GatewayError('TOKEN_INVALID');
    }
  }
}

export interface TokenRequest {
  grant_type: string;
  device_id: string;
  site_id: string;
}

/** Issues a token for a paired, authoritative site. */
export async function issueToken(ctx: GatewayContext, integrator: AuthenticatedIntegrator, request: TokenRequest): Promise<TokenResponse> {
  const surface = GRANT_TYPES[request.grant_type];
  if (!surface) throw new GatewayError('UNSUPPORTED_GRANT_TYPE', `Unsupported grant_type "${request.grant_type}".`);
  const site = await resolveIntegratorSite(ctx, integrator.id, request.site_id, { forWork: true });
  ctx.log.info({ integratorId: integrator.id, siteId: site.id, surface }, 'token issued');
  return ctx.tokens.sign({ integratorId: integrator.id, siteId: site.id, deviceId: request.device_id, surface });
}

export interface TokenAccess {
  claims: TokenClaims;
  integrator: AuthenticatedIntegrator;
  site: SiteRow;
}

/**
 * Checks a bearer token on a Desktop/Device request for `siteId`: valid signature and expiry, right
 * surface, `DeviceId` equal to the token's device, the token's own site, and access still granted.
 */
export async function authenticateToken(
  ctx: GatewayContext,
  surface: TokenSurface,
  authorization: string | undefined,
  deviceId: string | undefined,
  siteId: string,
): Promise<TokenAccess> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new GatewayError('TOKEN_MISSING');
  const claims = await ctx.tokens.verify(match[1], surface);
  if (!deviceId || deviceId !== claims.deviceId) throw new GatewayError('DEVICE_MISMATCH');
  if (siteId !== claims.siteId) throw new GatewayError('TOKEN_SITE_MISMATCH');
  const integrator = await requireActiveIntegrator(ctx, claims.integratorId);
  const site = await resolveIntegratorSite(ctx, integrator.id, siteId, { forWork: true });
  return { claims, integrator, site };
}
