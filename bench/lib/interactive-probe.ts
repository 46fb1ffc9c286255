/**
 * @module bench/lib/interactive-probe
 * B7's interactive user, a process of its own so an export's page reads never delay it: one request at a
 * time, alternating a point query (an immediate SQL read of one patient by id) and a FHIR search (patients
 * by family-name prefix, ten at most), a short pause between them, every latency kept by kind.
 * `start` runs until `stop`; `runFor` runs a fixed number of each.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { announceReady, serveIpc } from './ipc.js';

export interface ProbeTarget {
  /** `<base>/integrator/sites/<siteId>` */
  siteUrl: string;
  apiKey: string;
  /** Patients are ids 1…patients. */
  patients: number;
  pauseMs: number;
}

export interface ProbeSamples {
  point: number[];
  fhir: number[];
  /** Answers other than 200 (each one is a failure of the measurement). */
  errors: string[];
}

const FAMILY_PREFIXES = ['Sm', 'Jo', 'Wi', 'Br', 'Ta', 'Mo', 'Le', 'Wa', 'Ha', 'Th'];
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function request(method: string, url: string, apiKey: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: { 'x-api-key': apiKey, ...(body ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${url}: no answer within 60 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function timed(samples: number[], errors: string[], call: () => Promise<{ status: number; text: string }>): Promise<void> {
  const started = performance.now();
  const answer = await call();
  const ms = performance.now() - started;
  if (answer.status === 200) samples.push(ms);
  else errors.push(`${answer.status} ${answer.text.slice(0, 200)}`);
}

async function probeOnce(target: ProbeTarget, into: ProbeSamples, i: number): Promise<void> {
  const id = 1 + ((i * 7919) % target.patients);
  const command = { command: { text: 'SELECT * FROM BPS_Patients WHERE InternalID = @id', parameters: [{ name: '@id', type: 'Int', value: String(id) }] } };
  await timed(into.point, into.errors, () => request('POST', `${target.siteUrl}/queries/immediate`, target.apiKey, JSON.stringify(command)));
  await sleep(target.pauseMs);
  const family = FAMILY_PREFIXES[i % FAMILY_PREFIXES.length] ?? 'Sm';
  await timed(into.fhir, into.errors, () => request('GET', `${target.siteUrl}/fhir/R4/Patient?family=${family}&_count=10`, target.apiKey));
  await sleep(target.pauseMs);
}

let running: { stop: boolean; done: Promise<ProbeSamples> } | undefined;

serveIpc({
  runFor: async (args: unknown) => {
    const { target, count } = args as { target: ProbeTarget; count: number };
    const samples: ProbeSamples = { point: [], fhir: [], errors: [] };
    for (let i = 0; i < count; i++) await probeOnce(target, samples, i);
    return samples;
  },
  start: (args: unknown) => {
    const { target } = args as { target: ProbeTarget };
    const state = { stop: false, done: Promise.resolve({ point: [], fhir: [], errors: [] } as ProbeSamples) };
    state.done = (async () => {
      const samples: ProbeSamples = { point: [], fhir: [], errors: [] };
      for (let i = 0; !state.stop; i++) await probeOnce(target, samples, i);
      return samples;
    })();
    running = state;
    return null;
  },
  stop: async () => {
    if (!running) throw new Error('not started');
    running.stop = true;
    const samples = await running.done;
    running = undefined;
    return samples;
  },
});
announceReady(null);
