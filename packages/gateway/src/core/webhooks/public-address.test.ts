/**
 * Webhooks reach globally reachable addresses only: every special-purpose block that is not (private,
 * link-local, documentation, reserved…) and, unless allowed for testing, loopback, in every spelling: IP
 * literals, IPv4 carried in IPv6 (mapped, compatible, translated, NAT64, 6to4, Teredo), or behind a name.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../errors.js';
import { isAllowedWebhookAddress } from './public-address.js';
import { postWebhook } from './send.js';
import { checkWebhookUrl } from './url-check.js';

describe('isAllowedWebhookAddress', () => {
  it.each([
    ['10.1.2.3'],
    ['172.16.0.1'],
    ['172.31.255.255'],
    ['192.168.1.1'],
    ['169.254.169.254'],
    ['100.64.0.1'],
    ['0.0.0.0'],
    ['224.0.0.1'],
    ['255.255.255.255'],
    ['::'],
    ['fd00::1'],
    ['fe80::1'],
    ['::ffff:10.0.0.1'],
    ['::ffff:169.254.169.254'],
    ['64:ff9b::a00:1'],
  ])('refuses %s', (address) => {
    expect(isAllowedWebhookAddress(address, true)).toBe(false);
  });

  // Special-purpose blocks not globally reachable, and IPv4 carried inside IPv6 in each of its forms.
  it.each([
    ['192.0.2.1', 'documentation'],
    ['198.51.100.1', 'documentation'],
    ['203.0.113.1', 'documentation'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['198.19.255.255', 'benchmarking'],
    ['2002:a9fe:a9fe::1', '6to4 of 169.254.169.254'],
    ['2002:7f00:1::1', '6to4 of 127.0.0.1'],
    ['2002:c0a8:101::', '6to4 of 192.168.1.1'],
    ['2001::a9fe:a9fe', 'Teredo with server 0.0.0.0'],
    ['2001:0:a9fe:a9fe::1', 'Teredo with server 169.254.169.254'],
    ['2001:0:808:808:0:0:5601:fefe', 'Teredo with client 169.254.1.1'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::5db8:d822', 'IPv4-compatible of a public address'],
    ['::ffff:0:a9fe:a9fe', 'IPv4-translated'],
    ['::ffff:0:5db8:d822', 'IPv4-translated of a public address'],
    ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
    ['64:ff9b:1::5db8:d822', 'local-use NAT64'],
    ['100::1', 'discard-only'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001:2::1', 'benchmarking'],
    ['2001:10::1', 'deprecated ORCHID'],
    ['5f00::1', 'segment routing'],
    ['4000::1', 'outside global unicast'],
    ['::', 'unspecified'],
    ['::ffff:0.0.0.0', 'IPv4-mapped unspecified'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'IPv4-mapped, written out'],
    ['::FFFF:A9FE:A9FE', 'IPv4-mapped, upper case'],
    ['not-an-address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isAllowedWebhookAddress(address, true)).toBe(false);
  });

  it.each([['93.184.216.34'], ['172.32.0.1'], ['8.8.8.8'], ['2606:4700:4700::1111'], ['::ffff:93.184.216.34'], ['2002:5db8:d822::1'], ['64:ff9b::808:808'], ['2001:0:808:808::a247:f7dd'], ['2001:4:112::1'], ['2001:20::1'], ['192.31.196.1']])('allows %s', (address) => {
    expect(isAllowedWebhookAddress(address, false)).toBe(true);
  });

  it('allows loopback only when the operator allows loopback receivers', () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1']) {
      expect(isAllowedWebhookAddress(address, false)).toBe(false);
      expect(isAllowedWebhookAddress(address, true)).toBe(true);
    }
  });
});

describe('checkWebhookUrl', () => {
  it.each([
    ['https://10.0.0.5/hook'], ['https://169.254.169.254/latest/meta-data'], ['https://[fd00::1]/x'], ['https://[::ffff:192.168.0.1]/x'], ['https://127.0.0.1/x'],
    ['https://[2002:a9fe:a9fe::1]/'], ['https://[2002:7f00:1::1]/'], ['https://[2001::a9fe:a9fe]/'], ['https://[::127.0.0.1]/'], ['https://[::ffff:0:a9fe:a9fe]/'],
    ['https://[100::1]/'], ['https://[2001:db8::1]/'], ['https://192.0.2.1/'], ['https://198.51.100.1/'], ['https://203.0.113.1/'],
    // Other spellings of an IPv4 address, which the URL parser writes as dotted quads.
    ['https://0xa9.0xfe.0xa9.0xfe/'], ['https://2852039166/'], ['https://0251.0376.0251.0376/'], ['https://169.254.43518/'],
  ])(
    'refuses %s when saved',
    (url) => {
      expect(() => checkWebhookUrl(url, false)).toThrow(GatewayError);
    },
  );

  it('takes a public https URL or a name (names are judged at delivery)', () => {
    expect(checkWebhookUrl('https://93.184.216.34/hook', false)).toBe('https://93.184.216.34/hook');
    expect(checkWebhookUrl('https://hooks.example.com/x', false)).toBe('https://hooks.example.com/x');
  });
});

describe('postWebhook', () => {
  let server: http.Server;
  let port: number;
  let received = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      received += 1;
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const post = (url: string, allowLoopback: boolean) => postWebhook({ url, headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 2000, allowLoopback });

  it('delivers to a loopback receiver when loopback is allowed', async () => {
    await expect(post(`http://127.0.0.1:${port}/hook`, true)).resolves.toBe(204);
    expect(received).toBe(1);
  });

  it('refuses a loopback literal and a name that resolves to loopback when it is not, without connecting', async () => {
    await expect(post(`http://127.0.0.1:${port}/hook`, false)).rejects.toMatchObject({ name: 'NonPublicAddressError' });
    await expect(post(`http://localhost:${port}/hook`, false)).rejects.toMatchObject({ name: 'NonPublicAddressError' });
    expect(received).toBe(1);
  });
});
