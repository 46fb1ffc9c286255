/**
 * @module demo/run-demo
 * The README's first command: a gateway on the embedded SQLite store, a demo clinic database shaped like
 * Best Practice, an agent installed and running for it (its own process), a demo integrator paired with
 * the practice, and `data/demo.json` with what a client needs. Re-running reuses what exists; a second demo
 * on the same data directory is refused (demo-lock).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadGatewayConfig } from '@site-query-gateway/gateway/config/gateway-config.js';
import { OperatorClient } from '@site-query-gateway/gateway/cli/operator-client.js';
import { createGateway, type Gateway } from '@site-query-gateway/gateway/gateway.js';
import { DEFAULT_REFERENCE_DATE, generateClinicDatabase } from './clinic-db/generate.js';
import { runAgentCommand, startAgentProcess, stopProcess } from './agent-process.js';
import { lockDemoDirectory } from './demo-lock.js';

export const DEMO_PRACTICE = {
  practiceManagementName: 'Best Practice',
  practiceManagementSiteId: 'DEMO-BP-0001',
  practiceName: 'Demo Family Clinic',
};

export interface DemoFile {
  baseUrl: string;
  integratorKey: string;
  siteId: string;
  practiceManagementSiteId: string;
  practiceManagementName: string;
  operatorKey: string;
  /** The demo gateway's token-signing secret, so desktop and device tokens survive a demo restart. */
  tokenSecret: string;
}

function readDemoFile(file: string): Partial<DemoFile> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<DemoFile>;
  } catch {
    return {};
  }
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** Exits once what was said is written: stdout to a pipe is asynchronous, and process.exit() drops the rest. */
function exitAfterOutput(code: number): void {
  process.stdout.write('', () => process.exit(code));
}

async function waitUntilOnline(client: OperatorClient, siteId: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const site = (await client.listSites()).find((s) => s.id === siteId);
    if (site?.availability === 'online') return;
    await sleep(200);
  }
  throw new Error(`The demo agent did not come online within ${timeoutMs / 1000} s.`);
}

async function keyStillWorks(baseUrl: string, key: string | undefined, siteId: string): Promise<boolean> {
  if (!key) return false;
  const response = await fetch(new URL(`/integrator/sites/${siteId}`, baseUrl), { headers: { 'x-api-key': key } });
  return response.ok;
}

/**
 * The first useful query, for the printed curl line: the clinic's appointments on its "today" (the demo
 * database's reference date) with their patients. Times are seconds since midnight (docs/demo-database.md).
 */
export function firstQueryBody(day = DEFAULT_REFERENCE_DATE): object {
  return {
    command: {
      text:
        "SELECT printf('%02d:%02d', AppointmentTime / 3600, AppointmentTime % 3600 / 60) AS Time, Patient, Provider, AppointmentType, Status " +
        'FROM BPS_Appointments WHERE AppointmentDate = @day ORDER BY AppointmentTime',
      parameters: [{ name: '@day', type: 'Date', value: day }],
    },
  };
}

export async function runDemo(env: NodeJS.ProcessEnv): Promise<void> {
  const dataDir = path.resolve(env.GATEWAY_DATA_DIR ?? './data');
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockDemoDirectory(dataDir);
  process.once('exit', releaseLock);
  const demoFile = path.join(dataDir, 'demo.json');
  const previous = readDemoFile(demoFile);
  const operatorKey = env.GATEWAY_OPERATOR_KEY ?? previous.operatorKey ?? `op_${randomBytes(24).toString('base64url')}`;
  const tokenSecret = env.GATEWAY_TOKEN_SECRET ?? previous.tokenSecret ?? randomBytes(32).toString('base64url');
  const config = loadGatewayConfig({
    ...env,
    GATEWAY_DATA_DIR: dataDir,
    GATEWAY_OPERATOR_KEY: operatorKey,
    GATEWAY_TOKEN_SECRET: tokenSecret,
    GATEWAY_LOG_LEVEL: env.GATEWAY_LOG_LEVEL ?? 'warn',
    // A local demo: webhook endpoints on this machine (examples/webhook-receiver.ts) may be plain http.
    GATEWAY_WEBHOOK_ALLOW_HTTP_LOOPBACK: env.GATEWAY_WEBHOOK_ALLOW_HTTP_LOOPBACK ?? 'true',
  });

  let gateway: Gateway | undefined;
  let agent: ReturnType<typeof startAgentProcess> | undefined;
  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    say('\nStopping the demo agent and the gateway...');
    if (agent) await stopProcess(agent);
    await gateway?.close();
    releaseLock();
    say('Stopped.');
  };
  process.once('SIGINT', () => void stop().then(() => exitAfterOutput(0)));
  process.once('SIGTERM', () => void stop().then(() => exitAfterOutput(0)));

  try {
    gateway = await createGateway(config);
    const listening = await gateway.listen();
    const baseUrl = listening.replace('://0.0.0.0', '://127.0.0.1');
    say(`Gateway listening on ${baseUrl} (store: ${config.storeUrl})`);

    const clinicFile = path.join(dataDir, 'demo-clinic', 'bp-patients.db');
    if (!fs.existsSync(clinicFile)) {
      say('Creating the demo clinic database (synthetic people only)...');
      const summary = await generateClinicDatabase(clinicFile, { patients: 1000, practitioners: 12, appointments: 5000, seed: 42 });
      say(`  ${clinicFile}: ${summary.patients} patients, ${summary.practitioners} practitioners, ${summary.appointments} appointments`);
    }

    const agentConfig = path.join(dataDir, 'demo-agent.json');
    const installed = await runAgentCommand([
      '--config', agentConfig, 'install',
      '--gateway-url', baseUrl,
      '--kind', DEMO_PRACTICE.practiceManagementName,
      '--pms-site-id', DEMO_PRACTICE.practiceManagementSiteId,
      '--practice-name', DEMO_PRACTICE.practiceName,
      '--pms-version', '6.5.1',
      '--db-engine', 'sqlite',
      '--db', `BPSPatients=${clinicFile}`,
    ]);
    if (installed.code !== 0) throw new Error(`Agent install failed: ${installed.stderr || installed.stdout}`);
    const siteId = (JSON.parse(fs.readFileSync(agentConfig, 'utf8')) as { siteId: string }).siteId;
    say(`Agent installed for site ${siteId}`);

    agent = startAgentProcess(agentConfig, { AGENT_LOG_LEVEL: env.AGENT_LOG_LEVEL ?? 'warn' }, (line) => say(`[agent] ${line}`));
    const operator = new OperatorClient({ baseUrl, operatorKey });
    await waitUntilOnline(operator, siteId, 30_000);
    say('Agent connected: site is online');

    let integratorKey = previous.integratorKey;
    if (!(await keyStillWorks(baseUrl, integratorKey, siteId))) {
      integratorKey = (await operator.createIntegrator('Demo Integrator')).apiKey;
      const code = await runAgentCommand(['--config', agentConfig, 'pairing-code', '--json']);
      if (code.code !== 0) throw new Error(`Minting a pairing code failed: ${code.stderr}`);
      const { pairingCode } = JSON.parse(code.stdout) as { pairingCode: string };
      const query = new URLSearchParams({ ...DEMO_PRACTICE, pairingCode });
      query.delete('practiceName');
      const paired = await fetch(new URL(`/integrator/pair-site?${query}`, baseUrl), { method: 'POST', headers: { 'x-api-key': integratorKey } });
      if (!paired.ok) throw new Error(`Pairing failed: HTTP ${paired.status} ${await paired.text()}`);
      say('Demo integrator created and paired with the practice');
    }

    const demo: DemoFile = {
      baseUrl,
      integratorKey: integratorKey!,
      siteId,
      practiceManagementSiteId: DEMO_PRACTICE.practiceManagementSiteId,
      practiceManagementName: DEMO_PRACTICE.practiceManagementName,
      operatorKey,
      tokenSecret,
    };
    fs.writeFileSync(demoFile, `${JSON.stringify(demo, null, 2)}\n`, { mode: 0o600 });
    say(`\nWrote ${demoFile}. Read the demo site with:\n`);
    say(`  curl -s -H "X-Api-Key: ${demo.integratorKey}" ${baseUrl}/integrator/sites/${siteId}\n`);
    // The SQL's quotes are written as JSON escapes so the body fits in the shell's single quotes.
    // The clinic's "today" is the generator's fixed reference date, not the machine's: say which day it is.
    say(`Then a first useful query, today's appointments with their patients (the demo clinic's "today" is ${DEFAULT_REFERENCE_DATE}; data is base64 of JSON rows):\n`);
    say(
      `  curl -s -H "X-Api-Key: ${demo.integratorKey}" -H "Content-Type: application/json" ` +
        `-d '${JSON.stringify(firstQueryBody()).replace(/'/g, '\\u0027')}' ${baseUrl}/integrator/sites/${siteId}/queries/immediate | jq -r .result.data | base64 -d | jq .\n`,
    );
    say('The demo database (tables, views, codes, times as seconds since midnight): docs/demo-database.md\n');
    say('Search it as FHIR R4 (docs/fhir.md):\n');
    say(`  curl -s -H "X-Api-Key: ${demo.integratorKey}" "${baseUrl}/integrator/sites/${siteId}/fhir/R4/Patient?_count=5"\n`);
    say(`API reference: ${baseUrl}/docs    Operator CLI: GATEWAY_URL=${baseUrl} GATEWAY_OPERATOR_KEY=${operatorKey} npx gatewayctl sites list`);
    say(`Web console: ${baseUrl}/console/ (sign in with the integrator key above, or as operator with ${operatorKey})`);
    say('Press Ctrl-C to stop.');
    agent.once('exit', (code, signal) => {
      if (stopping) return;
      // Exit code 0 is the agent's own orderly stop (a signal it was sent, e.g. a Ctrl-C that reached it
      // first): a normal stop of the demo, not a failure.
      if (code === 0 || signal === 'SIGINT' || signal === 'SIGTERM') {
        say('The demo agent stopped.');
        void stop().then(() => exitAfterOutput(0));
        return;
      }
      say(`The demo agent exited unexpectedly (code ${code}).`);
      void stop().then(() => exitAfterOutput(1));
    });
  } catch (err) {
    await stop();
    throw err;
  }
}
