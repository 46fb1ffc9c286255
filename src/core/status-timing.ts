/**
 * @module core/status-timing
 * The `statusTiming` object of a query: one entry per phase with `startTime` and, once over, `endTime`.
 */
import { parseJsonOr } from './json.js';

export type Phase = 'initialising' | 'queued' | 'downloading' | 'executing' | 'uploading';
export type StatusTiming = Partial<Record<Phase, { startTime: string; endTime?: string }>>;

export function parseTiming(text: string): StatusTiming {
  return parseJsonOr<StatusTiming>(text, {});
}

/** Ends every open phase and starts `next` (when given), all at `at`. */
export function advanceTiming(timing: StatusTiming, at: string, next?: Phase): StatusTiming {
  const result: StatusTiming = {};
  for (const [phase, value] of Object.entries(timing) as [Phase, { startTime: string; endTime?: string }][]) {
    result[phase] = value.endTime ? value : { ...value, endTime: at };
  }
  if (next) result[next] = { startTime: at };
  return result;
}
