/**
 * @module api/metrics
 * Prometheus metrics on `/metrics`: the HTTP series and the agents connected here, added to the gateway's
 * registry (core/metrics holds the series of its work), plus Node's process metrics.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Counter, Gauge, Histogram, collectDefaultMetrics, type Registry } from 'prom-client';
import type { AgentHub } from '../core/agent-hub.js';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Counts a response destroyed midway (a streamed page or record whose client left or whose content failed),
     * with the status `cut`: such a response never finishes, so the onResponse hook never sees it.
     */
    countCutOff(): void;
  }
}

export function installMetrics(app: FastifyInstance, agents: AgentHub, registry: Registry): Registry {
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests by route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'HTTP request duration by route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'gateway_agents_connected',
    help: 'Agents connected to this gateway process.',
    registers: [registry],
    collect() {
      this.set(agents.connectedCount);
    },
  });
  const count = (reply: FastifyReply, status: string): void => {
    const { request } = reply;
    // The route pattern, never the raw URL: URLs carry ids and would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  };
  // On the reply's prototype: no cost to a request that does not call it.
  app.decorateReply('countCutOff', function countCutOff(this: FastifyReply) {
    count(this, 'cut');
  });
  // A callback, not async (see app.ts); a failure to count goes to `done` as the async hook's rejection did.
  app.addHook('onResponse', (_request, reply, done) => {
    try {
      count(reply, String(reply.statusCode));
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
  return registry;
}
