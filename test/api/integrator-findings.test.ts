/**
 * Issue 8's findings, as a newcomer met them: each request gets the documented status and code, and a
 * message that names the field and what is allowed (once). Table-driven so a new finding is one row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAgent } from '../helpers/fake-agent.js';
import { startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

interface Finding {
  finding: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (site: string) => string;
  contentType?: string;
  body?: string;
  status: number;
  code: string;
  /** Every one must appear in the message. */
  mentions: string[];
  /** Must appear at most once (Ajv used to repeat "must be equal to constant" per branch). */
  once?: string;
  maxLength?: number;
  headers?: Record<string, string>;
}

const command = (extra: Record<string, unknown>) => JSON.stringify({ command: { text: 'select 1', ...extra } });

const FINDINGS: Finding[] = [
  {
    finding: "curl's default -d sends a JSON body as a form",
    path: (s) => `/integrator/sites/${s}/queries/immediate`,
    contentType: 'application/x-www-form-urlencoded',
    body: command({}),
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    mentions: ['application/json', 'application/x-www-form-urlencoded'],
  },
  {
    finding: 'a JSON body sent as text/plain',
    path: (s) => `/integrator/sites/${s}/queries/async`,
    contentType: 'text/plain',
    body: command({}),
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    mentions: ['application/json', 'text/plain'],
  },
  {
    finding: 'executionMode in the wrong case',
    path: (s) => `/integrator/sites/${s}/queries/async`,
    body: command({ executionMode: 'Reader' }),
    status: 400,
    code: 'VALIDATION_FAILED',
    mentions: ['body.command.executionMode', 'one of: reader, nonQuery, scalar'],
    once: 'must be',
  },
  {
    finding: 'an unknown command type',
    path: (s) => `/integrator/sites/${s}/queries/async`,
    body: command({ type: 'macro' }),
    status: 400,
    code: 'VALIDATION_FAILED',
    mentions: ['body.command.type', 'one of: text, storedProcedure'],
    once: 'must be',
  },
  {
    finding: 'an unsupported parameter type',
    path: (s) => `/integrator/sites/${s}/queries/async`,
    body: command({ parameters: [{ name: '@a', type: 'Integer', value: '1' }] }),
    status: 400,
    code: 'VALIDATION_FAILED',
    mentions: ['body.command.parameters[0].type', 'one of: BigInt', 'Int', 'NVarChar', 'Xml'],
    once: 'must be',
    maxLength: 400,
  },
  {
    finding: 'a missing command',
    path: (s) => `/integrator/sites/${s}/queries/async`,
    body: JSON.stringify({ maxTimeInQueue: 10 }),
    status: 400,
    code: 'VALIDATION_FAILED',
    mentions: ['command'],
  },
  {
    finding: 'maxTimeInQueue as text',
    path: (s) => `/integrator/sites/${s}/queries/async`,
    body: JSON.stringify({ command: { text: 'select 1' }, maxTimeInQueue: '100' }),
    status: 400,
    code: 'VALIDATION_FAILED',
    mentions: ['body.maxTimeInQueue', 'must be integer'],
  },
  {
    finding: '"mode": "async" sent to /queries/immediate',
    path: (s) => `/integrator/sites/${s}/queries/immediate`,
    body: JSON.stringify({ command: { text: 'select 1' }, mode: 'async' }),
    status: 400,
    code: 'VALIDATION_FAILED',
    mentions: ['body.mode', 'async', '/queries/immediate'],
  },
  {
    finding: '"mode": "immediate" sent to /queries/async',
    path: (s) => `/integrator/sites/${s}/queries/async`,
    body: JSON.stringify({ command: { text: 'select 1' }, mode: 'immediate' }),
    status: 400,
    code: 'VALIDATION_FAILED',
    mentions: ['body.mode', 'immediate', '/queries/async'],
  },
  {
    finding: 'an unknown mode on POST …/queries',
    path: (s) => `/integrator/sites/${s}/queries`,
    body: JSON.stringify({ command: { text: 'select 1' }, mode: 'later' }),
    status: 400,
    code: 'VALIDATION_FAILED',
    mentions: ['body.mode', 'one of: immediate, async'],
  },
  {
    finding: 'a wrong method on a query path',
    method: 'GET',
    path: (s) => `/integrator/sites/${s}/queries/immediate`,
    status: 405,
    code: 'METHOD_NOT_ALLOWED',
    mentions: ['GET', 'POST'],
    headers: { allow: 'POST' },
  },
  {
    finding: 'a wrong method on a site',
    method: 'DELETE',
    path: (s) => `/integrator/sites/${s}`,
    status: 405,
    code: 'METHOD_NOT_ALLOWED',
    mentions: ['DELETE', 'GET, HEAD'],
    headers: { allow: 'GET, HEAD' },
  },
  {
    finding: 'a path that exists under no method is still 404',
    method: 'GET',
    path: (s) => `/integrator/sites/${s}/nothing-here`,
    status: 404,
    code: 'ROUTE_NOT_FOUND',
    mentions: ['route'],
  },
  {
    finding: 'a malformed site id names the field and the format',
    method: 'GET',
    path: () => '/integrator/sites/not-a-guid',
    status: 400,
    code: 'VALIDATION_FAILED',
    mentions: ['params.siteId', 'GUID'],
  },
];

describe("issue 8: an integrator's findings", () => {
  let t: TestGateway;
  let baseUrl: string;
  let key: string;
  let site: TestSite;
  let agent: FakeAgent;
  const headers = () => ({ 'x-api-key': key });

  beforeAll(async () => {
    t = await startTestGateway({ port: 0, sweepIntervalMs: 20 });
    baseUrl = await t.gateway.listen();
    key = (await t.createIntegrator()).key;
    site = await t.registerSite({ practiceManagementName: 'Zedmed' });
    expect((await t.pair(key, site)).statusCode).toBe(200);
    agent = await FakeAgent.connect(baseUrl, site.subscriptionKey);
  });
  afterAll(async () => {
    agent.close();
    await t.close();
  });

  it.each(FINDINGS.map((f) => [f.finding, f] as const))('%s', async (_name, f) => {
    const res = await t.inject({
      method: f.method ?? 'POST',
      url: f.path(site.siteId),
      headers: { ...headers(), ...(f.body === undefined ? {} : { 'content-type': f.contentType ?? 'application/json' }) },
      ...(f.body === undefined ? {} : { payload: f.body }),
    });
    const error = (res.json() as { error: { status: number; code: string; message: string } }).error;
    expect({ status: res.statusCode, code: error.code }, res.body).toEqual({ status: f.status, code: f.code });
    expect(error.status).toBe(f.status);
    for (const text of f.mentions) expect(error.message).toContain(text);
    if (f.once) expect(error.message.split(f.once).length - 1, error.message).toBe(1);
    if (f.maxLength) expect(error.message.length).toBeLessThanOrEqual(f.maxLength);
    for (const [name, value] of Object.entries(f.headers ?? {})) expect(res.headers[name]).toBe(value);
  });

  it('an upper-case site GUID (and query GUID) finds the same site and query', async () => {
    const upper = site.siteId.toUpperCase();
    const siteRes = await t.inject({ url: `/integrator/sites/${upper}`, headers: headers() });
    expect(siteRes.statusCode, siteRes.body).toBe(200);
    expect(siteRes.json()).toMatchObject({ id: site.siteId });
    const created = await t.inject({ method: 'POST', url: `/integrator/sites/${upper}/queries/async`, headers: headers(), payload: { command: { text: 'select 1' } } });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    expect(created.headers.location).toBe(`/integrator/sites/${site.siteId}/queries/${id}`);
    const status = await t.inject({ url: `/integrator/sites/${upper}/queries/${id.toUpperCase()}`, headers: headers() });
    expect(status.json()).toMatchObject({ id });
    const batch = await t.inject({ method: 'POST', url: `/integrator/sites/${upper}/queries/status`, headers: headers(), payload: { queryIds: [id.toUpperCase()] } });
    expect(batch.json()).toMatchObject({ results: [{ queryId: id.toUpperCase(), status: 'found', query: { id } }] });
  });

  it("a failed query's page answers that it ended without results, not that they come once it succeeds", async () => {
    agent.onJob((job, send) => {
      send({ type: 'job:failed', queryId: job.queryId, at: new Date().toISOString(), status: 'executionFailed', sqlExecutionDurationMs: 1, errorDetails: { errorType: 'sqlite', errorCode: 1, errorMessage: 'no such table: nope' } });
    });
    const id = ((await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/async`, headers: headers(), payload: { command: { text: 'select * from nope' } } })).json() as { id: string }).id;
    await expect.poll(async () => ((await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}`, headers: headers() })).json() as { status: string }).status, { timeout: 10_000 }).toBe('executionFailed');
    for (const suffix of ['', '/stream']) {
      const res = await t.inject({ url: `/integrator/sites/${site.siteId}/queries/${id}/results/1${suffix}`, headers: headers() });
      expect(res.statusCode).toBe(409);
      const error = (res.json() as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('QUERY_ENDED_WITHOUT_RESULTS');
      expect(error.message).toContain('executionFailed');
      expect(error.message).not.toContain('once it is successful');
    }
  });

  it("an immediate scalar's size is that of its data (the value), not of the row", async () => {
    agent.onJob((job, send) => {
      const at = new Date().toISOString();
      send({ type: 'job:started', queryId: job.queryId, at });
      const row = '[{"answer":42}]';
      send({ type: 'job:completed', queryId: job.queryId, at, sqlExecutionDurationMs: 1, rows: 1, size: row.length, pages: [{ pageNumber: 1, size: row.length, count: 1, rangeStart: 1, rangeEnd: 1 }], inlineData: row, scalar: '42', outputParameters: [] });
    });
    const res = await t.inject({ method: 'POST', url: `/integrator/sites/${site.siteId}/queries/immediate`, headers: headers(), payload: { command: { text: 'select 42 as answer', executionMode: 'scalar' } } });
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json() as { result: { size: number; data: string }; resultSize: number };
    const data = Buffer.from(record.result.data, 'base64');
    expect(data.toString('utf8')).toBe('42');
    expect(record.result.size).toBe(data.length);
    expect(record.resultSize).toBe(data.length);
  });
});
