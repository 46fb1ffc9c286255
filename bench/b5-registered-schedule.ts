/**
 * @module bench/b5-registered-schedule
 * B5: N registered queries at a fixed frequency for a window of at least a minute. The
 * gateway's scheduler (the store-held schedule, claimed by the background task every second) against
 * bare timers doing the same (one `setInterval` per registration, counting fires), in the same process
 * and run: CPU as a share of one core, fire jitter p99 (when a run was taken, against when it was due),
 * and missed or duplicate runs (slot rows and run queries per registration against the slots due).
 *
 * The site is recorded as online without an agent, so every run is created as a real async query and
 * stays queued until it expires at the next run's time: the gateway side of scheduling, all of it, and
 * none of the agent's. Registrations are created spread over the first period, as they arrive in life.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { testGatewayConfig } from '@site-query-gateway/gateway/config/gateway-config.js';
import { createGateway } from '@site-query-gateway/gateway/gateway.js';
import { createLogger } from '@site-query-gateway/gateway/log.js';
import { schedulerWork } from './lib/scheduler-work.js';
import { seedScheduledSite } from './lib/scheduled-site.js';
import { integerSetting } from './lib/stats.js';
import { row, type BenchOutcome, type Benchmark } from './lib/types.js';

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Bare timers: one interval per registration, staggered like the registrations; fires and their lateness. */
async function bareTimers(count: number, periodMs: number, windowMs: number): Promise<{ cpuShare: number; jitterP99Ms: number; fires: number }> {
  const lateness: number[] = [];
  const timers: NodeJS.Timeout[] = [];
  const start = performance.now();
  const cpu0 = cpuSeconds();
  for (let i = 0; i < count; i++) {
    const offset = (i * periodMs) / count;
    let n = 0;
    const first = setTimeout(() => {
      const due = (k: number) => start + offset + k * periodMs;
      lateness.push(performance.now() - due(n++));
      timers.push(setInterval(() => lateness.push(performance.now() - due(n++)), periodMs));
    }, offset);
    timers.push(first);
  }
  await sleep(windowMs);
  const cpu = cpuSeconds() - cpu0;
  for (const t of timers) clearTimeout(t);
  return { cpuShare: (100 * cpu) / (windowMs / 1000), jitterP99Ms: percentile(lateness, 99), fires: lateness.length };
}

export const b5RegisteredSchedule: Benchmark = {
  id: 'B5',
  title: 'Registered-query scheduler against bare timers',
  settings: [
    { name: 'BENCH_B5_REGISTRATIONS', meaning: 'registered queries (default 10000)' },
    { name: 'BENCH_B5_FREQUENCY_S', meaning: 'their frequency, seconds (default 10)' },
    { name: 'BENCH_B5_SECONDS', meaning: 'measured window, seconds (default 60)' },
    { name: 'BENCH_B5_WORK_SECONDS', meaning: 'simulated seconds of the work-only figure (default 60)' },
  ],
  timeoutMs: 15 * 60_000,
  async run(): Promise<BenchOutcome> {
    const count = integerSetting('BENCH_B5_REGISTRATIONS', 10_000, 1, 1_000_000);
    const frequency = integerSetting('BENCH_B5_FREQUENCY_S', 10, 1, 3600);
    const windowMs = integerSetting('BENCH_B5_SECONDS', 60, 5, 3600) * 1000;
    const workSeconds = integerSetting('BENCH_B5_WORK_SECONDS', 60, 5, 3600);
    const periodMs = frequency * 1000;

    const baseline = await bareTimers(count, periodMs, windowMs);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-b5-'));
    const config = testGatewayConfig({
      storeUrl: `sqlite:${path.join(dir, 'gateway.db')}`,
      registeredMinFrequencySeconds: 1,
      registeredClaimIntervalMs: 1000,
      availabilityTimeoutMs: windowMs + 10 * periodMs,
    });
    const gateway = await createGateway(config, { log: createLogger({ level: 'silent', name: 'b5' }) });
    let timed: BenchOutcome;
    try {
      const store = gateway.ctx.store;
      const now = new Date();
      // Starts a period from now, spread over that period.
      const startMs = now.getTime() + periodMs;
      const endMs = startMs + windowMs;
      await seedScheduledSite(store, { count, frequency, startMs, now });
      await sleep(Math.max(0, startMs - Date.now()));
      const cpu0 = cpuSeconds();
      await sleep(windowMs);
      const cpu = cpuSeconds() - cpu0;
      gateway.ctx.tasks.stop();
      await gateway.ctx.tasks.drain();

      // Every slot due in the window, against the slot rows and run queries recorded.
      const registrations = await store.db.selectFrom('registered_queries').select(['id', 'created_at']).execute();
      const slots = await store.db.selectFrom('registered_query_runs').select(['registered_query_id', 'slot', 'created_at', 'outcome']).execute();
      const runs = await store.db.selectFrom('queries').select(['registered_query_id']).where('registered_query_id', 'is not', null).execute();
      const created = new Map(registrations.map((r) => [r.id, Date.parse(r.created_at)]));
      const slotsPer = new Map<string, number>();
      const lateness: number[] = [];
      let skipped = 0;
      for (const s of slots) {
        const due = (created.get(s.registered_query_id) ?? 0) + Number(s.slot) * periodMs;
        if (due > endMs) continue;
        slotsPer.set(s.registered_query_id, (slotsPer.get(s.registered_query_id) ?? 0) + 1);
        lateness.push(Date.parse(s.created_at) - due);
        if (s.outcome !== 'started') skipped++;
      }
      // A skipped run costs the scheduler far less than a fired one: a figure with skips measures the wrong thing.
      if (skipped > 0) throw new Error(`B5: ${skipped} runs were skipped instead of fired; the bench's site or integrator is not usable`);
      let expected = 0;
      let missed = 0;
      for (const [id, createdMs] of created) {
        // Slots due up to a claim interval before the window's end (later ones may not be claimed yet).
        const due = Math.max(0, Math.floor((endMs - 1000 - createdMs) / periodMs) + 1);
        expected += due;
        missed += Math.max(0, due - (slotsPer.get(id) ?? 0));
      }
      const runsPer = new Map<string, number>();
      for (const r of runs) runsPer.set(r.registered_query_id ?? '', (runsPer.get(r.registered_query_id ?? '') ?? 0) + 1);
      const startedPer = new Map<string, number>();
      for (const s of slots) if (s.outcome === 'started') startedPer.set(s.registered_query_id, (startedPer.get(s.registered_query_id) ?? 0) + 1);
      let duplicates = 0;
      for (const [id, n] of runsPer) duplicates += Math.max(0, n - (startedPer.get(id) ?? 0));

      const cpuShare = (100 * cpu) / (windowMs / 1000);
      timed = {
        rows: [
          row('scheduler CPU', '% core', cpuShare, baseline.cpuShare, { text: '≤ 10 % core', source: 'design', isMet: (f) => f <= 10 }),
          row('fire jitter p99', 'ms', percentile(lateness, 99), baseline.jitterP99Ms, null),
          row('missed runs', 'runs', missed, null, { text: '0', source: 'design', isMet: (f) => f === 0 }),
          row('duplicate runs', 'runs', duplicates, null, { text: '0', source: 'design', isMet: (f) => f === 0 }),
        ],
        details: { registrations: count, frequencySeconds: frequency, windowMs, expectedSlots: expected, recordedSlots: lateness.length, skipped, bareTimerFires: baseline.fires },
      };
    } finally {
      await gateway.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }

    // The same work with the clock moved by hand (see lib/scheduler-work), against the bare timers' CPU per 1,000 fires.
    const work = await schedulerWork({ count, frequency, simulatedSeconds: workSeconds });
    const bareMsPerThousandFires = (1000 * ((baseline.cpuShare / 100) * windowMs)) / Math.max(1, baseline.fires);
    return {
      rows: [...timed.rows, row('scheduler work per 1,000 runs, clock moved by hand (no timers)', 'ms CPU', work.cpuMsPerThousandRuns, bareMsPerThousandFires, null)],
      details: { ...timed.details, workRuns: work.runs, workSimulatedSeconds: workSeconds },
    };
  },
};
