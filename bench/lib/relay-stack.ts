/**
 * @module bench/lib/relay-stack
 * The path B1, B3 and B6 measure, as real processes on loopback: the built gateway (fresh SQLite store in
 * its own data dir, rate limit off), one integrator created through the operator API, a site agent
 * installed with `site-agent install` against a SQLite clinic file and run as its own process
 * (`site-agent run`, with the bench's memory probe preloaded), the integrator paired with the practice.
 * Done as test/e2e/sql-passthrough does it; resolves once an immediate query answers 200.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NODE_FLAGS, withRuntimeEnv } from '@site-query-gateway/protocol/runtime-flags.js';
import { AGENT_BIN, runAgentCommand } from '@site-query-gateway/demo/agent-process.js';
import { isRunning, spawnNode, stopChild, type NodeChild } from './children.js';
import { GatewayProcess } from './gateway-process.js';
import { freePort } from './net.js';

const PROBE = new URL('./gateway-probe.js', import.meta.url).href;
export const OPERATOR_KEY = 'bench-operator-key-0123456789';
/** The practice the agent registers by default; Zedmed pairs without a pairing code (as in the e2e suite). */
const KIND = 'Zedmed';
const PMS_SITE_ID = 'BENCH-SQL';
export const CATALOGUE = 'ZEDMED';

/** Another practice-management kind for the site (B6 needs Best Practice, the kind FHIR maps). */
export interface StackPractice {
  kind: string;
  pmsSiteId: string;
  /** The catalogue name the clinic file is installed as (Best Practice: BPSPatients). */
  catalogue: string;
  /** Best Practice pairs only with a code minted at the clinic (`site-agent pairing-code`). */
  needsPairingCode: boolean;
}

const DEFAULT_PRACTICE: StackPractice = { kind: KIND, pmsSiteId: PMS_SITE_ID, catalogue: CATALOGUE, needsPairingCode: false };

export interface RelayStackOptions {
  /** Directory for the gateway's data dir and the agent's config and journal (created if missing). */
  dir: string;
  /** The clinic's SQLite file the agent serves (as catalogue ZEDMED unless `practice` says otherwise). */
  clinicDb: string;
  /** The practice the site belongs to (default Zedmed, catalogue ZEDMED). */
  practice?: StackPractice;
  /** Extra GATEWAY_* variables. */
  gatewayEnv?: Record<string, string>;
  /** Extra AGENT_* variables. */
  agentEnv?: Record<string, string>;
}

export interface RelayStack {
  readonly gateway: GatewayProcess;
  readonly agent: NodeChild;
  readonly baseUrl: string;
  readonly port: number;
  readonly apiKey: string;
  readonly siteId: string;
  /** `<base>/integrator/sites/<siteId>/queries` */
  readonly queriesUrl: string;
  /** Stops the agent (SIGTERM, it signs off) and then the gateway. */
  stop(): Promise<void>;
}

async function jsonRequest(method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

function withoutPrefix(env: NodeJS.ProcessEnv, prefix: string): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith(prefix)));
}

export async function startRelayStack(options: RelayStackOptions): Promise<RelayStack> {
  fs.mkdirSync(options.dir, { recursive: true });
  const port = await freePort();
  const gateway = await GatewayProcess.start({
    port,
    dataDir: path.join(options.dir, 'gateway-data'),
    env: { GATEWAY_OPERATOR_KEY: OPERATOR_KEY, GATEWAY_RATE_LIMIT_PER_MINUTE: '0', ...options.gatewayEnv },
  });
  let agent: NodeChild | undefined;
  try {
    const baseUrl = gateway.baseUrl;
    const admin = { 'x-operator-key': OPERATOR_KEY };
    const created = await jsonRequest('POST', `${baseUrl}/admin/integrators`, admin, { name: 'bench integrator' });
    if (created.status !== 201) throw new Error(`creating the integrator answered ${created.status}: ${JSON.stringify(created.body)}`);
    const apiKey = (created.body as { apiKey: string }).apiKey;

    const configPath = path.join(options.dir, 'site-agent.json');
    const agentEnv = { ...withoutPrefix(process.env, 'AGENT_'), AGENT_LOG_LEVEL: 'warn', AGENT_MAX_RECONNECT_DELAY_MS: '1000', ...options.agentEnv };
    const practice = options.practice ?? DEFAULT_PRACTICE;
    const installed = await runAgentCommand(
      ['--config', configPath, 'install', '--gateway-url', baseUrl, '--kind', practice.kind, '--pms-site-id', practice.pmsSiteId, '--practice-name', 'Bench clinic', '--db-engine', 'sqlite', '--db', `${practice.catalogue}=${options.clinicDb}`],
      agentEnv,
    );
    if (installed.code !== 0) throw new Error(`site-agent install exited ${installed.code}: ${installed.stderr}`);
    const siteId = (JSON.parse(fs.readFileSync(configPath, 'utf8')) as { siteId: string }).siteId;

    const pairing = new URLSearchParams({ practiceManagementName: practice.kind, practiceManagementSiteId: practice.pmsSiteId });
    if (practice.needsPairingCode) {
      const minted = await runAgentCommand(['--config', configPath, 'pairing-code', '--json'], agentEnv);
      if (minted.code !== 0) throw new Error(`site-agent pairing-code exited ${minted.code}: ${minted.stderr}`);
      pairing.set('pairingCode', (JSON.parse(minted.stdout) as { pairingCode: string }).pairingCode);
    }
    const paired = await jsonRequest('POST', `${baseUrl}/integrator/pair-site?${pairing.toString()}`, { 'x-api-key': apiKey });
    if (paired.status !== 200) throw new Error(`pairing answered ${paired.status}: ${JSON.stringify(paired.body)}`);

    agent = spawnNode({ name: 'site agent', script: AGENT_BIN, args: ['--config', configPath, 'run'], execArgv: [...NODE_FLAGS, '--import', PROBE], env: withRuntimeEnv(agentEnv) });
    const queriesUrl = `${baseUrl}/integrator/sites/${siteId}/queries`;
    // Ready = an immediate query answers (the agent is connected and has finalised its journal).
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (!isRunning(agent)) throw new Error(`the site agent exited:\n${agent.tail()}`);
      const probe = await jsonRequest('POST', `${queriesUrl}/immediate`, { 'x-api-key': apiKey }, { command: { text: 'select 1 as ok' } });
      if (probe.status === 200) break;
      if (probe.status !== 503 || Date.now() > deadline) {
        throw new Error(`the relay did not become ready: ${probe.status} ${JSON.stringify(probe.body)}\n--- agent ---\n${agent.tail()}\n--- gateway ---\n${gateway.logTail()}`);
      }
      await sleep(100);
    }
    const running = agent;
    return {
      gateway,
      agent: running,
      baseUrl,
      port,
      apiKey,
      siteId,
      queriesUrl,
      stop: async () => {
        await stopChild(running, 'SIGTERM', 6000);
        await gateway.stop(15_000);
      },
    };
  } catch (err) {
    if (agent) await stopChild(agent, 'SIGKILL', 2000);
    await gateway.stop(5000);
    throw err;
  }
}
