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
 * is skipped and recorded as a failure.
 */
import { v7 as timeOrderedUuid } from 'uuid';
import type { Query, Site } from '../../store/model.js';
import { advanceSchedule, claimDueRegisteredQueries, finishRegisteredQuery, insertRunSlot, recordRunFailures } from '../../store/registered-queries.js';
import { findIntegratorById } from '../../store/integrators.js';
import { findSiteById } from '../../store/sites.js';
import type { BackgroundTask } from '../background-tasks.js';
import type { GatewayContext } from '../context.js';
import { createAsyncQuery } from '../queries/create.js';
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

/** One claiming pass; resolves with what it did (tests and the bench count it). */
export async function fireDueRuns(ctx: GatewayContext): Promise<TickOutcome> {
  const outcome: TickOutcome = { claimed: 0, fired: 0, skipped: 0, completed: 0 };
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const nowMs = now.getTime();
  const toOffer: Query[] = [];
  await ctx.store.transaction(async (trx) => {
    // Read once per integrator per pass: an integrator usually has many registrations due together.
    const integrators = new Map<string, Promise<boolean>>();
    const integratorStatus = (id: string): Promise<boolean> => {
      let active = integrators.get(id);
      if (!active) integrators.set(id, (active = findIntegratorById(trx, id).then((i) => i?.status === 'active')));
      return active;
    };
    // Likewise per site: a clinic's registrations (often many, from several integrators) share one read.
    const sites = new Map<string, Promise<Site | undefined>>();
    const siteOf = (id: string): Promise<Site | undefined> => {
      let site = sites.get(id);
      if (!site) sites.set(id, (site = findSiteById(trx, id)));
      return site;
    };
    const due = await claimDueRegisteredQueries(trx, ctx.store.engine, nowIso, CLAIM_BATCH);
    outcome.claimed = due.length;
    for (const rq of due) {
      const startMs = Date.parse(rq.createdAt);
      const endMs = Date.parse(rq.endsAt);
      if (nowMs >= endMs) {
        if (await finishRegisteredQuery(trx, rq.id, 'completed', nowIso)) {
          outcome.completed++;
          await recordEvent(trx, rq.integratorId, 'registeredQuery.completed', { siteId: rq.siteId, registeredQueryId: rq.id, status: 'completed' }, nowIso);
        }
        continue;
      }
      const periodMs = rq.frequency * 1000;
      const dueSlot = Math.floor((nowMs - startMs) / periodMs);
      if (dueSlot < rq.nextSlot) continue;
      const nextSlot = dueSlot + 1;
      const nextRunAt = new Date(Math.min(startMs + nextSlot * periodMs, endMs)).toISOString();
      if (!(await advanceSchedule(trx, rq.id, rq.nextSlot, nextSlot, nextRunAt, nowIso))) continue;
      const missed = dueSlot - rq.nextSlot;
      const site = await siteOf(rq.siteId);
      const availability = site ? availabilityOf(ctx, site) : 'offline';
      // An integrator the operator disabled runs nothing at clinics, scheduled or not, until re-enabled.
      const integratorActive = await integratorStatus(rq.integratorId);
      const usable = integratorActive && site !== undefined && site.status === 'active' && site.authoritative && availability === 'online';
      if (!usable) {
        if (!(await insertRunSlot(trx, { registeredQueryId: rq.id, slot: dueSlot, queryId: null, outcome: 'skipped', createdAt: nowIso }))) continue;
        const why = !integratorActive
          ? 'the integrator is disabled'
          : site === undefined
            ? 'the site no longer exists'
            : availability !== 'online'
              ? `the site was ${availability}`
              : 'the site is not an active authoritative site';
        await recordRunFailures(trx, rq.id, missed + 1, { errorType: 'gateway', errorCode: 503, errorMessage: `The run due at ${new Date(startMs + dueSlot * periodMs).toISOString()} was skipped: ${why}.` }, nowIso, null);
        outcome.skipped++;
        continue;
      }
      if (missed > 0) {
        await recordRunFailures(trx, rq.id, missed, { errorType: 'gateway', errorCode: 503, errorMessage: `${missed} scheduled run(s) were missed while no gateway instance was running; they are not run late.` }, nowIso, null);
      }
      // The slot row is the guard against a second firing: taken first, or this registration is left alone.
      // It names the run's query, created next in the same transaction.
      const queryId = timeOrderedUuid();
      if (!(await insertRunSlot(trx, { registeredQueryId: rq.id, slot: dueSlot, queryId, outcome: 'started', createdAt: nowIso }))) continue;
      // A run may wait in the queue until the next one is due, no longer: then it has been superseded.
      const normalised = normaliseCommand(rq.command, { maxTimeInQueue: Math.min(periodMs, MAX_TIME_IN_QUEUE.async.max), catalogue: rq.catalogue }, 'async', site.catalogue);
      const { queued } = await createAsyncQuery(
        ctx,
        { id: queryId, integratorId: rq.integratorId, siteId: rq.siteId, query: normalised, requestSize: 0, registeredRun: { registeredQueryId: rq.id, knownHash: rq.lastHash } },
        trx,
      );
      toOffer.push(queued);
      outcome.fired++;
    }
  });
  for (const query of toOffer) ctx.queries.dispatcher.offer(query);
  if (outcome.fired + outcome.skipped + outcome.completed > 0) ctx.log.debug({ ...outcome }, 'registered query runs claimed');
  return outcome;
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
