/**
 * @module gateway
 * Composition of a gateway: opens and migrates the store, builds the core context and the HTTP app.
 * Used by `bin/gateway.ts`, the demo and tests, so all three run the same wiring.
 */
import type { FastifyInstance } from 'fastify';
import { buildGatewayApp } from './api/app.js';
import type { GatewayConfig } from './config/gateway-config.js';
import { AgentHub } from './core/agent-hub.js';
import { systemClock, type Clock } from './core/clock.js';
import type { GatewayContext } from './core/context.js';
import { QueryDispatcher } from './core/dispatcher.js';
import { PresenceRecorder } from './core/presence.js';
import { TokenService } from './core/tokens.js';
import { createLogger, type Logger } from './log.js';
import { openStore, type OpenStoreOptions } from './store/db.js';
import { migrateToLatest } from './store/migrate.js';

export interface Gateway {
  readonly ctx: GatewayContext;
  readonly app: FastifyInstance;
  /** Listens on the configured host and port; returns the base URL. */
  listen(): Promise<string>;
  /** Graceful stop: agents told, in-flight requests finished, presence flushed, store closed. */
  close(): Promise<void>;
}

export interface CreateGatewayOptions {
  log?: Logger;
  clock?: Clock;
  store?: OpenStoreOptions;
}

export async function createGateway(config: GatewayConfig, options: CreateGatewayOptions = {}): Promise<Gateway> {
  const log = options.log ?? createLogger({ level: config.logLevel, name: 'gateway' });
  if (config.enrolmentKey === undefined && config.siteActivation === 'auto') {
    log.warn(
      'Open registration: any agent that reaches this gateway can register a site and become authoritative for an unclaimed practice. ' +
        'In production set GATEWAY_ENROLMENT_KEY or GATEWAY_SITE_ACTIVATION=manual.',
    );
  }
  const clock = options.clock ?? systemClock;
  const store = await openStore(config.storeUrl, options.store);
  const applied = await migrateToLatest(store.db, store.engine);
  if (applied.length > 0) log.info({ migrations: applied }, 'store migrated');
  const presence = new PresenceRecorder(store.db, log, Math.min(1000, Math.max(20, Math.floor(config.heartbeatIntervalMs / 4))));
  const agents = new AgentHub({
    presence,
    clock,
    log,
    heartbeatIntervalMs: config.heartbeatIntervalMs,
    silenceTimeoutMs: config.availabilityTimeoutMs,
  });
  const tokens = await TokenService.create(store, config.tokenSecret, config.tokenTtlSeconds, clock);
  const dispatcher = new QueryDispatcher({ db: store.db, config, clock, log, agents });
  const ctx: GatewayContext = { config, store, clock, log, presence, agents, tokens, dispatcher };
  const { app, close } = await buildGatewayApp(ctx);
  let closed = false;

  return {
    ctx,
    app,
    async listen() {
      return app.listen({ host: config.host, port: config.port });
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
      await dispatcher.drain();
      await presence.close();
      await store.close();
    },
  };
}
