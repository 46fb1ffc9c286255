/**
 * @module store/queries
 * Query rows: the durable record of every immediate and async SQL query, as `Query` records. Status
 * changes that race with the agent or a sweep are conditional updates (`where status in (…)`), so the
 * first writer wins and a late report can be detected (nothing changed).
 */
import { sql, type RawBuilder } from 'kysely';
import type { QueryStatus } from '@site-query-gateway/protocol/query-status.js';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import type { Db } from './schema.js';
import { chunkedStatement } from './chunked-statement.js';
import { jsonOrNull, parseJsonOr } from './json-columns.js';
import type { Query, QueryChanges, StoredErrorDetails } from './model.js';
import type { Signal } from './notifications.js';
import type { QueryRow, QueryUpdate } from './schema.js';

/**
 * The status literal of the partial indexes' predicates. A bound parameter (`status = ?`) would keep
 * SQLite from using an index that covers queued rows only: the planner must see the value itself.
 */
const QUEUED = sql.lit<QueryStatus>('queued');
const RUNNING = sql<QueryStatus>`('initialising', 'executing', 'uploading')`;

/** What a forgotten command reads as (retention clears commands: they may carry patient data). */
const FORGOTTEN_COMMAND: SqlCommand = { text: '', executionMode: 'reader', type: 'text', parameters: [] };

function toQuery(row: QueryRow): Query {
  return {
    id: row.id,
    integratorId: row.integrator_id,
    siteId: row.site_id,
    mode: row.mode,
    status: row.status,
    catalogue: row.catalogue,
    command: { ...FORGOTTEN_COMMAND, ...parseJsonOr<Partial<SqlCommand>>(row.command, {}) },
    maxTimeInQueue: row.max_time_in_queue,
    startDeadline: row.start_deadline,
    commandSize: row.command_size,
    requestSize: row.request_size,
    sqlQuerySize: row.sql_query_size,
    statusTiming: parseJsonOr(row.status_timing, {}),
    sqlExecutionDuration: row.sql_execution_duration,
    resultRows: row.result_rows,
    resultSize: row.result_size,
    rowsAffected: row.rows_affected,
    scalarValue: row.scalar_value,
    outputParameters: parseJsonOr(row.output_parameters, null),
    errorDetails: parseJsonOr<StoredErrorDetails | null>(row.error_details, row.error_details === null ? null : { errorType: 'agent', errorCode: 0, errorMessage: 'unknown' }),
    pageCount: row.page_count,
    inlineResult: row.inline_result,
    resultsExpireAt: row.results_expire_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
    ...(row.registered_query_id === null ? {} : { registeredRun: { registeredQueryId: row.registered_query_id, knownHash: row.known_result_hash } }),
    ...(row.result_hash === null ? {} : { resultHash: row.result_hash }),
  };
}

export function toQueryRow(query: Query): QueryRow {
  return {
    id: query.id,
    integrator_id: query.integratorId,
    site_id: query.siteId,
    mode: query.mode,
    status: query.status,
    // Dispatch order: immediate work first.
    priority: query.mode === 'immediate' ? 0 : 1,
    catalogue: query.catalogue,
    command: JSON.stringify(query.command),
    max_time_in_queue: query.maxTimeInQueue,
    start_deadline: query.startDeadline,
    command_size: query.commandSize,
    request_size: query.requestSize,
    sql_query_size: query.sqlQuerySize,
    status_timing: JSON.stringify(query.statusTiming),
    sql_execution_duration: query.sqlExecutionDuration,
    result_rows: query.resultRows,
    result_size: query.resultSize,
    rows_affected: query.rowsAffected,
    scalar_value: query.scalarValue,
    output_parameters: jsonOrNull(query.outputParameters),
    error_details: jsonOrNull(query.errorDetails),
    page_count: query.pageCount,
    inline_result: query.inlineResult,
    results_expire_at: query.resultsExpireAt,
    created_at: query.createdAt,
    updated_at: query.updatedAt,
    completed_at: query.completedAt,
    registered_query_id: query.registeredRun?.registeredQueryId ?? null,
    known_result_hash: query.registeredRun?.knownHash ?? null,
    result_hash: query.resultHash ?? null,
  };
}

const UPDATE_COLUMNS: { [K in keyof QueryChanges]-?: (value: NonNullable<QueryChanges[K]> | null) => QueryUpdate } = {
  status: (v) => ({ status: v as QueryStatus }),
  catalogue: (v) => ({ catalogue: v as string }),
  command: (v) => ({ command: JSON.stringify(v) }),
  maxTimeInQueue: (v) => ({ max_time_in_queue: v as number }),
  startDeadline: (v) => ({ start_deadline: v as string }),
  commandSize: (v) => ({ command_size: v as number }),
  requestSize: (v) => ({ request_size: v as number }),
  sqlQuerySize: (v) => ({ sql_query_size: v as number }),
  statusTiming: (v) => ({ status_timing: JSON.stringify(v) }),
  sqlExecutionDuration: (v) => ({ sql_execution_duration: v }),
  resultRows: (v) => ({ result_rows: v }),
  resultSize: (v) => ({ result_size: v }),
  rowsAffected: (v) => ({ rows_affected: v }),
  scalarValue: (v) => ({ scalar_value: v }),
  outputParameters: (v) => ({ output_parameters: jsonOrNull(v) }),
  errorDetails: (v) => ({ error_details: jsonOrNull(v) }),
  pageCount: (v) => ({ page_count: v }),
  inlineResult: (v) => ({ inline_result: v }),
  resultsExpireAt: (v) => ({ results_expire_at: v }),
  updatedAt: (v) => ({ updated_at: v as string }),
  completedAt: (v) => ({ completed_at: v }),
  resultHash: (v) => ({ result_hash: v }),
};

function toUpdate(changes: QueryChanges): QueryUpdate {
  const update: QueryUpdate = {};
  for (const [key, value] of Object.entries(changes) as [keyof QueryChanges, never][]) {
    if (value === undefined) continue;
    Object.assign(update, UPDATE_COLUMNS[key](value));
  }
  return update;
}

/** Inserts a query; with `signal` (PostgreSQL), the same statement sends it once the row is in. */
export async function insertQuery(db: Db, query: Query, signal?: Signal): Promise<void> {
  const insert = db.insertInto('queries').values(toQueryRow(query));
  if (!signal) await insert.execute();
  else await db.with('inserted', () => insert.returning('id')).selectFrom('inserted').select(signal.as('signalled')).execute();
}

const queriesInsert = chunkedStatement<Query, unknown>({
  name: 'insertQueries',
  compile: (db, queries) => db.insertInto('queries').values(queries.map(toQueryRow)).compile(),
  // Kysely lists a row's values in the order of its keys, which toQueryRow fixes.
  parametersOf: (query) => Object.values(toQueryRow(query)),
});

/**
 * Many queries in a few statements of recurring sizes (see ./chunked-statement): immediate queries completing
 * together share a commit, and a scheduler pass creates its runs.
 */
export async function insertQueries(db: Db, queries: readonly Query[]): Promise<void> {
  await queriesInsert.run(db, queries);
}

export async function findQuery(db: Db, id: string): Promise<Query | undefined> {
  const row = await db.selectFrom('queries').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toQuery(row);
}

export async function findQueries(db: Db, ids: readonly string[]): Promise<Query[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('queries').selectAll().where('id', 'in', ids).execute()).map(toQuery);
}

/** Updates a query only while it is in one of `fromStatuses`; returns whether it changed. */
/**
 * Applies `changes` if the query's status is one of `fromStatuses`; true when it did. With `signal`
 * (PostgreSQL), the same statement sends it, only if the update matched.
 */
export async function updateQueryIf(db: Db, id: string, fromStatuses: readonly QueryStatus[], changes: QueryChanges, signal?: Signal): Promise<boolean> {
  const update = db.updateTable('queries').set(toUpdate(changes)).where('id', '=', id).where('status', 'in', fromStatuses);
  if (signal) return (await db.with('updated', () => update.returning('id')).selectFrom('updated').select(signal.as('signalled')).execute()).length === 1;
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface QueryChange {
  id: string;
  changes: QueryChanges;
}

/** A value of the VALUES list, typed for PostgreSQL (which reads untyped parameters there as text). */
function valuesItem(value: unknown): RawBuilder<unknown> {
  return typeof value === 'number' ? sql`cast(${value} as bigint)` : sql`${value}`;
}

/**
 * Applies each query's `changes` if its status is one of `fromStatuses`, in one statement (an UPDATE …
 * FROM a VALUES list); resolves with the ids that changed. For a sweep moving hundreds of queries the same
 * way: a column every change sets to the same value is set once, only the others (the status timing of
 * each) travel in the list. Changes that do not all set the same columns are applied one by one.
 */
export async function updateQueriesIf(db: Db, items: readonly QueryChange[], fromStatuses: readonly QueryStatus[]): Promise<Set<string>> {
  const first = items[0];
  if (!first) return new Set();
  const updates = items.map((item) => ({ id: item.id, update: toUpdate(item.changes) as Record<string, unknown> }));
  const columns = Object.keys(updates[0]!.update);
  const sameColumns = (u: Record<string, unknown>): boolean => Object.keys(u).length === columns.length && columns.every((c) => c in u);
  if (!updates.every((u) => sameColumns(u.update))) {
    const changed = new Set<string>();
    for (const item of items) if (await updateQueryIf(db, item.id, fromStatuses, item.changes)) changed.add(item.id);
    return changed;
  }
  const shared = columns.filter((c) => updates.every((u) => u.update[c] === updates[0]!.update[c]));
  const varying = columns.filter((c) => !shared.includes(c));
  const assignments = [
    ...shared.map((c) => sql`${sql.id(c)} = ${valuesItem(updates[0]!.update[c])}`),
    ...varying.map((c) => sql`${sql.id(c)} = v.${sql.id(c)}`),
  ];
  const values = sql.join(updates.map((u) => sql`(${sql.join([sql`${u.id}`, ...varying.map((c) => valuesItem(u.update[c]))])})`));
  const result = await sql<{ id: string }>`
    with v (${sql.join([sql.id('id'), ...varying.map((c) => sql.id(c))])}) as (values ${values})
    update queries set ${sql.join(assignments)}
    from v
    where queries.id = v.id and queries.status in (${sql.join([...fromStatuses])})
    returning queries.id`.execute(db);
  return new Set(result.rows.map((r) => r.id));
}

/** Queued work of a site in dispatch order: immediate first, then oldest first. */
export async function listQueuedForSite(db: Db, siteId: string, limit: number, offset = 0): Promise<Query[]> {
  const rows = await db
    .selectFrom('queries')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('status', '=', QUEUED)
    .orderBy('priority')
    .orderBy('created_at')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toQuery);
}

/** Queued queries whose start deadline has passed (for the expiry sweep). */
export async function listQueuedPastDeadline(db: Db, now: string, limit: number): Promise<Query[]> {
  const rows = await db.selectFrom('queries').selectAll().where('status', '=', QUEUED).where('start_deadline', '<=', now).orderBy('start_deadline').limit(limit).execute();
  return rows.map(toQuery);
}

/** Finished queries (of any final status) whose results expired at or before `cutoff` and that still hold them. */
export async function listQueriesWithExpiredResults(db: Db, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('queries').select('id').where('results_expire_at', '<=', cutoff).limit(limit).execute();
  return rows.map((r) => r.id);
}

/**
 * Queued queries of the given sites (those whose agents are connected to the caller), immediate first,
 * then oldest first. The partial index of queued work by site answers it; queued work of other sites (an
 * offline clinic's backlog) is never read.
 */
export async function listQueuedForSites(db: Db, siteIds: readonly string[], limit: number): Promise<Query[]> {
  if (siteIds.length === 0) return [];
  const rows = await db.selectFrom('queries').selectAll().where('status', '=', QUEUED).where('site_id', 'in', siteIds).orderBy('priority').orderBy('created_at').limit(limit).execute();
  return rows.map(toQuery);
}

/** In-flight queries (not queued) untouched since `cutoff`. */
export async function listStalled(db: Db, cutoff: string, limit: number): Promise<Query[]> {
  const rows = await db
    .selectFrom('queries')
    .selectAll()
    .where('status', 'in', RUNNING)
    .where('updated_at', '<', cutoff)
    .limit(limit)
    .execute();
  return rows.map(toQuery);
}

/** Records progress (a page stored) so a long upload is not taken for a stalled one. */
export async function touchQuery(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('queries').set({ updated_at: now }).where('id', '=', id).where('status', 'in', ['queued', 'executing', 'uploading']).execute();
}

/**
 * The query as forgetQueryData leaves it, for a record written already forgotten (an immediate query whose
 * caller took its result from memory and keeps none).
 */
export function withoutQueryData(query: Query): Query {
  return { ...query, command: FORGOTTEN_COMMAND, scalarValue: null, outputParameters: null, inlineResult: null, resultsExpireAt: null };
}

/**
 * Retention: forgets what may carry patient data — the command (SQL and parameter values), the scalar, the
 * output parameters and an inline result — and marks the query's results as gone.
 */
export async function forgetQueryData(db: Db, id: string): Promise<void> {
  await db
    .updateTable('queries')
    .set({ results_expire_at: null, command: '{}', scalar_value: null, output_parameters: null, inline_result: null })
    .where('id', '=', id)
    .execute();
}
