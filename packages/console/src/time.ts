/** Times as the console shows them: an age in words, and a clock drift in seconds with its sign. */

export function age(iso: string | undefined, now = Date.now()): string {
  if (!iso) return 'never';
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86_400)} d ago`;
}

/**
 * The agent's clock against the gateway's: its own time when it last reported (`clientTimestampUTC`) minus
 * the gateway's time when that report arrived (`heartbeatTimestampUTC`). Positive: the clinic's clock is ahead.
 */
export function clockDrift(clientTimestampUTC: string | undefined, heartbeatTimestampUTC: string | undefined): string {
  if (!clientTimestampUTC || !heartbeatTimestampUTC) return 'unknown';
  const client = Date.parse(clientTimestampUTC);
  const gateway = Date.parse(heartbeatTimestampUTC);
  if (Number.isNaN(client) || Number.isNaN(gateway)) return 'unknown';
  // Rounded first, so a drift that rounds to nothing reads +0.0 rather than −0.0.
  const tenths = Math.round((client - gateway) / 100);
  return `${tenths < 0 ? '−' : '+'}${(Math.abs(tenths) / 10).toFixed(1)} s`;
}

export function shortTime(iso: string | undefined): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}
