/**
 * @module config/gateway-config
 * Loads and validates the gateway's configuration once, from an environment object, into a frozen value.
 * Only `bin/` passes `process.env` here; everything else receives the typed result.
 * Every variable is listed in the README's configuration table.
 */
import path from 'node:path';
import { EnvReader, type Env } from './env.js';

export type SiteActivation = 'auto' | 'manual';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface GatewayConfig {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  /** `sqlite:<file>`, `sqlite::memory:` or `postgres://…`. */
  readonly storeUrl: string;
  readonly logLevel: LogLevel;
  /** Key for `/admin`; when unset the operator API answers 503. */
  readonly operatorKey: string | undefined;
  /** HMAC secret for access tokens; when unset one is generated and kept in the store. */
  readonly tokenSecret: string | undefined;
  readonly tokenTtlSeconds: number;
  readonly siteActivation: SiteActivation;
  /** Interval the gateway asks agents to heartbeat at. */
  readonly heartbeatIntervalMs: number;
  /** Silence after which a site that did not sign off becomes `unavailable` (two heartbeats by default). */
  readonly availabilityTimeoutMs: number;
  readonly pairingCodeTtlMs: number;
  readonly bodyLimitBytes: number;
  /** When set, `site-agent install` must present it (X-Enrolment-Key) to register a site. */
  readonly enrolmentKey: string | undefined;
  readonly shutdownTimeoutMs: number;
  /** Requests per minute per integrator key; 0 turns rate limiting off. */
  readonly rateLimitPerMinute: number;
  /** SQL command timeout sent with every job (spec: a global setting, 60 s). */
  readonly sqlCommandTimeoutMs: number;
  /** Target size of a result page, bytes of JSON text. */
  readonly pageSizeBytes: number;
  /** Results up to this size come back inline on the agent's socket instead of as page uploads. */
  readonly inlineResultBytes: number;
  /** Largest immediate result (spec: 8 MB); larger ones answer 413. */
  readonly immediateResultLimitBytes: number;
  /** How long async result pages are kept after completion (410 afterwards). */
  readonly resultRetentionMs: number;
  /** Period of the sweep that expires queued queries and old results. */
  readonly sweepIntervalMs: number;
  /** In-flight queries without any word from the agent for this long are failed. */
  readonly stalledQueryMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function loadGatewayConfig(env: Env, cwd: string = process.cwd()): GatewayConfig {
  const read = new EnvReader(env);
  const dataDir = path.resolve(cwd, read.string('GATEWAY_DATA_DIR', './data'));
  const heartbeatIntervalMs = read.integer('GATEWAY_HEARTBEAT_INTERVAL_MS', 60_000, 100, DAY_MS);
  const config: GatewayConfig = {
    host: read.string('HOST', '127.0.0.1'),
    port: read.integer('PORT', 8080, 0, 65_535),
    dataDir,
    storeUrl: read.string('GATEWAY_STORE_URL', `sqlite:${path.join(dataDir, 'gateway.db')}`),
    logLevel: read.oneOf('GATEWAY_LOG_LEVEL', LOG_LEVELS, 'info'),
    operatorKey: read.optionalString('GATEWAY_OPERATOR_KEY'),
    tokenSecret: read.optionalString('GATEWAY_TOKEN_SECRET'),
    tokenTtlSeconds: read.integer('GATEWAY_TOKEN_TTL_SECONDS', 3600, 1, 7 * 24 * 3600),
    siteActivation: read.oneOf<SiteActivation>('GATEWAY_SITE_ACTIVATION', ['auto', 'manual'], 'auto'),
    heartbeatIntervalMs,
    availabilityTimeoutMs: read.integer('GATEWAY_AVAILABILITY_TIMEOUT_MS', heartbeatIntervalMs * 2, 100, DAY_MS),
    pairingCodeTtlMs: read.integer('GATEWAY_PAIRING_CODE_TTL_MS', DAY_MS, 1000, 30 * DAY_MS),
    bodyLimitBytes: read.integer('GATEWAY_BODY_LIMIT_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    enrolmentKey: read.optionalString('GATEWAY_ENROLMENT_KEY'),
    shutdownTimeoutMs: read.integer('GATEWAY_SHUTDOWN_TIMEOUT_MS', 10_000, 100, 300_000),
    rateLimitPerMinute: read.integer('GATEWAY_RATE_LIMIT_PER_MINUTE', 6000, 0, 10_000_000),
    sqlCommandTimeoutMs: read.integer('GATEWAY_SQL_COMMAND_TIMEOUT_MS', 60_000, 100, 3600_000),
    pageSizeBytes: read.integer('GATEWAY_PAGE_SIZE_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    inlineResultBytes: read.integer('GATEWAY_INLINE_RESULT_BYTES', 256 * 1024, 0, 2 * 1024 * 1024),
    immediateResultLimitBytes: read.integer('GATEWAY_IMMEDIATE_RESULT_LIMIT_BYTES', 8 * 1024 * 1024, 1024, 64 * 1024 * 1024),
    resultRetentionMs: read.integer('GATEWAY_RESULT_RETENTION_MS', DAY_MS, 1000, 30 * DAY_MS),
    sweepIntervalMs: read.integer('GATEWAY_SWEEP_INTERVAL_MS', 1000, 10, 60_000),
    stalledQueryMs: read.integer('GATEWAY_STALLED_QUERY_MS', 15 * 60_000, 1000, DAY_MS),
  };
  read.check(
    config.storeUrl.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(config.storeUrl),
    `GATEWAY_STORE_URL must start with sqlite: or postgres:// (got "${config.storeUrl.replace(/\/\/[^@/]*@/, '//***@')}")`,
  );
  read.check(
    config.stalledQueryMs > config.sqlCommandTimeoutMs,
    'GATEWAY_STALLED_QUERY_MS must be longer than GATEWAY_SQL_COMMAND_TIMEOUT_MS (a healthy query may run that long without a word)',
  );
  read.check(
    config.operatorKey === undefined || config.operatorKey.length >= 16,
    'GATEWAY_OPERATOR_KEY must be at least 16 characters',
  );
  read.check(
    config.tokenSecret === undefined || config.tokenSecret.length >= 32,
    'GATEWAY_TOKEN_SECRET must be at least 32 characters',
  );
  read.finish();
  return Object.freeze(config);
}

/** A configuration for tests: in-memory store, quiet logs, short intervals unless overridden. */
export function testGatewayConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return Object.freeze({
    ...loadGatewayConfig({ GATEWAY_STORE_URL: 'sqlite::memory:', GATEWAY_LOG_LEVEL: 'silent' }),
    operatorKey: 'test-operator-key-0123456789',
    ...overrides,
  });
}
