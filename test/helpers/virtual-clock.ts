/**
 * A clock whose time moves only when code asks it to wait: `sleep(ms)` adds ms to `t` and resolves at once, so
 * tests of pacing read the time a transfer would take without waiting for it. Fits the agent's PacerClock.
 */
export class VirtualClock {
  t = 0;

  now(): number {
    return this.t;
  }

  /** Advances virtual time; nothing really waits. */
  sleep(ms: number): Promise<void> {
    this.t += ms;
    return Promise.resolve();
  }
}
