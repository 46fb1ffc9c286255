/**
 * Two in-process gateway instances sharing one PostgreSQL store, in a schema of their own (dropped on close),
 * as the scale-out tests need them; and a scripted agent connected to the first, its presence written so
 * the second sees the site online.
 */
import { randomBytes } from 'node:crypto';
import type { GatewayConfig } from '@site-query-gateway/gateway/config/gateway-config.js';
import type { Clock } from '@site-query-gateway/gateway/core/clock.js';
import { FakeAgent } from './fake-agent.js';
import { startTestGateway, type TestGateway, type TestSite } from './gateway.js';
import { PG_URL, pgAdmin } from './services.js';

export interface GatewayPair {
  a: TestGateway;
  b: TestGateway;
  /** A paired site whose agent is connected to instance A and ready; `a` and `b` both see it online. */
  siteOnA(): Promise<{ integratorKey: string; site: TestSite; agent: FakeAgent }>;
  close(): Promise<void>;
}

export async function startGatewayPair(schemaPrefix: string, overrides: Partial<GatewayConfig> = {}, clock?: Clock): Promise<GatewayPair> {
  const schema = `${schemaPrefix}_${randomBytes(4).toString('hex')}`;
  await pgAdmin(`create schema ${schema}`);
  const config = { storeUrl: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`, tokenSecret: 'x'.repeat(32), port: 0, registeredClaimIntervalMs: 60_000, ...overrides };
  const a = await startTestGateway(config, clock);
  const b = await startTestGateway(config, clock);
  const agents: FakeAgent[] = [];
  // Instance A listens once, whichever call of siteOnA comes first.
  let urlOfA: Promise<string> | undefined;
  return {
    a,
    b,
    async siteOnA() {
      const integrator = await a.createIntegrator();
      const site = await a.registerSite({ practiceManagementName: 'Zedmed' });
      await a.pair(integrator.key, site);
      const agent = await FakeAgent.connectReady(await (urlOfA ??= a.gateway.listen()), site, a.gateway.ctx.agents);
      agents.push(agent);
      await a.gateway.ctx.presence.flush();
      return { integratorKey: integrator.key, site, agent };
    },
    async close() {
      for (const agent of agents) agent.close();
      await a.close();
      await b.close();
      await pgAdmin(`drop schema if exists ${schema} cascade`);
    },
  };
}
