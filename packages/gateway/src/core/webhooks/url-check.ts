/**
 * @module core/webhooks/url-check
 * Where the gateway may send webhooks: `https` URLs at globally reachable addresses (./public-address; names are
 * checked again at every delivery), or plain `http` to a loopback address only when the operator allows
 * it (GATEWAY_WEBHOOK_ALLOW_HTTP_LOOPBACK, for tests and local development). No credentials in the URL
 * (they would be logged and shown back).
 */
import net from 'node:net';
import { GatewayError } from '../errors.js';
import { isAllowedWebhookAddress } from './public-address.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function checkWebhookUrl(raw: string, allowHttpLoopback: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new GatewayError('WEBHOOK_URL_INVALID', 'url is not an absolute URL.');
  }
  if (url.username !== '' || url.password !== '') throw new GatewayError('WEBHOOK_URL_INVALID', 'url must not carry credentials.');
  if (url.protocol === 'https:') {
    // A literal address is judged now; a name is judged at each delivery, on the addresses it resolves to.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) !== 0 && !isAllowedWebhookAddress(host, allowHttpLoopback)) {
      throw new GatewayError('WEBHOOK_URL_INVALID', 'url must point to a globally reachable address (not loopback, private, link-local, documentation or otherwise special-purpose).');
    }
    return url.toString();
  }
  if (url.protocol === 'http:') {
    const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
    if (loopback && allowHttpLoopback) return url.toString();
    throw new GatewayError('WEBHOOK_URL_INVALID', loopback ? 'http to loopback is not allowed on this gateway (GATEWAY_WEBHOOK_ALLOW_HTTP_LOOPBACK).' : 'url must use https.');
  }
  throw new GatewayError('WEBHOOK_URL_INVALID', 'url must use https.');
}
