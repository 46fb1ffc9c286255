/**
 * Typed fixtures for API tests: an in-process gateway on an in-memory store, driven with `inject()`,
 * plus builders for integrators, registered sites and pairings so tests state only what they are about.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { testGatewayConfig, type GatewayConfig } from '@site-query-gateway/gateway/config/gateway-config.js';
import { createGateway, type Gateway } from '@site-query-gateway/gateway/gateway.js';
import { createLogger, type Logger } from '@site-query-gateway/gateway/log.js';
import type { Clock } from '@site-query-gateway/gateway/core/clock.js';

export const OPERATOR_KEY = 'test-operator-key-0123456789';

export interface TestSite {
  siteId: string;
  subscriptionKey: string;
  practiceManagementName: string;
  practiceManagementSiteId: string;
  authoritative: boolean;
}

export interface TestGateway {
  gateway: Gateway;
  inject: Gateway['app']['inject'];
  createIntegrator(name?: string): Promise<{ id: string; key: string }>;
  registerSite(options?: { practiceManagementName?: string; practiceManagementSiteId?: string }): Promise<TestSite>;
  /** Pairs (minting a code when the kind needs one) and returns the response. */
  pair(integratorKey: string, site: TestSite): Promise<LightMyRequestResponse>;
  mintCode(site: TestSite): Promise<string>;
  close(): Promise<void>;
}

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(this.nowMs());
  }
  nowMs(): number {
    return Date.now() + this.offsetMs;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** A clock that moves only when the test moves it: what is due "before a deadline" cannot depend on the machine's speed. */
export class ManualClock implements Clock {
  constructor(private ms = Date.now()) {}
  now(): Date {
    return new Date(this.ms);
  }
  nowMs(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

export async function startTestGateway(overrides: Partial<GatewayConfig> = {}, clock?: Clock, log?: Logger): Promise<TestGateway> {
  const gateway = await createGateway(testGatewayConfig({ operatorKey: OPERATOR_KEY, ...overrides }), {
    log: log ?? createLogger({ level: 'silent', name: 'test' }),
    ...(clock ? { clock } : {}),
  });
  const inject = gateway.app.inject.bind(gateway.app) as Gateway['app']['inject'];

  const mintCode = async (site: TestSite): Promise<string> => {
    const res = await inject({ method: 'POST', url: '/agent/v1/pairing-codes', headers: { 'x-subscription-key': site.subscriptionKey } });
    if (res.statusCode !== 201) throw new Error(`mint failed: ${res.statusCode} ${res.body}`);
    return (res.json() as { pairingCode: string }).pairingCode;
  };

  return {
    gateway,
    inject,
    async createIntegrator(name = 'integrator') {
      const res = await inject({ method: 'POST', url: '/admin/integrators', headers: { 'x-operator-key': OPERATOR_KEY }, payload: { name } });
      if (res.statusCode !== 201) throw new Error(`create integrator failed: ${res.statusCode} ${res.body}`);
      const body = res.json() as { integrator: { id: string }; apiKey: string };
      return { id: body.integrator.id, key: body.apiKey };
    },
    async registerSite(options = {}) {
      const site = {
        siteId: randomUUID(),
        subscriptionKey: `sk_${randomBytes(32).toString('base64url')}`,
        practiceManagementName: options.practiceManagementName ?? 'Best Practice',
        practiceManagementSiteId: options.practiceManagementSiteId ?? `BP-${randomUUID().slice(0, 8)}`,
      };
      const res = await inject({
        method: 'POST',
        url: '/agent/v1/sites',
        payload: {
          ...site,
          practiceName: 'Test Clinic',
          practiceManagementVersion: '6.5',
          databaseEngine: 'sqlite',
          catalogue: [{ name: 'BPSPatients', isDefault: true }],
          linkVersion: '26.1121.1',
        },
      });
      if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
      return { ...site, authoritative: (res.json() as { site: { authoritative: boolean } }).site.authoritative };
    },
    mintCode,
    async pair(integratorKey, site) {
      const query = new URLSearchParams({ practiceManagementName: site.practiceManagementName, practiceManagementSiteId: site.practiceManagementSiteId });
      if (site.practiceManagementName === 'Best Practice') query.set('pairingCode', await mintCode(site));
      return inject({ method: 'POST', url: `/integrator/pair-site?${query}`, headers: { 'x-api-key': integratorKey } });
    },
    close: () => gateway.close(),
  };
}

export interface PairedGateway {
  t: TestGateway;
  /** Where the gateway listens (agents connect here). */
  baseUrl: string;
  /** The integrator's API key. */
  key: string;
  site: TestSite;
}

/**
 * A listening gateway with one integrator paired to one registered site: the setup most agent-facing tests
 * start from. Throws if the pairing is refused.
 */
export async function startPairedGateway(overrides: Partial<GatewayConfig> = {}, siteOptions: { practiceManagementName?: string } = {}): Promise<PairedGateway> {
  const t = await startTestGateway({ port: 0, ...overrides });
  const baseUrl = await t.gateway.listen();
  const key = (await t.createIntegrator()).key;
  const site = await t.registerSite(siteOptions);
  const paired = await t.pair(key, site);
  if (paired.statusCode !== 200) throw new Error(`pairing failed: ${paired.statusCode} ${paired.body}`);
  return { t, baseUrl, key, site };
}

/** The documented error envelope, asserted the same way everywhere. */
export function expectEnvelope(res: LightMyRequestResponse, status: number, code: string): void {
  const body = res.json() as { error?: { status: number; statusText: string; message: string; code: string } };
  if (res.statusCode !== status || body.error?.code !== code || body.error.status !== status || typeof body.error.message !== 'string' || !body.error.statusText) {
    throw new Error(`expected ${status} ${code}, got ${res.statusCode} ${res.body}`);
  }
}
