/**
 * @module core/queries/timing
 * The `statusTiming` object of a query: one entry per phase with `startTime` and, once over, `endTime`.
 */
import type { StatusTiming, TimingPhase } from '../../protocol/query-status.js';

/** Ends every open phase and starts `next` (when given), all at `at`. */
export function advanceTiming(timing: StatusTiming, at: string, next?: TimingPhase): StatusTiming {
  const result: StatusTiming = {};
  for (const [phase, value] of Object.entries(timing) as [TimingPhase, { startTime: string; endTime?: string }][]) {
    result[phase] = value.endTime ? value : { ...value, endTime: at };
  }
  if (next) result[next] = { startTime: at };
  return result;
}
