/**
 * @module bench/h1-hostile-agents
 * H1: one agent or one integrator cannot hurt the others. The relay stack of B1 (built
 * gateway, a real site agent on a SQLite clinic) serves a victim site's immediate point query at
 * concurrency 1; a hostile agent of another site attacks the gateway from its own process, one attack at a
 * time. For each attack: the victim's latency against its quiet value measured in the same run (target
 * ≤ 2×), and the gateway's peak heap against its quiet heap (bounded). The attacks: re-sent queues to a
 * socket that reads nothing, report floods, deep frames and a message flood.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes, randomUUID } from 'node:crypto';
import { APPT_TABLE, createApptDb } from './lib/appt-db.js';
import { spawnNode, stopChild } from './lib/children.js';
import { onCleanup } from './lib/cleanup.js';
import { LoadGenerator, type LoadResult } from './lib/http-load.js';
import { progress } from './lib/poll.js';
import { startRelayStack, type RelayStack } from './lib/relay-stack.js';
import { integerSetting, median } from './lib/stats.js';
import { row, type BenchOutcome, type BenchRow, type Benchmark } from './lib/types.js';

const WORKER = new URL('./lib/hostile-agent-worker.js', import.meta.url).pathname;
const ATTACKS = ['report-flood', 'ready-flood', 'deep-frames', 'message-flood'] as const;
type Attack = (typeof ATTACKS)[number];

const SETTINGS = [
  { name: 'BENCH_H1_SECONDS', meaning: 'length of each measured run (default 8)' },
  { name: 'BENCH_H1_ROWS', meaning: 'rows in the victim clinic table (default 100,000)' },
] as const;

const POINT_SQL = `select * from ${APPT_TABLE} where id = @id`;

/** Registers a second site (the attacker's), pairs the bench integrator with it and queues big commands for it. */
async function hostileSite(relay: RelayStack): Promise<{ key: string; siteId: string }> {
  const siteId = randomUUID();
  const key = `sk_${randomBytes(32).toString('base64url')}`;
  const pmsSiteId = `HOSTILE-${siteId.slice(0, 8)}`;
  const registered = await fetch(`${relay.baseUrl}/agent/v1/sites`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ siteId, subscriptionKey: key, practiceManagementName: 'Zedmed', practiceManagementSiteId: pmsSiteId, practiceName: 'Hostile', practiceManagementVersion: '1', databaseEngine: 'sqlite', catalogue: [{ name: 'ZEDMED', isDefault: true }], linkVersion: '26.1121.1' }),
  });
  if (registered.status !== 201) throw new Error(`registering the hostile site answered ${registered.status}`);
  const paired = await fetch(`${relay.baseUrl}/integrator/pair-site?practiceManagementName=Zedmed&practiceManagementSiteId=${pmsSiteId}`, { method: 'POST', headers: { 'x-api-key': relay.apiKey } });
  if (paired.status !== 200) throw new Error(`pairing the hostile site answered ${paired.status}`);
  // The queue D1 amplified: 200 commands of 100 KB.
  const body = JSON.stringify({ command: { text: `select '${'x'.repeat(100_000)}'` } });
  for (let i = 0; i < 200; i++) {
    await fetch(`${relay.baseUrl}/integrator/sites/${siteId}/queries/async`, { method: 'POST', headers: { 'x-api-key': relay.apiKey, 'content-type': 'application/json' }, body });
  }
  return { key, siteId };
}

interface Reading {
  result: LoadResult;
  peakHeapMiB: number;
  peakRssMiB: number;
  /** heapUsed after two forced full collections at the end of the measured run (what is live, not garbage). */
  heapAfterGcMiB: number;
  attackerFrames?: number;
  attackerConnections?: number;
}

async function run(): Promise<BenchOutcome> {
  const seconds = integerSetting('BENCH_H1_SECONDS', 8, 2, 120);
  const rows = integerSetting('BENCH_H1_ROWS', 100_000, 1000, 10_000_000);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-h1-'));
  const unregister = onCleanup(() => fs.rmSync(tmp, { recursive: true, force: true }));
  let relay: RelayStack | undefined;
  let load: LoadGenerator | undefined;
  try {
    const clinicDb = path.join(tmp, 'clinic.db');
    createApptDb(clinicDb, rows);
    relay = await startRelayStack({ dir: path.join(tmp, 'relay'), clinicDb });
    const stack = relay;
    load = await LoadGenerator.start();
    const hostile = await hostileSite(stack);
    const request = {
      port: stack.port,
      method: 'POST' as const,
      path: new URL(`${stack.queriesUrl}/immediate`).pathname,
      headers: { 'content-type': 'application/json', 'x-api-key': stack.apiKey },
      body: JSON.stringify({ command: { text: POINT_SQL, parameters: [{ name: '@id', type: 'Int', value: String(Math.min(424_242, rows)) }] } }),
    };
    const measure = async (): Promise<Reading> => {
      let peakHeap = 0;
      let peakRss = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const m = await stack.gateway.memory(false).catch(() => undefined);
          if (m) {
            peakHeap = Math.max(peakHeap, m.heapUsed);
            peakRss = Math.max(peakRss, m.rss);
          }
          await sleep(200);
        }
      })();
      const result = await load!.run({ ...request, connections: 1, durationMs: seconds * 1000 });
      sampling = false;
      await sampler;
      // The peak above counts garbage too; this says what the gateway still holds, the attack still running.
      const collected = await stack.gateway.memory(true);
      return { result, peakHeapMiB: peakHeap / 2 ** 20, peakRssMiB: peakRss / 2 ** 20, heapAfterGcMiB: collected.heapUsed / 2 ** 20 };
    };
    await load.run({ ...request, connections: 1, durationMs: 2000 });
    progress('H1: quiet run');
    const quiet = await measure();
    const readings: Record<string, Reading> = {};
    const out: BenchRow[] = [row('victim latency p50, quiet', 'ms', quiet.result.latencyMs.p50, null, null), row('victim latency p99, quiet', 'ms', quiet.result.latencyMs.p99, null, null)];
    const socketUrl = `${stack.baseUrl.replace(/^http/, 'ws')}/agent/v1/connect`;
    for (const attack of ATTACKS as readonly Attack[]) {
      progress(`H1: ${attack}`);
      const attacker = spawnNode({ name: `hostile agent (${attack})`, script: WORKER, args: [attack, socketUrl, hostile.key] });
      await sleep(1000);
      const reading = await measure();
      await stopChild(attacker, 'SIGTERM', 3000);
      try {
        const counts = JSON.parse(attacker.tail().trim().split('\n').pop() ?? '{}') as { sent?: number; connections?: number };
        if (counts.sent !== undefined) reading.attackerFrames = counts.sent;
        if (counts.connections !== undefined) reading.attackerConnections = counts.connections;
      } catch {
        // the counts are only informative
      }
      readings[attack] = reading;
      const bad = Object.keys(reading.result.statuses).filter((s) => !s.startsWith('2'));
      if (bad.length > 0) throw new Error(`victim answered ${JSON.stringify(reading.result.statuses)} during ${attack}`);
      out.push(
        row(`victim latency p50 under ${attack} | quiet`, 'ms', reading.result.latencyMs.p50, quiet.result.latencyMs.p50, { text: '≤ 2×', source: undefined, isMet: (_f, r) => r !== null && r <= 2 }),
        row(`victim latency p99 under ${attack} | quiet`, 'ms', reading.result.latencyMs.p99, quiet.result.latencyMs.p99, null),
        row(`gateway peak heap under ${attack} | quiet`, 'MiB', reading.peakHeapMiB, quiet.peakHeapMiB, { text: 'bounded (≤ 2×)', source: undefined, isMet: (_f, r) => r !== null && r <= 2 }),
        row(`gateway heap after forced GCs, end of ${attack} | quiet`, 'MiB', reading.heapAfterGcMiB, quiet.heapAfterGcMiB, null),
      );
    }
    return {
      rows: out,
      details: {
        settings: { seconds, rows },
        quiet: { latencyMs: quiet.result.latencyMs, rps: quiet.result.rps, peakHeapMiB: quiet.peakHeapMiB, peakRssMiB: quiet.peakRssMiB, heapAfterGcMiB: quiet.heapAfterGcMiB },
        attacks: Object.fromEntries(
          Object.entries(readings).map(([name, r]) => [name, { latencyMs: r.result.latencyMs, rps: r.result.rps, peakHeapMiB: r.peakHeapMiB, peakRssMiB: r.peakRssMiB, heapAfterGcMiB: r.heapAfterGcMiB, attackerFrames: r.attackerFrames, attackerConnections: r.attackerConnections }]),
        ),
        medianQuietP50: median([quiet.result.latencyMs.p50]),
        gatewayLogTail: stack.gateway.logTail().split('\n').slice(-10),
      },
    };
  } finally {
    await load?.stop();
    await relay?.stop();
    unregister();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export const h1HostileAgents: Benchmark = {
  id: 'H1',
  title: 'Another site\'s immediate query and the gateway\'s heap while a hostile agent attacks (isolation)',
  settings: SETTINGS,
  timeoutMs: 10 * 60_000,
  run,
};
