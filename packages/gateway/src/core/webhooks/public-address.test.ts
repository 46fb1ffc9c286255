/**
 * Webhooks reach public addresses only: private, link-local, reserved and (unless allowed for testing)
 * loopback addresses are refused, written as IP literals, as IPv4-mapped IPv6, or behind a name.
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

  it.each([['93.184.216.34'], ['172.32.0.1'], ['8.8.8.8'], ['2606:4700:4700::1111'], ['::ffff:93.184.216.34']])('allows %s', (address) => {
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
  it.each([['https://10.0.0.5/hook'], ['https://169.254.169.254/latest/meta-data'], ['https://[fd00::1]/x'], ['https://[::ffff:192.168.0.1]/x'], ['https://127.0.0.1/x']])(
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
