/**
 * @module agent/link/uplink
 * The agent's use of its uplink for result pages: the encoding the gateway agreed to (per session) and how
 * hard to compress with it (compression-choice), and the pacing of upload bytes by the delay controller with
 * round-trip samples from the connection. The uploader asks it how to encode a page and paces its writes
 * through it; the connection tells it what each session agreed and lends it a way to ping.
 */
import { isPageEncoding, type PageEncoding } from '@site-query-gateway/protocol/page-encoding.js';
import { COMPRESSION_THREADS, CompressionChoice } from './compression-choice.js';
import { compressPage } from './page-compressor.js';
import { DelayController } from './delay-controller.js';
import { AGENT_PAGE_ENCODINGS } from './page-compressor.js';
import { RttSampler, type Pinger } from './rtt-sampler.js';
import { UploadPacer, systemClock, type PacerClock } from './upload-pacer.js';

/**
 * Round trips under this are a local network's: a WAN's, even within a city, is longer, and a LAN's is well under
 * it even with busy event loops at both ends.
 */
const LOCAL_NETWORK_MS = 5;
/**
 * Uploads to a gateway on the local network are not paced: there is no modem queue to keep short, and a busy
 * machine's late pongs would read as queueing and slow an export for nothing.
 */
const UNPACED_RATE = 1_250_000_000;

export class Uplink {
  readonly controller = new DelayController();
  private readonly pacer: UploadPacer;
  private readonly sampler: RttSampler;
  private encoding: PageEncoding | undefined;
  /** What was learnt of each encoding's levels on this machine, kept across sessions. */
  private readonly choices = new Map<PageEncoding, CompressionChoice>();
  private compressing = 0;
  private readonly compressorFree: (() => void)[] = [];
  private pinger: Pinger = () => Promise.resolve(undefined);
  /** The current run of uploads' first round-trip sample. */
  private firstSample: Promise<void> = Promise.resolve();

  constructor(clock: PacerClock = systemClock) {
    this.pacer = new UploadPacer(() => (this.onLocalNetwork() ? UNPACED_RATE : this.controller.rate), clock);
    this.sampler = new RttSampler(this.controller, this.pacer, () => this.pinger(), clock);
  }

  /** The encodings this agent offers in its hello. */
  get offeredEncodings(): readonly PageEncoding[] {
    return AGENT_PAGE_ENCODINGS;
  }

  /** The session's agreed encoding, or undefined when pages go uncompressed. */
  get pageEncoding(): PageEncoding | undefined {
    return this.encoding;
  }

  /**
   * A session was welcomed: use the encoding it names, if it is one this agent can produce. The connection
   * may run over another path than the last one, so the link's delay is learnt again.
   */
  startSession(name: string | undefined): void {
    this.encoding = isPageEncoding(name) && AGENT_PAGE_ENCODINGS.includes(name) ? name : undefined;
    this.controller.forgetPath();
  }

  /**
   * How the next page is compressed: the encoding and a level that keeps up with the link, or undefined. A gateway
   * on the local network (a round trip under LOCAL_NETWORK_MS) gets pages as they are: there the network takes
   * them faster than they compress, and compressing only costs both ends CPU.
   */
  compressionFor(): { encoding: PageEncoding; level: number } | undefined {
    const encoding = this.encoding;
    if (!encoding) return undefined;
    if (this.onLocalNetwork()) return undefined;
    let choice = this.choices.get(encoding);
    if (!choice) this.choices.set(encoding, (choice = new CompressionChoice(encoding)));
    const level = choice.levelFor(this.controller.rate);
    return level === undefined ? undefined : { encoding, level };
  }

  /**
   * Compresses a page as `compressionFor` chose, at most COMPRESSION_THREADS at once (more would only share the
   * same cores, and each would seem slower than a core is), and learns from what it took.
   */
  async compress(body: Buffer, choice: { encoding: PageEncoding; level: number }): Promise<Buffer> {
    while (this.compressing >= COMPRESSION_THREADS) await new Promise<void>((resolve) => this.compressorFree.push(resolve));
    this.compressing++;
    try {
      const started = performance.now();
      const bytes = await compressPage(body, choice.encoding, choice.level);
      this.choices.get(choice.encoding)?.record(choice.level, body.length, bytes.length, performance.now() - started);
      return bytes;
    } finally {
      this.compressing--;
      this.compressorFree.shift()?.();
    }
  }

  /** Whether the gateway's round trip is a local network's, as far as known. */
  private onLocalNetwork(): boolean {
    const base = this.controller.baseDelayMs;
    return base !== undefined && base < LOCAL_NETWORK_MS;
  }

  /** The gateway does not take encoded pages after all (an older instance behind the same address). */
  refuseEncoding(): void {
    this.encoding = undefined;
  }

  /** A round trip measured while no upload ran (a heartbeat's ping): it tells the link's own delay. */
  observeIdleRtt(rttMs: number): void {
    this.controller.observeBase(rttMs, performance.now());
  }

  /** Where round-trip samples come from (the connection's ping). */
  sampleWith(pinger: Pinger): void {
    this.pinger = pinger;
  }

  /** An upload starts: its bytes are paced until the returned function is called. */
  begin(): () => void {
    this.pacer.enter();
    this.firstSample = this.sampler.wake();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.pacer.leave();
    };
  }

  /** Resolves once this run of uploads has its first round-trip sample (or found no connection to take one). */
  ready(): Promise<void> {
    return this.firstSample;
  }

  /** How much an upload writes at once at the current rate. */
  pieceBytes(): number {
    return this.pacer.pieceBytes();
  }

  /** Resolves when `bytes` of an upload may be written, at the rate. */
  take(bytes: number, signal?: AbortSignal): Promise<void> {
    return this.pacer.take(bytes, signal);
  }
}
