/**
 * @module core/registered/new-registration
 * A registration as created: enabled, slot 0 due at its creation, nothing run yet. Pure; the API's create
 * (./operations) and whoever seeds registrations (benchmarks, test fixtures) build it here.
 */
import { v7 as timeOrderedUuid } from 'uuid';
import type { RegisteredQuery } from '../../store/model.js';

/** What the creator chooses (frequency and duration in seconds); the rest starts fresh. */
export type NewRegistrationInput = Pick<RegisteredQuery, 'integratorId' | 'siteId' | 'name' | 'frequency' | 'duration' | 'catalogue' | 'command' | 'commandSize' | 'requestSize'> & {
  createdAt: Date;
  /** Time-ordered by default (new rows land at the end of the key index). */
  id?: string;
};

export function newRegistration(input: NewRegistrationInput): RegisteredQuery {
  const at = input.createdAt.toISOString();
  return {
    id: input.id ?? timeOrderedUuid(),
    integratorId: input.integratorId,
    siteId: input.siteId,
    name: input.name,
    registeredQueryType: 'query',
    status: 'enabled',
    frequency: input.frequency,
    duration: input.duration,
    catalogue: input.catalogue,
    command: input.command,
    commandSize: input.commandSize,
    requestSize: input.requestSize,
    endsAt: new Date(input.createdAt.getTime() + input.duration * 1000).toISOString(),
    nextSlot: 0,
    nextRunAt: at,
    lastHash: null,
    resultQueryId: null,
    lastErrorDetails: null,
    lastExecutionDuration: null,
    executionSucceededCount: 0,
    executionFailedCount: 0,
    resultSizeSum: 0,
    lastSucceededAt: null,
    lastFailedAt: null,
    createdAt: at,
    updatedAt: at,
    completedAt: null,
  };
}
