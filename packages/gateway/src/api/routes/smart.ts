/**
 * @module api/routes/smart
 * SMART Backend Services on the Integrator surface. `smartClientRoutes` (behind the integrator key):
 * register, list and delete the integrator's clients. `smartPublicRoutes` (no credential, as SMART
 * discovery and OAuth token endpoints are): each FHIR base's `.well-known/smart-configuration` and the
 * token endpoint, which answers OAuth 2.0 JSON (`error`, `error_description`) rather than the gateway's
 * envelope, because that is what OAuth clients read.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../core/context.js';
import { listOwnSmartClients, registerSmartClient, removeSmartClient } from '../../core/smart/clients.js';
import { OAuthError, issueSmartToken } from '../../core/smart/token.js';
import { integratorOf } from '../auth.js';
import { errorCodes } from '../route-errors.js';
import { ErrorEnvelope } from '../schemas/common.js';

const TOKEN_PATH = '/integrator/smart/token';

const SmartClient = Type.Object({
  id: Type.String({ description: 'The client id: the `iss` and `sub` of its client assertions.' }),
  name: Type.String(),
  jwks: Type.Object({ keys: Type.Array(Type.Object({}, { additionalProperties: true })) }, { description: 'The public JWK Set as registered.' }),
  scopes: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
const CreateSmartClientBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  jwks: Type.Object(
    { keys: Type.Array(Type.Record(Type.String(), Type.Unknown()), { minItems: 1, maxItems: 10 }) },
    { description: 'Public keys only: RSA (RS384) or EC P-384 (ES384) JWKs.' },
  ),
  scopes: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: 50, description: 'System read scopes the client may be granted: system/Patient.rs, system/*.rs (or .read).' }),
});
const ClientParams = Type.Object({ clientId: Type.String({ maxLength: 64 }) });

export function smartClientRoutes(ctx: GatewayContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['SMART Backend Services'];
    app.post(
      '/smart/clients',
      { schema: { tags, summary: 'Register a SMART Backend Services client', body: CreateSmartClientBody, response: { 201: SmartClient } } },
      async (request, reply) => reply.code(201).send(await registerSmartClient(ctx, integratorOf(request).id, request.body)),
    );
    app.get('/smart/clients', { schema: { tags, summary: "List the integrator's SMART clients", response: { 200: Type.Object({ clients: Type.Array(SmartClient) }) } } }, async (request) => ({
      clients: await listOwnSmartClients(ctx, integratorOf(request).id),
    }));
    app.delete(
      '/smart/clients/:clientId',
      { schema: { tags, summary: 'Delete a SMART client (its tokens stop working)', params: ClientParams, response: { 204: Type.Null() }, ...errorCodes('SMART_CLIENT_NOT_FOUND') } },
      async (request, reply) => {
        await removeSmartClient(ctx, integratorOf(request).id, request.params.clientId);
        return reply.code(204).send(null);
      },
    );
  };
}

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * `onRefusedClient` is told of each `invalid_client` answer: a wrong assertion counts against the caller's
 * address as a wrong key does (the scope that registers these routes guards them with the same budget).
 */
export function smartPublicRoutes(ctx: GatewayContext, onRefusedClient: (request: FastifyRequest) => void): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['SMART Backend Services'];
    app.get(
      '/integrator/sites/:siteId/fhir/R4/.well-known/smart-configuration',
      {
        schema: {
          tags,
          summary: 'SMART configuration of a FHIR base',
          description: 'Discovery for SMART Backend Services clients: the token endpoint and what it supports. No credential needed.',
          params: Type.Object({ siteId: Type.String({ maxLength: 64 }) }),
          response: { 200: Type.Object({}, { additionalProperties: true }) },
        },
      },
      async (request, reply) =>
        reply.type('application/json').send({
          token_endpoint: `${origin(request)}${TOKEN_PATH}`,
          grant_types_supported: ['client_credentials'],
          token_endpoint_auth_methods_supported: ['private_key_jwt'],
          token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
          scopes_supported: ['system/*.rs', 'system/*.read'],
          capabilities: ['client-confidential-asymmetric', 'permission-v1', 'permission-v2'],
        }),
    );
    app.post(
      '/integrator/smart/token',
      {
        schema: {
          tags,
          summary: 'SMART Backend Services token',
          description:
            'OAuth 2.0 client_credentials with a private_key_jwt client assertion (RS384 or ES384, `aud` this URL, `exp` at most 5 minutes ahead, ' +
            'a `jti` never used before). Form fields: grant_type, client_assertion_type, client_assertion, scope. Errors are OAuth 2.0 JSON.',
          consumes: ['application/x-www-form-urlencoded'],
          body: Type.Record(Type.String(), Type.String()),
          response: {
            200: Type.Object({ access_token: Type.String(), token_type: Type.Literal('bearer'), expires_in: Type.Integer(), scope: Type.String() }),
            // A request the gateway cannot read at all (a body that is not a form) gets its usual error envelope.
            400: Type.Union([Type.Object({ error: Type.String(), error_description: Type.String() }), ErrorEnvelope], {
              description: 'OAuth 2.0 error (invalid_request, invalid_client, invalid_scope or unsupported_grant_type), or the error envelope for a body that is not a form.',
            }),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
        try {
          return reply.send(await issueSmartToken(ctx, request.body, `${origin(request)}${TOKEN_PATH}`));
        } catch (err) {
          if (!(err instanceof OAuthError)) throw err;
          if (err.error === 'invalid_client') onRefusedClient(request);
          return reply.code(400).send({ error: err.error, error_description: err.description });
        }
      },
    );
  };
}
