/**
 * Record builders for tests that seed the store directly: every field filled with a plausible value,
 * overridden by what the test is about.
 */
import { randomUUID } from 'node:crypto';
import { newRegistration } from '@site-query-gateway/gateway/core/registered/new-registration.js';
import type { Query, RegisteredQuery, Site } from '@site-query-gateway/gateway/store/model.js';

export function queryFixture(siteId: string, overrides: Partial<Query> = {}): Query {
  const now = overrides.createdAt ?? '2026-11-21T00:00:00.000Z';
  return {
    id: randomUUID(),
    integratorId: randomUUID(),
    siteId,
    mode: 'async',
    status: 'queued',
    catalogue: 'BPSPatients',
    command: { text: 'select 1', executionMode: 'reader', type: 'text', parameters: [] },
    maxTimeInQueue: 1000,
    startDeadline: '2026-11-21T00:30:00.000Z',
    commandSize: 60,
    requestSize: 80,
    sqlQuerySize: 8,
    statusTiming: {},
    sqlExecutionDuration: null,
    resultRows: null,
    resultSize: null,
    rowsAffected: null,
    scalarValue: null,
    outputParameters: null,
    errorDetails: null,
    pageCount: null,
    inlineResult: null,
    resultsExpireAt: null,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
    ...overrides,
  };
}

export function siteFixture(overrides: Partial<Site> = {}): Site {
  const id = overrides.id ?? randomUUID();
  const now = '2026-11-21T00:00:00.000Z';
  return {
    id,
    subscriptionKeyHash: `hash-${id}`,
    practiceManagementName: 'Best Practice',
    pmsType: 'BestPractice',
    practiceManagementSiteId: `practice-${id}`,
    practiceName: 'Clinic',
    practiceManagementVersion: '1.0',
    databaseEngine: 'sqlite',
    catalogue: [{ name: 'BPSPatients', isDefault: true }],
    linkVersion: '26.1121.1',
    name: 'Clinic',
    status: 'active',
    authoritative: true,
    connectionState: 'never',
    heartbeatAt: null,
    clientTimestampUtc: null,
    enrichedAt: now,
    timeZone: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** An enabled registration at slot 0, due at `createdAt`, every 60 s for a day. */
export function registeredFixture(id: string, createdAt: string, overrides: Partial<RegisteredQuery> = {}): RegisteredQuery {
  const created = newRegistration({
    id,
    integratorId: randomUUID(),
    siteId: randomUUID(),
    name: `r-${id}`,
    frequency: 60,
    duration: 86_400,
    catalogue: 'BPSPatients',
    command: { text: 'select 1', executionMode: 'reader', type: 'text', parameters: [] },
    commandSize: 60,
    requestSize: 200,
    createdAt: new Date(createdAt),
  });
  return { ...created, ...overrides };
}
