/**
 * @module bench/lib/link-stack
 * B7's relay across an emulated clinic link: the built gateway in the link's cloud namespace (fresh SQLite
 * store, rate limits off), a real `site-agent` installed and run in the clinic namespace against a
 * Best Practice-shaped clinic file, dialling the gateway across the link, and one integrator paired with the
 * practice through a pairing code minted at the clinic. The bench process, in the root namespace, is the
 * integrator: it reaches the gateway over an unshaped route, as integrators reach a cloud gateway.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { AGENT_BIN } from '@site-query-gateway/demo/agent-process.js';
import { NODE_FLAGS, withRuntimeEnv } from '@site-query-gateway/protocol/runtime-flags.js';
import { isRunning, spawnNode, stopChild, type NodeChild } from './children.js';
import { CLOUD_ADDRESS, type ClinicLink } from './clinic-link.js';
import { GatewayProcess } from './gateway-process.js';

const PROBE = new URL('./gateway-probe.js', import.meta.url).href;
const OPERATOR_KEY = 'bench-operator-key-0123456789';
const PORT = 8080;
const KIND = 'Best Practice';
const PMS_SITE_ID = 'BENCH-LINK';
export const LINK_CATALOGUE = 'BPSPatients';

export interface LinkStack {
  readonly gateway: GatewayProcess;
  readonly agent: NodeChild;
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly siteId: string;
  /** `<base>/integrator/sites/<siteId>` */
  readonly siteUrl: string;
  stop(): Promise<void>;
}

export interface LinkStackOptions {
  link: ClinicLink;
  /** Directory for the gateway's data and the agent's config (created if missing). */
  dir: string;
  clinicDb: string;
  gatewayEnv?: Record<string, string>;
  agentEnv?: Record<string, string>;
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

/** Runs one `site-agent` command to completion in the clinic namespace. */
function agentCommand(link: ClinicLink, args: readonly string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [command, ...prefix] = link.prefix('clinic');
  return new Promise((resolve, reject) => {
    const child = spawn(command ?? 'ip', [...prefix, process.execPath, ...NODE_FLAGS, AGENT_BIN, ...args], { env: withRuntimeEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export async function startLinkStack(options: LinkStackOptions): Promise<LinkStack> {
  const { link } = options;
  fs.mkdirSync(options.dir, { recursive: true });
  const gateway = await GatewayProcess.start({
    port: PORT,
    dataDir: path.join(options.dir, 'gateway-data'),
    via: link.prefix('cloud'),
    reachAt: link.cloudFromBench,
    env: { GATEWAY_OPERATOR_KEY: OPERATOR_KEY, GATEWAY_RATE_LIMIT_PER_MINUTE: '0', GATEWAY_FAILED_AUTH_PER_MINUTE: '0', ...options.gatewayEnv },
  });
  let agent: NodeChild | undefined;
  try {
    const baseUrl = gateway.baseUrl;
    const created = await jsonRequest('POST', `${baseUrl}/admin/integrators`, { 'x-operator-key': OPERATOR_KEY }, { name: 'bench integrator' });
    if (created.status !== 201) throw new Error(`creating the integrator answered ${created.status}: ${JSON.stringify(created.body)}`);
    const apiKey = (created.body as { apiKey: string }).apiKey;

    const configPath = path.join(options.dir, 'site-agent.json');
    const agentEnv: NodeJS.ProcessEnv = {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('AGENT_'))),
      AGENT_LOG_LEVEL: 'warn',
      AGENT_MAX_RECONNECT_DELAY_MS: '1000',
      ...options.agentEnv,
    };
    const gatewayUrl = `http://${CLOUD_ADDRESS}:${PORT}`;
    const installed = await agentCommand(
      link,
      ['--config', configPath, 'install', '--gateway-url', gatewayUrl, '--kind', KIND, '--pms-site-id', PMS_SITE_ID, '--practice-name', 'Link clinic', '--db-engine', 'sqlite', '--db', `${LINK_CATALOGUE}=${options.clinicDb}`],
      agentEnv,
    );
    if (installed.code !== 0) throw new Error(`site-agent install exited ${installed.code}: ${installed.stderr}`);
    const siteId = (JSON.parse(fs.readFileSync(configPath, 'utf8')) as { siteId: string }).siteId;
    const minted = await agentCommand(link, ['--config', configPath, 'pairing-code', '--json'], agentEnv);
    if (minted.code !== 0) throw new Error(`site-agent pairing-code exited ${minted.code}: ${minted.stderr}`);
    const pairing = new URLSearchParams({ practiceManagementName: KIND, practiceManagementSiteId: PMS_SITE_ID, pairingCode: (JSON.parse(minted.stdout) as { pairingCode: string }).pairingCode });
    const paired = await jsonRequest('POST', `${baseUrl}/integrator/pair-site?${pairing.toString()}`, { 'x-api-key': apiKey });
    if (paired.status !== 200) throw new Error(`pairing answered ${paired.status}: ${JSON.stringify(paired.body)}`);

    agent = spawnNode({ name: 'site agent', script: AGENT_BIN, args: ['--config', configPath, 'run'], execArgv: [...NODE_FLAGS, '--import', PROBE], env: withRuntimeEnv(agentEnv), via: link.prefix('clinic') });
    const siteUrl = `${baseUrl}/integrator/sites/${siteId}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (!isRunning(agent)) throw new Error(`the site agent exited:\n${agent.tail()}`);
      const probe = await jsonRequest('POST', `${siteUrl}/queries/immediate`, { 'x-api-key': apiKey }, { command: { text: 'select 1 as ok' } });
      if (probe.status === 200) break;
      if (probe.status !== 503 || Date.now() > deadline) {
        throw new Error(`the relay did not become ready: ${probe.status} ${JSON.stringify(probe.body)}\n--- agent ---\n${agent.tail()}\n--- gateway ---\n${gateway.logTail()}`);
      }
      await sleep(200);
    }
    const running = agent;
    return {
      gateway,
      agent: running,
      baseUrl,
      apiKey,
      siteId,
      siteUrl,
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

/** The relay answers across the link (after a profile change, the agent may be reconnecting): a point query succeeds. */
export async function waitForRelay(stack: LinkStack): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${stack.siteUrl}/queries/immediate`, {
      method: 'POST',
      headers: { 'x-api-key': stack.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ command: { text: 'select 1 as ok' } }),
      signal: AbortSignal.timeout(30_000),
    }).catch(() => undefined);
    if (response?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`the relay did not answer after the profile change (${response?.status ?? 'no answer'})`);
    await sleep(200);
  }
}
