/**
 * @module core/webhooks/delivery
 * Sends the outbox. Each tick (background-task runner) claims due deliveries and leases them, then sends
 * them without waiting: a tick never blocks on a receiver, every attempt has a timeout, and each endpoint
 * has its own small concurrency here — an endpoint at its limit is left out of the claim, and the claim
 * takes at most that many of any one endpoint, so a slow or dead endpoint's backlog never delays another's
 * deliveries. A 2xx is success; anything else is retried with jittered
 * exponential backoff until the delivery's day is up (the last attempt at its end), then it is marked failed
 * (visible, redeliverable). Each attempt's outcome is counted once its record is written.
 * Logs carry ids, types and statuses, never secrets or payloads.
 */
import type { GatewayConfig } from '../../config/gateway-config.js';
import type { Logger } from '../../log.js';
import type { Store } from '../../store/db.js';
import { findIntegratorById } from '../../store/integrators.js';
import { claimDueDeliveries, findEndpoint, leaseDeliveries, recordAttempt, type WebhookDelivery } from '../../store/webhooks.js';
import type { Clock } from '../clock.js';
import type { GatewayMetrics } from '../metrics.js';
import { postWebhook } from './send.js';
import { webhookHeaders } from './signing.js';

/** Deliveries claimed per tick. */
const CLAIM_BATCH = 100;
/** Longest wait between two attempts. */
const MAX_BACKOFF_MS = 8 * 60 * 60 * 1000;

export interface WebhookDelivererOptions {
  store: Store;
  clock: Clock;
  log: Logger;
  metrics: Pick<GatewayMetrics, 'webhookAttempt'>;
  config: Pick<GatewayConfig, 'webhookTimeoutMs' | 'webhookRetryBaseMs' | 'webhookConcurrencyPerEndpoint' | 'webhookAllowHttpLoopback'>;
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

export class WebhookDeliverer {
  private readonly inFlight = new Map<string, number>();
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly options: WebhookDelivererOptions) {}

  /** Claims and starts what is due; resolves once started (not sent). */
  async tick(): Promise<number> {
    const { store, clock, config } = this.options;
    const now = clock.now();
    const cap = config.webhookConcurrencyPerEndpoint;
    const busy = [...this.inFlight].filter(([, n]) => n >= cap).map(([id]) => id);
    // Leased past the attempt's timeout: another instance takes it only if this one died mid-attempt.
    const leaseUntil = new Date(now.getTime() + config.webhookTimeoutMs + 30_000).toISOString();
    const chosen = await store.transaction(async (trx) => {
      const due = await claimDueDeliveries(trx, store.engine, now.toISOString(), busy, CLAIM_BATCH, cap);
      const taken: WebhookDelivery[] = [];
      const counts = new Map(this.inFlight);
      for (const d of due) {
        const n = counts.get(d.endpointId) ?? 0;
        if (n >= cap) continue;
        counts.set(d.endpointId, n + 1);
        taken.push(d);
      }
      await leaseDeliveries(trx, taken.map((d) => d.id), leaseUntil);
      return taken;
    });
    for (const delivery of chosen) this.start(delivery);
    return chosen.length;
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
