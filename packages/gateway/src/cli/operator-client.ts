/**
 * @module cli/operator-client
 * HTTP client for the gateway's operator API (`/admin`), used by `gatewayctl` and the demo.
 * Talks JSON over HTTP; it borrows the routes' schemas as types only (no gateway code runs in it).
 */
import type { Static } from 'typebox';
import type { AuditRecord } from '../api/schemas/audit.js';

export interface OperatorClientOptions {
  baseUrl: string;
  operatorKey: string;
}

export class OperatorApiError extends Error {
  override name = 'OperatorApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

export interface IntegratorSummary {
  id: string;
  name: string;
  status: string;
  keyPrefix: string;
  createdAt: string;
}

export interface SiteSummary {
  id: string;
  name: string;
  practiceManagementName: string;
  practiceManagementSiteId: string;
  status: string;
  availability: string;
  authoritative: boolean;
  linkVersion: string;
  heartbeatTimestampUTC?: string;
}

export interface WebhookSummary {
  id: string;
  integratorId: string;
  url: string;
  eventTypes: string[];
  status: string;
  description: string;
  /** Why the gateway disabled it, when it did. */
  disabledReason?: string;
}

export interface WebhookDeliverySummary {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  lastStatusCode?: number;
  lastError?: string;
  createdAt: string;
}

/** One access to a site's data, as `GET /admin/audit` shows it (the route's schema; a type only, no code). */
export type AuditRecordSummary = Static<typeof AuditRecord>;

/** The audit trail's filters; every one optional. */
export interface AuditFilter {
  siteId?: string;
  integratorId?: string;
  from?: string;
  to?: string;
}

function auditQuery(filter: AuditFilter & { limit?: number; cursor?: string }): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export interface PairingSummary {
  integratorId: string;
  name: string;
  pairedAt: string;
}

export class OperatorClient {
  constructor(private readonly options: OperatorClientOptions) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await this.fetch(method, path, body);
    const payload = (await response.json().catch(() => undefined)) as { error?: { message?: string; code?: string } } | undefined;
    if (!response.ok) {
      throw new OperatorApiError(response.status, payload?.error?.message ?? `HTTP ${response.status}`, payload?.error?.code);
    }
    return payload as T;
  }

  private async fetch(method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs = 30_000): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(new URL(`/admin${path}`, this.options.baseUrl), {
        method,
        headers: {
          'x-operator-key': this.options.operatorKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new OperatorApiError(0, `Cannot reach the gateway at ${this.options.baseUrl}: ${(err as Error).message}`, undefined);
    }
    return response;
  }

  createIntegrator(name: string): Promise<{ integrator: IntegratorSummary; apiKey: string }> {
    return this.call('POST', '/integrators', { name });
  }

  async listIntegrators(): Promise<IntegratorSummary[]> {
    return (await this.call<{ integrators: IntegratorSummary[] }>('GET', '/integrators')).integrators;
  }

  setIntegratorEnabled(id: string, enabled: boolean): Promise<IntegratorSummary> {
    return this.call('POST', `/integrators/${encodeURIComponent(id)}/${enabled ? 'enable' : 'disable'}`);
  }

  rotateIntegratorKey(id: string): Promise<{ integrator: IntegratorSummary; apiKey: string }> {
    return this.call('POST', `/integrators/${encodeURIComponent(id)}/rotate-key`);
  }

  async sitePairings(siteId: string): Promise<PairingSummary[]> {
    return (await this.call<{ pairings: PairingSummary[] }>('GET', `/sites/${encodeURIComponent(siteId)}/pairings`)).pairings;
  }

  async listSites(): Promise<SiteSummary[]> {
    return (await this.call<{ sites: SiteSummary[] }>('GET', '/sites')).sites;
  }

  siteAction(siteId: string, action: 'make-authoritative' | 'activate' | 'revoke'): Promise<SiteSummary> {
    return this.call('POST', `/sites/${encodeURIComponent(siteId)}/${action}`);
  }

  async listWebhooks(): Promise<WebhookSummary[]> {
    return (await this.call<{ webhooks: WebhookSummary[] }>('GET', '/webhooks')).webhooks;
  }

  setWebhookEnabled(id: string, enabled: boolean): Promise<WebhookSummary> {
    return this.call('POST', `/webhooks/${encodeURIComponent(id)}/${enabled ? 'enable' : 'disable'}`);
  }

  async webhookDeliveries(id: string): Promise<WebhookDeliverySummary[]> {
    return (await this.call<{ deliveries: WebhookDeliverySummary[] }>('GET', `/webhooks/${encodeURIComponent(id)}/deliveries`)).deliveries;
  }

  /** One page of the audit trail, newest first; `nextCursor` when more may follow. */
  listAudit(filter: AuditFilter & { limit?: number; cursor?: string }): Promise<{ records: AuditRecordSummary[]; nextCursor?: string }> {
    return this.call('GET', `/audit${auditQuery(filter)}`);
  }

  /** Every record of the filter as NDJSON, streamed as the gateway sends it (an export may take long). */
  async exportAudit(filter: AuditFilter): Promise<ReadableStream<Uint8Array>> {
    const response = await this.fetch('GET', `/audit/export${auditQuery(filter)}`, undefined, 3_600_000);
    if (!response.ok || !response.body) {
      const payload = (await response.json().catch(() => undefined)) as { error?: { message?: string; code?: string } } | undefined;
      throw new OperatorApiError(response.status, payload?.error?.message ?? `HTTP ${response.status}`, payload?.error?.code);
    }
    return response.body;
  }
}
