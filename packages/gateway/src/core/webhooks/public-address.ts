/**
 * @module core/webhooks/public-address
 * Which addresses a webhook may be sent to: public ones only. An integrator chooses the URL, so without
 * this the gateway would POST wherever it is told inside its own network (cloud metadata at 169.254.169.254,
 * a database admin page on 10.x, the gateway's own loopback) and report back whether it answered. Checked
 * on the addresses a connection is about to use (see ./send), so a name that resolves to a private address
 * — or starts to, after it was saved — is refused too. Loopback is allowed only when the operator allows
 * plain-http loopback receivers for testing (GATEWAY_WEBHOOK_ALLOW_HTTP_LOOPBACK).
 */
import net from 'node:net';

const NON_PUBLIC = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NON_PUBLIC.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96], // NAT64 of any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(address, prefix, 'ipv6');
}

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: net.isIPv6(address) ? 'ipv6' : 'ipv4' };
}

export function isLoopbackAddress(address: string): boolean {
  const a = unmapped(address);
  return LOOPBACK.check(a.address, a.family);
}

/** Whether a webhook may connect to `address` (an IP literal). */
export function isAllowedWebhookAddress(address: string, allowLoopback: boolean): boolean {
  const a = unmapped(address);
  if (LOOPBACK.check(a.address, a.family)) return allowLoopback;
  return !NON_PUBLIC.check(a.address, a.family);
}
