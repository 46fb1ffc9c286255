/**
 * @module config/agent-config
 * The site agent's configuration: a JSON file written by `site-agent install` (readable only by its
 * owner: it holds the subscription key and database credentials) plus a few environment overrides.
 * Part of the agent's closure: imports only protocol/ and node.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MAX_CATALOGUES, MAX_CATALOGUE_NAME_LENGTH } from '@site-query-gateway/protocol/bounds.js';
import type { RegisterSiteRequest } from '@site-query-gateway/protocol/agent-api.js';
import type { CatalogueEntry } from '@site-query-gateway/protocol/messages.js';
import { DATABASE_ENGINES, type DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import { isTimeZoneName } from '@site-query-gateway/protocol/time-zone-name.js';
import { EnvReader, type Env } from '@site-query-gateway/protocol/env.js';

/** One database the agent can run work on, named as the site's catalogue names it. */
export interface CatalogueDatabase extends CatalogueEntry {
  /** Engine-specific: a file path for SQLite, a connection URL for the others. */
  connection: string;
}

/** The identity and practice facts the agent registers with, kept in its config file. */
type RegisteredFacts = Pick<
  RegisterSiteRequest,
  'siteId' | 'subscriptionKey' | 'practiceManagementName' | 'practiceManagementSiteId' | 'practiceName' | 'practiceManagementVersion' | 'databaseEngine'
>;

export interface AgentFile extends RegisteredFacts {
  gatewayUrl: string;
  name: string;
  catalogues: CatalogueDatabase[];
  /** Where this config was read from (set by readAgentFile, never written): the journal lives beside it. */
  readFrom?: string;
}

export interface AgentRuntimeSettings {
  logLevel: string;
  /** Wait after a 401 "not ready" before trying again. */
  notReadyRetryMs: number;
  /** Overrides the interval the gateway asks for (tests use short ones). */
  heartbeatIntervalMs: number | undefined;
  /** Longest wait between reconnect attempts. */
  maxReconnectDelayMs: number;
  /** Hard limit for a clean shutdown (at most 5 s: a service manager's stop timeout must not pass first). */
  shutdownTimeoutMs: number;
  /** Immediate jobs run at once (AGENT_MAX_IMMEDIATE_JOBS). */
  maxImmediateJobs: number;
  /** Async jobs run at once (AGENT_MAX_ASYNC_JOBS); kept apart so an export never blocks immediate work. */
  maxAsyncJobs: number;
  /** The job journal file (AGENT_JOURNAL); default: `<config file>.journal.json`, see journalPathFor. */
  journalPath: string | undefined;
  /** Total time a result page may spend on upload retries before the job fails (AGENT_UPLOAD_RETRY_MS). */
  uploadRetryMs: number;
  /**
   * The clinic's time zone reported to the gateway (AGENT_TIME_ZONE): the zone the practice database's local
   * times are in. Default: this machine's own zone, unless that is UTC (a server clock, rarely the clinic's),
   * in which case none is reported and the gateway reads the site as Australia/Sydney.
   */
  timeZone: string | undefined;
  /** The clinic's audit log (AGENT_AUDIT_LOG); default: `<config file>.audit.jsonl`, see auditLogPathFor. */
  auditLogPath: string | undefined;
  /** Size at which the audit log is rotated (AGENT_AUDIT_LOG_MAX_BYTES). */
  auditLogMaxBytes: number;
  /** Audit log files kept, the current one included (AGENT_AUDIT_LOG_FILES). */
  auditLogFiles: number;
}

export const DEFAULT_AGENT_CONFIG_PATH = 'site-agent.json';

export function resolveAgentConfigPath(explicit: string | undefined, env: Env): string {
  return path.resolve(explicit ?? env.AGENT_CONFIG ?? DEFAULT_AGENT_CONFIG_PATH);
}

/** The enrolment key `install` presents: `--enrolment-key`, else AGENT_ENROLMENT_KEY. */
export function resolveEnrolmentKey(explicit: string | undefined, env: Env): string | undefined {
  return explicit ?? (env.AGENT_ENROLMENT_KEY || undefined);
}

/** The environment variables the agent reads, for `site-agent run --help` (a test keeps it in step with the loader). */
export const AGENT_ENVIRONMENT: readonly { name: string; fallback: string; meaning: string }[] = [
  { name: 'AGENT_CONFIG', fallback: './site-agent.json', meaning: 'config file path (or --config)' },
  { name: 'AGENT_LOG_LEVEL', fallback: 'info', meaning: 'fatal, error, warn, info, debug, trace or silent' },
  { name: 'AGENT_NOT_READY_RETRY_MS', fallback: '30000', meaning: 'wait after a 401 "not ready" before retrying' },
  { name: 'AGENT_MAX_RECONNECT_DELAY_MS', fallback: '10000', meaning: 'cap of the reconnect backoff' },
  { name: 'AGENT_HEARTBEAT_INTERVAL_MS', fallback: 'from the gateway', meaning: 'heartbeat interval override' },
  { name: 'AGENT_SHUTDOWN_TIMEOUT_MS', fallback: '5000', meaning: 'hard deadline of a clean stop (at most 5000)' },
  { name: 'AGENT_MAX_IMMEDIATE_JOBS', fallback: '4', meaning: 'immediate queries at once (SQLite: heavy statements also one per core)' },
  { name: 'AGENT_MAX_ASYNC_JOBS', fallback: '1', meaning: 'async queries at once' },
  { name: 'AGENT_JOURNAL', fallback: '<config>.journal.json', meaning: 'journal of in-flight work' },
  { name: 'AGENT_UPLOAD_RETRY_MS', fallback: '300000', meaning: 'how long a result page upload is retried' },
  { name: 'AGENT_TIME_ZONE', fallback: "this machine's zone, none if UTC", meaning: "the clinic's IANA time zone, e.g. Australia/Perth" },
  { name: 'AGENT_ENROLMENT_KEY', fallback: 'unset', meaning: 'enrolment key for install (or --enrolment-key)' },
  { name: 'AGENT_AUDIT_LOG', fallback: '<config>.audit.jsonl', meaning: 'audit log of every command run (read it with `site-agent audit`)' },
  { name: 'AGENT_AUDIT_LOG_MAX_BYTES', fallback: '10485760', meaning: 'size at which the audit log is rotated' },
  { name: 'AGENT_AUDIT_LOG_FILES', fallback: '10', meaning: 'audit log files kept, the current one included' },
];

/** Zones that mean "UTC" rather than a place: a server clock, not the clinic's. */
const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/Universal', 'Etc/Zulu', 'Universal', 'Zulu', 'GMT', 'Etc/GMT', 'Etc/GMT0', 'Etc/GMT+0', 'Etc/GMT-0', 'Etc/Greenwich', 'GMT0', 'Greenwich']);

/** This machine's IANA zone, unless it is UTC or unknown. */
export function machineTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && !UTC_ZONES.has(zone) && isTimeZoneName(zone) ? zone : undefined;
}

export function loadAgentRuntimeSettings(env: Env): AgentRuntimeSettings {
  const read = new EnvReader(env);
  const heartbeat = read.integer('AGENT_HEARTBEAT_INTERVAL_MS', 0, 0, 24 * 3600 * 1000);
  const settings: AgentRuntimeSettings = {
    logLevel: read.oneOf('AGENT_LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    notReadyRetryMs: read.integer('AGENT_NOT_READY_RETRY_MS', 30_000, 10, 3600_000),
    heartbeatIntervalMs: heartbeat === 0 ? undefined : heartbeat,
    maxReconnectDelayMs: read.integer('AGENT_MAX_RECONNECT_DELAY_MS', 10_000, 10, 3600_000),
    shutdownTimeoutMs: read.integer('AGENT_SHUTDOWN_TIMEOUT_MS', 5_000, 100, 5_000),
    maxImmediateJobs: read.integer('AGENT_MAX_IMMEDIATE_JOBS', 4, 1, 64),
    maxAsyncJobs: read.integer('AGENT_MAX_ASYNC_JOBS', 1, 1, 16),
    journalPath: read.optionalString('AGENT_JOURNAL'),
    uploadRetryMs: read.integer('AGENT_UPLOAD_RETRY_MS', 300_000, 0, 24 * 3600_000),
    timeZone: read.optionalString('AGENT_TIME_ZONE') ?? machineTimeZone(),
    auditLogPath: read.optionalString('AGENT_AUDIT_LOG'),
    auditLogMaxBytes: read.integer('AGENT_AUDIT_LOG_MAX_BYTES', 10 * 1024 * 1024, 4096, 1024 * 1024 * 1024),
    auditLogFiles: read.integer('AGENT_AUDIT_LOG_FILES', 10, 1, 1000),
  };
  read.check(settings.timeZone === undefined || isTimeZoneName(settings.timeZone), `AGENT_TIME_ZONE must be an IANA time zone name such as Australia/Perth (got "${settings.timeZone}")`);
  read.finish();
  return settings;
}

export class AgentConfigError extends Error {
  override name = 'AgentConfigError';
}

/** Reads and checks the agent file; every problem is reported at once. */
export function readAgentFile(file: string): AgentFile {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found (run `site-agent install` first)' : (err as Error).message;
    throw new AgentConfigError(`Cannot read agent config ${file}: ${reason}`);
  }
  const f = value as Partial<AgentFile>;
  const problems: string[] = [];
  for (const key of ['gatewayUrl', 'siteId', 'subscriptionKey', 'practiceManagementName', 'practiceManagementSiteId', 'practiceName'] as const) {
    if (typeof f[key] !== 'string' || f[key] === '') problems.push(`${key} is missing`);
  }
  if (!DATABASE_ENGINES.includes(f.databaseEngine as DatabaseEngine)) problems.push(`databaseEngine must be one of ${DATABASE_ENGINES.join(', ')}`);
  if (!Array.isArray(f.catalogues) || f.catalogues.length === 0) problems.push('catalogues must list at least one database');
  else if (f.catalogues.filter((c) => c.isDefault).length !== 1) problems.push('exactly one catalogue must be the default');
  // The hello carries the list; one name past the protocol's bounds would make the gateway refuse every hello.
  if (Array.isArray(f.catalogues) && f.catalogues.length > MAX_CATALOGUES) problems.push(`at most ${MAX_CATALOGUES} catalogues`);
  if (Array.isArray(f.catalogues) && f.catalogues.some((c) => typeof c.name !== 'string' || c.name.length === 0 || c.name.length > MAX_CATALOGUE_NAME_LENGTH)) {
    problems.push(`each catalogue needs a name of 1 to ${MAX_CATALOGUE_NAME_LENGTH} characters`);
  }
  if (problems.length > 0) throw new AgentConfigError(`Invalid agent config ${file}: ${problems.join('; ')}`);
  const checked = f as AgentFile;
  return { ...checked, practiceManagementVersion: checked.practiceManagementVersion ?? '', name: checked.name ?? checked.practiceName, readFrom: path.resolve(file) };
}

/** Where the job journal lives: AGENT_JOURNAL, else beside the config file (`<config>.journal.json`). */
export function journalPathFor(config: AgentFile, settings: AgentRuntimeSettings): string {
  if (settings.journalPath) return path.resolve(settings.journalPath);
  return `${config.readFrom ?? path.resolve(DEFAULT_AGENT_CONFIG_PATH)}.journal.json`;
}

/** Where the audit log lives: AGENT_AUDIT_LOG, else beside the config file (`<config>.audit.jsonl`). */
export function auditLogPathFor(config: Pick<AgentFile, 'readFrom'>, settings: Pick<AgentRuntimeSettings, 'auditLogPath'>): string {
  if (settings.auditLogPath) return path.resolve(settings.auditLogPath);
  return `${config.readFrom ?? path.resolve(DEFAULT_AGENT_CONFIG_PATH)}.audit.jsonl`;
}

/** Writes the file readable and writable by its owner only (it holds secrets). */
export function writeAgentFile(file: string, config: AgentFile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // readFrom describes this process's copy, not the file: JSON.stringify drops the undefined.
  fs.writeFileSync(file, `${JSON.stringify({ ...config, readFrom: undefined }, null, 2)}\n`, { mode: 0o600 });
  // writeFileSync keeps the mode of an existing file; make sure it is 0600 either way.
  fs.chmodSync(file, 0o600);
}

/** The catalogue list as reported to the gateway (no connection strings). */
export function publicCatalogue(config: AgentFile): CatalogueEntry[] {
  return config.catalogues.map(({ name, isDefault }) => ({ name, isDefault }));
}
