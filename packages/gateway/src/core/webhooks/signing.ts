/**
 * @module core/webhooks/signing
 * Standard Webhooks (standardwebhooks.com) signing: secrets are `whsec_` + base64 of 32 random bytes; a
 * delivery is signed with HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>` keyed by the secret's
 * decoded bytes, sent as `v1,<base64>`; during a rotation the previous secret signs too (space-separated).
 */
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three Standard Webhooks headers for one attempt. */
export function webhookHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signature(s, id, timestamp, body)).join(' '),
  };
}
