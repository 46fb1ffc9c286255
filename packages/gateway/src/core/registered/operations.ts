/**
 * @module core/registered/operations
 * The registered-query operations as the API asks for them: create, list the enabled ones,
 * get, cancel, and read the current result. Creating only writes the schedule (slot 0 due at once); the
 * claimer (./scheduler) fires the runs. Only the owning integrator sees a registration.
 */
import type { OutputParameter } from '@site-query-gateway/protocol/sql-command.js';
import type { RegisteredQuery, Site } from '../../store/model.js';
import { findQuery } from '../../store/queries.js';
import { countEnabledRegisteredQueries, findOwnRegisteredQuery, finishRegisteredQuery, insertRegisteredQuery, listEnabledRegisteredQueries } from '../../store/registered-queries.js';
import type { GatewayContext } from '../context.js';
import { GatewayError } from '../errors.js';
import { normaliseQuery, type CreateQueryBody } from '../queries/input.js';
import { contentOfPage, requirePage, type ResultContent } from '../queries/pages.js';
import { newRegistration } from './new-registration.js';
import { toRegisteredQueryView, type RegisteredQueryView } from './view.js';

/** A registration runs at most a day (`duration` up to 86,400 s). */
export const MAX_DURATION_SECONDS = 86_400;

export interface CreateRegisteredQueryBody {
  name: string;
  registeredQueryType: 'query';
  frequency: number;
  duration: number;
  registerCommand: { command: NonNullable<CreateQueryBody['command']>; catalogue?: string };
}

export interface RegisteredQueryRequest {
  integratorId: string;
  site: Site;
}

export async function createRegisteredQuery(ctx: GatewayContext, request: RegisteredQueryRequest & { body: CreateRegisteredQueryBody; requestSize: number }): Promise<RegisteredQueryView> {
  const { body } = request;
  const floor = ctx.config.registeredMinFrequencySeconds;
  if (!Number.isInteger(body.duration) || body.duration < 1 || body.duration > MAX_DURATION_SECONDS) {
    throw new GatewayError('VALIDATION_FAILED', `duration must be an integer from 1 to ${MAX_DURATION_SECONDS} seconds.`);
  }
  if (!Number.isInteger(body.frequency) || body.frequency < floor || body.frequency > body.duration) {
    throw new GatewayError('REGISTERED_QUERY_FREQUENCY_INVALID', `frequency must be an integer from ${floor} seconds to duration (${body.duration}).`);
  }
  if (!body.registerCommand?.command) throw new GatewayError('VALIDATION_FAILED', 'registerCommand.command is required.');
  // The command is checked as an async query's would be (defaults, parameters, catalogue of the site).
  const query = normaliseQuery({ command: body.registerCommand.command, catalogue: body.registerCommand.catalogue }, 'async', request.site.catalogue);
  // Each registration is a query at the clinic every `frequency` seconds: a bound per integrator and site
  // keeps one integrator from loading a clinic's server without end. Counted, then inserted: two creates
  // at the same instant may pass it together (a soft bound, by one or two).
  const limit = ctx.config.registeredMaxPerSite;
  if ((await countEnabledRegisteredQueries(ctx.store.db, request.integratorId, request.site.id)) >= limit) {
    throw new GatewayError('REGISTERED_QUERY_LIMIT_REACHED', `At most ${limit} enabled registered queries per site; cancel one first.`);
  }
  const rq = newRegistration({
    integratorId: request.integratorId,
    siteId: request.site.id,
    name: body.name,
    frequency: body.frequency,
    duration: body.duration,
    catalogue: query.catalogue,
    command: query.command,
    commandSize: query.commandSize,
    requestSize: request.requestSize,
    createdAt: ctx.clock.now(),
  });
  await insertRegisteredQuery(ctx.store.db, rq);
  ctx.log.info({ registeredQueryId: rq.id, siteId: rq.siteId, frequency: rq.frequency, duration: rq.duration }, 'registered query created');
  return toRegisteredQueryView(rq);
}

export async function listRegisteredQueries(ctx: GatewayContext, request: RegisteredQueryRequest): Promise<RegisteredQueryView[]> {
  return (await listEnabledRegisteredQueries(ctx.store.db, request.integratorId, request.site.id)).map(toRegisteredQueryView);
}

async function requireOwn(ctx: GatewayContext, request: RegisteredQueryRequest, id: string): Promise<RegisteredQuery> {
  const rq = await findOwnRegisteredQuery(ctx.store.db, request.integratorId, request.site.id, id);
  if (!rq) throw new GatewayError('REGISTERED_QUERY_NOT_FOUND');
  return rq;
}

export async function getRegisteredQuery(ctx: GatewayContext, request: RegisteredQueryRequest, id: string): Promise<RegisteredQueryView> {
  return toRegisteredQueryView(await requireOwn(ctx, request, id));
}

/** Stops further runs: `cancelled` with `completedAt`. A run already handed out finishes and is counted. */
export async function cancelRegisteredQuery(ctx: GatewayContext, request: RegisteredQueryRequest, id: string): Promise<void> {
  const rq = await requireOwn(ctx, request, id);
  if (rq.status !== 'enabled' || !(await finishRegisteredQuery(ctx.store.db, rq.id, 'cancelled', ctx.clock.now().toISOString()))) {
    throw new GatewayError('REGISTERED_QUERY_ENDED', `The registered query is ${rq.status === 'enabled' ? 'already ended' : rq.status}.`);
  }
  ctx.log.info({ registeredQueryId: rq.id, siteId: rq.siteId }, 'registered query cancelled');
}

export interface RegisteredQueryResult {
  parameters: OutputParameter[];
  rows: number;
  size: number;
  /** The JSON array of rows, which the API sends as `data`, base64 (as an immediate query's data). */
  content: ResultContent;
}

/** The result of the last run whose result changed (404 before the first success). */
export async function getRegisteredQueryResult(ctx: GatewayContext, request: RegisteredQueryRequest, id: string): Promise<RegisteredQueryResult> {
  const rq = await requireOwn(ctx, request, id);
  const query = rq.resultQueryId === null ? undefined : await findQuery(ctx.store.db, rq.resultQueryId);
  if (!query) throw new GatewayError('REGISTERED_QUERY_NO_RESULT');
  const page = await requirePage(ctx, query, 1);
  return { parameters: query.outputParameters ?? [], rows: query.resultRows ?? page.count, size: query.resultSize ?? page.size, content: contentOfPage(ctx, query, page) };
}
