/**
 * @module api/routes/caller
 * How a surface (Integrator, Desktop, Device) turns a request into the caller of a site operation: the
 * integrator and the site it may use. Shared by the query and registered-query routes.
 */
import type { FastifyRequest } from 'fastify';
import type { SiteRecord } from '../../core/sites.js';

export interface QueryCaller {
  integratorId: string;
  site: SiteRecord;
}

/** How a surface identifies the caller and checks its access to the path's site. */
export type ResolveCaller = (request: FastifyRequest, siteId: string) => Promise<QueryCaller>;
