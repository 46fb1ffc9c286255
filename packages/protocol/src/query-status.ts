/**
 * @module protocol/query-status
 * The query lifecycle in one place: every status a query can have (as the interface defines them), which are final and
 * which are in flight, and the transition table as data. Core moves queries only along these rows (each
 * status change is a conditional update from the row's `from` set), the store types its status column by
 * `QueryStatus`, and `docs/architecture.md` draws the same table (kept in step by a test).
 * Imports nothing of ours.
 */

export const QUERY_STATUSES = [
  'initialising',
  'queued',
  'executing',
  'uploading',
  'successful',
  'expiredInQueue',
  'executionFailed',
  'uploadFailed',
  'initialisationFailed',
] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

export const FINAL_STATUSES = ['successful', 'expiredInQueue', 'executionFailed', 'uploadFailed', 'initialisationFailed'] as const;
export type FinalStatus = (typeof FINAL_STATUSES)[number];

/** Not final yet: the query waits, runs or uploads. */
export const IN_FLIGHT_STATUSES = ['initialising', 'queued', 'executing', 'uploading'] as const;
export type InFlightStatus = (typeof IN_FLIGHT_STATUSES)[number];

/** What makes a query change status. */
export type QueryEvent =
  /** An async query is created (its data is being cached). */
  | 'created'
  /** An immediate query is created: nobody can observe its `initialising`, so it starts queued. */
  | 'createdImmediate'
  /** The query data is cached. */
  | 'cached'
  | 'cachingFailed'
  /** The agent reports `job:started`. */
  | 'started'
  /** The agent reports `job:uploading` (the statement produced its result). */
  | 'uploading'
  /** The agent reports `job:completed`. */
  | 'completed'
  /** The agent reports `job:failed` with this status. */
  | 'failed'
  /** `maxTimeInQueue` passed before the query started (site busy or offline). */
  | 'deadline'
  /** The agent found the query in its journal at start: it was cut short by a crash or stop. */
  | 'orphaned'
  /** No word from the agent for GATEWAY_STALLED_QUERY_MS. */
  | 'stalled';

export interface QueryTransition {
  readonly event: QueryEvent;
  /** Empty for creation. */
  readonly from: readonly InFlightStatus[];
  readonly to: QueryStatus;
  /** When the target depends on more than the event (what the agent reports), the condition in words. */
  readonly when?: string;
  /** Where the rule comes from: the interface's own table, or this project's decision where the interface is silent. */
  readonly source: 'spec' | 'decided';
}

const RUNNING: readonly InFlightStatus[] = ['queued', 'executing', 'uploading'];

export const QUERY_TRANSITIONS: readonly QueryTransition[] = [
  { event: 'created', from: [], to: 'initialising', source: 'spec' },
  { event: 'createdImmediate', from: [], to: 'queued', source: 'decided' },
  { event: 'cached', from: ['initialising'], to: 'queued', source: 'spec' },
  { event: 'cachingFailed', from: ['initialising'], to: 'initialisationFailed', source: 'spec' },
  { event: 'started', from: ['queued'], to: 'executing', source: 'decided' },
  { event: 'uploading', from: ['executing'], to: 'uploading', source: 'decided' },
  // Reports and page uploads travel separately, so an agent may finish before its earlier reports apply.
  { event: 'completed', from: RUNNING, to: 'successful', source: 'decided' },
  { event: 'failed', from: RUNNING, to: 'executionFailed', when: 'the agent reports executionFailed', source: 'decided' },
  { event: 'failed', from: RUNNING, to: 'uploadFailed', when: 'the agent reports uploadFailed', source: 'decided' },
  { event: 'failed', from: RUNNING, to: 'expiredInQueue', when: 'the agent reports expiredInQueue', source: 'decided' },
  { event: 'deadline', from: ['queued'], to: 'expiredInQueue', source: 'spec' },
  { event: 'orphaned', from: RUNNING, to: 'expiredInQueue', when: 'the agent had it queued', source: 'spec' },
  { event: 'orphaned', from: RUNNING, to: 'executionFailed', when: 'the agent was executing it', source: 'spec' },
  { event: 'orphaned', from: RUNNING, to: 'uploadFailed', when: 'the agent was uploading it', source: 'spec' },
  { event: 'stalled', from: ['initialising'], to: 'initialisationFailed', source: 'decided' },
  { event: 'stalled', from: ['executing'], to: 'executionFailed', source: 'decided' },
  { event: 'stalled', from: ['uploading'], to: 'uploadFailed', source: 'decided' },
];

const FINAL = new Set<QueryStatus>(FINAL_STATUSES);

export function isFinalStatus(status: QueryStatus): status is FinalStatus {
  return FINAL.has(status);
}

export function isQueryStatus(value: unknown): value is QueryStatus {
  return typeof value === 'string' && (QUERY_STATUSES as readonly string[]).includes(value);
}

/**
 * The statuses a query may be in for `event` to move it to `to` (the `where status in (…)` of the
 * conditional update). Throws when the table has no such transition: a programming error, not bad input.
 */
const FROM = new Map<string, readonly InFlightStatus[]>();
for (const t of QUERY_TRANSITIONS) {
  const key = `${t.event}>${t.to}`;
  FROM.set(key, [...new Set([...(FROM.get(key) ?? []), ...t.from])]);
}

export function transitionFrom(event: QueryEvent, to: QueryStatus): readonly InFlightStatus[] {
  const from = FROM.get(`${event}>${to}`);
  if (!from) throw new Error(`No query transition ${event} → ${to}`);
  return from;
}

/** Phases of `statusTiming`: the statuses a query passes through, plus `downloading`. */
export const TIMING_PHASES = ['initialising', 'queued', 'downloading', 'executing', 'uploading'] as const;
export type TimingPhase = (typeof TIMING_PHASES)[number];
export type StatusTiming = Partial<Record<TimingPhase, { startTime: string; endTime?: string }>>;
