/**
 * A bad-input run over every route of the served OpenAPI document, over real HTTP: for each operation,
 * malformed JSON, wrong types, deep nesting, oversized and odd path parameters, odd query strings, huge
 * headers, chunked and mislabelled bodies — with and without valid credentials. Nothing may answer 500, and
 * every error must be a documented body: the error envelope (the agent API's `{statusCode, message, code}`
 * under /agent/v1, an OperationOutcome under /fhir/). The count of inputs sent is printed for the record.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_KEY } from '../helpers/gateway.js';
import { openArena, pacedBody, parseRaw, rawHttp, type Arena } from './kit.js';

interface Operation {
  method: string;
  path: string;
}

const ODD_PARAMETERS = ['a'.repeat(150), '%00', '..%2F..%2Fetc', '%F0%9F%92%A9', '-1', '1e308', 'null', "x'%20or%20'1'='1", randomUUID().toUpperCase()];
const BODIES: { type: string; body: string }[] = [
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '123' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '{"command":{"text":123},"maxTimeInQueue":"soon","queryIds":"x","name":{},"grant_type":[]}' },
  { type: 'application/json', body: `${'{"a":'.repeat(40)}1${'}'.repeat(40)}` },
  { type: 'application/json', body: '{"__proto__":{"polluted":true}}' },
  { type: 'application/json', body: JSON.stringify({ command: { text: 'x'.repeat(5000), parameters: Array.from({ length: 600 }, () => ({ name: '@a', type: 'Int', value: '1' })) } }) },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&a=2&b[c]=3' },
  { type: 'text/plain', body: '{"command":{"text":"select 1"}}' },
  { type: 'application/xml', body: '<x/>' },
];

function documented(path: string, status: number, body: unknown): boolean {
  if (status < 400) return true;
  if (path.includes('/fhir/')) return (body as { resourceType?: string }).resourceType === 'OperationOutcome';
  const b = body as { error?: { status?: number; code?: string; message?: string; statusText?: string }; statusCode?: number; code?: string; message?: string };
  if (path.startsWith('/agent/v1')) return b.statusCode === status && typeof b.code === 'string' && typeof b.message === 'string';
  return b.error?.status === status && typeof b.error.code === 'string' && typeof b.error.message === 'string' && typeof b.error.statusText === 'string';
}

describe('bad input over every documented route', () => {
  let arena: Arena;
  let operations: Operation[];
  const credentials: Record<string, Record<string, string>> = {};
  const results: { input: string; status: number; ok: boolean }[] = [];

  beforeAll(async () => {
    arena = await openArena({ rateLimitPerMinute: 0, failedAuthPerMinute: 0, agentRateLimitPerMinute: 0, adminRateLimitPerMinute: 0, bodyLimitBytes: 256 * 1024 });
    const site = await arena.site();
    const token = async (grant: 'desktop' | 'device') =>
      (
        (await (
          await fetch(`${arena.baseUrl}/integrator/token`, {
            method: 'POST',
            headers: { 'x-api-key': arena.key, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ grant_type: `urn:service:oauth:${grant}-token`, device_id: 'dev-1', site_id: site.siteId }),
          })
        ).json()) as { access_token: string }
      ).access_token;
    credentials['/integrator'] = { 'x-api-key': arena.key };
    credentials['/desktop'] = { authorization: `Bearer ${await token('desktop')}`, deviceid: 'dev-1' };
    credentials['/device'] = { authorization: `Bearer ${await token('device')}`, deviceid: 'dev-1' };
    credentials['/agent/v1'] = { 'x-subscription-key': site.subscriptionKey };
    credentials['/admin'] = { 'x-operator-key': OPERATOR_KEY };
    const doc = (await (await fetch(`${arena.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
  });
  afterAll(async () => {
    const failures = results.filter((r) => !r.ok);
    process.stdout.write(`bad-input run: ${results.length} inputs over ${operations.length} operations, ${results.filter((r) => r.status >= 500).length} answered 5xx, ${failures.length} undocumented\n`);
    await arena.close();
  });

  const credentialFor = (path: string): Record<string, string> => Object.entries(credentials).find(([prefix]) => path.startsWith(prefix))?.[1] ?? {};

  async function send(operation: Operation, path: string, init: { headers?: Record<string, string>; body?: string | ReadableStream<Uint8Array>; withCredential: boolean; query?: string }): Promise<void> {
    const headers = { ...(init.withCredential ? credentialFor(operation.path) : {}), ...init.headers };
    const res = await fetch(`${arena.baseUrl}${path}${init.query ?? ''}`, {
      method: operation.method,
      headers,
      ...(init.body !== undefined && operation.method !== 'GET' ? { body: init.body, ...(typeof init.body === 'string' ? {} : { duplex: 'half' }) } : {}),
    } as RequestInit);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text: only acceptable for non-errors (e.g. /metrics)
    }
    results.push({ input: `${operation.method} ${path}`, status: res.status, ok: res.status < 500 && documented(operation.path, res.status, body) });
  }

  // Thousands of requests one after the other: on a shared, loaded machine they take longer than the default timeout.
  it('never answers 500 and always answers errors in a documented body', async () => {
    for (const operation of operations) {
      const params = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const fill = (value: (name: string) => string) => operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => value(name));
      const wellFormed = fill((name) => (name === 'pageNumber' ? '1' : randomUUID()));
      for (const withCredential of [true, false]) {
        await send(operation, wellFormed, { withCredential });
        for (const odd of ODD_PARAMETERS) if (params.length > 0) await send(operation, fill(() => odd), { withCredential });
        await send(operation, wellFormed, { withCredential, query: '?practiceManagementSiteId=%00&practiceManagementName=' + 'x'.repeat(500) + '&a[b]=1&_count=-5' });
        if (operation.method !== 'GET') {
          for (const { type, body } of BODIES) await send(operation, wellFormed, { withCredential, headers: { 'content-type': type }, body });
          await send(operation, wellFormed, { withCredential, headers: { 'content-type': 'application/json' }, body: pacedBody(['{"command":', '{"text":"select 1"', '}}'], 1) });
          await send(operation, wellFormed, { withCredential, headers: { 'content-type': 'application/json' }, body: pacedBody(['['.repeat(5000), ']'.repeat(5000)], 1) });
        }
      }
      // Headers too large, on a raw connection (fetch refuses to send them).
      const raw = parseRaw(await rawHttp(arena.baseUrl, `${operation.method} ${wellFormed} HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(60_000)}\r\n\r\n`));
      results.push({ input: `${operation.method} ${wellFormed} (60 KB header)`, status: raw.status, ok: raw.status === 431 && documented(wellFormed, raw.status, raw.body) });
    }
    const failures = results.filter((r) => !r.ok);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(results.length).toBeGreaterThan(1000);
  }, 180_000);
});
