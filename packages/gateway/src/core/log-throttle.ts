/**
 * @module core/log-throttle
 * Warnings that a misbehaving peer can cause at will (an agent reporting on queries that do not exist, a
 * million times) are written at most once per key per window; the next one written says how many were
 * left out meanwhile. Logs stay useful and bounded whatever a peer sends.
 */
import type { Logger } from '../log.js';

const DEFAULT_WINDOW_MS = 10_000;
/** Keys remembered at most; beyond, the oldest windows are dropped (a flood of keys cannot grow this). */
const MAX_KEYS = 10_000;

export class LogThrottle {
  private readonly windows = new Map<string, { until: number; suppressed: number }>();

  constructor(
    private readonly log: Logger,
    private readonly windowMs = DEFAULT_WINDOW_MS,
  ) {}

  warn(key: string, fields: Record<string, unknown>, message: string): void {
    const now = performance.now();
    const window = this.windows.get(key);
    if (window && window.until > now) {
      window.suppressed++;
      return;
    }
    if (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
    this.windows.delete(key);
    this.windows.set(key, { until: now + this.windowMs, suppressed: 0 });
    this.log.warn(window && window.suppressed > 0 ? { ...fields, suppressed: window.suppressed } : fields, message);
  }
}
