/**
 * A job names the integrator it is for (`integratorId`, for the clinic's audit log) without breaking peers
 * of either age: agents parse dispatches with or without it, and an agent built before the field existed
 * (its job schema without it) still accepts a dispatch that carries it.
 */
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { JobSchema, type Job } from './jobs.js';
import { parseGatewayMessage } from './wire.js';

const job: Job = {
  queryId: 'q-1',
  mode: 'async',
  command: { text: 'select 1', executionMode: 'reader', type: 'text', parameters: [] },
  catalogue: 'main',
  startDeadline: '2026-11-29T00:00:00.000Z',
  commandTimeoutMs: 1000,
  pageSizeBytes: 1000,
  inlineLimitBytes: 1000,
};

describe('job integratorId', () => {
  it('is optional on a dispatch', () => {
    const withIt = parseGatewayMessage(JSON.stringify({ type: 'job:dispatch', job: { ...job, integratorId: 'integrator-1' } }));
    expect(withIt).toMatchObject({ type: 'job:dispatch', job: { integratorId: 'integrator-1' } });
    expect(parseGatewayMessage(JSON.stringify({ type: 'job:dispatch', job }))).toMatchObject({ type: 'job:dispatch', job: { queryId: 'q-1' } });
    expect(parseGatewayMessage(JSON.stringify({ type: 'job:dispatch', job: { ...job, integratorId: '' } }))).toBeUndefined();
  });

  it('is accepted by an agent whose job schema predates it', () => {
    const olderJob = Type.Omit(JobSchema, ['integratorId']);
    const olderDispatch = Compile(Type.Object({ type: Type.Literal('job:dispatch'), job: olderJob }));
    expect(olderDispatch.Check({ type: 'job:dispatch', job: { ...job, integratorId: 'integrator-1' } })).toBe(true);
  });
});
