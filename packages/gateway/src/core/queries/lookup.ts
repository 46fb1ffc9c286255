/**
 * @module core/queries/lookup
 * Finding a query wherever it lives now: in this instance's flights while an immediate query is in
 * flight, else in the store. Access: a query is visible only to the integrator that created it, under
 * its site; another integrator's query looks missing.
 */
import type { Query } from '../../store/model.js';
import { findQuery } from '../../store/queries.js';
import type { GatewayContext } from '../context.js';
import { GatewayError } from '../errors.js';

export async function findAnyQuery(ctx: GatewayContext, queryId: string): Promise<Query | undefined> {
  return ctx.queries.flights.get(queryId)?.query ?? (await findQuery(ctx.store.db, queryId));
}

/** A query of this integrator under this site, or 404. */
export async function requireOwnQuery(ctx: GatewayContext, integratorId: string, siteId: string, queryId: string): Promise<Query> {
  const query = await findAnyQuery(ctx, queryId);
  if (!query || query.integratorId !== integratorId || query.siteId !== siteId) throw new GatewayError('QUERY_NOT_FOUND');
  return query;
}
