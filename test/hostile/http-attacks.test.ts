/**
 * What anyone on the network can send before any credential is checked, over real HTTP: D9 long and odd
 * path parameters and deeply nested chunked bodies, D10 what Node's HTTP parser refuses (huge headers, a
 * body that does not match its length), D11 floods of invalid credentials, of agent calls and socket
 * upgrades, and of operator calls. Every answer is a documented envelope with its 4xx, never a 500.
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_KEY } from '../helpers/gateway.js';
import { openArena, pacedBody, parseRaw, rawHttp, type Arena } from './kit.js';

interface Envelope {
  error?: { status: number; code: string; message: string; statusText: string };
  statusCode?: number;
  code?: string;
}

function expectEnvelope(status: number, body: unknown, wantStatus: number, code: string): void {
  const envelope = body as Envelope;
  expect(status).toBe(wantStatus);
  const actual = envelope.error ? envelope.error.code : envelope.code;
  expect(actual).toBe(code);
}

/** `allowed` successes, then only 429s. */
function expectRunThenLimited(statuses: number[], allowed: number, success = 200): void {
  expect(statuses.slice(0, allowed)).toEqual(Array.from({ length: allowed }, () => success));
  expect(statuses.slice(allowed)).toEqual(Array.from({ length: statuses.length - allowed }, () => 429));
}

describe('hostile HTTP', () => {
  let arena: Arena;
  beforeAll(async () => {
    arena = await openArena({ failedAuthPerMinute: 50, agentRateLimitPerMinute: 60, adminRateLimitPerMinute: 40 });
  });
  afterAll(() => arena.close());

  it('D9: a path parameter longer than 100 characters is 414 on every kind of route, agent upload and /admin included', async () => {
    const long = 'a'.repeat(150);
    const cases: [string, string, Record<string, string>][] = [
      ['GET', `/integrator/sites/${long}`, { 'x-api-key': arena.key }],
      ['GET', `/integrator/sites/${long}/queries/${long}`, { 'x-api-key': arena.key }],
      ['PUT', `/agent/v1/queries/${long}/pages/1`, { 'x-subscription-key': 'sk_x' }],
      ['POST', `/admin/sites/${long}/activate`, { 'x-operator-key': OPERATOR_KEY }],
      ['GET', `/device/sites/${long}/token-info`, { authorization: 'Bearer x', deviceid: 'd' }],
    ];
    for (const [method, url, headers] of cases) {
      const res = await fetch(`${arena.baseUrl}${url}`, { method, headers });
      expectEnvelope(res.status, await res.json(), 414, 'URI_TOO_LONG');
    }
    expect(arena.logLines('error')).toEqual([]);
  });

  it('D9: a chunked body nested 10,000 levels deep is refused as malformed JSON and counted by its bytes', async () => {
    const site = await arena.site();
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const res = await fetch(`${arena.baseUrl}/integrator/sites/${site.siteId}/queries/async`, {
      method: 'POST',
      headers: { 'x-api-key': arena.key, 'content-type': 'application/json' },
      body: pacedBody([deep.slice(0, 10_000), deep.slice(10_000)], 10),
      duplex: 'half',
    } as RequestInit);
    expectEnvelope(res.status, await res.json(), 400, 'MALFORMED_JSON');
    // A chunked body's requestSize is what was received, not what headers claim.
    const body = JSON.stringify({ command: { text: 'select 1' } });
    const created = await fetch(`${arena.baseUrl}/integrator/sites/${site.siteId}/queries/async`, {
      method: 'POST',
      headers: { 'x-api-key': arena.key, 'content-type': 'application/json' },
      body: pacedBody([body.slice(0, 10), body.slice(10)], 10),
      duplex: 'half',
    } as RequestInit);
    expect(created.status).toBe(201);
    expect(((await created.json()) as { requestSize: number }).requestSize).toBe(Buffer.byteLength(body));
  });

  it('D10: headers too large and a body shorter than its Content-Length get the envelope, not Node\'s bare answer', async () => {
    const huge = parseRaw(await rawHttp(arena.baseUrl, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(60_000)}\r\n\r\n`));
    expectEnvelope(huge.status, huge.body, 431, 'HEADERS_TOO_LARGE');
    // Each surface answers in its own shape: an OperationOutcome on FHIR paths, the agents' shape on the agent API.
    const big = `X-Big: ${'h'.repeat(60_000)}`;
    const fhir = await rawHttp(arena.baseUrl, `GET /integrator/sites/00000000-0000-4000-8000-000000000000/fhir/R4/Patient HTTP/1.1\r\nHost: x\r\n${big}\r\n\r\n`);
    expect(fhir).toMatch(/^HTTP\/1\.1 431 [^]*content-type: application\/fhir\+json/i);
    expect(parseRaw(fhir).body).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ details: { coding: [{ code: 'HEADERS_TOO_LARGE' }] } }] });
    const agent = parseRaw(await rawHttp(arena.baseUrl, `GET /agent/v1/site HTTP/1.1\r\nHost: x\r\n${big}\r\n\r\n`));
    expectEnvelope(agent.status, agent.body, 431, 'HEADERS_TOO_LARGE');
    expect(agent.body).toMatchObject({ statusCode: 431 });
    // Up to 64 KiB the request is parsed and refused by the gateway with its path known, so the shape does not
    // depend on how the network split the headers into reads (the parser's own refusal does not say "16 KiB").
    const routed = parseRaw(await rawHttp(arena.baseUrl, `GET /integrator/sites/00000000-0000-4000-8000-000000000000/fhir/R4/Patient HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(20_000)}\r\n\r\n`));
    expect(routed).toMatchObject({ status: 431, body: { resourceType: 'OperationOutcome', issue: [{ details: { text: 'The request headers are larger than 16 KiB.' } }] } });
    // Just over the limit is refused; just under it is served.
    expect(parseRaw(await rawHttp(arena.baseUrl, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(16_400)}\r\n\r\n`)).status).toBe(431);
    expect(parseRaw(await rawHttp(arena.baseUrl, `GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Big: ${'h'.repeat(15_000)}\r\n\r\n`)).status).toBe(200);
    // Past what the parser reads at all, Node's parser refuses it: still the documented envelope.
    const huger = parseRaw(await rawHttp(arena.baseUrl, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'h'.repeat(100_000)}\r\n\r\n`));
    expectEnvelope(huger.status, huger.body, 431, 'HEADERS_TOO_LARGE');
    const short = parseRaw(await rawHttp(arena.baseUrl, 'POST /integrator/pair-site HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n0\r\n\r\n'));
    expectEnvelope(short.status, short.body, 400, 'MALFORMED_REQUEST');
    const garbage = parseRaw(await rawHttp(arena.baseUrl, 'NOT HTTP AT ALL\r\n\r\n'));
    expectEnvelope(garbage.status, garbage.body, 400, 'MALFORMED_REQUEST');
  });

  it('D11: a flood of random invalid integrator keys meets 429 per address, while a key that works keeps working', async () => {
    const good = arena.key;
    // The good key authenticates first (and is remembered as good).
    expect((await fetch(`${arena.baseUrl}/integrator/sites?practiceManagementSiteId=1&practiceManagementName=Zedmed`, { headers: { 'x-api-key': good } })).status).toBe(200);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 120; i++) {
      const res = await fetch(`${arena.baseUrl}/integrator/sites?practiceManagementSiteId=1&practiceManagementName=Zedmed`, { headers: { 'x-api-key': `ik_random_${i}_${Math.random()}` } });
      const body = (await res.json()) as Envelope;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 429) {
        expect(body.error?.code).toBe('RATE_LIMITED');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.get(401)).toBe(50);
    expect(statuses.get(429)).toBe(70);
    expect((await fetch(`${arena.baseUrl}/integrator/sites?practiceManagementSiteId=1&practiceManagementName=Zedmed`, { headers: { 'x-api-key': good } })).status).toBe(200);
    // Another surface keeps its own budget: a token from the same address is judged (401), and the operator passes.
    expect((await fetch(`${arena.baseUrl}/device/sites/00000000-0000-4000-8000-000000000000/token-info`, { headers: { authorization: 'Bearer nope', deviceid: 'd' } })).status).toBe(401);
    expect((await fetch(`${arena.baseUrl}/admin/sites`, { headers: { 'x-operator-key': OPERATOR_KEY } })).status).toBe(200);
  });

  it('D11: the agent API, socket upgrades and /admin are limited per address', async () => {
    const limited = await openArena({ agentRateLimitPerMinute: 20, adminRateLimitPerMinute: 10 });
    try {
      const site = await limited.site();
      const agentCalls: number[] = [];
      for (let i = 0; i < 25; i++) agentCalls.push((await fetch(`${limited.baseUrl}/agent/v1/site`, { headers: { 'x-subscription-key': site.subscriptionKey } })).status);
      // (Registering the site was one agent call from this address already.)
      expectRunThenLimited(agentCalls, 19);
      const upgrades: number[] = [];
      for (let i = 0; i < 25; i++) {
        upgrades.push(
          await new Promise<number>((resolve) => {
            const url = new URL('/agent/v1/connect', limited.baseUrl);
            url.protocol = 'ws:';
            const ws = new WebSocket(url, { headers: { 'x-subscription-key': site.subscriptionKey } });
            ws.once('open', () => {
              ws.terminate();
              resolve(101);
            });
            ws.once('unexpected-response', (_req, res) => {
              resolve(res.statusCode ?? 0);
              ws.terminate();
            });
            ws.once('error', () => resolve(-1));
          }),
        );
      }
      expectRunThenLimited(upgrades, 20, 101);
      const admin: number[] = [];
      for (let i = 0; i < 12; i++) admin.push((await fetch(`${limited.baseUrl}/admin/sites`, { headers: { 'x-operator-key': OPERATOR_KEY } })).status);
      // (Creating the arena's integrator was one operator call already.)
      expectRunThenLimited(admin, 9);
    } finally {
      await limited.close();
    }
  });
});
