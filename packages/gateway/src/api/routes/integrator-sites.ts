/**
 * @module api/routes/integrator-sites
 * Site API for integrators: pair with a practice, look sites up by practice id, read a site.
 * Thin: validate, call core, return.
 */
import { Type, type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../core/context.js';
import { GatewayError } from '../../core/errors.js';
import { listAllPairedSites, listPairedSites, pairSite, resolveIntegratorSite } from '../../core/pairing.js';
import { viewSite } from '../../core/sites.js';
import { beginAudit } from '../audit-hooks.js';
import { integratorOf } from '../auth.js';
import { OPTIONAL_BODY } from '../validation.js';
import { PracticeManagementName, Site, SiteIdParams } from '../schemas/common.js';
import { errorCodes } from '../route-errors.js';

const PairFields = Type.Object({
  practiceManagementSiteId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  practiceManagementName: Type.Optional(PracticeManagementName),
  pairingCode: Type.Optional(Type.String({ maxLength: 64 })),
});

const SiteListQuery = Type.Object({
  practiceManagementSiteId: Type.Optional(Type.String({ maxLength: 200 })),
  practiceManagementName: Type.Optional(Type.String({ maxLength: 100 })),
  externalSiteId: Type.Optional(Type.String({ maxLength: 200, description: 'Deprecated (before 22.1109): practiceManagementSiteId.' })),
  externalSiteIdProviderName: Type.Optional(Type.String({ maxLength: 100, description: 'Deprecated (before 22.1109): practiceManagementName.' })),
});

function required(value: string | undefined, name: string): string {
  if (value === undefined || value.trim() === '') throw new GatewayError('VALIDATION_FAILED', `${name} is required.`);
  return value.trim();
}

export function integratorSiteRoutes(ctx: GatewayContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const pairSchema = {
      tags: ['Sites'],
      summary: 'Pair with a site',
      description:
        'Requests permission to query a practice. Fields may come as query parameters or as a JSON body. ' +
        'Best Practice sites need a pairingCode minted at the clinic (`site-agent pairing-code`).',
      querystring: PairFields,
      body: Type.Object(PairFields.properties, { [OPTIONAL_BODY]: true, description: 'The same fields as a JSON body (optional).' }),
      response: { 200: Site },
      ...errorCodes('VALIDATION_FAILED', 'UNKNOWN_PMS_KIND', 'PRACTICE_NOT_FOUND', 'PAIRING_CODE_REQUIRED', 'PAIRING_CODE_INVALID'),
    };
    /** The fields may come in the query string, the body or both; the query string wins. */
    const pair = async (request: FastifyRequest, fields: Static<typeof PairFields>) => {
      // Every pairing an authenticated integrator asks for is on the audit trail; the site once it is known.
      const audit = beginAudit(ctx, request, { operation: 'site.pair', siteId: null });
      const site = await pairSite(ctx, integratorOf(request), {
        practiceManagementSiteId: required(fields.practiceManagementSiteId, 'practiceManagementSiteId'),
        practiceManagementName: required(fields.practiceManagementName, 'practiceManagementName'),
        pairingCode: fields.pairingCode,
      });
      audit.siteId = site.id;
      return site;
    };

    app.post('/pair-site', { schema: pairSchema }, async (request) => pair(request, { ...request.body, ...request.query }));
    app.post(
      '/pairSite',
      { schema: { ...pairSchema, deprecated: true, summary: 'Pair with a site (deprecated alias of /pair-site)' } },
      async (request) => pair(request, { ...request.body, ...request.query }),
    );

    app.get(
      '/sites',
      {
        schema: {
          tags: ['Sites'],
          summary: 'List sites of a practice, or every paired site',
          description:
            'Returns the authoritative sites of the practice that the caller is paired with. Without practiceManagementSiteId and practiceManagementName, returns the authoritative site of every practice the caller is paired with.',
          querystring: SiteListQuery,
          response: { 200: Type.Object({ sites: Type.Array(Site) }) },
          ...errorCodes('UNKNOWN_PMS_KIND'),
        },
      },
      async (request) => {
        const q = request.query;
        const siteId = q.practiceManagementSiteId ?? q.externalSiteId;
        const name = q.practiceManagementName ?? q.externalSiteIdProviderName;
        if (siteId === undefined && name === undefined) return { sites: await listAllPairedSites(ctx, integratorOf(request).id) };
        const sites = await listPairedSites(ctx, integratorOf(request).id, {
          practiceManagementSiteId: required(siteId, 'practiceManagementSiteId'),
          practiceManagementName: required(name, 'practiceManagementName'),
        });
        return { sites };
      },
    );

    app.get(
      '/sites/:siteId',
      {
        schema: {
          tags: ['Sites'],
          summary: 'Site status',
          params: SiteIdParams,
          response: { 200: Site },
          ...errorCodes('SITE_NOT_FOUND', 'SITE_NOT_AUTHORITATIVE'),
        },
      },
      async (request) => viewSite(ctx, await resolveIntegratorSite(ctx, integratorOf(request).id, request.params.siteId)),
    );
  };
}
