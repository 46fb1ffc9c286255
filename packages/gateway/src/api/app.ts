/**
 * @module api/app
 * Builds the gateway's Fastify app from a GatewayContext: schemas and OpenAPI, error envelope, the
 * surfaces (integrator, desktop, device, agent, operator, ops), the web console's files and the agent WebSocket.
 * The app knows no SQL; everything goes through core.
 */
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { GatewayContext } from '../core/context.js';
import { GatewayError } from '../core/errors.js';
import { AGENT_API_PREFIX } from '@site-query-gateway/protocol/agent-api.js';
import { COMPRESS_MIN_BYTES, RESPONSE_ENCODINGS } from './response-encoding.js';
import { setVersionHeader } from './version-header.js';
import { attachAgentSocket, type AgentSocketServer } from './agent-socket.js';
import { resolveIntegratorSite } from '../core/pairing.js';
import { decorateAudit, installAuditHooks } from './audit-hooks.js';
import { decorateAuth, integratorOf, requireIntegrator } from './auth.js';
import { answerClientError, installErrorHandling, sendError, toGatewayError } from './error-handler.js';
import { PARSER_MAX_HEADER_BYTES, headerSizeError } from './header-size.js';
import { installJsonBodyParser } from './json-body.js';
import { installJsonOnlyBodies } from './json-only.js';
import { commonErrorCodes, declareErrorCodes } from './route-errors.js';
import { RouteMethods } from './method-not-allowed.js';
import { lowerCaseGuidParams } from './guid-params.js';
import { installMetrics } from './metrics.js';
import { FailedCredentials, limitPerAddress, limitPerCredential } from './rate-limits.js';
import { adminRoutes } from './routes/admin.js';
import { agentRoutes } from './routes/agent.js';
import { fhirRoutes } from './routes/fhir.js';
import { smartClientRoutes, smartPublicRoutes } from './routes/smart.js';
import { integratorSiteRoutes } from './routes/integrator-sites.js';
import { opsRoutes } from './routes/ops.js';
import { queryRoutes } from './routes/queries.js';
import { webhookRoutes } from './routes/webhooks.js';
import { tokenSurfaceRoutes } from './routes/token-surfaces.js';
import { tokenRoutes } from './routes/token.js';
import { validatorCompiler } from './validation.js';
import { sharedSerializerFactory } from './shared-serializers.js';
import { validationMessage } from './validation-messages.js';
import { registerApiReference } from './openapi/reference-routes.js';
import { registerConsole } from './console-routes.js';
import { lazyChildLogger } from './lazy-child-logger.js';

export interface GatewayApp {
  readonly app: FastifyInstance;
  /** Stops taking work: closes agent sockets, then the HTTP server. */
  close(): Promise<void>;
}

/**
 * The desktop and device surfaces need `DeviceId` next to the bearer token: declared on each of their routes
 * (the token check in preParsing answers DEVICE_MISMATCH first), so "Try it out" in /docs sends it.
 */
function declareDeviceIdHeader(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as { headers?: { properties?: Record<string, unknown>; required?: string[] } };
    route.schema = {
      ...route.schema,
      headers: Type.Object({
        ...schema.headers?.properties,
        DeviceId: Type.String({ minLength: 1, maxLength: 200, description: 'The device the token was issued for (its device_id).' }),
      }),
    };
  });
}

/** Declares in the OpenAPI document which credential the routes of a scope need. */
function declareSecurity(scope: FastifyInstance, scheme: 'integratorKey' | 'operatorKey' | 'subscriptionKey' | 'bearer'): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ [scheme]: [] }] };
  });
}

export async function buildGatewayApp(ctx: GatewayContext): Promise<GatewayApp> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    bodyLimit: ctx.config.bodyLimitBytes,
    // Room beyond the 16 KiB the gateway accepts, so oversized headers reach the hook below with their path.
    http: { maxHeaderSize: PARSER_MAX_HEADER_BYTES },
    genReqId: () => randomUUID(),
    // Each request's logger is made when it first logs (most log nothing at the default level).
    childLoggerFactory: (logger, bindings, options) => lazyChildLogger(logger, bindings, options),
    // Behind a load balancer, the client's address (rate limits per address) is in X-Forwarded-For.
    trustProxy: ctx.config.trustProxy,
    // Timeouts so slow or idle clients cannot hold sockets forever.
    requestTimeout: 120_000,
    keepAliveTimeout: 72_000,
    // Closing is answered by our own hook below, in the documented envelope.
    return503OnClosing: false,
    // Errors Fastify raises before routing (a malformed URL, a path parameter too long) also get the envelope.
    frameworkErrors: (error, request, reply) => {
      const mapped = toGatewayError(error);
      if (mapped.code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'unhandled framework error');
      void sendError(request, reply, mapped);
    },
    // And so do errors Node's HTTP parser raises before Fastify sees a request (431, length mismatch).
    clientErrorHandler: answerClientError,
    // Validation messages name the field and what it must be (api/validation-messages).
    schemaErrorFormatter: (errors, dataVar) => new Error(validationMessage(errors, dataVar)),
    // One response serializer per distinct schema, not per route and status (api/shared-serializers).
    schemaController: { compilersFactory: { buildSerializer: sharedSerializerFactory() } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  let shuttingDown = false;
  decorateAuth(app);
  decorateAudit(app);
  const failedCredentials = new FailedCredentials(ctx);
  const routeMethods = new RouteMethods();
  routeMethods.install(app);
  installErrorHandling(app, failedCredentials, routeMethods);
  installAuditHooks(ctx, app);
  declareErrorCodes(app, commonErrorCodes);
  installJsonOnlyBodies(app);
  lowerCaseGuidParams(app);
  app.removeContentTypeParser('application/json');
  installJsonBodyParser(app);
  const metrics = installMetrics(app, ctx.agents, ctx.metrics.registry);
  // Hooks on every request take a callback rather than being async: an async hook costs a promise and a
  // turn of the microtask queue each, on the path of every relayed query.
  app.addHook('onSend', (_request, reply, payload, done) => {
    setVersionHeader(reply);
    done(null, payload);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    // Liveness stays answerable; everything else is refused while draining.
    done(shuttingDown && request.url !== '/healthz' ? new GatewayError('NOT_READY', 'The gateway is shutting down.') : headerSizeError(request));
  });

  // JSON answers above a small size go compressed to clients that ask (Accept-Encoding). Request bodies are not
  // decompressed here: the one route that takes a compressed body (an agent's encoded page) stores it as it is.
  await app.register(compress, { globalDecompression: false, threshold: COMPRESS_MIN_BYTES, encodings: [...RESPONSE_ENCODINGS] });
  await app.register(formbody);
  await registerApiReference(app);
  await registerConsole(app, ctx.log as FastifyBaseLogger);

  await app.register(opsRoutes(ctx, metrics, () => shuttingDown));

  await app.register(
    async (integrator) => {
      declareSecurity(integrator, 'integratorKey');
      failedCredentials.guard(integrator, 'integrator');
      // A SMART token (on the FHIR bases) has its own budget, as desktop and device tokens do.
      await limitPerCredential(ctx, integrator, ['x-api-key', 'ocp-apim-subscription-key', 'authorization']);
      requireIntegrator(ctx, integrator, (key) => failedCredentials.rememberGoodKey(key));
      await integrator.register(tokenRoutes(ctx));
      await integrator.register(integratorSiteRoutes(ctx));
      await integrator.register(webhookRoutes(ctx));
      await integrator.register(smartClientRoutes(ctx));
      const integratorCaller = async (request: FastifyRequest, siteId: string) => {
        const integratorId = integratorOf(request).id;
        return { integratorId, site: await resolveIntegratorSite(ctx, integratorId, siteId, { forWork: true }) };
      };
      await integrator.register(queryRoutes(ctx, '/integrator', integratorCaller, 'Queries'));
      await integrator.register(fhirRoutes(ctx, { surfacePrefix: '/integrator', resolveCaller: integratorCaller, tag: 'FHIR R4' }));
    },
    { prefix: '/integrator' },
  );
  // The token endpoint and SMART discovery take no integrator key: the client assertion is the credential.
  // Refused assertions count against the address like wrong keys; the rest is limited per address.
  await app.register(async (scope) => {
    failedCredentials.guard(scope, 'integrator');
    await limitPerAddress(scope, ctx.config.rateLimitPerMinute, 'SMART');
    await scope.register(smartPublicRoutes(ctx, (request) => failedCredentials.record(request.ip, 'TOKEN_INVALID', 'integrator')));
  });
  for (const surface of ['desktop', 'device'] as const) {
    await app.register(
      async (scope) => {
        declareSecurity(scope, 'bearer');
        declareDeviceIdHeader(scope);
        failedCredentials.guard(scope, surface);
        await limitPerCredential(ctx, scope, ['authorization']);
        await scope.register(tokenSurfaceRoutes(ctx, surface));
      },
      { prefix: `/${surface}` },
    );
  }
  await app.register(
    async (scope) => {
      failedCredentials.guard(scope, 'agent');
      await limitPerAddress(scope, ctx.config.agentRateLimitPerMinute, 'agent API');
      await scope.register(agentRoutes(ctx));
    },
    { prefix: AGENT_API_PREFIX },
  );
  await app.register(
    async (scope) => {
      declareSecurity(scope, 'operatorKey');
      failedCredentials.guard(scope, 'admin');
      await limitPerAddress(scope, ctx.config.adminRateLimitPerMinute, 'operator API');
      await scope.register(adminRoutes(ctx));
    },
    { prefix: '/admin' },
  );

  await app.ready();
  const sockets: AgentSocketServer = attachAgentSocket(app.server, ctx, failedCredentials);

  return {
    app,
    async close() {
      shuttingDown = true;
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
