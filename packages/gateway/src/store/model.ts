/**
 * @module store/model
 * The gateway's records as the rest of the code sees them: camelCase, JSON columns parsed, booleans as
 * booleans. Rows (snake_case, ./schema.ts) never leave the store; every store function takes and returns
 * these types, so a column rename stays inside the store.
 */
import type { CatalogueEntry } from '@site-query-gateway/protocol/messages.js';
import type { DatabaseEngine } from '@site-query-gateway/protocol/pms-kinds.js';
import type { QueryMode } from '@site-query-gateway/protocol/jobs.js';
import type { PageEncoding } from '@site-query-gateway/protocol/page-encoding.js';
import type { QueryStatus, StatusTiming } from '@site-query-gateway/protocol/query-status.js';
import type { ErrorDetails, OutputParameter, SqlCommand } from '@site-query-gateway/protocol/sql-command.js';

export interface Integrator {
  id: string;
  name: string;
  apiKeyHash: string;
  /** First characters of the key, kept so operators can tell keys apart; not enough to use it. */
  apiKeyPrefix: string;
  status: 'active' | 'disabled';
  createdAt: string;
  updatedAt: string;
}

export type SiteStatus = 'initialising' | 'active' | 'removed' | 'uninstalled';
/** The last thing the agent's connection told us. */
export type ConnectionState = 'never' | 'connected' | 'signed_off';

export interface Site {
  id: string;
  subscriptionKeyHash: string;
  practiceManagementName: string;
  pmsType: string;
  practiceManagementSiteId: string;
  practiceName: string;
  practiceManagementVersion: string;
  databaseEngine: DatabaseEngine;
  catalogue: CatalogueEntry[];
  linkVersion: string;
  name: string;
  status: SiteStatus;
  authoritative: boolean;
  connectionState: ConnectionState;
  heartbeatAt: string | null;
  clientTimestampUtc: string | null;
  enrichedAt: string | null;
  /** The clinic's IANA time zone as its agent last reported it; null until one does (read as Australia/Sydney). */
  timeZone: string | null;
  createdAt: string;
  updatedAt: string;
}
export type SiteChanges = Partial<Omit<Site, 'id' | 'createdAt'>>;

export interface PracticeRef {
  practiceManagementName: string;
  practiceManagementSiteId: string;
}

/** errorDetails as stored: what integrators see, plus whether the command timeout caused it. */
export interface StoredErrorDetails extends ErrorDetails {
  timedOut?: boolean;
}

export interface Query {
  id: string;
  integratorId: string;
  siteId: string;
  mode: QueryMode;
  status: QueryStatus;
  catalogue: string;
  command: SqlCommand;
  maxTimeInQueue: number;
  /** maxTimeInQueue as an instant (gateway clock). */
  startDeadline: string;
  commandSize: number;
  requestSize: number;
  sqlQuerySize: number;
  statusTiming: StatusTiming;
  sqlExecutionDuration: number | null;
  resultRows: number | null;
  resultSize: number | null;
  rowsAffected: number | null;
  /** scalar mode: the JSON text of the value. */
  scalarValue: string | null;
  outputParameters: OutputParameter[] | null;
  errorDetails: StoredErrorDetails | null;
  pageCount: number | null;
  /** A result that came back inline: the JSON text of its one page. */
  inlineResult: string | null;
  /** When results (and the command) are forgotten; null once done, or before the query is final. */
  resultsExpireAt: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  /** A registered query's run: its registration and the result hash the agent was given. */
  registeredRun?: { registeredQueryId: string; knownHash: string | null };
  /** A registered run's result digest as the agent reported it (SHA-256 hex). */
  resultHash?: string | null;
}
export type QueryChanges = Partial<Omit<Query, 'id' | 'integratorId' | 'siteId' | 'mode' | 'createdAt' | 'registeredRun'>>;

export type PageStatus = 'uploading' | 'cached' | 'expired';
/** Where a page's content lives: the query's inline result, a file beside the SQLite store, or chunk rows. */
export type PageStorage = 'inline' | 'file' | 'chunks';

export interface ResultPage {
  queryId: string;
  /** The query's site (kept on the page so a site's stored bytes add up without reading its queries). */
  siteId: string;
  pageNumber: number;
  status: PageStatus;
  size: number;
  count: number;
  rangeStart: number;
  rangeEnd: number;
  storage: PageStorage;
  /** The upload attempt whose content is this page's (file and chunk storage). */
  attemptId: string;
  createdAt: string;
  /** How the stored content is compressed (as the agent uploaded it); absent: it is the JSON text. */
  encoding?: PageEncoding;
  /** Bytes of the stored content when it is compressed (`size` is always the JSON text's). */
  storedSize?: number;
}

/** What describes a page's rows (sent by the agent with each upload). */
export interface PageRange {
  count: number;
  rangeStart: number;
  rangeEnd: number;
}

/** A run's failure as registered queries report it. */
export interface RunErrorDetails {
  errorType: string;
  errorCode: number;
  errorMessage: string;
}

export type RegisteredQueryStatus = 'enabled' | 'completed' | 'cancelled';

/** A registered query: a command run every `frequency` seconds until `duration` has passed. */
export interface RegisteredQuery {
  id: string;
  integratorId: string;
  siteId: string;
  name: string;
  registeredQueryType: 'query';
  status: RegisteredQueryStatus;
  frequency: number;
  duration: number;
  catalogue: string;
  command: SqlCommand;
  commandSize: number;
  requestSize: number;
  /** createdAt + duration: no run starts after it. */
  endsAt: string;
  /** The next run slot (slot n is due at createdAt + n × frequency). */
  nextSlot: number;
  nextRunAt: string;
  lastHash: string | null;
  resultQueryId: string | null;
  /** errorType is an engine name, `http`, `agent`, or `gateway` (a run the scheduler could not start). */
  lastErrorDetails: RunErrorDetails | null;
  lastExecutionDuration: number | null;
  executionSucceededCount: number;
  executionFailedCount: number;
  resultSizeSum: number;
  lastSucceededAt: string | null;
  lastFailedAt: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

/** Who presented what: the kind of credential and an id that names it without being it. */
export type AuditCredentialKind = 'integratorKey' | 'desktopToken' | 'deviceToken' | 'smartToken' | 'registration';
/** Where the access came in: an API surface, or the gateway itself running a registration. */
export type AuditSurface = 'integrator' | 'desktop' | 'device' | 'scheduler';

/** One access to a site's data, as the audit trail keeps it. Never a secret, never a value of patient data. */
export interface AuditRecord {
  id: string;
  at: string;
  integratorId: string;
  credentialKind: AuditCredentialKind;
  credentialId: string;
  surface: AuditSurface;
  siteId: string | null;
  operation: string;
  queryId: string | null;
  /** SHA-256 hex of the SQL text. */
  sqlHash: string | null;
  /** Bytes of the SQL text (UTF-8). */
  sqlSize: number | null;
  /** The FHIR request with its parameter names and without their values. */
  fhirRequest: string | null;
  outcome: string;
  httpStatus: number | null;
  rows: number | null;
  bytes: number | null;
}
