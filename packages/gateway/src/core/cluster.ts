/**
 * @module core/cluster
 * What gateway instances sharing a PostgreSQL store tell each other, as wake-ups that carry ids only:
 * "work is queued for this site" (the instance holding the site's socket hands it out at once instead of
 * at its next sweep) and "this query is final" (the instance whose request waits on it answers at once).
 * The durable rows are the truth; a lost wake-up only costs the sweep's delay. A single instance (a SQLite
 * store) has no one to tell: its signals go nowhere.
 */
import type { Logger } from '../log.js';
import type { Db } from '../store/db.js';
import type { Notifications, Signal } from '../store/notifications.js';

const WORK_CHANNEL = 'gateway_work';
const FINISHED_CHANNEL = 'gateway_finished';

export interface QueuedWork {
  siteId: string;
  queryId: string;
}

export interface ClusterSignals {
  /** Whether other instances may share the store (and hold sockets this one does not). */
  readonly shared: boolean;
  /** Work was queued for these sites (one signal each); inside a transaction the signals go when it commits. */
  workQueued(db: Db, work: readonly QueuedWork[]): Promise<void>;
  /** The query reached a final status. */
  queryFinished(db: Db, queryId: string): Promise<void>;
  /** `workQueued` of one query, for the store write that queues it to send (undefined: nobody to tell). */
  workQueuedSignal(siteId: string, queryId: string): Signal | undefined;
  /** `queryFinished`, for the store write that finishes the query to send (undefined: nobody to tell). */
  queryFinishedSignal(queryId: string): Signal | undefined;
  onWorkQueued(handler: (siteId: string, queryId: string) => void): Promise<void>;
  onQueryFinished(handler: (queryId: string) => void): Promise<void>;
}

/** One instance: nobody to tell. */
export const soloSignals: ClusterSignals = {
  shared: false,
  workQueued: async () => undefined,
  queryFinished: async () => undefined,
  workQueuedSignal: () => undefined,
  queryFinishedSignal: () => undefined,
  onWorkQueued: async () => undefined,
  onQueryFinished: async () => undefined,
};

/** Ids look like GUIDs; anything else on the channel is ignored. */
const ID = /^[0-9a-f-]{36}$/i;

export function postgresSignals(notifications: Notifications, log: Logger): ClusterSignals {
  return {
    shared: true,
    workQueued: (db, work) =>
      notifications.notify(
        db,
        WORK_CHANNEL,
        work.map((w) => `${w.siteId} ${w.queryId}`),
      ),
    queryFinished: (db, queryId) => notifications.notify(db, FINISHED_CHANNEL, [queryId]),
    workQueuedSignal: (siteId, queryId) => notifications.signal(WORK_CHANNEL, `${siteId} ${queryId}`),
    queryFinishedSignal: (queryId) => notifications.signal(FINISHED_CHANNEL, queryId),
    onWorkQueued: (handler) =>
      notifications.listen(WORK_CHANNEL, (payload) => {
        const [siteId, queryId] = payload.split(' ');
        if (siteId && queryId && ID.test(siteId) && ID.test(queryId)) handler(siteId, queryId);
        else log.warn('ignored a malformed work wake-up');
      }),
    onQueryFinished: (handler) =>
      notifications.listen(FINISHED_CHANNEL, (payload) => {
        if (ID.test(payload)) handler(payload);
      }),
  };
}
