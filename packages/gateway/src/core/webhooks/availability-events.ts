/**
 * @module core/webhooks/availability-events
 * `site.availabilityChanged`: availability is derived (connection, heartbeats, sign-off), so a periodic
 * task compares each site's availability now (`offline` once revoked or no longer authoritative) with the
 * one last recorded and records each
 * change as a transition, with one outbox event per paired integrator, in one transaction. The conditional
 * update makes instances that notice the same change record it once.
 */
import { listSites } from '../../store/sites.js';
import { insertAvailability, moveAvailability, pairedIntegrators, recordedAvailability } from '../../store/site-availability.js';
import type { BackgroundTask } from '../background-tasks.js';
import type { GatewayContext } from '../context.js';
import { availabilityOf } from '../sites.js';
import { anyEnabledEndpointFor } from '../../store/webhooks.js';
import { recordEvent } from './events.js';

/** One pass; resolves with the number of transitions recorded. */
export async function recordAvailabilityTransitions(ctx: GatewayContext): Promise<number> {
  // Nobody listens: no pass over every site (with tens of thousands of sites a pass costs seconds). Baselines
  // are recorded from the first pass after an endpoint subscribes; no change before that was reportable.
  if (!(await anyEnabledEndpointFor(ctx.store.db, 'site.availabilityChanged'))) return 0;
  const at = ctx.clock.now().toISOString();
  const recorded = await recordedAvailability(ctx.store.db);
  let changes = 0;
  for (const site of await listSites(ctx.store.db)) {
    // A site revoked (or no longer its practice's authoritative server) cannot be queried: to the
    // integrators paired with it, it went offline, and they are told so once.
    const usable = site.authoritative && site.status === 'active';
    const previous = recorded.get(site.id);
    if (!usable && previous === undefined) continue;
    const now = usable ? availabilityOf(ctx, site) : 'offline';
    if (previous === undefined) {
      await insertAvailability(ctx.store.db, site.id, now, at);
      continue;
    }
    if (previous === now) continue;
    const moved = await ctx.store.transaction(async (trx) => {
      if (!(await moveAvailability(trx, site.id, previous, now, at))) return false;
      for (const integratorId of await pairedIntegrators(trx, site)) {
        await recordEvent(trx, integratorId, 'site.availabilityChanged', { siteId: site.id, availability: now, previous }, at);
      }
      return true;
    });
    if (moved) changes++;
  }
  return changes;
}

export function availabilityTransitionsTask(ctx: GatewayContext): BackgroundTask {
  return { name: 'sites:availability-transitions', intervalMs: ctx.config.sweepIntervalMs, run: () => recordAvailabilityTransitions(ctx).then(() => undefined) };
}
