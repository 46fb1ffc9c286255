/**
 * @module core/smart/token
 * SMART Backend Services token endpoint logic: `client_credentials` with a `private_key_jwt` client
 * assertion (RS384 or ES384) signed by a key of a registered client's JWKS, whose `aud` is the token
 * URL, whose `exp` is at most five minutes ahead, and whose `jti` was never seen before. The token grants
 * the requested system scopes the client is registered for (all of them when none is requested) and lives
 * five minutes. Refusals are OAuth 2.0
 * errors (RFC 6749 §5.2) as SMART asks; no assertion or key is ever logged.
 */
import { createLocalJWKSet, decodeJwt, jwtVerify, type JWK } from 'jose';
import { isoTime } from '@site-query-gateway/protocol/iso-time.js';
import { findSmartClient, rememberAssertionId } from '../../store/smart-clients.js';
import { isoNow } from '../clock.js';
import type { GatewayContext } from '../context.js';
import { GatewayError, isGatewayError } from '../errors.js';
import { requireActiveIntegrator, type AuthenticatedIntegrator } from '../integrators.js';
import { grantableScopes } from './scopes.js';

export const SMART_TOKEN_TTL_SECONDS = 300;
/** The furthest ahead a client assertion's `exp` may be (SMART Backend Services: five minutes). */
const MAX_ASSERTION_LIFETIME_SECONDS = 300;
const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** An OAuth 2.0 error response (400, RFC 6749 §5.2): `error` is its code, sent with `error_description`. */
export class OAuthError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_scope' | 'unsupported_grant_type',
    readonly description: string,
  ) {
    super(description);
  }
}

export interface SmartTokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
}

const invalidClient = (why: string) => new OAuthError('invalid_client', why);

export async function issueSmartToken(ctx: GatewayContext, form: Readonly<Record<string, string | undefined>>, tokenUrl: string): Promise<SmartTokenResponse> {
  if (form.grant_type !== 'client_credentials') throw new OAuthError('unsupported_grant_type', 'grant_type must be client_credentials.');
  if (form.client_assertion_type !== JWT_BEARER) throw new OAuthError('invalid_request', `client_assertion_type must be ${JWT_BEARER}.`);
  const assertion = form.client_assertion;
  if (!assertion) throw new OAuthError('invalid_request', 'client_assertion is required.');
  let clientId: unknown;
  try {
    clientId = decodeJwt(assertion).iss;
  } catch {
    throw invalidClient('client_assertion is not a JWT.');
  }
  const client = typeof clientId === 'string' && /^[0-9a-f-]{36}$/.test(clientId) ? await findSmartClient(ctx.store.db, clientId) : undefined;
  if (client === undefined) throw invalidClient('Unknown client (iss).');
  const now = ctx.clock.now();
  let payload;
  try {
    ({ payload } = await jwtVerify(assertion, createLocalJWKSet({ keys: client.jwks.keys as JWK[] }), {
      algorithms: ['RS384', 'ES384'],
      issuer: client.id,
      subject: client.id,
      audience: tokenUrl,
      currentDate: now,
      requiredClaims: ['exp', 'jti'],
    }));
  } catch {
    throw invalidClient('The client assertion is not valid: its signature, iss, sub, aud (the token URL) or exp.');
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (payload.exp! > nowSeconds + MAX_ASSERTION_LIFETIME_SECONDS) throw invalidClient('The client assertion expires more than five minutes ahead.');
  if (typeof payload.jti !== 'string' || payload.jti === '') throw invalidClient('The client assertion needs a jti.');
  let integrator: AuthenticatedIntegrator;
  try {
    integrator = await requireActiveIntegrator(ctx, client.integratorId);
  } catch (err) {
    if (isGatewayError(err)) throw invalidClient('The client belongs to a disabled integrator.');
    throw err;
  }
  const requested = (form.scope ?? '').split(' ').filter((s) => s !== '');
  // No scope asked for: the client's registered scopes are the default (RFC 6749 §3.3).
  const granted = requested.length === 0 ? client.scopes : grantableScopes(requested, client.scopes);
  if (granted.length === 0) throw new OAuthError('invalid_scope', 'None of the requested scopes is granted to this client (system/<Type|*>.rs or .read).');
  // Recorded only once everything else passed: a refused assertion may be corrected and sent again.
  if (!(await rememberAssertionId(ctx.store.db, client.id, payload.jti, isoTime(payload.exp! * 1000), isoNow(ctx.clock)))) {
    throw invalidClient('The client assertion was already used (jti).');
  }
  const accessToken = await ctx.tokens.signSmart({ integratorId: integrator.id, clientId: client.id, scopes: granted }, SMART_TOKEN_TTL_SECONDS);
  ctx.log.info({ integratorId: integrator.id, clientId: client.id }, 'SMART token issued');
  return { access_token: accessToken, token_type: 'bearer', expires_in: SMART_TOKEN_TTL_SECONDS, scope: granted.join(' ') };
}

export interface SmartAccess {
  integrator: AuthenticatedIntegrator;
  clientId: string;
  scopes: string[];
}

/** A SMART bearer token on a FHIR request: valid, its client still registered, its integrator active. */
export async function authenticateSmartToken(ctx: GatewayContext, token: string): Promise<SmartAccess> {
  const claims = await ctx.tokens.verifySmart(token, SMART_TOKEN_TTL_SECONDS);
  const client = await findSmartClient(ctx.store.db, claims.clientId);
  if (client === undefined || client.integratorId !== claims.integratorId) {
    throw new GatewayError('TOKEN_INVALID');
  }
  return { integrator: await requireActiveIntegrator(ctx, claims.integratorId), clientId: claims.clientId, scopes: claims.scopes };
}
