/**
 * @module config/gateway-config
 * Loads and validates the gateway's configuration once, from an environment object, into a frozen value.
 * Only `bin/` passes `process.env` here; everything else receives the typed result.
 * Every variable is listed in docs/configuration.md (test/docs/configuration.test.ts keeps the two in step).
 */
import path from 'node:path';
import { EnvReader, type Env } from '@site-query-gateway/protocol/env.js';
import { parseGrantTypeAliases, type GrantSurface } from './grant-type-aliases.js';

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
  /** HMAC secret for access tokens; when unset one is generated per process (required with PostgreSQL). */
  readonly tokenSecret: string | undefined;
  readonly tokenTtlSeconds: number;
  /** Extra grant-type names of the token endpoint, each mapped to one of the two grants (GATEWAY_GRANT_TYPE_ALIASES). */
  readonly grantTypeAliases: Readonly<Record<string, GrantSurface>>;
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
  /** SQL command timeout sent with every job: one setting for all queries, not chosen per query. */
  readonly sqlCommandTimeoutMs: number;
  /** Target size of a result page, bytes of JSON text. */
  readonly pageSizeBytes: number;
  /** Results up to this size come back inline on the agent's socket instead of as page uploads. */
  readonly inlineResultBytes: number;
  /** Largest immediate result; larger ones answer 413. */
  readonly immediateResultLimitBytes: number;
  /** How long async result pages are kept after completion (410 afterwards). */
  readonly resultRetentionMs: number;
  /** How long ended webhook deliveries and the run slots of ended registered queries are kept. */
  readonly historyRetentionMs: number;
  /** How long the audit trail keeps its records of access to sites' data. */
  readonly auditRetentionMs: number;
  /** Whether accesses to sites' data are recorded (off only to measure what the trail costs, or where a proxy keeps the record). */
  readonly auditTrail: boolean;
  /** Period of the sweep that expires queued queries and old results. */
  readonly sweepIntervalMs: number;
  /** In-flight queries without any word from the agent for this long are failed. */
  readonly stalledQueryMs: number;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits per address). */
  readonly trustProxy: boolean;
  /** Requests per minute per client address that failed authentication, or carry no credential; 0: off. */
  readonly failedAuthPerMinute: number;
  /** Requests per minute per client address on the agent API (registration, pairing codes, uploads, socket upgrades); 0: off. */
  readonly agentRateLimitPerMinute: number;
  /** Requests per minute per client address on /admin; 0: off. */
  readonly adminRateLimitPerMinute: number;
  /** Bytes the gateway may have waiting to be sent to one agent; past it the agent is disconnected (slow consumer). */
  readonly agentSendBufferBytes: number;
  /** Messages per second one agent may send, on average over a few seconds; past it, it is disconnected. */
  readonly agentMessagesPerSecond: number;
  /** Reports from one agent waiting to be applied; past it the agent is disconnected. */
  readonly agentPendingReports: number;
  /** Reports about queries the gateway does not know, per agent connection; past it the agent is disconnected. */
  readonly agentUnknownReports: number;
  /** Result pages one query may have. */
  readonly maxPagesPerQuery: number;
  /** Bytes of stored result one query may have. */
  readonly maxResultBytesPerQuery: number;
  /** Bytes of stored result (not yet past retention) one site may have. */
  readonly maxResultBytesPerSite: number;
  /** Smallest `frequency` of a registered query, seconds (tests use 1). */
  readonly registeredMinFrequencySeconds: number;
  /** Enabled registered queries one integrator may have on one site. */
  readonly registeredMaxPerSite: number;
  /** How often each instance looks for registered-query runs that are due. */
  readonly registeredClaimIntervalMs: number;
  /** Plain http webhook URLs to loopback addresses are accepted (tests, local development). */
  readonly webhookAllowHttpLoopback: boolean;
  /** How often each instance looks for webhook deliveries that are due. */
  readonly webhookDeliveryIntervalMs: number;
  /** An attempt without a 2xx answer within this long failed. */
  readonly webhookTimeoutMs: number;
  /** Wait after the first failed attempt; later waits grow sixfold each (capped at 8 h, jittered). */
  readonly webhookRetryBaseMs: number;
  /** Attempts one endpoint may have in flight on one instance. */
  readonly webhookConcurrencyPerEndpoint: number;
  /** Webhook endpoints one integrator may have (GATEWAY_WEBHOOK_MAX_ENDPOINTS_PER_INTEGRATOR). */
  readonly webhookMaxEndpointsPerIntegrator: number;
  /** Days of nothing but failed attempts after which an endpoint is disabled (GATEWAY_WEBHOOK_DISABLE_AFTER_DAYS). */
  readonly webhookDisableAfterDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function loadGatewayConfig(env: Env, cwd: string = process.cwd()): GatewayConfig {
  const read = new EnvReader(env);
  const dataDir = path.resolve(cwd, read.string('GATEWAY_DATA_DIR', './data'));
  const heartbeatIntervalMs = read.integer('GATEWAY_HEARTBEAT_INTERVAL_MS', 60_000, 100, DAY_MS);
  const grantAliases = parseGrantTypeAliases(read.optionalString('GATEWAY_GRANT_TYPE_ALIASES'));
  for (const problem of grantAliases.problems) read.check(false, problem);
  const config: GatewayConfig = {
    host: read.string('HOST', '127.0.0.1'),
    port: read.integer('PORT', 8080, 0, 65_535),
    dataDir,
    storeUrl: read.string('GATEWAY_STORE_URL', `sqlite:${path.join(dataDir, 'gateway.db')}`),
    logLevel: read.oneOf('GATEWAY_LOG_LEVEL', LOG_LEVELS, 'info'),
    operatorKey: read.optionalString('GATEWAY_OPERATOR_KEY'),
    tokenSecret: read.optionalString('GATEWAY_TOKEN_SECRET'),
    tokenTtlSeconds: read.integer('GATEWAY_TOKEN_TTL_SECONDS', 3600, 1, 7 * 24 * 3600),
    grantTypeAliases: grantAliases.aliases,
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
    historyRetentionMs: read.integer('GATEWAY_HISTORY_RETENTION_MS', 14 * DAY_MS, 1000, 365 * DAY_MS),
    auditRetentionMs: read.integer('GATEWAY_AUDIT_RETENTION_MS', 400 * DAY_MS, 1000, 3650 * DAY_MS),
    auditTrail: read.oneOf('GATEWAY_AUDIT_TRAIL', ['on', 'off'], 'on') === 'on',
    sweepIntervalMs: read.integer('GATEWAY_SWEEP_INTERVAL_MS', 1000, 10, 60_000),
    stalledQueryMs: read.integer('GATEWAY_STALLED_QUERY_MS', 15 * 60_000, 1000, DAY_MS),
    trustProxy: read.oneOf('GATEWAY_TRUST_PROXY', ['true', 'false'], 'false') === 'true',
    failedAuthPerMinute: read.integer('GATEWAY_FAILED_AUTH_PER_MINUTE', 120, 0, 10_000_000),
    agentRateLimitPerMinute: read.integer('GATEWAY_AGENT_RATE_LIMIT_PER_MINUTE', 6000, 0, 10_000_000),
    adminRateLimitPerMinute: read.integer('GATEWAY_ADMIN_RATE_LIMIT_PER_MINUTE', 600, 0, 10_000_000),
    agentSendBufferBytes: read.integer('GATEWAY_AGENT_SEND_BUFFER_BYTES', 16 * 1024 * 1024, 64 * 1024, 1024 * 1024 * 1024),
    agentMessagesPerSecond: read.integer('GATEWAY_AGENT_MESSAGES_PER_SECOND', 10_000, 10, 10_000_000),
    agentPendingReports: read.integer('GATEWAY_AGENT_PENDING_REPORTS', 2_000, 10, 10_000_000),
    agentUnknownReports: read.integer('GATEWAY_AGENT_UNKNOWN_REPORTS', 200, 1, 10_000_000),
    maxPagesPerQuery: read.integer('GATEWAY_MAX_PAGES_PER_QUERY', 100_000, 1, 1_000_000),
    maxResultBytesPerQuery: read.integer('GATEWAY_MAX_RESULT_BYTES_PER_QUERY', 16 * 1024 ** 3, 1024 * 1024, Number.MAX_SAFE_INTEGER),
    maxResultBytesPerSite: read.integer('GATEWAY_MAX_RESULT_BYTES_PER_SITE', 64 * 1024 ** 3, 1024 * 1024, Number.MAX_SAFE_INTEGER),
    registeredMinFrequencySeconds: read.integer('GATEWAY_REGISTERED_MIN_FREQUENCY_SECONDS', 60, 1, 86_400),
    registeredMaxPerSite: read.integer('GATEWAY_REGISTERED_MAX_PER_SITE', 100, 1, 1_000_000),
    registeredClaimIntervalMs: read.integer('GATEWAY_REGISTERED_CLAIM_INTERVAL_MS', 1000, 50, 60_000),
    webhookAllowHttpLoopback: read.oneOf('GATEWAY_WEBHOOK_ALLOW_HTTP_LOOPBACK', ['true', 'false'], 'false') === 'true',
    webhookDeliveryIntervalMs: read.integer('GATEWAY_WEBHOOK_DELIVERY_INTERVAL_MS', 500, 20, 60_000),
    webhookTimeoutMs: read.integer('GATEWAY_WEBHOOK_TIMEOUT_MS', 15_000, 100, 60_000),
    webhookRetryBaseMs: read.integer('GATEWAY_WEBHOOK_RETRY_BASE_MS', 5_000, 10, 3_600_000),
    webhookConcurrencyPerEndpoint: read.integer('GATEWAY_WEBHOOK_CONCURRENCY_PER_ENDPOINT', 4, 1, 100),
    webhookMaxEndpointsPerIntegrator: read.integer('GATEWAY_WEBHOOK_MAX_ENDPOINTS_PER_INTEGRATOR', 20, 1, 10_000),
    webhookDisableAfterDays: read.integer('GATEWAY_WEBHOOK_DISABLE_AFTER_DAYS', 5, 1, 365),
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
  read.check(
    config.tokenSecret !== undefined || !config.storeUrl.startsWith('postgres'),
    'GATEWAY_TOKEN_SECRET is required with a PostgreSQL store: every instance sharing it must sign tokens with the same secret',
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
