/**
 * What the console's browser tests share: one real gateway process and one Best Practice site agent serving
 * a small generated clinic (SQLite), Debian's Chromium driven by playwright-core, a page per test that is
 * photographed when its test fails, axe-core's verdict on a page, and the docs' screenshots (written when
 * CONSOLE_SCREENSHOTS=1, so an ordinary run leaves the tree as it was).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { runAgentCommand } from '@site-query-gateway/demo/agent-process.js';
import { generateClinicDatabase } from '@site-query-gateway/demo/clinic-db/generate.js';
import { OPERATOR_KEY, http, makeTempDir, startGatewayProcess, type GatewayProcess } from '../helpers/processes.js';

export const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const REPO = fileURLToPath(new URL('../../', import.meta.url));
export const FAILURE_DIR = path.join(REPO, 'test-results', 'console');
const DOCS_IMAGES = path.join(REPO, 'docs', 'console');

export const PRACTICE = { practiceManagementName: 'Best Practice', practiceManagementSiteId: 'BP-CONSOLE-1' };

export function chromiumPresent(): boolean {
  if (fs.existsSync(CHROMIUM)) return true;
  const reason = `${CHROMIUM} is not installed`;
  if (process.env.CI === 'true') throw new Error(`${reason}; under CI the browser test must run (.ci/chromium.sh installs it).`);
  console.warn(`[skip] ${reason}: skipping the console browser tests. Install it with: bash .ci/chromium.sh`);
  return false;
}

export interface Harness {
  gw: GatewayProcess;
  dir: string;
  agentConfig: string;
  siteId: string;
  /** The integrator's key, created through the operator API before the tests. */
  key: string;
  /** A pairing code minted at the clinic, for the console's pairing form. */
  pairingCode: string;
  browser: Browser;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const dir = makeTempDir('console-browser');
  const file = path.join(dir, 'clinic.db');
  await generateClinicDatabase(file, { patients: 60, appointments: 400, practitioners: 2, seed: 5 });
  // Small pages, and results over 1 KiB uploaded as pages, so an export of a few hundred rows has many.
  // Registered queries may run every second, and webhooks may go to a receiver on this machine.
  const gw = await startGatewayProcess({
    GATEWAY_PAGE_SIZE_BYTES: '4096',
    GATEWAY_INLINE_RESULT_BYTES: '1024',
    GATEWAY_REGISTERED_MIN_FREQUENCY_SECONDS: '1',
    GATEWAY_WEBHOOK_ALLOW_HTTP_LOOPBACK: 'true',
  });
  const created = await http('POST', `${gw.url}/admin/integrators`, { headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' }, body: '{"name":"Console Integrator"}' });
  const key = (created.body as { apiKey: string }).apiKey;
  const agentConfig = path.join(dir, 'agent.json');
  const installed = await runAgentCommand(['--config', agentConfig, 'install', '--gateway-url', gw.url, '--kind', PRACTICE.practiceManagementName,
    '--pms-site-id', PRACTICE.practiceManagementSiteId, '--practice-name', 'Harbour Clinic', '--db-engine', 'sqlite', '--db', `BPSPatients=${file}`]);
  if (installed.code !== 0) throw new Error(`agent install failed: ${installed.stderr}`);
  const siteId = (JSON.parse(fs.readFileSync(agentConfig, 'utf8')) as { siteId: string }).siteId;
  const minted = await runAgentCommand(['--config', agentConfig, 'pairing-code', '--json']);
  const { pairingCode } = JSON.parse(minted.stdout) as { pairingCode: string };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  return {
    gw,
    dir,
    agentConfig,
    siteId,
    key,
    pairingCode,
    browser,
    async close() {
      await browser.close();
      await gw.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Registers an install of a Zedmed practice as its agent would (no agent runs for it): operator actions work on it. */
export async function registerZedmedInstall(baseUrl: string, practiceManagementSiteId: string): Promise<string> {
  const siteId = randomUUID();
  const res = await http('POST', `${baseUrl}/agent/v1/sites`, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      siteId,
      subscriptionKey: `sk_${randomBytes(32).toString('base64url')}`,
      practiceManagementName: 'Zedmed',
      practiceManagementSiteId,
      practiceName: 'Bayside Medical',
      practiceManagementVersion: '35.1',
      databaseEngine: 'sqlite',
      catalogue: [{ name: 'ZMClinical', isDefault: true }],
      linkVersion: '26.1121.1',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return siteId;
}

/** What the browser reported as blocked by the Content-Security-Policy, on any page a test opened. */
export const cspReports: string[] = [];

/** A fresh browser context and page for one test; the page is photographed if the test fails. */
export async function openPage(h: Harness, name: string, viewport = { width: 1100, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await h.browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspReports.push(`${name}: ${message.text()}`);
  });
  onTestFailed(async () => {
    fs.mkdirSync(FAILURE_DIR, { recursive: true });
    const file = path.join(FAILURE_DIR, `${name}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`screenshot of the failed test: ${file}`);
  });
  return { context, page };
}

/** axe-core's serious and critical findings on the page as it is now (WCAG 2.1 A and AA rules). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Writes a screenshot for docs/console.md when asked to (CONSOLE_SCREENSHOTS=1): the page as seen, or the top of
 * one part of it (at most 560 pixels high, so the pictures stay small).
 */
export async function docsShot(page: Page, name: string, part?: Locator): Promise<void> {
  if (process.env.CONSOLE_SCREENSHOTS !== '1') return;
  fs.mkdirSync(DOCS_IMAGES, { recursive: true });
  const file = path.join(DOCS_IMAGES, `${name}.png`);
  const box = part ? await part.boundingBox() : null;
  if (!box) return void (await page.screenshot({ path: file }));
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.screenshot({ path: file, fullPage: true, clip: { x: box.x, y: box.y + scrollY, width: box.width, height: Math.min(box.height, 560) } });
}

export async function signIn(page: Page, baseUrl: string, role: 'integrator' | 'operator', key: string): Promise<void> {
  await page.goto(`${baseUrl}/console/`);
  if (role === 'operator') await page.getByLabel('Operator', { exact: true }).check();
  await page.getByLabel(role === 'integrator' ? 'Integrator key' : 'Operator key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}
