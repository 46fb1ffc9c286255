/**
 * The agent's calls to `/agent/v1` use the gateway's answers only once they match the protocol's schemas:
 * a proxy's page or a body of another shape is reported as such, and the gateway's own error body keeps
 * its message and code.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentApiFailure, fetchOwnSite, requestPairingCode } from './gateway-client.js';

const KEY = 'k'.repeat(40);
const SITE = {
  siteId: '4b1f8a52-6c0e-4d7a-9f3e-2a5b8c9d0e1f',
  status: 'active',
  authoritative: true,
  availability: 'online',
  practiceManagementName: 'Best Practice',
  practiceManagementSiteId: 'BP-1',
};

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A server answering every request with `status`, `contentType` and `body`. */
async function answering(status: number, body: string, contentType = 'application/json'): Promise<string> {
  server = http.createServer((_request, response) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function failure(promise: Promise<unknown>): Promise<AgentApiFailure> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AgentApiFailure);
  return err as AgentApiFailure;
}

describe('gateway client', () => {
  it('returns a site view that matches its schema', async () => {
    const url = await answering(200, JSON.stringify(SITE));
    expect(await fetchOwnSite(url, KEY)).toEqual(SITE);
  });

  it('refuses a 200 whose body is not the site view, naming the field', async () => {
    const url = await answering(200, JSON.stringify({ ...SITE, authoritative: 'yes' }));
    const err = await failure(fetchOwnSite(url, KEY));
    expect(err.status).toBe(200);
    expect(err.message).toMatch(/unexpected body \(\/authoritative: /);
  });

  it('refuses a proxy page answered with 200', async () => {
    const url = await answering(200, '<html>Sign in to the Wi-Fi</html>', 'text/html');
    expect((await failure(fetchOwnSite(url, KEY))).message).toMatch(/unexpected body/);
  });

  it('refuses a pairing code whose expiry is not a timestamp', async () => {
    const url = await answering(201, JSON.stringify({ pairingCode: 'ABCD-EFGH', expiresAt: 'tomorrow' }));
    expect((await failure(requestPairingCode(url, KEY))).message).toMatch(/\/expiresAt/);
  });

  it('returns a pairing code that matches its schema', async () => {
    const code = { pairingCode: 'ABCD-EFGH', expiresAt: '2026-11-27T18:00:00.000Z' };
    const url = await answering(201, JSON.stringify(code));
    expect(await requestPairingCode(url, KEY)).toEqual(code);
  });

  it("keeps the gateway's error message and code", async () => {
    const url = await answering(401, JSON.stringify({ statusCode: 401, message: 'Access denied: the subscription key is not valid.', code: 'SUBSCRIPTION_KEY_INVALID' }));
    const err = await failure(fetchOwnSite(url, KEY));
    expect([err.status, err.code, err.message]).toEqual([401, 'SUBSCRIPTION_KEY_INVALID', 'Access denied: the subscription key is not valid.']);
  });

  it('tells an error page from elsewhere by its status', async () => {
    const url = await answering(502, '<html>Bad gateway</html>', 'text/html');
    const err = await failure(fetchOwnSite(url, KEY));
    expect([err.status, err.code]).toEqual([502, undefined]);
    expect(err.message).toMatch(/^HTTP 502 /);
  });
});
