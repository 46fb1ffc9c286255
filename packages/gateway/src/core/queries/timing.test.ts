import { describe, expect, it } from 'vitest';
import { advanceTiming } from './timing.js';

describe('advanceTiming', () => {
  const t0 = '2026-11-24T10:00:00.000Z';
  const t1 = '2026-11-24T10:00:01.000Z';
  const t2 = '2026-11-24T10:00:02.000Z';

  it('ends the open phase, keeps ended ones as they were, and starts the next', () => {
    const before = { queued: { startTime: t0, endTime: t1 }, executing: { startTime: t1 } };
    const after = advanceTiming(before, t2, 'uploading');
    expect(after).toEqual({ queued: { startTime: t0, endTime: t1 }, executing: { startTime: t1, endTime: t2 }, uploading: { startTime: t2 } });
    expect(Object.keys(after)).toEqual(['queued', 'executing', 'uploading']);
    // The record it was given is not changed (a query in flight is replaced, never edited in place).
    expect(before).toEqual({ queued: { startTime: t0, endTime: t1 }, executing: { startTime: t1 } });
  });

  it('without a next phase only ends what is open (a final status)', () => {
    expect(advanceTiming({ initialising: { startTime: t0 } }, t1)).toEqual({ initialising: { startTime: t0, endTime: t1 } });
    expect(advanceTiming({}, t1)).toEqual({});
  });
});
