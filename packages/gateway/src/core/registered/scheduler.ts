/**
 * @module core/registered/scheduler
 * Fires registered-query runs from the schedule in the store (never from per-registration timers): each
 * tick claims the registrations that are due, in one transaction, and for each takes its run slot, moves
 * its schedule on and creates the run's async query — all committed together, so a crash either fires a
 * run completely or not at all, and a restart resumes from the stored slot. On PostgreSQL the claim
 * locks the rows (`FOR UPDATE SKIP LOCKED`): instances claim disjoint registrations, and the slot's
 * primary key would refuse a second firing anyway.
 *
 * Slot n of a registration is due at createdAt + n × frequency while that is before createdAt + duration.
 * A tick fires only the latest due slot: slots that passed while no instance ran are counted as failed
 * (not fired in a burst), and a slot whose site is not online (or whose integrator the operator disabled)
 * is skipped and recorded as a failure. The metrics count what a pass committed: each slot that came due,
 * each run started, each run missed and why.
 */
import { v7 as timeOrderedUuid } from 'uuid';
import type { Db } from '../../store/db.js';
import type { Query, Site } from '../../store/model.js';
import { advanceSchedules, claimDueRegisteredQueries, finishRegisteredQuery, insertRunSlots, recordManyRunFailures, type DueRegistration, type RunFailures, type ScheduleAdvance } from '../../store/registered-queries.js';
import { findIntegratorById } from '../../store/integrators.js';
import { findSiteById } from '../../store/sites.js';
import type { BackgroundTask } from '../background-tasks.js';
import type { GatewayContext } from '../context.js';
import type { MissedRunReason } from '../metrics.js';
import { createAsyncQueriesIn, type AsyncQueryInput } from '../queries/create.js';
import { MAX_TIME_IN_QUEUE, normaliseCommand } from '../queries/input.js';
import { availabilityOf } from '../sites.js';
import { recordEvent } from '../webhooks/events.js';

/** Registrations handled per transaction; the next tick takes the rest. */
const CLAIM_BATCH = 200;

export interface TickOutcome {
  /** Registrations read as due (a full batch means more may be waiting). */
  claimed: number;
  fired: number;
  skipped: number;
  completed: number;
}

/** A due registration whose schedule this pass moves on, and what becomes of its run. */
interface PlannedRun {
  rq: DueRegistration;
  dueSlot: number;
  /** Slots that passed while no instance ran (counted as failures, not fired late). */
  missed: number;
  periodMs: number;
  advance: ScheduleAdvance;
  /** Why the run is skipped, in words and as the metric's reason; undefined when it fires. */
  skippedBecause: string | undefined;
  skipReason: MissedRunReason | undefined;
  site: Site | undefined;
  /** The query a run that fires gets, named before it is created (its slot row names it); null when skipped. */
  queryId: string | null;
}

/**
 * One claiming pass; resolves with what it did (tests and the bench count it). The writes of the pass go
 * in a few statements for the whole batch (schedules moved, slots taken, queries created), not a few per
 * registration: at 10,000 registrations every 10 s the per-statement cost was most of the scheduler's CPU.
 */
export async function fireDueRuns(ctx: GatewayContext): Promise<TickOutcome> {
  const outcome: TickOutcome = { claimed: 0, fired: 0, skipped: 0, completed: 0 };
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  let toOffer: Query[] = [];
  let slotsDue = 0;
  const missedRuns = new Map<MissedRunReason, number>();
  const miss = (reason: MissedRunReason, count: number): void => void missedRuns.set(reason, (missedRuns.get(reason) ?? 0) + count);
  await ctx.store.transaction(async (trx) => {
    // Counted from scratch each time this runs: only what the committed attempt did is reported.
    slotsDue = 0;
    missedRuns.clear();
    const due = await claimDueRegisteredQueries(trx, ctx.store.engine, nowIso, CLAIM_BATCH);
    outcome.claimed = due.length;
    const planned: PlannedRun[] = [];
    const lookups = passLookups(trx);
    for (const rq of due) {
      if (now.getTime() >= Date.parse(rq.endsAt)) {
        if (await finishRegisteredQuery(trx, rq.id, 'completed', nowIso)) {
          outcome.completed++;
          await recordEvent(trx, rq.integratorId, 'registeredQuery.completed', { siteId: rq.siteId, registeredQueryId: rq.id, status: 'completed' }, nowIso);
        }
        continue;
      }
      const run = await planRun(ctx, rq, now, lookups);
      if (run) planned.push(run);
    }
    const advanced = await advanceSchedules(
      trx,
      planned.map((p) => p.advance),
      nowIso,
    );
    const runs = planned.filter((p) => advanced.has(p.rq.id));
    // Set in place: on Node 20 a copy made as `{ ...run, queryId }` is slow (a spread with a property added
    // leaves V8's fast path there), and this runs for every run.
    for (const run of runs) if (run.skippedBecause === undefined) run.queryId = timeOrderedUuid();
    // The slot row is the guard against a second firing: a registration whose slot was taken already is left alone.
    // A fired run's slot names its query, created next in the same transaction.
    const taken = await insertRunSlots(
      trx,
      runs.map((r) => ({ registeredQueryId: r.rq.id, slot: r.dueSlot, queryId: r.queryId, outcome: r.queryId === null ? 'skipped' : 'started', createdAt: nowIso })),
    );
    const fired: AsyncQueryInput[] = [];
    const failures: RunFailures[] = [];
    const failed = (id: string, count: number, errorMessage: string): void => {
      failures.push({ id, failures: count, details: { errorType: 'gateway', errorCode: 503, errorMessage }, at: nowIso, durationMs: null });
    };
    for (const run of runs.filter((r) => taken.has(r.rq.id))) {
      const { rq, dueSlot, missed, periodMs, site } = run;
      slotsDue += missed + 1;
      miss('no_instance', missed);
      const dueAt = new Date(Date.parse(rq.createdAt) + dueSlot * periodMs).toISOString();
      if (run.skippedBecause !== undefined || !site || run.queryId === null) {
        failed(rq.id, missed + 1, `The run due at ${dueAt} was skipped: ${run.skippedBecause ?? 'the site no longer exists'}.`);
        outcome.skipped++;
        miss(run.skipReason ?? 'site_gone', 1);
        continue;
      }
      if (missed > 0) failed(rq.id, missed, `${missed} scheduled run(s) were missed while no gateway instance was running; they are not run late.`);
      // A run may wait in the queue until the next one is due, no longer: then it has been superseded.
      const query = normaliseCommand(rq.command, { maxTimeInQueue: Math.min(periodMs, MAX_TIME_IN_QUEUE.async.max), catalogue: rq.catalogue }, 'async', site.catalogue);
      fired.push({ id: run.queryId, integratorId: rq.integratorId, siteId: rq.siteId, query, requestSize: 0, registeredRun: { registeredQueryId: rq.id, knownHash: rq.lastHash } });
    }
    await recordManyRunFailures(trx, failures);
    toOffer = await createAsyncQueriesIn(ctx, fired, trx);
    outcome.fired = fired.length;
  });
  ctx.metrics.registeredRuns(slotsDue, outcome.fired, missedRuns);
  for (const query of toOffer) ctx.queries.dispatcher.offer(query);
  if (outcome.fired + outcome.skipped + outcome.completed > 0) ctx.log.debug({ ...outcome }, 'registered query runs claimed');
  return outcome;
}

interface PassLookups {
  integratorActive(id: string): Promise<boolean>;
  site(id: string): Promise<Site | undefined>;
}

/**
 * Integrators and sites read once per pass: an integrator usually has many registrations due together, and
 * a clinic's registrations (often many, from several integrators) share one read.
 */
function passLookups(trx: Db): PassLookups {
  const integrators = new Map<string, Promise<boolean>>();
  const sites = new Map<string, Promise<Site | undefined>>();
  return {
    integratorActive(id) {
      let active = integrators.get(id);
      if (!active) integrators.set(id, (active = findIntegratorById(trx, id).then((i) => i?.status === 'active')));
      return active;
    },
    site(id) {
      let site = sites.get(id);
      if (!site) sites.set(id, (site = findSiteById(trx, id)));
      return site;
    },
  };
}

/** The latest due slot of an enabled registration and whether it can fire; undefined when none is due. */
async function planRun(ctx: GatewayContext, rq: DueRegistration, now: Date, lookups: PassLookups): Promise<PlannedRun | undefined> {
  const startMs = Date.parse(rq.createdAt);
  const endMs = Date.parse(rq.endsAt);
  const periodMs = rq.frequency * 1000;
  const dueSlot = Math.floor((now.getTime() - startMs) / periodMs);
  if (dueSlot < rq.nextSlot) return undefined;
  const nextSlot = dueSlot + 1;
  const advance = { id: rq.id, fromSlot: rq.nextSlot, nextSlot, nextRunAt: new Date(Math.min(startMs + nextSlot * periodMs, endMs)).toISOString() };
  const site = await lookups.site(rq.siteId);
  const availability = site ? availabilityOf(ctx, site) : 'offline';
  // An integrator the operator disabled runs nothing at clinics, scheduled or not, until re-enabled.
  const integratorActive = await lookups.integratorActive(rq.integratorId);
  const [skippedBecause, skipReason]: [string, MissedRunReason] | [undefined, undefined] = !integratorActive
    ? ['the integrator is disabled', 'integrator_disabled']
    : site === undefined
      ? ['the site no longer exists', 'site_gone']
      : availability !== 'online'
        ? [`the site was ${availability}`, 'site_not_online']
        : site.status !== 'active' || !site.authoritative
          ? ['the site is not an active authoritative site', 'site_not_active']
          : [undefined, undefined];
  return { rq, dueSlot, missed: dueSlot - rq.nextSlot, periodMs, advance, skippedBecause, skipReason, site, queryId: null };
}

/**
 * The background task: batch after batch (each its own short transaction) while full batches come back,
 * so a burst of due runs is fired in this tick rather than falling behind by a batch a tick — within
 * the tick's interval, so one instance never loops without end.
 */
export function registeredSchedulerTask(ctx: GatewayContext): BackgroundTask {
  const intervalMs = ctx.config.registeredClaimIntervalMs;
  return {
    name: 'registered:fire-due-runs',
    intervalMs,
    async run() {
      const until = Date.now() + intervalMs;
      while ((await fireDueRuns(ctx)).claimed >= CLAIM_BATCH && Date.now() < until);
    },
  };
}
