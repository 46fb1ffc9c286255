/**
 * GATEWAY_GRANT_TYPE_ALIASES: extra grant-type names for the two grants; a malformed value stops the gateway at
 * start, listed with the other settings' mistakes.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@site-query-gateway/protocol/env.js';
import { loadGatewayConfig } from './gateway-config.js';
import { parseGrantTypeAliases } from './grant-type-aliases.js';

describe('GATEWAY_GRANT_TYPE_ALIASES', () => {
  it('maps each listed name to its grant; none by default', () => {
    expect(parseGrantTypeAliases(undefined)).toEqual({ aliases: {}, problems: [] });
    expect(parseGrantTypeAliases('urn:example:oauth:desktop-token=desktop, urn:example:oauth:device-token = device')).toEqual({
      aliases: { 'urn:example:oauth:desktop-token': 'desktop', 'urn:example:oauth:device-token': 'device' },
      problems: [],
    });
  });

  it('reports every malformed entry', () => {
    const { problems } = parseGrantTypeAliases('a=desktop,b=laptop,c,=device,a=device,urn:service:oauth:device-token=desktop,has space=device');
    expect(problems).toEqual([
      expect.stringContaining('"b=laptop"'),
      expect.stringContaining('"c"'),
      expect.stringContaining('"=device"'),
      expect.stringContaining('a is listed twice'),
      expect.stringContaining('urn:service:oauth:device-token is a built-in grant type'),
      expect.stringContaining('no spaces'),
    ]);
  });

  it('a malformed value stops the configuration with the other mistakes', () => {
    let error: unknown;
    try {
      loadGatewayConfig({ GATEWAY_STORE_URL: 'sqlite::memory:', GATEWAY_GRANT_TYPE_ALIASES: 'urn:x=laptop', PORT: 'nope' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([expect.stringContaining('GATEWAY_GRANT_TYPE_ALIASES'), expect.stringContaining('PORT')]);
    expect(loadGatewayConfig({ GATEWAY_STORE_URL: 'sqlite::memory:', GATEWAY_GRANT_TYPE_ALIASES: 'urn:x=desktop' }).grantTypeAliases).toEqual({ 'urn:x': 'desktop' });
  });
});
