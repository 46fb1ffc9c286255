/**
 * The web console at /console in a real browser (Debian's Chromium, playwright-core) against a real gateway
 * process and a real site agent: each flow an integrator and an operator use, axe-core finding no serious or
 * critical violation on each page, and the credential kept out of URLs, the browser's history and the
 * gateway's logs, under a Content-Security-Policy that blocks inline script. Tests run in order on one
 * shared gateway: the first pairs the site the later ones query.
 */
import fs from 'node:fs';
import http_ from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgentProcess, stopProcess } from '@site-query-gateway/demo/agent-process.js';
import { OPERATOR_KEY, eventually, http, waitForAgentReady } from '../helpers/processes.js';
import { PRACTICE, chromiumPresent, cspReports, docsShot, openPage, registerZedmedInstall, seriousViolations, signIn, startHarness, type Harness } from './console-harness.js';

/** How long a poll of the page waits for the console to catch up (generous: the machines running this are shared). */
const UI = { timeout: 15_000 };
const AGENT_ENV = { AGENT_LOG_LEVEL: 'warn', AGENT_MAX_RECONNECT_DELAY_MS: '300', AGENT_TIME_ZONE: 'Australia/Sydney' };

describe.runIf(chromiumPresent())('the console in a real browser', () => {
  let h: Harness;
  let agent: ChildProcess | undefined;
  /** Every URL any page asked for, and every key a test typed: the credential test checks one against the other. */
  const requested: string[] = [];
  /** Secrets the console showed (a new integrator's key, webhook secrets): they must not reach URLs or logs either. */
  const shown: string[] = [];
  const watch = (page: Page): Page => {
    page.on('request', (request) => requested.push(request.url()));
    return page;
  };

  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    if (agent) await stopProcess(agent);
    await h?.close();
  });

  async function startAgent(): Promise<void> {
    agent = startAgentProcess(h.agentConfig, AGENT_ENV);
    await eventually(async () => {
      const sites = (await http('GET', `${h.gw.url}/admin/sites`, { headers: { 'x-operator-key': OPERATOR_KEY } })).body as { sites: { id: string; availability: string }[] };
      return sites.sites.find((s) => s.id === h.siteId)?.availability === 'online' ? true : undefined;
    }, 30_000, 'agent online');
    await waitForAgentReady(h.gw.url, h.siteId, h.key, 'select 1 as ready', 30_000);
  }

  it('signs an integrator in with the keyboard, says to pair a site, pairs one with its code and lists it online', async () => {
    const { context, page } = await openPage(h, 'pair-and-sites');
    watch(page);
    await page.goto(`${h.gw.url}/console/`);
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'sign-in');
    await page.getByLabel('Integrator key').focus();
    await page.keyboard.type(h.key);
    await page.keyboard.press('Enter');
    await page.getByText('No sites are paired with your key yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Each page puts the focus on its heading; Tab goes on into the page, Enter on a link opens its page.
    const focused = () => page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`);
    await expect.poll(focused, UI).toBe('H1:Sites');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('BUTTON:Refresh');
    await page.getByRole('link', { name: 'Query history' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused, UI).toBe('H1:Query history');
    await page.goBack();
    await expect.poll(focused, UI).toBe('H1:Sites');

    // A wrong code is refused with the gateway's code and message.
    await page.getByLabel('Practice-management site id').fill(PRACTICE.practiceManagementSiteId);
    await page.getByLabel('Pairing code').fill('WRONGCOD');
    await page.getByRole('button', { name: 'Pair', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), UI).toMatch(/403 PAIRING_CODE/);

    await page.getByLabel('Pairing code').fill(h.pairingCode);
    await page.getByRole('button', { name: 'Pair', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /^Paired with / }).waitFor();
    await startAgent();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Harbour Clinic' });
    await expect.poll(() => row.textContent(), UI).toContain('online');
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(h.siteId);
    expect(text).toContain('BPSPatients (default)');
    expect(text).toMatch(/\d+ s ago/);
    expect(text).toMatch(/[+−]\d+\.\d s/);
    expect(text).toMatch(/\d{2}\.\d{3,4}\.\d+/);
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'sites');
    await context.close();
  }, 120_000);

  it('runs an immediate query with a parameter: typed columns in a table, and a CSV download', async () => {
    const { context, page } = await openPage(h, 'immediate');
    watch(page);
    await signIn(page, h.gw.url, 'integrator', h.key);
    await page.getByRole('link', { name: 'SQL workbench' }).click();
    await page.getByLabel('SQL', { exact: true }).fill('SELECT InternalID, Surname, DOB, NULL AS Note FROM BPS_Patients WHERE InternalID <= @max ORDER BY InternalID');
    await page.getByRole('button', { name: 'Add parameter' }).click();
    await page.getByLabel('Name', { exact: true }).fill('@max');
    await page.getByLabel('Value', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['#', 'InternalID integer', 'Surname text', 'DOB text', 'Note null']);
    expect(await table.locator('tbody tr').count()).toBe(3);
    expect(await table.locator('tbody tr').first().locator('td.null').textContent()).toBe('NULL');
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'workbench');
    await docsShot(page, 'workbench-result', page.getByRole('region', { name: 'Result' }));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = fs.readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n');
    expect(csv[0]).toBe('InternalID,Surname,DOB,Note');
    expect(csv).toHaveLength(4);
    expect(csv[1]).toMatch(/^1,[^,]+,\d{4}-\d{2}-\d{2},$/);

    // A SQL mistake shows the gateway's code and the engine's message.
    await page.getByLabel('SQL', { exact: true }).fill('SELECT * FROM no_such_table');
    await page.getByRole('button', { name: 'Remove parameter @max' }).click();
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), UI).toMatch(/400 SQL_ERROR.*no such table/s);
    await context.close();
  }, 60_000);

  it('runs an async export: its progress moves, its pages page, and it downloads as NDJSON', async () => {
    const { context, page } = await openPage(h, 'async');
    watch(page);
    await signIn(page, h.gw.url, 'integrator', h.key);
    await page.getByRole('link', { name: 'SQL workbench' }).click();
    await page.getByRole('radio', { name: /Async/ }).check();
    await page.getByLabel('SQL', { exact: true }).fill('SELECT InternalID, AppointmentDate, AppointmentTime, Provider FROM BPS_Appointments ORDER BY AppointmentDate, AppointmentTime');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByText(/Page 1 of \d+/).waitFor({ timeout: 30_000 });
    const seen = (await page.getByText(/seen /).textContent()) ?? '';
    expect(seen.split('→').length, seen).toBeGreaterThanOrEqual(2);
    expect(seen).toMatch(/successful$/);
    const pages = Number(/Page 1 of (\d+)/.exec((await page.getByText(/Page 1 of/).textContent())!)![1]);
    expect(pages).toBeGreaterThan(2);
    const progress = page.locator('progress');
    expect(await progress.getAttribute('value')).toBe(await progress.getAttribute('max'));
    const firstRows = await page.locator('tbody tr td.num').first().textContent();
    expect(firstRows).toBe('1');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/Page 2 of/).waitFor();
    await expect.poll(() => page.locator('tbody tr td.num').first().textContent(), UI).not.toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'async', page.getByRole('region', { name: 'Result' }));

    const total = Number(/(\d+) rows,/.exec((await page.getByText(/rows, \d+ bytes/).textContent())!)![1]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download NDJSON' }).click()]);
    const lines = fs.readFileSync((await download.path())!, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(total);
    expect(Object.keys(JSON.parse(lines[0]!) as object)).toEqual(['InternalID', 'AppointmentDate', 'AppointmentTime', 'Provider']);
    await context.close();
  }, 60_000);

  it("lists this tab's queries in the history with each one's status timeline", async () => {
    const { context, page } = await openPage(h, 'history');
    watch(page);
    await signIn(page, h.gw.url, 'integrator', h.key);
    await page.getByRole('link', { name: 'Query history' }).click();
    await page.getByText('No queries yet').waitFor();
    await page.getByRole('link', { name: 'SQL workbench' }).click();
    await page.getByRole('radio', { name: /Async/ }).check();
    await page.getByLabel('SQL', { exact: true }).fill('SELECT count(*) AS patients FROM BPS_Patients');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByText(/seen .*successful/).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Query history' }).click();
    const timeline = page.getByRole('list', { name: /Timeline of query/ });
    await timeline.waitFor();
    const stages = await timeline.getByRole('listitem').allTextContents();
    expect(stages[0]).toMatch(/^initialising/);
    expect(stages.some((s) => s.startsWith('executing'))).toBe(true);
    expect(stages.at(-1)).toMatch(/^successful/);
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'history');
    await context.close();
  }, 60_000);

  it('browses FHIR: a search form from the CapabilityStatement, the Bundle as a list, its next page, a resource as JSON', async () => {
    const { context, page } = await openPage(h, 'fhir');
    watch(page);
    await signIn(page, h.gw.url, 'integrator', h.key);
    await page.getByRole('link', { name: 'FHIR browser' }).click();
    await page.getByLabel('Resource type').selectOption('Patient');
    await page.getByLabel(/^family/).waitFor();
    await page.getByLabel(/^_count/).fill('5');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('60 Patient resources match.').waitFor();
    const results = page.getByRole('region', { name: 'Search results' }).getByRole('listitem');
    expect(await results.count()).toBe(5);
    const first = await results.allTextContents();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(async () => (await results.allTextContents()).join(), UI).not.toBe(first.join());
    expect(await results.count()).toBe(5);
    const link = results.first().getByRole('button');
    const id = ((await link.textContent()) ?? '').replace('Patient/', '');
    await link.click();
    const json = page.getByRole('region', { name: `Patient/${id}` }).locator('pre');
    await json.waitFor();
    expect(JSON.parse((await json.textContent())!)).toMatchObject({ resourceType: 'Patient', id });
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'fhir');

    // A bad value comes back as the OperationOutcome's code and diagnostics.
    await page.getByLabel(/^birthdate/).fill('not-a-date');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), UI).toMatch(/^400 invalid \S/);
    expect(await page.getByRole('alert').textContent()).not.toMatch(/400 invalid.*400 invalid/s);
    await context.close();
  }, 60_000);

  it('creates a registered query, sees its runs, lastHash and result, and cancels it', async () => {
    const { context, page } = await openPage(h, 'registered');
    watch(page);
    await signIn(page, h.gw.url, 'integrator', h.key);
    await page.getByRole('link', { name: 'Registered queries' }).click();
    await page.getByText('No registered queries run on this site').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Patient count');
    await page.getByLabel('SQL', { exact: true }).fill('SELECT count(*) AS patients FROM BPS_Patients');
    await page.getByLabel('Frequency (s)').fill('1');
    await page.getByLabel('Duration (s)').fill('600');
    await page.getByRole('button', { name: 'Register' }).click();
    const card = page.getByRole('listitem', { name: 'Registered query Patient count' });
    await card.waitFor();
    await expect.poll(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return card.textContent();
    }, { timeout: 20_000 }).toMatch(/[1-9]\d* succeeded/);
    expect(await card.textContent()).toMatch(/lastHash[0-9a-f]{64}/);
    await card.getByRole('button', { name: 'Show the result of Patient count' }).click();
    const table = card.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['#', 'patients integer']);
    expect(await table.locator('tbody td').nth(1).textContent()).toBe('60');
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'registered');
    await card.getByRole('button', { name: 'Cancel Patient count' }).click();
    await page.getByText('No registered queries run on this site').waitFor();
    await context.close();
  }, 60_000);

  it('adds a webhook endpoint, sends a test event that arrives signed with the secret shown, redelivers it and rotates the secret', async () => {
    const received: { id: string; verified: boolean }[] = [];
    let secret = '';
    const receiver = http_.createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        let verified = true;
        try {
          new Webhook(secret).verify(body, req.headers as Record<string, string>);
        } catch {
          verified = false;
        }
        received.push({ id: String(req.headers['webhook-id']), verified });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    try {
      const { context, page } = await openPage(h, 'webhooks');
      watch(page);
      await signIn(page, h.gw.url, 'integrator', h.key);
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.getByText('No webhook endpoints yet').waitFor();
      await page.getByLabel('URL').fill(url);
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      secret = (await page.locator('output.secret').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      shown.push(secret);
      const card = page.getByRole('listitem', { name: `Webhook ${url}` });
      await card.getByRole('button', { name: 'Send test event' }).click();
      const deliveries = card.getByRole('region', { name: 'Deliveries' });
      await expect.poll(async () => {
        await card.getByRole('button', { name: 'Refresh deliveries' }).click();
        return deliveries.textContent().catch(() => '');
      }, { timeout: 20_000 }).toContain('delivered');
      expect(await deliveries.textContent()).toContain('webhook.test');
      expect(received).toEqual([{ id: expect.stringMatching(/^evt_/) as string, verified: true }]);
      expect(await seriousViolations(page)).toEqual([]);
      await docsShot(page, 'webhooks');

      await deliveries.getByRole('button', { name: /^Redeliver webhook\.test/ }).click();
      await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
      expect(received[1]).toEqual({ id: received[0]!.id, verified: true });

      await card.getByRole('button', { name: 'Rotate secret' }).click();
      const rotated = (await card.locator('output.secret').textContent()) ?? '';
      expect(rotated).toMatch(/^whsec_/);
      expect(rotated).not.toBe(secret);
      shown.push(rotated);
      await context.close();
    } finally {
      receiver.close();
    }
  }, 60_000);

  it('signs an operator in, creates an integrator (its key shown once), gives it a new key, disables and enables it', async () => {
    const { context, page } = await openPage(h, 'operator-integrators');
    watch(page);
    await signIn(page, h.gw.url, 'operator', OPERATOR_KEY);
    await page.getByLabel('Name', { exact: true }).fill('Northwind Health');
    await page.getByRole('button', { name: 'Create' }).click();
    const first = (await page.locator('output.secret').textContent()) ?? '';
    expect(first.length).toBeGreaterThan(20);
    const row = page.getByRole('row').filter({ hasText: 'Northwind Health' });
    const status = async (key: string) => (await http('GET', `${h.gw.url}/integrator/sites`, { headers: { 'x-api-key': key } })).status;
    expect(await status(first)).toBe(200);

    await row.getByRole('button', { name: 'New key for Northwind Health' }).click();
    await expect.poll(async () => page.locator('output.secret').textContent(), UI).not.toBe(first);
    const second = (await page.locator('output.secret').textContent()) ?? '';
    shown.push(first, second);
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(200);
    await expect.poll(() => row.textContent(), UI).toContain(second.slice(0, 10));

    await row.getByRole('button', { name: 'Disable Northwind Health' }).click();
    await expect.poll(() => row.textContent(), UI).toContain('disabled');
    expect((await http('GET', `${h.gw.url}/integrator/sites`, { headers: { 'x-api-key': second } })).body).toMatchObject({ error: { code: 'INTEGRATOR_DISABLED' } });
    await row.getByRole('button', { name: 'Enable Northwind Health' }).click();
    await expect.poll(() => row.textContent(), UI).toContain('active');
    expect(await status(second)).toBe(200);
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'operator-integrators');
    await context.close();
  }, 60_000);

  it("operates sites: who is paired, revoke and activate, make another install authoritative", async () => {
    const original = await registerZedmedInstall(h.gw.url, 'ZM-CONSOLE-7');
    const replacement = await registerZedmedInstall(h.gw.url, 'ZM-CONSOLE-7');
    const { context, page } = await openPage(h, 'operator-sites');
    watch(page);
    await signIn(page, h.gw.url, 'operator', OPERATOR_KEY);
    await page.getByRole('link', { name: 'Sites' }).click();
    const harbour = page.getByRole('row').filter({ hasText: h.siteId });
    await harbour.getByRole('button', { name: /^Who is paired with Harbour Clinic/ }).click();
    await expect.poll(() => harbour.getByRole('list', { name: 'Paired integrators' }).textContent(), UI).toContain('Console Integrator');
    expect(await harbour.textContent()).toMatch(/activeonlineyes/);

    const row = (id: string) => page.getByRole('row').filter({ hasText: id });
    await row(original).getByRole('button', { name: /^Revoke/ }).click();
    await expect.poll(() => row(original).textContent(), UI).toContain('removed');
    await row(original).getByRole('button', { name: /^Activate/ }).click();
    await expect.poll(() => row(original).textContent(), UI).toContain('active');
    expect(await row(replacement).textContent()).toMatch(/no26\./);
    await row(replacement).getByRole('button', { name: /^Make .* authoritative/ }).click();
    await expect.poll(() => row(replacement).textContent(), UI).toMatch(/yes26\./);
    await expect.poll(() => row(original).textContent(), UI).toMatch(/no26\./);
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'operator-sites');

    await page.getByRole('link', { name: 'Connected agents' }).click();
    const agents = page.getByRole('region', { name: 'Connected agents' });
    await agents.waitFor();
    expect(await agents.getByRole('row').count()).toBe(2);
    const agentRow = await agents.getByRole('row').nth(1).textContent();
    expect(agentRow).toContain(h.siteId);
    expect(agentRow).toContain('Australia/Sydney');
    expect(agentRow).toMatch(/[+−]\d+\.\d s/);
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'operator-agents');
    await context.close();
  }, 60_000);

  it("shows every integrator's webhook endpoints with their backlog, and suspends and re-enables one", async () => {
    const { context, page } = await openPage(h, 'operator-webhooks');
    watch(page);
    await signIn(page, h.gw.url, 'operator', OPERATOR_KEY);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    const row = page.getByRole('region', { name: 'Webhook endpoints' }).getByRole('row').nth(1);
    await row.waitFor();
    // The integrator's test event, redelivered in place: one delivery, delivered (once its second answer is
    // recorded), nothing pending.
    await expect.poll(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      return (await row.getByRole('cell').allTextContents()).slice(1, 5);
    }, { timeout: 10_000 }).toEqual(['enabled', '0', '1', '0']);
    await page.getByText('0 deliveries pending across all endpoints').waitFor();
    await row.getByRole('button', { name: /^Suspend/ }).click();
    await expect.poll(() => row.textContent(), UI).toContain('suspended');
    await row.getByRole('button', { name: /^Re-enable/ }).click();
    await expect.poll(() => row.textContent(), UI).toContain('enabled');
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'operator-webhooks');
    await context.close();
  }, 60_000);

  it("shows the gateway's health from its metrics: the run's agent, queries, latency, webhook attempts and runs, and refreshes itself", async () => {
    // Wide enough for the figures' cards to sit three abreast in the docs' picture.
    const { context, page } = await openPage(h, 'operator-health', { width: 1400, height: 900 });
    watch(page);
    // /metrics is public: the page reads it without the operator key.
    const metricsKeys: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/metrics') metricsKeys.push(request.headers()['x-operator-key']);
    });
    await signIn(page, h.gw.url, 'operator', OPERATOR_KEY);
    await page.getByRole('link', { name: 'Health' }).click();
    await page.getByRole('heading', { name: 'Health', level: 1 }).waitFor();
    /** The value shown for one figure: the cell beside its row header, in the table of that name. */
    const figure = (table: string, name: string) =>
      page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).getByRole('cell').first().textContent();
    const number = async (table: string, name: string) => Number((await figure(table, name))?.replace(/,/g, ''));
    await page.getByRole('table', { name: 'Agents', exact: true }).waitFor();

    // What the tests before this one did: one agent online, queries run through SQL and FHIR, a test event
    // delivered to a webhook, a registered query run, an async export's pages stored.
    expect(await figure('Agents', 'Agents connected')).toBe('1');
    const finished = await number('Queries finished', 'Queries finished');
    expect(finished).toBeGreaterThan(0);
    expect(await number('Queries finished', 'successful')).toBeGreaterThan(0);
    expect(await number('Queries finished', 'from fhir')).toBeGreaterThan(0);
    expect(await number('Queue depth', 'queued')).toBeGreaterThanOrEqual(0);
    // Created → dispatched is the first column of figures, dispatched → final the second.
    expect(await number('Dispatch latency', 'Queries')).toBeGreaterThan(0);
    for (const name of ['Mean', 'p50', 'p95']) expect(await figure('Dispatch latency', name)).toMatch(/^\d+(\.\d)? (ms|s)$/);
    expect(await number('Webhook attempts by outcome', 'delivered')).toBeGreaterThan(0);
    expect(await number('Registered runs', 'Runs started')).toBeGreaterThan(0);
    expect(await number('Webhook backlog', 'Deliveries pending')).toBeGreaterThanOrEqual(0);
    const stored = await page.getByRole('table', { name: 'Result pages stored', exact: true }).getByRole('cell').allTextContents();
    expect(stored.some((shown) => /[1-9]/.test(shown) && shown !== 'unknown'), stored.join(', ')).toBe(true);
    expect(await figure('Process', 'Node.js')).toMatch(/^v\d+\./);
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'operator-health');

    // One more query, and the page shows it without being asked to refresh.
    const ran = await http('POST', `${h.gw.url}/integrator/sites/${h.siteId}/queries/immediate`, {
      headers: { 'x-api-key': h.key, 'content-type': 'application/json' },
      body: JSON.stringify({ command: { text: 'select 1 as one' } }),
    });
    expect(ran.status).toBe(200);
    await expect.poll(() => number('Queries finished', 'Queries finished'), { timeout: 25_000 }).toBeGreaterThan(finished);
    expect(metricsKeys.length).toBeGreaterThanOrEqual(2);
    expect(metricsKeys.filter((key) => key !== undefined)).toEqual([]);
    await context.close();
  }, 60_000);

  it("works at a phone's width: the navigation opens from its menu button, and no page is wider than the screen", async () => {
    const { context, page } = await openPage(h, 'phone', { width: 390, height: 844 });
    watch(page);
    await signIn(page, h.gw.url, 'integrator', h.key);
    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.isVisible()).toBe(false);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.getByRole('table').waitFor();
    expect(await fits()).toBe(true);
    for (const title of ['SQL workbench', 'Query history', 'FHIR browser', 'Registered queries', 'Webhooks', 'Sites']) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await expect.poll(() => nav.isVisible(), UI).toBe(false);
      expect(await fits(), title).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await docsShot(page, 'phone');
    await context.close();
  }, 60_000);

  it('keeps every credential out of URLs, the browser history and the gateway logs; the CSP blocks inline script', async () => {
    const { context, page } = await openPage(h, 'credentials');
    watch(page);
    await signIn(page, h.gw.url, 'integrator', h.key);
    for (const link of ['SQL workbench', 'Query history', 'Sites']) await page.getByRole('link', { name: link }).click();
    const cdp = await context.newCDPSession(page);
    const history = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string }[] };
    expect(history.entries.length).toBeGreaterThan(2);

    // Nothing the console does on any page trips its own policy; then an injected inline script is refused.
    expect(cspReports).toEqual([]);
    const blocked = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; violated: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve({ ran: (window as { inlineRan?: boolean }).inlineRan === true, violated: e.violatedDirective }), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.inlineRan = true';
          document.body.append(script);
        }),
    );
    expect(blocked).toEqual({ ran: false, violated: 'script-src-elem' });
    // The browser reports it, as it would have reported any violation on the pages before.
    await expect.poll(() => cspReports.length, UI).toBe(1);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Integrator key').waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    const secrets = [h.key, OPERATOR_KEY, h.pairingCode, ...shown];
    expect(shown).toHaveLength(4);
    const urls = [...requested, ...history.entries.map((e) => e.url)];
    expect(urls.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      expect(urls.filter((u) => u.includes(secret))).toEqual([]);
      expect(h.gw.output()).not.toContain(secret);
    }
    // The log did record the console's calls, so its silence about the keys means something.
    expect(h.gw.output()).toContain('/integrator/sites');
    await context.close();
  }, 60_000);
});
