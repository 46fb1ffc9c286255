/**
 * @module core/webhooks/send
 * One webhook POST. Node's http/https client rather than fetch, because it takes a `lookup`: every
 * address the connection would use is checked (./public-address) at the moment of connecting, so a
 * receiver's name cannot be pointed at the gateway's own network after it was accepted (DNS rebinding).
 * No redirects are followed (a redirect could point anywhere); the response body is discarded.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isAllowedWebhookAddress } from './public-address.js';

export class NonPublicAddressError extends Error {
  override readonly name = 'NonPublicAddressError';
}

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Loopback receivers (plain http, for tests) are allowed. */
  allowLoopback: boolean;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

function checkedLookup(allowLoopback: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const refused = addresses.find((a) => !isAllowedWebhookAddress(a.address, allowLoopback));
      if (refused || addresses.length === 0) return callback(new NonPublicAddressError('The endpoint resolves to an address that is not public.'), '');
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Resolves with the receiver's status code; rejects on a refused address, a network error or the timeout. */
export function postWebhook(post: WebhookPost): Promise<number> {
  const url = new URL(post.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal never goes through `lookup`: check it here.
  if (net.isIP(host) !== 0 && !isAllowedWebhookAddress(host, post.allowLoopback)) {
    return Promise.reject(new NonPublicAddressError('The endpoint is not at a public address.'));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        lookup: checkedLookup(post.allowLoopback) as unknown as typeof dns.lookup,
        timeout: post.timeoutMs,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    const timer = setTimeout(() => request.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })), post.timeoutMs);
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
    request.on('error', reject);
    request.on('close', () => clearTimeout(timer));
    request.end(post.body);
  });
}
