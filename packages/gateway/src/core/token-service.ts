/**
 * @module core/token-service
 * Signs and verifies the access tokens of the Desktop and Device surfaces: HS256 JWTs (jose) naming one
 * integrator, one site and one device. Knows nothing of access rules (core/tokens applies them).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { BUILT_IN_GRANT_TYPES, type GrantSurface } from '../config/grant-type-aliases.js';
import type { Clock } from './clock.js';
import { GatewayError } from './errors.js';

export type TokenSurface = GrantSurface;

export const GRANT_TYPES: Readonly<Record<string, TokenSurface>> = BUILT_IN_GRANT_TYPES;

const ISSUER = 'site-query-gateway';

export interface TokenClaims {
  integratorId: string;
  siteId: string;
  deviceId: string;
  surface: TokenSurface;
}

/** What a SMART Backend Services token carries: its integrator, its client and the scopes granted. */
export interface SmartTokenClaims {
  integratorId: string;
  clientId: string;
  scopes: string[];
}

/** The audience of SMART tokens: they open the Integrator surface's FHIR bases only. */
const SMART_AUDIENCE = 'smart';

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

  /**
   * Signs with the configured secret (GATEWAY_TOKEN_SECRET). Without one, a secret is generated for this
   * process and kept in memory only — never in the store beside the data the tokens open — so tokens do not
   * outlive a restart; configuration requires the secret where several instances share a store.
   */
  static create(secret: string | undefined, ttlSeconds: number, clock: Clock): TokenService {
    const value = secret ?? randomBytes(32).toString('base64url');
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
        // A token must expire, and no later than the configured lifetime after it was issued: one signed
        // for ten years (or forever) with a leaked secret is still refused.
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: this.ttlSeconds,
      });
      if (typeof payload.int !== 'string' || typeof payload.site !== 'string' || typeof payload.sub !== 'string') {
        throw new GatewayError('TOKEN_INVALID');
      }
      if (payload.exp === undefined || payload.iat === undefined || payload.exp - payload.iat > this.ttlSeconds) throw new GatewayError('TOKEN_INVALID');
      return { integratorId: payload.int, siteId: payload.site, deviceId: payload.sub, surface };
    } catch (err) {
      if (err instanceof GatewayError) throw err;
      if (err instanceof joseErrors.JWTClaimValidationFailed && err.claim === 'aud') throw new GatewayError('TOKEN_WRONG_SURFACE');
      throw new GatewayError('TOKEN_INVALID');
    }
  }

  /** Signs a SMART Backend Services access token living `ttlSeconds`. */
  async signSmart(claims: SmartTokenClaims, ttlSeconds: number): Promise<string> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ int: claims.integratorId, scope: claims.scopes.join(' ') })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(SMART_AUDIENCE)
      .setSubject(claims.clientId)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.key);
  }

  /** A SMART token's claims; TOKEN_INVALID for anything else (a Desktop or Device token included). */
  async verifySmart(token: string, maxTtlSeconds: number): Promise<SmartTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: SMART_AUDIENCE,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: maxTtlSeconds,
      });
      if (typeof payload.int !== 'string' || typeof payload.scope !== 'string' || typeof payload.sub !== 'string') throw new GatewayError('TOKEN_INVALID');
      return { integratorId: payload.int, clientId: payload.sub, scopes: payload.scope.split(' ').filter((x) => x !== '') };
    } catch (err) {
      if (err instanceof GatewayError) throw err;
      throw new GatewayError('TOKEN_INVALID');
    }
  }
}
