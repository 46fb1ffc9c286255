/**
 * @module store/gauges
 * The figures the operator's metrics read from the store when scraped: queries not final by status, the
 * webhook outbox's backlog, and the bytes of result pages held. Shared by every instance on one store, so the
 * same for all of them. Each statement is bounded: counts stop at `cap` rows and walk only the indexes of work
 * in flight (partial indexes of queued and running queries, the due index of deliveries); the page sum reads
 * the index of pages still held, never the expired ones history keeps.
 */
import { sql } from 'kysely';
import type { PageStorage } from './model.js';
import type { Db } from './schema.js';

export type PendingQueryStatus = 'initialising' | 'queued' | 'executing' | 'uploading';
export const PENDING_QUERY_STATUSES: readonly PendingQueryStatus[] = ['initialising', 'queued', 'executing', 'uploading'];
export const PAGE_STORAGES: readonly PageStorage[] = ['inline', 'file', 'chunks'];

export interface StoreGauges {
  /** Queries in each status that is not final (at most `cap` each). */
  pendingQueries: Record<PendingQueryStatus, number>;
  /** Webhook deliveries not ended (at most `cap`), and of those the ones due now and not taken by a sender. */
  webhookPending: number;
  webhookDue: number;
  /** When the longest-waiting due delivery came due; null when none is due. */
  webhookOldestDueAt: string | null;
  /** Bytes of result pages not expired, as stored (compressed pages by their compressed size), by where they live. */
  pageBytes: Record<PageStorage, number>;
}

/** Rows of `where` counted, up to `cap`: the count of a subquery with a limit stops early on a long backlog. */
function cappedCount(table: 'queries' | 'webhook_deliveries', where: ReturnType<typeof sql>, cap: number) {
  return sql<number>`(select count(*) from (select 1 from ${sql.table(table)} where ${where} limit ${cap}) as capped)`;
}

/**
 * The predicate of a status, as the partial indexes' predicates read (literals, not bound parameters: SQLite's
 * planner must see the values to use an index of queued or running rows only).
 */
const RUNNING = sql`status in ('initialising', 'executing', 'uploading')`;
function statusIs(status: PendingQueryStatus) {
  return status === 'queued' ? sql`status = ${sql.lit(status)}` : sql`${RUNNING} and status = ${sql.lit(status)}`;
}

export async function readStoreGauges(db: Db, nowIso: string, cap: number): Promise<StoreGauges> {
  const pending = PENDING_QUERY_STATUSES.map((status) => cappedCount('queries', statusIs(status), cap).as(status));
  const counts = await db
    .selectNoFrom([
      ...pending,
      cappedCount('webhook_deliveries', sql`status = 'pending'`, cap).as('webhook_pending'),
      cappedCount('webhook_deliveries', sql`status = 'pending' and next_attempt_at <= ${nowIso}`, cap).as('webhook_due'),
      sql<string | null>`(select min(next_attempt_at) from webhook_deliveries where status = 'pending' and next_attempt_at <= ${nowIso})`.as('webhook_oldest_due_at'),
    ])
    .executeTakeFirstOrThrow();
  // Through the index of held pages (migration 0012), whose predicate this one repeats as a literal.
  const pages = await db
    .selectFrom('result_pages')
    .select(['storage', (eb) => eb.fn.sum<number | string | null>(eb.fn.coalesce('stored_size', 'size')).as('bytes')])
    .where(sql<boolean>`status <> ${sql.lit('expired')}`)
    .groupBy('storage')
    .execute();
  const row = counts as Record<string, unknown>;
  const pageBytes: Record<PageStorage, number> = { inline: 0, file: 0, chunks: 0 };
  for (const p of pages) pageBytes[p.storage] = Number(p.bytes ?? 0);
  return {
    pendingQueries: {
      initialising: Number(row.initialising),
      queued: Number(row.queued),
      executing: Number(row.executing),
      uploading: Number(row.uploading),
    },
    webhookPending: Number(row.webhook_pending),
    webhookDue: Number(row.webhook_due),
    webhookOldestDueAt: (row.webhook_oldest_due_at as string | null) ?? null,
    pageBytes,
  };
}
