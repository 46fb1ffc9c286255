/**
 * @module store/registered-queries
 * Registered queries and their run slots. The claimer reads due registrations with `FOR UPDATE SKIP
 * LOCKED` on PostgreSQL, so instances sharing the store claim disjoint sets; a run slot is a primary-key
 * row, so even a claim that raced would fail to insert the same slot twice. Counters move by SQL
 * increments (`x = x + 1`), never read-modify-write, so concurrent outcomes add up.
 */
import { sql } from 'kysely';
import type { SqlCommand } from '@site-query-gateway/protocol/sql-command.js';
import { chunkedStatement } from './chunked-statement.js';
import type { StoreEngine } from './db.js';
import { jsonOrNull, parseJsonOr } from './json-columns.js';
import type { RegisteredQuery, RegisteredQueryStatus, RunErrorDetails } from './model.js';
import type { Db, RegisteredQueryRow } from './schema.js';

const commandOf = (text: string): SqlCommand => parseJsonOr<SqlCommand>(text, { text: '', executionMode: 'reader', type: 'text', parameters: [] });

function toRegisteredQuery(row: RegisteredQueryRow): RegisteredQuery {
  return {
    id: row.id,
    integratorId: row.integrator_id,
    siteId: row.site_id,
    name: row.name,
    registeredQueryType: row.registered_query_type,
    status: row.status,
    frequency: row.frequency,
    duration: row.duration,
    catalogue: row.catalogue,
    command: commandOf(row.command),
    commandSize: row.command_size,
    requestSize: row.request_size,
    endsAt: row.ends_at,
    nextSlot: Number(row.next_slot),
    nextRunAt: row.next_run_at,
    lastHash: row.last_hash,
    resultQueryId: row.result_query_id,
    lastErrorDetails: parseJsonOr<RunErrorDetails | null>(row.last_error_details, null),
    lastExecutionDuration: row.last_execution_duration === null ? null : Number(row.last_execution_duration),
    executionSucceededCount: Number(row.execution_succeeded_count),
    executionFailedCount: Number(row.execution_failed_count),
    resultSizeSum: Number(row.result_size_sum),
    lastSucceededAt: row.last_succeeded_at,
    lastFailedAt: row.last_failed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  };
}

export async function insertRegisteredQuery(db: Db, rq: RegisteredQuery): Promise<void> {
  await db
    .insertInto('registered_queries')
    .values({
      id: rq.id,
      integrator_id: rq.integratorId,
      site_id: rq.siteId,
      name: rq.name,
      registered_query_type: rq.registeredQueryType,
      status: rq.status,
      frequency: rq.frequency,
      duration: rq.duration,
      catalogue: rq.catalogue,
      command: JSON.stringify(rq.command),
      command_size: rq.commandSize,
      request_size: rq.requestSize,
      ends_at: rq.endsAt,
      next_slot: rq.nextSlot,
      next_run_at: rq.nextRunAt,
      last_hash: rq.lastHash,
      result_query_id: rq.resultQueryId,
      last_error_details: jsonOrNull(rq.lastErrorDetails),
      last_execution_duration: rq.lastExecutionDuration,
      execution_succeeded_count: rq.executionSucceededCount,
      execution_failed_count: rq.executionFailedCount,
      result_size_sum: rq.resultSizeSum,
      last_succeeded_at: rq.lastSucceededAt,
      last_failed_at: rq.lastFailedAt,
      created_at: rq.createdAt,
      updated_at: rq.updatedAt,
      completed_at: rq.completedAt,
    })
    .execute();
}

/** One registration of an integrator at a site (undefined for anyone else's). */
export async function findOwnRegisteredQuery(db: Db, integratorId: string, siteId: string, id: string): Promise<RegisteredQuery | undefined> {
  const row = await db.selectFrom('registered_queries').selectAll().where('id', '=', id).where('integrator_id', '=', integratorId).where('site_id', '=', siteId).executeTakeFirst();
  return row && toRegisteredQuery(row);
}

export async function findRegisteredQuery(db: Db, id: string): Promise<RegisteredQuery | undefined> {
  const row = await db.selectFrom('registered_queries').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRegisteredQuery(row);
}

export async function listEnabledRegisteredQueries(db: Db, integratorId: string, siteId: string): Promise<RegisteredQuery[]> {
  const rows = await db
    .selectFrom('registered_queries')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('integrator_id', '=', integratorId)
    .where('status', '=', 'enabled')
    .orderBy('created_at')
    .execute();
  return rows.map(toRegisteredQuery);
}

/** What the scheduler needs of a due registration to plan its run: a third of the row's columns. */
export type DueRegistration = Pick<RegisteredQuery, 'id' | 'integratorId' | 'siteId' | 'frequency' | 'catalogue' | 'command' | 'endsAt' | 'nextSlot' | 'lastHash' | 'createdAt'>;

/**
 * Enabled registrations due now (a run slot or their end), oldest due first. Inside a transaction on
 * PostgreSQL the rows stay locked until it ends and other instances skip them; SQLite has one writer.
 * Reads only the columns a run needs: at 1,000 runs a second, reading whole rows (27 columns, each
 * becoming a JavaScript value) cost more than finding them.
 */
export async function claimDueRegisteredQueries(db: Db, engine: StoreEngine, now: string, limit: number): Promise<DueRegistration[]> {
  let query = db
    .selectFrom('registered_queries')
    .select(['id', 'integrator_id', 'site_id', 'frequency', 'catalogue', 'command', 'ends_at', 'next_slot', 'last_hash', 'created_at'])
    .where('status', '=', 'enabled')
    // next_run_at never passes ends_at (it starts at creation and moves to min(next slot, end)), so this one
    // range on the (status, next_run_at) index also finds the registrations whose end has come.
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(limit);
  if (engine === 'postgres') query = query.forUpdate().skipLocked();
  return (await query.execute()).map((row) => ({
    id: row.id,
    integratorId: row.integrator_id,
    siteId: row.site_id,
    frequency: row.frequency,
    catalogue: row.catalogue,
    command: commandOf(row.command),
    endsAt: row.ends_at,
    nextSlot: Number(row.next_slot),
    lastHash: row.last_hash,
    createdAt: row.created_at,
  }));
}

export interface RunSlot {
  registeredQueryId: string;
  slot: number;
  queryId: string | null;
  outcome: 'started' | 'skipped';
  createdAt: string;
}

/**
 * Takes run slots, in a few statements of recurring sizes (see ./chunked-statement); resolves with the
 * registrations whose slot was taken here (a slot taken already — by another instance, or before a
 * restart — is left as it was).
 */
export async function insertRunSlots(db: Db, runs: readonly RunSlot[]): Promise<Set<string>> {
  const rows = await runSlotsInsert.run(db, runs);
  return new Set(rows.map((r) => r.registered_query_id));
}

const runSlotsInsert = chunkedStatement<RunSlot, { registered_query_id: string }>({
  name: 'insertRunSlots',
  compile: (db, runs) =>
    db
      .insertInto('registered_query_runs')
      .values(runs.map((run) => ({ registered_query_id: run.registeredQueryId, slot: run.slot, query_id: run.queryId, outcome: run.outcome, created_at: run.createdAt })))
      .onConflict((oc) => oc.columns(['registered_query_id', 'slot']).doNothing())
      .returning('registered_query_id')
      .compile(),
  parametersOf: (run) => [run.registeredQueryId, run.slot, run.queryId, run.outcome, run.createdAt],
});

export async function listRunSlots(db: Db, registeredQueryId: string): Promise<{ slot: number; outcome: string; queryId: string | null }[]> {
  const rows = await db.selectFrom('registered_query_runs').select(['slot', 'outcome', 'query_id']).where('registered_query_id', '=', registeredQueryId).orderBy('slot').execute();
  return rows.map((r) => ({ slot: Number(r.slot), outcome: r.outcome, queryId: r.query_id }));
}

export interface ScheduleAdvance {
  id: string;
  /** The slot the registration was claimed at: a stale claimer changes nothing. */
  fromSlot: number;
  nextSlot: number;
  nextRunAt: string;
}

/**
 * Moves the schedules of registrations claimed in the same transaction on, in a few statements of
 * recurring sizes (each an UPDATE … FROM a VALUES list, which SQLite and PostgreSQL both take); resolves
 * with the ids that moved. The casts type the VALUES columns for PostgreSQL, which otherwise reads its
 * parameters as text.
 *
 * No `status = 'enabled'` term: the claim read them enabled in this transaction, and nothing can end them
 * before it commits (PostgreSQL: the claim's row locks; SQLite: one writer). With that term SQLite's planner
 * would walk every enabled registration through the (status, next_run_at) index and probe the list for each,
 * instead of looking the claimed ones up by key.
 */
export async function advanceSchedules(db: Db, advances: readonly ScheduleAdvance[], now: string): Promise<Set<string>> {
  const rows = await scheduleAdvance.run(
    db,
    advances.map((advance) => ({ advance, now })),
  );
  return new Set(rows.map((r) => r.id));
}

// `now` travels in every row (not once after the list) so that a chunk's parameters are its rows' parameters.
const scheduleAdvance = chunkedStatement<{ advance: ScheduleAdvance; now: string }, { id: string }>({
  name: 'advanceSchedules',
  compile: (db, items) => {
    const values = sql.join(items.map(({ advance: a, now }) => sql`(${a.id}, cast(${a.fromSlot} as integer), cast(${a.nextSlot} as integer), ${a.nextRunAt}, ${now})`));
    return sql<{ id: string }>`
      with v (id, from_slot, next_slot, next_run_at, updated_at) as (values ${values})
      update registered_queries set next_slot = v.next_slot, next_run_at = v.next_run_at, updated_at = v.updated_at
      from v
      where registered_queries.id = v.id and registered_queries.next_slot = v.from_slot
      returning registered_queries.id`.compile(db);
  },
  parametersOf: ({ advance: a, now }) => [a.id, a.fromSlot, a.nextSlot, a.nextRunAt, now],
});

/** Ends an enabled registration (completed after its duration, or cancelled); false when it had ended. */
export async function finishRegisteredQuery(db: Db, id: string, status: Exclude<RegisteredQueryStatus, 'enabled'>, at: string): Promise<boolean> {
  const result = await db
    .updateTable('registered_queries')
    .set({ status, completed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'enabled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface RunFailures {
  id: string;
  failures: number;
  details: RunErrorDetails;
  at: string;
  durationMs: number | null;
}

/**
 * Runs that failed (or were skipped): counted, and the details become lastErrorDetails. Many runs in one
 * statement (an expiry sweep ends hundreds in one transaction): an UPDATE … FROM a VALUES list, as
 * advanceSchedules. Entries of one registration are merged first (an UPDATE … FROM changes each row once):
 * their counts add up, and the latest one's details and duration win.
 */
export async function recordManyRunFailures(db: Db, entries: readonly RunFailures[]): Promise<void> {
  const merged = new Map<string, RunFailures>();
  for (const entry of entries) {
    const seen = merged.get(entry.id);
    const latest = seen && seen.at > entry.at ? seen : entry;
    merged.set(entry.id, seen ? { ...latest, failures: seen.failures + entry.failures } : entry);
  }
  await runFailuresUpdate.run(db, [...merged.values()]);
}

const runFailuresUpdate = chunkedStatement<RunFailures, unknown>({
  name: 'recordManyRunFailures',
  compile: (db, entries) => {
    const values = sql.join(entries.map((e) => sql`(${e.id}, cast(${e.failures} as integer), ${JSON.stringify(e.details)}, ${e.at}, cast(${e.durationMs} as integer))`));
    return sql`
      with v (id, failures, details, at, duration) as (values ${values})
      update registered_queries set
        execution_failed_count = execution_failed_count + v.failures,
        last_error_details = v.details,
        last_failed_at = v.at,
        updated_at = v.at,
        last_execution_duration = coalesce(v.duration, registered_queries.last_execution_duration)
      from v
      where registered_queries.id = v.id`.compile(db);
  },
  parametersOf: (e) => [e.id, e.failures, JSON.stringify(e.details), e.at, e.durationMs],
});

/**
 * A run succeeded. With `changed`, its result (held by `resultQueryId`) becomes the registration's and
 * `lastHash` moves; `uploadedBytes` adds to resultSizeSum (what actually travelled).
 */
export async function recordRunSuccess(
  db: Db,
  id: string,
  run: { at: string; durationMs: number; changed?: { hash: string | null; resultQueryId: string }; uploadedBytes: number },
): Promise<void> {
  await db
    .updateTable('registered_queries')
    .set((eb) => ({
      execution_succeeded_count: eb('execution_succeeded_count', '+', 1),
      result_size_sum: eb('result_size_sum', '+', run.uploadedBytes),
      last_succeeded_at: run.at,
      last_execution_duration: run.durationMs,
      updated_at: run.at,
      ...(run.changed ? { result_query_id: run.changed.resultQueryId } : {}),
      ...(run.changed?.hash ? { last_hash: run.changed.hash } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** Keeps the result query's pages past normal retention while its registration may still be read. */
export async function holdResultsUntil(db: Db, queryId: string, until: string): Promise<void> {
  await db.updateTable('queries').set({ results_expire_at: until }).where('id', '=', queryId).where('results_expire_at', '<', until).execute();
}


/**
 * Forgets the run slots of registrations that ended (completed or cancelled) before `cutoff`; returns how
 * many. The slots only guard against a second firing, and an ended registration fires nothing more; its
 * counts live on the registration itself, which stays.
 */
export async function deleteRunSlotsOfEnded(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('registered_query_runs')
    .where('registered_query_id', 'in', (eb) => eb.selectFrom('registered_queries').select('id').where('status', '!=', 'enabled').where('completed_at', '<', cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Enabled registrations of one integrator on one site (the owner index answers it). */
export async function countEnabledRegisteredQueries(db: Db, integratorId: string, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('registered_queries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .where('integrator_id', '=', integratorId)
    .where('status', '=', 'enabled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
