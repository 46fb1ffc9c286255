/**
 * @module api/app
 * Builds the gateway's Fastify app from a GatewayContext: schemas and OpenAPI, error envelope, the
 * surfaces (integrator, desktop, device, agent, operator, ops) and the agent WebSocket.
 * The app knows no SQL; everything goes through core.
 */
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { GatewayContext } from '../core/context.js';
import { GatewayError } from '../core/errors.js';
import { hashSecret } from '../core/secrets.js';
import { AGENT_API_PREFIX } from '../protocol/agent-api.js';
import { RELEASE_VERSION } from '../protocol/version.js';
import { attachAgentSocket, type AgentSocketServer } from './agent-socket.js';
import { resolveIntegratorSite } from '../core/pairing.js';
import { decorateAuth, integratorOf, requireIntegrator } from './auth.js';
import { installErrorHandling, sendError, toGatewayError } from './error-handler.js';
import { installMetrics } from './metrics.js';
import { adminRoutes } from './routes/admin.js';
import { agentRoutes } from './routes/agent.js';
import { integratorSiteRoutes } from './routes/integrator-sites.js';
import { opsRoutes } from './routes/ops.js';
import { queryRoutes } from './routes/queries.js';
import { tokenSurfaceRoutes } from './routes/token-surfaces.js';
import { tokenRoutes } from './routes/token.js';
import { validatorCompiler } from './validation.js';

export interface GatewayApp {
  readonly app: FastifyInstance;
  /** Stops taking work: closes agent sockets, then the HTTP server. */
  close(): Promise<void>;
}

/**
 * Per-caller rate limit (429 with Retry-After), keyed by the caller's credential (hashed), not by IP: many
 * integrators share NAT egress. It acts on request, before authentication (preParsing), so floods of bad
 * keys are limited too.
 */
/** Declares in the OpenAPI document which credential the routes of a scope need. */
function declareSecurity(scope: FastifyInstance, scheme: 'integratorKey' | 'operatorKey' | 'subscriptionKey' | 'bearer'): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ [scheme]: [] }] };
  });
}

async function limitRate(ctx: GatewayContext, scope: FastifyInstance, credentialHeaders: readonly string[]): Promise<void> {
  if (ctx.config.rateLimitPerMinute <= 0) return;
  await scope.register(rateLimit, {
    max: ctx.config.rateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => {
      const credential = credentialHeaders.map((h) => request.headers[h]).find((v) => typeof v === 'string');
      return hashSecret(typeof credential === 'string' ? credential : `ip:${request.ip}`);
    },
    errorResponseBuilder: (_request, context) =>
      new GatewayError('RATE_LIMITED', `Rate limit of ${context.max} requests per minute exceeded.`, {
        headers: { 'Retry-After': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
}

export async function buildGatewayApp(ctx: GatewayContext): Promise<GatewayApp> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    bodyLimit: ctx.config.bodyLimitBytes,
    genReqId: () => randomUUID(),
    // Timeouts so slow or idle clients cannot hold sockets forever.
    requestTimeout: 120_000,
    keepAliveTimeout: 72_000,
    // Closing is answered by our own hook below, in the documented envelope.
    return503OnClosing: false,
    // Errors Fastify raises before routing (a malformed URL) also get the envelope.
    frameworkErrors: (error, request, reply) => {
      void sendError(request, reply, toGatewayError(error));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  let shuttingDown = false;
  decorateAuth(app);
  installErrorHandling(app);
  const metrics = installMetrics(app, ctx.agents);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('X-Gateway-Version', RELEASE_VERSION);
  });
  app.addHook('onRequest', async (request) => {
    // Liveness stays answerable; everything else is refused while draining.
    if (shuttingDown && request.url !== '/healthz') throw new GatewayError('NOT_READY', 'The gateway is shutting down.');
  });

  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Site Query Gateway',
        version: RELEASE_VERSION,
        description:
          'Relays SQL and FHIR R4 requests from integrators to clinic sites. Errors use the envelope ' +
          '`{error: {status, statusText, message, code}}`; codes are listed in docs/errors.md.',
      },
      components: {
        securitySchemes: {
          integratorKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          operatorKey: { type: 'apiKey', in: 'header', name: 'X-Operator-Key' },
          subscriptionKey: { type: 'apiKey', in: 'header', name: 'X-Subscription-Key' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(opsRoutes(ctx, metrics, () => shuttingDown));

  await app.register(
    async (integrator) => {
      declareSecurity(integrator, 'integratorKey');
      await limitRate(ctx, integrator, ['x-api-key', 'ocp-apim-subscription-key']);
      requireIntegrator(ctx, integrator);
      await integrator.register(tokenRoutes(ctx));
      await integrator.register(integratorSiteRoutes(ctx));
      await integrator.register(
        queryRoutes(
          ctx,
          '/integrator',
          async (request, siteId) => {
            const integratorId = integratorOf(request).id;
            return { integratorId, site: await resolveIntegratorSite(ctx, integratorId, siteId, { forWork: true }) };
          },
          'Queries',
        ),
      );
    },
    { prefix: '/integrator' },
  );
  for (const surface of ['desktop', 'device'] as const) {
    await app.register(
      async (scope) => {
        declareSecurity(scope, 'bearer');
        await limitRate(ctx, scope, ['authorization']);
        await scope.register(tokenSurfaceRoutes(ctx, surface));
      },
      { prefix: `/${surface}` },
    );
  }
  await app.register(agentRoutes(ctx), { prefix: AGENT_API_PREFIX });
  await app.register(
    async (scope) => {
      declareSecurity(scope, 'operatorKey');
      await scope.register(adminRoutes(ctx));
    },
    { prefix: '/admin' },
  );

  await app.ready();
  const sockets: AgentSocketServer = attachAgentSocket(app.server, ctx);

  return {
    app,
    async close() {
      shuttingDown = true;
      // Waiting immediate requests answer 503 at once instead of holding the shutdown for up to a minute.
      ctx.dispatcher.close();
      ctx.agents.closeAll();
      sockets.close();
      const closing = app.close();
      // Keep-alive connections that finished a request after close began would linger until their timeout.
      const force = setTimeout(() => app.server.closeAllConnections(), 2_000);
      force.unref();
      await closing;
      clearTimeout(force);
    },
  };
}
