/**
 * @module store/webhooks
 * Webhook endpoints and deliveries (the outbox). Deliveries are claimed by leasing: a claimer pushes
 * `next_attempt_at` forward in the transaction that read them (`FOR UPDATE SKIP LOCKED` on PostgreSQL), so
 * another instance does not send the same attempt, and a crashed sender's lease simply runs out.
 */
import type { StoreEngine } from './db.js';
import { parseJsonOr } from './json-columns.js';
import type { Db, WebhookDeliveryRow, WebhookEndpointRow } from './schema.js';

export interface WebhookEndpoint {
  id: string;
  integratorId: string;
  url: string;
  description: string;
  eventTypes: string[];
  /** `suspended`: disabled by the operator; only the operator re-enables it. */
  status: 'enabled' | 'disabled' | 'suspended';
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: string | null;
  createdAt: string;
  updatedAt: string;
  /** The first failed attempt since the last success; null while it succeeds. */
  failingSince: string | null;
  /** Why the gateway disabled it; null unless it did. */
  disabledReason: string | null;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  endpointId: string;
  integratorId: string;
  eventType: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: string;
  giveUpAt: string;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  deliveredAt: string | null;
}

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    integratorId: row.integrator_id,
    url: row.url,
    description: row.description,
    eventTypes: parseJsonOr<string[]>(row.event_types, []),
    status: row.status,
    secret: row.secret,
    previousSecret: row.previous_secret,
    previousSecretUntil: row.previous_secret_until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    failingSince: row.failing_since,
    disabledReason: row.disabled_reason,
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    endpointId: row.endpoint_id,
    integratorId: row.integrator_id,
    eventType: row.event_type,
    payload: row.payload,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    giveUpAt: row.give_up_at,
    lastStatusCode: row.last_status_code === null ? null : Number(row.last_status_code),
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deliveredAt: row.delivered_at,
  };
}

export async function insertEndpoint(db: Db, e: WebhookEndpoint): Promise<void> {
  await db
    .insertInto('webhook_endpoints')
    .values({
      id: e.id,
      integrator_id: e.integratorId,
      url: e.url,
      description: e.description,
      event_types: JSON.stringify(e.eventTypes),
      status: e.status,
      secret: e.secret,
      previous_secret: e.previousSecret,
      previous_secret_until: e.previousSecretUntil,
      created_at: e.createdAt,
      updated_at: e.updatedAt,
    })
    .execute();
}

export async function findEndpoint(db: Db, id: string): Promise<WebhookEndpoint | undefined> {
  const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toEndpoint(row);
}

export async function listEndpoints(db: Db, integratorId?: string): Promise<WebhookEndpoint[]> {
  let query = db.selectFrom('webhook_endpoints').selectAll().orderBy('created_at');
  if (integratorId !== undefined) query = query.where('integrator_id', '=', integratorId);
  return (await query.execute()).map(toEndpoint);
}

/** How many endpoints an integrator has, whatever their status. */
export async function countEndpoints(db: Db, integratorId: string): Promise<number> {
  const row = await db.selectFrom('webhook_endpoints').select((eb) => eb.fn.countAll<number | string>().as('n')).where('integrator_id', '=', integratorId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Enabled endpoints of an integrator (the outbox fans an event out to those subscribed to its type). */
export async function listEnabledEndpoints(db: Db, integratorId: string): Promise<WebhookEndpoint[]> {
  const rows = await db.selectFrom('webhook_endpoints').selectAll().where('integrator_id', '=', integratorId).where('status', '=', 'enabled').execute();
  return rows.map(toEndpoint);
}

/**
 * Whether any enabled endpoint subscribes to `eventType` (event types are a JSON array of names; the
 * quoted name is matched inside it, names being fixed identifiers without quotes of their own).
 */
export async function anyEnabledEndpointFor(db: Db, eventType: string): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('status', '=', 'enabled')
    .where('event_types', 'like', `%"${eventType}"%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateEndpoint(
  db: Db,
  id: string,
  changes: Partial<Pick<WebhookEndpoint, 'url' | 'description' | 'eventTypes' | 'status' | 'secret' | 'previousSecret' | 'previousSecretUntil' | 'failingSince' | 'disabledReason'>> & { updatedAt: string },
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({
      updated_at: changes.updatedAt,
      ...(changes.url === undefined ? {} : { url: changes.url }),
      ...(changes.description === undefined ? {} : { description: changes.description }),
      ...(changes.eventTypes === undefined ? {} : { event_types: JSON.stringify(changes.eventTypes) }),
      ...(changes.status === undefined ? {} : { status: changes.status }),
      ...(changes.secret === undefined ? {} : { secret: changes.secret }),
      ...(changes.previousSecret === undefined ? {} : { previous_secret: changes.previousSecret }),
      ...(changes.previousSecretUntil === undefined ? {} : { previous_secret_until: changes.previousSecretUntil }),
      ...(changes.failingSince === undefined ? {} : { failing_since: changes.failingSince }),
      ...(changes.disabledReason === undefined ? {} : { disabled_reason: changes.disabledReason }),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Notes an attempt's outcome on its endpoint: a success clears `failing_since`, a failure sets it if unset.
 * Conditional updates, so an endpoint's concurrent attempts write once per change, not once per attempt.
 */
export async function noteEndpointOutcome(db: Db, id: string, ok: boolean, at: string): Promise<void> {
  if (ok) await db.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', '=', id).where('failing_since', 'is not', null).execute();
  else await db.updateTable('webhook_endpoints').set({ failing_since: at }).where('id', '=', id).where('failing_since', 'is', null).execute();
}

/** Disables an enabled endpoint with the gateway's reason; false when it was no longer enabled (another attempt did it). */
export async function disableFailingEndpoint(db: Db, id: string, reason: string, at: string): Promise<boolean> {
  const result = await db.updateTable('webhook_endpoints').set({ status: 'disabled', disabled_reason: reason, updated_at: at }).where('id', '=', id).where('status', '=', 'enabled').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

export async function insertDeliveries(db: Db, deliveries: readonly WebhookDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .insertInto('webhook_deliveries')
    .values(
      deliveries.map((d) => ({
        id: d.id,
        event_id: d.eventId,
        endpoint_id: d.endpointId,
        integrator_id: d.integratorId,
        event_type: d.eventType,
        payload: d.payload,
        status: d.status,
        attempts: d.attempts,
        next_attempt_at: d.nextAttemptAt,
        give_up_at: d.giveUpAt,
        last_status_code: d.lastStatusCode,
        last_error: d.lastError,
        created_at: d.createdAt,
        updated_at: d.updatedAt,
        delivered_at: d.deliveredAt,
      })),
    )
    .execute();
}

export async function findDelivery(db: Db, id: string): Promise<WebhookDelivery | undefined> {
  const row = await db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toDelivery(row);
}

export async function listRecentDeliveries(db: Db, endpointId: string, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toDelivery);
}

/**
 * Up to `limit` endpoints (any status) in id order after `afterId`, continuing from the first when the end is
 * reached: the delivery loop's round, read from the primary key whatever the backlog.
 */
export async function endpointsInTurn(db: Db, afterId: string | undefined, limit: number): Promise<{ id: string; integratorId: string }[]> {
  const read = async (after: string | undefined, n: number) => {
    let query = db.selectFrom('webhook_endpoints').select(['id', 'integrator_id']).orderBy('id').limit(n);
    if (after !== undefined) query = query.where('id', '>', after);
    return (await query.execute()).map((r) => ({ id: r.id, integratorId: r.integrator_id }));
  };
  const first = await read(afterId, limit);
  if (first.length >= limit || afterId === undefined) return first;
  const seen = new Set(first.map((e) => e.id));
  return [...first, ...(await read(undefined, limit - first.length)).filter((e) => !seen.has(e.id))];
}

/**
 * One endpoint's pending deliveries due now, oldest first, at most `limit` (read through the index on
 * endpoint, status and due time: a few rows whatever the backlog). Locked on PostgreSQL until the caller's
 * transaction ends, skipping rows another instance holds; the caller leases what it takes (leaseDeliveries).
 */
export async function claimDueOfEndpoint(db: Db, engine: StoreEngine, endpointId: string, now: string, limit: number): Promise<WebhookDelivery[]> {
  let query = db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit);
  if (engine === 'postgres') query = query.forUpdate().skipLocked();
  return (await query.execute()).map(toDelivery);
}

export async function leaseDeliveries(db: Db, ids: readonly string[], leaseUntil: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('webhook_deliveries').set({ next_attempt_at: leaseUntil }).where('id', 'in', ids).execute();
}

export async function recordAttempt(
  db: Db,
  id: string,
  outcome: { status: WebhookDelivery['status']; attempts: number; nextAttemptAt: string; statusCode: number | null; error: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      attempts: outcome.attempts,
      next_attempt_at: outcome.nextAttemptAt,
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
      updated_at: outcome.at,
      ...(outcome.status === 'delivered' ? { delivered_at: outcome.at } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Sends an ended delivery again from now (same event id), with a fresh day of retries; false if it is still pending. */
export async function requeueDelivery(db: Db, id: string, now: string, giveUpAt: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, give_up_at: giveUpAt, updated_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Forgets deliveries that ended (delivered or failed) before `cutoff`; returns how many. An ended delivery's
 * `next_attempt_at` is the time it ended, so the due index serves this too.
 */
export async function deleteEndedDeliveries(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('webhook_deliveries').where('status', 'in', ['delivered', 'failed']).where('next_attempt_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
