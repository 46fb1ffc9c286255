/**
 * @module core/queries/requests
 * The SQL passthrough operations as the HTTP API asks for them: a create-query body is checked and
 * completed (core/queries/input), then run as an async or immediate query.
 */
import type { Site } from '../../store/model.js';
import type { GatewayContext } from '../context.js';
import { createAsyncQuery } from './create.js';
import { runImmediateQuery, type ImmediateOutcome } from './immediate.js';
import { normaliseQuery, type CreateQueryBody } from './input.js';
import { toQueryRecord, type QueryRecord } from './view.js';

export interface QueryRequest {
  integratorId: string;
  site: Site;
  body: CreateQueryBody;
  /** Bytes of the request. */
  requestSize: number;
}

/** Creates an async query; its record as created (`initialising`). */
export async function submitAsyncQuery(ctx: GatewayContext, request: QueryRequest): Promise<QueryRecord> {
  const query = normaliseQuery(request.body, 'async', request.site.catalogue);
  const { created } = await createAsyncQuery(ctx, { integratorId: request.integratorId, siteId: request.site.id, query, requestSize: request.requestSize });
  return toQueryRecord(created);
}

/** Runs an immediate query and waits for it. Bad input is a 400 whether or not the site is connected. */
export async function submitImmediateQuery(ctx: GatewayContext, request: QueryRequest): Promise<ImmediateOutcome> {
  const query = normaliseQuery(request.body, 'immediate', request.site.catalogue);
  return runImmediateQuery(ctx, { integratorId: request.integratorId, site: request.site, query, requestSize: request.requestSize });
}
