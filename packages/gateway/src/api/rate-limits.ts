/**
 * @module api/rate-limits
 * Where abuse starts, and what limits it (429 with Retry-After, in the envelope):
 * - per credential (integrator key, bearer token): GATEWAY_RATE_LIMIT_PER_MINUTE, keyed by the hashed
 *   credential, not the address, because many integrators share NAT egress;
 * - per client address and surface, for requests with a missing or wrong credential
 *   (GATEWAY_FAILED_AUTH_PER_MINUTE): a flood of random keys, each new to the per-credential limiter, is
 *   stopped here. Each surface (integrator, desktop, device, agent, operator) has its own budget, so wrong
 *   integrator keys never lock out an agent or the operator behind the same address. An address over a
 *   surface's budget is refused at once (before any store lookup) unless it presents an integrator key this
 *   gateway has just seen succeed, or the operator key, so one broken client behind a shared address does not
 *   lock out the others;
 * - per client address on the agent API and its socket upgrades (GATEWAY_AGENT_RATE_LIMIT_PER_MINUTE) and
 *   on the operator API (GATEWAY_ADMIN_RATE_LIMIT_PER_MINUTE).
 * Behind a load balancer the address comes from X-Forwarded-For when GATEWAY_TRUST_PROXY is true.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boundedLru } from '../core/bounded-lru.js';
import type { GatewayContext } from '../core/context.js';
import type { ErrorCode, GatewayError } from '../core/errors.js';
import { bearerToken } from './auth.js';
import { HttpGatewayError } from './http-errors.js';
import { declareErrorCodes } from './route-errors.js';
import { hashSecret, secretsEqual } from '../core/secrets.js';

const MINUTE_MS = 60_000;

/** Requests per key in fixed one-minute windows; bounded in the keys it remembers. */
export class WindowCounter {
  private readonly windows = boundedLru<string, { count: number; endsAt: number }>(100_000);

  constructor(readonly limit: number) {}

  /** Counts one request; true while the key is within its limit. */
  hit(key: string, nowMs = Date.now()): boolean {
    const window = this.current(key, nowMs) ?? { count: 0, endsAt: nowMs + MINUTE_MS };
    window.count++;
    this.windows.set(key, window);
    return window.count <= this.limit;
  }

  isOver(key: string, nowMs = Date.now()): boolean {
    return (this.current(key, nowMs)?.count ?? 0) >= this.limit;
  }

  retryAfterSeconds(key: string, nowMs = Date.now()): number {
    return Math.max(1, Math.ceil(((this.current(key, nowMs)?.endsAt ?? nowMs) - nowMs) / 1000));
  }

  private current(key: string, nowMs: number): { count: number; endsAt: number } | undefined {
    const window = this.windows.get(key);
    return window && window.endsAt > nowMs ? window : undefined;
  }
}

export function rateLimited(message: string, retryAfterSeconds: number): GatewayError {
  return new HttpGatewayError('RATE_LIMITED', message, { 'Retry-After': String(retryAfterSeconds) });
}

/** Credential failures that count against the caller's address. */
const CREDENTIAL_FAILURES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'API_KEY_MISSING',
  'API_KEY_INVALID',
  'OPERATOR_KEY_INVALID',
  'TOKEN_MISSING',
  'TOKEN_INVALID',
  'TOKEN_WRONG_SURFACE',
  'DEVICE_MISMATCH',
  'SUBSCRIPTION_KEY_INVALID',
  'ENROLMENT_KEY_INVALID',
]);

/** The surfaces that count credential failures apart: one surface's failures never block another's callers. */
export type CredentialSurface = 'integrator' | 'desktop' | 'device' | 'agent' | 'admin';

const SURFACE_PREFIXES: readonly [string, CredentialSurface][] = [
  ['/integrator/', 'integrator'],
  ['/desktop/', 'desktop'],
  ['/device/', 'device'],
  ['/agent/', 'agent'],
  ['/admin/', 'admin'],
];

/** The surface a request path belongs to (the agent's socket is on the agent surface). */
export function surfaceOfPath(url: string): CredentialSurface | undefined {
  return SURFACE_PREFIXES.find(([prefix]) => url.startsWith(prefix) || url === prefix.slice(0, -1))?.[1];
}

/** How long an integrator key that authenticated stays known as good (exempt from an address's block). */
const KNOWN_GOOD_MS = 10 * 60_000;

/** Counts requests with a missing or wrong credential per address and turns the excess away. */
export class FailedCredentials {
  private readonly counter: WindowCounter | undefined;
  /** Hashes of integrator keys that authenticated recently. */
  private readonly knownGood = boundedLru<string, true>(100_000, { ttl: KNOWN_GOOD_MS });

  private readonly operatorKey: string | undefined;

  constructor(ctx: GatewayContext) {
    this.counter = ctx.config.failedAuthPerMinute > 0 ? new WindowCounter(ctx.config.failedAuthPerMinute) : undefined;
    this.operatorKey = ctx.config.operatorKey || undefined;
  }

  /** An integrator key authenticated: requests carrying it pass even from an address over its budget. */
  rememberGoodKey(key: string): void {
    if (this.counter) this.knownGood.set(hashSecret(key), true);
  }

  /** Call with every error answered on a surface: credential failures count against the address there. */
  record(address: string, code: ErrorCode, surface: CredentialSurface | undefined): void {
    if (surface && CREDENTIAL_FAILURES.has(code)) this.counter?.hit(`${surface} ${address}`);
  }

  /**
   * Throws RATE_LIMITED for an address over its budget on a surface, unless it presents a credential known to
   * be good: an integrator key that recently authenticated, or the operator key (compared in memory, so
   * neither costs a store lookup).
   */
  check(address: string, surface: CredentialSurface, presented: { integratorKey?: string; operatorKey?: string } = {}): void {
    const key = `${surface} ${address}`;
    if (!this.counter?.isOver(key)) return;
    if (presented.integratorKey && this.knownGood.has(hashSecret(presented.integratorKey))) return;
    if (presented.operatorKey && this.operatorKey && secretsEqual(presented.operatorKey, this.operatorKey)) return;
    throw rateLimited(
      `Too many requests without a valid credential from this address (${this.counter.limit} a minute).`,
      this.counter.retryAfterSeconds(key),
    );
  }

  /** Guards every route of a scope, before authentication. */
  guard(scope: FastifyInstance, surface: CredentialSurface): void {
    // Every guarded scope is also rate-limited per credential or per address (see below).
    declareErrorCodes(scope, ['RATE_LIMITED']);
    // A callback, not an async hook: it runs on every request (see app.ts).
    scope.addHook('onRequest', (request, _reply, done) => {
      const integratorKey = request.headers['x-api-key'] ?? request.headers['ocp-apim-subscription-key'];
      const operatorKey = request.headers['x-operator-key'] ?? bearerToken(request.headers.authorization);
      try {
        this.check(request.ip, surface, {
          ...(typeof integratorKey === 'string' ? { integratorKey } : {}),
          ...(surface === 'admin' && typeof operatorKey === 'string' ? { operatorKey } : {}),
        });
      } catch (err) {
        done(err as Error);
        return;
      }
      done();
    });
  }
}

/** Per credential (hashed): each integrator key or token gets its own budget. */
export async function limitPerCredential(ctx: GatewayContext, scope: FastifyInstance, credentialHeaders: readonly string[]): Promise<void> {
  if (ctx.config.rateLimitPerMinute <= 0) return;
  await scope.register(rateLimit, {
    max: ctx.config.rateLimitPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request: FastifyRequest) => {
      const credential = credentialHeaders.map((h) => request.headers[h]).find((v) => typeof v === 'string');
      return hashSecret(typeof credential === 'string' ? credential : `ip:${request.ip}`);
    },
    errorResponseBuilder: (_request, context) => rateLimited(`Rate limit of ${context.max} requests per minute exceeded.`, Math.ceil(context.ttl / 1000)),
  });
}

/** Per client address, for surfaces whose callers are not integrators (agents, the operator). */
export async function limitPerAddress(scope: FastifyInstance, perMinute: number, what: string): Promise<void> {
  if (perMinute <= 0) return;
  await scope.register(rateLimit, {
    max: perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request, context) => rateLimited(`Rate limit of ${context.max} ${what} requests per minute from this address exceeded.`, Math.ceil(context.ttl / 1000)),
  });
}
