/**
 * Test helper: a tiny HTTP server that serves handleFhirRequest for one site at `/fhir/R4/`, so real FHIR
 * client libraries can talk to the facade. Test-only; the gateway's own route is the lead's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleFhirRequest, type FhirSite, type RunSql } from '@site-query-gateway/fhir/index.js';
import { NOW } from './clinic.js';

export interface FhirTestServer {
  readonly baseUrl: string;
  close(): Promise<void>;
}

const PREFIX = '/fhir/R4/';

export async function startFhirServer(site: FhirSite, run: RunSql): Promise<FhirTestServer> {
  let baseUrl = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', baseUrl);
        if (!url.pathname.startsWith(PREFIX) || (req.method !== 'GET' && req.method !== 'POST')) {
          res.writeHead(404).end();
          return;
        }
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(', ') : v]));
        const contentType = headers['content-type'] ?? '';
        const form = req.method === 'POST' && contentType.startsWith('application/x-www-form-urlencoded')
          ? [...new URLSearchParams(Buffer.concat(chunks).toString('utf8')).entries()] : undefined;
        const answer = await handleFhirRequest({
          method: req.method as 'GET' | 'POST',
          path: decodeURIComponent(url.pathname.slice(PREFIX.length)),
          query: [...url.searchParams.entries()],
          ...(form === undefined ? {} : { form }),
          headers,
          baseUrl: baseUrl.replace(/\/$/, ''),
        }, site, run, { now: () => NOW });
        res.writeHead(answer.status, answer.headers).end(JSON.stringify(answer.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PREFIX}`;
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
