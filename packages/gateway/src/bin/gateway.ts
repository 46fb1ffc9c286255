/**
 * Runs the gateway: `site-gateway [--help]`. Configuration comes from environment variables only
 * (docs/configuration.md). Stops gracefully on the first SIGTERM/SIGINT and forcibly on the second
 * or after GATEWAY_SHUTDOWN_TIMEOUT_MS.
 */
import { Command } from 'commander';
import { ConfigError } from '@site-query-gateway/protocol/env.js';
import { loadGatewayConfig } from '../config/gateway-config.js';
import { createGateway } from '../gateway.js';
import { RELEASE_VERSION } from '@site-query-gateway/protocol/version.js';

const program = new Command('site-gateway')
  .description('Run the site query gateway. Configure it with environment variables (docs/configuration.md).')
  .version(RELEASE_VERSION)
  .action(main);

async function main(): Promise<void> {
  let config;
  try {
    config = loadGatewayConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const gateway = await createGateway(config);
  const log = gateway.ctx.log;
  const url = await gateway.listen();
  log.info({ url, store: gateway.ctx.store.engine, version: RELEASE_VERSION }, 'gateway listening');

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown deadline passed: exiting now');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    gateway.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

await program.parseAsync(process.argv);
