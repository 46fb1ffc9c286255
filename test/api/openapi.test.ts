/**
 * The OpenAPI document is exact and complete (issue 8): it is a valid OpenAPI 3.1 document (checked by
 * @seriousme/openapi-schema-validator), shares its schemas by `$ref`, declares DeviceId, page headers and
 * Location, and every response the routes actually send — driven through a whole integrator session with a
 * scripted agent — has its status and its headers declared on the operation that sent it, and each error
 * its code among that operation's codes and examples. Each documented error example is one its operation
 * can answer; each audience's document holds its own operations and is valid on its own.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, type ErrorCode } from '@site-query-gateway/gateway/core/errors.js';
import { HTTP_STATUS } from '@site-query-gateway/gateway/api/http-errors.js';
import { FakeAgent } from '../helpers/fake-agent.js';
import { OPERATOR_KEY, startTestGateway, type TestGateway, type TestSite } from '../helpers/gateway.js';

type Json = Record<string, unknown>;
interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, { examples?: Record<string, { value?: unknown; $ref?: string }> }>;
}
interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, Response>;
  requestBody?: Json;
  'x-error-codes'?: ErrorCode[];
}
type Document = Json & { paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

const AUDIENCES = ['integrator', 'desktop-device', 'agent', 'operator'];

/** A `$ref` to a component, followed; anything else as it is. */
function deref<T>(doc: Document, value: T | { $ref: string }): T {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value as T;
  const [, , kind, name] = ref.split('/');
  return deref(doc, doc.components[kind!]![name!] as T);
}

/** The gateway code an error body carries: the envelope's, the agent body's or an OperationOutcome's. */
function codeOf(body: unknown): string | undefined {
  const b = body as { error?: { code?: string }; code?: string; issue?: { details?: { coding?: { code?: string }[] } }[] };
  return b.error?.code ?? b.code ?? b.issue?.[0]?.details?.coding?.[0]?.code;
}

/** The codes of the examples of a response, resolved. */
function exampleCodes(doc: Document, response: Response): string[] {
  return Object.values(response.content ?? {}).flatMap((media) => Object.values(media.examples ?? {}).map((example) => codeOf(deref(doc, example).value) ?? '?'));
}

/** Headers of HTTP itself, not of this API. */
const TRANSPORT_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

describe('OpenAPI document', () => {
  let t: TestGateway;
  let baseUrl: string;
  let doc: Document;
  const audiences = new Map<string, Document>();
  let key: string;
  let site: TestSite;
  let agent: FakeAgent;
  const sent: { method: string; url: string; res: LightMyRequestResponse }[] = [];

  const call = async (method: string, url: string, headers: Record<string, string> = {}, payload?: unknown): Promise<LightMyRequestResponse> => {
    const res = await t.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    sent.push({ method, url, res });
    return res;
  };

  beforeAll(async () => {
    t = await startTestGateway({ port: 0, rateLimitPerMinute: 1000 });
    baseUrl = await t.gateway.listen();
    doc = (await t.inject({ url: '/openapi.json' })).json() as typeof doc;
    for (const audience of AUDIENCES) audiences.set(audience, (await t.inject({ url: `/openapi/${audience}.json` })).json() as Document);
    key = (await t.createIntegrator()).key;
    site = await t.registerSite();
    expect((await t.pair(key, site)).statusCode).toBe(200);
    agent = await FakeAgent.connect(baseUrl, site.subscriptionKey);
    agent.onJob((job, send) => {
      const at = new Date().toISOString();
      const rows = '[{"one":1}]';
      send({ type: 'job:started', queryId: job.queryId, at });
      send({ type: 'job:completed', queryId: job.queryId, at, sqlExecutionDurationMs: 1, rows: 1, size: rows.length, pages: [{ pageNumber: 1, size: rows.length, count: 1, rangeStart: 1, rangeEnd: 1 }], inlineData: rows, outputParameters: [] });
    });
  });
  afterAll(async () => {
    agent.close();
    await t.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('shares Site, query record, Command, Parameter, page, error envelope and token by $ref, with examples', () => {
    const text = JSON.stringify({ paths: doc.paths, responses: doc.components.responses });
    for (const name of ['Site', 'QueryRecord', 'CreateQueryBody', 'PageContent', 'ErrorEnvelope', 'Token', 'RegisteredQuery', 'WebhookEndpoint']) {
      expect(doc.components.schemas, name).toHaveProperty(name);
      expect(text, `${name} referenced from the operations`).toContain(`"#/components/schemas/${name}"`);
    }
    const components = JSON.stringify(doc.components.schemas);
    for (const name of ['Command', 'Parameter', 'Page']) expect(components, `${name} referenced by another component`).toContain(`"#/components/schemas/${name}"`);
    for (const [name, schema] of Object.entries(doc.components.schemas!)) expect((schema as { examples?: unknown[] }).examples, name).toHaveLength(1);
    // No inline copy is left in the operations: none repeats a shared schema's properties.
    for (const name of ['Site', 'QueryRecord', 'ErrorEnvelope', 'Token', 'PageContent', 'RegisteredQuery']) {
      const properties = JSON.stringify((doc.components.schemas![name] as { properties: unknown }).properties);
      expect(text.includes(properties), `${name} copied inline`).toBe(false);
    }
  });

  it('shows what result.data decodes to beside the base64 of the examples', () => {
    for (const name of ['QueryRecord', 'PageContent', 'RegisteredQueryResult']) {
      const schema = doc.components.schemas![name] as { description: string; examples: unknown[] };
      const data = name === 'QueryRecord' ? (schema.examples[0] as { result: { data: string } }).result.data : (schema.examples[0] as { data: string }).data;
      const decoded = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as unknown;
      expect(schema.description, name).toContain(JSON.stringify(decoded, null, 2));
    }
  });

  it("documents each operation's errors as the codes it declares, each with an example of what it answers", () => {
    const problems: string[] = [];
    let examples = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const declared = new Set(operation['x-error-codes'] ?? []);
        expect(declared.size, `${method} ${path} declares its codes`).toBeGreaterThan(0);
        const documented = new Set<string>();
        for (const [status, raw] of Object.entries(operation.responses)) {
          for (const code of exampleCodes(doc, deref(doc, raw))) {
            examples++;
            documented.add(code);
            if (!(code in ERROR_CATALOGUE)) problems.push(`${method} ${path} ${status}: ${code} is not in the catalogue`);
            else if (String(HTTP_STATUS[code as ErrorCode]) !== status) problems.push(`${method} ${path} ${status}: ${code} is answered with ${HTTP_STATUS[code as ErrorCode]}`);
            if (!declared.has(code as ErrorCode)) problems.push(`${method} ${path} ${status}: ${code} is not one of the codes the route declares`);
          }
        }
        for (const code of declared) if (!documented.has(code)) problems.push(`${method} ${path}: ${code} has no example`);
      }
    }
    expect(problems).toEqual([]);
    expect(examples).toBeGreaterThan(500);
    // A site-specific route's 404 is the not-found it can answer, not another route's.
    const page = deref(doc, doc.paths['/integrator/sites/{siteId}/queries/{queryId}/results/{pageNumber}']!.get!.responses['404']!);
    expect(exampleCodes(doc, page)).toEqual(['SITE_NOT_FOUND', 'QUERY_NOT_FOUND', 'PAGE_NOT_FOUND']);
    const immediate = doc.paths['/integrator/sites/{siteId}/queries/immediate']!.post!;
    expect(exampleCodes(doc, deref(doc, immediate.responses['503']!))).toEqual(['SITE_NOT_CONNECTED', 'NOT_READY']);
    expect(exampleCodes(doc, deref(doc, immediate.responses['400']!))).toContain('SQL_ERROR');
  });

  it('cuts the document into one per audience, each valid on its own and holding only what its operations use', async () => {
    const owners = new Map<string, string[]>();
    for (const [audience, part] of audiences) {
      const result = await new Validator().validate(structuredClone(part));
      expect(result.errors ?? [], `${audience}: ${JSON.stringify(result.errors ?? []).slice(0, 1000)}`).toEqual([]);
      for (const [path, operations] of Object.entries(part.paths)) for (const method of Object.keys(operations)) owners.set(`${method} ${path}`, [...(owners.get(`${method} ${path}`) ?? []), audience]);
      // A budget: the whole document was 422 KB when /docs showed it at once and a browser took seconds to open it.
      expect(JSON.stringify(part).length, `${audience} stays small`).toBeLessThan(160_000);
    }
    const all = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect([...owners.keys()].sort()).toEqual(all.sort());
    expect([...owners.values()].filter((list) => list.length !== 1)).toEqual([]);
    expect(Object.keys(audiences.get('agent')!.paths).every((path) => path.startsWith('/agent/'))).toBe(true);
    expect(Object.keys(audiences.get('operator')!.components.securitySchemes!)).toEqual(['operatorKey']);
  });

  it('declares DeviceId on every desktop and device operation', () => {
    let count = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/desktop/') && !path.startsWith('/device/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const deviceId = operation.parameters?.map((p) => deref(doc, p)).find((p) => p.in === 'header' && p.name === 'DeviceId');
        expect(deviceId?.required, `${method} ${path}`).toBe(true);
        count++;
      }
    }
    expect(count).toBeGreaterThanOrEqual(16);
  });

  it('declares the page headers, Location on 201 and a 200 on the page stream', () => {
    for (const surface of ['integrator', 'desktop', 'device']) {
      for (const suffix of ['', '/stream']) {
        const ok = deref(doc, doc.paths[`/${surface}/sites/{siteId}/queries/{queryId}/results/{pageNumber}${suffix}`]!.get!.responses['200']!);
        expect(Object.keys(ok?.headers ?? {}), `${surface}${suffix}`).toEqual(expect.arrayContaining(['Size', 'Rows-Count', 'Rows-Range-Start', 'Rows-Range-End']));
        expect(ok?.content).toHaveProperty(['application/json']);
      }
      expect(deref(doc, doc.paths[`/${surface}/sites/{siteId}/queries/async`]!.post!.responses['201']!).headers).toHaveProperty('Location');
    }
  });

  /** The operation of the document that serves `method url`, by matching the path templates. */
  function operationOf(method: string, url: string): { path: string; operation: Operation } | undefined {
    const pathOnly = url.split('?')[0]!;
    for (const [path, operations] of Object.entries(doc.paths)) {
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      const operation = operations[method.toLowerCase()];
      if (operation && pattern.test(pathOnly)) return { path, operation };
    }
    return undefined;
  }

  it('declares every status and header the routes send, over a whole integrator session', async () => {
    const api = { 'x-api-key': key };
    const operator = { 'x-operator-key': OPERATOR_KEY };
    const s = `/integrator/sites/${site.siteId}`;
    await call('GET', '/healthz');
    await call('GET', '/readyz');
    await call('GET', '/version');
    await call('GET', '/admin/sites', operator);
    await call('GET', '/admin/sites', { 'x-operator-key': 'wrong' });
    await call('GET', '/admin/integrators', operator);
    await call('GET', `/integrator/sites?practiceManagementName=Best%20Practice&practiceManagementSiteId=${site.practiceManagementSiteId}`, api);
    await call('GET', s, api);
    await call('GET', s);
    await call('GET', '/integrator/sites/00000000-0000-4000-8000-000000000000', api);
    await call('GET', `${s}/queries/not-a-guid`, api);
    await call('GET', `${s}/queries/00000000-0000-4000-8000-000000000000`, api);
    await call('GET', s, { 'x-api-key': 'ik_wrong' });
    await call('POST', '/admin/integrators', operator, {});
    await call('GET', '/agent/v1/site', { 'x-subscription-key': site.subscriptionKey });
    await call('GET', '/agent/v1/site', { 'x-subscription-key': 'sk_wrong' });
    const immediate = await call('POST', `${s}/queries/immediate`, api, { command: { text: 'select 1 as one' } });
    expect(immediate.statusCode).toBe(200);
    await call('POST', `${s}/queries/immediate`, { ...api, 'content-type': 'text/plain' }, '{"command":{"text":"select 1"}}');
    await call('POST', `${s}/queries/immediate`, api, { command: { text: 'x', executionMode: 'Reader' } });
    const created = await call('POST', `${s}/queries/async`, api, { command: { text: 'select 1 as one' } });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    await expect.poll(async () => ((await t.inject({ url: `${s}/queries/${id}`, headers: api })).json() as { status: string }).status, { timeout: 10_000 }).toBe('successful');
    await call('POST', `${s}/queries`, api, { command: { text: 'select 1 as one' }, mode: 'async' });
    await call('GET', `${s}/queries/${id}`, api);
    await call('POST', `${s}/queries/status`, api, { queryIds: [id] });
    expect((await call('GET', `${s}/queries/${id}/results/1`, api)).statusCode).toBe(200);
    expect((await call('GET', `${s}/queries/${id}/results/1/stream`, api)).statusCode).toBe(200);
    await call('GET', `${s}/queries/${id}/results/2`, api);
    const token = await call('POST', '/integrator/token', { ...api, 'content-type': 'application/x-www-form-urlencoded' }, `grant_type=urn%3Aservice%3Aoauth%3Adesktop-token&device_id=dev-1&site_id=${site.siteId}`);
    expect(token.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${(token.json() as { access_token: string }).access_token}`, deviceid: 'dev-1' };
    await call('GET', `/desktop/sites/${site.siteId}/token-info`, bearer);
    await call('GET', `/desktop/sites/${site.siteId}/queries/${id}`, bearer);
    await call('GET', `/desktop/sites/${site.siteId}/queries/${id}`, { authorization: bearer.authorization });
    await call('GET', `/desktop/sites/${site.siteId}/queries/${id}/results/1`, bearer);
    await call('POST', `/agent/v1/pairing-codes`, { 'x-subscription-key': site.subscriptionKey });

    const problems: string[] = [];
    let checked = 0;
    let errors = 0;
    for (const { method, url, res } of sent) {
      const found = operationOf(method, url);
      if (!found) {
        problems.push(`${method} ${url}: no operation in the document`);
        continue;
      }
      const declaredResponse = found.operation.responses[String(res.statusCode)];
      if (!declaredResponse) {
        problems.push(`${method} ${found.path}: status ${res.statusCode} not declared`);
        continue;
      }
      const response = deref(doc, declaredResponse);
      if (res.statusCode >= 400) {
        const code = codeOf(res.json());
        if (!code || !found.operation['x-error-codes']?.includes(code as ErrorCode)) problems.push(`${method} ${found.path}: ${code} not among its codes`);
        if (!code || !exampleCodes(doc, response).includes(code)) problems.push(`${method} ${found.path} ${res.statusCode}: no example of ${code}`);
        errors++;
      }
      const declared = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
      for (const header of Object.keys(res.headers)) {
        if (!TRANSPORT_HEADERS.has(header) && !declared.has(header)) problems.push(`${method} ${found.path} ${res.statusCode}: header ${header} not declared`);
      }
      checked++;
    }
    expect(problems).toEqual([]);
    expect(checked).toBe(sent.length);
    expect(errors).toBeGreaterThanOrEqual(10);
  });
});
