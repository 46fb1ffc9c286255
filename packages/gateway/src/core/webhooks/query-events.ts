/**
 * @module core/webhooks/query-events
 * `query.completed`: an async query (not a registered run) reached a final status. Recorded in the outbox
 * in the same transaction as the final status (a QueryLifecycle final hook).
 */
import type { FinalHook } from '../queries/lifecycle.js';
import { recordEvent } from './events.js';

export const queryCompletedEvents: FinalHook = {
  wants: (query) => query.mode === 'async' && query.registeredRun === undefined,
  async apply(db, query) {
    await recordEvent(db, query.integratorId, 'query.completed', { siteId: query.siteId, queryId: query.id, status: query.status }, query.completedAt ?? query.updatedAt);
  },
};
