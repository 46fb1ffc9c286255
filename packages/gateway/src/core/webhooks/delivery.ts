/**
 * @module core/webhooks/delivery
 * Sends the outbox. Each tick (background-task runner) takes the next endpoints in turn (ENDPOINTS_PER_TICK,
 * in id order, continuing where the last tick stopped), claims a few due deliveries of each through an index
 * and leases them, then sends them without waiting. So a tick's work is bounded whatever the backlog: at most
 * ENDPOINTS_PER_TICK small reads and CLAIM_BATCH attempts, of which one integrator gets at most
 * PER_INTEGRATOR_PER_TICK. A tick never blocks on a receiver, every attempt has a timeout, and each endpoint
 * has its own small concurrency here, so a slow or dead endpoint's backlog never delays another's deliveries.
 * An endpoint whose last attempt failed gets one attempt at a time, after a pause that doubles with each
 * failure and is jittered (MAX_ENDPOINT_PAUSE_MS at most): after a restart with thousands due for dead
 * receivers, the loop probes them now and then instead of spending itself on them. A 2xx is success; anything else is retried with jittered
 * exponential backoff until the delivery's day is up (the last attempt at its end), then it is marked failed
 * (visible, redeliverable). Each attempt's outcome is counted once its record is written.
 * Logs carry ids, types and statuses, never secrets or payloads.
 */
import type { GatewayConfig } from '../../config/gateway-config.js';
import type { Logger } from '../../log.js';
import type { Store } from '../../store/db.js';
import { findIntegratorById } from '../../store/integrators.js';
import { claimDueOfEndpoint, disableFailingEndpoint, endpointsInTurn, findEndpoint, leaseDeliveries, noteEndpointOutcome, recordAttempt, type WebhookDelivery, type WebhookEndpoint } from '../../store/webhooks.js';
import { recordEvent } from './events.js';
import type { Clock } from '../clock.js';
import type { GatewayMetrics } from '../metrics.js';
import { postWebhook } from './send.js';
import { webhookHeaders } from './signing.js';

/** Deliveries claimed per tick at most, whatever the backlog. */
export const CLAIM_BATCH = 100;
/** Endpoints looked at per tick at most (one small indexed read each). */
export const ENDPOINTS_PER_TICK = 50;
/** Deliveries one integrator's endpoints may take of a tick's batch: others' come in the same tick. */
export const PER_INTEGRATOR_PER_TICK = 20;
/** Longest pause between two attempts of a failing endpoint on this instance. */
export const MAX_ENDPOINT_PAUSE_MS = 60_000;
/** Longest wait between two attempts. */
const MAX_BACKOFF_MS = 8 * 60 * 60 * 1000;

export interface WebhookDelivererOptions {
  store: Store;
  clock: Clock;
  log: Logger;
  metrics: Pick<GatewayMetrics, 'webhookAttempt'>;
  config: Pick<GatewayConfig, 'webhookTimeoutMs' | 'webhookRetryBaseMs' | 'webhookConcurrencyPerEndpoint' | 'webhookAllowHttpLoopback' | 'webhookDisableAfterDays'>;
}

/** Attempt n (1-based) failed: wait base × 6^(n-1), capped, ±20 % jitter so retries of many events spread out. */
export function backoffMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const plain = Math.min(MAX_BACKOFF_MS, baseMs * 6 ** Math.max(0, attempt - 1));
  return Math.round(plain * (0.8 + 0.4 * random()));
}

/**
 * After failed attempt n at `at`: give up once the give-up time has come, otherwise retry after the backoff.
 * The day is used to its end: a backoff that would overshoot it is cut short to one last attempt at the
 * give-up time (with 8-hour steps the retries otherwise ended some 18 hours in).
 */
export function afterFailure(attempt: number, at: string, giveUpAt: string, baseMs: number, random: () => number = Math.random): { giveUp: boolean; next: string } {
  if (at >= giveUpAt) return { giveUp: true, next: at };
  const backoff = new Date(Date.parse(at) + backoffMs(attempt, baseMs, random)).toISOString();
  return { giveUp: false, next: backoff > giveUpAt ? giveUpAt : backoff };
}

/** A pause after `failures` failed attempts in a row: doubling from the retry base, capped, jittered (×0.5–1.5). */
export function endpointPauseMs(failures: number, baseMs: number, random: () => number = Math.random): number {
  const plain = Math.min(MAX_ENDPOINT_PAUSE_MS, baseMs * 2 ** Math.min(30, Math.max(0, failures - 1)));
  return Math.round(plain * (0.5 + random()));
}

/** What one tick did: the bound on a tick's work, whatever the backlog. */
export interface TickWork {
  /** Endpoints read and looked at. */
  endpoints: number;
  /** Reads of one endpoint's due deliveries. */
  claimReads: number;
  /** Attempts started. */
  started: number;
}

/** A failing endpoint on this instance: failed attempts in a row, and when it may be tried again. */
interface Failing {
  failures: number;
  pausedUntilMs: number;
}

export class WebhookDeliverer {
  private readonly inFlight = new Map<string, number>();
  private readonly sending = new Set<Promise<void>>();
  private readonly failing = new Map<string, Failing>();
  /** The last endpoint looked at: the next tick continues after it. */
  private cursor: string | undefined;
  /** What the last tick did (tests and metrics read it). */
  lastTick: TickWork = { endpoints: 0, claimReads: 0, started: 0 };

  constructor(private readonly options: WebhookDelivererOptions) {}

  /** Claims and starts what is due, within a tick's bounds; resolves once started (not sent). */
  async tick(): Promise<number> {
    const { store, clock, config } = this.options;
    const now = clock.now();
    const nowMs = now.getTime();
    const cap = config.webhookConcurrencyPerEndpoint;
    // Leased past the attempt's timeout: another instance takes it only if this one died mid-attempt.
    const leaseUntil = new Date(nowMs + config.webhookTimeoutMs + 30_000).toISOString();
    const work: TickWork = { endpoints: 0, claimReads: 0, started: 0 };
    const chosen = await store.transaction(async (trx) => {
      const endpoints = await endpointsInTurn(trx, this.cursor, ENDPOINTS_PER_TICK);
      const taken: WebhookDelivery[] = [];
      const perIntegrator = new Map<string, number>();
      for (const endpoint of endpoints) {
        if (taken.length >= CLAIM_BATCH) break;
        work.endpoints++;
        this.cursor = endpoint.id;
        const failing = this.failing.get(endpoint.id);
        if (failing && failing.pausedUntilMs > nowMs) continue;
        const integratorTaken = perIntegrator.get(endpoint.integratorId) ?? 0;
        // A failing endpoint gets one attempt at a time (a probe); a healthy one its concurrency.
        const room = Math.min((failing ? 1 : cap) - (this.inFlight.get(endpoint.id) ?? 0), CLAIM_BATCH - taken.length, PER_INTEGRATOR_PER_TICK - integratorTaken);
        if (room <= 0) continue;
        work.claimReads++;
        const due = await claimDueOfEndpoint(trx, store.engine, endpoint.id, now.toISOString(), room);
        perIntegrator.set(endpoint.integratorId, integratorTaken + due.length);
        taken.push(...due);
      }
      await leaseDeliveries(trx, taken.map((d) => d.id), leaseUntil);
      return taken;
    });
    for (const delivery of chosen) this.start(delivery);
    work.started = chosen.length;
    this.lastTick = work;
    return chosen.length;
  }

  /**
   * The endpoint's record of failure: a success clears it; a failure starts it, or, once every attempt has
   * failed for the configured days, disables the endpoint with a reason the integrator and the operator see,
   * and tells the integrator's other endpoints (as well-known webhook services do).
   */
  private async noteEndpointHealth(endpoint: WebhookEndpoint, error: string | null, at: string): Promise<void> {
    const { store, log, config } = this.options;
    if (error === null || endpoint.failingSince === null) {
      if ((error === null) === (endpoint.failingSince === null)) return;
      await noteEndpointOutcome(store.db, endpoint.id, error === null, at);
      return;
    }
    const days = config.webhookDisableAfterDays;
    if (Date.parse(at) - Date.parse(endpoint.failingSince) < days * 24 * 60 * 60 * 1000) return;
    const reason = `Every delivery attempt failed for ${days} days (since ${endpoint.failingSince}); the last: ${error}`;
    const disabled = await store.transaction(async (trx) => {
      if (!(await disableFailingEndpoint(trx, endpoint.id, reason, at))) return false;
      await recordEvent(trx, endpoint.integratorId, 'webhook.endpointDisabled', { endpointId: endpoint.id, url: endpoint.url, reason }, at);
      return true;
    });
    if (disabled) log.warn({ endpointId: endpoint.id, integratorId: endpoint.integratorId, days }, 'webhook endpoint disabled: every attempt failed for days');
  }

  /** A success ends an endpoint's pause; a failure starts or lengthens it. */
  private noteOutcome(endpointId: string, ok: boolean, atMs: number): void {
    if (ok) {
      this.failing.delete(endpointId);
      return;
    }
    const failures = (this.failing.get(endpointId)?.failures ?? 0) + 1;
    this.failing.set(endpointId, { failures, pausedUntilMs: atMs + endpointPauseMs(failures, this.options.config.webhookRetryBaseMs) });
  }

  /** Resolves when every attempt in progress has ended (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.sending.size > 0) await Promise.all([...this.sending]);
  }

  private start(delivery: WebhookDelivery): void {
    this.inFlight.set(delivery.endpointId, (this.inFlight.get(delivery.endpointId) ?? 0) + 1);
    const attempt = this.attempt(delivery)
      .catch((err: unknown) => this.options.log.error({ err, deliveryId: delivery.id }, 'webhook attempt failed unexpectedly'))
      .finally(() => {
        const left = (this.inFlight.get(delivery.endpointId) ?? 1) - 1;
        if (left <= 0) this.inFlight.delete(delivery.endpointId);
        else this.inFlight.set(delivery.endpointId, left);
        this.sending.delete(attempt);
      });
    this.sending.add(attempt);
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const { store, clock, log, config, metrics } = this.options;
    const endpoint = await findEndpoint(store.db, delivery.endpointId);
    const attempts = delivery.attempts + 1;
    // Nothing goes out for an integrator the operator disabled (its events stay listed, redeliverable later).
    const integrator = endpoint && endpoint.status === 'enabled' ? await findIntegratorById(store.db, endpoint.integratorId) : undefined;
    if (!endpoint || endpoint.status !== 'enabled' || integrator?.status !== 'active') {
      const at = clock.now().toISOString();
      const error = endpoint?.status === 'enabled' ? 'The integrator is disabled.' : 'The endpoint is disabled.';
      await recordAttempt(store.db, delivery.id, { status: 'failed', attempts: delivery.attempts, nextAttemptAt: at, statusCode: null, error, at });
      metrics.webhookAttempt('not_sent');
      return;
    }
    const now = clock.now();
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now.toISOString()) secrets.push(endpoint.previousSecret);
    const headers = { 'content-type': 'application/json', 'user-agent': 'site-query-gateway-webhooks', ...webhookHeaders(secrets, delivery.eventId, Math.floor(now.getTime() / 1000), delivery.payload) };
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      // Only public addresses, checked as the connection is made; no redirects (see ./send).
      statusCode = await postWebhook({ url: endpoint.url, headers, body: delivery.payload, timeoutMs: config.webhookTimeoutMs, allowLoopback: config.webhookAllowHttpLoopback });
      if (statusCode < 200 || statusCode > 299) error = `The endpoint answered ${statusCode}.`;
    } catch (err) {
      const name = (err as Error).name;
      error = name === 'TimeoutError' ? `No answer within ${config.webhookTimeoutMs} ms.` : name === 'NonPublicAddressError' ? (err as Error).message : 'The endpoint could not be reached.';
    }
    const at = clock.now();
    this.noteOutcome(endpoint.id, error === null, at.getTime());
    await this.noteEndpointHealth(endpoint, error, at.toISOString());
    if (error === null) {
      await recordAttempt(store.db, delivery.id, { status: 'delivered', attempts, nextAttemptAt: at.toISOString(), statusCode, error: null, at: at.toISOString() });
      metrics.webhookAttempt('delivered');
      log.debug({ deliveryId: delivery.id, endpointId: endpoint.id, type: delivery.eventType, attempts }, 'webhook delivered');
      return;
    }
    const { giveUp, next } = afterFailure(attempts, at.toISOString(), delivery.giveUpAt, config.webhookRetryBaseMs);
    await recordAttempt(store.db, delivery.id, { status: giveUp ? 'failed' : 'pending', attempts, nextAttemptAt: next, statusCode, error, at: at.toISOString() });
    metrics.webhookAttempt(giveUp ? 'failed' : 'retrying');
    log.info({ deliveryId: delivery.id, endpointId: endpoint.id, type: delivery.eventType, attempts, statusCode, final: giveUp }, giveUp ? 'webhook delivery failed for good' : 'webhook delivery failed; will retry');
  }
}
