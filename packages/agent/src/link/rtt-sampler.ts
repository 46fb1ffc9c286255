/**
 * @module agent/link/rtt-sampler
 * Measures the round trip to the gateway while result pages upload, and feeds each sample to the delay
 * controller. A sample is a WebSocket ping on the agent's connection and its pong: the ping waits in the same
 * uplink queue as the uploads' packets, so its round trip shows the queue they build. Samples come a few times
 * per round trip (at least every 50 ms), and only while uploads run: an idle agent sends nothing extra.
 */
import type { DelayController } from './delay-controller.js';
import type { PacerClock, UploadPacer } from './upload-pacer.js';

/** One ping's round trip in ms, or undefined when there is no connection to ping over. */
export type Pinger = () => Promise<number | undefined>;

const MIN_INTERVAL_MS = 10;
const MAX_INTERVAL_MS = 50;
/** Without a connection, look again this much later. */
const NO_CONNECTION_WAIT_MS = 250;

export class RttSampler {
  private running: Promise<void> | undefined;
  /** Settles once the running loop has taken its first sample (or found no connection). */
  private first: Promise<void> = Promise.resolve();

  constructor(
    private readonly controller: DelayController,
    private readonly pacer: UploadPacer,
    private readonly ping: Pinger,
    private readonly clock: PacerClock,
  ) {}

  /**
   * Starts sampling if uploads run and it is not sampling already; it stops by itself once they end. Resolves
   * once this run's first sample is in: uploads wait for it, so the link's delay is known before they add to it.
   */
  wake(): Promise<void> {
    if (this.running || !this.pacer.active) return this.first;
    let tookFirst!: () => void;
    this.first = new Promise((resolve) => (tookFirst = resolve));
    this.running = this.loop(tookFirst).finally(() => {
      tookFirst();
      this.running = undefined;
    });
    return this.first;
  }

  private async loop(tookFirst: () => void): Promise<void> {
    let first = true;
    while (this.pacer.active) {
      const rtt = await this.ping().catch(() => undefined);
      if (rtt === undefined) {
        tookFirst();
        await this.clock.sleep(NO_CONNECTION_WAIT_MS);
        continue;
      }
      // The run's first sample is taken before its uploads send anything (they wait for it).
      if (first) this.controller.startRun(rtt, this.clock.now());
      else this.controller.sample(rtt, this.clock.now(), this.pacer.takeLimited());
      first = false;
      tookFirst();
      const base = this.controller.baseDelayMs ?? MAX_INTERVAL_MS;
      await this.clock.sleep(Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, base)));
    }
  }
}
