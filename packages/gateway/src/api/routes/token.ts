/**
 * @module api/routes/token
 * `POST /integrator/token`: the desktop grant (by its own name or an operator's alias) must be
 * form-urlencoded (415 otherwise); the device grant may be form or JSON.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GatewayContext } from '../../core/context.js';
import { GatewayError } from '../../core/errors.js';
import { GRANT_TYPES, grantSurface, issueToken } from '../../core/tokens.js';
import { beginAudit } from '../audit-hooks.js';
import { integratorOf } from '../auth.js';
import { TokenResponse } from '../schemas/common.js';
import { SITE_ACCESS_ERRORS, errorCodes } from '../route-errors.js';

const TokenRequest = Type.Object({
  // Not an enum: an unknown grant is UNSUPPORTED_GRANT_TYPE (as OAuth clients expect), not a schema error.
  grant_type: Type.String({ minLength: 1, maxLength: 200, description: `One of: ${Object.keys(GRANT_TYPES).join(', ')}, or a name the operator maps to one of them` }),
  device_id: Type.String({ minLength: 1, maxLength: 200 }),
  site_id: Type.String({ format: 'uuid' }),
});

export function tokenRoutes(ctx: GatewayContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/token',
      {
        schema: {
          tags: ['Token'],
          summary: 'Issue an access token for one device at one site',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: TokenRequest,
          response: { 200: TokenResponse },
          ...errorCodes('UNSUPPORTED_GRANT_TYPE', 'UNSUPPORTED_MEDIA_TYPE', ...SITE_ACCESS_ERRORS),
        },
        // The desktop grant is checked before validation so a JSON desktop request is 415, not 400.
        preValidation: async (request) => {
          const body = request.body as { grant_type?: unknown } | undefined;
          const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
          if (typeof body?.grant_type === 'string' && grantSurface(ctx, body.grant_type) === 'desktop' && !isForm) {
            throw new GatewayError('UNSUPPORTED_MEDIA_TYPE', 'The desktop grant must be sent as application/x-www-form-urlencoded.');
          }
        },
      },
      async (request) => {
        // Every grant asked of an authenticated integrator is on the audit trail, refused ones too.
        beginAudit(ctx, request, { operation: 'token.grant', siteId: request.body.site_id.toLowerCase() });
        return issueToken(ctx, integratorOf(request), request.body);
      },
    );
  };
}
