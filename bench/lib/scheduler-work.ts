/**
 * @module bench/lib/scheduler-work
 * B5's work without its timers: the same gateway, store and registrations, but a clock the bench moves a
 * second at a time, and the two background tasks that do the work (the claiming pass, the expiry sweep)
 * run by hand as fast as they finish. CPU per 1,000 runs, after a warm-up of simulated seconds.
 *
 * Why beside the timed window: the window's share of a core moves with the machine between runs of the same
 * code more than a change of 10 % in the work could show; this figure leaves out idle wake-ups and sampling,
 * so runs of two builds interleaved can be compared.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testGatewayConfig } from '@site-query-gateway/gateway/config/gateway-config.js';
import { createGateway } from '@site-query-gateway/gateway/gateway.js';
import { createLogger } from '@site-query-gateway/gateway/log.js';
import { seedScheduledSite } from './scheduled-site.js';

const WARM_UP_SECONDS = 15;

export interface SchedulerWork {
  cpuMsPerThousandRuns: number;
  runs: number;
}

export async function schedulerWork(options: { count: number; frequency: number; simulatedSeconds: number }): Promise<SchedulerWork> {
  const { count, frequency, simulatedSeconds } = options;
  const periodMs = frequency * 1000;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-b5-work-'));
  let nowMs = Date.now();
  const clock = { now: () => new Date(nowMs), nowMs: () => nowMs };
  const config = testGatewayConfig({
    storeUrl: `sqlite:${path.join(dir, 'gateway.db')}`,
    registeredMinFrequencySeconds: 1,
    registeredClaimIntervalMs: 1000,
    // The site stays online whatever the simulated time.
    availabilityTimeoutMs: 10 * 86_400_000,
  });
  const gateway = await createGateway(config, { log: createLogger({ level: 'silent', name: 'b5-work' }), clock });
  try {
    gateway.ctx.tasks.stop();
    const startMs = nowMs + periodMs;
    await seedScheduledSite(gateway.ctx.store, { count, frequency, startMs, now: clock.now() });
    const cpuMs = (): number => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    const slots = async (): Promise<number> =>
      Number((await gateway.ctx.store.db.selectFrom('registered_query_runs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    let cpu0 = 0;
    let slots0 = 0;
    for (let second = 0; second <= WARM_UP_SECONDS + simulatedSeconds; second++) {
      if (second === WARM_UP_SECONDS) {
        slots0 = await slots();
        cpu0 = cpuMs();
      }
      nowMs = startMs + second * 1000;
      await gateway.ctx.tasks.runNow('registered:fire-due-runs');
      // A second's expiring runs (1,000 at full size) may take the sweep more than one batch, as they would
      // over the next ticks in life.
      await gateway.ctx.tasks.runNow('queries:expire-queued');
      await gateway.ctx.tasks.runNow('queries:expire-queued');
    }
    const spent = cpuMs() - cpu0;
    const runs = (await slots()) - slots0;
    return { cpuMsPerThousandRuns: (1000 * spent) / Math.max(1, runs), runs };
  } finally {
    await gateway.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
