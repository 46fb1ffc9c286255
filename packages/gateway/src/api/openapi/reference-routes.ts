/**
 * @module api/openapi/reference-routes
 * The API's descriptions: `/openapi.json`, the whole OpenAPI document (what the typed client is generated
 * from), `/openapi/<audience>.json`, each audience's part of it, and `/docs`, the interactive reference
 * (swagger-ui), which opens the integrator's and offers the others in its top bar.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';
import { AUDIENCES, audienceDocument } from './audiences.js';
import { finishOpenApiDocument } from './document.js';

type Json = Record<string, unknown>;

export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    convertConstToEnum: true,
    // Shared schemas added with an $id (the webhook event body) are named by it in components, not def-N.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transformObject: (document) => finishOpenApiDocument((document as { openapiObject: Record<string, unknown> }).openapiObject),
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Site Query Gateway',
        version: RELEASE_VERSION,
        description:
          'Relays SQL and FHIR R4 requests from integrators to clinic sites. Errors use the envelope ' +
          '`{error: {status, statusText, message, code}}`; each operation lists the codes it can answer, with an example of each ' +
          '(all codes: docs/errors.md). A path that exists under other methods answers 405 METHOD_NOT_ALLOWED with an Allow header.',
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
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: {
      // Relative to the page, as swagger-ui's own document URL is: from /docs and from /docs/ alike it is /openapi/….
      urls: AUDIENCES.map((audience) => ({ url: `../openapi/${audience.id}.json`, name: audience.name })),
      'urls.primaryName': AUDIENCES[0]!.name,
    } as Record<string, unknown>,
  });

  // Each document is made once, when first asked for, and kept as text.
  const texts = new Map<string, string>();
  const serve = (key: string, make: () => Json) => () => {
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = JSON.stringify(make())));
    return text;
  };
  const whole = () => app.swagger() as unknown as Json;
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(serve('', whole)()));
  for (const audience of AUDIENCES) {
    const text = serve(audience.id, () => audienceDocument(whole(), audience));
    app.get(`/openapi/${audience.id}.json`, { schema: { hide: true } }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(text()));
  }
}
