/**
 * @module api/routes/token-surfaces
 * The Desktop and Device surfaces, authenticated by bearer token + DeviceId: the query and FHIR operations, and
 * `GET …/sites/{siteId}/token-info` that lets a client check its token end to end.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GatewayContext } from '../../core/context.js';
import { GatewayError } from '../../core/errors.js';
import type { TokenSurface } from '../../core/tokens.js';
import { requireToken } from '../auth.js';
import { fhirRoutes } from './fhir.js';
import { callerFromToken, queryRoutes } from './queries.js';
import { SiteIdParams } from '../schemas/common.js';

const TokenInfo = Type.Object({
  integratorId: Type.String(),
  siteId: Type.String(),
  deviceId: Type.String(),
  surface: Type.String(),
});

export function tokenSurfaceRoutes(ctx: GatewayContext, surface: TokenSurface): FastifyPluginAsyncTypebox {
  return async (app) => {
    requireToken(ctx, app, surface);
    app.get(
      '/sites/:siteId/token-info',
      {
        schema: {
          tags: [surface === 'desktop' ? 'Desktop' : 'Device'],
          summary: 'Describe the presented token (checks it end to end)',
          params: SiteIdParams,
          response: { 200: TokenInfo },
        },
      },
      async (request) => {
        if (!request.tokenAccess) throw new GatewayError('TOKEN_MISSING');
        return request.tokenAccess.claims;
      },
    );
    const tag = surface === 'desktop' ? 'Desktop' : 'Device';
    await app.register(queryRoutes(ctx, `/${surface}`, callerFromToken, tag));
    await app.register(fhirRoutes(ctx, { surfacePrefix: `/${surface}`, resolveCaller: callerFromToken, tag: `${tag} FHIR R4` }));
  };
}
