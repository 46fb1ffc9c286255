/**
 * @module bench/lib/poll
 * Bounded polling and progress lines: every wait in a benchmark has a deadline, and a long run says
 * what it is doing on stderr (the table goes to stdout).
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** Calls `check` every `pollMs` until it returns true or `timeoutMs` passes; resolves whether it did. */
export async function pollUntil(check: () => Promise<boolean>, timeoutMs: number, pollMs = 250): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(pollMs);
  }
}

export function progress(message: string): void {
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}
