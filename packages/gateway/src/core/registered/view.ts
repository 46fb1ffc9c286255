/**
 * @module core/registered/view
 * A registered query as integrators see it: every field of the Registered query, `metrics` and
 * `lastErrorDetails` as the API names them; timestamps only when they apply.
 */
import type { RegisteredQuery, RegisteredQueryStatus, RunErrorDetails } from '../../store/model.js';

export interface RegisteredQueryView {
  id: string;
  siteId: string;
  name: string;
  registeredQueryType: 'query';
  status: RegisteredQueryStatus;
  frequency: number;
  duration: number;
  createdAt: string;
  completedAt?: string;
  lastHash?: string;
  lastErrorDetails?: RunErrorDetails;
  metrics: {
    lastExecutionDuration: number;
    executionSucceededCount: number;
    executionFailedCount: number;
    resultSizeSum: number;
    requestSize: number;
    lastSucceededAt?: string;
    lastFailedAt?: string;
  };
}

export function toRegisteredQueryView(rq: RegisteredQuery): RegisteredQueryView {
  const { errorType, errorCode, errorMessage } = rq.lastErrorDetails ?? { errorType: '', errorCode: 0, errorMessage: '' };
  return {
    id: rq.id,
    siteId: rq.siteId,
    name: rq.name,
    registeredQueryType: rq.registeredQueryType,
    status: rq.status,
    frequency: rq.frequency,
    duration: rq.duration,
    createdAt: rq.createdAt,
    ...(rq.completedAt === null ? {} : { completedAt: rq.completedAt }),
    ...(rq.lastHash === null ? {} : { lastHash: rq.lastHash }),
    ...(rq.lastErrorDetails === null ? {} : { lastErrorDetails: { errorType, errorCode, errorMessage } }),
    metrics: {
      lastExecutionDuration: rq.lastExecutionDuration ?? 0,
      executionSucceededCount: rq.executionSucceededCount,
      executionFailedCount: rq.executionFailedCount,
      resultSizeSum: rq.resultSizeSum,
      requestSize: rq.requestSize,
      ...(rq.lastSucceededAt === null ? {} : { lastSucceededAt: rq.lastSucceededAt }),
      ...(rq.lastFailedAt === null ? {} : { lastFailedAt: rq.lastFailedAt }),
    },
  };
}
