/**
 * @module core/queries/transitions
 * What a status change does to a query record, the same whether the query lives in memory (an immediate
 * query in flight) or in the store: the new status if the transition table allows it from the current
 * one, the timing phases ended and begun, `completedAt` and the start of retention for final statuses.
 * Pure: no I/O, no clock of its own.
 */
import { isoTime, parseIsoTime } from '@site-query-gateway/protocol/iso-time.js';
import { isFinalStatus, transitionFrom, type InFlightStatus, type QueryEvent, type QueryStatus, type TimingPhase } from '@site-query-gateway/protocol/query-status.js';
import type { Query, QueryChanges } from '../../store/model.js';
import { advanceTiming } from './timing.js';

export interface Transition {
  event: QueryEvent;
  to: QueryStatus;
  /** Gateway clock, ISO. */
  at: string;
  /** The timing phase that begins (in-flight targets only; final targets end every open phase). */
  phase?: TimingPhase;
  /** Immediate queries show the hand-over to the agent as a `downloading` phase, from this instant. */
  downloadingFrom?: string;
  /** Other fields the change sets (result sizes, error details, …). */
  changes?: QueryChanges;
}

/** Whether the table lets `transition` apply to a query in `status`. */
export function allowedFrom(transition: Pick<Transition, 'event' | 'to'>): readonly InFlightStatus[] {
  return transitionFrom(transition.event, transition.to);
}

/** The fields that change; `retentionMs` is how long results of a final query are kept. */
export function changesOf(query: Query, transition: Transition, retentionMs: number): QueryChanges {
  const final = isFinalStatus(transition.to);
  let timing = query.statusTiming;
  if (transition.downloadingFrom) timing = advanceTiming(timing, transition.downloadingFrom, 'downloading');
  timing = advanceTiming(timing, transition.at, final ? undefined : transition.phase);
  // Assigned, not `{ ...transition.changes, status, … }`: on Node 20 a spread with properties added after it
  // leaves V8's fast path, and this runs at every transition of every query.
  const changes: QueryChanges = Object.assign({}, transition.changes);
  changes.status = transition.to;
  changes.statusTiming = timing;
  changes.updatedAt = transition.at;
  if (final) {
    changes.completedAt = transition.at;
    // Every final status starts the retention clock: pages uploaded before a failure go too.
    changes.resultsExpireAt = isoTime(parseIsoTime(transition.at) + retentionMs);
  }
  return changes;
}

/** The query after the transition, or undefined when the table does not allow it from its status. */
export function applyTransition(query: Query, transition: Transition, retentionMs: number): Query | undefined {
  if (!(allowedFrom(transition) as readonly QueryStatus[]).includes(query.status)) return undefined;
  return { ...query, ...changesOf(query, transition, retentionMs) };
}
