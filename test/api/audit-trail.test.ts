/**
 * The audit trail through the API with a scripted agent: each kind of access to a site's data (pairing,
 * token grant, immediate and async SQL from the integrator and desktop surfaces, a registered run, FHIR
 * read and search) leaves exactly one record with who, how, where, what and how it ended, and nothing of
 * the secrets or patient values the requests carried (asserted on the stored text). Records outlive the
 * query's retention and go at their own; the operator lists, pages and exports them; no integrator
 * credential reads them.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetOldAuditRecords } from '@site-query-gateway/gateway/core/audit/audit-retention.js';
import { fireDueRuns } from '@site-query-gateway/gateway/core/registered/scheduler.js';
import type { AuditRecord } from '@site-query-gateway/gateway/store/model.js';
import { findQuery } from '@site-query-gateway/gateway/store/queries.js';
import type { Job } from '@site-query-gateway/protocol/jobs.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { OPERATOR_KEY, TestClock, expectEnvelope, startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

const DAY = 24 * 3600 * 1000;
const DESKTOP = 'urn:service:oauth:desktop-token';
/** Values a request carries that no audit record may hold. */
const LITERAL = 'Smith-Literal-7731';
const PARAMETER = 'Param-Value-0420';
const FHIR_VALUE = 'Fhir-Family-5519';
const DEVICE = 'front-desk-3';


const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('audit trail', () => {
  const clock = new TestClock();
  let t: TestGateway;
  let key: string;
  let integratorId: string;
  let site: TestSite;
  let agent: FakeAgent;
  let baseUrl: string;
  const jobs: Job[] = [];
  /** While set, the next job is held here unanswered until the test calls it. */
  let held: { answer?: () => void } | undefined;

  const admin = (url: string) => t.inject({ url, headers: { 'x-operator-key': OPERATOR_KEY } });
  /** Every stored record, as the store holds its text. */
  const storedRows = async () => {
    await t.gateway.ctx.audit.drain();
    return t.gateway.ctx.store.db.selectFrom('audit_records').selectAll().orderBy('at').execute();
  };
  const listed = async (query = ''): Promise<AuditRecord[]> => {
    await t.gateway.ctx.audit.drain();
    const res = await admin(`/admin/audit?limit=1000${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { records: AuditRecord[] }).records;
  };
  const only = async (operation: string, extra: (r: AuditRecord) => boolean = () => true): Promise<AuditRecord> => {
    const matching = (await listed()).filter((r) => r.operation === operation && extra(r));
    expect(matching, JSON.stringify(matching)).toHaveLength(1);
    return matching[0]!;
  };

  beforeAll(async () => {
    t = await startTestGateway({ port: 0, tokenSecret: 'audit-test-secret-0123456789abcdef0123', registeredMinFrequencySeconds: 5, registeredClaimIntervalMs: 60_000 }, clock);
    baseUrl = await t.gateway.listen();
    const integrator = await t.createIntegrator();
    key = integrator.key;
    integratorId = integrator.id;
    site = await t.registerSite();
    agent = await FakeAgent.connectReady(baseUrl, site, t.gateway.ctx.agents);
    // Every job succeeds with one row (the SQL routes) or none (the FHIR facade's searches).
    agent.onJob((job, send) => {
      jobs.push(job);
      if (held && !held.answer) {
        held.answer = () => answer(job, send);
        return;
      }
      answer(job, send);
    });
    const answer = (job: Job, send: (message: unknown) => void): void => {
      const data = job.command.text.startsWith('select') ? '[{"id":1}]' : '[]';
      const rows = data === '[]' ? 0 : 1;
      const at = new Date().toISOString();
      send({
        type: 'job:completed', queryId: job.queryId, at, startedAgoMs: 1, sqlExecutionDurationMs: 2, rows, size: data.length, outputParameters: [],
        pages: [{ pageNumber: 1, size: data.length, count: rows, rangeStart: rows === 0 ? 0 : 1, rangeEnd: rows }], inlineData: data,
      });
    };
  });
  afterAll(async () => {
    agent.close();
    await t.close();
  });

  it('records a pairing and a token grant with the credential named, not shown', async () => {
    expect((await t.pair(key, site)).statusCode).toBe(200);
    const pairing = await only('site.pair');
    expect(pairing).toMatchObject({ integratorId, credentialKind: 'integratorKey', credentialId: key.slice(0, 10), surface: 'integrator', siteId: site.siteId, outcome: 'ok', httpStatus: 200 });
    expect(pairing.bytes).toBeGreaterThan(0);

    const res = await t.inject({
      method: 'POST', url: '/integrator/token', headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: DESKTOP, device_id: DEVICE, site_id: site.siteId }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await only('token.grant')).toMatchObject({ integratorId, credentialKind: 'integratorKey', siteId: site.siteId, outcome: 'ok', httpStatus: 200 });
  });

  it('records immediate queries from the integrator and desktop surfaces: hash and size of the SQL, rows, bytes', async () => {
    const text = `select id from patients where surname = '${LITERAL}' and id = @p`;
    const command = { text, parameters: [{ name: '@p', type: 'NVarChar', value: PARAMETER }] };
    const res = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/immediate`, headers: { 'x-api-key': key }, payload: { command } });
    expect(res.statusCode, res.body).toBe(200);
    const queryId = (res.json() as { id: string }).id;
    const record = await only('query.immediate', (r) => r.queryId === queryId);
    expect(record).toMatchObject({ integratorId, credentialKind: 'integratorKey', credentialId: key.slice(0, 10), surface: 'integrator', siteId: site.siteId, sqlHash: sha256(text), sqlSize: Buffer.byteLength(text), outcome: 'successful', httpStatus: 200, rows: 1 });
    expect(record.bytes).toBe(Buffer.byteLength(res.body));

    const token = await t.inject({
      method: 'POST', url: '/integrator/token', headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: DESKTOP, device_id: DEVICE, site_id: site.siteId }).toString(),
    });
    const bearer = (token.json() as { access_token: string }).access_token;
    const desktop = await t.inject({ method: 'POST', url: `/desktop/sites/${site.siteId}/queries/immediate`, headers: { authorization: `Bearer ${bearer}`, deviceid: DEVICE }, payload: { command } });
    expect(desktop.statusCode, desktop.body).toBe(200);
    const desktopId = (desktop.json() as { id: string }).id;
    expect(await only('query.immediate', (r) => r.queryId === desktopId)).toMatchObject({ surface: 'desktop', credentialKind: 'desktopToken', credentialId: DEVICE, integratorId, outcome: 'successful' });

    // A failure is recorded with its code.
    const refused = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/immediate`, headers: { 'x-api-key': key }, payload: { command: { text: 'select 1' }, catalogue: 'NoSuchCatalogue' } });
    expectEnvelope(refused, 400, 'UNKNOWN_CATALOGUE');
    expect(await only('query.immediate', (r) => r.outcome === 'UNKNOWN_CATALOGUE')).toMatchObject({ httpStatus: 400, queryId: null, sqlHash: sha256('select 1') });
  });

  it('records an immediate query whose caller hung up before the answer', async () => {
    held = {};
    const body = JSON.stringify({ command: { text: 'select id from waiting_room' } });
    const request = http.request(`${baseUrl}/integrator/sites/${site.siteId}/queries/immediate`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('error', () => undefined);
    request.end(body);
    await vi.waitFor(() => expect(held?.answer).toBeDefined(), { timeout: 5000, interval: 5 });
    const connections = () => new Promise<number>((resolve, reject) => t.gateway.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
    const open = await connections();
    request.destroy();
    // The site answers only once the gateway has seen the caller's connection go.
    await vi.waitFor(async () => expect(await connections()).toBe(open - 1), { timeout: 5000, interval: 5 });
    held.answer!();
    held = undefined;
    const record = await vi.waitFor(async () => only('query.immediate', (r) => r.sqlHash === sha256('select id from waiting_room')), { timeout: 5000, interval: 20 });
    expect(record).toMatchObject({ outcome: 'aborted', rows: 1, integratorId, siteId: site.siteId });
  });

  it('records an async query once, completed with its final status, rows and bytes when it ends', async () => {
    const text = `select id from appointments where note = '${LITERAL}'`;
    const res = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/async`, headers: { 'x-api-key': key }, payload: { command: { text } } });
    expect(res.statusCode, res.body).toBe(201);
    const queryId = (res.json() as { id: string }).id;
    const record = await vi.waitFor(
      async () => {
        const found = await only('query.async', (r) => r.queryId === queryId);
        if (found.outcome !== 'successful') throw new Error(`not final yet: ${found.outcome}`);
        return found;
      },
      { timeout: 5000, interval: 10 },
    );
    expect(record).toMatchObject({ integratorId, credentialKind: 'integratorKey', credentialId: key.slice(0, 10), surface: 'integrator', siteId: site.siteId, sqlHash: sha256(text), httpStatus: 201, rows: 1, bytes: 10 });
  });

  it('records a registered run as the gateway running the registration', async () => {
    const res = await t.inject({
      method: 'POST', url: `/integrator/sites/${site.siteId}/queries/registered`, headers: { 'x-api-key': key },
      payload: { name: 'nightly', registeredQueryType: 'query', frequency: 10, duration: 30, registerCommand: { command: { text: 'select id from recalls' } } },
    });
    expect(res.statusCode, res.body).toBe(202);
    const registrationId = (res.json() as { id: string }).id;
    expect((await fireDueRuns(t.gateway.ctx)).fired).toBe(1);
    const run = await vi.waitFor(
      async () => {
        const found = await only('query.registeredRun');
        if (found.outcome !== 'successful') throw new Error(`not final yet: ${found.outcome}`);
        return found;
      },
      { timeout: 5000, interval: 10 },
    );
    expect(run).toMatchObject({ integratorId, credentialKind: 'registration', credentialId: registrationId, surface: 'scheduler', siteId: site.siteId, sqlHash: sha256('select id from recalls'), rows: 1 });
  });

  it('records FHIR reads and searches with parameter names and no values', async () => {
    const search = await t.inject({ url: `/integrator/sites/${site.siteId}/fhir/R4/Patient?family=${FHIR_VALUE}&birthdate=ge1970-01-01`, headers: { 'x-api-key': key } });
    expect(search.statusCode, search.body).toBe(200);
    expect(await only('fhir.search')).toMatchObject({ fhirRequest: 'GET Patient?family&birthdate', integratorId, siteId: site.siteId, outcome: 'ok', httpStatus: 200, rows: 0 });
    const read = await t.inject({ url: `/integrator/sites/${site.siteId}/fhir/R4/Patient/${FHIR_VALUE}`, headers: { 'x-api-key': key } });
    expect(await only('fhir.read')).toMatchObject({ fhirRequest: 'GET Patient/{id}', httpStatus: read.statusCode });
    // The capability statement reads nothing of the site's data.
    expect((await t.inject({ url: `/integrator/sites/${site.siteId}/fhir/R4/metadata`, headers: { 'x-api-key': key } })).statusCode).toBe(200);
    expect((await listed()).filter((r) => r.operation.startsWith('fhir.'))).toHaveLength(2);
  });

  it('stores no secret and no value of patient data', async () => {
    const text = JSON.stringify(await storedRows());
    for (const secret of [key, LITERAL, PARAMETER, FHIR_VALUE, 'audit-test-secret']) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no bearer token
  });

  it('is read by the operator only: filters, pages, NDJSON export', async () => {
    // Integrator credentials reach no audit route.
    expectEnvelope(await t.inject({ url: '/integrator/audit', headers: { 'x-api-key': key } }), 404, 'ROUTE_NOT_FOUND');
    expectEnvelope(await t.inject({ url: '/admin/audit', headers: { 'x-api-key': key } }), 401, 'OPERATOR_KEY_INVALID');
    expectEnvelope(await t.inject({ url: '/admin/audit', headers: { 'x-operator-key': key } }), 401, 'OPERATOR_KEY_INVALID');

    const all = await listed();
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.map((r) => r.at)).toEqual([...all.map((r) => r.at)].sort().reverse());
    expect(await listed(`&siteId=${site.siteId}`)).toHaveLength(all.length);
    expect(await listed(`&integratorId=00000000-0000-4000-8000-000000000000`)).toHaveLength(0);
    expect(await listed(`&from=${encodeURIComponent(new Date(clock.nowMs() + DAY).toISOString())}`)).toHaveLength(0);
    expect(await listed(`&to=${encodeURIComponent(new Date(clock.nowMs() + DAY).toISOString())}`)).toHaveLength(all.length);

    // Paging by cursor walks every record once.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await admin(`/admin/audit?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      const page = res.json() as { records: AuditRecord[]; nextCursor?: string };
      seen.push(...page.records.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((r) => r.id));
    expectEnvelope(await admin('/admin/audit?cursor=nonsense'), 400, 'VALIDATION_FAILED');

    const exported = await admin(`/admin/audit/export?siteId=${site.siteId}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = exported.body.trim().split('\n').map((line) => JSON.parse(line) as AuditRecord);
    expect(lines.map((r) => r.id)).toEqual(all.map((r) => r.id));
  });

  it("outlives the query's retention and goes at its own", async () => {
    const ctx = t.gateway.ctx;
    const immediate = (await listed()).find((r) => r.operation === 'query.async')!;
    clock.advance(ctx.config.resultRetentionMs + 2 * DAY);
    await ctx.tasks.runNow('queries:retention');
    await vi.waitFor(async () => expect((await findQuery(ctx.store.db, immediate.queryId!))?.command.text ?? '').toBe(''), { timeout: 5000, interval: 10 });
    expect(await forgetOldAuditRecords(ctx)).toBe(0);
    expect((await listed()).map((r) => r.id)).toContain(immediate.id);

    clock.advance(ctx.config.auditRetentionMs);
    expect(await forgetOldAuditRecords(ctx)).toBeGreaterThanOrEqual(8);
    expect(await listed()).toEqual([]);
  });
});
