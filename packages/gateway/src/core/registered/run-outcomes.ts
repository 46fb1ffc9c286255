/**
 * @module core/registered/run-outcomes
 * What a finished run does to its registration, written in the same transaction as the run's query
 * becoming final (a QueryLifecycle final hook): success counts and, when the agent reported a new hash,
 * moves `lastHash` and the current result (and records `registeredQuery.resultChanged` for webhooks); an
 * unchanged result moves nothing else; a failure counts and fills `lastErrorDetails`. The result query's pages are kept while its registration may still be read.
 */
import type { Db } from '../../store/db.js';
import type { Query } from '../../store/model.js';
import { holdResultsUntil, recordManyRunFailures, recordRunSuccess, findRegisteredQuery, type RunFailures } from '../../store/registered-queries.js';
import type { FinalHook } from '../queries/lifecycle.js';
import { recordEvent } from '../webhooks/events.js';

/** A run that did not succeed, as its registration counts it. */
function failureOf(registeredQueryId: string, query: Query): RunFailures {
  const details = query.errorDetails ?? { errorType: 'gateway', errorCode: 0, errorMessage: `The run ended ${query.status}.` };
  const { errorType, errorCode, errorMessage } = details;
  const message = query.status === 'expiredInQueue' && !query.errorDetails ? 'The run did not start before the next run was due (site busy or offline).' : errorMessage;
  return { id: registeredQueryId, failures: 1, details: { errorType, errorCode, errorMessage: message }, at: query.completedAt ?? query.updatedAt, durationMs: query.sqlExecutionDuration };
}

export function registeredRunOutcomes(resultRetentionMs: number): FinalHook {
  const hook: FinalHook = {
    wants: (query) => query.registeredRun !== undefined,
    // An expiry sweep ends many runs at once (a busy or offline site's): their failures go in a few statements.
    async applyAll(db: Db, queries: readonly Query[]): Promise<void> {
      const failures = queries.flatMap((q) => (q.status !== 'successful' && q.registeredRun ? [failureOf(q.registeredRun.registeredQueryId, q)] : []));
      await recordManyRunFailures(db, failures);
      for (const query of queries.filter((q) => q.status === 'successful')) await hook.apply(db, query);
    },
    async apply(db: Db, query: Query): Promise<void> {
      const run = query.registeredRun;
      if (!run) return;
      const at = query.completedAt ?? query.updatedAt;
      const durationMs = query.sqlExecutionDuration ?? 0;
      if (query.status !== 'successful') {
        await recordManyRunFailures(db, [failureOf(run.registeredQueryId, query)]);
        return;
      }
      // An agent that does not hash (older protocol) sent the result: it counts as changed, hash unknown.
      // Changed is judged against the registration's hash now, not the one the run was sent with: a run
      // that fired while the previous one was still queued carries the older hash, and finding the same
      // change again must not move the result or send a second resultChanged.
      const hash = query.resultHash ?? null;
      const rq = await findRegisteredQuery(db, run.registeredQueryId);
      const uploaded = hash === null || hash !== run.knownHash;
      const changed = hash === null || hash !== (rq ? rq.lastHash : run.knownHash);
      await recordRunSuccess(db, run.registeredQueryId, {
        at,
        durationMs,
        uploadedBytes: uploaded ? (query.resultSize ?? 0) : 0,
        ...(changed ? { changed: { hash, resultQueryId: query.id } } : {}),
      });
      if (changed) {
        if (rq) await holdResultsUntil(db, query.id, new Date(Date.parse(rq.endsAt) + resultRetentionMs).toISOString());
        // The webhook outbox row commits with the change it reports.
        await recordEvent(db, query.integratorId, 'registeredQuery.resultChanged', { siteId: query.siteId, registeredQueryId: run.registeredQueryId, lastHash: hash ?? rq?.lastHash ?? null }, at);
      }
    },
  };
  return hook;
}
